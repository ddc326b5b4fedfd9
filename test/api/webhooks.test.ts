import { randomBytes } from 'node:crypto';
import type { Service } from '../../runtime/service';
import { webhookWorkflowIdFor } from '../../workflows/definitions';
import { apiApp } from '../helpers/app';
import { recordWorkflowHistories } from '../helpers/histories';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';
import { WebhookReceiver, type Reply } from '../helpers/webhook-receiver';

/**
 * Webhooks from outside: a real receiver verifies every delivery with the `standardwebhooks` library;
 * the service runs its real worker, Temporal and PostgreSQL. The retry schedule is shortened
 * (WEBHOOK_RETRY_SCHEDULE) so that a failing receiver's retries fit in a test.
 */
jest.setTimeout(120_000);

export const WEBHOOK_TEST_ENV = {
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_RETRY_SCHEDULE: '0,1s,1s,1s',
  WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
};

let service: Service;
let api: Http;
let tenant: Tenant;
const receivers: WebhookReceiver[] = [];
/** Endpoint workflows whose histories `RECORD_HISTORIES=1 npx jest test/api/webhooks.test.ts` writes to test/histories. */
const recorded: Record<string, string> = {};
const key = () => ({ key: tenant.apiKey });

beforeAll(async () => {
  service = await startTestService(WEBHOOK_TEST_ENV);
  api = http(service.url);
  tenant = await createTenant(api, 'Webhook Co');
});

afterAll(async () => {
  if (service) recordWorkflowHistories(service.temporalAddress, recorded);
  for (const r of receivers) await r.stop();
  await service?.stop();
});

async function receiver(reply?: (n: number) => Reply): Promise<WebhookReceiver> {
  const r = await new WebhookReceiver(reply).start();
  receivers.push(r);
  return r;
}

async function subscribe(t: Tenant, url: string, extra: Record<string, unknown> = {}) {
  const res = await api.post('/api/webhook-endpoints', { accountId: t.accountId, url, ...extra }, { key: t.apiKey });
  expect(res.status).toBe(201);
  return res.body as { id: string; secret: string; eventTypes: string[] };
}

async function plan(t: Tenant, externalId: string): Promise<string> {
  const k = { key: t.apiKey };
  const product = (await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct(`p-${externalId}`)] }, k)).body.data[0];
  const order = (
    await api.post(
      '/api/orders/sync',
      { accountId: t.accountId, items: [{ externalId, destinationCountry: 'US', destinationPostalCode: '10001', items: [{ productId: product.id, quantity: 1, unitValueUsd: 10 }] }] },
      k,
    )
  ).body.data[0];
  const res = await api.post('/api/exports/plan', { accountId: t.accountId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds: [order.id] }, k);
  expect(res.status).toBe(200);
  ordersOf.set(res.body.exportId, [order.id]);
  return res.body.exportId;
}
const ordersOf = new Map<string, string[]>();

describe('endpoints', () => {
  it('creates an endpoint with a Standard Webhooks secret shown once; reads, lists, updates and deletes it', async () => {
    const r = await receiver();
    const created = await api.post('/api/webhook-endpoints', { accountId: tenant.accountId, url: r.url, description: 'ERP' }, key());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ id: expect.stringMatching(/^whe_/), accountId: tenant.accountId, url: r.url, eventTypes: ['*'], status: 'enabled', description: 'ERP' });
    const raw = Buffer.from(created.body.secret.replace(/^whsec_/, ''), 'base64');
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    expect(raw.length).toBeGreaterThanOrEqual(24);
    expect(raw.length).toBeLessThanOrEqual(64);

    const id = created.body.id;
    const read = await api.get(`/api/webhook-endpoints/${id}`, key());
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    const list = await api.get('/api/webhook-endpoints', key());
    expect(list.body.data.map((e: any) => e.id)).toContain(id);
    expect(list.body.data.every((e: any) => e.secret === undefined)).toBe(true);

    const patched = await api.call('PATCH', `/api/webhook-endpoints/${id}`, { accountId: tenant.accountId, eventTypes: ['export.executed', 'export.planned'], status: 'disabled' }, key());
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ eventTypes: ['export.executed', 'export.planned'], status: 'disabled', disabledReason: 'requested' });

    const deleted = await api.delete(`/api/webhook-endpoints/${id}`, key());
    expect(deleted.status).toBe(200);
    expect((await api.get(`/api/webhook-endpoints/${id}`, key())).status).toBe(404);
  });

  it('replays a keyed create with the same secret, and refuses unknown event types and other accounts', async () => {
    const r = await receiver();
    const body = { accountId: tenant.accountId, url: r.url, eventTypes: ['export.executed'] };
    const k = `wh-key-${randomBytes(4).toString('hex')}`;
    const a = await api.post('/api/webhook-endpoints', body, { ...key(), idempotencyKey: k });
    const b = await api.post('/api/webhook-endpoints', body, { ...key(), idempotencyKey: k });
    expect(b.headers.get('idempotency-replayed')).toBe('true');
    expect(b.body).toEqual(a.body);
    expect(a.body.secret).toMatch(/^whsec_/);

    const unknown = await api.post('/api/webhook-endpoints', { ...body, eventTypes: ['export.teleported'] }, key());
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorCode).toBe('VALIDATION_ERROR');
    const unknownFilter = await api.get('/api/events?type=export.teleported', key());
    expect(unknownFilter.status).toBe(400);

    const other = await createTenant(api, 'Other Co');
    for (const res of [
      await api.get(`/api/webhook-endpoints/${a.body.id}`, { key: other.apiKey }),
      await api.get(`/api/webhook-endpoints/${a.body.id}/deliveries`, { key: other.apiKey }),
      await api.call('PATCH', `/api/webhook-endpoints/${a.body.id}`, { accountId: other.accountId, status: 'disabled' }, { key: other.apiKey }),
      await api.post(`/api/webhook-endpoints/${a.body.id}/rotate-secret`, { accountId: other.accountId }, { key: other.apiKey }),
      await api.delete(`/api/webhook-endpoints/${a.body.id}`, { key: other.apiKey }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('NOT_FOUND');
    }
    const scope = await api.post('/api/webhook-endpoints', { ...body, accountId: other.accountId }, key());
    expect(scope.status).toBe(403);
  });

  it('refuses http and private addresses when the allow flags are off', async () => {
    const strict = apiApp(service, {
      temporal: service.client,
      webhooks: { ...service.webhooks, policy: { allowHttp: false, allowPrivateNetworks: false } },
    }).listen(0);
    try {
      const strictApi = http(`http://127.0.0.1:${(strict.address() as { port: number }).port}`);
      const create = (url: string) => strictApi.post('/api/webhook-endpoints', { accountId: tenant.accountId, url }, key());
      const plain = await create('http://93.184.216.34/hooks');
      expect(plain.status).toBe(400);
      expect(plain.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'url' });
      for (const url of ['https://127.0.0.1/hooks', 'https://localhost:8443/x', 'https://10.0.0.7/x', 'https://169.254.169.254/latest/meta-data', 'https://[::1]/x', 'https://192.168.1.20/x']) {
        const res = await create(url);
        expect(res.status).toBe(400);
        expect(res.body.details.issues[0].code).toBe('private_address');
      }
      const patch = await strictApi.call('PATCH', '/api/webhook-endpoints/whe_missing', { accountId: tenant.accountId, url: 'https://10.0.0.7/x' }, key());
      expect(patch.status).toBe(404);
    } finally {
      strict.close();
    }
  });
});

describe('delivery', () => {
  it('delivers export.planned, export.executed and broker_submission.sent, each verified, in order', async () => {
    const t = await createTenant(api, 'Ordered Co');
    const r = await receiver();
    const endpoint = await subscribe(t, r.url);
    const batchId = await plan(t, 'ord-1');
    const exec = await api.post('/api/exports/execute', { accountId: t.accountId, batchId }, { key: t.apiKey });
    expect(exec.status).toBe(200);
    const got = await r.waitFor(3);
    expect(got.map((g) => g.json.type)).toEqual(['export.planned', 'export.executed', 'broker_submission.sent']);
    for (const g of got) {
      expect(WebhookReceiver.verify(g, endpoint.secret)).toMatchObject({ id: g.headers['webhook-id'], data: { batchId } });
      expect(g.headers['webhook-id']).toBe(g.json.id);
      expect(g.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    }
    expect(() => WebhookReceiver.verify(got[0], `whsec_${randomBytes(32).toString('base64')}`)).toThrow();

    // The same events, as the account's event list and inspect show them.
    const events = await api.get(`/api/events?batchId=${batchId}`, { key: t.apiKey });
    expect(events.status).toBe(200);
    expect(events.body.data.map((e: any) => e.id)).toEqual(got.map((g) => g.json.id).reverse());
    const inspect = await api.get(`/api/exports/${batchId}`, { key: t.apiKey });
    expect(inspect.body.events.map((e: any) => e.type)).toEqual(['export.planned', 'export.executed', 'broker_submission.sent']);

    const deliveries = await api.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`, { key: t.apiKey });
    recorded['webhook-ordered-deliveries'] = webhookWorkflowIdFor(endpoint.id);
    expect(deliveries.body.data).toHaveLength(3);
    expect(deliveries.body.data[0]).toMatchObject({ eventType: 'broker_submission.sent', attempt: 1, status: 'succeeded', statusCode: 200, error: null });
  });

  it('retries a receiver that answers 500 twice: the third attempt delivers, with the same webhook-id', async () => {
    const t = await createTenant(api, 'Flaky Co');
    const r = await receiver((n) => (n < 2 ? { status: 500 } : { status: 200 }));
    const endpoint = await subscribe(t, r.url, { eventTypes: ['export.planned'] });
    await plan(t, 'flaky-1');
    const got = await r.waitFor(3);
    expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(1);
    for (const g of got) WebhookReceiver.verify(g, endpoint.secret);
    await new Promise((res) => setTimeout(res, 500));
    expect(r.received).toHaveLength(3);
    const log = (await api.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`, { key: t.apiKey })).body.data;
    expect(log.map((a: any) => [a.attempt, a.status, a.statusCode])).toEqual([
      [3, 'succeeded', 200],
      [2, 'retrying', 500],
      [1, 'retrying', 500],
    ]);
    expect(log[1].nextAttemptAt).toEqual(expect.any(String));
    recorded['webhook-retried-then-delivered'] = webhookWorkflowIdFor(endpoint.id);
  });

  it('marks a delivery failed after the last attempt, and disables an endpoint that answers 410', async () => {
    const t = await createTenant(api, 'Down Co');
    const down = await receiver(() => ({ status: 503 }));
    const endpoint = await subscribe(t, down.url, { eventTypes: ['export.planned'] });
    await plan(t, 'down-1');
    await down.waitFor(4);
    await new Promise((res) => setTimeout(res, 2500));
    expect(down.received).toHaveLength(4);
    const log = (await api.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`, { key: t.apiKey })).body.data;
    expect(log[0]).toMatchObject({ attempt: 4, status: 'failed', statusCode: 503, nextAttemptAt: null });
    recorded['webhook-attempts-exhausted'] = webhookWorkflowIdFor(endpoint.id);

    const gone = await receiver(() => ({ status: 410 }));
    const goneEndpoint = await subscribe(t, gone.url, { eventTypes: ['export.planned'] });
    await plan(t, 'gone-1');
    await gone.waitFor(1);
    let state: any;
    for (let i = 0; i < 50; i++) {
      state = (await api.get(`/api/webhook-endpoints/${goneEndpoint.id}`, { key: t.apiKey })).body;
      if (state.status === 'disabled') break;
      await new Promise((res) => setTimeout(res, 100));
    }
    expect(state).toMatchObject({ status: 'disabled', disabledReason: 'gone' });
    await plan(t, 'gone-2');
    await new Promise((res) => setTimeout(res, 1500));
    expect(gone.received).toHaveLength(1);
  });

  it('honours Retry-After on 429', async () => {
    const t = await createTenant(api, 'Busy Co');
    const r = await receiver((n) => (n === 0 ? { status: 429, headers: { 'Retry-After': '3' } } : { status: 200 }));
    await subscribe(t, r.url, { eventTypes: ['export.planned'] });
    await plan(t, 'busy-1');
    const got = await r.waitFor(2, 20_000);
    // The schedule says 1 s; the receiver asked for 3 s, and Retry-After is taken as is (no jitter).
    expect(got[1].at - got[0].at).toBeGreaterThanOrEqual(2900);
  });

  it('signs with the old and the new secret during a rotation; redelivers an event with the same webhook-id', async () => {
    const t = await createTenant(api, 'Rotate Co');
    const r = await receiver();
    const endpoint = await subscribe(t, r.url, { eventTypes: ['export.planned', 'export.replanned'] });
    const batchId = await plan(t, 'rot-1');
    await r.waitFor(1);
    const rotated = await api.post(`/api/webhook-endpoints/${endpoint.id}/rotate-secret`, { accountId: t.accountId }, { key: t.apiKey });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(endpoint.secret);

    const replan = await api.post('/api/exports/plan', { accountId: t.accountId, batchId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds: ordersOf.get(batchId) }, { key: t.apiKey });
    expect(replan.status).toBe(200);
    const [, second] = await r.waitFor(2);
    expect(second.json.type).toBe('export.replanned');
    expect(second.headers['webhook-signature'].split(' ')).toHaveLength(2);
    WebhookReceiver.verify(second, endpoint.secret);
    WebhookReceiver.verify(second, rotated.body.secret);
    expect(() => WebhookReceiver.verify(r.received[0], rotated.body.secret)).toThrow();

    const redeliver = await api.post(`/api/events/${r.received[0].json.id}/redeliver`, { accountId: t.accountId, endpointId: endpoint.id }, { key: t.apiKey });
    expect(redeliver.status).toBe(202);
    expect(redeliver.body.deliveries).toEqual([{ id: expect.stringMatching(/^whd_/), endpointId: endpoint.id, status: 'pending' }]);
    const third = (await r.waitFor(3))[2];
    expect(third.headers['webhook-id']).toBe(r.received[0].headers['webhook-id']);
    WebhookReceiver.verify(third, rotated.body.secret);

    const other = await createTenant(api, 'Snoop Co');
    const foreign = await api.post(`/api/events/${r.received[0].json.id}/redeliver`, { accountId: other.accountId }, { key: other.apiKey });
    expect(foreign.status).toBe(404);
  });

  it('delivers the end of a batch optimize run as customs_optimization.batch_completed', async () => {
    const t = await createTenant(api, 'Optimize Co');
    const r = await receiver();
    const endpoint = await subscribe(t, r.url, { eventTypes: ['customs_optimization.batch_completed', 'customs_optimization.batch_failed'] });
    const item = { product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', country_of_origin: 'PT', value: 14, materials: ['cotton'] };
    const run = await api.post('/api/customs/optimize/batch', { account_id: t.accountId, items: [item, item] }, { key: t.apiKey });
    expect(run.status).toBe(202);
    const [got] = await r.waitFor(1);
    expect(WebhookReceiver.verify(got, endpoint.secret)).toMatchObject({
      type: 'customs_optimization.batch_completed',
      data: { optimizationId: run.body.optimizer_batch_run_id, status: 'completed', itemCount: 2, failureReason: null },
    });
    const listed = await api.get('/api/events?type=customs_optimization.batch_completed', { key: t.apiKey });
    expect(listed.body.data.map((e: any) => e.id)).toEqual([got.json.id]);
  });

  it('lists the account\'s events newest first with a cursor, by type and batch, and never another account\'s', async () => {
    const t = await createTenant(api, 'Events Co');
    const a = await plan(t, 'ev-1');
    const b = await plan(t, 'ev-2');
    const c = await plan(t, 'ev-3');
    const page1 = await api.get('/api/events?limit=2', { key: t.apiKey });
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((e: any) => e.payload.batchId)).toEqual([c, b]);
    const page2 = await api.get(`/api/events?limit=2&cursor=${page1.body.nextCursor}`, { key: t.apiKey });
    expect(page2.body.data.map((e: any) => e.payload.batchId)).toEqual([a]);
    expect(page2.body.nextCursor).toBeNull();
    expect(page1.body.data[0]).toEqual({ id: expect.stringMatching(/^evt_/), type: 'export.planned', created_at: expect.any(String), payload: expect.objectContaining({ batchId: c, planRevision: 1 }) });
    expect((await api.get('/api/events?type=export.executed', { key: t.apiKey })).body.data).toEqual([]);
    expect((await api.get(`/api/events?batchId=${a}`, { key: t.apiKey })).body.data).toHaveLength(1);
    const other = await createTenant(api, 'Nosy Co');
    expect((await api.get(`/api/events?batchId=${a}`, { key: other.apiKey })).body.data).toEqual([]);
    expect((await api.get('/api/events?cursor=bm9wZQ', { key: t.apiKey })).status).toBe(400);
  });

  it('runs each endpoint\'s deliveries as a Temporal workflow support can find', async () => {
    const t = await createTenant(api, 'Support Co');
    const r = await receiver();
    const endpoint = await subscribe(t, r.url);
    await plan(t, 'sup-1');
    await r.waitFor(1);
    const described = await service.client.workflow.getHandle(webhookWorkflowIdFor(endpoint.id)).describe();
    expect(described.type).toBe('webhookEndpointWorkflow');
    const found = [];
    for await (const wf of service.client.workflow.list({ query: `WebhookEndpointId='${endpoint.id}'` })) found.push(wf.workflowId);
    expect(found).toContain(webhookWorkflowIdFor(endpoint.id));
  });
});
