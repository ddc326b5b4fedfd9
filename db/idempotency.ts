import type { Environment } from '../domain/environments';
import { randomBytes } from 'node:crypto';
import type { Queryable } from './pool';

export interface IdempotencyScope { accountId: string; environment: Environment; endpoint: string; key: string }

/**
 * A claimed record: `token` is fixed for the life of the record (what resources created under the key
 * derive their IDs from); `attempt` counts the definite failures of this request before this try.
 */
export interface Claim { token: string; attempt: number }

export type ClaimResult =
  | ({ kind: 'claimed' } & Claim)
  | { kind: 'completed'; fingerprint: string; status: number; body: unknown }
  | { kind: 'in_progress'; fingerprint: string };

/** How often claim() re-runs when the record it lost to vanished or was released meanwhile. */
const CLAIM_ROUNDS = 5;

/**
 * Claims (account, endpoint, key) for one request. The primary key makes the INSERT the arbiter between
 * simultaneous duplicates. Taken over in the same statement: an expired record (a new record), a
 * released one (a failed request: the same payload keeps its token and attempt count, another payload
 * starts afresh), and an in-progress one whose owner died (lock passed) with the same payload.
 */
export async function claim(
  db: Queryable,
  s: IdempotencyScope,
  fingerprint: string,
  opts: { ttlHours: number; lockTimeoutMs: number },
): Promise<ClaimResult> {
  for (let round = 1; ; round++) {
    const claimed = await tryInsert(db, s, fingerprint, opts);
    if (claimed) return { kind: 'claimed', ...claimed };
    const existing = await peek(db, s);
    // Between the two statements the record may have been released or swept: claim again.
    if (existing && existing.kind !== 'released') return existing;
    if (round === CLAIM_ROUNDS) throw new Error(`idempotency record ${s.endpoint}/${s.key} kept changing under claim`);
  }
}

async function tryInsert(
  db: Queryable,
  s: IdempotencyScope,
  fingerprint: string,
  opts: { ttlHours: number; lockTimeoutMs: number },
): Promise<Claim | undefined> {
  const { rows } = await db.query(
    `INSERT INTO idempotency_records AS r (account_id, environment, endpoint, idempotency_key, fingerprint, state, token, attempt, locked_until, expires_at)
     VALUES ($1, $8, $2, $3, $4, 'in_progress', $5, 1, now() + make_interval(secs => $6::double precision / 1000),
             now() + make_interval(secs => $7::double precision * 3600))
     ON CONFLICT (account_id, environment, endpoint, idempotency_key) DO UPDATE SET
       state = 'in_progress', response_status = NULL, response_body = NULL,
       locked_until = EXCLUDED.locked_until, expires_at = EXCLUDED.expires_at, fingerprint = EXCLUDED.fingerprint,
       token   = CASE WHEN r.expires_at > now() AND r.fingerprint = EXCLUDED.fingerprint THEN r.token ELSE EXCLUDED.token END,
       attempt = CASE WHEN r.expires_at > now() AND r.fingerprint = EXCLUDED.fingerprint THEN r.attempt ELSE 1 END,
       created_at = CASE WHEN r.expires_at > now() AND r.fingerprint = EXCLUDED.fingerprint THEN r.created_at ELSE now() END
     WHERE r.expires_at <= now()
        OR r.state = 'released'
        OR (r.state = 'in_progress' AND r.locked_until <= now() AND r.fingerprint = EXCLUDED.fingerprint)
     RETURNING token, attempt`,
    [s.accountId, s.endpoint, s.key, fingerprint, randomBytes(16).toString('hex'), opts.lockTimeoutMs, opts.ttlHours, s.environment],
  );
  return rows[0] as Claim | undefined;
}

export async function peek(db: Queryable, s: IdempotencyScope): Promise<ClaimResult | { kind: 'released' } | undefined> {
  const { rows } = await db.query(
    `SELECT fingerprint, state, response_status, response_body FROM idempotency_records
     WHERE account_id = $1 AND environment = $4 AND endpoint = $2 AND idempotency_key = $3 AND expires_at > now()`,
    [s.accountId, s.endpoint, s.key, s.environment],
  );
  const r = rows[0];
  if (!r) return undefined;
  if (r.state === 'released') return { kind: 'released' };
  return r.state === 'completed'
    ? { kind: 'completed', fingerprint: r.fingerprint, status: r.response_status, body: r.response_body }
    : { kind: 'in_progress', fingerprint: r.fingerprint };
}

/**
 * Extends the lock of a record this request holds: called while the request runs, so a record stays
 * locked as long as its owner lives and no longer (a dead process's record is taken over one lock
 * timeout after its last renewal).
 */
export async function renew(db: Queryable, s: IdempotencyScope, fingerprint: string, lockTimeoutMs: number): Promise<void> {
  await db.query(
    `UPDATE idempotency_records SET locked_until = now() + make_interval(secs => $5::double precision / 1000)
     WHERE account_id = $1 AND environment = $6 AND endpoint = $2 AND idempotency_key = $3 AND fingerprint = $4 AND state = 'in_progress'`,
    [s.accountId, s.endpoint, s.key, fingerprint, lockTimeoutMs, s.environment],
  );
}

export async function complete(db: Queryable, s: IdempotencyScope, fingerprint: string, status: number, body: unknown): Promise<void> {
  await db.query(
    `UPDATE idempotency_records SET state = 'completed', response_status = $5, response_body = $6::jsonb
     WHERE account_id = $1 AND environment = $7 AND endpoint = $2 AND idempotency_key = $3 AND fingerprint = $4`,
    [s.accountId, s.endpoint, s.key, fingerprint, status, JSON.stringify(body), s.environment],
  );
}

/**
 * Gives a claim back after a failed request, so that the same request can be retried. `definite`: the
 * operation is known to have failed (a refusal, a failed update), so the next try is a new attempt;
 * otherwise (a timeout, a lost connection) the next try joins whatever may still be running.
 */
export async function release(db: Queryable, s: IdempotencyScope, fingerprint: string, definite: boolean): Promise<void> {
  await db.query(
    `UPDATE idempotency_records SET state = 'released', attempt = attempt + CASE WHEN $5 THEN 1 ELSE 0 END
     WHERE account_id = $1 AND environment = $6 AND endpoint = $2 AND idempotency_key = $3 AND fingerprint = $4 AND state = 'in_progress'`,
    [s.accountId, s.endpoint, s.key, fingerprint, definite, s.environment],
  );
}

export async function deleteExpired(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM idempotency_records WHERE expires_at <= now()');
  return rowCount ?? 0;
}
