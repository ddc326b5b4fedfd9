import { z } from 'zod';
import { isoDate, readinessSchema, since } from './schema-kit';

/**
 * The event catalogue: every type an account's events (GET /api/events, inspect's `events`, webhooks)
 * can have. Each is recorded in PostgreSQL in the same statement as the change it reports.
 */
export const EVENT_TYPES = [
  'export.planned',
  'export.replanned',
  'export.executed',
  'export.expired',
  'broker_submission.sent',
  'broker_submission.failed',
  'customs_optimization.batch_completed',
  'customs_optimization.batch_failed',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** What a webhook endpoint subscribes to: listed types, or `*` for all (also types added later). */
export const ALL_EVENT_TYPES = '*';

/** The one EventType component: requests (api/schemas.ts) should use this same object. */
export const eventTypeSchema = z.enum(EVENT_TYPES).meta({ id: 'EventType' });

// ---- payloads (db/exports.ts, db/events.ts record them) ----
const EXTENSIBLE = 'A later version may add optional fields (never remove or retype one): ignore unknown ones.';

export const exportPlannedPayload = z
  .object({
    batchId: z.string(),
    planRevision: z.number().int().min(1).meta({ description: '1 for export.planned, then 2, 3, … for each re-plan' }),
    planHash: z.string(),
    readinessState: readinessSchema,
    complianceScore: z.number().int().min(0).max(100),
    destinationCountry: z.string(),
    orderIds: z.array(z.string()).meta({ description: 'The orders the plan includes' }),
  })
  .meta({ id: 'ExportPlannedPayload', description: `export.planned and export.replanned. ${EXTENSIBLE}` });
export const exportExecutedPayload = z
  .object({
    batchId: z.string(),
    customsPackageId: z.string(),
    packageNumber: since(z.string(), 'The customs package number'),
    planHash: z.string(),
  })
  .meta({ id: 'ExportExecutedPayload', description: `export.executed. ${EXTENSIBLE}` });
export const exportExpiredPayload = z.object({ batchId: z.string() }).meta({ id: 'ExportExpiredPayload', description: `export.expired. ${EXTENSIBLE}` });
export const brokerSubmissionPayload = z
  .object({
    batchId: z.string(),
    submissionId: z.string(),
    recipientEmail: since(z.string(), "The broker's address"),
    attempts: z.number().int().meta({ description: 'Attempts it took' }),
    error: since(z.string().nullable(), 'Why it failed (null when sent)'),
  })
  .meta({ id: 'BrokerSubmissionEventPayload', description: `broker_submission.sent and broker_submission.failed. ${EXTENSIBLE}` });
export const customsOptimizationPayload = z
  .object({
    optimizationId: z.string().meta({ description: 'The batch run (GET /api/customs/optimizations/{id})' }),
    status: z.enum(['completed', 'failed']),
    itemCount: z.number().int(),
    failureReason: z.string().nullable(),
  })
  .meta({ id: 'CustomsOptimizationEventPayload', description: `customs_optimization.batch_completed and customs_optimization.batch_failed. ${EXTENSIBLE}` });

/** Which payload each type carries (the same object is a webhook delivery's `data`). */
export const PAYLOAD_OF = {
  'export.planned': exportPlannedPayload,
  'export.replanned': exportPlannedPayload,
  'export.executed': exportExecutedPayload,
  'export.expired': exportExpiredPayload,
  'broker_submission.sent': brokerSubmissionPayload,
  'broker_submission.failed': brokerSubmissionPayload,
  'customs_optimization.batch_completed': customsOptimizationPayload,
  'customs_optimization.batch_failed': customsOptimizationPayload,
} as const satisfies Record<EventType, z.ZodObject>;

// ---- the event: its type decides its payload ----
const eventId = z.string().meta({ description: "Also the webhook-id header of the event's deliveries" });
const eventOf = <T extends EventType, P extends z.ZodObject>(id: string, types: readonly [T, ...T[]], payload: P) =>
  z.object({ id: eventId, type: z.enum(types), created_at: isoDate, payload }).meta({ id });

export const eventSchema = z
  .discriminatedUnion('type', [
    eventOf('ExportPlannedEvent', ['export.planned', 'export.replanned'], exportPlannedPayload),
    eventOf('ExportExecutedEvent', ['export.executed'], exportExecutedPayload),
    eventOf('ExportExpiredEvent', ['export.expired'], exportExpiredPayload),
    eventOf('BrokerSubmissionEvent', ['broker_submission.sent', 'broker_submission.failed'], brokerSubmissionPayload),
    eventOf('CustomsOptimizationEvent', ['customs_optimization.batch_completed', 'customs_optimization.batch_failed'], customsOptimizationPayload),
  ])
  .meta({ id: 'Event', description: '`type` decides the payload' });

export type EventRecord = z.output<typeof eventSchema>;

/** What a batch's events are delivered in order by: the batch, or the optimize run. */
export interface EventSubject { accountId: string; batchId?: string; optimizationId?: string }
