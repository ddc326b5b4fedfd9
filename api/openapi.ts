import { z } from 'zod';
import { createDocument, type ZodOpenApiLinksObject, type ZodOpenApiOperationObject, type ZodOpenApiResponseObject } from 'zod-openapi';
import { manifestSchema } from '../domain/artifacts';
import { EVENT_TYPES } from '../domain/events';
import type { ErrorCode } from './errors';
import * as ex from './examples';
import * as s from './schemas';
import {
  isoDate,
  errorBody,
  errorBodyOf,
  healthResponse,
  order,
  product,
  adminAccount,
  adminApiKey,
  adminApiKeyRevoked,
  adminWarehouse,
  adminBroker,
  brokerSubmissionRetry,
  planView,
  executionView,
  PAYLOAD_OF,
  event,
  inspectView,
  optimizeResponse,
  optimizeBatchAccepted,
  optimization,
  webhookEndpoint,
  webhookEndpointWithSecret,
  webhookEndpointRotated,
  webhookEndpointDeleted,
  webhookAttempt,
  redeliverResponse,
  page,
  list,
} from './responses';

/**
 * The published contract (OpenAPI 3.1), generated from the same zod schemas that validate requests
 * (api/schemas.ts) and describe responses (api/responses.ts). Served at GET /openapi.json, rendered at GET /docs.
 *
 * operationIds are camelCase, a verb and the resource (README "OpenAPI document"): clients generated from
 * the document name their methods after them, so a published operationId is never renamed.
 * Every operation lists each status it can answer; an error response's schema names the errorCodes it
 * can carry at that status (api/errors.ts, api/auth.ts, api/idempotency.ts, api/temporal-errors.ts, the routes).
 */

type Tag = 'products' | 'orders' | 'exports' | 'customs' | 'events' | 'webhooks' | 'admin' | 'operations';
const TAGS: Array<{ name: Tag; description: string }> = [
  { name: 'products', description: 'The catalogue: products upserted by externalId, each with a compliance profile' },
  { name: 'orders', description: 'Orders upserted by externalId, with their line items' },
  { name: 'exports', description: 'Export batches: plan, execute, inspect, artifacts and the broker submission' },
  { name: 'customs', description: 'HS classification (draft preview): single runs and batch runs' },
  { name: 'events', description: 'What happened to batches and optimize runs; the same events are delivered to webhook endpoints' },
  { name: 'webhooks', description: 'Signed deliveries of events (Standard Webhooks): endpoints, their secrets and their delivery attempts' },
  { name: 'admin', description: 'Operators (EXPORT_ADMIN_TOKEN): accounts, API keys, warehouses, brokers' },
  { name: 'operations', description: 'Health, metrics and this document' },
];

/** Named examples of one body: each a real response (api/examples.ts). */
type Examples = Record<string, { summary: string; value: unknown }>;
const json = <T extends z.ZodType>(schema: T, example?: unknown, examples?: Examples) => ({
  content: { 'application/json': { schema, ...(example === undefined ? {} : { example }), ...(examples ? { examples } : {}) } },
});

// ---- response headers ----
const requestIdHeader = z.string().meta({
  header: { id: 'X-Request-Id', description: "On every response: the request's ID in the logs (the client's own X-Request-Id when it is 1-128 characters of A-Z a-z 0-9 . _ : -, else a UUID)" },
});
const replayedHeader = z.literal('true').optional().meta({
  header: { id: 'Idempotency-Replayed', description: 'true when this is the stored answer of an earlier request with the same Idempotency-Key and payload; absent otherwise' },
});
const retryAfterHeader = z.string().regex(/^[0-9]+$/).optional().meta({
  header: { id: 'Retry-After', description: 'Seconds to wait before retrying (DATABASE_UNAVAILABLE: 2; IDEMPOTENCY_CONFLICT in_progress: 1)' },
});
const allowHeader = z.string().meta({ header: { id: 'Allow', description: 'The methods the path serves, comma-separated (HEAD comes with GET)' } });

const headers = (extra: Record<string, z.ZodType> = {}) => z.object({ 'X-Request-Id': requestIdHeader, ...extra });

// ---- error responses ----
/** What each errorCode means; a response's description lists the codes it can carry. */
const WHEN: Record<ErrorCode, string> = {
  INVALID_REQUEST: 'the body is empty (where one is required) or not JSON, nested deeper than 32 levels, or holds text PostgreSQL cannot store (NUL, an unpaired UTF-16 surrogate)',
  VALIDATION_ERROR: "schema violation, or JSON that is not an object; `field` is the first issue's dotted path, `details.issues` is `[{path, message, code}]`",
  INVALID_ORDER_REFERENCE: 'an orderId the account does not have (`details.requestedOrderIds`, `details.foundOrderIds`)',
  INVALID_ACCOUNT_SCOPE: 'the warehouseId or brokerId is not one of the account (`field`)',
  INVALID_API_KEY: 'the API key is missing, unknown or revoked',
  INVALID_ADMIN_TOKEN: 'the admin token is missing or wrong',
  INVALID_METRICS_TOKEN: 'METRICS_TOKEN is set and the bearer token is not it',
  NOT_FOUND: "no such resource in the key's account (another account's look the same), or an ID in the path that cannot name anything (NUL, a broken % escape)",
  METHOD_NOT_ALLOWED: 'the path exists, the method does not (`Allow` lists the methods it has)',
  INVALID_EXPORT_STATE: "the batch's state refuses it (`details.currentState`, and `details.reason` where it says more)",
  IDEMPOTENCY_CONFLICT:
    'the Idempotency-Key was used with another payload (`details.reason` `payload_mismatch`), or the same request is still running (`in_progress`, `details.retryable: true`, `Retry-After`: retry it unchanged)',
  ALREADY_EXISTS: 'the `id` is taken',
  PAYLOAD_TOO_LARGE: 'the body is over BODY_LIMIT (1 MB)',
  UNSUPPORTED_MEDIA_TYPE: 'a body with a content type that is not JSON',
  TEMPORAL_UNAVAILABLE: 'Temporal is busy, unreachable or has no worker (`details.reason` busy / unreachable / timeout): retry with the same Idempotency-Key',
  DATABASE_UNAVAILABLE: 'PostgreSQL cannot be reached (`details.reason`, `Retry-After: 2`): retry with the same Idempotency-Key',
  EXECUTION_FAILED: 'a step failed after its retries (`details.failureType`): retry with the same Idempotency-Key, which runs it again',
  OPTIMIZER_MAX_ATTEMPTS_REACHED: 'the run has used all its attempts (`details.attempt_count`, `details.max_attempts`)',
  WEBHOOK_ENDPOINT_DISABLED: 'the endpoint is disabled (`details.endpointId`, `details.disabledReason`): enable it first',
  INTERNAL_ERROR: 'a fault of ours: `details.requestId` (also the X-Request-Id header) finds it in the logs',
};

type ErrorStatus = '400' | '401' | '403' | '404' | '405' | '409' | '413' | '415' | '500' | '503';

/**
 * An error response: the Error body with `errorCode` narrowed to `codes`, and the headers that come with
 * them. `notes` say what a code means on this route when it says more than WHEN.
 */
function failure(
  status: ErrorStatus,
  codes: ErrorCode[],
  notes: Partial<Record<ErrorCode, string>> = {},
  id?: string,
  examples?: Examples,
): ZodOpenApiResponseObject {
  const extra: Record<string, z.ZodType> = {};
  if (status === '405') extra.Allow = allowHeader;
  if (codes.includes('DATABASE_UNAVAILABLE') || (status === '409' && codes.includes('IDEMPOTENCY_CONFLICT'))) extra['Retry-After'] = retryAfterHeader;
  const schema = errorBodyOf(codes as [ErrorCode, ...ErrorCode[]]);
  return {
    ...(id ? { id } : {}),
    description: codes.map((c) => `\`${c}\`: ${notes[c] ?? WHEN[c]}`).join('\n\n'),
    headers: headers(extra),
    ...json(schema, undefined, examples),
  };
}

// The responses many operations share, published once under components.responses.
const R = {
  unauthorized: failure('401', ['INVALID_API_KEY'], {}, 'Unauthorized', { invalidApiKey: { summary: 'An unknown key', value: ex.invalidApiKey } }),
  forbidden: failure('403', ['INVALID_ACCOUNT_SCOPE'], { INVALID_ACCOUNT_SCOPE: "the body's accountId is not the key's account (`details.apiKeyAccountId`, `details.payloadAccountId`); checked before validation" }, 'Forbidden'),
  notFound: failure('404', ['NOT_FOUND'], {}, 'NotFound'),
  methodNotAllowed: failure('405', ['METHOD_NOT_ALLOWED'], {}, 'MethodNotAllowed'),
  payloadTooLarge: failure('413', ['PAYLOAD_TOO_LARGE'], {}, 'PayloadTooLarge'),
  unsupportedMediaType: failure('415', ['UNSUPPORTED_MEDIA_TYPE'], {}, 'UnsupportedMediaType'),
  internal: failure('500', ['INTERNAL_ERROR'], {}, 'InternalError'),
  databaseUnavailable: failure('503', ['DATABASE_UNAVAILABLE'], {}, 'DatabaseUnavailable'),
  temporalUnavailable: failure('503', ['TEMPORAL_UNAVAILABLE', 'DATABASE_UNAVAILABLE'], {}, 'TemporalUnavailable'),
  executionUnavailable: failure('503', ['TEMPORAL_UNAVAILABLE', 'EXECUTION_FAILED', 'DATABASE_UNAVAILABLE'], {}, 'ExecutionUnavailable'),
  badBody: failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR'], {}, 'BadRequest'),
  badQuery: failure('400', ['VALIDATION_ERROR'], { VALIDATION_ERROR: 'a query parameter out of its schema, or a cursor this endpoint did not return (`code` invalid_cursor)' }, 'BadQuery'),
  adminUnauthorized: failure('401', ['INVALID_ADMIN_TOKEN'], {}, 'AdminUnauthorized'),
  adminNotFound: failure('404', ['NOT_FOUND'], { NOT_FOUND: 'no such account (or API key), or the admin API is off (no EXPORT_ADMIN_TOKEN)' }, 'AdminNotFound'),
};
const idempotencyConflict = failure('409', ['IDEMPOTENCY_CONFLICT']);

/** A read of the public API: the key, then the database. */
const readErrors = { '401': R.unauthorized, '500': R.internal, '503': R.databaseUnavailable };
/** A body-taking write of the public API, before its route's own errors. */
const writeErrors = {
  '400': R.badBody,
  '401': R.unauthorized,
  '403': R.forbidden,
  '409': idempotencyConflict,
  '413': R.payloadTooLarge,
  '415': R.unsupportedMediaType,
  '500': R.internal,
  '503': R.databaseUnavailable,
};

// ---- operations ----

interface Ok {
  status?: '200' | '201' | '202';
  description?: string;
  schema: z.ZodType;
  example?: unknown;
  /** Instead of `example`, where the body has several shapes. */
  examples?: Examples;
  links?: ZodOpenApiLinksObject;
}

/** One operation: its ID, tag, auth, parameters, body, success and errors. */
function op(o: {
  id: string;
  tag: Tag;
  summary: string;
  description?: string;
  auth: 'bearer' | 'admin' | 'none';
  /** A write under the idempotency rules: the Idempotency-Key header, and Idempotency-Replayed on a 2xx. */
  idempotent?: boolean;
  path?: z.ZodObject;
  query?: z.ZodObject;
  body?: { schema: z.ZodType; required: boolean; example?: unknown };
  ok: Ok;
  errors: Partial<Record<ErrorStatus, ZodOpenApiResponseObject>>;
}): ZodOpenApiOperationObject {
  const requestParams = {
    ...(o.path ? { path: o.path } : {}),
    ...(o.query ? { query: o.query } : {}),
    ...(o.idempotent ? { header: s.writeRequestHeaders } : {}),
  };
  return {
    operationId: o.id,
    tags: [o.tag],
    summary: o.summary,
    ...(o.description ? { description: o.description } : {}),
    security: o.auth === 'none' ? [] : [{ [o.auth]: [] }],
    ...(Object.keys(requestParams).length ? { requestParams } : {}),
    ...(o.body ? { requestBody: { required: o.body.required, ...json(o.body.schema, o.body.example) } } : {}),
    responses: {
      [o.ok.status ?? '200']: {
        description: o.ok.description ?? 'OK',
        headers: headers(o.idempotent ? { 'Idempotency-Replayed': replayedHeader } : {}),
        ...json(o.ok.schema, o.ok.example, o.ok.examples),
        ...(o.ok.links ? { links: o.ok.links } : {}),
      },
      ...o.errors,
    },
  };
}

/** The admin API: its token, its 404 when off, no idempotency. */
const adminOp = (id: string, summary: string, body: z.ZodType | undefined, ok: Ok, path?: z.ZodObject, conflict = true) =>
  op({
    id,
    tag: 'admin',
    summary,
    auth: 'admin',
    path,
    body: body ? { schema: body, required: id !== 'createApiKey' } : undefined,
    ok: { status: body ? '201' : '200', ...ok },
    errors: {
      ...(body ? { '400': R.badBody } : {}),
      '401': R.adminUnauthorized,
      '404': R.adminNotFound,
      ...(conflict && body ? { '409': failure('409', ['ALREADY_EXISTS']) } : {}),
      ...(body ? { '413': R.payloadTooLarge, '415': R.unsupportedMediaType } : {}),
      '500': R.internal,
      '503': R.databaseUnavailable,
    },
  });

/** What an endpoint receives (Standard Webhooks): one POST per event, for the `webhooks` section. */
const deliveryHeaders = z.object({
  'webhook-id': z.string().meta({ description: "The event's ID: the same on every retry and redelivery, so deduplicate on it" }),
  'webhook-timestamp': z.string().meta({ description: 'Unix seconds of this attempt' }),
  'webhook-signature': z.string().meta({ description: 'v1,<base64 HMAC-SHA256>, space-separated; two during the 24 h after a secret rotation' }),
});
const pascal = (type: string) => type.split(/[._]/).map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const delivery = (type: (typeof EVENT_TYPES)[number]) => ({
  post: {
    operationId: `receive${pascal(type)}`,
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

/** The reference page's assets (api/routes/docs.ts): any other name is 404. */
const docsAssetParam = z.object({ asset: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js']) });
const anyObject = z.record(z.string(), z.unknown());
const URL_REFUSED =
  'the url may not be called: `details.issues[].code` at `url` is invalid_url, scheme_not_allowed, credentials_in_url, private_address or unresolvable_host';

// ---- links: the stateful paths through the API (sync → plan → execute → inspect, and the rest) ----
// Only from values every such response has: a page may be empty, an inspected batch may have no artifacts.
const link = (operationId: string, description: string, parameters?: Record<string, string>, requestBody?: unknown) => ({
  operationId,
  description,
  ...(parameters ? { parameters } : {}),
  ...(requestBody === undefined ? {} : { requestBody }),
});
const exportLinks = (from: string) => ({
  InspectExport: link('inspectExport', `The batch ${from}`, { 'path.id': '$response.body#/exportId' }),
  ListBatchEvents: link('listEvents', `The events of the batch ${from}`, { 'query.batchId': '$response.body#/exportId' }),
});
const artifactLink = link('getExportArtifact', 'Its first artifact', { 'path.id': '$response.body#/exportId', 'path.filename': '$response.body#/artifacts/0/filename' });
const endpointLinks = {
  GetWebhookEndpoint: link('getWebhookEndpoint', 'The endpoint', { 'path.id': '$response.body#/id' }),
  UpdateWebhookEndpoint: link('updateWebhookEndpoint', 'Change it', { 'path.id': '$response.body#/id' }),
  RotateWebhookEndpointSecret: link('rotateWebhookEndpointSecret', 'A new secret', { 'path.id': '$response.body#/id' }),
  ListWebhookDeliveries: link('listWebhookDeliveries', 'Its delivery attempts', { 'path.id': '$response.body#/id' }),
  DeleteWebhookEndpoint: link('deleteWebhookEndpoint', 'Delete it', { 'path.id': '$response.body#/id' }),
};

export function openApiDocument(): ReturnType<typeof createDocument> {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Export Protocol',
      version: '1.0.0',
      description: [
        'Export Protocol v1: plan, execute, inspect. Errors share one body (`Error`); each error response lists the `errorCode` values it can carry.',
        'Every response has `X-Request-Id`. A path called with a method it does not have answers `405 METHOD_NOT_ALLOWED` with `Allow` (components.responses.MethodNotAllowed); OPTIONS answers 204 with `Allow`.',
        'Writes take an `Idempotency-Key` (header, or body `idempotencyKey`): a replay answers the stored response with `Idempotency-Replayed: true`.',
        'Text is stored in PostgreSQL, which cannot hold NUL (U+0000) or unpaired UTF-16 surrogates: a body with either, anywhere, is `400 INVALID_REQUEST`.',
      ].join('\n\n'),
    },
    // Relative: the document is served by the service it describes, so clients resolve `/` against the
    // URL they fetched it from (one static document for every host, port and proxy it is reached through).
    servers: [{ url: '/', description: 'The service this document was fetched from' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'API key of an account' },
        admin: { type: 'http', scheme: 'bearer', description: 'EXPORT_ADMIN_TOKEN' },
        metrics: { type: 'http', scheme: 'bearer', description: 'METRICS_TOKEN (GET /metrics)' },
      },
      // Error (every body, by errorCode) is published through a response: a schema listed here directly
      // would be rendered as a request schema, and every error body would appear twice (…Output).
      responses: {
        MethodNotAllowed: R.methodNotAllowed,
        Error: { description: 'Any error: each operation lists the statuses and errorCodes it answers with', ...json(errorBody) },
      },
    },
    tags: TAGS,
    webhooks: Object.fromEntries(EVENT_TYPES.map((type) => [type, delivery(type)])),
    paths: {
      '/healthz': {
        get: {
          operationId: 'getHealth',
          tags: ['operations'],
          summary: 'Readiness of PostgreSQL, Temporal and the worker',
          security: [],
          responses: {
            '200': { description: 'Ready', headers: headers(), ...json(healthResponse, ex.health) },
            '503': { description: 'Not ready: `checks` says what is not', headers: headers(), ...json(healthResponse) },
            '500': R.internal,
          },
        },
      },
      '/metrics': {
        get: {
          operationId: 'getMetrics',
          tags: ['operations'],
          summary: 'Prometheus metrics of this process: METRICS_TOKEN when set, else open on the embedded default and off elsewhere',
          // No token needed on the embedded default.
          security: [{ metrics: [] }, {}],
          responses: {
            '200': { description: 'Prometheus text format 0.0.4', headers: headers(), content: { 'text/plain': { schema: z.string() } } },
            '401': failure('401', ['INVALID_METRICS_TOKEN']),
            '404': failure('404', ['NOT_FOUND'], { NOT_FOUND: 'metrics are off: not the embedded default and no METRICS_TOKEN' }),
            '500': R.internal,
          },
        },
      },
      '/products/sync': {
        post: op({
          id: 'syncProducts',
          tag: 'products',
          summary: 'Upsert products by externalId',
          auth: 'bearer',
          idempotent: true,
          body: { schema: s.productSyncRequest, required: true, example: { accountId: 'acct_demo', items: [{ externalId: 'shopify-1001', sku: 'TEE-BLK-M', name: 'Cotton T-shirt', description: "Men's knitted T-shirt, 100% cotton", originCountry: 'CA', declaredValueUsd: 12.5, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2 }] } },
          ok: {
            schema: list(product),
            example: ex.productSync,
            links: {
              GetProduct: link('getProduct', 'The first product synced', { 'path.id': '$response.body#/data/0/id' }),
              SyncOrderOfProduct: link('syncOrders', 'An order of the first product synced', undefined, {
                items: [{ externalId: 'linked-order', destinationCountry: 'US', items: [{ productId: '$response.body#/data/0/id', quantity: 1, unitValueUsd: 10 }] }],
              }),
            },
          },
          errors: writeErrors,
        }),
      },
      '/products': {
        get: op({
          id: 'listProducts',
          tag: 'products',
          summary: "List the account's products",
          auth: 'bearer',
          query: s.productListQuery,
          ok: { schema: page(product), example: ex.productList },
          errors: { '400': R.badQuery, ...readErrors },
        }),
      },
      '/products/{id}': {
        get: op({ id: 'getProduct', tag: 'products', summary: 'One product with its compliance profile', auth: 'bearer', path: s.pathParams.product, ok: { schema: product, example: ex.product }, errors: { ...readErrors, '404': R.notFound } }),
      },
      '/api/orders/sync': {
        post: op({
          id: 'syncOrders',
          tag: 'orders',
          summary: 'Upsert orders by externalId',
          auth: 'bearer',
          idempotent: true,
          body: { schema: s.orderSyncRequest, required: true },
          ok: {
            schema: list(order),
            example: ex.orderSync,
            links: { PlanOrder: link('planExport', 'Plan a batch of the first order synced', undefined, { orderIds: ['$response.body#/data/0/id'] }) },
          },
          errors: {
            ...writeErrors,
            '400': failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR'], { VALIDATION_ERROR: `${WHEN.VALIDATION_ERROR}; a productId the account does not have is \`code\` unknown_product` }),
          },
        }),
      },
      '/api/exports/plan': {
        post: op({
          id: 'planExport',
          tag: 'exports',
          summary: 'Plan an export batch (or re-plan one: batchId; or preview: dryRun)',
          description: 'A dry run (`dryRun: true`) starts and stores nothing, so it takes no Idempotency-Key: its `exportId` is null (or the batchId sent) and `dryRun` is true.',
          auth: 'bearer',
          idempotent: true,
          body: { schema: s.planRequest, required: true },
          ok: {
            schema: planView,
            examples: {
              planned: { summary: 'A batch planned (BATCHED)', value: ex.plan },
              dryRun: { summary: 'A dry run: nothing started or stored', value: ex.planDryRun },
            },
            links: {
              ExecuteExport: link('executeExport', 'Execute the batch just planned', undefined, { batchId: '$response.body#/exportId' }),
              ReplanExport: link('planExport', 'Re-plan the batch', undefined, { batchId: '$response.body#/exportId' }),
              ...exportLinks('just planned'),
            },
          },
          errors: {
            ...writeErrors,
            '400': failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR', 'INVALID_ORDER_REFERENCE', 'INVALID_ACCOUNT_SCOPE'], {}, undefined, {
              validationError: { summary: 'No brokerId, and no orderIds', value: ex.validationError },
              invalidOrderReference: { summary: 'An order the account does not have', value: ex.invalidOrderReference },
            }),
            '404': failure('404', ['NOT_FOUND'], { NOT_FOUND: "a re-plan (batchId) of a batch the account does not have" }),
            '409': failure('409', ['IDEMPOTENCY_CONFLICT', 'INVALID_EXPORT_STATE'], { INVALID_EXPORT_STATE: 'a re-plan of a batch that is no longer BATCHED (`details.currentState`)' }),
            '503': R.executionUnavailable,
          },
        }),
      },
      '/api/exports/execute': {
        post: op({
          id: 'executeExport',
          tag: 'exports',
          summary: 'Execute a planned batch: customs package, artifacts, broker e-mail',
          auth: 'bearer',
          idempotent: true,
          body: { schema: s.executeRequest, required: true },
          ok: {
            schema: executionView,
            example: ex.execution,
            links: {
              ...exportLinks('just executed'),
              GetExportArtifact: artifactLink,
              RetryBrokerSubmission: link('retryBrokerSubmission', 'Send the broker e-mail again', { 'path.id': '$response.body#/exportId' }),
            },
          },
          errors: {
            ...writeErrors,
            '404': R.notFound,
            '409': failure(
              '409',
              ['IDEMPOTENCY_CONFLICT', 'INVALID_EXPORT_STATE'],
              { INVALID_EXPORT_STATE: 'the batch is not BATCHED, is BLOCKED (`details.reason` plan_blocked), or is executing (executing_in_progress)' },
              undefined,
              { invalidExportState: { summary: 'Execute of a COMPLETED batch', value: ex.invalidExportState } },
            ),
            '503': R.executionUnavailable,
          },
        }),
      },
      '/api/exports/{id}': {
        get: op({
          id: 'inspectExport',
          tag: 'exports',
          summary: 'Inspect an export batch (the canonical read model)',
          auth: 'bearer',
          path: s.pathParams.exportBatch,
          ok: { schema: inspectView, example: ex.inspection },
          errors: { ...readErrors, '404': R.notFound },
        }),
      },
      '/api/exports/{id}/broker-submission/retry': {
        post: op({
          id: 'retryBrokerSubmission',
          tag: 'exports',
          summary: 'Try the broker e-mail again now (also after it failed)',
          auth: 'bearer',
          idempotent: true,
          path: s.pathParams.exportBatch,
          body: { schema: s.brokerSubmissionRetryRequest, required: true },
          ok: { status: '202', description: 'Accepted: the submission is tried again', schema: brokerSubmissionRetry, links: exportLinks('retried') },
          errors: {
            ...writeErrors,
            '404': R.notFound,
            '409': failure('409', ['IDEMPOTENCY_CONFLICT', 'INVALID_EXPORT_STATE'], {
              INVALID_EXPORT_STATE: 'the submission cannot be retried (`details.reason` already_sent, not_submitted or retry_window_closed)',
            }),
            '503': R.executionUnavailable,
          },
        }),
      },
      '/api/exports/{id}/artifacts/{filename}': {
        get: {
          operationId: 'getExportArtifact',
          tags: ['exports'],
          summary: 'Download an artifact',
          security: [{ bearer: [] }],
          requestParams: { path: s.pathParams.artifact },
          responses: {
            '200': {
              description: 'The file, as an attachment',
              headers: headers({ 'Content-Disposition': z.string().meta({ description: 'attachment; filename="<filename>"' }) }),
              content: {
                'text/plain': { schema: z.string() },
                'text/csv': { schema: z.string() },
                'application/json': { schema: manifestSchema },
                'application/pdf': { schema: z.string().meta({ format: 'binary', description: 'the PDF commercial invoice' }) },
              },
            },
            '400': failure('400', ['VALIDATION_ERROR'], { VALIDATION_ERROR: 'not an artifact filename (1-200 of A-Z a-z 0-9 . _ -)' }),
            ...readErrors,
            '404': R.notFound,
          },
        },
      },
      '/api/customs/optimize': {
        post: op({
          id: 'optimizeCustoms',
          tag: 'customs',
          summary: 'Classify a product (draft preview); optimizer_run_id retries a run',
          auth: 'bearer',
          idempotent: true,
          body: { schema: s.optimizeRequest, required: true, example: { product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', materials: ['cotton'], country_of_origin: 'PT', value: 14 } },
          ok: {
            schema: optimizeResponse,
            example: ex.optimize,
            links: {
              GetCustomsOptimization: link('getCustomsOptimization', 'The run', { 'path.id': '$response.body#/optimizer_run_id' }),
              RetryCustomsOptimization: link('optimizeCustoms', 'Another attempt of the run', undefined, { optimizer_run_id: '$response.body#/optimizer_run_id' }),
            },
          },
          errors: {
            ...writeErrors,
            '403': failure('403', ['INVALID_ACCOUNT_SCOPE'], { INVALID_ACCOUNT_SCOPE: "the body's account_id is not the key's account (`field` account_id)" }),
            '404': failure('404', ['NOT_FOUND'], { NOT_FOUND: 'an optimizer_run_id the account does not have' }),
            '409': failure('409', ['IDEMPOTENCY_CONFLICT', 'OPTIMIZER_MAX_ATTEMPTS_REACHED']),
          },
        }),
      },
      '/api/customs/optimize/batch': {
        post: op({
          id: 'optimizeCustomsBatch',
          tag: 'customs',
          summary: 'Classify many products as one workflow',
          auth: 'bearer',
          idempotent: true,
          body: { schema: s.optimizeBatchRequest, required: true, example: { items: [{ product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', country_of_origin: 'PT', value: 14, materials: ['cotton'] }] } },
          ok: {
            status: '202',
            description: 'Accepted: the batch run is running; poll status_url',
            schema: optimizeBatchAccepted,
            example: ex.optimizeBatch,
            links: { GetCustomsOptimization: link('getCustomsOptimization', 'The batch run', { 'path.id': '$response.body#/optimizer_batch_run_id' }) },
          },
          errors: {
            ...writeErrors,
            '403': failure('403', ['INVALID_ACCOUNT_SCOPE'], { INVALID_ACCOUNT_SCOPE: "the body's account_id is not the key's account (`field` account_id)" }),
            '503': R.temporalUnavailable,
          },
        }),
      },
      '/api/customs/optimizations/{id}': {
        get: op({
          id: 'getCustomsOptimization',
          tag: 'customs',
          summary: 'A run (kind single) or a batch run (kind batch)',
          auth: 'bearer',
          path: s.pathParams.optimization,
          ok: {
            schema: optimization,
            examples: {
              batch: { summary: 'A batch run (kind batch)', value: ex.optimizationBatch },
              single: { summary: 'A run of POST /api/customs/optimize (kind single)', value: ex.optimizationSingle },
            },
          },
          errors: { ...readErrors, '404': R.notFound },
        }),
      },
      '/api/events': {
        get: op({
          id: 'listEvents',
          tag: 'events',
          summary: "The account's events, newest first",
          auth: 'bearer',
          query: s.eventListQuery,
          ok: { schema: page(event), example: ex.events },
          errors: { '400': R.badQuery, ...readErrors },
        }),
      },
      '/api/events/{id}/redeliver': {
        post: op({
          id: 'redeliverEvent',
          tag: 'events',
          summary: 'Send an event again (a new delivery, same webhook-id) to one endpoint or every subscribed one',
          auth: 'bearer',
          idempotent: true,
          path: s.pathParams.event,
          body: { schema: s.redeliverRequest, required: true },
          ok: { status: '202', description: 'Accepted: the deliveries are queued', schema: redeliverResponse },
          errors: {
            ...writeErrors,
            '404': failure('404', ['NOT_FOUND'], { NOT_FOUND: `the event, or the endpointId, is not the account's; ${WHEN.NOT_FOUND}` }),
            '409': failure('409', ['IDEMPOTENCY_CONFLICT', 'WEBHOOK_ENDPOINT_DISABLED']),
            '503': R.temporalUnavailable,
          },
        }),
      },
      '/api/webhook-endpoints': {
        post: op({
          id: 'createWebhookEndpoint',
          tag: 'webhooks',
          summary: 'Subscribe a URL to events (answers the signing secret, once)',
          auth: 'bearer',
          idempotent: true,
          body: { schema: s.webhookEndpointCreateRequest, required: true },
          ok: {
            status: '201',
            description: 'Created: store the secret, it is not shown again',
            schema: webhookEndpointWithSecret,
            links: { ...endpointLinks, RedeliverToEndpoint: link('redeliverEvent', 'Redeliver an event to it', undefined, { endpointId: '$response.body#/id' }) },
          },
          errors: {
            ...writeErrors,
            '400': failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR'], { VALIDATION_ERROR: `${WHEN.VALIDATION_ERROR}; ${URL_REFUSED}; or \`code\` too_many_endpoints (20 an account)` }),
          },
        }),
        get: op({
          id: 'listWebhookEndpoints',
          tag: 'webhooks',
          summary: "The account's webhook endpoints, oldest first",
          auth: 'bearer',
          query: s.webhookListQuery,
          ok: { schema: page(webhookEndpoint) },
          errors: { '400': R.badQuery, ...readErrors },
        }),
      },
      '/api/webhook-endpoints/{id}': {
        get: op({ id: 'getWebhookEndpoint', tag: 'webhooks', summary: 'One webhook endpoint', auth: 'bearer', path: s.pathParams.webhookEndpoint, ok: { schema: webhookEndpoint }, errors: { ...readErrors, '404': R.notFound } }),
        patch: op({
          id: 'updateWebhookEndpoint',
          tag: 'webhooks',
          summary: 'Change the URL, event types, description, or status (enabled again clears disabledReason)',
          auth: 'bearer',
          idempotent: true,
          path: s.pathParams.webhookEndpoint,
          body: { schema: s.webhookEndpointUpdateRequest, required: true },
          ok: { schema: webhookEndpoint },
          errors: {
            ...writeErrors,
            '400': failure('400', ['INVALID_REQUEST', 'VALIDATION_ERROR'], { VALIDATION_ERROR: `${WHEN.VALIDATION_ERROR}; ${URL_REFUSED}` }),
            '404': R.notFound,
          },
        }),
        delete: op({
          id: 'deleteWebhookEndpoint',
          tag: 'webhooks',
          summary: 'Delete an endpoint: no further deliveries (body optional)',
          auth: 'bearer',
          idempotent: true,
          path: s.pathParams.webhookEndpoint,
          body: { schema: s.webhookEndpointActionRequest, required: false },
          ok: { schema: webhookEndpointDeleted },
          errors: { ...writeErrors, '404': R.notFound },
        }),
      },
      '/api/webhook-endpoints/{id}/rotate-secret': {
        post: op({
          id: 'rotateWebhookEndpointSecret',
          tag: 'webhooks',
          summary: 'A new signing secret; the previous one also signs for 24 h (body optional)',
          auth: 'bearer',
          idempotent: true,
          path: s.pathParams.webhookEndpoint,
          body: { schema: s.webhookEndpointActionRequest, required: false },
          ok: { schema: webhookEndpointRotated },
          errors: { ...writeErrors, '404': R.notFound },
        }),
      },
      '/api/webhook-endpoints/{id}/deliveries': {
        get: op({
          id: 'listWebhookDeliveries',
          tag: 'webhooks',
          summary: "The endpoint's delivery attempts, newest first",
          auth: 'bearer',
          path: s.pathParams.webhookEndpoint,
          query: s.webhookDeliveryListQuery,
          ok: { schema: page(webhookAttempt) },
          errors: { '400': R.badQuery, ...readErrors, '404': R.notFound },
        }),
      },
      '/admin/accounts': {
        post: adminOp('createAccount', 'Create an account', s.createAccountRequest, {
          schema: adminAccount,
          links: {
            CreateApiKey: link('createApiKey', 'A key of the account', { 'path.accountId': '$response.body#/id' }),
            CreateWarehouse: link('createWarehouse', 'A warehouse of the account', { 'path.accountId': '$response.body#/id' }),
            CreateBroker: link('createBroker', 'A broker of the account', { 'path.accountId': '$response.body#/id' }),
          },
        }),
      },
      '/admin/accounts/{accountId}/api-keys': {
        post: adminOp(
          'createApiKey',
          'Issue an API key (shown once; body optional)',
          s.createApiKeyRequest,
          {
            schema: adminApiKey,
            links: { RevokeApiKey: link('revokeApiKey', 'Revoke it', { 'path.id': '$response.body#/id' }) },
          },
          s.pathParams.account,
          false,
        ),
      },
      '/admin/api-keys/{id}': {
        delete: adminOp('revokeApiKey', 'Revoke an API key', undefined, { schema: adminApiKeyRevoked }, s.pathParams.apiKey),
      },
      '/admin/accounts/{accountId}/warehouses': { post: adminOp('createWarehouse', 'Create a warehouse', s.createWarehouseRequest, { schema: adminWarehouse }, s.pathParams.account) },
      '/admin/accounts/{accountId}/brokers': { post: adminOp('createBroker', 'Create a broker', s.createBrokerRequest, { schema: adminBroker }, s.pathParams.account) },
      '/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          tags: ['operations'],
          summary: 'This document',
          security: [],
          responses: { '200': { description: 'OpenAPI 3.1', headers: headers(), ...json(anyObject) }, '500': R.internal },
        },
      },
      '/docs': {
        get: {
          operationId: 'getDocsPage',
          tags: ['operations'],
          summary: 'API reference page (Swagger UI)',
          security: [],
          responses: { '200': { description: 'HTML', headers: headers(), content: { 'text/html': { schema: z.string() } } }, '500': R.internal },
        },
      },
      '/docs/{asset}': {
        get: {
          operationId: 'getDocsAsset',
          tags: ['operations'],
          summary: 'Assets of the reference page (Swagger UI, served locally)',
          security: [],
          requestParams: { path: docsAssetParam },
          responses: {
            '200': { description: 'CSS or JavaScript', headers: headers(), content: { 'text/css': { schema: z.string() }, 'application/javascript': { schema: z.string() } } },
            '404': R.notFound,
            '500': R.internal,
          },
        },
      },
    },
  }, { override: openRequestObjects });
}

/**
 * A request object's unknown fields are ignored (api/schemas.ts requestObject): `additionalProperties: {}`
 * says so, and is JSON Schema's default. Left out, because client generators turn `{}` into an index
 * signature (`[key: string]: unknown`) that an integrator's own interfaces for the body cannot satisfy.
 */
function openRequestObjects({ jsonSchema, io }: { jsonSchema: Record<string, unknown>; io: 'input' | 'output' }): void {
  const extra = jsonSchema.additionalProperties;
  if (io === 'input' && typeof extra === 'object' && extra !== null && Object.keys(extra).length === 0) delete jsonSchema.additionalProperties;
}
