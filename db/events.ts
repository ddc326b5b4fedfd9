import type { Scope } from '../domain/environments';
import type { EventRecord, EventSubject } from '../domain/events';
import { iso, type Queryable } from './pool';

export type ListedEvent = EventRecord & { seq: number };

const eventFromRow = (r: any): ListedEvent => ({ id: r.id, type: r.type, created_at: iso(r.created_at), payload: r.payload, seq: Number(r.seq) });

/** The scope's events, newest first, optionally of one type or one batch; `beforeSeq` is the cursor. */
export async function listEvents(
  db: Queryable,
  scope: Scope,
  q: { type?: string; batchId?: string; limit: number; beforeSeq?: number },
): Promise<{ data: ListedEvent[]; nextBeforeSeq: number | null }> {
  const { rows } = await db.query(
    `SELECT id, type, created_at, payload, seq FROM events
     WHERE account_id = $1 AND environment = $6 AND ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR batch_id = $3)
       AND ($4::bigint IS NULL OR seq < $4)
     ORDER BY seq DESC LIMIT $5`,
    [scope.accountId, q.type ?? null, q.batchId ?? null, q.beforeSeq ?? null, q.limit + 1, scope.environment],
  );
  const data = rows.slice(0, q.limit).map(eventFromRow);
  return { data, nextBeforeSeq: rows.length > q.limit ? data[data.length - 1].seq : null };
}

export async function getEvent(db: Queryable, scope: Scope, eventId: string): Promise<(ListedEvent & EventSubject) | undefined> {
  const { rows } = await db.query('SELECT * FROM events WHERE account_id = $1 AND environment = $3 AND id = $2', [scope.accountId, eventId, scope.environment]);
  const r = rows[0];
  return r && { ...eventFromRow(r), accountId: r.account_id, batchId: r.batch_id ?? undefined, optimizationId: r.optimization_id ?? undefined };
}

/**
 * Records the end of a batch optimize run once (`customs_optimization.batch_completed` / `_failed`), with
 * the run's status, item count and failure reason as stored.
 */
export async function recordOptimizationEvent(db: Queryable, accountId: string, optimizationId: string, type: string): Promise<void> {
  await db.query(
    `INSERT INTO events (id, optimization_id, account_id, type, payload)
     SELECT event_id(r.id, $3, 0), r.id, r.account_id, $3,
            jsonb_build_object('optimizationId', r.id, 'status', r.status, 'itemCount', r.item_count, 'failureReason', r.failure_reason)
     FROM optimizer_runs r WHERE r.account_id = $1 AND r.id = $2
     ON CONFLICT (id) DO NOTHING`,
    [accountId, optimizationId, type],
  );
}
