import { z } from 'zod';
import { classificationResultSchema } from './classifier/result';
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

export type OptimizeResponse = z.output<typeof optimizeResponseSchema>;
export type OptimizeBatchAccepted = z.output<typeof optimizeBatchAcceptedSchema>;
export type OptimizeAttemptInput = z.output<typeof optimizeAttemptInputSchema>;
export type SingleOptimization = z.output<typeof singleOptimizationSchema>;
export type BatchOptimization = z.output<typeof batchOptimizationSchema>;
export type BatchOptimizationItem = BatchOptimization['items'][number];
export type OptimizationMeteringEvent = SingleOptimization['metering']['events'][number];
