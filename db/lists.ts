import type { Scope } from '../domain/environments';
import type { SummaryRecord } from '../domain/export-views';
import type { Order } from '../domain/resource-views';
import { getOrders } from './orders';
import { iso, type Queryable } from './pool';

/**
 * The reconciliation lists (GET /api/exports, GET /api/orders, the batches of GET /api/orders/{id}),
 * newest first. A page is read by keyset, (created_at, id) below the cursor's row, off an index that
 * ends in those two columns (db/migrations/1700000000010_lists.sql); so a row added during a walk sorts
 * before the cursor and never shifts, duplicates or hides a row of a later page.
 */

/** One equality or range condition on a column, with the value it is compared with. */
export type Condition = [column: string, op: '=' | '>=' | '<' | 'IS NULL', value?: unknown];

export interface PageRequest {
  limit: number;
  /** The ID of the last row of the previous page. */
  cursor?: string;
}

/**
 * A page. A cursor that names no row of the scope (another account's ID, a typo) gives an empty last
 * page, as the other lists' cursors do: the position it names is not in this list.
 */
export type Page<T> = { data: T[]; nextCursor: string | null };

const LIST_TABLES = ['export_batches', 'orders'] as const;

export type ListTable = (typeof LIST_TABLES)[number];

/** The statement that reads one page's IDs (exported for the EXPLAIN test, test/db/list-plans.test.ts). */
export function pageQuery(table: ListTable, scope: Scope, where: Condition[], page: PageRequest): { text: string; values: unknown[] } {
  const params: unknown[] = [scope.accountId, scope.environment];
  const param = (v: unknown) => `$${params.push(v)}`;
  const clauses = ['account_id = $1', 'environment = $2'];
  for (const [column, op, value] of where) clauses.push(op === 'IS NULL' ? `${column} IS NULL` : `${column} ${op} ${param(value)}`);
  if (page.cursor) {
    const c = param(page.cursor);
    // The cursor row's created_at as a scalar subquery: one InitPlan, so the comparison is an index bound.
    clauses.push(`(created_at, id) < ((SELECT created_at FROM ${table} WHERE account_id = $1 AND environment = $2 AND id = ${c}), ${c})`);
  }
  const text = `SELECT id FROM ${table} WHERE ${clauses.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT ${param(page.limit + 1)}`;
  return { text, values: params };
}

/** The IDs of one page of `table`'s rows of the account that meet every condition. */
async function pageIds(db: Queryable, table: ListTable, scope: Scope, where: Condition[], page: PageRequest): Promise<Page<string>> {
  const { rows } = await db.query(pageQuery(table, scope, where, page));
  const ids = rows.slice(0, page.limit).map((r) => r.id as string);
  return { data: ids, nextCursor: rows.length > page.limit ? ids[ids.length - 1] : null };
}

export interface BatchFilters {
  state?: string;
  readinessState?: string;
  destinationCountry?: string;
  /** 'none': no submission yet. */
  brokerSubmissionStatus?: 'pending' | 'sent' | 'failed' | 'none';
  createdFrom?: Date;
  createdTo?: Date;
  updatedSince?: Date;
}

export function batchConditions(f: BatchFilters): Condition[] {
  const where: Condition[] = [];
  if (f.state) where.push(['state', '=', f.state]);
  if (f.readinessState) where.push(['readiness_state', '=', f.readinessState]);
  if (f.destinationCountry) where.push(['destination_country', '=', f.destinationCountry]);
  if (f.brokerSubmissionStatus === 'none') where.push(['broker_submission_status', 'IS NULL']);
  else if (f.brokerSubmissionStatus) where.push(['broker_submission_status', '=', f.brokerSubmissionStatus]);
  if (f.createdFrom) where.push(['created_at', '>=', f.createdFrom]);
  if (f.createdTo) where.push(['created_at', '<', f.createdTo]);
  if (f.updatedSince) where.push(['updated_at', '>=', f.updatedSince]);
  return where;
}

/** The account's batches that meet the filters, newest first. */
export async function listBatches(db: Queryable, scope: Scope, filters: BatchFilters, page: PageRequest): Promise<Page<SummaryRecord>> {
  const ids = await pageIds(db, 'export_batches', scope, batchConditions(filters), page);
  return { data: await batchSummaries(db, scope, ids.data), nextCursor: ids.nextCursor };
}

/** The summaries of the scope's batches among `ids`, in the order of `ids`. */
async function batchSummaries(db: Queryable, scope: Scope, ids: string[]): Promise<SummaryRecord[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query(
    `SELECT b.id, b.warehouse_id, b.broker_id, b.destination_country, b.state, b.readiness_state, b.compliance_score,
            b.plan_hash, b.plan->'includedOrderIds' AS included_order_ids, b.broker_submission_status,
            b.created_at, b.updated_at, b.executed_at, p.id AS customs_package_id
     FROM export_batches b LEFT JOIN customs_packages p ON p.batch_id = b.id
     WHERE b.account_id = $1 AND b.environment = $3 AND b.id = ANY($2::text[])`,
    [scope.accountId, ids, scope.environment],
  );
  const byId = new Map(rows.map((r) => [r.id as string, summaryFromRow(r)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const summaryFromRow = (r: any): SummaryRecord => ({
  id: r.id,
  warehouseId: r.warehouse_id,
  brokerId: r.broker_id,
  destinationCountry: r.destination_country,
  state: r.state,
  readinessState: r.readiness_state,
  complianceScore: r.compliance_score,
  planHash: r.plan_hash,
  includedOrderIds: r.included_order_ids ?? [],
  customsPackageId: r.customs_package_id,
  brokerSubmissionStatus: r.broker_submission_status,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
  executedAt: iso(r.executed_at),
});

export interface OrderFilters {
  externalId?: string;
  updatedSince?: Date;
}

export function orderConditions(f: OrderFilters): Condition[] {
  const where: Condition[] = [];
  if (f.externalId !== undefined) where.push(['external_id', '=', f.externalId]);
  if (f.updatedSince) where.push(['updated_at', '>=', f.updatedSince]);
  return where;
}

/** The account's orders that meet the filters, newest first. */
export async function listOrders(db: Queryable, scope: Scope, f: OrderFilters, page: PageRequest): Promise<Page<Order>> {
  const ids = await pageIds(db, 'orders', scope, orderConditions(f), page);
  const byId = new Map((await getOrders(db, scope, ids.data)).map((o) => [o.id, o]));
  return { data: ids.data.flatMap((id) => byId.get(id) ?? []), nextCursor: ids.nextCursor };
}

/** The IDs of the batches whose current plan includes order $2 of account $1 in environment $3, newest first. */
export const BATCHES_OF_ORDER = `SELECT b.id FROM export_batch_orders e JOIN export_batches b ON b.id = e.batch_id
  WHERE e.order_id = $2 AND b.account_id = $1 AND b.environment = $3 ORDER BY b.created_at DESC, b.id DESC`;

/** The batches whose current plan includes the order, newest first (an order is in a few at most). */
export async function batchesIncludingOrder(db: Queryable, scope: Scope, orderId: string): Promise<SummaryRecord[]> {
  const { rows } = await db.query(BATCHES_OF_ORDER, [scope.accountId, orderId, scope.environment]);
  return batchSummaries(db, scope, rows.map((r) => r.id as string));
}
