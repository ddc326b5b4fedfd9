import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

/**
 * GET /api/exports, GET /api/orders and GET /api/orders/{id} (issue 33): real batches planned and
 * executed through the API, each filter alone and combined, account scoping, bad queries; then a walk
 * through 1,000 batches while new ones are planned.
 */
let service: Service;
let api: Http;
let a: Tenant;
let b: Tenant;
const orders: Record<string, string> = {};
/** A's batches, oldest first: US (o-us), GB (o-gb), then US again executed (o-us). */
let bUS: string;
let bGB: string;
let bExec: string;
let bOther: string;
let beforeExecute: string;
let customsPackageId: string;

const ids = (res: { body: { data: Array<{ exportId?: string; id?: string }> } }) => res.body.data.map((x) => x.exportId ?? x.id);

async function plan(t: Tenant, orderIds: string[], destinationCountry: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api.post('/api/exports/plan', { accountId: t.accountId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds, destinationCountry, ...extra }, { key: t.apiKey });
  if (res.status !== 200) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.exportId;
}

async function syncOrder(t: Tenant, productId: string, externalId: string, destinationCountry: string): Promise<string> {
  const res = await api.post(
    '/api/orders/sync',
    { accountId: t.accountId, items: [{ externalId, destinationCountry, items: [{ productId, quantity: 1, unitValueUsd: 20 }] }] },
    { key: t.apiKey },
  );
  if (res.status !== 200) throw new Error(`sync: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data[0].id;
}

async function inspectUntil(batchId: string, done: (v: any) => boolean): Promise<any> {
  for (let wait = 50; ; wait = Math.min(wait * 2, 500)) {
    const v = (await api.get(`/api/exports/${batchId}`, { key: a.apiKey })).body;
    if (done(v)) return v;
    await new Promise((r) => setTimeout(r, wait));
  }
}

beforeAll(async () => {
  service = await startTestService();
  api = http(service.url);
  [a, b] = await Promise.all([createTenant(api, 'Lists A'), createTenant(api, 'Lists B')]);
  const pa = (await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('tee')] }, { key: a.apiKey })).body.data[0].id;
  const pb = (await api.post('/products/sync', { accountId: b.accountId, items: [readyProduct('tee')] }, { key: b.apiKey })).body.data[0].id;
  orders.us = await syncOrder(a, pa, 'o-us', 'US');
  orders.gb = await syncOrder(a, pa, 'o-gb', 'GB');
  orders.other = await syncOrder(b, pb, 'o-us', 'US');
  bUS = await plan(a, [orders.us], 'US');
  bGB = await plan(a, [orders.gb], 'GB');
  bExec = await plan(a, [orders.us], 'US');
  bOther = await plan(b, [orders.other], 'US');
  beforeExecute = new Date().toISOString();
  await new Promise((r) => setTimeout(r, 20));
  const exec = await api.post('/api/exports/execute', { accountId: a.accountId, batchId: bExec }, { key: a.apiKey });
  expect(exec.status).toBe(200);
  customsPackageId = exec.body.customs_package_id;
  await inspectUntil(bExec, (v) => v.brokerSubmission?.status === 'sent');
});
afterAll(() => service?.stop());

describe('GET /api/exports', () => {
  const list = (query = '', key = a.apiKey) => api.get(`/api/exports${query}`, { key });

  it("lists the key's batches newest first, never another account's", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([bExec, bGB, bUS]);
    expect(res.body.nextCursor).toBeNull();
    expect(ids(await list('', b.apiKey))).toEqual([bOther]);
  });

  it('gives each batch as a summary that agrees with inspect, with the path of its full view', async () => {
    const res = await list('?state=COMPLETED');
    const summary = res.body.data[0];
    const full = (await api.get(summary.inspectUrl, { key: a.apiKey })).body;
    expect(summary).toEqual({
      exportId: bExec,
      batch_id: bExec,
      state: 'COMPLETED',
      status: 'COMPLETED',
      readinessState: full.readinessState,
      complianceScore: full.complianceScore,
      planHash: full.planHash,
      destinationCountry: 'US',
      warehouseId: a.warehouseId,
      brokerId: a.brokerId,
      included_order_ids: [orders.us],
      customs_package_id: customsPackageId,
      brokerSubmissionStatus: 'sent',
      createdAt: full.batch.created_at,
      updatedAt: expect.any(String),
      executedAt: full.batch.executed_at,
      inspectUrl: `/api/exports/${bExec}`,
    });
    expect(Date.parse(summary.updatedAt)).toBeGreaterThanOrEqual(Date.parse(summary.executedAt));
    const batched = (await list(`?state=BATCHED`)).body.data.find((x: any) => x.exportId === bGB);
    expect(batched).toMatchObject({ customs_package_id: null, brokerSubmissionStatus: null, executedAt: null, destinationCountry: 'GB' });
  });

  it('filters on each field alone', async () => {
    const created = async (id: string) => (await api.get(`/api/exports/${id}`, { key: a.apiKey })).body.batch.created_at as string;
    // All three plans have the same products and parties, so the same readiness.
    const readiness = (await api.get(`/api/exports/${bUS}`, { key: a.apiKey })).body.readinessState;
    const otherReadiness = readiness === 'BLOCKED' ? 'READY' : 'BLOCKED';
    const cases: Array<[string, string[]]> = [
      ['?state=BATCHED', [bGB, bUS]],
      ['?state=COMPLETED', [bExec]],
      ['?state=EXPIRED', []],
      [`?readinessState=${readiness}`, [bExec, bGB, bUS]],
      [`?readinessState=${otherReadiness}`, []],
      ['?destinationCountry=US', [bExec, bUS]],
      ['?destinationCountry=gb', [bGB]],
      ['?brokerSubmissionStatus=sent', [bExec]],
      ['?brokerSubmissionStatus=none', [bGB, bUS]],
      ['?brokerSubmissionStatus=failed', []],
      [`?createdFrom=${encodeURIComponent(await created(bGB))}`, [bExec, bGB]],
      [`?createdTo=${encodeURIComponent(await created(bGB))}`, [bUS]],
      [`?updatedSince=${encodeURIComponent(beforeExecute)}`, [bExec]],
      ['?createdFrom=2000-01-01', [bExec, bGB, bUS]],
      ['?createdTo=2000-01-01', []],
    ];
    for (const [query, expected] of cases) {
      const res = await list(query);
      expect({ query, status: res.status, ids: ids(res) }).toEqual({ query, status: 200, ids: expected });
    }
  });

  it('combines filters (AND)', async () => {
    const cases: Array<[string, string[]]> = [
      ['?state=BATCHED&destinationCountry=US', [bUS]],
      ['?state=COMPLETED&destinationCountry=US&brokerSubmissionStatus=sent&readinessState=REVIEW_REQUIRED', [bExec]],
      ['?state=COMPLETED&destinationCountry=GB', []],
      [`?destinationCountry=US&updatedSince=${encodeURIComponent(beforeExecute)}`, [bExec]],
      [`?brokerSubmissionStatus=none&createdTo=${encodeURIComponent(beforeExecute)}&limit=1`, [bGB]],
    ];
    for (const [query, expected] of cases) {
      const res = await list(query);
      expect({ query, status: res.status, ids: ids(res) }).toEqual({ query, status: 200, ids: expected });
    }
  });

  it('pages with limit and cursor', async () => {
    const first = await list('?limit=2');
    expect(ids(first)).toEqual([bExec, bGB]);
    expect(first.body.nextCursor).toBe(bGB);
    const second = await list(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(ids(second)).toEqual([bUS]);
    expect(second.body.nextCursor).toBeNull();
  });

  it.each([
    ['?state=DONE', 'state'],
    ['?readinessState=ready', 'readinessState'],
    ['?destinationCountry=XX', 'destinationCountry'],
    ['?brokerSubmissionStatus=SENT', 'brokerSubmissionStatus'],
    ['?createdFrom=yesterday', 'createdFrom'],
    ['?createdTo=2026-11-26T10:00:00', 'createdTo'],
    ['?updatedSince=2026-13-01', 'updatedSince'],
    ['?limit=0', 'limit'],
    ['?limit=201', 'limit'],
    ['?cursor=ord_abc', 'cursor'],
  ])('refuses %s with 400 VALIDATION_ERROR on its field', async (query, field) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
  });

  it("answers an empty last page for a cursor that names no batch of the key's account, another account's included", async () => {
    for (const cursor of ['exp_doesnotexist', bOther]) {
      const res = await list(`?cursor=${cursor}`);
      expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: { data: [], nextCursor: null } });
    }
  });

  it('requires a key', async () => {
    expect((await api.get('/api/exports')).status).toBe(401);
    expect((await api.get('/api/orders')).status).toBe(401);
    expect((await api.get(`/api/orders/${orders.us}`)).status).toBe(401);
  });
});

describe('GET /api/orders and /api/orders/{id}', () => {
  it("lists the key's orders newest first, never another account's", async () => {
    const res = await api.get('/api/orders', { key: a.apiKey });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([orders.gb, orders.us]);
    expect(res.body.data[1]).toMatchObject({ id: orders.us, externalId: 'o-us', destinationCountry: 'US', items: [expect.objectContaining({ quantity: 1 })] });
    expect(ids(await api.get('/api/orders', { key: b.apiKey }))).toEqual([orders.other]);
  });

  it('filters by externalId and updatedSince, and pages', async () => {
    expect(ids(await api.get('/api/orders?externalId=o-us', { key: a.apiKey }))).toEqual([orders.us]);
    expect(ids(await api.get('/api/orders?externalId=nope', { key: a.apiKey }))).toEqual([]);
    const first = await api.get('/api/orders?limit=1', { key: a.apiKey });
    expect(first.body).toMatchObject({ nextCursor: orders.gb });
    expect(ids(await api.get(`/api/orders?limit=1&cursor=${orders.gb}`, { key: a.apiKey }))).toEqual([orders.us]);
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const product = (await api.get('/products', { key: a.apiKey })).body.data[0].id;
    await syncOrder(a, product, 'o-us', 'US'); // the same order again: updated, not created
    expect(ids(await api.get(`/api/orders?updatedSince=${encodeURIComponent(since)}`, { key: a.apiKey }))).toEqual([orders.us]);
    expect(ids(await api.get(`/api/orders?updatedSince=${encodeURIComponent(since)}&externalId=o-gb`, { key: a.apiKey }))).toEqual([]);
    expect((await api.get(`/api/orders?cursor=${orders.other}`, { key: a.apiKey })).body).toEqual({ data: [], nextCursor: null });
    expect((await api.get('/api/orders?updatedSince=soon', { key: a.apiKey })).body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'updatedSince' });
  });

  it('gives an order with the batches whose plan includes it, newest first', async () => {
    const res = await api.get(`/api/orders/${orders.us}`, { key: a.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: orders.us, externalId: 'o-us' });
    expect(res.body.batches.map((x: { exportId: string }) => x.exportId)).toEqual([bExec, bUS]);
    expect(res.body.batches[0]).toMatchObject({ state: 'COMPLETED', brokerSubmissionStatus: 'sent', inspectUrl: `/api/exports/${bExec}` });
    expect((await api.get(`/api/orders/${orders.gb}`, { key: a.apiKey })).body.batches.map((x: { exportId: string }) => x.exportId)).toEqual([bGB]);
  });

  it('follows a re-plan: the batch leaves the orders it no longer includes', async () => {
    const t = await createTenant(api, 'Lists replan');
    const p = (await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('tee')] }, { key: t.apiKey })).body.data[0].id;
    const [o1, o2] = [await syncOrder(t, p, 'r-1', 'US'), await syncOrder(t, p, 'r-2', 'US')];
    const batch = await plan(t, [o1], 'US');
    await plan(t, [o2], 'US', { batchId: batch });
    const batchesOf = async (o: string) => (await api.get(`/api/orders/${o}`, { key: t.apiKey })).body.batches.map((x: { exportId: string }) => x.exportId);
    expect(await batchesOf(o1)).toEqual([]);
    expect(await batchesOf(o2)).toEqual([batch]);
    expect((await api.get(`/api/exports?limit=1`, { key: t.apiKey })).body.data[0].included_order_ids).toEqual([o2]);
  });

  it("answers 404 for another account's order and for an ID that names no order", async () => {
    for (const id of [orders.other, 'ord_nope', 'exp_x']) {
      const res = await api.get(`/api/orders/${id}`, { key: a.apiKey });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('NOT_FOUND');
    }
  });
});

describe('a walk through 1,000 batches', () => {
  it('meets every batch once, newest first, while new batches are planned during the walk', async () => {
    const t = await createTenant(api, 'Lists walk');
    const p = (await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('tee')] }, { key: t.apiKey })).body.data[0].id;
    const o = await syncOrder(t, p, 'w-1', 'US');
    const template = await plan(t, [o], 'US');
    // 999 more rows of the read model like the planned one, three to each created_at (ties break by ID).
    const prefix = `exp_walk${t.accountId.slice(-6).replace(/[^A-Za-z0-9]/g, '')}`;
    await service.db.query(
      `INSERT INTO export_batches (id, account_id, workflow_id, warehouse_id, broker_id, destination_country, state, readiness_state,
                                   compliance_score, plan_hash, plan, snapshot, created_at, updated_at)
       SELECT $2 || lpad(g::text, 4, '0'), account_id, workflow_id || g, warehouse_id, broker_id, destination_country, state,
              readiness_state, compliance_score, plan_hash, plan, snapshot, created_at - (g / 3) * interval '1 ms', updated_at
       FROM export_batches, generate_series(1, 999) AS g WHERE id = $1`,
      [template, prefix],
    );
    const seeded = new Set([template, ...Array.from({ length: 999 }, (_, i) => `${prefix}${String(i + 1).padStart(4, '0')}`)]);
    const seen: Array<{ id: string; createdAt: string }> = [];
    const plannedDuringWalk: string[] = [];
    let cursor: string | null = null;
    for (let pageNo = 0; pageNo === 0 || cursor; pageNo++) {
      const res: any = await api.get(`/api/exports?limit=37${cursor ? `&cursor=${cursor}` : ''}`, { key: t.apiKey });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((x: any) => ({ id: x.exportId, createdAt: x.createdAt })));
      cursor = res.body.nextCursor;
      if (pageNo % 9 === 0) plannedDuringWalk.push(await plan(t, [o], 'US'));
    }
    const seenIds = seen.map((s) => s.id);
    expect(new Set(seenIds).size).toBe(seenIds.length); // no duplicate
    expect(seenIds.filter((id) => seeded.has(id))).toHaveLength(1000); // no gap
    expect(seenIds.filter((id) => !seeded.has(id))).toEqual([]); // nothing planned after the walk began, nothing of other accounts
    for (let i = 1; i < seen.length; i++) expect(Date.parse(seen[i - 1].createdAt)).toBeGreaterThanOrEqual(Date.parse(seen[i].createdAt));
    // The batches planned during the walk are there for the next walk, on its first page.
    const fresh = ids(await api.get('/api/exports?limit=50', { key: t.apiKey }));
    expect(fresh.slice(0, plannedDuringWalk.length)).toEqual([...plannedDuringWalk].reverse());
  }, 120_000);
});
