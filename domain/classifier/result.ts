import { z } from 'zod';
import { keysOf } from '../schema-kit';

/**
 * What the classifier answers, as zod schemas: the optimize responses (domain/optimize-views.ts) publish
 * them, and the classifier's types are inferred from them, so a new field cannot skip the document.
 */

const SIGNAL_DOCS = {
  classification_ready: 'confidence is high and there is no error flag',
  planning_ready: 'classification_ready, and the origin country and a positive value are known',
  needs_material: 'the chosen heading depends on material and none is known',
  restricted_goods: 'at least one RESTRICTED_* flag was raised',
  existing_hs_code_retained: 'the supplied existing_hs_code agreed with the evidence and was kept',
  existing_hs_code_overridden: 'the supplied existing_hs_code was replaced by the classifier',
  low_confidence: 'confidence is low; more detail is needed',
  no_candidates: 'nothing in the table matched the product',
} as const;
export type ClassificationSignal = keyof typeof SIGNAL_DOCS;
export const SIGNALS: Readonly<Record<ClassificationSignal, string>> = SIGNAL_DOCS;

export const classificationSignalSchema = z.enum(keysOf(SIGNALS)).meta({
  id: 'ClassificationSignal',
  description: Object.entries(SIGNALS).map(([k, v]) => `${k}: ${v}`).join('; '),
});
export const confidenceLevelSchema = z.enum(['low', 'medium', 'high']).meta({ id: 'ConfidenceLevel' });
export const recommendedActionSchema = z
  .enum(['auto_accept', 'review', 'provide_more_detail'])
  .meta({ id: 'RecommendedAction', description: 'high confidence → auto_accept; medium → review; low → provide_more_detail' });
export const complianceFlagSchema = z
  .object({ code: z.string(), severity: z.enum(['error', 'warning', 'info']), field: z.string(), message: z.string() })
  .meta({ id: 'ComplianceFlag' });
export const candidateClassificationSchema = z
  .object({ hs_code: z.string(), support_score: z.number().min(0).max(1), rationale_summary: z.string() })
  .meta({ id: 'CandidateClassification' });
export const mergeReportSchema = z
  .object({
    normalized_fields: z.array(z.string()),
    missing_fields: z.array(z.string()),
    overrides_applied: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable(), reason: z.string() })),
    notes: z.array(z.string()),
  })
  .meta({ id: 'MergeReport', description: 'How the input was normalized, what it lacked, and which supplied values were overridden' });

export const classificationResultSchema = z.object({
  hs_code: z.string().nullable(),
  candidate_classifications: z.array(candidateClassificationSchema),
  confidence_score: z.number().min(0).max(1),
  confidence_level: confidenceLevelSchema,
  confidence_reasoning_summary: z.string(),
  recommended_action: recommendedActionSchema,
  compliance_flags: z.array(complianceFlagSchema),
  merge_report: mergeReportSchema,
  signals: z.array(classificationSignalSchema),
});

export type ConfidenceLevel = z.output<typeof confidenceLevelSchema>;
export type RecommendedAction = z.output<typeof recommendedActionSchema>;
export type ComplianceFlag = z.output<typeof complianceFlagSchema>;
export type FlagSeverity = ComplianceFlag['severity'];
export type CandidateClassification = z.output<typeof candidateClassificationSchema>;
export type MergeReport = z.output<typeof mergeReportSchema>;
export type ClassificationResult = z.output<typeof classificationResultSchema>;
