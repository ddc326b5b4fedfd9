import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { TelemetryOptions } from '@temporalio/worker';
import { freePort } from './net';

/**
 * The process's Prometheus metrics, served by GET /metrics (api/observe.ts). Names and labels are fixed:
 * dashboards are written against them. The API counts requests, idempotency outcomes and rate-limited
 * requests, the worker what its activities record; a process of role `all` has both. Label values are bounded sets.
 */
export const registry = new Registry();

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route template (unmatched: no route) and status',
  labelNames: ['method', 'route', 'status'] as const,
  // Execute may wait up to EXECUTE_RESPONSE_TIMEOUT_MS (60 s at most) for the broker e-mail.
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [registry],
});

export const idempotencyReplays = new Counter({
  name: 'export_idempotency_replays_total',
  help: 'Requests answered with the stored answer of an earlier request with the same Idempotency-Key',
  labelNames: ['route'] as const,
  registers: [registry],
});

export const idempotencyConflicts = new Counter({
  name: 'export_idempotency_conflicts_total',
  help: '409 IDEMPOTENCY_CONFLICT answers, by route and reason (payload_mismatch, in_progress)',
  labelNames: ['route', 'reason'] as const,
  registers: [registry],
});

export const rateLimited = new Counter({
  name: 'export_rate_limited_total',
  help: '429 RATE_LIMITED answers, by the quota policy the request counted against (reads, writes)',
  labelNames: ['policy'] as const,
  registers: [registry],
});

export const plansRecorded = new Counter({
  name: 'export_plans_total',
  help: 'Plan revisions recorded (a retried step rewriting the same revision is not counted), by readiness',
  labelNames: ['readiness'] as const,
  registers: [registry],
});

export const executesFinished = new Counter({
  name: 'export_executes_total',
  help: 'Executes: completed (a batch recorded export.executed, once per batch) or failed (a failed execute reopened its batch)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const brokerSubmissions = new Counter({
  name: 'export_broker_submissions_total',
  help: 'Broker e-mails settled as sent or failed, and attempts that failed transiently (retrying)',
  labelNames: ['status'] as const,
  registers: [registry],
});

export const webhookDeliveries = new Counter({
  name: 'export_webhook_deliveries_total',
  help: 'Webhook delivery attempts recorded, by outcome (succeeded, retrying, failed), and deliveries abandoned (endpoint disabled)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

// Every known label value from the start: a series first seen at 1 hides its first event from rate() and increase().
for (const readiness of ['READY', 'REVIEW_REQUIRED', 'BLOCKED']) plansRecorded.labels(readiness).inc(0);
for (const outcome of ['completed', 'failed']) executesFinished.labels(outcome).inc(0);
for (const status of ['sent', 'failed', 'retrying']) brokerSubmissions.labels(status).inc(0);
for (const outcome of ['succeeded', 'retrying', 'failed', 'abandoned']) webhookDeliveries.labels(outcome).inc(0);
for (const policy of ['reads', 'writes']) rateLimited.labels(policy).inc(0);

// Started at the first scrape: a process nobody scrapes (tests, one-off tools) runs no GC or event-loop observers.
let defaultMetricsStarted = false;

/** The SDK exporter's address, on globalThis: whoever installed the Runtime in this context recorded it. */
const TEMPORAL_EXPORTER = Symbol.for('export-protocol.temporal-metrics-address');
const holder = globalThis as { [TEMPORAL_EXPORTER]?: string };
const TEMPORAL_SCRAPE_TIMEOUT_MS = 1000;

/**
 * The SDK's latency histograms start at 100 ms; a healthy worker's task latencies are a few ms, which
 * would all fall in the first bucket (and read as 50/95/99 ms at p50/p95/p99). Milliseconds, as the SDK's.
 */
const LATENCY_BUCKETS_MS = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 30_000, 60_000];
const TEMPORAL_LATENCY_BUCKETS = Object.fromEntries(
  ['workflow_task_schedule_to_start_latency', 'activity_schedule_to_start_latency', 'workflow_task_execution_latency', 'activity_execution_latency', 'local_activity_execution_latency'].map(
    (name) => [name, LATENCY_BUCKETS_MS],
  ),
);

/**
 * Installs Temporal's Runtime (through `install`) with its Prometheus exporter on a free loopback port,
 * whose text GET /metrics appends. The address is recorded only once `install` succeeded, so a Runtime
 * installed earlier in the process keeps the address it was given.
 */
export async function withTemporalMetrics<T>(install: (telemetryOptions: TelemetryOptions) => T): Promise<T> {
  const bindAddress = `127.0.0.1:${await freePort()}`;
  const installed = install({ metrics: { prometheus: { bindAddress, histogramBucketOverrides: TEMPORAL_LATENCY_BUCKETS } } });
  holder[TEMPORAL_EXPORTER] = bindAddress;
  return installed;
}

/** The SDK's own metrics (temporal_…), or a comment line saying why they are missing. */
async function temporalMetricsText(): Promise<string> {
  const address = holder[TEMPORAL_EXPORTER];
  if (!address) return '# Temporal SDK metrics: no exporter in this process\n';
  try {
    const res = await fetch(`http://${address}/metrics`, { signal: AbortSignal.timeout(TEMPORAL_SCRAPE_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return await res.text();
  } catch (err) {
    return `# Temporal SDK metrics unavailable: ${String((err as Error).message).replace(/\s+/g, ' ')}\n`;
  }
}

/** The Prometheus text of this process: its own metrics, then the Temporal SDK's. */
export async function metricsText(): Promise<string> {
  if (!defaultMetricsStarted) {
    defaultMetricsStarted = true;
    collectDefaultMetrics({ register: registry });
  }
  const [own, temporal] = await Promise.all([registry.metrics(), temporalMetricsText()]);
  return `${own.endsWith('\n') ? own : `${own}\n`}${temporal}`;
}

export const METRICS_CONTENT_TYPE = registry.contentType;
