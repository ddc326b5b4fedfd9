import type { Scope } from '../domain/environments';
import type { ClassificationResult } from '../domain/classifier';
import { BILLABLE_EVENT_TYPE, type AttemptRecord, type BatchItemRecord, type BatchRunRecord, type MeteringEventRecord, type RunRecord, type RunStatus } from '../domain/optimize-views';
import { iso, type Queryable } from './pool';
import { newId } from './ids';

export const MAX_ATTEMPTS = 3;
export type { RunStatus } from '../domain/optimize-views';

export interface RunRow { id: string; accountId: string; attemptCount: number; maxAttempts: number; createdAt: string }


/** Locks the run for a new attempt (inside the caller's transaction); undefined when not the account's. */
export async function lockRun(db: Queryable, scope: Scope, runId: string): Promise<RunRow | undefined> {
  const { rows } = await db.query(`SELECT * FROM optimizer_runs WHERE account_id = $1 AND environment = $3 AND id = $2 AND kind = 'single' FOR UPDATE`, [
    scope.accountId,
    runId,
    scope.environment,
  ]);
  const r = rows[0];
  return r && { id: r.id, accountId: r.account_id, attemptCount: r.attempt_count, maxAttempts: r.max_attempts, createdAt: iso(r.created_at) };
}

/**
 * A run of one optimize call, in the key's environment; an item of a batch run is in its batch run's
 * (`scope.environment` is then ignored: the batch workflow's activities know only the account).
 */
export async function createRun(db: Queryable, scope: Scope, item?: { batchRunId: string; itemIndex: number }): Promise<RunRow> {
  const id = newId('opt');
  const accountId = scope.accountId;
  const { rows } = await db.query(
    `INSERT INTO optimizer_runs (id, account_id, environment, status, max_attempts, batch_run_id, item_index)
     VALUES ($1, $2, coalesce((SELECT environment FROM optimizer_runs WHERE id = $4), $6), 'completed', $3, $4, $5) RETURNING created_at`,
    [id, accountId, MAX_ATTEMPTS, item?.batchRunId ?? null, item?.itemIndex ?? null, scope.environment],
  );
  return { id, accountId, attemptCount: 0, maxAttempts: MAX_ATTEMPTS, createdAt: iso(rows[0].created_at) };
}

/** Records an attempt and its metering event; returns the attempt id and the run's new counts. */
export async function recordAttempt(
  db: Queryable,
  run: RunRow,
  input: Record<string, unknown>,
  result: ClassificationResult,
): Promise<{ attemptId: string; attemptNumber: number; meteringEventId: string }> {
  const attemptNumber = run.attemptCount + 1;
  const attemptId = newId('oat');
  const meteringEventId = newId('met');
  await db.query(
    `INSERT INTO optimizer_attempts (id, run_id, account_id, attempt_number, input, merge_report, result) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [attemptId, run.id, run.accountId, attemptNumber, JSON.stringify(input), JSON.stringify(result.merge_report), JSON.stringify(result)],
  );
  await db.query('UPDATE optimizer_runs SET attempt_count = $2, updated_at = now() WHERE id = $1', [run.id, attemptNumber]);
  await db.query(
    `INSERT INTO metering_events (id, account_id, billable_event_type, run_id, attempt_id) VALUES ($1, $2, $3, $4, $5)`,
    [meteringEventId, run.accountId, BILLABLE_EVENT_TYPE, run.id, attemptId],
  );
  return { attemptId, attemptNumber, meteringEventId };
}

export async function getRun(db: Queryable, scope: Scope, runId: string) {
  const { rows } = await db.query(`SELECT * FROM optimizer_runs WHERE account_id = $1 AND environment = $3 AND id = $2 AND kind = 'single'`, [
    scope.accountId,
    runId,
    scope.environment,
  ]);
  const r = rows[0];
  if (!r) return undefined;
  const attempts = await db.query('SELECT * FROM optimizer_attempts WHERE run_id = $1 ORDER BY attempt_number', [runId]);
  const metering = await db.query('SELECT id, attempt_id, created_at FROM metering_events WHERE run_id = $1 ORDER BY created_at, id', [runId]);
  return {
    run: { id: r.id as string, status: r.status as RunStatus, attemptCount: r.attempt_count, maxAttempts: r.max_attempts, createdAt: iso(r.created_at), updatedAt: iso(r.updated_at) } satisfies RunRecord,
    attempts: attempts.rows.map((a): AttemptRecord => ({
      id: a.id, attemptNumber: a.attempt_number, input: a.input, mergeReport: a.merge_report, result: a.result, createdAt: iso(a.created_at),
    })),
    meteringEvents: metering.rows.map((m): MeteringEventRecord => ({ id: m.id, attemptId: m.attempt_id, createdAt: iso(m.created_at) })),
  };
}

// ---- batch runs ----

export async function createBatchRun(db: Queryable, scope: Scope, items: Array<Record<string, unknown>>): Promise<{ id: string; createdAt: string }> {
  const id = newId('opt');
  const { rows } = await db.query(
    `INSERT INTO optimizer_runs (id, account_id, environment, status, max_attempts, kind, item_count, input)
     VALUES ($1, $2, $6, 'running', $3, 'batch', $4, $5) RETURNING created_at`,
    [id, scope.accountId, MAX_ATTEMPTS, items.length, JSON.stringify(items), scope.environment],
  );
  return { id, createdAt: iso(rows[0].created_at) };
}

export async function getBatchInput(db: Queryable, accountId: string, batchRunId: string): Promise<Array<Record<string, unknown>> | undefined> {
  const { rows } = await db.query(`SELECT input FROM optimizer_runs WHERE account_id = $1 AND id = $2 AND kind = 'batch'`, [accountId, batchRunId]);
  return rows[0]?.input;
}

export async function batchItemDone(db: Queryable, batchRunId: string, itemIndex: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM optimizer_runs WHERE batch_run_id = $1 AND item_index = $2', [batchRunId, itemIndex]);
  return rowCount === 1;
}

export async function setRunStatus(db: Queryable, accountId: string, runId: string, status: RunStatus): Promise<void> {
  await db.query('UPDATE optimizer_runs SET status = $3, updated_at = now() WHERE account_id = $1 AND id = $2', [accountId, runId, status]);
}

/** Marks a running batch run failed with a short reason (items already stored stay, and count as completed). */
export async function failBatchRun(db: Queryable, accountId: string, runId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE optimizer_runs SET status = 'failed', failure_reason = $3, updated_at = now()
     WHERE account_id = $1 AND id = $2 AND kind = 'batch' AND status = 'running'`,
    [accountId, runId, reason],
  );
}

export async function getBatchRun(db: Queryable, scope: Scope, runId: string) {
  const { rows } = await db.query(`SELECT * FROM optimizer_runs WHERE account_id = $1 AND environment = $3 AND id = $2 AND kind = 'batch'`, [
    scope.accountId,
    runId,
    scope.environment,
  ]);
  const r = rows[0];
  if (!r) return undefined;
  const items = await db.query(
    `SELECT c.id, c.item_index, a.id AS attempt_id, a.result, a.merge_report, m.id AS metering_id
     FROM optimizer_runs c JOIN optimizer_attempts a ON a.run_id = c.id AND a.attempt_number = 1
     JOIN metering_events m ON m.attempt_id = a.id
     WHERE c.batch_run_id = $1 ORDER BY c.item_index`,
    [runId],
  );
  return {
    run: {
      id: r.id as string,
      status: r.status as RunStatus,
      itemCount: r.item_count as number,
      /** Why a `failed` run failed (null otherwise, and for runs failed before this was recorded). */
      failureReason: (r.failure_reason ?? null) as string | null,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    } satisfies BatchRunRecord,
    items: items.rows.map((i): BatchItemRecord => ({
      itemIndex: i.item_index,
      runId: i.id,
      attemptId: i.attempt_id,
      result: i.result,
      mergeReport: i.merge_report,
      meteringEventId: i.metering_id,
    })),
  };
}
