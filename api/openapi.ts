import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import { EVENT_TYPES } from '../domain/events';
import * as s from './schemas';
import {
  isoDate,
  errorBody,
  order,
  product,
  artifact,
  brokerSubmissionRetry,
  planView,
  executionView,
  PAYLOAD_OF,
  event,
  inspectView,
  optimizeResponse,
  webhookEndpoint,
  webhookEndpointWithSecret,
  webhookEndpointRotated,
  webhookAttempt,
  redeliverResponse,
  page,
} from './responses';

/**
 * The published contract (OpenAPI 3.1), generated from the same zod schemas that validate requests
 * (api/schemas.ts) and describe responses (api/responses.ts). Served at GET /openapi.json, rendered at GET /docs.
 */

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const err = (description: string) => ({ description, ...json(errorBody) });
const idempotencyHeader = z.object({
  'Idempotency-Key': z.string().min(1).max(255).optional().meta({ description: 'Retry-safe key; wins over body idempotencyKey' }),
});
/** Any route that reads or writes PostgreSQL may answer this while the database is unreachable. */
const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE (with Retry-After; retry with the same Idempotency-Key)';
const write = (summary: string, body: z.ZodType, ok: z.ZodType, status = '200', errors: Record<string, string> = {}) => ({
  summary,
  security: [{ bearer: [] }],
  requestParams: { header: idempotencyHeader },
  requestBody: { required: true, ...json(body) },
  responses: {
    [status]: { description: 'OK', ...json(ok) },
    '400': err('INVALID_REQUEST or VALIDATION_ERROR (and the route-specific 400s)'),
    '401': err('INVALID_API_KEY'),
    '403': err('INVALID_ACCOUNT_SCOPE'),
    '409': err('IDEMPOTENCY_CONFLICT (and INVALID_EXPORT_STATE where it applies)'),
    '413': err('PAYLOAD_TOO_LARGE'),
    ...Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, err(v)])),
    '503': err([errors['503'], DATABASE_UNAVAILABLE].filter(Boolean).join(', or ')),
  },
});
const read = (summary: string, ok: z.ZodType, params?: z.ZodObject, query?: z.ZodObject) => ({
  summary,
  security: [{ bearer: [] }],
  requestParams: { ...(params ? { path: params } : {}), ...(query ? { query } : {}) },
  responses: {
    '200': { description: 'OK', ...json(ok) },
    '400': err('VALIDATION_ERROR (query or path)'),
    '401': err('INVALID_API_KEY'),
    '404': err('NOT_FOUND'),
    '503': err(DATABASE_UNAVAILABLE),
  },
});
const admin = (summary: string, body: z.ZodType | undefined, ok: z.ZodType, params?: z.ZodObject) => ({
  summary,
  tags: ['admin'],
  security: [{ admin: [] }],
  ...(params ? { requestParams: { path: params } } : {}),
  ...(body ? { requestBody: { required: true, ...json(body) } } : {}),
  responses: { [body ? '201' : '200']: { description: 'OK', ...json(ok) }, '400': err('VALIDATION_ERROR'), '401': err('INVALID_ADMIN_TOKEN'), '404': err('NOT_FOUND'), '409': err('ALREADY_EXISTS') },
});

/** What an endpoint receives (Standard Webhooks): one POST per event, for the `webhooks` section. */
const deliveryHeaders = z.object({
  'webhook-id': z.string().meta({ description: "The event's ID: the same on every retry and redelivery, so deduplicate on it" }),
  'webhook-timestamp': z.string().meta({ description: 'Unix seconds of this attempt' }),
  'webhook-signature': z.string().meta({ description: 'v1,<base64 HMAC-SHA256>, space-separated; two during the 24 h after a secret rotation' }),
});
const delivery = (type: (typeof EVENT_TYPES)[number]) => ({
  post: {
    summary: `${type}: POSTed to each enabled endpoint subscribed to it`,
    tags: ['webhooks'],
    requestParams: { header: deliveryHeaders },
    requestBody: { required: true, ...json(z.object({ id: z.string(), type: z.literal(type), created_at: isoDate, data: PAYLOAD_OF[type] })) },
    responses: {
      '2XX': { description: 'Delivered' },
      '410': { description: 'Gone: the endpoint is disabled and nothing more is sent to it' },
      default: { description: 'Anything else (3xx included: redirects are not followed; no answer within WEBHOOK_TIMEOUT_MS): tried again on the retry schedule; 429 and 503 with Retry-After wait that long (at most 24 h)' },
    },
  },
});

const idParam = z.object({ id: z.string() });
const accountParam = z.object({ accountId: z.string() });
/** A write whose body may be left out (rotate-secret, delete): the path names the endpoint. */
const optionalBodyWrite = (summary: string, body: z.ZodType, ok: z.ZodType, errors: Record<string, string>) => {
  const op = write(summary, body, ok, '200', errors);
  return { ...op, tags: ['webhooks'], requestParams: { header: idempotencyHeader, path: idParam }, requestBody: { required: false, ...json(body) } };
};
const URL_REFUSED = 'INVALID_REQUEST, or VALIDATION_ERROR (details.issues[].code at url: invalid_url, scheme_not_allowed, credentials_in_url, private_address, unresolvable_host)';
const anyObject = z.record(z.string(), z.unknown());

export function openApiDocument(): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Export Protocol', version: '1.0.0', description: 'Export Protocol v1: plan, execute, inspect. Errors share one body.' },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'API key of an account' },
        admin: { type: 'http', scheme: 'bearer', description: 'EXPORT_ADMIN_TOKEN' },
        metrics: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (GET /metrics)' },
      },
    },
    tags: [
      { name: 'events', description: 'What happened to batches and optimize runs; the same events are delivered to webhook endpoints' },
      { name: 'webhooks', description: 'Signed deliveries of events (Standard Webhooks): endpoints, their secrets and their delivery attempts' },
      { name: 'admin', description: 'Operators (EXPORT_ADMIN_TOKEN)' },
    ],
    webhooks: Object.fromEntries(EVENT_TYPES.map((type) => [type, delivery(type)])),
    paths: {
      '/healthz': { get: { summary: 'Readiness of PostgreSQL, Temporal and the worker', responses: { '200': { description: 'ready', ...json(anyObject) }, '503': { description: 'not ready', ...json(anyObject) } } } },
      '/metrics': {
        get: {
          summary: 'Prometheus metrics of this process: METRICS_TOKEN when set, else open on the embedded default and off elsewhere',
          // No token needed on the embedded default.
          security: [{ metrics: [] }, {}],
          responses: {
            '200': { description: 'Prometheus text format 0.0.4', content: { 'text/plain': { schema: z.string() } } },
            '401': err('INVALID_METRICS_TOKEN'),
            '404': err('NOT_FOUND (metrics off: not embedded and no METRICS_TOKEN)'),
          },
        },
      },
      '/products/sync': { post: write('Upsert products by externalId', s.productSyncRequest, z.object({ data: z.array(product) })) },
      '/products': { get: read('List the account\'s products', z.object({ data: z.array(product), nextCursor: z.string().nullable() }), undefined, s.productListQuery) },
      '/products/{id}': { get: read('One product with its compliance profile', product, idParam) },
      '/api/orders/sync': { post: write('Upsert orders by externalId', s.orderSyncRequest, z.object({ data: z.array(order) })) },
      '/api/exports/plan': { post: write('Plan an export batch', s.planRequest, planView, '200', { '404': 'NOT_FOUND (re-plan of an unknown batch)', '503': 'TEMPORAL_UNAVAILABLE or EXECUTION_FAILED' }) },
      '/api/exports/execute': { post: write('Execute a planned batch', s.executeRequest, executionView, '200', { '404': 'NOT_FOUND', '503': 'TEMPORAL_UNAVAILABLE or EXECUTION_FAILED' }) },
      '/api/exports/{id}': { get: read('Inspect an export batch', inspectView, idParam) },
      '/api/exports/{id}/broker-submission/retry': {
        post: {
          ...write('Try the broker e-mail again now (also after it failed)', s.brokerSubmissionRetryRequest, brokerSubmissionRetry, '202', {
            '404': 'NOT_FOUND',
            '503': 'TEMPORAL_UNAVAILABLE',
          }),
          requestParams: { header: idempotencyHeader, path: idParam },
        },
      },
      '/api/exports/{id}/artifacts/{filename}': {
        get: {
          summary: 'Download an artifact',
          security: [{ bearer: [] }],
          requestParams: { path: z.object({ id: z.string(), filename: z.string() }) },
          responses: { '200': { description: 'The file', content: { 'text/plain': { schema: z.string() }, 'text/csv': { schema: z.string() }, 'application/json': { schema: anyObject } } }, '400': err('VALIDATION_ERROR'), '401': err('INVALID_API_KEY'), '404': err('NOT_FOUND') },
        },
      },
      '/api/customs/optimize': { post: write('Classify a product (draft preview)', s.optimizeRequest, optimizeResponse, '200', { '404': 'NOT_FOUND (unknown optimizer_run_id)' }) },
      '/api/customs/optimize/batch': { post: write('Classify many products as one workflow', s.optimizeBatchRequest, anyObject, '202', { '503': 'TEMPORAL_UNAVAILABLE' }) },
      '/api/customs/optimizations/{id}': { get: read('A run or a batch run', anyObject, idParam) },
      '/api/events': { get: { ...read("The account's events, newest first", page(event), undefined, s.eventListQuery), tags: ['events'] } },
      '/api/events/{id}/redeliver': {
        post: {
          ...write('Send an event again (a new delivery, same webhook-id) to one endpoint or every subscribed one', s.redeliverRequest, redeliverResponse, '202', {
            '404': 'NOT_FOUND (the event, or the endpointId)',
            '409': 'WEBHOOK_ENDPOINT_DISABLED (details.endpointId, details.disabledReason), or IDEMPOTENCY_CONFLICT',
            '503': 'TEMPORAL_UNAVAILABLE',
          }),
          tags: ['events'],
          requestParams: { header: idempotencyHeader, path: idParam },
        },
      },
      '/api/webhook-endpoints': {
        post: {
          ...write('Subscribe a URL to events (answers the signing secret, once)', s.webhookEndpointCreateRequest, webhookEndpointWithSecret, '201', {
            '400': `${URL_REFUSED}, or too_many_endpoints (20 an account)`,
          }),
          tags: ['webhooks'],
        },
        get: { ...read("The account's webhook endpoints, oldest first", page(webhookEndpoint), undefined, s.webhookListQuery), tags: ['webhooks'] },
      },
      '/api/webhook-endpoints/{id}': {
        get: { ...read('One webhook endpoint', webhookEndpoint, idParam), tags: ['webhooks'] },
        patch: {
          ...write('Change the URL, event types, description, or status (enabled again clears disabledReason)', s.webhookEndpointUpdateRequest, webhookEndpoint, '200', {
            '400': URL_REFUSED,
            '404': 'NOT_FOUND',
          }),
          tags: ['webhooks'],
          requestParams: { header: idempotencyHeader, path: idParam },
        },
        delete: optionalBodyWrite('Delete an endpoint: no further deliveries (body optional)', s.webhookEndpointActionRequest, webhookEndpoint.extend({ deleted: z.literal(true) }).meta({ id: 'WebhookEndpointDeleted' }), {
          '404': 'NOT_FOUND',
        }),
      },
      '/api/webhook-endpoints/{id}/rotate-secret': {
        post: optionalBodyWrite('A new signing secret; the previous one also signs for 24 h (body optional)', s.webhookEndpointActionRequest, webhookEndpointRotated, {
          '404': 'NOT_FOUND',
        }),
      },
      '/api/webhook-endpoints/{id}/deliveries': {
        get: { ...read("The endpoint's delivery attempts, newest first", page(webhookAttempt), idParam, s.webhookListQuery), tags: ['webhooks'] },
      },
      '/admin/accounts': { post: admin('Create an account', s.createAccountRequest, z.object({ id: z.string(), name: z.string(), createdAt: isoDate })) },
      '/admin/accounts/{accountId}/api-keys': { post: admin('Issue an API key (shown once)', s.createApiKeyRequest, z.object({ id: z.string(), accountId: z.string(), apiKey: z.string(), createdAt: isoDate }), accountParam) },
      '/admin/api-keys/{id}': { delete: admin('Revoke an API key', undefined, z.object({ id: z.string(), accountId: z.string(), revokedAt: isoDate }), idParam) },
      '/admin/accounts/{accountId}/warehouses': { post: admin('Create a warehouse', s.createWarehouseRequest, anyObject, accountParam) },
      '/admin/accounts/{accountId}/brokers': { post: admin('Create a broker', s.createBrokerRequest, anyObject, accountParam) },
      '/openapi.json': { get: { summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1', ...json(anyObject) } } } },
      '/docs': { get: { summary: 'API reference page', responses: { '200': { description: 'HTML', content: { 'text/html': { schema: z.string() } } } } } },
      '/docs/{asset}': {
        get: {
          summary: 'Assets of the reference page (Swagger UI, served locally)',
          requestParams: { path: z.object({ asset: z.string() }) },
          responses: { '200': { description: 'CSS or JavaScript', content: { 'text/css': { schema: z.string() }, 'application/javascript': { schema: z.string() } } }, '404': err('NOT_FOUND') },
        },
      },
    },
  });
}
