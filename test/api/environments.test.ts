import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import type { Service } from '../../runtime/service';
import { startSmtpSink, type SmtpSink } from '../../runtime/smtp-sink';
import { workflowIdFor } from '../../workflows/definitions';
import { ExportEnvironmentKey } from '../../workflows/search-attributes';
import { WebhookReceiver } from '../helpers/webhook-receiver';
import { ADMIN_TOKEN, createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

/**
 * Test and live environments (issue 33): one account, a live key and a test key. Each key's products,
 * orders, batches, events, optimizer runs and webhook endpoints are invisible to the other key (404, as
 * across accounts); a test execute runs the whole workflow, keeps the broker e-mail instead of sending it
 * (the SMTP server configured for the broker receives nothing), and its webhooks say `livemode: false`.
 */
jest.setTimeout(120_000);

let sink: SmtpSink;
let service: Service;
let api: Http;
let live: Tenant;
let testKey: string;
let receiver: WebhookReceiver;
const made: Record<'live' | 'test', { product: string; order: string; batch: string; endpoint: string; optimization: string }> = {} as never;

async function ok(res: Promise<{ status: number; body: any }>, status = 200): Promise<any> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Everything a key can make, made with `key`; the same externalIds and Idempotency-Keys in both environments. */
async function makeAll(key: string, env: 'live' | 'test'): Promise<void> {
  const k = { key };
  const endpoint = await ok(api.post('/api/webhook-endpoints', { accountId: live.accountId, url: receiver.url, eventTypes: ['export.executed'] }, k), 201);
  const product = (await ok(api.post('/products/sync', { accountId: live.accountId, items: [readyProduct('tee')] }, { ...k, idempotencyKey: 'sync-products-1' }))).data[0].id;
  const orderBody = { accountId: live.accountId, items: [{ externalId: 'order-1', destinationCountry: 'US', items: [{ productId: product, quantity: 2, unitValueUsd: 12.5 }] }] };
  const order = (await ok(api.post('/api/orders/sync', orderBody, { ...k, idempotencyKey: 'sync-orders-1' }))).data[0].id;
  const plan = await ok(api.post('/api/exports/plan', { accountId: live.accountId, warehouseId: live.warehouseId, brokerId: live.brokerId, orderIds: [order] }, { ...k, idempotencyKey: 'plan-1' }));
  const executed = await ok(api.post('/api/exports/execute', { accountId: live.accountId, batchId: plan.exportId }, { ...k, idempotencyKey: 'execute-1' }));
  expect(executed.state).toBe('COMPLETED');
  const optimization = (await ok(api.post('/api/customs/optimize', { product_name: 'Cotton T-shirt', description: 'Knitted, 100% cotton', country_of_origin: 'PT', value: 14, materials: ['cotton'] }, k))).optimizer_run_id;
  made[env] = { product, order, batch: plan.exportId, endpoint: endpoint.id, optimization };
}

beforeAll(async () => {
  sink = await startSmtpSink();
  receiver = await new WebhookReceiver().start();
  service = await startTestService({
    SMTP_URL: sink.url,
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
  });
  api = http(service.url);
  live = await createTenant(api, 'Environments');
  const issued = await ok(api.post(`/admin/accounts/${live.accountId}/api-keys`, { environment: 'test' }, { key: ADMIN_TOKEN }), 201);
  expect(issued).toMatchObject({ environment: 'test', apiKey: expect.stringMatching(/^epk_test_/) });
  testKey = issued.apiKey;
  await makeAll(live.apiKey, 'live');
  await makeAll(testKey, 'test');
});
afterAll(async () => {
  await service?.stop();
  await sink?.stop();
  await receiver?.stop();
});

describe('keys', () => {
  it('are issued live by default, test on request, and refuse anything else', async () => {
    const plain = await ok(api.post(`/admin/accounts/${live.accountId}/api-keys`, undefined, { key: ADMIN_TOKEN }), 201);
    expect(plain).toMatchObject({ environment: 'live', apiKey: expect.stringMatching(/^epk_live_/) });
    const bad = await api.post(`/admin/accounts/${live.accountId}/api-keys`, { environment: 'sandbox' }, { key: ADMIN_TOKEN });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'environment' });
  });
});

describe("one environment never sees the other's resources", () => {
  const paths = (m: (typeof made)['live']) => [
    `/products/${m.product}`,
    `/api/orders/${m.order}`,
    `/api/exports/${m.batch}`,
    `/api/exports/${m.batch}/artifacts/${m.batch}-cci.txt`,
    `/api/webhook-endpoints/${m.endpoint}`,
    `/api/customs/optimizations/${m.optimization}`,
  ];

  it.each([
    ['live', 'test'],
    ['test', 'live'],
  ] as const)('a %s key reads its own, and gets 404 for every %s resource', async (own, other) => {
    const key = own === 'live' ? live.apiKey : testKey;
    for (const p of paths(made[own])) expect({ p, status: (await api.get(p, { key })).status }).toEqual({ p, status: 200 });
    for (const p of paths(made[other])) {
      const res = await api.get(p, { key });
      expect({ p, status: res.status, errorCode: res.body?.errorCode }).toEqual({ p, status: 404, errorCode: 'NOT_FOUND' });
    }
  });

  it.each([
    ['live', 'test'],
    ['test', 'live'],
  ] as const)("a %s key's lists hold its own only", async (own, other) => {
    const key = { key: own === 'live' ? live.apiKey : testKey };
    const ids = async (p: string, field = 'id') => (await ok(api.get(p, key))).data.map((x: Record<string, string>) => x[field]);
    expect(await ids('/products')).toEqual([made[own].product]);
    expect(await ids('/api/orders')).toEqual([made[own].order]);
    expect(await ids('/api/exports', 'exportId')).toEqual([made[own].batch]);
    expect(await ids('/api/webhook-endpoints')).toEqual([made[own].endpoint]);
    const events = (await ok(api.get('/api/events?limit=200', key))).data;
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e: { payload: Record<string, unknown> }) => !JSON.stringify(e.payload).includes(made[other].batch))).toBe(true);
    expect(events.some((e: { payload: Record<string, unknown> }) => e.payload.batchId === made[own].batch)).toBe(true);
  });

  it("neither changes the other's: execute, re-plan, webhook endpoint updates and deletes answer 404", async () => {
    const k = { key: testKey };
    const liveBatch = made.live.batch;
    expect((await api.post('/api/exports/execute', { accountId: live.accountId, batchId: liveBatch }, k)).status).toBe(404);
    expect((await api.post('/api/exports/plan', { accountId: live.accountId, batchId: liveBatch, warehouseId: live.warehouseId, brokerId: live.brokerId, orderIds: [made.test.order] }, k)).status).toBe(404);
    expect((await api.patch(`/api/webhook-endpoints/${made.live.endpoint}`, { accountId: live.accountId, description: 'x' }, k)).status).toBe(404);
    expect((await api.delete(`/api/webhook-endpoints/${made.live.endpoint}`, k)).status).toBe(404);
    // A plan with a live order under a test key: the order does not exist there.
    const plan = await api.post('/api/exports/plan', { accountId: live.accountId, warehouseId: live.warehouseId, brokerId: live.brokerId, orderIds: [made.live.order] }, k);
    expect(plan.status).toBe(400);
    expect(plan.body.errorCode).toBe('INVALID_ORDER_REFERENCE');
    // A test order citing a live product: unknown in test.
    const sync = await api.post('/api/orders/sync', { accountId: live.accountId, items: [{ externalId: 'x', destinationCountry: 'US', items: [{ productId: made.live.product, quantity: 1, unitValueUsd: 1 }] }] }, k);
    expect(sync.status).toBe(400);
    expect(await ok(api.get(`/api/webhook-endpoints/${made.live.endpoint}`, { key: live.apiKey }))).toMatchObject({ status: 'enabled', description: null });
  });

  it('gives the same externalIds and Idempotency-Keys two lives: the test requests were not replays of the live ones', () => {
    expect(made.test.product).not.toBe(made.live.product);
    expect(made.test.order).not.toBe(made.live.order);
    expect(made.test.batch).not.toBe(made.live.batch);
  });
});

describe('a test-mode execute', () => {
  it('completes with its broker e-mail kept, readable, and never sent', async () => {
    const view = await ok(api.get(`/api/exports/${made.test.batch}`, { key: testKey }));
    expect(view).toMatchObject({ state: 'COMPLETED', brokerSubmission: { status: 'sent', recipient_email: expect.stringContaining('@example.com') } });
    const res = await fetch(`${service.url}/api/exports/${made.test.batch}/broker-email`, { headers: { authorization: `Bearer ${testKey}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('message/rfc822');
    const mail = await simpleParser(Buffer.from(await res.arrayBuffer()));
    expect(mail.subject).toContain(made.test.batch);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(view.brokerSubmission.recipient_email);
    expect(mail.attachments.map((a) => a.filename)).toEqual(expect.arrayContaining([`${made.test.batch}-cci.txt`, `${made.test.batch}-commercial-invoice.pdf`]));
    // The SMTP server configured for the broker got the live batch's e-mail, and nothing of the test one.
    const subjects = sink.messages().map((m) => m.subject);
    expect(subjects.some((s) => s.includes(made.live.batch))).toBe(true);
    expect(subjects.some((s) => s.includes(made.test.batch))).toBe(false);
  });

  it('keeps nothing for a live batch, and shows no test e-mail to the live key', async () => {
    expect((await api.get(`/api/exports/${made.live.batch}/broker-email`, { key: live.apiKey })).status).toBe(404);
    expect((await api.get(`/api/exports/${made.test.batch}/broker-email`, { key: live.apiKey })).status).toBe(404);
  });

  it('delivers its webhooks with livemode false, and the live ones with livemode true', async () => {
    const got = await receiver.waitFor(2);
    const byBatch = new Map(got.map((r) => [r.json.data.batchId, r.json]));
    expect(byBatch.get(made.live.batch)).toMatchObject({ type: 'export.executed', livemode: true });
    expect(byBatch.get(made.test.batch)).toMatchObject({ type: 'export.executed', livemode: false });
  });

  it('is marked for support: search attribute ExportEnvironment, and a TEST MODE summary', async () => {
    const describe = (batch: string) => service.client.workflow.getHandle(workflowIdFor(batch)).describe();
    const [t, l] = await Promise.all([describe(made.test.batch), describe(made.live.batch)]);
    expect(t.typedSearchAttributes.get(ExportEnvironmentKey)).toBe('test');
    expect(l.typedSearchAttributes.get(ExportEnvironmentKey)).toBe('live');
    expect(await t.staticSummary()).toMatch(/^TEST MODE: export batch /);
  });
});
