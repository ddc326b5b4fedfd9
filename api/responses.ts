import { z } from 'zod';
import { ALL_EVENT_TYPES, EVENT_TYPES } from '../domain/events';
import * as s from './schemas';

/**
 * The response bodies of the API as zod schemas: the published contract's components (api/openapi.ts).
 */

export const isoDate = z.string().meta({ format: 'date-time' });
export const errorBody = z
  .object({
    errorCode: z.string().meta({ description: 'Stable machine-readable code' }),
    message: z.string(),
    field: z.string().optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'Error' });

export const validationMessage = z
  .object({
    code: z.string(),
    message: z.string(),
    severity: z.enum(['error', 'warning', 'info']),
    field: z.string(),
    product_id: z.string().nullable(),
    order_id: z.string().nullable(),
  })
  .meta({ id: 'ValidationMessage' });

export const readiness = z.enum(['READY', 'REVIEW_REQUIRED', 'BLOCKED']);
export const lineItem = z.object({ productId: z.string(), quantity: z.number(), unitValueUsd: z.number() });
export const order = z
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

export const product = z
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

export const artifact = z.object({ artifact_type: z.string(), filename: z.string(), generated_at: isoDate }).meta({ id: 'Artifact' });
export const brokerSubmission = z
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
export const brokerSubmissionRetry = z
  .object({ exportId: z.string(), batch_id: z.string(), status: z.literal('retry_requested'), brokerSubmission: brokerSubmission.nullable() })
  .meta({ id: 'BrokerSubmissionRetry' });

export const planView = z
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

export const executionView = z
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
export const eventType = s.eventListQuery.shape.type.unwrap();
/** Fields a payload gained with the events API: events recorded before it do not have them. */
export const since = (schema: z.ZodType, description: string) => schema.optional().meta({ description: `${description} (absent on events recorded before the events API)` });
export const exportPlannedPayload = z
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
export const exportExecutedPayload = z
  .looseObject({
    batchId: z.string(),
    customsPackageId: z.string(),
    packageNumber: since(z.string(), 'The customs package number'),
    planHash: z.string(),
  })
  .meta({ id: 'ExportExecutedPayload', description: 'export.executed' });
export const exportExpiredPayload = z.looseObject({ batchId: z.string() }).meta({ id: 'ExportExpiredPayload', description: 'export.expired' });
export const brokerSubmissionPayload = z
  .looseObject({
    batchId: z.string(),
    submissionId: z.string(),
    recipientEmail: since(z.string(), "The broker's address"),
    attempts: z.number().int().meta({ description: 'Attempts it took' }),
    error: since(z.string().nullable(), 'Why it failed (null when sent)'),
  })
  .meta({ id: 'BrokerSubmissionEventPayload', description: 'broker_submission.sent and broker_submission.failed' });
export const customsOptimizationPayload = z
  .looseObject({
    optimizationId: z.string().meta({ description: 'The batch run (GET /api/customs/optimizations/{id})' }),
    status: z.enum(['completed', 'failed']),
    itemCount: z.number().int(),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'CustomsOptimizationEventPayload', description: 'customs_optimization.batch_completed and customs_optimization.batch_failed' });
/** Which payload each type carries (the same object is a webhook delivery's `data`). */
export const PAYLOAD_OF: Record<(typeof EVENT_TYPES)[number], z.ZodType> = {
  'export.planned': exportPlannedPayload,
  'export.replanned': exportPlannedPayload,
  'export.executed': exportExecutedPayload,
  'export.expired': exportExpiredPayload,
  'broker_submission.sent': brokerSubmissionPayload,
  'broker_submission.failed': brokerSubmissionPayload,
  'customs_optimization.batch_completed': customsOptimizationPayload,
  'customs_optimization.batch_failed': customsOptimizationPayload,
};
export const payloadDescription = `By type: ${EVENT_TYPES.map((t) => `${t} → ${(PAYLOAD_OF[t].meta()?.id as string)}`).join('; ')}.`;
// anyOf, not oneOf: the shapes overlap (every export payload also has the batchId export.expired has).
export const eventPayload = z
  .union([exportPlannedPayload, exportExecutedPayload, exportExpiredPayload, brokerSubmissionPayload, customsOptimizationPayload])
  .meta({ description: payloadDescription });
export const event = z
  .object({ id: z.string().meta({ description: "Also the webhook-id header of the event's deliveries" }), type: eventType, created_at: isoDate, payload: eventPayload })
  .meta({ id: 'Event' });

export const inspectView = z
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

export const optimizeResponse = z
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

// ---- webhooks (db/webhooks.ts: what the API shows) ----
export const webhookEndpoint = z
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
export const secretField = z.string().meta({ description: 'whsec_… signing secret (Standard Webhooks). Shown only here: store it' });
export const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: secretField }).meta({ id: 'WebhookEndpointWithSecret' });
export const webhookEndpointRotated = webhookEndpoint
  .extend({
    secret: secretField,
    previousSecretExpiresAt: isoDate.meta({ description: 'Until then deliveries carry a signature by the previous secret too' }),
  })
  .meta({ id: 'WebhookEndpointRotated' });
export const webhookAttempt = z
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
export const redeliverResponse = z
  .object({
    eventId: z.string(),
    deliveries: z.array(z.object({ id: z.string(), endpointId: z.string(), status: z.literal('pending') })),
  })
  .meta({ id: 'Redelivery' });
export const page = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), nextCursor: z.string().nullable().meta({ description: 'null on the last page' }) });

