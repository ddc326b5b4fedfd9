import { createDocument } from 'zod-openapi';
import { adminPaths } from './openapi/admin';
import { orderPaths, productPaths } from './openapi/catalogue';
import { customsPaths } from './openapi/customs';
import { exportReadPaths, planExecutePaths } from './openapi/exports';
import { json, R, withRateLimits, type Tag } from './openapi/kit';
import { docsPaths, healthPaths } from './openapi/operations';
import { eventDeliveries, eventPaths, webhookEndpointPaths, webhookEndpointsPaths } from './openapi/webhooks';
import { errorBody } from './responses';

/**
 * The published contract (OpenAPI 3.1), generated from the same zod schemas that validate requests
 * (api/schemas.ts) and describe responses (api/responses.ts). Served at GET /openapi.json, rendered at GET /docs.
 *
 * operationIds are camelCase, a verb and the resource (README "OpenAPI document"): clients generated from
 * the document name their methods after them, so a published operationId is never renamed.
 * Every operation lists each status it can answer; an error response's schema names the errorCodes it
 * can carry at that status (api/errors.ts, api/auth.ts, api/idempotency.ts, api/temporal-errors.ts, the routes).
 *
 * This file assembles the document; each area's paths are built in api/openapi/ (admin.ts, catalogue.ts,
 * customs.ts, exports.ts, operations.ts, webhooks.ts) from the shared pieces in api/openapi/kit.ts.
 */

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
    webhooks: eventDeliveries(),
    // Key order is the order of the published paths: operations, the public API by area, admin, this document.
    // Every operation that takes an API key is rate-limited: its 429 and RateLimit headers (kit.ts).
    paths: withRateLimits({
      ...healthPaths(),
      ...productPaths(),
      ...orderPaths(),
      ...planExecutePaths(),
      ...exportReadPaths(),
      ...customsPaths(),
      ...eventPaths(),
      ...webhookEndpointsPaths(),
      ...webhookEndpointPaths(),
      ...adminPaths(),
      ...docsPaths(),
    }),
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

