import { z } from 'zod';
import { confidenceLevelSchema, recommendedActionSchema } from './classifier/result';
import { isCountryCode } from './countries';
import { isWellFormedHsCode } from './hs-code';
import { readinessSchema, SEVERITIES, type ReadinessState } from './schema-kit';

export interface ProductFacts {
  name: string;
  description?: string | null;
  originCountry?: string | null;
  declaredValueUsd: number;
  materials: string[];
  hsCode?: string | null;
  weightKg?: number | null;
}

/** The profile's issue codes (the README's table), and the fields it can find missing. */
export const PROFILE_ISSUE_CODES = [
  'ORIGIN_COUNTRY_MISSING',
  'ORIGIN_COUNTRY_INVALID',
  'DECLARED_VALUE_ZERO',
  'HS_CODE_MISSING',
  'HS_CODE_MALFORMED',
  'MATERIALS_MISSING',
  'DESCRIPTION_MISSING',
  'WEIGHT_MISSING',
] as const;
export const PRODUCT_MISSING_FIELDS = ['originCountry', 'hsCode', 'materials', 'description', 'weightKg'] as const;

export const complianceIssueSchema = z
  .object({ code: z.enum(PROFILE_ISSUE_CODES), severity: z.enum(SEVERITIES).exclude(['info']), field: z.string(), message: z.string() })
  .meta({ id: 'ComplianceIssue', description: 'error: BLOCKED; warning: REVIEW_REQUIRED' });
export const proposedClassificationSchema = z
  .object({
    proposedHsCode: z.string().nullable(),
    confidenceScore: z.number().min(0).max(1),
    confidenceLevel: confidenceLevelSchema,
    recommendedAction: recommendedActionSchema,
    candidates: z.array(z.object({ hs_code: z.string(), support_score: z.number().min(0).max(1) })),
  })
  .meta({ id: 'ProposedClassification', description: "The classifier's proposal for a product synced without an HS code" });

/** ProductComplianceProfile: computed at sync from the product alone; planning reads it. */
export const complianceProfileSchema = z
  .object({
    readiness: readinessSchema,
    originCountryValid: z.boolean(),
    declaredValuePositive: z.boolean(),
    materialsPresent: z.boolean(),
    hsCodePresent: z.boolean(),
    hsCodeWellFormed: z.boolean(),
    descriptionPresent: z.boolean(),
    weightPresent: z.boolean(),
    missingFields: z.array(z.enum(PRODUCT_MISSING_FIELDS)),
    /** Set at sync when the product has no HS code (planning warns on it). */
    classification: proposedClassificationSchema.optional(),
    issues: z.array(complianceIssueSchema),
  })
  .meta({ id: 'ProductComplianceProfile' });

export type ComplianceIssue = z.output<typeof complianceIssueSchema>;
export type ProposedClassification = z.output<typeof proposedClassificationSchema>;
export type ProductComplianceProfile = z.output<typeof complianceProfileSchema>;

/**
 * The rules, in order of the table in the README:
 * - error (BLOCKED): origin missing or not an ISO 3166-1 alpha-2 country; declared value 0.
 * - warning (REVIEW_REQUIRED): HS code missing or malformed; materials missing; description missing;
 *   weight missing (customs invoices declare net weight).
 */
export function computeComplianceProfile(p: ProductFacts): ProductComplianceProfile {
  const issues: ComplianceIssue[] = [];
  const missingFields: ProductComplianceProfile['missingFields'] = [];
  const origin = p.originCountry?.trim() ?? '';
  const originCountryValid = isCountryCode(origin);
  if (!origin) {
    missingFields.push('originCountry');
    issues.push({ code: 'ORIGIN_COUNTRY_MISSING', severity: 'error', field: 'originCountry', message: 'Country of origin is required for customs declarations.' });
  } else if (!originCountryValid) {
    issues.push({ code: 'ORIGIN_COUNTRY_INVALID', severity: 'error', field: 'originCountry', message: `"${origin}" is not an ISO 3166-1 alpha-2 country code.` });
  }
  const declaredValuePositive = p.declaredValueUsd > 0;
  if (!declaredValuePositive) {
    issues.push({ code: 'DECLARED_VALUE_ZERO', severity: 'error', field: 'declaredValueUsd', message: 'Declared value must be greater than 0; customs rejects zero-value commercial goods.' });
  }
  const hsCodePresent = Boolean(p.hsCode?.trim());
  const hsCodeWellFormed = hsCodePresent && isWellFormedHsCode(p.hsCode as string);
  if (!hsCodePresent) {
    missingFields.push('hsCode');
    issues.push({ code: 'HS_CODE_MISSING', severity: 'warning', field: 'hsCode', message: 'No HS code: the broker must classify the product.' });
  } else if (!hsCodeWellFormed) {
    issues.push({ code: 'HS_CODE_MALFORMED', severity: 'warning', field: 'hsCode', message: 'HS code must be 6, 8 or 10 digits under an existing chapter (01-97).' });
  }
  const materialsPresent = p.materials.some((m) => m.trim() !== '');
  if (!materialsPresent) {
    missingFields.push('materials');
    issues.push({ code: 'MATERIALS_MISSING', severity: 'warning', field: 'materials', message: 'Materials decide the HS chapter of many goods (e.g. cotton vs. synthetic apparel).' });
  }
  const descriptionPresent = Boolean(p.description?.trim());
  if (!descriptionPresent) {
    missingFields.push('description');
    issues.push({ code: 'DESCRIPTION_MISSING', severity: 'warning', field: 'description', message: 'A plain-language description is required on the commercial invoice.' });
  }
  const weightPresent = typeof p.weightKg === 'number' && p.weightKg > 0;
  if (!weightPresent) {
    missingFields.push('weightKg');
    issues.push({ code: 'WEIGHT_MISSING', severity: 'warning', field: 'weightKg', message: 'Net weight is declared on customs invoices.' });
  }
  const readiness: ReadinessState = issues.some((i) => i.severity === 'error')
    ? 'BLOCKED'
    : issues.length > 0
      ? 'REVIEW_REQUIRED'
      : 'READY';
  return {
    readiness,
    originCountryValid,
    declaredValuePositive,
    materialsPresent,
    hsCodePresent,
    hsCodeWellFormed,
    descriptionPresent,
    weightPresent,
    missingFields,
    issues,
  };
}
