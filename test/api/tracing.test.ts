import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import pino from 'pino';
import { InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { loadConfig } from '../../runtime/config';
import type { Service } from '../../runtime/service';
import { startTracing } from '../../runtime/tracing';
import { workflowIdFor } from '../../workflows/definitions';
import { apiApp } from '../helpers/app';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

const exporter = new InMemorySpanExporter();

/** A W3C traceparent as a caller (a storefront, a gateway) would send it. */
function traceparent() {
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
  const traceId = hex(32);
  const parentId = hex(16);
  return { traceId, parentId, header: `00-${traceId}-${parentId}-01` };
}

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);

async function waitForSpans(traceId: string, done: (spans: ReadableSpan[]) => boolean, timeoutMs = 20_000): Promise<ReadableSpan[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const spans = spansOf(traceId);
    if (done(spans)) return spans;
    if (Date.now() > until) throw new Error(`spans never complete; got ${spans.map((s) => s.name).join(', ')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A span's name, then its parent's, up to the root of what this service recorded. */
function ancestry(span: ReadableSpan, spans: ReadableSpan[]): string[] {
  const byId = new Map(spans.map((s) => [s.spanContext().spanId, s]));
  const names = [span.name];
  for (let p = byId.get(span.parentSpanId ?? ''); p; p = byId.get(p.parentSpanId ?? '')) names.push(p.name);
  return names;
}

const find = (spans: ReadableSpan[], prefix: string) => spans.filter((s) => s.name.startsWith(prefix));

describe('tracing off (the default)', () => {
  it('is on only with an OTLP endpoint, and OTEL_SDK_DISABLED wins', () => {
    expect(loadConfig({}).tracing).toEqual({ enabled: false, serviceName: 'export-protocol' });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318/' }).tracing).toEqual({
      enabled: true,
      serviceName: 'export-protocol',
      url: 'http://localhost:4318/v1/traces',
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/traces', OTEL_SERVICE_NAME: 'exports-eu' }).tracing).toEqual({
      enabled: true,
      serviceName: 'exports-eu',
      url: 'http://collector:4318/traces',
    });
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://localhost:4318', OTEL_SDK_DISABLED: 'true' }).tracing.enabled).toBe(false);
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'localhost:4318' })).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
  });

  it('registers nothing: the global tracer is the no-op one, no context manager', () => {
    const span = trace.getTracer('probe').startSpan('probe');
    expect(span.isRecording()).toBe(false);
    expect(context.with(trace.setSpan(ROOT_CONTEXT, span), () => context.active())).toBe(ROOT_CONTEXT);
    span.end();
  });
});

describe('startTracing', () => {
  it('refuses a second tracer provider in the same process, and stop() leaves none behind', async () => {
    const settings = { enabled: true, serviceName: 'probe' };
    const first = startTracing(settings, pino({ level: 'silent' }), { spanProcessor: new SimpleSpanProcessor(new InMemorySpanExporter()) });
    expect(() => startTracing(settings, pino({ level: 'silent' }), { spanProcessor: new SimpleSpanProcessor(new InMemorySpanExporter()) })).toThrow(
      /another OpenTelemetry tracer provider/,
    );
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(true);
    await first.stop();
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);
  });
});

describe('tracing on: one trace from the request to the activities', () => {
  let service: Service;
  let api: Http;
  let tenant: Tenant;
  let orderId: string;
  let batchId: string;
  let planTraceId: string;

  beforeAll(async () => {
    // The endpoint turns tracing on; the injected processor replaces the OTLP exporter.
    service = await startTestService({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9' }, 'all', { spanProcessor: new SimpleSpanProcessor(exporter) });
    api = http(service.url);
    tenant = await createTenant(api, 'Traced Merchant');
    const p = await api.post('/products/sync', { accountId: tenant.accountId, items: [readyProduct('tee')] }, { key: tenant.apiKey });
    const o = await api.post(
      '/api/orders/sync',
      { accountId: tenant.accountId, items: [{ externalId: 'us-1', destinationCountry: 'US', destinationPostalCode: '10001', items: [{ productId: p.body.data[0].id, quantity: 1, unitValueUsd: 12.5 }] }] },
      { key: tenant.apiKey },
    );
    orderId = o.body.data[0].id;
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('createApp adds exactly one middleware, first, only when given one', () => {
    const middleware = async (_ctx: unknown, next: () => Promise<void>) => next();
    const plain = apiApp(service);
    const traced = apiApp(service, { tracing: { middleware } });
    expect(traced.middleware).toHaveLength(plain.middleware.length + 1);
    expect(traced.middleware[0]).toBe(middleware);
  });

  it('plan (update-with-start): HTTP → client → workflow → activities, one trace', async () => {
    const tp = traceparent();
    const res = await api.post(
      '/api/exports/plan',
      { accountId: tenant.accountId, warehouseId: tenant.warehouseId, brokerId: tenant.brokerId, orderIds: [orderId] },
      { key: tenant.apiKey, idempotencyKey: 'traced-plan', headers: { traceparent: tp.header } },
    );
    expect(res.status).toBe(200);
    batchId = res.body.exportId;
    planTraceId = tp.traceId;
    const spans = await waitForSpans(tp.traceId, (s) => find(s, 'HandleUpdate:plan').length > 0 && find(s, 'RunActivity:').length > 0);

    const [server] = spans.filter((s) => s.kind === SpanKind.SERVER);
    expect(server.name).toBe('POST /api/exports/plan');
    expect(server.parentSpanId).toBe(tp.parentId);
    expect(server.attributes).toEqual({
      'http.request.method': 'POST',
      'http.route': '/api/exports/plan',
      'http.response.status_code': 200,
      'export.request_id': res.headers.get('x-request-id'),
      'export.account_id': tenant.accountId,
    });
    expect(server.status.code).not.toBe(SpanStatusCode.ERROR);

    const [client] = find(spans, 'UpdateWithStartWorkflow:plan');
    expect(client.parentSpanId).toBe(server.spanContext().spanId);
    for (const s of [...find(spans, 'HandleUpdate:plan'), ...find(spans, 'RunActivity:')]) {
      expect(ancestry(s, spans)).toContain('UpdateWithStartWorkflow:plan');
      expect(ancestry(s, spans).at(-1)).toBe('POST /api/exports/plan');
    }
    // Never a key, a body or a header value.
    expect(JSON.stringify(spans.map((s) => s.attributes))).not.toContain(tenant.apiKey);
    if (process.env.TRACE_DUMP) console.log(spans.map((s) => ancestry(s, spans).join(' ← ')).join('\n'));
  });

  it('execute (update on the running workflow): the same chain through StartWorkflowUpdate', async () => {
    const tp = traceparent();
    const res = await api.post(
      '/api/exports/execute',
      { accountId: tenant.accountId, batchId },
      { key: tenant.apiKey, idempotencyKey: 'traced-execute', headers: { traceparent: tp.header } },
    );
    expect(res.status).toBe(200);
    const spans = await waitForSpans(tp.traceId, (s) => find(s, 'HandleUpdate:execute').length > 0 && find(s, 'RunActivity:').length > 0);

    const [server] = spans.filter((s) => s.kind === SpanKind.SERVER);
    expect(server.name).toBe('POST /api/exports/execute');
    expect(server.parentSpanId).toBe(tp.parentId);
    const [client] = find(spans, 'StartWorkflowUpdate:execute');
    expect(client.parentSpanId).toBe(server.spanContext().spanId);
    for (const s of [...find(spans, 'HandleUpdate:execute'), ...find(spans, 'RunActivity:')]) {
      expect(ancestry(s, spans)).toContain('StartWorkflowUpdate:execute');
      expect(ancestry(s, spans).at(-1)).toBe('POST /api/exports/execute');
    }
    if (process.env.TRACE_DUMP) console.log(spans.map((s) => ancestry(s, spans).join(' ← ')).join('\n'));
  });

  it('the workflow run span ends with the workflow (e-mail sent), in the trace of the plan that started it', async () => {
    const spans = await waitForSpans(planTraceId, (s) => find(s, 'RunWorkflow:').length > 0);
    const [run] = find(spans, 'RunWorkflow:');
    expect(run.name).toBe('RunWorkflow:exportBatchWorkflow');
    expect(ancestry(run, spans)).toEqual(['RunWorkflow:exportBatchWorkflow', 'UpdateWithStartWorkflow:plan', 'POST /api/exports/plan']);
  });

  it('a batch run with the tracing interceptors replays without them (same commands)', async () => {
    // The built tool, as in test/replay.test.ts: protobufjs does not survive jest's module sandbox.
    const tool = path.join(__dirname, '..', '..', 'dist', 'runtime', 'replay.js');
    const args = [tool, '--workflow-id', workflowIdFor(batchId), '--address', service.temporalAddress];
    const { stdout } = await promisify(execFile)(process.execPath, args, { timeout: 120_000 });
    expect(stdout).toContain('1 of 1 histories replay');
  }, 130_000);

  it('names unknown routes by method only, and a request without traceparent starts its own trace', async () => {
    exporter.reset();
    const res = await api.get('/no/such/route');
    expect(res.status).toBe(404);
    const [span] = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER);
    expect(span.name).toBe('GET');
    expect(span.parentSpanId).toBeUndefined();
    expect(span.attributes['http.response.status_code']).toBe(404);
    expect(span.attributes['http.route']).toBeUndefined();
  });

  it('names a route with parameters by its template, not the ID', async () => {
    exporter.reset();
    expect((await api.get(`/api/exports/${batchId}`, { key: tenant.apiKey })).status).toBe(200);
    const [span] = exporter.getFinishedSpans().filter((s) => s.kind === SpanKind.SERVER);
    expect(span.name).toBe(`GET ${span.attributes['http.route']}`);
    expect(span.name).toMatch(/^GET \/api\/exports\/:\w+$/);
  });

  it('stopping the service unregisters the globals', async () => {
    await service.stop();
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);
    expect(context.with(trace.setSpan(ROOT_CONTEXT, trace.wrapSpanContext({ traceId: '1'.repeat(32), spanId: '1'.repeat(16), traceFlags: 1 })), () => context.active())).toBe(ROOT_CONTEXT);
  });
});

describe('tracing on with the real exporter', () => {
  it('sends OTLP to OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces, flushed when the service stops', async () => {
    const received: Array<{ url?: string; body: string }> = [];
    const collector = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ url: req.url, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
    const service = await startTestService({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_SERVICE_NAME: 'export-protocol-test' }, 'api');
    try {
      await http(service.url).get('/healthz');
    } finally {
      await service.stop();
      collector.close();
    }
    expect(received.map((r) => r.url)).toContain('/v1/traces');
    const all = received.map((r) => r.body).join('\n');
    expect(all).toContain('GET /healthz');
    expect(all).toContain('export-protocol-test');
  });
});
