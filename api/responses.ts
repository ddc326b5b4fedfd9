import { z } from 'zod';
import {
  brokerSubmissionPayload,
  customsOptimizationPayload,
  eventSchema,
  eventTypeSchema,
  exportExecutedPayload,
  exportExpiredPayload,
  exportPlannedPayload,
  PAYLOAD_OF,
  type EventType,
} from '../domain/events';
import * as ev from '../domain/export-views';
import * as opt from '../domain/optimize-views';
import * as res from '../domain/resource-views';
import { isoDate, readinessSchema } from '../domain/schema-kit';
import { errorDetailsSchemas, OPTIONAL_DETAILS, type ErrorCode } from './errors';
import type * as s from './schemas';

/**
 * The response bodies of the API as zod schemas: the published contract's components (api/openapi.ts).
 * Those the domain and db build live in domain/ (export-views, events, resource-views, optimize-views),
 * their types inferred from them; this module names them for the document and adds the API's own.
 *
 * By route (2xx): /healthz healthResponse; products sync list(product), GET /products page(product),
 * /products/{id} product; orders sync list(order), GET /api/orders page(order), /api/orders/{id}
 * orderWithBatches; GET /api/exports page(exportSummary); plan planView (PlanResult: ExportBatch |
 * ExportBatchDryRun by state); execute executionView; inspect inspectView; broker retry
 * brokerSubmissionRetry; optimize optimizeResponse; optimize batch optimizeBatchAccepted;
 * optimizations/{id} optimization (by kind); events page(event); redeliver redeliverResponse; webhook
 * endpoints webhookEndpoint(WithSecret|Rotated|Deleted), page(webhookAttempt); admin adminAccount,
 * adminApiKey, adminApiKeyRevoked, adminWarehouse, adminBroker. Free-form by design only: Order.metadata,
 * CustomsOptimizationInput.supplier_metadata and .tenant_context.
 */

export { isoDate, PAYLOAD_OF, exportPlannedPayload, exportExecutedPayload, exportExpiredPayload, brokerSubmissionPayload, customsOptimizationPayload };

// ---- errors (every non-2xx) ----
/** Every errorCode the API answers; compile fails when api/errors.ts gains one not listed here. */
export const errorCodes = [
  'INVALID_REQUEST',
  'VALIDATION_ERROR',
  'INVALID_ORDER_REFERENCE',
  'INVALID_ACCOUNT_SCOPE',
  'INVALID_API_KEY',
  'INVALID_ADMIN_TOKEN',
  'INVALID_METRICS_TOKEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'INVALID_EXPORT_STATE',
  'IDEMPOTENCY_CONFLICT',
  'ALREADY_EXISTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TEMPORAL_UNAVAILABLE',
  'DATABASE_UNAVAILABLE',
  'EXECUTION_FAILED',
  'OPTIMIZER_MAX_ATTEMPTS_REACHED',
  'WEBHOOK_ENDPOINT_DISABLED',
  'RATE_LIMITED',
  'INTERNAL_ERROR',
] as const satisfies readonly ErrorCode[];
const allErrorCodesListed: [Exclude<ErrorCode, (typeof errorCodes)[number]>] extends [never] ? true : never = true;
void allErrorCodesListed;

export const errorCode = z.enum(errorCodes).meta({ id: 'ErrorCode', description: 'Stable machine-readable code' });

/** VALIDATION_ERROR → ValidationError, NOT_FOUND → NotFoundError: the component of each code's body. */
const componentOf = (code: ErrorCode) => {
  const name = code.toLowerCase().replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());
  return name.endsWith('Error') ? name : `${name}Error`;
};

/** One code's error body: its `errorCode`, and its `details` (api/errors.ts) where it has any. */
function bodyOf(code: ErrorCode): z.ZodObject {
  const details: z.ZodType | undefined = (errorDetailsSchemas as Partial<Record<ErrorCode, z.ZodType>>)[code];
  return z
    .object({
      errorCode: z.literal(code),
      message: z.string().meta({ description: 'for people: clients branch on the status, errorCode, field and details' }),
      field: z.string().optional().meta({ description: 'the field primarily responsible (a dotted path)' }),
      ...(details ? { details: OPTIONAL_DETAILS.has(code) ? details.optional() : details } : {}),
    })
    .meta({ id: componentOf(code) });
}

/** Each code's body, published as its own component. */
export const errorBodies = Object.fromEntries(errorCodes.map((c) => [c, bodyOf(c)])) as Record<ErrorCode, z.ZodObject>;

const byErrorCode = ([first, ...rest]: readonly [ErrorCode, ...ErrorCode[]]) =>
  z.discriminatedUnion('errorCode', [errorBodies[first], ...rest.map((c) => errorBodies[c])]);

/** Every error body, by errorCode (the Error component). */
export const errorBody = byErrorCode(errorCodes).meta({ id: 'Error' });

/** The error bodies of the codes one response answers with: a union keyed by errorCode (one code: its body). */
export const errorBodyOf = (codes: readonly [ErrorCode, ...ErrorCode[]]): z.ZodType => (codes.length === 1 ? errorBodies[codes[0]] : byErrorCode(codes));

// ---- health ----
const healthCheck = z.object({ ok: z.boolean(), detail: z.string().optional() }).meta({ id: 'HealthCheck' });
export const healthResponse = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.object({ postgres: healthCheck, temporal: healthCheck, worker: healthCheck }),
  })
  .meta({ id: 'Health', description: 'status ok (200) when every check is ok, else unavailable (503)' });

// ---- resources ----
export const readiness = readinessSchema;
export const validationMessage = ev.validationMessageSchema;
export const lineItem = res.lineItemSchema;
export const order = res.orderSchema;
export const product = res.productSchema;
export const adminAccount = res.accountSchema;
export const adminApiKey = res.apiKeySchema;
export const adminApiKeyRevoked = res.revokedApiKeySchema;
export const adminWarehouse = res.warehouseSchema;
export const adminBroker = res.brokerSchema;

// ---- exports ----
export const artifact = ev.artifactSchema;
export const brokerSubmission = ev.brokerSubmissionSchema;
export const brokerSubmissionRetry = ev.brokerSubmissionRetrySchema;
export const exportBatch = ev.exportBatchSchema;
export const dryRunPlan = ev.dryRunPlanSchema;
/** POST /api/exports/plan: ExportBatch, or ExportBatchDryRun (state DRY_RUN). */
export const planView = ev.planResultSchema;
export const executionView = ev.executionResultSchema;
export const inspectView = ev.inspectionSchema;
export const exportSummary = ev.exportSummarySchema;
/** GET /api/orders/{id}: the order and the batches whose current plan includes it, newest first. */
export const orderWithBatches = res.orderSchema
  .extend({ batches: z.array(ev.exportSummarySchema).meta({ description: 'The batches whose current plan includes the order, newest first' }) })
  .meta({ id: 'OrderWithBatches' });

// ---- events ----
/** The EventType component: the same object the requests (api/schemas.ts) use. */
export const eventType = eventTypeSchema;
export const event = eventSchema;
/** The payloads as one schema (anyOf: export payloads overlap); Event itself is discriminated by type. */
export const eventPayload = z.union([exportPlannedPayload, exportExecutedPayload, exportExpiredPayload, brokerSubmissionPayload, customsOptimizationPayload]);

// ---- customs optimize ----
export const optimizeResponse = opt.optimizeResponseSchema;
export const optimizeBatchAccepted = opt.optimizeBatchAcceptedSchema;
export const optimization = opt.optimizationSchema;
/** An attempt's `input` is the validated request without its key: compile fails when the two part. */
type RequestShape = typeof s.optimizeRequest.shape;
type StoredRequest = { [K in Exclude<keyof RequestShape, 'idempotencyKey'>]: z.output<RequestShape[K]> };
type SameKeys<A, B> = [Exclude<keyof A, keyof B> | Exclude<keyof B, keyof A>] extends [never] ? true : never;
const inputIsTheRequest: StoredRequest extends opt.OptimizeAttemptInput ? SameKeys<StoredRequest, opt.OptimizeAttemptInput> : never = true;
void inputIsTheRequest;

// ---- webhooks ----
export const webhookEndpoint = res.webhookEndpointSchema;
export const webhookEndpointWithSecret = res.webhookEndpointWithSecretSchema;
export const webhookEndpointRotated = res.webhookEndpointRotatedSchema;
export const webhookEndpointDeleted = res.webhookEndpointDeletedSchema;
export const webhookAttempt = res.webhookAttemptSchema;
export const redeliverResponse = res.redeliverySchema;
/** The body POSTed to a webhook endpoint for one event of `type`: the event, its payload named `data`. */
export const webhookDelivery = <T extends EventType>(type: T) =>
  z.object({
    id: z.string(),
    type: z.literal(type),
    created_at: isoDate,
    livemode: z.boolean().meta({ description: 'false for an event of the test environment (a test key made its subject)' }),
    data: PAYLOAD_OF[type],
  });

export const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), nextCursor: z.string().nullable().meta({ description: 'null on the last page' }) });
/** The sync answers: every item, in request order. */
export const list = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });
