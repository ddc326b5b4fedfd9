import type { GeneratedArtifact, Plan, PlanningSnapshot, SnapshotProduct } from '../domain/export-types';
import type {
  ArtifactRecord,
  BatchRecord,
  ExportState,
  InspectParts,
  PackageRecord,
  SubmissionRecord,
} from '../domain/export-views';
import { getBroker, getWarehouse } from './accounts';
import { getOrders } from './orders';
import { productFromRow } from './products';
import type { Queryable } from './pool';
import { newId } from './ids';

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

/** A reference in a plan request that the account does not have. */
export class ReferenceError extends Error {
  constructor(
    public readonly kind: 'warehouse' | 'broker' | 'orders',
    public readonly details: Record<string, unknown> = {},
  ) {
    super(kind === 'orders' ? 'One or more order IDs cannot be resolved' : `The ${kind} is not in this account`);
  }
}

export interface PlanRequest {
  accountId: string;
  warehouseId: string;
  brokerId: string;
  orderIds: string[];
  destinationCountry: string;
}

/** Reads everything planning needs, scoped to the account; throws ReferenceError for what is missing. */
export async function loadPlanningSnapshot(db: Queryable, req: PlanRequest): Promise<PlanningSnapshot> {
  const requested = [...new Set(req.orderIds)];
  // Sequential: `db` may be one transaction's client, which runs one query at a time anyway.
  const warehouse = await getWarehouse(db, req.accountId, req.warehouseId);
  const broker = await getBroker(db, req.accountId, req.brokerId);
  const orders = await getOrders(db, req.accountId, requested);
  const account = await db.query('SELECT name FROM accounts WHERE id = $1', [req.accountId]);
  if (!warehouse) throw new ReferenceError('warehouse', { warehouseId: req.warehouseId });
  if (!broker) throw new ReferenceError('broker', { brokerId: req.brokerId });
  if (orders.length !== requested.length) {
    throw new ReferenceError('orders', { requestedOrderIds: req.orderIds, foundOrderIds: orders.map((o) => o.id) });
  }
  const productIds = [...new Set(orders.flatMap((o) => o.items.map((i) => i.productId)))];
  const { rows } = await db.query('SELECT * FROM products WHERE account_id = $1 AND id = ANY($2::text[]) ORDER BY id', [req.accountId, productIds]);
  // The snapshot keeps what planning reads: the product without its profile and bookkeeping.
  const products: SnapshotProduct[] = rows.map((r) => {
    const { accountId: _a, complianceProfile: _c, createdAt: _cr, updatedAt: _u, ...fields } = productFromRow(r);
    return fields;
  });
  return {
    accountId: req.accountId,
    accountName: account.rows[0]?.name ?? req.accountId,
    warehouse: {
      id: warehouse.id,
      name: warehouse.name,
      country: warehouse.country,
      addressLine1: warehouse.addressLine1,
      addressLine2: warehouse.addressLine2,
      city: warehouse.city,
      region: warehouse.region,
      postalCode: warehouse.postalCode,
    },
    broker: { id: broker.id, name: broker.name, email: broker.email, brokerPath: broker.brokerPath },
    destinationCountry: req.destinationCountry,
    orders: orders
      .map((o) => ({
        id: o.id,
        externalId: o.externalId,
        destinationCountry: o.destinationCountry,
        destinationRegion: o.destinationRegion,
        destinationPostalCode: o.destinationPostalCode,
        totalValueUsd: o.totalValueUsd,
        items: o.items,
      }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    products,
  };
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
  createdAt: iso(r.created_at) as string,
  executedAt: iso(r.executed_at),
});

/**
 * Records a plan: inserts the batch, or replaces the plan of a batch that is still BATCHED. Returns
 * undefined when the batch exists in another state (the workflow's validator normally prevents it).
 */
export async function savePlan(
  db: Queryable,
  b: { batchId: string; accountId: string; workflowId: string; warehouseId: string; brokerId: string; destinationCountry: string; plan: Plan; snapshot: PlanningSnapshot },
): Promise<BatchRecord | undefined> {
  const { rows } = await db.query(
    `INSERT INTO export_batches (id, account_id, workflow_id, warehouse_id, broker_id, destination_country, state,
                                 readiness_state, compliance_score, plan_hash, plan, snapshot)
     VALUES ($1, $2, $3, $4, $5, $6, 'BATCHED', $7, $8, $9, $10, $11)
     ON CONFLICT (id) DO UPDATE SET
       warehouse_id = EXCLUDED.warehouse_id, broker_id = EXCLUDED.broker_id,
       destination_country = EXCLUDED.destination_country, readiness_state = EXCLUDED.readiness_state,
       compliance_score = EXCLUDED.compliance_score, plan_hash = EXCLUDED.plan_hash, plan = EXCLUDED.plan,
       snapshot = EXCLUDED.snapshot, plan_revision = export_batches.plan_revision + 1, updated_at = now()
     WHERE export_batches.state = 'BATCHED' AND export_batches.account_id = EXCLUDED.account_id
     RETURNING *`,
    [b.batchId, b.accountId, b.workflowId, b.warehouseId, b.brokerId, b.destinationCountry, b.plan.readinessState,
      b.plan.complianceScore, b.plan.planHash, JSON.stringify(b.plan), JSON.stringify(b.snapshot)],
  );
  return rows[0] && batchFromRow(rows[0]);
}

export async function getBatch(db: Queryable, accountId: string, batchId: string): Promise<BatchRecord | undefined> {
  const { rows } = await db.query('SELECT * FROM export_batches WHERE account_id = $1 AND id = $2', [accountId, batchId]);
  return rows[0] && batchFromRow(rows[0]);
}

export async function getBatchSnapshot(db: Queryable, accountId: string, batchId: string): Promise<PlanningSnapshot | undefined> {
  const { rows } = await db.query('SELECT snapshot FROM export_batches WHERE account_id = $1 AND id = $2', [accountId, batchId]);
  return rows[0]?.snapshot;
}

export async function setBatchState(db: Queryable, accountId: string, batchId: string, state: ExportState): Promise<void> {
  await db.query(
    `UPDATE export_batches SET state = $3, updated_at = now(),
       executed_at = CASE WHEN $3 = 'COMPLETED' THEN coalesce(executed_at, now()) ELSE executed_at END
     WHERE account_id = $1 AND id = $2`,
    [accountId, batchId, state],
  );
}

/** Package numbers are derived from the batch, so a reused package keeps its number. */
export function packageNumberFor(batchId: string, createdAt: Date): string {
  const day = createdAt.toISOString().slice(0, 10).replace(/-/g, '');
  return `CP-${day}-${batchId.replace(/^exp_/, '').replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toUpperCase()}`;
}

/** Creates the batch's customs package, or returns the one a previous attempt created. */
export async function createOrReuseCustomsPackage(db: Queryable, accountId: string, batchId: string): Promise<PackageRecord & { reused: boolean }> {
  const inserted = await db.query(
    `INSERT INTO customs_packages (id, batch_id, account_id, package_number, state)
     VALUES ($1, $2, $3, $4, 'created') ON CONFLICT (batch_id) DO NOTHING RETURNING id`,
    [newId('cpk'), batchId, accountId, packageNumberFor(batchId, new Date())],
  );
  const pkg = await getPackage(db, accountId, batchId);
  if (!pkg) throw new Error(`customs package of ${batchId} vanished`);
  return { ...pkg, reused: inserted.rowCount === 0 };
}

export async function getPackage(db: Queryable, accountId: string, batchId: string): Promise<PackageRecord | undefined> {
  const { rows } = await db.query('SELECT id, package_number, state FROM customs_packages WHERE account_id = $1 AND batch_id = $2', [accountId, batchId]);
  return rows[0] && { id: rows[0].id, packageNumber: rows[0].package_number, state: rows[0].state };
}

export async function setPackageState(db: Queryable, accountId: string, batchId: string, state: string): Promise<void> {
  await db.query('UPDATE customs_packages SET state = $3, updated_at = now() WHERE account_id = $1 AND batch_id = $2', [accountId, batchId, state]);
}

/** Stores generated artifacts; a retry overwrites them with the same content. */
export async function saveArtifacts(db: Queryable, accountId: string, batchId: string, generatedAt: string, artifacts: GeneratedArtifact[]): Promise<void> {
  for (const a of artifacts) {
    await db.query(
      `INSERT INTO export_artifacts (batch_id, filename, account_id, artifact_type, content_type, content, generated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (batch_id, filename) DO UPDATE SET artifact_type = EXCLUDED.artifact_type,
         content_type = EXCLUDED.content_type, content = EXCLUDED.content, generated_at = EXCLUDED.generated_at`,
      [batchId, a.filename, accountId, a.artifact_type, a.contentType, Buffer.from(a.content, 'utf8'), generatedAt],
    );
  }
}

const ARTIFACT_ORDER = `CASE artifact_type WHEN 'cci_human_readable' THEN 1 WHEN 'cci_csv' THEN 2 WHEN 'manifest' THEN 3 ELSE 4 END`;

export async function listArtifacts(db: Queryable, accountId: string, batchId: string): Promise<ArtifactRecord[]> {
  const { rows } = await db.query(
    `SELECT artifact_type, filename, generated_at FROM export_artifacts WHERE account_id = $1 AND batch_id = $2
     ORDER BY ${ARTIFACT_ORDER}, filename`,
    [accountId, batchId],
  );
  return rows.map((r) => ({ artifact_type: r.artifact_type, filename: r.filename, generated_at: iso(r.generated_at) as string }));
}

export async function getArtifactFiles(db: Queryable, accountId: string, batchId: string): Promise<Array<{ filename: string; contentType: string; content: Buffer }>> {
  const { rows } = await db.query(
    `SELECT filename, content_type, content FROM export_artifacts WHERE account_id = $1 AND batch_id = $2 ORDER BY ${ARTIFACT_ORDER}, filename`,
    [accountId, batchId],
  );
  return rows.map((r) => ({ filename: r.filename, contentType: r.content_type, content: r.content }));
}

export async function getArtifactFile(db: Queryable, accountId: string, batchId: string, filename: string) {
  const { rows } = await db.query(
    'SELECT filename, content_type, content FROM export_artifacts WHERE account_id = $1 AND batch_id = $2 AND filename = $3',
    [accountId, batchId, filename],
  );
  return rows[0] && { filename: rows[0].filename as string, contentType: rows[0].content_type as string, content: rows[0].content as Buffer };
}

const submissionFromRow = (r: any): SubmissionRecord => ({
  id: r.id,
  submission_type: r.submission_type,
  status: r.status,
  recipient_email: r.recipient_email,
  subject: r.subject,
  sent_at: iso(r.sent_at),
  error_message: r.error_message,
});

export async function getSubmission(db: Queryable, accountId: string, batchId: string): Promise<(SubmissionRecord & { messageId: string }) | undefined> {
  const { rows } = await db.query('SELECT * FROM broker_submissions WHERE account_id = $1 AND batch_id = $2', [accountId, batchId]);
  return rows[0] && { ...submissionFromRow(rows[0]), messageId: rows[0].message_id };
}

/**
 * Records the broker submission, its notification and the package's new state in one transaction
 * (the caller's). A second call for the same batch keeps the first record.
 */
export async function recordSubmission(
  db: Queryable,
  s: { accountId: string; batchId: string; status: 'sent' | 'failed'; recipientEmail: string; subject: string; messageId: string; errorMessage: string | null },
): Promise<SubmissionRecord> {
  await db.query(
    `INSERT INTO broker_submissions (id, batch_id, account_id, submission_type, status, recipient_email, subject, message_id, sent_at, error_message)
     VALUES ($1, $2, $3, 'EMAIL', $4, $5, $6, $7, CASE WHEN $4 = 'sent' THEN now() END, $8)
     ON CONFLICT (batch_id) DO NOTHING`,
    [newId('sub'), s.batchId, s.accountId, s.status, s.recipientEmail, s.subject, s.messageId, s.errorMessage],
  );
  await db.query(
    `INSERT INTO notifications (id, batch_id, account_id, channel, status, recipient) VALUES ($1, $2, $3, 'EMAIL', $4, $5)
     ON CONFLICT (batch_id, channel, recipient) DO NOTHING`,
    [newId('ntf'), s.batchId, s.accountId, s.status, s.recipientEmail],
  );
  await setPackageState(db, s.accountId, s.batchId, s.status === 'sent' ? 'sent_to_broker' : 'submission_failed');
  return (await getSubmission(db, s.accountId, s.batchId)) as SubmissionRecord;
}

/** Records an event once per (batch, type). */
export async function recordEvent(db: Queryable, accountId: string, batchId: string, type: string, payload: Record<string, unknown>): Promise<void> {
  await db.query(
    `INSERT INTO export_events (id, batch_id, account_id, type, payload) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (batch_id, type) DO NOTHING`,
    [newId('evt'), batchId, accountId, type, JSON.stringify(payload)],
  );
}

/** Everything inspect shows, from the read model only, in one round trip. */
export async function loadInspectParts(db: Queryable, accountId: string, batchId: string): Promise<InspectParts | undefined> {
  const { rows } = await db.query(
    `SELECT b.*,
       (SELECT row_to_json(p) FROM (SELECT id, package_number, state FROM customs_packages WHERE batch_id = b.id) p) AS pkg,
       coalesce((SELECT json_agg(a ORDER BY a.ord, a.filename) FROM
         (SELECT artifact_type, filename, generated_at, ${ARTIFACT_ORDER} AS ord FROM export_artifacts WHERE batch_id = b.id) a), '[]') AS artifacts,
       coalesce((SELECT json_agg(n ORDER BY n.created_at, n.id) FROM
         (SELECT id, channel, status, created_at FROM notifications WHERE batch_id = b.id) n), '[]') AS notifications,
       (SELECT row_to_json(s) FROM (SELECT * FROM broker_submissions WHERE batch_id = b.id) s) AS submission,
       coalesce((SELECT json_agg(e ORDER BY e.created_at, e.id) FROM
         (SELECT id, type, created_at, payload FROM export_events WHERE batch_id = b.id) e), '[]') AS events
     FROM export_batches b WHERE b.account_id = $1 AND b.id = $2`,
    [accountId, batchId],
  );
  const r = rows[0];
  if (!r) return undefined;
  return {
    batch: batchFromRow(r),
    customsPackage: r.pkg ? { id: r.pkg.id, packageNumber: r.pkg.package_number, state: r.pkg.state } : null,
    artifacts: r.artifacts.map((x: any) => ({ artifact_type: x.artifact_type, filename: x.filename, generated_at: iso(x.generated_at) as string })),
    notifications: r.notifications.map((n: any) => ({ id: n.id, channel: n.channel, status: n.status, created_at: iso(n.created_at) as string })),
    brokerSubmission: r.submission ? submissionFromRow(r.submission) : null,
    events: r.events.map((e: any) => ({ id: e.id, type: e.type, created_at: iso(e.created_at) as string, payload: e.payload })),
  };
}
