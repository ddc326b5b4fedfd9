import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import * as r from '../../api/responses';
import { manifestSchema } from '../../documents/manifest';
import type { EventType } from '../../domain/events';
import type { Service } from '../../runtime/service';
import { startSmtpSink, type SmtpSink } from '../../runtime/smtp-sink';
import { ADMIN_TOKEN, http, readyProduct, startTestService, type Http } from '../helpers/stack';
import { WebhookReceiver } from '../helpers/webhook-receiver';

/**
 * Every 2xx body the real service sends parses with the published schema of its route, and carries no
 * field the schema does not declare: the document (api/responses.ts) and the code cannot drift.
 */
jest.setTimeout(180_000);

const REFUSED = 'refused@broker.example';
let refusing = true;
let service: Service;
let sink: SmtpSink;
let receiver: WebhookReceiver;
let api: Http;
const admin = { key: ADMIN_TOKEN };
let accountId: string;
let key: { key: string };
let warehouseId: string;
let brokerId: string;
let refusedBrokerId: string;

/**
 * Parses `body` with `schema` and compares the result with the body: zod objects drop keys they do not
 * declare, so an undeclared field shows as a difference, a missing or mistyped one as a parse error.
 */
function conforms<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`${z.prettifyError(parsed.error)}\nin ${JSON.stringify(body).slice(0, 2000)}`);
  expect(parsed.data).toEqual(body);
  return parsed.data;
}

async function expectOk<T extends z.ZodType>(p: Promise<{ status: number; body: unknown }>, status: number, schema: T): Promise<z.output<T>> {
  const res = await p;
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body)}`);
  return conforms(schema, res.body);
}

async function until<T>(fn: () => Promise<T>, done: (v: T) => boolean, ms = 60_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (let delay = 200; ; delay = Math.min(delay * 2, 2000)) {
    const v = await fn();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((res) => setTimeout(res, delay));
  }
}

beforeAll(async () => {
  sink = await startSmtpSink({ rejectRecipient: (a) => (a === REFUSED && refusing ? { code: 550, message: '5.1.1 Mailbox unavailable' } : undefined) });
  receiver = await new WebhookReceiver().start();
  service = await startTestService({
    SMTP_URL: sink.url,
    WEBHOOK_ALLOW_HTTP: 'true',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
  });
  api = http(service.url);
});
afterAll(async () => {
  await service?.stop();
  await sink?.stop();
  await receiver?.stop();
});

/** Where a schema (and what it references) has an open object: `at` paths ending in the field name. */
function freeFormObjects(doc: any, roots: Array<[string, any]>): string[] {
  const free = new Set<string>();
  const seen = new Set<string>();
  const walk = (s: any, at: string): void => {
    if (!s || typeof s !== 'object') return;
    if (s.$ref) {
      const id = s.$ref.split('/').pop();
      if (!seen.has(id)) (seen.add(id), walk(doc.components.schemas[id], id));
      return;
    }
    if (s.type === 'object' && !s.oneOf && !s.anyOf && (s.additionalProperties !== false || !s.properties)) free.add(at);
    for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${at}.${k}`);
    if (typeof s.items === 'object') walk(s.items, `${at}[]`);
    for (const k of ['oneOf', 'anyOf', 'allOf']) for (const v of s[k] ?? []) walk(v, at);
  };
  for (const [at, schema] of roots) walk(schema, at);
  // One name once: a field reached through two schemas (Order, and OrderWithBatches that extends it).
  return [...new Set([...free].map((at) => at.split('.').pop() ?? at))].sort();
}

test('the response schemas are closed: only metadata, supplier_metadata and tenant_context are free-form', () => {
  const schemas = Object.entries(r).filter(([, s]) => s instanceof z.ZodType);
  const paths = Object.fromEntries(
    schemas.map(([name, schema]) => [`/${name}`, { get: { responses: { '200': { description: 'OK', content: { 'application/json': { schema: schema as z.ZodType } } } } } }]),
  );
  const doc = createDocument({ openapi: '3.1.0', info: { title: 'scan', version: '1' }, paths }) as any;
  const roots = schemas.map(([name]): [string, any] => [name, doc.paths[`/${name}`].get.responses['200'].content['application/json'].schema]);
  expect(freeFormObjects(doc, roots)).toEqual(['metadata', 'supplier_metadata', 'tenant_context']);
});

// Webhook deliveries are left open on purpose (a later version may add fields: receivers ignore them).
test('the live document: no response (2xx or error) has another free-form object', async () => {
  const doc = (await api.get('/openapi.json')).body;
  const roots: Array<[string, any]> = [];
  const responses = (rs: Record<string, any>) => Object.entries(rs).map(([status, res]) => [status, res.$ref ? doc.components.responses[res.$ref.split('/').pop()] : res] as const);
  for (const [p, ops] of Object.entries<any>(doc.paths)) {
    if (p === '/openapi.json') continue; // the document itself
    for (const [method, op] of Object.entries<any>(ops)) {
      for (const [status, res] of responses(op.responses)) {
        const schema = res.content?.['application/json']?.schema;
        if (schema) roots.push([`${method} ${p} ${status}`, schema]);
      }
    }
  }
  expect(roots.length).toBeGreaterThan(80);
  expect([...new Set(freeFormObjects(doc, roots))]).toEqual(['metadata', 'supplier_metadata', 'tenant_context']);
});

test('health and the admin 201s', async () => {
  const health = await expectOk(api.get('/healthz'), 200, r.healthResponse);
  expect(health.status).toBe('ok');
  const account = await expectOk(api.post('/admin/accounts', { name: 'Responses Co' }, admin), 201, r.adminAccount);
  accountId = account.id;
  const apiKey = await expectOk(api.post(`/admin/accounts/${accountId}/api-keys`, {}, admin), 201, r.adminApiKey);
  key = { key: apiKey.apiKey };
  const spare = await expectOk(api.post(`/admin/accounts/${accountId}/api-keys`, {}, admin), 201, r.adminApiKey);
  await expectOk(api.delete(`/admin/api-keys/${spare.id}`, admin), 200, r.adminApiKeyRevoked);
  const address = { addressLine1: '100 Queen St W', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2' };
  warehouseId = (await expectOk(api.post(`/admin/accounts/${accountId}/warehouses`, { name: 'Main', country: 'CA', ...address }, admin), 201, r.adminWarehouse)).id;
  await expectOk(api.post(`/admin/accounts/${accountId}/warehouses`, { name: 'Bare', country: 'CA' }, admin), 201, r.adminWarehouse);
  const broker = { name: 'Broker', email: `broker+${accountId}@example.com`, brokerPath: 'partner_integrated' };
  brokerId = (await expectOk(api.post(`/admin/accounts/${accountId}/brokers`, broker, admin), 201, r.adminBroker)).id;
  const byob = { name: 'Own broker', email: REFUSED, brokerPath: 'byob_supported' };
  refusedBrokerId = (await expectOk(api.post(`/admin/accounts/${accountId}/brokers`, byob, admin), 201, r.adminBroker)).id;
});

test('webhook endpoints: create, read, change, rotate, delete', async () => {
  const created = await expectOk(api.post('/api/webhook-endpoints', { accountId, url: receiver.url, description: 'all' }, key), 201, r.webhookEndpointWithSecret);
  await expectOk(api.get(`/api/webhook-endpoints/${created.id}`, key), 200, r.webhookEndpoint);
  const other = await expectOk(api.post('/api/webhook-endpoints', { accountId, url: receiver.url, eventTypes: ['export.planned'] }, key), 201, r.webhookEndpointWithSecret);
  await expectOk(api.call('PATCH', `/api/webhook-endpoints/${other.id}`, { accountId, status: 'disabled', description: null }, key), 200, r.webhookEndpoint);
  await expectOk(api.post(`/api/webhook-endpoints/${other.id}/rotate-secret`, undefined, key), 200, r.webhookEndpointRotated);
  await expectOk(api.get('/api/webhook-endpoints', key), 200, r.page(r.webhookEndpoint));
  await expectOk(api.delete(`/api/webhook-endpoints/${other.id}`, key), 200, r.webhookEndpointDeleted);
});

let productIds: string[];
let orderIds: string[];
test('products and orders', async () => {
  const items = [readyProduct('tee'), readyProduct('scarf', { name: 'Wool scarf', description: 'Knitted scarf, merino wool', materials: ['wool'], hsCode: null }), readyProduct('bare', { originCountry: null, description: null, materials: [], weightKg: null })];
  const synced = await expectOk(api.post('/products/sync', { accountId, items }, key), 200, r.list(r.product));
  productIds = synced.data.map((p) => p.id);
  expect(synced.data[1].complianceProfile.classification).toBeDefined();
  expect(synced.data[2].complianceProfile.readiness).toBe('BLOCKED');
  await expectOk(api.get(`/products/${productIds[1]}`, key), 200, r.product);
  const page = await expectOk(api.get('/products?limit=2', key), 200, r.page(r.product));
  expect(page.nextCursor).not.toBeNull();
  const line = (i: number, quantity = 1) => ({ productId: productIds[i], quantity, unitValueUsd: 12.5 });
  const orders = await expectOk(
    api.post(
      '/api/orders/sync',
      {
        accountId,
        items: [
          { externalId: 'us-1', destinationCountry: 'US', destinationRegion: 'NY', destinationPostalCode: '10001', items: [line(0, 2), line(1)], metadata: { channel: 'web', tags: ['a'] } },
          { externalId: 'us-2', destinationCountry: 'US', destinationPostalCode: '94105', items: [line(0)] },
          { externalId: 'de-1', destinationCountry: 'DE', items: [line(0)] },
          { externalId: 'us-blocked', destinationCountry: 'US', items: [line(2)] },
        ],
      },
      key,
    ),
    200,
    r.list(r.order),
  );
  orderIds = orders.data.map((o) => o.id);
});

test('plan, dry run, re-plan, execute, inspect, broker retry', async () => {
  const body = (o: Record<string, unknown> = {}) => ({ accountId, warehouseId, brokerId, orderIds: [orderIds[0], orderIds[2]], ...o });
  const dry = await expectOk(api.post('/api/exports/plan', body({ dryRun: true }), key), 200, r.dryRunPlan);
  expect(dry).toMatchObject({ exportId: null, state: 'DRY_RUN' });
  const plan = await expectOk(api.post('/api/exports/plan', body(), key), 200, r.exportBatch);
  conforms(r.planView, plan);
  const dryReplan = await expectOk(api.post('/api/exports/plan', body({ dryRun: true, batchId: plan.exportId }), key), 200, r.planView);
  expect(dryReplan).toMatchObject({ exportId: plan.exportId, dryRun: true });
  await expectOk(api.post('/api/exports/plan', body({ batchId: plan.exportId, orderIds: [orderIds[0], orderIds[1], orderIds[2]] }), key), 200, r.planView);
  const blocked = await expectOk(api.post('/api/exports/plan', body({ orderIds: [orderIds[3]] }), key), 200, r.planView);
  expect(blocked).toMatchObject({ readinessState: 'BLOCKED', next_recommended_action: 'fix_blocking_issues' });
  await expectOk(api.get(`/api/exports/${blocked.exportId}`, key), 200, r.inspectView);

  const executed = await expectOk(api.post('/api/exports/execute', { accountId, batchId: plan.exportId }, key), 200, r.executionView);
  const inspected = await until(
    () => expectOk(api.get(`/api/exports/${executed.exportId}`, key), 200, r.inspectView),
    (v) => v.brokerSubmission?.status === 'sent',
  );
  expect(inspected.events.map((e) => e.type)).toEqual(['export.planned', 'export.replanned', 'export.executed', 'broker_submission.sent']);
  // The manifest artifact is the ShipmentManifest the document describes for its download.
  const manifest = executed.artifacts.find((a) => a.artifact_type === 'manifest');
  const download = await api.get(`/api/exports/${executed.exportId}/artifacts/${manifest?.filename}`, key);
  expect(download.status).toBe(200);
  conforms(manifestSchema, download.body);

  const refused = await expectOk(api.post('/api/exports/plan', body({ brokerId: refusedBrokerId, orderIds: [orderIds[1]] }), key), 200, r.planView);
  const failed = await expectOk(api.post('/api/exports/execute', { accountId, batchId: refused.exportId }, key), 200, r.executionView);
  expect(failed.brokerSubmission?.status).toBe('failed');
  refusing = false;
  const retry = await expectOk(api.post(`/api/exports/${refused.exportId}/broker-submission/retry`, { accountId }, key), 202, r.brokerSubmissionRetry);
  expect(retry.status).toBe('retry_requested');
  const settled = await until(() => expectOk(api.get(`/api/exports/${refused.exportId}`, key), 200, r.inspectView), (v) => v.brokerSubmission?.status === 'sent');
  expect(settled.events.map((e) => e.type)).toContain('broker_submission.failed');
});

test('customs optimize: single with a retry, batch, and their read-back', async () => {
  const vague = { product_name: 'Gift', description: 'gift', country_of_origin: 'CN', value: 10, supplier_metadata: { erp: { id: 7 } }, tenant_context: { region: 'eu' } };
  const first = await expectOk(api.post('/api/customs/optimize', { ...vague, account_id: accountId }, key), 200, r.optimizeResponse);
  expect(first.retry_reason).toEqual(expect.any(String));
  await expectOk(api.post('/api/customs/optimize', { ...vague, materials: ['cotton'], optimizer_run_id: first.optimizer_run_id }, key), 200, r.optimizeResponse);
  const tee = { product_name: "Men's crew neck T-shirt", description: 'Short-sleeved knitted T-shirt, 100% cotton jersey', country_of_origin: 'PT', value: 14.5, materials: ['cotton'], category: 'apparel', existing_hs_code: '6109.90' };
  await expectOk(api.post('/api/customs/optimize', tee, key), 200, r.optimizeResponse);
  const single = await expectOk(api.get(`/api/customs/optimizations/${first.optimizer_run_id}`, key), 200, r.optimization);
  expect(single).toMatchObject({ kind: 'single', attempt_count: 2 });

  const accepted = await expectOk(api.post('/api/customs/optimize/batch', { account_id: accountId, items: [tee, vague, { ...tee, value: 0 }] }, key), 202, r.optimizeBatchAccepted);
  const batch = await until(
    () => expectOk(api.get(accepted.status_url, key), 200, r.optimization),
    (v) => v.status !== 'running',
  );
  expect(batch).toMatchObject({ kind: 'batch', status: 'completed', completed_count: 3 });
  if (batch.kind !== 'batch') throw new Error('not a batch run');
  await expectOk(api.get(`/api/customs/optimizations/${batch.items[0].optimizer_run_id}`, key), 200, r.optimization);
});

test('events and their webhook deliveries carry the published payloads', async () => {
  const events = await until(
    () => expectOk(api.get('/api/events?limit=200', key), 200, r.page(r.event)),
    (p) => p.data.some((e) => e.type === 'customs_optimization.batch_completed'),
  );
  const types = new Set(events.data.map((e) => e.type));
  for (const t of ['export.planned', 'export.replanned', 'export.executed', 'broker_submission.sent', 'broker_submission.failed', 'customs_optimization.batch_completed']) expect(types).toContain(t);
  await expectOk(api.get('/api/events?limit=1', key), 200, r.page(r.event));

  const endpoint = (await expectOk(api.get('/api/webhook-endpoints', key), 200, r.page(r.webhookEndpoint))).data[0];
  const deliveries = await receiver.waitFor(events.data.length);
  for (const d of deliveries) {
    const type = d.json.type as EventType;
    conforms(r.webhookDelivery(type), d.json);
  }
  await expectOk(api.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`, key), 200, r.page(r.webhookAttempt));
  await expectOk(api.post(`/api/events/${events.data[0].id}/redeliver`, { accountId, endpointId: endpoint.id }, key), 202, r.redeliverResponse);
});
