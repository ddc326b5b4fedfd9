import { randomBytes } from 'node:crypto';
import path from 'node:path';
import os from 'node:os';
import pino from 'pino';
import { loadConfig, type Role } from '../../runtime/config';
import { startService, type Service } from '../../runtime/service';
import type { TracingOptions } from '../../runtime/tracing';

export const ADMIN_TOKEN = 'test-admin-token-0123456789';

/**
 * The real service (Koa over HTTP, a real worker, real PostgreSQL) against the run's shared Temporal
 * and database, on its own port and task queue.
 */
export async function startTestService(env: Record<string, string> = {}, role: Role = 'all', tracing?: TracingOptions): Promise<Service> {
  const config = loadConfig(
    {
      PORT: '0',
      EXPORT_DATA_DIR: path.join(os.tmpdir(), `export-protocol-test-${process.pid}`),
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
      TEMPORAL_TASK_QUEUE: `test-${randomBytes(4).toString('hex')}`,
      EXPORT_ADMIN_TOKEN: ADMIN_TOKEN,
      EXPORT_SEED_DEMO: 'false',
      IDEMPOTENCY_WAIT_MS: '15000',
      // The rate limiter on, far above any test's bursts on one key (test/api/rate-limits.test.ts sets its own).
      RATE_LIMIT_READS: '1000000000',
      RATE_LIMIT_WRITES: '1000000000',
      ...env,
    },
    role,
  );
  return startService(config, { logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }), tracing });
}

export interface HttpResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  key?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** Sent as is (not JSON-encoded) when a string. */
  raw?: string;
}

/** A tiny HTTP client over fetch: what an integrator's code does. */
export function http(baseUrl: string) {
  const call = async (method: string, p: string, body?: unknown, opts: RequestOptions = {}): Promise<HttpResult> => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.key) headers.authorization = `Bearer ${opts.key}`;
    if (opts.idempotencyKey) headers['idempotency-key'] = opts.idempotencyKey;
    let payload: string | undefined;
    if (opts.raw !== undefined) payload = opts.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(`${baseUrl}${p}`, { method, headers, body: payload });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  };
  return {
    get: (p: string, opts?: RequestOptions) => call('GET', p, undefined, opts),
    post: (p: string, body?: unknown, opts?: RequestOptions) => call('POST', p, body, opts),
    patch: (p: string, body?: unknown, opts?: RequestOptions) => call('PATCH', p, body, opts),
    delete: (p: string, opts?: RequestOptions) => call('DELETE', p, undefined, opts),
    call,
  };
}

export type Http = ReturnType<typeof http>;

export interface Tenant {
  accountId: string;
  apiKey: string;
  apiKeyId: string;
  warehouseId: string;
  brokerId: string;
}

/** A fresh account with a key, a warehouse and a broker, made through the admin API. */
export async function createTenant(api: Http, name = 'Test Merchant'): Promise<Tenant> {
  const admin = { key: ADMIN_TOKEN };
  const account = await api.post('/admin/accounts', { name }, admin);
  if (account.status !== 201) throw new Error(`create account: ${account.status} ${JSON.stringify(account.body)}`);
  const accountId = account.body.id;
  const key = await api.post(`/admin/accounts/${accountId}/api-keys`, {}, admin);
  const wh = await api.post(`/admin/accounts/${accountId}/warehouses`, { name: 'Main', country: 'CA', addressLine1: '100 Queen St W', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2' }, admin);
  const broker = await api.post(
    `/admin/accounts/${accountId}/brokers`,
    { name: 'Broker', email: `broker+${accountId}@example.com`, brokerPath: 'partner_integrated' },
    admin,
  );
  return { accountId, apiKey: key.body.apiKey, apiKeyId: key.body.id, warehouseId: wh.body.id, brokerId: broker.body.id };
}

/** A product a customs broker would accept as is. */
export function readyProduct(externalId: string, overrides: Record<string, unknown> = {}) {
  return {
    externalId,
    sku: `SKU-${externalId}`,
    name: 'Cotton T-shirt',
    description: "Men's knitted T-shirt, 100% cotton",
    originCountry: 'CA',
    declaredValueUsd: 12.5,
    materials: ['cotton'],
    hsCode: '6109.10',
    weightKg: 0.2,
    ...overrides,
  };
}
