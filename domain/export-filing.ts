/**
 * Export filing: the export side of a batch, by the warehouse's country (issue 31). The rules table and
 * the assessment are added here; the reference formats below are what the plan request accepts.
 */

/**
 * An AES Internal Transaction Number: "X", the filing date (YYYYMMDD), six digits (15 CFR 30 Appendix B:
 * "AES X20170101987654"). The date is checked to be a real date by `isAesItn`.
 */
export const AES_ITN_PATTERN = /^X\d{14}$/;

/**
 * A CERS proof-of-report number: the exporter's authorization ID (two letters, four digits), the
 * submission date (YYYYMMDD), then a sequential number of 1 to 11 digits (CBSA Customs Notice 20-03,
 * paragraph 4).
 */
export const CERS_PROOF_OF_REPORT_PATTERN = /^[A-Z]{2}\d{4}\d{8}\d{1,11}$/;

/** YYYYMMDD names a real calendar date. */
function isCalendarDate(yyyymmdd: string): boolean {
  const [y, m, d] = [yyyymmdd.slice(0, 4), yyyymmdd.slice(4, 6), yyyymmdd.slice(6, 8)].map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function isAesItn(reference: string): boolean {
  return AES_ITN_PATTERN.test(reference) && isCalendarDate(reference.slice(1, 9));
}

export function isCersProofOfReport(reference: string): boolean {
  return CERS_PROOF_OF_REPORT_PATTERN.test(reference) && isCalendarDate(reference.slice(6, 14));
}
