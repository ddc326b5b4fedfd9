import type { Queryable } from './pool';

/**
 * The per-API-key rate-limit windows (db/migrations/1700000000011_rate_limits.sql). rate-limiter-flexible
 * reads and writes them (api/rate-limit.ts); the service only sweeps the ended ones.
 */
export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * Deletes the windows that have ended. A key's next request rewrites its own ended window in place, so
 * this only keeps the rows of keys gone quiet from piling up; run with the idempotency sweep, off the
 * request path. `expire` is in milliseconds of the API processes' clocks, which wrote it.
 */
export async function deleteEndedWindows(db: Queryable, nowMs = Date.now()): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM ${RATE_LIMIT_TABLE} WHERE expire <= $1`, [nowMs]);
  return rowCount ?? 0;
}
