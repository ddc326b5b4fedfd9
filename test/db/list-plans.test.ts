import fs from 'node:fs';
import { BATCHES_OF_ORDER, batchConditions, listBatches, listOrders, orderConditions, pageQuery, type BatchFilters, type OrderFilters } from '../../db/lists';
import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Tenant } from '../helpers/stack';

/**
 * Every filter of the lists is served by an index (issue 33): 100,000 batches and 100,000 orders in one
 * account, then EXPLAIN of the very statements the API runs (db/lists.ts pageQuery), alone and combined,
 * first pages and the page after each (the cursor a walk of the same query gives). No plan may read the
 * table sequentially or more than a small part of the account's rows: each walks an index.
 * LIST_PLANS_OUT=file writes the plans for the note.
 */
let service: Service;
let t: Tenant;
let someOrder: string;
const scope = () => ({ accountId: t.accountId, environment: 'live' as const });

const N = 100_000;
const COUNTRIES = ['US', 'CA', 'GB', 'DE', 'FR', 'JP', 'AU', 'MX', 'NL', 'IT', 'ES', 'SE', 'CH', 'BE', 'AT', 'IE', 'NZ', 'SG', 'KR', 'BR'];

beforeAll(async () => {
  service = await startTestService();
  const api = http(service.url);
  t = await createTenant(api, 'List plans');
  const product = (await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('tee')] }, { key: t.apiKey })).body.data[0].id;
  const order = await api.post('/api/orders/sync', { accountId: t.accountId, items: [{ externalId: 'x-0', destinationCountry: 'US', items: [{ productId: product, quantity: 1, unitValueUsd: 5 }] }] }, { key: t.apiKey });
  const plan = await api.post('/api/exports/plan', { accountId: t.accountId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds: [order.body.data[0].id] }, { key: t.apiKey });
  const template = plan.body.exportId as string;
  const tag = t.accountId.replace(/[^A-Za-z0-9]/g, '').slice(-8);
  // One session: draw() lives in its temporary schema.
  const db = await service.db.connect();
  try {
    // draw(g, field, n): a number in 0..n-1, uniform and independent across fields.
    await db.query(
      `CREATE OR REPLACE FUNCTION pg_temp.draw(g int, field int, n int) RETURNS int LANGUAGE sql IMMUTABLE
       AS 'SELECT ((hashint8((g::bigint << 8) | field) & 2147483647) % n)::int'`,
    );
    // A year of batches, the fields drawn independently (a hash of the row number and the field): half
    // COMPLETED, a quarter each BATCHED and EXPIRED; readiness in thirds; 20 destinations; of the
    // COMPLETED, 1 in 20 with a failed broker submission, the others sent.
    await db.query(
      `INSERT INTO export_batches (id, account_id, workflow_id, warehouse_id, broker_id, destination_country, state, readiness_state,
                                   compliance_score, plan_hash, plan, snapshot, broker_submission_status, created_at, updated_at)
       SELECT 'exp_plan' || $2 || g, account_id, workflow_id || g, warehouse_id, broker_id, ($3::text[])[1 + pg_temp.draw(g, 1, 20)],
              s.state, (ARRAY['READY', 'REVIEW_REQUIRED', 'BLOCKED'])[1 + pg_temp.draw(g, 3, 3)], compliance_score, plan_hash, plan, snapshot,
              CASE WHEN s.state <> 'COMPLETED' THEN NULL WHEN pg_temp.draw(g, 4, 20) = 0 THEN 'failed' ELSE 'sent' END,
              now() - (g * interval '315 seconds'), now() - (g * interval '300 seconds')
       FROM export_batches, generate_series(1, $4::int) AS g,
            LATERAL (SELECT (ARRAY['BATCHED', 'COMPLETED', 'COMPLETED', 'EXPIRED'])[1 + pg_temp.draw(g, 2, 4)] AS state) s
       WHERE id = $1`,
      [template, tag, COUNTRIES, N],
    );
    await db.query(
      `INSERT INTO orders (id, account_id, external_id, destination_country, total_value_usd, created_at, updated_at)
       SELECT 'ord_plan' || $2 || g, $1, 'x-' || g, ($3::text[])[1 + pg_temp.draw(g, 1, 20)], 10, now() - (g * interval '315 seconds'), now() - (g * interval '300 seconds')
       FROM generate_series(1, $4::int) AS g`,
      [t.accountId, tag, COUNTRIES, N],
    );
    // Each seeded batch includes the seeded order of the same number.
    await db.query(
      `INSERT INTO export_batch_orders (order_id, batch_id) SELECT 'ord_plan' || $1 || g, 'exp_plan' || $1 || g FROM generate_series(1, $2::int) AS g`,
      [tag, N],
    );
    await db.query('ANALYZE export_batches; ANALYZE orders; ANALYZE export_batch_orders');
  } finally {
    db.release();
  }
  someOrder = `ord_plan${tag}50000`;
}, 180_000);
afterAll(() => service?.stop());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];
const explained: string[] = [];

/** The plan of the statement as it ran (EXPLAIN ANALYZE), as nodes; its text is kept for LIST_PLANS_OUT. */
async function explain(name: string, q: { text: string; values: unknown[] }): Promise<PlanNode[]> {
  const { rows } = await service.db.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${q.text}`, q.values);
  const text = await service.db.query(`EXPLAIN (ANALYZE, TIMING OFF, SUMMARY ON) ${q.text}`, q.values);
  explained.push(`-- ${name}\n${text.rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
  return nodes(rows[0]['QUERY PLAN'][0].Plan);
}

afterAll(() => {
  if (process.env.LIST_PLANS_OUT) fs.writeFileSync(process.env.LIST_PLANS_OUT, explained.join('\n'));
});

/** What a page may read of a table of N rows: an index walk touches a few pages' worth, a scan all of them. */
const MAX_ROWS_READ = N / 20;

/**
 * The plan reaches `table` through its indexes only (no sequential scan) and reads a small part of it:
 * rows returned plus rows a filter dropped, under 5 % of the table for a page of 50. A sort is fine when
 * it orders that small part (an index on updated_at finds a day's changes, then they are sorted).
 */
function expectIndexWalk(plan: PlanNode[], table: string): void {
  const scans = plan.filter((n) => n['Relation Name'] === table);
  expect(scans.length).toBeGreaterThan(0);
  for (const s of scans) expect(s['Node Type']).toMatch(/^(Index Scan|Index Scan Backward|Index Only Scan|Bitmap Heap Scan)$/);
  const read = scans.reduce((sum, s) => sum + s['Actual Rows'] * s['Actual Loops'] + (s['Rows Removed by Filter'] ?? 0) + (s['Rows Removed by Index Recheck'] ?? 0), 0);
  expect(read).toBeLessThan(MAX_ROWS_READ);
}

const batchCases: Array<[string, BatchFilters]> = [
  ['no filter', {}],
  ['state', { state: 'BATCHED' }],
  ['readinessState', { readinessState: 'BLOCKED' }],
  ['destinationCountry', { destinationCountry: 'JP' }],
  ['brokerSubmissionStatus failed', { brokerSubmissionStatus: 'failed' }],
  ['brokerSubmissionStatus none', { brokerSubmissionStatus: 'none' }],
  ['createdFrom', { createdFrom: new Date(Date.now() - 30 * 86_400_000) }],
  ['createdFrom + createdTo', { createdFrom: new Date(Date.now() - 200 * 86_400_000), createdTo: new Date(Date.now() - 190 * 86_400_000) }],
  ['updatedSince (recent)', { updatedSince: new Date(Date.now() - 3_600_000) }],
  ['updatedSince (long ago)', { updatedSince: new Date(Date.now() - 300 * 86_400_000) }],
  ['state + destinationCountry', { state: 'COMPLETED', destinationCountry: 'DE' }],
  ['state + readiness + destination + submission', { state: 'COMPLETED', readinessState: 'READY', destinationCountry: 'US', brokerSubmissionStatus: 'failed' }],
  ['destinationCountry + createdFrom + createdTo', { destinationCountry: 'FR', createdFrom: new Date(Date.now() - 100 * 86_400_000), createdTo: new Date(Date.now() - 50 * 86_400_000) }],
  ['state + updatedSince', { state: 'EXPIRED', updatedSince: new Date(Date.now() - 7 * 86_400_000) }],
];

describe('GET /api/exports on 100,000 batches', () => {
  it.each(batchCases)('%s: the first two pages walk an index', async (name, filters) => {
    // The first page, then the second: the cursor a walk of the same query really gives.
    const second = (await listBatches(service.db, scope(), filters, { limit: 50 }))?.nextCursor ?? undefined;
    for (const cursor of second ? [undefined, second] : [undefined]) {
      const plan = await explain(`exports, ${name}${cursor ? ', second page' : ''}`, pageQuery('export_batches', scope(), batchConditions(filters), { limit: 50, cursor }));
      expectIndexWalk(plan, 'export_batches');
    }
  });
});

const orderCases: Array<[string, OrderFilters]> = [
  ['no filter', {}],
  ['externalId', { externalId: 'x-777' }],
  ['updatedSince', { updatedSince: new Date(Date.now() - 86_400_000) }],
  ['externalId + updatedSince', { externalId: 'x-777', updatedSince: new Date(Date.now() - 86_400_000) }],
];

describe('GET /api/orders on 100,000 orders', () => {
  it.each(orderCases)('%s: the first two pages walk an index', async (name, filters) => {
    const second = (await listOrders(service.db, scope(), filters, { limit: 50 }))?.nextCursor ?? undefined;
    for (const cursor of second ? [undefined, second] : [undefined]) {
      const plan = await explain(`orders, ${name}${cursor ? ', second page' : ''}`, pageQuery('orders', scope(), orderConditions(filters), { limit: 50, cursor }));
      expectIndexWalk(plan, 'orders');
    }
  });

  it("an order's batches come from export_batch_orders' primary key", async () => {
    const plan = await explain("an order's batches", { text: BATCHES_OF_ORDER, values: [t.accountId, someOrder, 'live'] });
    expectIndexWalk(plan, 'export_batch_orders');
    expectIndexWalk(plan, 'export_batches');
  });
});
