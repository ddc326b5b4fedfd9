import type { BinaryArtifact } from '../documents';
import type { ExportFiling, GeneratedArtifact, Plan, PlanInput, PlanningSnapshot, SnapshotProduct } from '../domain/export-types';
import type {
  ArtifactRecord,
  BatchRecord,
  ExportState,
  InspectParts,
  PackageRecord,
  SubmissionRecord,
} from '../domain/export-views';
import type { Environment, Scope } from '../domain/environments';
import { orderTermsFromRow } from './orders';
import { productFromRow } from './products';
import { iso, type Queryable, type Timestamp } from './pool';
import { newId } from './ids';
import { subscribedColumn } from './webhooks';

/** A reference in a plan request that the account does not have. */
export class SnapshotReferenceError extends Error {
  constructor(
    public readonly kind: 'warehouse' | 'broker' | 'orders',
    /** orders: what was asked for and what the account has (INVALID_ORDER_REFERENCE's details). */
    public readonly details?: { requestedOrderIds: string[]; foundOrderIds: string[] },
  ) {
    super(kind === 'orders' ? 'One or more order IDs cannot be resolved' : `The ${kind} is not in this account`);
  }
}

/** A plan's input and the scope (account and environment) it is read in. */
export type AccountPlanInput = PlanInput & Scope;

/**
 * Reads everything planning needs, scoped to the account, in one statement (one consistent view, one
 * round trip); throws SnapshotReferenceError for what is missing.
 */
export async function loadPlanningSnapshot(db: Queryable, req: AccountPlanInput): Promise<PlanningSnapshot> {
  const requested = [...new Set(req.orderIds)];
  const { rows } = await db.query(
    `SELECT
       (SELECT name FROM accounts WHERE id = $1) AS account_name,
       (SELECT exporter FROM accounts WHERE id = $1) AS exporter,
       (SELECT row_to_json(w) FROM warehouses w WHERE w.account_id = $1 AND w.id = $2) AS warehouse,
       (SELECT row_to_json(b) FROM brokers b WHERE b.account_id = $1 AND b.id = $3) AS broker,
       coalesce((SELECT json_agg(json_build_object(
           'id', o.id, 'externalId', o.external_id, 'destinationCountry', o.destination_country,
           'destinationRegion', o.destination_region, 'destinationPostalCode', o.destination_postal_code,
           'totalValueUsd', o.total_value_usd,
           'ship_to', o.ship_to, 'sold_to', o.sold_to, 'incoterm', o.incoterm, 'ordered_at', o.ordered_at,
           'charges', o.charges, 'packages', o.packages, 'reason_for_export', o.reason_for_export,
           'items', coalesce((SELECT json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity, 'unitValueUsd', i.unit_value_usd)
                                              ORDER BY i.position)
                              FROM order_items i WHERE i.order_id = o.id), '[]'::json)))
         FROM orders o WHERE o.account_id = $1 AND o.environment = $5 AND o.id = ANY($4::text[])), '[]'::json) AS orders,
       coalesce((SELECT json_agg(row_to_json(p) ORDER BY p.id) FROM products p
         WHERE p.account_id = $1 AND p.environment = $5 AND p.id IN (
           SELECT i.product_id FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE o.account_id = $1 AND o.environment = $5 AND o.id = ANY($4::text[]))), '[]'::json) AS products`,
    [req.accountId, req.warehouseId, req.brokerId, requested, req.environment],
  );
  const row = rows[0];
  const warehouse = row.warehouse;
  const broker = row.broker;
  // The parties and terms come in their column names (as getOrders reads them), the rest in the snapshot's.
  const orders: PlanningSnapshot['orders'] = (row.orders as any[]).map(({ ship_to, sold_to, incoterm, ordered_at, charges, packages, reason_for_export, ...o }) => ({
    ...o,
    ...orderTermsFromRow({ ship_to, sold_to, incoterm, ordered_at, charges, packages, reason_for_export }),
  }));
  if (!warehouse) throw new SnapshotReferenceError('warehouse');
  if (!broker) throw new SnapshotReferenceError('broker');
  if (orders.length !== requested.length) {
    throw new SnapshotReferenceError('orders', { requestedOrderIds: req.orderIds, foundOrderIds: orders.map((o) => o.id).sort() });
  }
  // The snapshot keeps what planning reads: the product without its profile and bookkeeping.
  const products: SnapshotProduct[] = (row.products as unknown[]).map((r) => {
    const { accountId: _a, complianceProfile: _c, createdAt: _cr, updatedAt: _u, ...fields } = productFromRow(r);
    return fields;
  });
  return {
    accountId: req.accountId,
    accountName: row.account_name ?? req.accountId,
    warehouse: {
      id: warehouse.id,
      name: warehouse.name,
      country: warehouse.country,
      addressLine1: warehouse.address_line1,
      addressLine2: warehouse.address_line2,
      city: warehouse.city,
      region: warehouse.region,
      postalCode: warehouse.postal_code,
    },
    broker: { id: broker.id, name: broker.name, email: broker.email, brokerPath: broker.broker_path },
    destinationCountry: req.destinationCountry,
    orders: orders.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    products,
    exporter: row.exporter ?? null,
    exportFilingReference: req.exportFilingReference ?? null,
  };
}

/**
 * The API's check of a plan request's references before it starts a workflow: one light statement
 * (the activity reads the full snapshot). Throws SnapshotReferenceError like loadPlanningSnapshot.
 */
export async function checkPlanReferences(db: Queryable, req: AccountPlanInput): Promise<void> {
  const requested = [...new Set(req.orderIds)];
  const { rows } = await db.query(
    `SELECT EXISTS (SELECT 1 FROM warehouses WHERE account_id = $1 AND id = $2) AS warehouse,
            EXISTS (SELECT 1 FROM brokers WHERE account_id = $1 AND id = $3) AS broker,
            coalesce((SELECT array_agg(id ORDER BY id) FROM orders WHERE account_id = $1 AND environment = $5 AND id = ANY($4::text[])), '{}') AS found`,
    [req.accountId, req.warehouseId, req.brokerId, requested, req.environment],
  );
  const { warehouse, broker, found } = rows[0] as { warehouse: boolean; broker: boolean; found: string[] };
  if (!warehouse) throw new SnapshotReferenceError('warehouse');
  if (!broker) throw new SnapshotReferenceError('broker');
  if (found.length !== requested.length) throw new SnapshotReferenceError('orders', { requestedOrderIds: req.orderIds, foundOrderIds: [...found].sort() });
}

const batchFromRow = (r: any): BatchRecord => ({
  id: r.id,
  accountId: r.account_id,
  warehouseId: r.warehouse_id,
  brokerId: r.broker_id,
  destinationCountry: r.destination_country,
  state: r.state,
  readinessState: r.readiness_state,
  complianceScore: r.compliance_score,
  planHash: r.plan_hash,
  plan: r.plan,
  createdAt: iso(r.created_at),
  executedAt: iso(r.executed_at as Timestamp | null),
});

/**
 * Records a plan with its event (`export.planned` for revision 1, else `export.replanned`) in one
 * statement: inserts the batch, or replaces the plan of a batch that is still BATCHED. `planRevision`
 * is the revision the workflow is recording, so a retried step rewrites the same revision (and the same
 * event) instead of counting another; without it (older workflows) the revision is counted here.
 * Returns 'recorded' for a new revision, 'rewritten' when a retried step saved a revision already
 * recorded, undefined when the batch exists in another state (the workflow's validator normally prevents it);
 * `subscribed` as `subscribedColumn` says.
 */
export async function savePlan(
  db: Queryable,
  b: {
    batchId: string; accountId: string; environment: Environment; workflowId: string; warehouseId: string; brokerId: string; destinationCountry: string;
    plan: Plan; snapshot: PlanningSnapshot; planRevision?: number;
  },
): Promise<{ outcome: 'recorded' | 'rewritten'; subscribed: boolean } | undefined> {
  const { rows } = await db.query(
    `WITH saved AS (
       INSERT INTO export_batches (id, account_id, environment, workflow_id, warehouse_id, broker_id, destination_country, state,
                                   readiness_state, compliance_score, plan_hash, plan, snapshot, plan_revision)
       VALUES ($1, $2, $13, $3, $4, $5, $6, 'BATCHED', $7, $8, $9, $10, $11, coalesce($12::int, 1))
       ON CONFLICT (id) DO UPDATE SET
         warehouse_id = EXCLUDED.warehouse_id, broker_id = EXCLUDED.broker_id,
         destination_country = EXCLUDED.destination_country, readiness_state = EXCLUDED.readiness_state,
         compliance_score = EXCLUDED.compliance_score, plan_hash = EXCLUDED.plan_hash, plan = EXCLUDED.plan,
         snapshot = EXCLUDED.snapshot, plan_revision = coalesce($12::int, export_batches.plan_revision + 1), updated_at = now()
       WHERE export_batches.state = 'BATCHED' AND export_batches.account_id = EXCLUDED.account_id
         AND export_batches.environment = EXCLUDED.environment
       RETURNING id, account_id, plan_revision, destination_country, plan_hash, readiness_state, compliance_score, plan),
     -- The plan's orders, for GET /api/orders/{id}: those it no longer includes go, new ones come
     -- (disjoint rows: the two statements of one snapshot never touch the same row).
     dropped AS (
       DELETE FROM export_batch_orders e USING saved s
       WHERE e.batch_id = s.id AND NOT (s.plan->'includedOrderIds' ? e.order_id)),
     included AS (
       INSERT INTO export_batch_orders (order_id, batch_id)
       SELECT o, s.id FROM saved s, jsonb_array_elements_text(s.plan->'includedOrderIds') AS o
       ON CONFLICT DO NOTHING),
     ev AS (
       INSERT INTO events (id, batch_id, account_id, type, payload)
       SELECT event_id(s.id, t.type, s.plan_revision), s.id, s.account_id, t.type,
              jsonb_build_object('batchId', s.id, 'planRevision', s.plan_revision, 'planHash', s.plan_hash,
                'readinessState', s.readiness_state, 'complianceScore', s.compliance_score,
                'destinationCountry', s.destination_country, 'orderIds', s.plan->'includedOrderIds')
       FROM saved s, LATERAL (SELECT CASE WHEN s.plan_revision = 1 THEN 'export.planned' ELSE 'export.replanned' END AS type) t
       ON CONFLICT (id) DO NOTHING
       RETURNING id)
     SELECT count(*)::int AS n, (SELECT count(*)::int FROM ev) AS recorded, ${subscribedColumn('$2')} FROM saved`,
    [b.batchId, b.accountId, b.workflowId, b.warehouseId, b.brokerId, b.destinationCountry, b.plan.readinessState,
      b.plan.complianceScore, b.plan.planHash, JSON.stringify(b.plan), JSON.stringify(b.snapshot), b.planRevision ?? null, b.environment],
  );
  if (rows[0].n === 0) return undefined;
  return { outcome: rows[0].recorded > 0 ? 'recorded' : 'rewritten', subscribed: rows[0].subscribed };
}

/** The columns the API checks before an update, without the plan and snapshot documents. */
export async function getBatchState(db: Queryable, scope: Scope, batchId: string): Promise<Pick<BatchRecord, 'state' | 'readinessState'> | undefined> {
  const { rows } = await db.query('SELECT state, readiness_state FROM export_batches WHERE account_id = $1 AND environment = $3 AND id = $2', [
    scope.accountId,
    batchId,
    scope.environment,
  ]);
  return rows[0] && { state: rows[0].state, readinessState: rows[0].readiness_state };
}

export async function setBatchState(db: Queryable, accountId: string, batchId: string, state: ExportState): Promise<void> {
  await db.query(
    `UPDATE export_batches SET state = $3, updated_at = now(),
       executed_at = CASE WHEN $3 = 'COMPLETED' THEN coalesce(executed_at, now()) ELSE executed_at END
     WHERE account_id = $1 AND id = $2`,
    [accountId, batchId, state],
  );
}

/** After a failed execute: the read model shows the batch BATCHED again, as the workflow has it. */
export async function reopenBatch(db: Queryable, accountId: string, batchId: string): Promise<void> {
  await db.query(
    `UPDATE export_batches SET state = 'BATCHED', updated_at = now() WHERE account_id = $1 AND id = $2 AND state = 'EXECUTING'`,
    [accountId, batchId],
  );
}

/** Package numbers are derived from the batch, so a reused package keeps its number. */
export function packageNumberFor(batchId: string, createdAt: Date): string {
  const day = createdAt.toISOString().slice(0, 10).replace(/-/g, '');
  return `CP-${day}-${batchId.replace(/^exp_/, '').replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toUpperCase()}`;
}

/**
 * Creates the batch's customs package, or returns the one a previous attempt created, and shows the
 * batch as EXECUTING in the read model (inspect polled mid-execute sees it), in one statement.
 * Undefined when the account has no such batch.
 */
export async function createOrReuseCustomsPackage(db: Queryable, accountId: string, batchId: string): Promise<(PackageRecord & { reused: boolean }) | undefined> {
  const { rows } = await db.query(
    `WITH executing AS (
       UPDATE export_batches SET state = 'EXECUTING', updated_at = now()
       WHERE account_id = $1 AND id = $2 AND state = 'BATCHED'),
     ins AS (
       INSERT INTO customs_packages (id, batch_id, account_id, package_number, state)
       SELECT $3, b.id, b.account_id, $4, 'created' FROM export_batches b WHERE b.account_id = $1 AND b.id = $2
       ON CONFLICT (batch_id) DO NOTHING
       RETURNING id, package_number, state)
     SELECT id, package_number, state, false AS reused FROM ins
     UNION ALL
     SELECT id, package_number, state, true FROM customs_packages
     WHERE account_id = $1 AND batch_id = $2 AND NOT EXISTS (SELECT 1 FROM ins)`,
    [accountId, batchId, newId('cpk'), packageNumberFor(batchId, new Date())],
  );
  const r = rows[0];
  return r && { id: r.id, packageNumber: r.package_number, state: r.state, reused: r.reused };
}

/** What rendering and sending need of a planned batch with its package, in one round trip. */
export interface PackagedBatch {
  /** test: the broker e-mail is composed and kept, never sent. */
  environment: Environment;
  destinationCountry: string;
  planHash: string;
  includedOrderIds: string[];
  readinessState: string;
  complianceScore: number;
  /** The plan's total declared value. */
  valueUsd: number;
  /** The plan's export filing; null for plans made before it was assessed. */
  exportFiling: ExportFiling | null;
  snapshot: PlanningSnapshot;
  packageNumber: string | null;
  /** The recorded broker submission, when there is one. */
  submission: SubmissionRecord | null;
}

export async function getPackagedBatch(db: Queryable, accountId: string, batchId: string): Promise<PackagedBatch | undefined> {
  const { rows } = await db.query(
    `SELECT b.environment, b.destination_country, b.plan_hash, b.plan->'includedOrderIds' AS included_order_ids, b.readiness_state,
            b.compliance_score, (b.plan->'totals'->>'valueUsd')::numeric AS value_usd, b.plan->'exportFiling' AS export_filing,
            b.snapshot, p.package_number,
            (SELECT row_to_json(s) FROM broker_submissions s WHERE s.batch_id = b.id) AS submission
     FROM export_batches b LEFT JOIN customs_packages p ON p.batch_id = b.id
     WHERE b.account_id = $1 AND b.id = $2`,
    [accountId, batchId],
  );
  const r = rows[0];
  return r && {
    environment: r.environment,
    destinationCountry: r.destination_country,
    planHash: r.plan_hash,
    includedOrderIds: r.included_order_ids ?? [],
    readinessState: r.readiness_state,
    complianceScore: r.compliance_score,
    valueUsd: Number(r.value_usd ?? 0),
    exportFiling: r.export_filing ?? null,
    snapshot: r.snapshot,
    packageNumber: r.package_number,
    submission: r.submission ? submissionFromRow(r.submission) : null,
  };
}

/** The order execute and inspect list a batch's artifacts in: the spec's three, then the PDF invoice. */
const ARTIFACT_ORDER = `CASE artifact_type WHEN 'cci_human_readable' THEN 1 WHEN 'cci_csv' THEN 2 WHEN 'manifest' THEN 3
  WHEN 'commercial_invoice_pdf' THEN 4 ELSE 5 END`;

/**
 * Opens the broker submission with the artifacts it carries (saveArtifacts' $1 batch, $2 account, $4-$8):
 * `pending`, no attempt yet, with its notification, so execute's answer lists both. Changes nothing when
 * one exists.
 */
const OPEN_SUBMISSION = `sub AS (
       INSERT INTO broker_submissions (id, batch_id, account_id, submission_type, status, recipient_email, subject, message_id, attempts)
       VALUES ($4, $1, $2, 'EMAIL', 'pending', $5, $6, $7, 0)
       ON CONFLICT (batch_id) DO NOTHING
       RETURNING batch_id, account_id, recipient_email),
     ntf AS (
       INSERT INTO notifications (id, batch_id, account_id, channel, status, recipient)
       SELECT $8, batch_id, account_id, 'EMAIL', 'pending', recipient_email FROM sub
       ON CONFLICT (batch_id, channel, recipient) DO NOTHING)`;

/**
 * Stores generated artifacts and opens the broker submission that will carry them, in one statement (all
 * or none); a retry overwrites the artifacts with the same content and keeps the submission it opened.
 * Text is stored as its UTF-8 bytes, a binary artifact (the PDF) as is. Returns the batch's artifact list.
 */
export async function saveArtifacts(
  db: Queryable,
  mail: SubmissionMail,
  generatedAt: string,
  artifacts: ReadonlyArray<GeneratedArtifact | BinaryArtifact>,
): Promise<ArtifactRecord[]> {
  const params: unknown[] = [mail.batchId, mail.accountId, generatedAt, newId('sub'), mail.recipientEmail, mail.subject, mail.messageId, newId('ntf')];
  const values = artifacts.map((a) => {
    params.push(a.filename, a.artifact_type, a.contentType, typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content);
    const n = params.length;
    return `($1, $${n - 3}, $2, $${n - 2}, $${n - 1}, $${n}, $3::timestamptz)`;
  });
  const { rows } = await db.query(
    `WITH saved AS (
       INSERT INTO export_artifacts (batch_id, filename, account_id, artifact_type, content_type, content, generated_at)
       VALUES ${values.join(', ')}
       ON CONFLICT (batch_id, filename) DO UPDATE SET artifact_type = EXCLUDED.artifact_type,
         content_type = EXCLUDED.content_type, content = EXCLUDED.content, generated_at = EXCLUDED.generated_at
       RETURNING artifact_type, filename, generated_at),
     ${OPEN_SUBMISSION}
     SELECT * FROM saved ORDER BY ${ARTIFACT_ORDER}, filename`,
    params,
  );
  return rows.map((r) => ({ artifact_type: r.artifact_type, filename: r.filename, generated_at: iso(r.generated_at) }));
}

/**
 * When the batch's stored artifacts were generated, if they were rendered from this plan (their manifest
 * names its planHash); undefined otherwise. A retried generation reuses the time, so it renders the same
 * bytes (the PDF's dates are that time) and a copy already downloaded or e-mailed stays the one stored.
 */
export async function getArtifactsGeneratedAt(db: Queryable, accountId: string, batchId: string, planHash: string): Promise<string | undefined> {
  const { rows } = await db.query(
    // CASE: only the manifest's bytes are read as text (the PDF's are not UTF-8), whatever order the
    // planner evaluates the conditions in.
    `SELECT generated_at FROM export_artifacts
     WHERE account_id = $1 AND batch_id = $2
       AND CASE WHEN artifact_type = 'manifest' THEN convert_from(content, 'UTF8')::jsonb->>'planHash' = $3 ELSE false END`,
    [accountId, batchId, planHash],
  );
  return rows[0] ? iso(rows[0].generated_at) : undefined;
}

export interface ArtifactFile { filename: string; contentType: string; content: Buffer }

export async function getArtifactFiles(db: Queryable, accountId: string, batchId: string): Promise<ArtifactFile[]> {
  const { rows } = await db.query(
    `SELECT filename, content_type, content FROM export_artifacts WHERE account_id = $1 AND batch_id = $2 ORDER BY ${ARTIFACT_ORDER}, filename`,
    [accountId, batchId],
  );
  return rows.map((r) => ({ filename: r.filename, contentType: r.content_type, content: r.content }));
}

export async function getArtifactFile(db: Queryable, scope: Scope, batchId: string, filename: string) {
  const { rows } = await db.query(
    `SELECT a.filename, a.content_type, a.content FROM export_artifacts a JOIN export_batches b ON b.id = a.batch_id
     WHERE b.account_id = $1 AND b.environment = $4 AND a.batch_id = $2 AND a.filename = $3`,
    [scope.accountId, batchId, filename, scope.environment],
  );
  return rows[0] && { filename: rows[0].filename as string, contentType: rows[0].content_type as string, content: rows[0].content as Buffer };
}

/** The broker e-mail a test-mode execute kept (RFC 822); undefined when the batch is not the scope's or kept none. */
export async function getKeptMessage(db: Queryable, scope: Scope, batchId: string): Promise<Buffer | undefined> {
  const { rows } = await db.query(
    `SELECT k.message FROM kept_broker_emails k JOIN export_batches b ON b.id = k.batch_id
     WHERE b.account_id = $1 AND b.environment = $2 AND b.id = $3`,
    [scope.accountId, scope.environment, batchId],
  );
  return rows[0]?.message;
}

const submissionFromRow = (r: any): SubmissionRecord => ({
  id: r.id,
  submission_type: r.submission_type,
  status: r.status,
  recipient_email: r.recipient_email,
  subject: r.subject,
  sent_at: iso(r.sent_at as Timestamp | null),
  error_message: r.error_message,
  attempts: r.attempts,
  last_error: r.last_error,
  next_attempt_at: iso(r.next_attempt_at as Timestamp | null),
});

export interface SubmissionMail { accountId: string; batchId: string; recipientEmail: string; subject: string; messageId: string }

/**
 * Opens an attempt to e-mail the broker: the submission (and its notification) is `pending`, with one
 * more attempt counted; a failed one is reopened. A submission already sent is returned unchanged.
 */
export async function startSubmissionAttempt(db: Queryable, m: SubmissionMail): Promise<SubmissionRecord> {
  const { rows } = await db.query(
    `WITH sub AS (
       INSERT INTO broker_submissions AS s (id, batch_id, account_id, submission_type, status, recipient_email, subject, message_id, attempts)
       VALUES ($1, $2, $3, 'EMAIL', 'pending', $4, $5, $6, 1)
       ON CONFLICT (batch_id) DO UPDATE SET status = 'pending', attempts = s.attempts + 1, next_attempt_at = NULL,
         error_message = NULL, updated_at = now()
       WHERE s.status <> 'sent'
       RETURNING *),
     ntf AS (
       INSERT INTO notifications (id, batch_id, account_id, channel, status, recipient)
       SELECT $7, batch_id, account_id, 'EMAIL', 'pending', recipient_email FROM sub
       ON CONFLICT (batch_id, channel, recipient) DO UPDATE SET status = 'pending')
     SELECT * FROM sub
     UNION ALL
     SELECT * FROM broker_submissions WHERE account_id = $3 AND batch_id = $2 AND NOT EXISTS (SELECT 1 FROM sub)`,
    [newId('sub'), m.batchId, m.accountId, m.recipientEmail, m.subject, m.messageId, newId('ntf')],
  );
  return submissionFromRow(rows[0]);
}

/** A transient failure of the current attempt: what went wrong and when Temporal tries again. */
export async function recordAttemptFailure(db: Queryable, accountId: string, batchId: string, error: string, nextAttemptAt: Date | null): Promise<void> {
  await db.query(
    `UPDATE broker_submissions SET last_error = $3, next_attempt_at = $4, updated_at = now()
     WHERE account_id = $1 AND batch_id = $2 AND status = 'pending'`,
    [accountId, batchId, error, nextAttemptAt],
  );
}

/**
 * Settles the broker submission as sent or failed, with its notification, the package's state and the
 * event `broker_submission.sent` / `.failed`, in one statement. Only a pending (or absent) submission
 * is settled: a second call changes nothing and returns the settled record; `subscribed` as
 * `subscribedColumn` says.
 */
export async function recordSubmission(
  db: Queryable,
  s: SubmissionMail & { status: 'sent' | 'failed'; errorMessage: string | null; keptMessage?: Buffer },
): Promise<{ submission: SubmissionRecord; subscribed: boolean }> {
  const { rows } = await db.query(
    `WITH sub AS (
       INSERT INTO broker_submissions AS s (id, batch_id, account_id, submission_type, status, recipient_email, subject, message_id, sent_at, error_message, attempts)
       VALUES ($1, $2, $3, 'EMAIL', $4, $5, $6, $7, CASE WHEN $4 = 'sent' THEN now() END, $8, 1)
       ON CONFLICT (batch_id) DO UPDATE SET status = EXCLUDED.status, sent_at = EXCLUDED.sent_at,
         error_message = EXCLUDED.error_message, next_attempt_at = NULL, updated_at = now()
       WHERE s.status = 'pending'
       RETURNING *),
     ntf AS (
       INSERT INTO notifications (id, batch_id, account_id, channel, status, recipient)
       SELECT $9, batch_id, account_id, 'EMAIL', status, recipient_email FROM sub
       ON CONFLICT (batch_id, channel, recipient) DO UPDATE SET status = EXCLUDED.status),
     kept AS (
       INSERT INTO kept_broker_emails (batch_id, message) SELECT batch_id, $10 FROM sub WHERE $10::bytea IS NOT NULL
       ON CONFLICT (batch_id) DO NOTHING),
     pkg AS (
       UPDATE customs_packages SET state = CASE WHEN sub.status = 'sent' THEN 'sent_to_broker' ELSE 'submission_failed' END, updated_at = now()
       FROM sub WHERE customs_packages.account_id = sub.account_id AND customs_packages.batch_id = sub.batch_id),
     ev AS (
       INSERT INTO events (id, batch_id, account_id, type, payload)
       SELECT event_id(sub.batch_id, 'broker_submission.' || sub.status, sub.attempts), sub.batch_id, sub.account_id,
              'broker_submission.' || sub.status,
              jsonb_build_object('batchId', sub.batch_id, 'submissionId', sub.id, 'recipientEmail', sub.recipient_email,
                'attempts', sub.attempts, 'error', sub.error_message)
       FROM sub
       ON CONFLICT (id) DO NOTHING)
     SELECT *, ${subscribedColumn('$3')} FROM sub
     UNION ALL
     SELECT *, ${subscribedColumn('$3')} FROM broker_submissions WHERE account_id = $3 AND batch_id = $2 AND NOT EXISTS (SELECT 1 FROM sub)`,
    [newId('sub'), s.batchId, s.accountId, s.status, s.recipientEmail, s.subject, s.messageId, s.errorMessage, newId('ntf'), s.keptMessage ?? null],
  );
  return { submission: submissionFromRow(rows[0]), subscribed: rows[0].subscribed };
}

/**
 * Moves the batch to COMPLETED and records `export.executed` (with its package and planHash) once, in
 * one statement: 'completed' when this call recorded it, 'already_completed' when an earlier one did,
 * undefined when the account has no such batch; `subscribed` as `subscribedColumn` says.
 */
export async function completeBatchExecution(
  db: Queryable,
  accountId: string,
  batchId: string,
): Promise<{ outcome: 'completed' | 'already_completed'; subscribed: boolean } | undefined> {
  const { rows } = await db.query(
    `WITH b AS (
       UPDATE export_batches SET state = 'COMPLETED', updated_at = now(), executed_at = coalesce(executed_at, now())
       WHERE account_id = $1 AND id = $2
       RETURNING id, account_id, plan_hash),
     ev AS (
       INSERT INTO events (id, batch_id, account_id, type, payload)
       SELECT event_id(b.id, 'export.executed', 0), b.id, b.account_id, 'export.executed',
              jsonb_build_object('batchId', b.id, 'customsPackageId', p.id, 'packageNumber', p.package_number, 'planHash', b.plan_hash)
       FROM b LEFT JOIN customs_packages p ON p.batch_id = b.id
       -- Recorded once; a batch executed before event IDs were derived has one with another ID.
       WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.batch_id = b.id AND e.type = 'export.executed')
       ON CONFLICT (id) DO NOTHING
       RETURNING id)
     SELECT count(*)::int AS n, (SELECT count(*)::int FROM ev) AS recorded, ${subscribedColumn('$1')} FROM b`,
    [accountId, batchId],
  );
  if (rows[0].n === 0) return undefined;
  return { outcome: rows[0].recorded > 0 ? 'completed' : 'already_completed', subscribed: rows[0].subscribed };
}

/** Records an event that happens once in a batch's life (`export.expired`). */
export async function recordBatchEvent(db: Queryable, accountId: string, batchId: string, type: string, payload: Record<string, unknown>): Promise<void> {
  await db.query(
    `INSERT INTO events (id, batch_id, account_id, type, payload)
     SELECT event_id($2, $3, 0), $2, $1, $3, $4
     WHERE NOT EXISTS (SELECT 1 FROM events WHERE batch_id = $2 AND type = $3)
     ON CONFLICT (id) DO NOTHING`,
    [accountId, batchId, type, JSON.stringify(payload)],
  );
}

/** Everything inspect shows, from the read model only, in one round trip. */
export async function loadInspectParts(db: Queryable, scope: Scope, batchId: string): Promise<InspectParts | undefined> {
  const { rows } = await db.query(
    `SELECT b.*,
       (SELECT row_to_json(p) FROM (SELECT id, package_number, state FROM customs_packages WHERE batch_id = b.id) p) AS pkg,
       coalesce((SELECT json_agg(a ORDER BY a.ord, a.filename) FROM
         (SELECT artifact_type, filename, generated_at, ${ARTIFACT_ORDER} AS ord FROM export_artifacts WHERE batch_id = b.id) a), '[]') AS artifacts,
       coalesce((SELECT json_agg(n ORDER BY n.created_at, n.id) FROM
         (SELECT id, channel, status, created_at FROM notifications WHERE batch_id = b.id) n), '[]') AS notifications,
       (SELECT row_to_json(s) FROM (SELECT * FROM broker_submissions WHERE batch_id = b.id) s) AS submission,
       coalesce((SELECT json_agg(e ORDER BY e.seq) FROM
         (SELECT id, type, created_at, payload, seq FROM events WHERE batch_id = b.id) e), '[]') AS events
     FROM export_batches b WHERE b.account_id = $1 AND b.environment = $3 AND b.id = $2`,
    [scope.accountId, batchId, scope.environment],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    batch: batchFromRow(r),
    customsPackage: r.pkg ? { id: r.pkg.id, packageNumber: r.pkg.package_number, state: r.pkg.state } : null,
    artifacts: r.artifacts.map((x: any) => ({ artifact_type: x.artifact_type, filename: x.filename, generated_at: iso(x.generated_at) })),
    notifications: r.notifications.map((n: any) => ({ id: n.id, channel: n.channel, status: n.status, created_at: iso(n.created_at) })),
    brokerSubmission: r.submission ? submissionFromRow(r.submission) : null,
    events: r.events.map((e: any) => ({ id: e.id, type: e.type, created_at: iso(e.created_at), payload: e.payload })),
  };
}
