import { z } from 'zod';
import { eventSchema, type EventRecord } from './events';
import type { Plan } from './export-types';
import { NEXT_ACTIONS, PLAN_FLAGS, PLAN_MESSAGE_CODES } from './planning';
import { PRODUCT_MISSING_FIELDS } from './product-compliance';
import { isoDate, readinessSchema, SEVERITIES } from './schema-kit';

/**
 * The spec's response shapes for plan, execute and inspect: zod schemas (published by api/openapi.ts)
 * and the builders typed by them. One module so that execute's answer and inspect's view of the same
 * batch cannot drift apart, nor drift from the document.
 */

export const EXPORT_STATES = ['BATCHED', 'EXECUTING', 'COMPLETED', 'EXPIRED'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];
export const exportStateSchema = z.enum(EXPORT_STATES).meta({ id: 'ExportState' });
/** Inspect's `batch.raw_state`: the state in lower case. */
const RAW_STATES = ['batched', 'executing', 'completed', 'expired'] as const satisfies ReadonlyArray<Lowercase<ExportState>>;
type RawState = (typeof RAW_STATES)[number];

export const severitySchema = z.enum(SEVERITIES).meta({ id: 'Severity' });
export const validationMessageSchema = z
  .object({
    code: z.enum(PLAN_MESSAGE_CODES).meta({ description: 'docs/planning-rules.md lists each rule' }),
    message: z.string(),
    severity: severitySchema,
    field: z.string(),
    product_id: z.string().nullable(),
    order_id: z.string().nullable(),
  })
  .meta({ id: 'ValidationMessage' });
export const missingDataSchema = z
  .object({
    entity: z.enum(['product', 'order', 'plan']),
    id: z.string().meta({ description: "The product's or order's ID; for entity plan, the export filing regime (US_EEI, CA_CERS)" }),
    field: z.enum([...PRODUCT_MISSING_FIELDS, 'destinationPostalCode', 'exportFilingReference']),
  })
  .meta({
    id: 'MissingData',
    description: "a product's missing field, an order's missing destinationPostalCode, or the plan request's missing exportFilingReference (entity plan)",
  });

/** Export filing regimes: the US's EEI in AES (15 CFR 30), Canada's export declaration in CERS (D20-1-1). */
export const EXPORT_FILING_REGIMES = ['US_EEI', 'CA_CERS'] as const;
export const exportFilingSchema = z
  .object({
    required: z.boolean().meta({ description: 'An export filing must be made (and its reference sent) before the goods leave' }),
    regime: z.enum(EXPORT_FILING_REGIMES).nullable().meta({ description: "The warehouse country's regime; null where no rule is known (docs/planning-rules.md)" }),
    basis: z.string().meta({ description: 'Why, with the rule and the values it compared' }),
    legend: z
      .string()
      .nullable()
      .meta({ description: 'What the documents carry: the AES proof of filing (AES X…), an exemption legend (NOEEI 30.37(a)), the CERS proof of report; null when none applies' }),
    reference: z.string().nullable().meta({ description: 'The exportFilingReference the plan was sent, if any' }),
  })
  .meta({ id: 'ExportFiling' });
export const nextActionSchema = z.enum(NEXT_ACTIONS).meta({ id: 'NextAction', description: "The plan's advice (docs/planning-rules.md)" });
export const planFlagSchema = z.enum(PLAN_FLAGS).meta({ id: 'PlanFlag' });

export const artifactTypeSchema = z.enum(['cci_human_readable', 'cci_csv', 'manifest', 'commercial_invoice_pdf']).meta({ id: 'ArtifactType' });
export const artifactSchema = z.object({ artifact_type: artifactTypeSchema, filename: z.string(), generated_at: isoDate }).meta({ id: 'Artifact' });

/** The broker e-mail: `pending` while Temporal retries it, then `sent` or `failed`. */
export const submissionStatusSchema = z.enum(['pending', 'sent', 'failed']).meta({ id: 'SubmissionStatus' });
export const brokerSubmissionSchema = z
  .object({
    id: z.string(),
    submission_type: z.literal('EMAIL'),
    status: submissionStatusSchema,
    recipient_email: z.string(),
    subject: z.string(),
    sent_at: isoDate.nullable(),
    error_message: z.string().nullable().meta({ description: 'Why the submission failed for good (status failed)' }),
    attempts: z.number().int().meta({ description: 'Attempts to e-mail the broker so far' }),
    last_error: z.string().nullable().meta({ description: 'The last transient failure, classified (no server text)' }),
    next_attempt_at: isoDate.nullable().meta({ description: 'When Temporal tries again (while pending)' }),
  })
  .meta({ id: 'BrokerSubmission', description: 'status: pending (Temporal retrying), sent or failed' });
export const notificationSchema = z
  .object({ id: z.string(), channel: z.literal('EMAIL'), status: submissionStatusSchema, created_at: isoDate })
  .meta({ id: 'Notification', description: 'Follows the broker submission' });
export const customsPackageSchema = z
  .object({ id: z.string(), packageNumber: z.string(), state: z.enum(['created', 'sent_to_broker', 'submission_failed']) })
  .meta({ id: 'CustomsPackage' });

export type ValidationMessage = z.output<typeof validationMessageSchema>;
export type ArtifactRecord = z.output<typeof artifactSchema>;
export type SubmissionStatus = z.output<typeof submissionStatusSchema>;
export type SubmissionRecord = z.output<typeof brokerSubmissionSchema>;
export type NotificationRecord = z.output<typeof notificationSchema>;
export type CustomsPackageView = z.output<typeof customsPackageSchema>;
/** The package as the execute steps pass it around (inspect shows CustomsPackageView). */
export interface PackageRecord { id: string; packageNumber: string; state: string }

export interface BatchRecord {
  id: string;
  accountId: string;
  warehouseId: string;
  brokerId: string;
  destinationCountry: string;
  state: ExportState;
  readinessState: Plan['readinessState'];
  complianceScore: number;
  planHash: string;
  plan: Plan;
  createdAt: string;
  executedAt: string | null;
}

// ---- plan ----
const score = z.number().int().min(0).max(100);
export const exportBatchSchema = z
  .object({
    exportId: z.string(),
    batch_id: z.string(),
    state: z.literal('BATCHED'),
    status: z.literal('BATCHED'),
    planHash: z.string(),
    readinessState: readinessSchema,
    complianceScore: score,
    validationMessages: z.array(validationMessageSchema),
    included_order_ids: z.array(z.string()),
    excluded_order_ids: z.array(z.string()),
    flags: z.array(planFlagSchema),
    missing_data: z.array(missingDataSchema),
    recommended_strategy: z.string(),
    estimated_import_savings_usd: z.number(),
    next_recommended_action: nextActionSchema,
    exportFiling: exportFilingSchema,
    validation: z.object({ readiness_state: readinessSchema, compliance_score: score, validation_messages: z.array(validationMessageSchema) }),
  })
  .meta({ id: 'ExportBatch', description: 'A planned (or re-planned) batch' });
export const dryRunPlanSchema = exportBatchSchema
  .extend({
    exportId: z.string().nullable().meta({ description: 'null, or the batchId sent' }),
    batch_id: z.string().nullable(),
    state: z.literal('DRY_RUN'),
    status: z.literal('DRY_RUN'),
    dryRun: z.literal(true),
  })
  .meta({ id: 'ExportBatchDryRun', description: 'The plan a dryRun computes: nothing is started or stored' });
export const planResultSchema = z.discriminatedUnion('state', [exportBatchSchema, dryRunPlanSchema]).meta({ id: 'PlanResult' });

export type PlanView = z.output<typeof exportBatchSchema>;
export type DryRunPlan = z.output<typeof dryRunPlanSchema>;

function planFields(plan: Plan) {
  return {
    planHash: plan.planHash,
    readinessState: plan.readinessState,
    complianceScore: plan.complianceScore,
    validationMessages: plan.validationMessages,
    included_order_ids: plan.includedOrderIds,
    excluded_order_ids: plan.excludedOrderIds,
    flags: plan.flags,
    missing_data: plan.missingData,
    recommended_strategy: plan.recommendedStrategy,
    estimated_import_savings_usd: plan.estimatedImportSavingsUsd,
    next_recommended_action: plan.nextRecommendedAction,
    exportFiling: plan.exportFiling,
    validation: {
      readiness_state: plan.readinessState,
      compliance_score: plan.complianceScore,
      validation_messages: plan.validationMessages,
    },
  };
}

export function planView(batchId: string, state: PlanView['state'], plan: Plan): PlanView {
  return { exportId: batchId, batch_id: batchId, state, status: state, ...planFields(plan) };
}

export function dryRunView(batchId: string | null, plan: Plan): DryRunPlan {
  return { exportId: batchId, batch_id: batchId, state: 'DRY_RUN', status: 'DRY_RUN', ...planFields(plan), dryRun: true };
}

// ---- execute ----
export const executionResultSchema = z
  .object({
    exportId: z.string(),
    batch_id: z.string(),
    state: exportStateSchema.meta({ description: 'COMPLETED: execute answers once the batch is' }),
    status: exportStateSchema.meta({ description: 'The same as state' }),
    customs_package_id: z.string(),
    planHash: z.string(),
    artifacts: z.array(artifactSchema),
    notification_ids: z.array(z.string()),
    notifications: z.array(z.string()).meta({ description: 'The same IDs as notification_ids' }),
    execution_timestamp: isoDate,
    brokerSubmission: brokerSubmissionSchema.nullable(),
  })
  .meta({ id: 'ExecutionResult' });
export type ExecutionView = z.output<typeof executionResultSchema>;

export const brokerSubmissionRetrySchema = z
  .object({ exportId: z.string(), batch_id: z.string(), status: z.literal('retry_requested'), brokerSubmission: brokerSubmissionSchema.nullable() })
  .meta({ id: 'BrokerSubmissionRetry' });
export type BrokerSubmissionRetry = z.output<typeof brokerSubmissionRetrySchema>;

export function executionView(
  batch: BatchRecord,
  pkg: PackageRecord,
  artifacts: ArtifactRecord[],
  notifications: NotificationRecord[],
  submission: SubmissionRecord | null,
): ExecutionView {
  const ids = notifications.map((n) => n.id);
  return {
    exportId: batch.id,
    batch_id: batch.id,
    state: batch.state,
    status: batch.state,
    customs_package_id: pkg.id,
    planHash: batch.planHash,
    artifacts,
    notification_ids: ids,
    notifications: [...ids],
    execution_timestamp: batch.executedAt ?? '',
    brokerSubmission: submission,
  };
}

// ---- inspect ----
export const BATCH_NEXT_ACTIONS = [...NEXT_ACTIONS, 'wait_for_execution', 'wait_for_broker_submission', 'await_broker_clearance', 'contact_broker', 'plan_again'] as const;
export type BatchNextAction = (typeof BATCH_NEXT_ACTIONS)[number];

export const inspectionSchema = z
  .object({
    exportId: z.string(),
    status: exportStateSchema,
    state: exportStateSchema,
    readinessState: readinessSchema,
    complianceScore: score,
    validationMessages: z.array(validationMessageSchema),
    planHash: z.string(),
    exportFiling: exportFilingSchema.nullable().meta({ description: "The plan's export filing; null for batches planned before it was assessed" }),
    artifacts: z.array(artifactSchema),
    export: z.object({
      batch_id: z.string(),
      status: exportStateSchema,
      planHash: z.string(),
      lifecycle_state: exportStateSchema,
      plan: z.object({ readinessState: readinessSchema, included_order_ids: z.array(z.string()) }),
      execution: z.object({ customs_package_id: z.string().nullable(), executed_at: isoDate.nullable() }),
      inspection: z.object({ artifact_count: z.number().int(), notification_count: z.number().int() }),
    }),
    batch: z.object({
      id: z.string(),
      state: exportStateSchema,
      raw_state: z.enum(RAW_STATES).meta({ description: 'state in lower case' }),
      warehouse_id: z.string(),
      broker_id: z.string(),
      destination_country: z.string(),
      estimated_savings_usd: z.number(),
      next_recommended_action: z
        .enum(BATCH_NEXT_ACTIONS)
        .meta({ description: "While BATCHED the plan's advice, then what the lifecycle leaves to do (docs/planning-rules.md)" }),
      created_at: isoDate,
      executed_at: isoDate.nullable(),
    }),
    customsPackage: customsPackageSchema.nullable(),
    notifications: z.array(notificationSchema),
    brokerSubmission: brokerSubmissionSchema.nullable(),
    snapshot: z.object({ included_order_ids: z.array(z.string()), planHash: z.string() }),
    events: z.array(eventSchema).meta({ description: "The batch's events, oldest first" }),
  })
  .meta({ id: 'ExportInspection' });
export type InspectView = z.output<typeof inspectionSchema>;

// ---- lists (GET /api/exports, and the batches of GET /api/orders/{id}) ----
export const exportSummarySchema = z
  .object({
    exportId: z.string(),
    batch_id: z.string().meta({ description: 'The same ID, as plan and execute also give it' }),
    state: exportStateSchema,
    status: exportStateSchema.meta({ description: 'The same as state' }),
    readinessState: readinessSchema,
    complianceScore: score,
    planHash: z.string(),
    destinationCountry: z.string(),
    warehouseId: z.string(),
    brokerId: z.string(),
    included_order_ids: z.array(z.string()).meta({ description: 'The orders of the current plan (the name plan gives them)' }),
    customs_package_id: z.string().nullable().meta({ description: 'null until execute creates the package (the name execute gives it)' }),
    brokerSubmissionStatus: submissionStatusSchema.nullable().meta({ description: 'null until execute opens the broker submission' }),
    createdAt: isoDate,
    updatedAt: isoDate.meta({ description: 'Last change of the batch: a plan, a state, a broker submission status' }),
    executedAt: isoDate.nullable(),
    inspectUrl: z.string().meta({ description: 'The path of the batch\'s full view (GET /api/exports/{id})', example: '/api/exports/exp_01JD8Z3Q4R5S6T7V8W9X0Y1Z2A' }),
  })
  .meta({ id: 'ExportSummary', description: 'A batch as lists show it: enough to reconcile, with the path of its full view' });
export type ExportSummary = z.output<typeof exportSummarySchema>;

/** A summary row as db/exports.ts reads it. */
export interface SummaryRecord extends Omit<BatchRecord, 'accountId' | 'plan'> {
  includedOrderIds: string[];
  customsPackageId: string | null;
  brokerSubmissionStatus: SubmissionRecord['status'] | null;
  updatedAt: string;
}

export function exportSummaryView(r: SummaryRecord): ExportSummary {
  return {
    exportId: r.id,
    batch_id: r.id,
    state: r.state,
    status: r.state,
    readinessState: r.readinessState,
    complianceScore: r.complianceScore,
    planHash: r.planHash,
    destinationCountry: r.destinationCountry,
    warehouseId: r.warehouseId,
    brokerId: r.brokerId,
    included_order_ids: r.includedOrderIds,
    customs_package_id: r.customsPackageId,
    brokerSubmissionStatus: r.brokerSubmissionStatus,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    executedAt: r.executedAt,
    inspectUrl: `/api/exports/${encodeURIComponent(r.id)}`,
  };
}

export interface InspectParts {
  batch: BatchRecord;
  customsPackage: CustomsPackageView | null;
  artifacts: ArtifactRecord[];
  notifications: NotificationRecord[];
  brokerSubmission: SubmissionRecord | null;
  /** As read: its payload is the one eventSchema gives its type (db/exports.ts, db/events.ts record them). */
  events: Array<Omit<EventRecord, 'payload'> & { payload: Record<string, unknown> }>;
}

/**
 * The batch's next step as inspect reports it: the plan's own advice while the batch is BATCHED, then
 * what its lifecycle leaves to do (the plan's "execute" would be wrong once executed).
 */
export function batchNextAction(state: ExportState, planAction: Plan['nextRecommendedAction'], submission: SubmissionRecord | null): BatchNextAction {
  switch (state) {
    case 'BATCHED':
      return planAction;
    case 'EXECUTING':
      return 'wait_for_execution';
    case 'COMPLETED':
      // A refused broker e-mail: the package exists but the broker never got it.
      if (submission?.status === 'failed') return 'contact_broker';
      return submission?.status === 'pending' ? 'wait_for_broker_submission' : 'await_broker_clearance';
    case 'EXPIRED':
      return 'plan_again';
  }
}

export function inspectView(p: InspectParts): InspectView {
  const { batch, plan } = { batch: p.batch, plan: p.batch.plan };
  return {
    exportId: batch.id,
    status: batch.state,
    state: batch.state,
    readinessState: batch.readinessState,
    complianceScore: batch.complianceScore,
    validationMessages: plan.validationMessages,
    planHash: batch.planHash,
    // Plans stored before the export filing was assessed have none.
    exportFiling: (plan as Partial<Plan>).exportFiling ?? null,
    artifacts: p.artifacts,
    export: {
      batch_id: batch.id,
      status: batch.state,
      planHash: batch.planHash,
      lifecycle_state: batch.state,
      plan: { readinessState: batch.readinessState, included_order_ids: plan.includedOrderIds },
      execution: { customs_package_id: p.customsPackage?.id ?? null, executed_at: batch.executedAt },
      inspection: { artifact_count: p.artifacts.length, notification_count: p.notifications.length },
    },
    batch: {
      id: batch.id,
      state: batch.state,
      raw_state: batch.state.toLowerCase() as RawState,
      warehouse_id: batch.warehouseId,
      broker_id: batch.brokerId,
      destination_country: batch.destinationCountry,
      estimated_savings_usd: plan.estimatedImportSavingsUsd,
      next_recommended_action: batchNextAction(batch.state, plan.nextRecommendedAction, p.brokerSubmission),
      created_at: batch.createdAt,
      executed_at: batch.executedAt,
    },
    customsPackage: p.customsPackage,
    notifications: p.notifications,
    brokerSubmission: p.brokerSubmission,
    snapshot: { included_order_ids: plan.includedOrderIds, planHash: batch.planHash },
    events: p.events as EventRecord[],
  };
}
