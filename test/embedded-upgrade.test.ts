import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { http } from './helpers/stack';

/**
 * Upgrading keeps data (issue 32): the service, started as `npm start` starts it, on a data directory the
 * previous version wrote (PGlite in `pglite/`, an executed batch in it: test/fixtures/README.md says how
 * it was made), copies it into its new PostgreSQL cluster, keeps the old directory under a new name, and
 * answers the batch's inspect as the previous version did.
 */
const ENTRY = path.join(__dirname, '..', 'dist', 'runtime', 'main.js');
const FIXTURE = path.join(__dirname, 'fixtures', 'previous-version-data');
const recorded = JSON.parse(fs.readFileSync(`${FIXTURE}.json`, 'utf8')) as { batchId: string; inspect: Record<string, unknown>; rowCounts: Record<string, number> };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-upgrade-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcessWithoutNullStreams;
  url: string;
  output: () => string;
}

async function start(): Promise<Running> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, EXPORT_DATA_DIR: dataDir, PORT: '0', TEMPORAL_DEV_PORT: '0', TEMPORAL_DEV_UI_PORT: '0', LOG_LEVEL: 'info', LOG_FORMAT: 'json' };
  if (process.env.TEMPORAL_CLI_PATH) env.TEMPORAL_CLI_PATH = process.env.TEMPORAL_CLI_PATH;
  const child = spawn(process.execPath, [ENTRY], { env });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 120_000;
  while (!out.includes('Export Protocol is up')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited early (${child.exitCode ?? child.signalCode}):\n${out}`);
    if (Date.now() > deadline) throw new Error(`no banner:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url: /API:\s+(http:\/\/\S+)/.exec(out)?.[1] as string, output: () => out };
}

async function stop(r: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => r.child.once('exit', (code) => resolve(code)));
  r.child.kill('SIGTERM');
  return exited;
}

const demo = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(fs.readFileSync(path.join(dataDir, 'demo.env'), 'utf8'))?.[1] as string;
const apiKey = () => demo('EXPORT_API_KEY');
/** The inspect body without what names this start's address. */
const portable = (body: unknown) => JSON.parse(JSON.stringify(body).replace(/http:\/\/127\.0\.0\.1:\d+/g, 'BASE'));

test('a data directory written by the previous version: copied into PostgreSQL, its executed batch inspected as before', async () => {
  execFileSync('tar', ['-xJf', `${FIXTURE}.tar.xz`, '-C', dataDir]);
  expect(fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);

  const first = await start();
  try {
    const log = first.output();
    expect(log).toContain(`copying the data of an earlier version's embedded PGlite (${path.join(dataDir, 'pglite')})`);
    const rows = Object.values(recorded.rowCounts).reduce((a, b) => a + b, 0);
    expect(log).toMatch(new RegExp(`copied ${Object.keys(recorded.rowCounts).length} tables, ${rows} rows \\(counts checked: `));
    for (const [table, n] of Object.entries(recorded.rowCounts)) expect(log).toMatch(new RegExp(`[ (]${table} ${n}[,)]`));
    expect(log).toContain(`the old directory is kept as ${path.join(dataDir, 'pglite-upgraded-to-postgres')}`);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'pglite-upgraded-to-postgres', 'PG_VERSION'))).toBe(true);

    const api = http(first.url);
    const inspect = await api.get(`/api/exports/${recorded.batchId}`, { key: apiKey() });
    expect(inspect.status).toBe(200);
    expect(inspect.body.state).toBe('COMPLETED');
    expect(portable(inspect.body)).toEqual(portable(recorded.inspect));
    // The copied key still authenticates, and the account still writes (sequences carried over).
    const synced = await api.post('/products/sync', { accountId: demo('EXPORT_ACCOUNT_ID'), items: [{ externalId: 'after-upgrade', sku: 'AU-1', name: 'Mug', originCountry: 'CA', declaredValueUsd: 8, materials: ['ceramic'] }] }, { key: apiKey() });
    expect(synced.status).toBe(200);
  } finally {
    expect(await stop(first)).toBe(0);
  }

  // The next start uses the cluster as it is: nothing copied again.
  const second = await start();
  try {
    expect(second.output()).not.toContain('copying the data');
    expect((await http(second.url).get(`/api/exports/${recorded.batchId}`, { key: apiKey() })).status).toBe(200);
  } finally {
    expect(await stop(second)).toBe(0);
  }
}, 240_000);
