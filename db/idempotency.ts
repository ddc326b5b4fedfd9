import type { Queryable } from './pool';

export interface IdempotencyScope { accountId: string; endpoint: string; key: string }

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'completed'; fingerprint: string; status: number; body: unknown }
  | { kind: 'in_progress'; fingerprint: string };

/**
 * Claims (account, endpoint, key) for one request. The primary key makes the INSERT the arbiter between
 * simultaneous duplicates. An expired record, or an in-progress one whose owner died (lock passed) and
 * that carries the same payload, is taken over in the same statement.
 */
export async function claim(
  db: Queryable,
  s: IdempotencyScope,
  fingerprint: string,
  opts: { ttlHours: number; lockTimeoutMs: number },
): Promise<ClaimResult> {
  const { rows } = await db.query(
    `INSERT INTO idempotency_records (account_id, endpoint, idempotency_key, fingerprint, state, locked_until, expires_at)
     VALUES ($1, $2, $3, $4, 'in_progress', now() + make_interval(secs => $5::double precision / 1000),
             now() + make_interval(secs => $6::double precision * 3600))
     ON CONFLICT (account_id, endpoint, idempotency_key) DO UPDATE SET
       fingerprint = EXCLUDED.fingerprint, state = 'in_progress', response_status = NULL, response_body = NULL,
       locked_until = EXCLUDED.locked_until, created_at = now(), expires_at = EXCLUDED.expires_at
     WHERE idempotency_records.expires_at <= now()
        OR (idempotency_records.state = 'in_progress' AND idempotency_records.locked_until <= now()
            AND idempotency_records.fingerprint = EXCLUDED.fingerprint)
     RETURNING 1`,
    [s.accountId, s.endpoint, s.key, fingerprint, opts.lockTimeoutMs, opts.ttlHours],
  );
  if (rows.length === 1) return { kind: 'claimed' };
  return peek(db, s) as Promise<ClaimResult>;
}

export async function peek(db: Queryable, s: IdempotencyScope): Promise<ClaimResult | undefined> {
  const { rows } = await db.query(
    `SELECT fingerprint, state, response_status, response_body FROM idempotency_records
     WHERE account_id = $1 AND endpoint = $2 AND idempotency_key = $3 AND expires_at > now()`,
    [s.accountId, s.endpoint, s.key],
  );
  const r = rows[0];
  if (!r) return undefined;
  return r.state === 'completed'
    ? { kind: 'completed', fingerprint: r.fingerprint, status: r.response_status, body: r.response_body }
    : { kind: 'in_progress', fingerprint: r.fingerprint };
}

export async function complete(db: Queryable, s: IdempotencyScope, fingerprint: string, status: number, body: unknown): Promise<void> {
  await db.query(
    `UPDATE idempotency_records SET state = 'completed', response_status = $5, response_body = $6::jsonb
     WHERE account_id = $1 AND endpoint = $2 AND idempotency_key = $3 AND fingerprint = $4`,
    [s.accountId, s.endpoint, s.key, fingerprint, status, JSON.stringify(body)],
  );
}

/** Gives a claim back after a failed request, so that the same request can be retried. */
export async function release(db: Queryable, s: IdempotencyScope, fingerprint: string): Promise<void> {
  await db.query(
    `DELETE FROM idempotency_records
     WHERE account_id = $1 AND endpoint = $2 AND idempotency_key = $3 AND fingerprint = $4 AND state = 'in_progress'`,
    [s.accountId, s.endpoint, s.key, fingerprint],
  );
}

export async function deleteExpired(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM idempotency_records WHERE expires_at <= now()');
  return rowCount ?? 0;
}
