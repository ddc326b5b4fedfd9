import { z } from 'zod';
import type { ClassificationInput } from './classifier';
import { classificationResultSchema, type ClassificationResult } from './classifier/result';
import { isoDate } from './schema-kit';

/**
 * The customs optimize responses (draft preview): POST /api/customs/optimize, the batch's 202 and
 * GET /api/customs/optimizations/{id}, as zod schemas published by api/openapi.ts.
 */

const metering = {
  billable_event_type: z.literal('customs_optimization'),
  optimizer_run_count: z.number().int(),
  optimizer_attempt_count: z.number().int(),
};
export const meteringSchema = z.object(metering).meta({ id: 'OptimizerMetering' });
const freeForm = (description: string) => z.record(z.string(), z.unknown()).optional().meta({ description: `Free-form: ${description}` });

export const optimizeResponseSchema = z
  .object({
    contract_status: z.literal('draft'),
    optimizer_run_id: z.string(),
    optimizer_attempt_id: z.string(),
    // What the classifier answered (domain/classifier/result.ts), then the attempt's bookkeeping.
    ...classificationResultSchema.shape,
    attempt_number: z.number().int().min(1),
    max_attempts: z.number().int(),
    retry_available: z.boolean(),
    retry_count: z.number().int().min(0),
    retry_reason: z.string().nullable().meta({ description: 'Why and how to retry, when confidence is low' }),
    notes: z.string(),
    metering: meteringSchema,
  })
  .meta({ id: 'CustomsOptimization' });

export const optimizeBatchAcceptedSchema = z
  .object({
    contract_status: z.literal('draft'),
    optimizer_batch_run_id: z.string(),
    status: z.literal('running'),
    item_count: z.number().int(),
    chunk_size: z.number().int(),
    max_items: z.number().int(),
    status_url: z.string().meta({ description: 'GET it for the progress and the results' }),
  })
  .meta({ id: 'CustomsOptimizationBatchAccepted' });

/** What an attempt was asked: the optimize request (or batch item) as validated, without its idempotencyKey. */
export const optimizeAttemptInputSchema = z
  .object({
    product_name: z.string(),
    description: z.string(),
    country_of_origin: z.string(),
    value: z.number(),
    materials: z.array(z.string()).optional(),
    category: z.string().optional(),
    existing_hs_code: z.string().optional(),
    supplier_metadata: freeForm('as sent'),
    account_id: z.string().optional(),
    tenant_context: freeForm('as sent'),
    optimizer_run_id: z.string().optional(),
  })
  .meta({ id: 'CustomsOptimizationInput' });

const runStatus = z.enum(['running', 'completed', 'failed']);
/** What a lookup keeps of each attempt's classification. */
const result = classificationResultSchema.pick({
  hs_code: true,
  confidence_score: true,
  confidence_level: true,
  recommended_action: true,
  compliance_flags: true,
  merge_report: true,
}).shape;

export const singleOptimizationSchema = z
  .object({
    optimizer_run_id: z.string(),
    kind: z.literal('single'),
    status: runStatus,
    attempt_count: z.number().int(),
    max_attempts: z.number().int(),
    created_at: isoDate,
    updated_at: isoDate,
    attempts: z.array(
      z.object({ optimizer_attempt_id: z.string(), attempt_number: z.number().int().min(1), input: optimizeAttemptInputSchema, ...result, created_at: isoDate }),
    ),
    metering: meteringSchema
      .extend({
        events: z.array(z.object({ id: z.string(), billable_event_type: z.literal('customs_optimization'), optimizer_attempt_id: z.string(), created_at: isoDate })),
      })
      .meta({ id: 'OptimizerRunMetering' }),
  })
  .meta({ id: 'CustomsOptimizationRun', description: 'A run of POST /api/customs/optimize (or one item of a batch run) with its attempts' });

export const batchOptimizationSchema = z
  .object({
    optimizer_run_id: z.string(),
    kind: z.literal('batch'),
    status: runStatus,
    item_count: z.number().int(),
    completed_count: z.number().int(),
    failure_reason: z.string().nullable().meta({ description: 'Why a failed run failed' }),
    created_at: isoDate,
    updated_at: isoDate,
    items: z.array(
      z.object({ item_index: z.number().int().min(0), optimizer_run_id: z.string(), optimizer_attempt_id: z.string(), ...result, metering_event_id: z.string() }),
    ),
    metering: meteringSchema,
  })
  .meta({ id: 'CustomsOptimizationBatchRun', description: 'A batch run: the items classified so far, in item order' });

export const optimizationSchema = z.discriminatedUnion('kind', [singleOptimizationSchema, batchOptimizationSchema]).meta({ id: 'CustomsOptimizationLookup' });

/** What the classifier is given for an optimize request or a batch item (the same fields, validated alike). */
export function optimizeClassificationInput(item: OptimizeAttemptInput): ClassificationInput {
  return {
    productName: item.product_name,
    description: item.description,
    materials: item.materials,
    category: item.category,
    existingHsCode: item.existing_hs_code,
    countryOfOrigin: item.country_of_origin,
    value: item.value,
  };
}

// ---- what the database keeps of a run, and the lookup's views of it ----

export const BILLABLE_EVENT_TYPE = 'customs_optimization';
export type RunStatus = z.output<typeof runStatus>;

export interface RunRecord { id: string; status: RunStatus; attemptCount: number; maxAttempts: number; createdAt: string; updatedAt: string }
export interface BatchRunRecord {
  id: string;
  status: RunStatus;
  itemCount: number;
  /** Why a `failed` run failed (null otherwise, and for runs failed before this was recorded). */
  failureReason: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AttemptRecord {
  id: string;
  attemptNumber: number;
  input: OptimizeAttemptInput;
  mergeReport: ClassificationResult['merge_report'];
  result: ClassificationResult;
  createdAt: string;
}

export interface MeteringEventRecord { id: string; attemptId: string; createdAt: string }

/** One classified item of a batch run: its own run, its (only) attempt and its metering event. */
export interface BatchItemRecord {
  itemIndex: number;
  runId: string;
  attemptId: string;
  result: ClassificationResult;
  mergeReport: ClassificationResult['merge_report'];
  meteringEventId: string;
}

/** The parts of a classification a lookup shows. */
const kept = (result: ClassificationResult, mergeReport: ClassificationResult['merge_report']) => ({
  hs_code: result.hs_code,
  confidence_score: result.confidence_score,
  confidence_level: result.confidence_level,
  recommended_action: result.recommended_action,
  compliance_flags: result.compliance_flags,
  merge_report: mergeReport,
});

export function singleOptimizationView(run: RunRecord, attempts: AttemptRecord[], meteringEvents: MeteringEventRecord[]): SingleOptimization {
  return {
    optimizer_run_id: run.id,
    kind: 'single',
    status: run.status,
    attempt_count: run.attemptCount,
    max_attempts: run.maxAttempts,
    created_at: run.createdAt,
    updated_at: run.updatedAt,
    attempts: attempts.map((a) => ({
      optimizer_attempt_id: a.id,
      attempt_number: a.attemptNumber,
      input: a.input,
      ...kept(a.result, a.mergeReport),
      created_at: a.createdAt,
    })),
    metering: {
      billable_event_type: BILLABLE_EVENT_TYPE,
      optimizer_run_count: 1,
      optimizer_attempt_count: attempts.length,
      events: meteringEvents.map((m) => ({ id: m.id, billable_event_type: BILLABLE_EVENT_TYPE, optimizer_attempt_id: m.attemptId, created_at: m.createdAt })),
    },
  };
}

export function batchOptimizationView(run: BatchRunRecord, items: BatchItemRecord[]): BatchOptimization {
  return {
    optimizer_run_id: run.id,
    kind: 'batch',
    status: run.status,
    item_count: run.itemCount,
    completed_count: items.length,
    failure_reason: run.failureReason ?? null,
    created_at: run.createdAt,
    updated_at: run.updatedAt,
    items: items.map((i) => ({
      item_index: i.itemIndex,
      optimizer_run_id: i.runId,
      optimizer_attempt_id: i.attemptId,
      ...kept(i.result, i.mergeReport),
      metering_event_id: i.meteringEventId,
    })),
    metering: { billable_event_type: BILLABLE_EVENT_TYPE, optimizer_run_count: items.length, optimizer_attempt_count: items.length },
  };
}

export type OptimizeResponse = z.output<typeof optimizeResponseSchema>;
export type OptimizeBatchAccepted = z.output<typeof optimizeBatchAcceptedSchema>;
export type OptimizeAttemptInput = z.output<typeof optimizeAttemptInputSchema>;
export type SingleOptimization = z.output<typeof singleOptimizationSchema>;
export type BatchOptimization = z.output<typeof batchOptimizationSchema>;
export type BatchOptimizationItem = BatchOptimization['items'][number];
export type OptimizationMeteringEvent = SingleOptimization['metering']['events'][number];
