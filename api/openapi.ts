import { z } from 'zod';
import { createDocument } from 'zod-openapi';
import { ALL_EVENT_TYPES, EVENT_TYPES } from '../domain/events';
import * as s from './schemas';

/**
 * The published contract (OpenAPI 3.1), generated from the same zod schemas that validate requests;
 * response shapes are declared here next to them. Served at GET /openapi.json, rendered at GET /docs.
 */

const isoDate = z.string().meta({ format: 'date-time' });
const errorBody = z
  .object({
    errorCode: z.string().meta({ description: 'Stable machine-readable code' }),
    message: z.string(),
    field: z.string().optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'Error' });

const validationMessage = z
  .object({
    code: z.string(),
    message: z.string(),
    severity: z.enum(['error', 'warning', 'info']),
    field: z.string(),
    product_id: z.string().nullable(),
    order_id: z.string().nullable(),
  })
  .meta({ id: 'ValidationMessage' });

const readiness = z.enum(['READY', 'REVIEW_REQUIRED', 'BLOCKED']);
const lineItem = z.object({ productId: z.string(), quantity: z.number(), unitValueUsd: z.number() });
const order = z
  .object({
    id: z.string(),
    accountId: z.string(),
    externalId: z.string(),
    destinationCountry: z.string(),
    destinationRegion: z.string().nullable(),
    destinationPostalCode: z.string().nullable(),
    totalValueUsd: z.number(),
    items: z.array(lineItem),
    metadata: z.record(z.string(), z.unknown()).nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Order' });

const product = z
  .object({
    id: z.string(),
    accountId: z.string(),
    externalId: z.string(),
    sku: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    originCountry: z.string().nullable(),
    declaredValueUsd: z.number(),
    materials: z.array(z.string()),
    hsCode: z.string().nullable(),
    weightKg: z.number().nullable(),
    complianceProfile: z.looseObject({ readiness, missingFields: z.array(z.string()), issues: z.array(z.looseObject({ code: z.string() })) }),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'Product' });

const artifact = z.object({ artifact_type: z.string(), filename: z.string(), generated_at: isoDate }).meta({ id: 'Artifact' });
const brokerSubmission = z
  .object({
    id: z.string(),
    submission_type: z.string(),
    status: z.string(),
    recipient_email: z.string(),
    subject: z.string(),
    sent_at: isoDate.nullable(),
    error_message: z.string().nullable().meta({ description: 'Why the submission failed for good (status failed)' }),
    attempts: z.number().int().meta({ description: 'Attempts to e-mail the broker so far' }),
    last_error: z.string().nullable().meta({ description: 'The last transient failure, classified (no server text)' }),
    next_attempt_at: isoDate.nullable().meta({ description: 'When Temporal tries again (while pending)' }),
  })
  .meta({ id: 'BrokerSubmission', description: 'status: pending (Temporal retrying), sent or failed' });
const brokerSubmissionRetry = z
  .object({ exportId: z.string(), batch_id: z.string(), status: z.literal('retry_requested'), brokerSubmission: brokerSubmission.nullable() })
  .meta({ id: 'BrokerSubmissionRetry' });

const planView = z
  .object({
    exportId: z.string().nullable(),
    batch_id: z.string().nullable(),
    state: z.string(),
    status: z.string(),
    planHash: z.string(),
    readinessState: readiness,
    complianceScore: z.number().min(0).max(100),
    validationMessages: z.array(validationMessage),
    included_order_ids: z.array(z.string()),
    excluded_order_ids: z.array(z.string()),
    flags: z.array(z.string()),
    missing_data: z.array(z.object({ entity: z.enum(['product', 'order']), id: z.string(), field: z.string() })),
    recommended_strategy: z.string(),
    estimated_import_savings_usd: z.number(),
    next_recommended_action: z.string(),
    validation: z.object({ readiness_state: readiness, compliance_score: z.number(), validation_messages: z.array(validationMessage) }),
    dryRun: z.literal(true).optional(),
  })
  .meta({ id: 'ExportBatch' });

const executionView = z
  .object({
    exportId: z.string(),
    batch_id: z.string(),
    state: z.string(),
    status: z.string(),
    customs_package_id: z.string(),
    planHash: z.string(),
    artifacts: z.array(artifact),
    notification_ids: z.array(z.string()),
    notifications: z.array(z.string()),
    execution_timestamp: isoDate,
    brokerSubmission: brokerSubmission.nullable(),
  })
  .meta({ id: 'ExecutionResult' });

// ---- events (db/exports.ts, db/events.ts: the payload each type is recorded with) ----
// Payloads are open objects: a later version may add fields (never remove or retype one), so readers ignore unknown ones.
/** The same schema the requests validate with (one EventType component). */
const eventType = s.eventListQuery.shape.type.unwrap();
/** Fields a payload gained with the events API: events recorded before it do not have them. */
const since = (schema: z.ZodType, description: string) => schema.optional().meta({ description: `${description} (absent on events recorded before the events API)` });
const exportPlannedPayload = z
  .looseObject({
    batchId: z.string(),
    planRevision: z.number().int().min(1).meta({ description: '1 for export.planned, then 2, 3, … for each re-plan' }),
    planHash: z.string(),
    readinessState: readiness,
    complianceScore: z.number().int().min(0).max(100),
    destinationCountry: z.string(),
    orderIds: z.array(z.string()).meta({ description: 'The orders the plan includes' }),
  })
  .meta({ id: 'ExportPlannedPayload', description: 'export.planned and export.replanned' });
const exportExecutedPayload = z
  .looseObject({
    batchId: z.string(),
    customsPackageId: z.string(),
    packageNumber: since(z.string(), 'The customs package number'),
    planHash: z.string(),
  })
  .meta({ id: 'ExportExecutedPayload', description: 'export.executed' });
const exportExpiredPayload = z.looseObject({ batchId: z.string() }).meta({ id: 'ExportExpiredPayload', description: 'export.expired' });
const brokerSubmissionPayload = z
  .looseObject({
    batchId: z.string(),
    submissionId: z.string(),
    recipientEmail: since(z.string(), "The broker's address"),
    attempts: z.number().int().meta({ description: 'Attempts it took' }),
    error: since(z.string().nullable(), 'Why it failed (null when sent)'),
  })
  .meta({ id: 'BrokerSubmissionEventPayload', description: 'broker_submission.sent and broker_submission.failed' });
const customsOptimizationPayload = z
  .looseObject({
    optimizationId: z.string().meta({ description: 'The batch run (GET /api/customs/optimizations/{id})' }),
    status: z.enum(['completed', 'failed']),
    itemCount: z.number().int(),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'CustomsOptimizationEventPayload', description: 'customs_optimization.batch_completed and customs_optimization.batch_failed' });
/** Which payload each type carries (the same object is a webhook delivery's `data`). */
const PAYLOAD_OF: Record<(typeof EVENT_TYPES)[number], z.ZodType> = {
  'export.planned': exportPlannedPayload,
  'export.replanned': exportPlannedPayload,
  'export.executed': exportExecutedPayload,
  'export.expired': exportExpiredPayload,
  'broker_submission.sent': brokerSubmissionPayload,
  'broker_submission.failed': brokerSubmissionPayload,
  'customs_optimization.batch_completed': customsOptimizationPayload,
  'customs_optimization.batch_failed': customsOptimizationPayload,
};
const payloadDescription = `By type: ${EVENT_TYPES.map((t) => `${t} → ${(PAYLOAD_OF[t].meta()?.id as string)}`).join('; ')}.`;
// anyOf, not oneOf: the shapes overlap (every export payload also has the batchId export.expired has).
const eventPayload = z
  .union([exportPlannedPayload, exportExecutedPayload, exportExpiredPayload, brokerSubmissionPayload, customsOptimizationPayload])
  .meta({ description: payloadDescription });
const event = z
  .object({ id: z.string().meta({ description: "Also the webhook-id header of the event's deliveries" }), type: eventType, created_at: isoDate, payload: eventPayload })
  .meta({ id: 'Event' });

const inspectView = z
  .object({
    exportId: z.string(),
    status: z.string(),
    state: z.string(),
    readinessState: readiness,
    complianceScore: z.number(),
    validationMessages: z.array(validationMessage),
    planHash: z.string(),
    artifacts: z.array(artifact),
    export: z.looseObject({ batch_id: z.string(), lifecycle_state: z.string() }),
    batch: z.looseObject({ id: z.string(), state: z.string(), raw_state: z.string() }),
    customsPackage: z.object({ id: z.string(), packageNumber: z.string(), state: z.string() }).nullable(),
    notifications: z.array(z.object({ id: z.string(), channel: z.string(), status: z.string(), created_at: isoDate })),
    brokerSubmission: brokerSubmission.nullable(),
    snapshot: z.object({ included_order_ids: z.array(z.string()), planHash: z.string() }),
    events: z.array(event).meta({ description: "The batch's events, oldest first" }),
  })
  .meta({ id: 'ExportInspection' });

const optimizeResponse = z
  .looseObject({
    contract_status: z.literal('draft'),
    optimizer_run_id: z.string(),
    optimizer_attempt_id: z.string(),
    hs_code: z.string().nullable(),
    confidence_score: z.number().min(0).max(1),
    confidence_level: z.enum(['low', 'medium', 'high']),
    recommended_action: z.enum(['auto_accept', 'review', 'provide_more_detail']),
    attempt_number: z.number(),
    max_attempts: z.number(),
    retry_available: z.boolean(),
    metering: z.object({ billable_event_type: z.string(), optimizer_run_count: z.number(), optimizer_attempt_count: z.number() }),
  })
  .meta({ id: 'CustomsOptimization' });

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

// ---- webhooks (db/webhooks.ts: what the API shows) ----
const webhookEndpoint = z
  .object({
    id: z.string(),
    accountId: z.string(),
    url: z.string(),
    eventTypes: z.array(z.union([eventType, z.literal(ALL_EVENT_TYPES)])).meta({ description: '["*"]: every type, also types added later' }),
    status: z.enum(['enabled', 'disabled']),
    disabledReason: z
      .enum(['requested', 'gone', 'failing', 'deleted'])
      .nullable()
      .meta({ description: 'requested (PATCH), gone (the receiver answered 410), failing (only failures for WEBHOOK_DISABLE_AFTER_HOURS), deleted' }),
    description: z.string().nullable(),
    createdAt: isoDate,
    updatedAt: isoDate,
  })
  .meta({ id: 'WebhookEndpoint', description: 'Never its secret: that is shown only by create and rotate-secret' });
const secretField = z.string().meta({ description: 'whsec_… signing secret (Standard Webhooks). Shown only here: store it' });
const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: secretField }).meta({ id: 'WebhookEndpointWithSecret' });
const webhookEndpointRotated = webhookEndpoint
  .extend({
    secret: secretField,
    previousSecretExpiresAt: isoDate.meta({ description: 'Until then deliveries carry a signature by the previous secret too' }),
  })
  .meta({ id: 'WebhookEndpointRotated' });
const webhookAttempt = z
  .object({
    deliveryId: z.string(),
    eventId: z.string(),
    eventType: eventType,
    attempt: z.number().int().min(1),
    status: z.enum(['succeeded', 'retrying', 'failed']).meta({ description: 'retrying: another attempt follows at nextAttemptAt; failed: the delivery ended' }),
    statusCode: z.number().int().nullable().meta({ description: "The receiver's HTTP status; null when none came (see error)" }),
    error: z.string().nullable().meta({ description: 'Classified: HTTP 500, timeout after 15000 ms, connection refused, address not allowed: …' }),
    durationMs: z.number().int(),
    nextAttemptAt: isoDate.nullable(),
    createdAt: isoDate,
  })
  .meta({ id: 'WebhookAttempt' });
const redeliverResponse = z
  .object({
    eventId: z.string(),
    deliveries: z.array(z.object({ id: z.string(), endpointId: z.string(), status: z.literal('pending') })),
  })
  .meta({ id: 'Redelivery' });
const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), nextCursor: z.string().nullable().meta({ description: 'null on the last page' }) });

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
