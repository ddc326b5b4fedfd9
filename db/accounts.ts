import { createHash, randomBytes } from 'node:crypto';
import { iso, type Queryable } from './pool';
import type { Environment, Scope } from '../domain/environments';
import type { Exporter } from '../domain/parties';
import type { Account, ApiKey, Broker, RevokedApiKey, Warehouse } from '../domain/resource-views';
import { newId } from './ids';

export type { Account, Broker, Warehouse };

export const hashApiKey = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const accountFromRow = (r: any): Account => ({ id: r.id, name: r.name, exporter: r.exporter ?? null, createdAt: iso(r.created_at) });

export async function createAccount(db: Queryable, input: { id?: string; name: string; exporter?: Exporter | null }): Promise<Account | undefined> {
  const { rows } = await db.query(
    `INSERT INTO accounts (id, name, exporter) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id, name, exporter, created_at`,
    [input.id ?? newId('acct'), input.name, input.exporter ?? null],
  );
  return rows[0] && accountFromRow(rows[0]);
}

export async function getAccount(db: Queryable, id: string): Promise<Account | undefined> {
  const { rows } = await db.query('SELECT id, name, exporter, created_at FROM accounts WHERE id = $1', [id]);
  return rows[0] && accountFromRow(rows[0]);
}

/** Changes what is given: `name`, and `exporter` (null clears it); undefined leaves a field as it is. */
export async function updateAccount(db: Queryable, id: string, change: { name?: string; exporter?: Exporter | null }): Promise<Account | undefined> {
  const { rows } = await db.query(
    `UPDATE accounts SET name = coalesce($2, name), exporter = CASE WHEN $3::boolean THEN $4::jsonb ELSE exporter END
     WHERE id = $1 RETURNING id, name, exporter, created_at`,
    [id, change.name ?? null, change.exporter !== undefined, change.exporter ?? null],
  );
  return rows[0] && accountFromRow(rows[0]);
}

export async function accountExists(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM accounts WHERE id = $1', [id]);
  return rowCount === 1;
}

export async function countAccounts(db: Queryable): Promise<number> {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM accounts');
  return rows[0].n;
}

/**
 * Issues a key of one environment; the secret is returned once and only its hash is kept. The secret
 * names its environment (`epk_live_…`, `epk_test_…`) so a test key is told apart at a glance; the
 * environment itself is read from the row, so the older `epk_…` keys stay live.
 */
export async function createApiKey(db: Queryable, accountId: string, environment: Environment): Promise<ApiKey> {
  const apiKey = `epk_${environment}_${randomBytes(32).toString('base64url')}`;
  const id = newId('key');
  const { rows } = await db.query(
    `INSERT INTO api_keys (id, account_id, key_hash, key_prefix, environment) VALUES ($1, $2, $3, $4, $5) RETURNING created_at`,
    [id, accountId, hashApiKey(apiKey), apiKey.slice(0, 13), environment],
  );
  return { id, accountId, environment, apiKey, createdAt: iso(rows[0].created_at) };
}

export async function revokeApiKey(db: Queryable, id: string): Promise<RevokedApiKey | undefined> {
  const { rows } = await db.query(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING id, account_id, revoked_at`,
    [id],
  );
  return rows[0] && { id: rows[0].id, accountId: rows[0].account_id, revokedAt: iso(rows[0].revoked_at) };
}

/** The key's scope (account and environment) and ID, when the secret is a key that is not revoked. */
export async function findAccountByApiKey(db: Queryable, secret: string): Promise<(Scope & { apiKeyId: string }) | undefined> {
  const { rows } = await db.query(
    'SELECT id, account_id, environment FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
    [hashApiKey(secret)],
  );
  return rows[0] && { accountId: rows[0].account_id, environment: rows[0].environment, apiKeyId: rows[0].id };
}

const warehouseFromRow = (r: any): Warehouse => ({
  id: r.id, accountId: r.account_id, name: r.name, country: r.country,
  addressLine1: r.address_line1, addressLine2: r.address_line2, city: r.city, region: r.region, postalCode: r.postal_code,
  createdAt: iso(r.created_at),
});

export async function createWarehouse(
  db: Queryable,
  accountId: string,
  w: { id?: string; name: string; country: string; addressLine1?: string; addressLine2?: string; city?: string; region?: string; postalCode?: string },
): Promise<Warehouse | undefined> {
  const { rows } = await db.query(
    `INSERT INTO warehouses (id, account_id, name, country, address_line1, address_line2, city, region, postal_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (id) DO NOTHING RETURNING *`,
    [w.id ?? newId('wh'), accountId, w.name, w.country, w.addressLine1 ?? null, w.addressLine2 ?? null, w.city ?? null, w.region ?? null, w.postalCode ?? null],
  );
  return rows[0] && warehouseFromRow(rows[0]);
}

export async function getWarehouse(db: Queryable, accountId: string, id: string): Promise<Warehouse | undefined> {
  const { rows } = await db.query('SELECT * FROM warehouses WHERE account_id = $1 AND id = $2', [accountId, id]);
  return rows[0] && warehouseFromRow(rows[0]);
}

const brokerFromRow = (r: any): Broker => ({
  id: r.id, accountId: r.account_id, name: r.name, email: r.email, brokerPath: r.broker_path, createdAt: iso(r.created_at),
});

export async function createBroker(
  db: Queryable,
  accountId: string,
  b: { id?: string; name: string; email: string; brokerPath: Broker['brokerPath'] },
): Promise<Broker | undefined> {
  const { rows } = await db.query(
    `INSERT INTO brokers (id, account_id, name, email, broker_path) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO NOTHING RETURNING *`,
    [b.id ?? newId('brk'), accountId, b.name, b.email, b.brokerPath],
  );
  return rows[0] && brokerFromRow(rows[0]);
}

export async function getBroker(db: Queryable, accountId: string, id: string): Promise<Broker | undefined> {
  const { rows } = await db.query('SELECT * FROM brokers WHERE account_id = $1 AND id = $2', [accountId, id]);
  return rows[0] && brokerFromRow(rows[0]);
}
