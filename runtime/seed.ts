import fs from 'node:fs';
import path from 'node:path';
import * as accounts from '../db/accounts';
import { inTransaction, type Db } from '../db/pool';

export interface DemoSeed {
  accountId: string;
  apiKey: string;
  /** The demo account's test key (issue 33): the README's test-mode flow. */
  testApiKey?: string;
  warehouseId: string;
  brokerId: string;
  file: string;
}

export const DEMO = { accountId: 'acct_demo', warehouseId: 'wh_demo', brokerId: 'brk_demo' } as const;

/** `NAME=value` lines (a value may itself hold `=`). */
function parseEnvFile(text: string): Array<[string, string]> {
  return text
    .split('\n')
    .filter((l) => l.includes('='))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]);
}

function readDemoEnv(file: string): DemoSeed | undefined {
  try {
    const vars = Object.fromEntries(parseEnvFile(fs.readFileSync(file, 'utf8')));
    if (!vars.EXPORT_API_KEY) return undefined;
    return {
      accountId: vars.EXPORT_ACCOUNT_ID,
      apiKey: vars.EXPORT_API_KEY,
      testApiKey: vars.EXPORT_TEST_API_KEY,
      warehouseId: vars.EXPORT_WAREHOUSE_ID,
      brokerId: vars.EXPORT_BROKER_ID,
      file,
    };
  } catch {
    return undefined;
  }
}

/**
 * Sets variables of `demo.env` (replacing their old values, keeping the others): each start records the
 * API URL (`EXPORT_BASE_URL`) and Temporal address (`TEMPORAL_ADDRESS`) it really took.
 */
export function recordDemoEnv(file: string, values: Record<string, string>): void {
  const vars = new Map(parseEnvFile(fs.readFileSync(file, 'utf8')));
  for (const [name, value] of Object.entries(values)) vars.set(name, value);
  fs.writeFileSync(file, [...vars].map(([name, value]) => `${name}=${value}\n`).join(''), { mode: 0o600 });
}

/**
 * On the first embedded start (no account yet) creates a demo account with a key, a warehouse and a
 * broker, and writes them to `<dataDir>/demo.env` so the README's requests work as printed
 * (`source .data/demo.env`). Later starts return what that file holds. The service adds the addresses
 * it listens on once it does (recordDemoEnv).
 */
export async function seedDemo(db: Db, dataDir: string): Promise<DemoSeed | undefined> {
  const file = path.join(dataDir, 'demo.env');
  const seeded = await inTransaction(db, async (tx) => {
    // Serialises concurrent first starts on one database.
    await tx.query('LOCK TABLE accounts IN SHARE ROW EXCLUSIVE MODE');
    if ((await accounts.countAccounts(tx)) > 0) return undefined;
    await accounts.createAccount(tx, { id: DEMO.accountId, name: 'Demo Merchant' });
    const key = await accounts.createApiKey(tx, DEMO.accountId, 'live');
    await accounts.createWarehouse(tx, DEMO.accountId, {
      id: DEMO.warehouseId,
      name: 'Demo Warehouse',
      country: 'CA',
      addressLine1: '100 Queen St W',
      city: 'Toronto',
      region: 'ON',
      postalCode: 'M5H 2N2',
    });
    await accounts.createBroker(tx, DEMO.accountId, {
      id: DEMO.brokerId,
      name: 'Demo Customs Brokerage',
      email: 'broker@demo-brokerage.example',
      brokerPath: 'partner_integrated',
    });
    return key.apiKey;
  });
  if (seeded) {
    const lines = [
      `EXPORT_ACCOUNT_ID=${DEMO.accountId}`,
      `EXPORT_API_KEY=${seeded}`,
      `EXPORT_WAREHOUSE_ID=${DEMO.warehouseId}`,
      `EXPORT_BROKER_ID=${DEMO.brokerId}`,
    ];
    fs.writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
  }
  return withTestKey(db, readDemoEnv(file));
}

/** A demo seeded before test keys existed gets one, recorded as EXPORT_TEST_API_KEY. */
async function withTestKey(db: Db, demo: DemoSeed | undefined): Promise<DemoSeed | undefined> {
  if (!demo || demo.testApiKey || !(await accounts.accountExists(db, demo.accountId))) return demo;
  const key = await accounts.createApiKey(db, demo.accountId, 'test');
  recordDemoEnv(demo.file, { EXPORT_TEST_API_KEY: key.apiKey });
  return { ...demo, testApiKey: key.apiKey };
}
