import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type Koa from 'koa';
import pino from 'pino';
import type { Service } from '../../runtime/service';
import { apiApp } from '../helpers/app';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

let service: Service;
let api: Http;
let t: Tenant;
let orderId: string;

beforeAll(async () => {
  service = await startTestService({ METRICS_TOKEN });
  api = http(service.url);
  t = await createTenant(api, 'Metrics Merchant');
  const products = await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('tee')] }, { key: t.apiKey });
  const orders = await api.post(
    '/api/orders/sync',
    { accountId: t.accountId, items: [{ externalId: 'm-1', destinationCountry: 'US', items: [{ productId: products.body.data[0].id, quantity: 1, unitValueUsd: 12.5 }] }] },
    { key: t.apiKey },
  );
  orderId = orders.body.data[0].id;
});
afterAll(() => service?.stop());

/** The sum of a metric's samples whose labels include `labels`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/.exec(line);
    if (!m || m[1] !== name) continue;
    const got = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((l) => [l[1], l[2]]));
    if (Object.entries(labels).every(([k, v]) => got[k] === v)) total += Number(m[3]);
  }
  return total;
}

async function scrape(): Promise<string> {
  const res = await api.get('/metrics', { key: METRICS_TOKEN });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body as string;
}

async function until<T>(fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await fn();
    if (got !== undefined) return got;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** An app built from the service's pieces, over HTTP; closed by the returned function. */
async function serve(app: Koa<any>): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => { server.close(() => resolve()); server.closeAllConnections(); }) };
}

test('plan, execute, a replay and a conflict move their counters; the Temporal SDK metrics are appended', async () => {
  const before = await scrape();
  const planBody = { accountId: t.accountId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds: [orderId] };
  const plan = await api.post('/api/exports/plan', planBody, { key: t.apiKey, idempotencyKey: 'metrics-plan-1' });
  expect(plan.status).toBe(200);
  const batchId = plan.body.exportId;
  const exec = await api.post('/api/exports/execute', { accountId: t.accountId, batchId }, { key: t.apiKey, idempotencyKey: 'metrics-exec-1' });
  expect(exec.status).toBe(200);
  await until(async () => {
    const res = await api.get(`/api/exports/${batchId}`, { key: t.apiKey });
    return res.body.brokerSubmission?.status === 'sent' ? true : undefined;
  });
  const replay = await api.post('/api/exports/plan', planBody, { key: t.apiKey, idempotencyKey: 'metrics-plan-1' });
  expect(replay.headers.get('idempotency-replayed')).toBe('true');
  const conflict = await api.post('/api/exports/plan', { ...planBody, destinationCountry: 'CA' }, { key: t.apiKey, idempotencyKey: 'metrics-plan-1' });
  expect(conflict.status).toBe(409);

  const after = await scrape();
  const moved = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels);
  const planRoute = { method: 'POST', route: '/api/exports/plan', status: '200' };
  expect(moved('http_request_duration_seconds_count', planRoute)).toBe(2); // the plan and its replay
  expect(moved('http_request_duration_seconds_count', { route: '/api/exports/:id', status: '200' })).toBeGreaterThanOrEqual(1);
  expect(moved('http_request_duration_seconds_count', { route: '/api/exports/plan', status: '409' })).toBe(1);
  expect(moved('export_plans_total', { readiness: plan.body.readinessState })).toBe(1);
  expect(moved('export_executes_total', { outcome: 'completed' })).toBe(1);
  expect(moved('export_broker_submissions_total', { status: 'sent' })).toBe(1);
  expect(moved('export_idempotency_replays_total', { route: '/api/exports/plan' })).toBe(1);
  expect(moved('export_idempotency_conflicts_total', { route: '/api/exports/plan', reason: 'payload_mismatch' })).toBe(1);
  // No raw path (with its batch ID) ever becomes a label value.
  expect(after).not.toContain(batchId);
  // prom-client's default process metrics, and the SDK's own worker metrics from its loopback exporter.
  expect(after).toMatch(/^process_cpu_user_seconds_total /m);
  expect(after).toMatch(/^temporal_request\{/m);
  expect(after).toMatch(/^temporal_workflow_task_schedule_to_start_latency_bucket\{/m);
  // Buckets fine enough for a healthy worker's few-millisecond latencies.
  expect(after).toMatch(/^temporal_workflow_task_schedule_to_start_latency_bucket\{[^}]*le="5"/m);
  expect(after).toMatch(/^temporal_num_pollers\{/m);
  expect(after).not.toContain('Temporal SDK metrics unavailable');
});

test('METRICS_TOKEN is required when set; without it /metrics is open only on the embedded default', async () => {
  const none = await api.get('/metrics');
  expect(none.status).toBe(401);
  expect(none.body).toEqual({ errorCode: 'INVALID_METRICS_TOKEN', message: expect.any(String) });
  expect((await api.get('/metrics', { key: 'wrong-token-0123456789' })).status).toBe(401);
  expect((await api.get('/metrics', { key: METRICS_TOKEN })).status).toBe(200);

  const off = await serve(apiApp(service)); // not embedded, no token
  const open = await serve(apiApp(service, { metrics: { open: true } })); // the embedded default
  try {
    const res = await http(off.url).get('/metrics');
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('NOT_FOUND');
    expect((await http(open.url).get('/metrics')).status).toBe(200);
  } finally {
    await off.close();
    await open.close();
  }
});

test('each request is one log line with the route template; no key, query string or body', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  const app = await serve(apiApp(service, { logger: pino({ level: 'info' }, stream) }));
  try {
    const client = http(app.url);
    const res = await client.get('/api/exports/exp_doesnotexist?token=s3cr3t-query', { key: t.apiKey, headers: { 'x-request-id': 'req-metrics-1' } });
    expect(res.status).toBe(404);
    await client.get('/healthz'); // probes log at debug
    await client.get('/no/such/route');
    const requests = await until(() => {
      const got = lines.filter((l) => l.msg === 'request');
      return got.length >= 2 ? got : undefined;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(lines.filter((l) => l.msg === 'request')).toHaveLength(2);
    expect(requests[0]).toEqual(
      expect.objectContaining({ level: 30, method: 'GET', route: '/api/exports/:id', status: 404, durationMs: expect.any(Number), requestId: 'req-metrics-1', accountId: t.accountId }),
    );
    expect(requests[1]).toEqual(expect.objectContaining({ route: 'unmatched', status: 404 }));
    expect(requests[1]).not.toHaveProperty('accountId');
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(t.apiKey);
    expect(logged).not.toContain('s3cr3t-query');
    expect(logged).not.toContain('exp_doesnotexist');
  } finally {
    await app.close();
  }
});
