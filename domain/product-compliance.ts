import { isCountryCode } from './countries';
import { isWellFormedHsCode } from './hs-code';

export type Readiness = 'READY' | 'REVIEW_REQUIRED' | 'BLOCKED';
export type Severity = 'error' | 'warning';

export interface ProductFacts {
  name: string;
  description?: string | null;
  originCountry?: string | null;
  declaredValueUsd: number;
  materials: string[];
  hsCode?: string | null;
  weightKg?: number | null;
}

export interface ProposedClassification {
  proposedHsCode: string | null;
  confidenceScore: number;
  confidenceLevel: 'low' | 'medium' | 'high';
  recommendedAction: string;
  candidates: Array<{ hs_code: string; support_score: number }>;
}

export interface ComplianceIssue {
  code: string;
  severity: Severity;
  field: string;
  message: string;
}

/** ProductComplianceProfile: computed at sync from the product alone; planning reads it. */
export interface ProductComplianceProfile {
  readiness: Readiness;
  originCountryValid: boolean;
  declaredValuePositive: boolean;
  materialsPresent: boolean;
  hsCodePresent: boolean;
  hsCodeWellFormed: boolean;
  descriptionPresent: boolean;
  weightPresent: boolean;
  missingFields: string[];
  /** The classifier's proposal when the product has no HS code (set at sync; planning warns on it). */
  classification?: ProposedClassification;
  issues: ComplianceIssue[];
}

/**
 * The rules, in order of the table in the README:
 * - error (BLOCKED): origin missing or not an ISO 3166-1 alpha-2 country; declared value 0.
 * - warning (REVIEW_REQUIRED): HS code missing or malformed; materials missing; description missing;
 *   weight missing (customs invoices declare net weight).
 */
export function computeComplianceProfile(p: ProductFacts): ProductComplianceProfile {
  const issues: ComplianceIssue[] = [];
  const missingFields: string[] = [];
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
  const readiness: Readiness = issues.some((i) => i.severity === 'error')
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
