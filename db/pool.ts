import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { compareCodeUnits } from '../domain/canonical';

// NUMERIC comes back as a string by default; every numeric column here is money, a weight or a quantity
// well inside double precision, and the API returns them as JSON numbers.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
// A DATE is a calendar day (an order's date of sale), not an instant: kept as its YYYY-MM-DD text, never
// turned into a Date at the process's local midnight.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** A timestamptz as pg reads it (Date), or as text inside JSON built by the statement. */
export type Timestamp = Date | string;

/** A timestamp as the API shows it (ISO 8601, UTC); SQL NULL stays null. */
export function iso(d: Timestamp): string;
export function iso(d: Timestamp | null): string | null;
export function iso(d: Timestamp | null): string | null {
  return d === null ? null : new Date(d).toISOString();
}

export type Db = pg.Pool;
export type Queryable = pg.Pool | pg.PoolClient;

/** Why a database call failed for want of a working connection: the statement itself was not at fault. */
export type ConnectionFailure = 'unreachable' | 'connection_lost' | 'timeout';

// Refused or not accepting connections (57P03 cannot connect now: starting up or shutting down; class 08
// "unable to establish" and "rejected").
const UNREACHABLE = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P03', '08001', '08004']);
// Dropped while in use (57P01 admin shutdown, as on `pg_ctl restart`; 57P02 crash shutdown).
const LOST = new Set(['ECONNRESET', 'EPIPE', '57P01', '57P02']);

/** Classifies a connection-level failure (server down, restarting, unreachable, pool starved); undefined for any other error. */
export function connectionFailure(err: unknown): ConnectionFailure | undefined {
  // Duck-typed: errors from Node's sockets need not be instances of this realm's Error (jest's sandbox).
  if (typeof err !== 'object' || err === null) return undefined;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNREACHABLE.has(code)) return 'unreachable';
  if (typeof code === 'string' && (LOST.has(code) || code.startsWith('08'))) return 'connection_lost';
  if (typeof message !== 'string') return undefined;
  // pg and pg-pool report these by message only.
  if (/timeout exceeded when trying to connect|Connection terminated due to connection timeout/.test(message)) return 'timeout';
  if (/^Connection terminated|is not queryable/.test(message)) return 'connection_lost';
  return undefined;
}

export const isConnectionFailure = (err: unknown): boolean => connectionFailure(err) !== undefined;

/** Long enough for a restarting server to start accepting again, short against a request's time. */
const CONNECT_RETRY_DELAY_MS = 300;

type ConnectCallback = (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: any) => void) => void;

/**
 * A pool that tries once more, after a short pause, when it cannot hand out a connection. Nothing was
 * sent, so the retry is always safe. pool.query() connects through connect() too, so it gets the retry.
 */
class RetryingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback) {
    const connected = super.connect().catch(async (err: unknown) => {
      if (!isConnectionFailure(err)) throw err;
      await sleep(CONNECT_RETRY_DELAY_MS);
      return super.connect();
    });
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, client.release),
      (err: Error) => callback(err, undefined, () => undefined),
    );
  }
}

export function createPool(url: string, max: number): pg.Pool {
  const pool = new RetryingPool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 15_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Records sorted by externalId for an upsert: concurrent transactions that write the same rows then lock
 * them in the same order and queue, where request order let two of them wait on each other (40P01).
 */
export const inLockOrder = <T extends { externalId: string }>(records: readonly T[]): T[] =>
  [...records].sort((x, y) => compareCodeUnits(x.externalId, y.externalId));

// PostgreSQL rolled the transaction back and running it again may well succeed: deadlock detected,
// serialization failure.
const RETRYABLE_TRANSACTION = new Set(['40P01', '40001']);
// Rows are written in lock order, so a retry is rare and a second one rarer still.
const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs `fn` in one transaction: all of its writes or none. A transaction that lost a deadlock or a
 * serialization conflict is run again from the start (a few attempts, jittered growing pauses so the
 * colliding transactions do not meet again in step); `fn` must therefore have no effect outside it.
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionOnce(pool, fn);
    } catch (err) {
      const code = (err as { code?: unknown } | null)?.code;
      if (attempt >= TRANSACTION_ATTEMPTS || typeof code !== 'string' || !RETRYABLE_TRANSACTION.has(code)) throw err;
      await sleep(Math.random() * 20 * 2 ** attempt);
    }
  }
}

async function transactionOnce<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // pg-pool removes its error listener from a checked-out client: a connection dropped between two
  // statements would be an unhandled 'error' event, which ends the process. The next query fails anyway.
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    // A connection that failed goes, rather than back to the pool for the next request to find dead.
    if (isConnectionFailure(err)) broken ??= err as Error;
    throw err;
  } finally {
    client.removeListener('error', onError);
    client.release(broken);
  }
}
