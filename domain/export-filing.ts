/**
 * Export filing: the export side of a batch, by the warehouse's country (issue 31). Whether the batch
 * needs an export filing before it leaves (the US's Electronic Export Information in AES, Canada's
 * export declaration in CERS), under which rule, and the legend the documents carry.
 *
 * Pure data plus one pure, deterministic assessment (`assessExportFiling`). Every rule carries its source
 * and the date it was checked, with the discipline of domain/import-rules.ts: `verified` is true only
 * when the text was read in the cited source (or a copy of it); false marks a rule as commonly summarised
 * that must be confirmed before anyone relies on it near a threshold. Update the table, its date and
 * docs/planning-rules.md ("Export filing") together.
 */
import { compareCodeUnits } from './canonical';
import { normalizeCountry } from './countries';
import type { ExportFiling, SnapshotProduct } from './export-types';
import { normalizeHsCode } from './hs-code';
import { IMPORT_RULES, type Sourced } from './import-rules';
import { lineTotalsUsd } from './money';

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

// ---------------------------------------------------------------------------------------------------
// The rules table
// ---------------------------------------------------------------------------------------------------

/** The date the table as a whole was last reviewed. */
export const EXPORT_FILING_RULES_AS_OF = '2026-11-26';

export type ExportFilingRegime = NonNullable<ExportFiling['regime']>;

const APPENDIX_B = '15 CFR Part 30 Appendix B (as amended 88 FR 54237, 2023-08-10)';
const FTR_NOT_READ =
  'The regulation text was not read in the source here: the rule is recorded as the Foreign Trade Regulations are ' +
  'commonly summarised; confirm it in the eCFR before relying on it.';
const D20_1_1_NOT_READ =
  'Read only in secondary summaries of the memorandum, not in CBSA Memorandum D20-1-1 itself; confirm it before relying on it.';

export type ExportFilingLegendId = 'AES_ITN' | 'NOEEI_30_36' | 'NOEEI_30_37_A' | 'CERS_PROOF_OF_REPORT';

/** What the documents print; `<ITN>` and `<number>` stand for the reference sent. */
export interface ExportFilingLegend extends Sourced {
  id: ExportFilingLegendId;
  text: string;
  example: string;
}

export const EXPORT_FILING_LEGENDS: readonly ExportFilingLegend[] = [
  {
    id: 'AES_ITN',
    text: 'AES <ITN>',
    example: 'AES X20170101987654',
    source: APPENDIX_B,
    asOf: '2026-11-26',
    verified: true,
    note: 'The proof of filing citation: "AES", a space, the Internal Transaction Number AES returned.',
  },
  {
    id: 'NOEEI_30_36',
    text: 'NOEEI 30.36',
    example: 'NOEEI 30.36',
    source: APPENDIX_B,
    asOf: '2026-11-26',
    verified: true,
    note: 'Appendix B writes "NOEEI § 30.36"; printed without the § sign, as carriers\' APIs take it.',
  },
  {
    id: 'NOEEI_30_37_A',
    text: 'NOEEI 30.37(a)',
    example: 'NOEEI 30.37(a)',
    source: APPENDIX_B,
    asOf: '2026-11-26',
    verified: true,
    note: 'Appendix B writes "NOEEI § 30.37(a)"; printed without the § sign, as carriers\' APIs take it.',
  },
  {
    id: 'CERS_PROOF_OF_REPORT',
    text: 'CERS proof of report <number>',
    example: 'CERS proof of report AB123420261126123',
    source: 'CBSA Customs Notice 20-03, paragraph 4 (the number\'s format); the wording around it is this project\'s',
    asOf: '2026-11-26',
    verified: false,
    note: 'No prescribed legend wording was found for Canadian exports: the documents print the proof-of-report number after "CERS proof of report".',
  },
];

export type ExportFilingRuleId =
  | 'US_EEI_VALUE' | 'US_EEI_LICENCE' | 'US_NOEEI_CANADA' | 'US_NOEEI_LOW_VALUE'
  | 'CA_CERS_VALUE' | 'CA_CERS_PERMIT' | 'CA_NONE_TO_US';

/** The value a rule compares, in the origin's currency. */
export interface FilingThreshold {
  currency: 'USD' | 'CAD';
  amount: number;
  /** more_than: strictly above the amount; at_least: at or above it. */
  comparison: 'more_than' | 'at_least';
  /** schedule_b: per Schedule B group of the batch (see `groupBySchedule`); shipment: the whole batch. */
  per: 'schedule_b' | 'shipment';
}

export interface ExportFilingRule extends Sourced {
  id: ExportFilingRuleId;
  /** The warehouse country: where the goods leave from. */
  origin: 'US' | 'CA';
  regime: ExportFilingRegime;
  /** true: the rule makes a filing required; false: it exempts the batch. */
  requires: boolean;
  rule: string;
  threshold: FilingThreshold | null;
  /** The legend of an exemption; null where the rule has none. */
  legend: ExportFilingLegendId | null;
}

export const EXPORT_FILING_RULES: readonly ExportFilingRule[] = [
  {
    id: 'US_EEI_VALUE', origin: 'US', regime: 'US_EEI', requires: true,
    rule: 'EEI in AES when the goods under one Schedule B number are worth more than USD 2,500',
    threshold: { currency: 'USD', amount: 2500, comparison: 'more_than', per: 'schedule_b' },
    legend: null,
    source: '15 CFR 30.2(a)(1)(iv)(A) and 15 CFR 30.37(a)',
    asOf: '2026-11-26',
    verified: false,
    note: `${FTR_NOT_READ} Other triggers of 30.2 (destinations under embargo, rough diamonds, used self-propelled vehicles, ITAR goods) are not modelled.`,
  },
  {
    id: 'US_EEI_LICENCE', origin: 'US', regime: 'US_EEI', requires: true,
    rule: 'EEI in AES when any product carries an export licence (exportControl.licenseNumber), at any value, to any country (Canada included)',
    threshold: null,
    legend: null,
    source: '15 CFR 30.2(a)(1)(iv)(B)',
    asOf: '2026-11-26',
    verified: false,
    note: `${FTR_NOT_READ} Goods that need a licence but whose licenseNumber is not sent are not detected.`,
  },
  {
    id: 'US_NOEEI_CANADA', origin: 'US', regime: 'US_EEI', requires: false,
    rule: 'No EEI for goods exported to Canada, unless a product carries an export licence',
    threshold: null,
    legend: 'NOEEI_30_36',
    source: '15 CFR 30.36',
    asOf: '2026-11-26',
    verified: false,
    note: FTR_NOT_READ,
  },
  {
    id: 'US_NOEEI_LOW_VALUE', origin: 'US', regime: 'US_EEI', requires: false,
    rule: 'No EEI when no Schedule B group is worth more than USD 2,500 and no product carries an export licence',
    threshold: { currency: 'USD', amount: 2500, comparison: 'more_than', per: 'schedule_b' },
    legend: 'NOEEI_30_37_A',
    source: '15 CFR 30.37(a)',
    asOf: '2026-11-26',
    verified: false,
    note: FTR_NOT_READ,
  },
  {
    id: 'CA_CERS_VALUE', origin: 'CA', regime: 'CA_CERS', requires: true,
    rule: 'Export declaration in CERS for commercial goods valued at CAD 2,000 or more bound for a country other than the US',
    threshold: { currency: 'CAD', amount: 2000, comparison: 'at_least', per: 'shipment' },
    legend: null,
    source: 'CBSA Memorandum D20-1-1',
    asOf: '2026-11-26',
    verified: false,
    note: `${D20_1_1_NOT_READ} The summaries say "over CAD 2,000"; "CAD 2,000 or more" is used, the conservative reading. ` +
      'Every line is taken as commercial goods, whatever the order\'s reasonForExport. USD values are converted with the CA ' +
      'entry\'s fx of IMPORT_RULES (domain/import-rules.ts), an unverified approximation.',
  },
  {
    id: 'CA_CERS_PERMIT', origin: 'CA', regime: 'CA_CERS', requires: true,
    rule: 'Export declaration in CERS for goods that need a permit (exportControl.licenseNumber), at any value, to any country (the US included)',
    threshold: null,
    legend: null,
    source: 'CBSA Memorandum D20-1-1',
    asOf: '2026-11-26',
    verified: false,
    note: `${D20_1_1_NOT_READ} Goods that need a permit but whose licenseNumber is not sent are not detected.`,
  },
  {
    id: 'CA_NONE_TO_US', origin: 'CA', regime: 'CA_CERS', requires: false,
    rule: 'No export declaration for goods bound for the US that need no permit, whatever their value',
    threshold: null,
    legend: null,
    source: 'CBSA Memorandum D20-1-1',
    asOf: '2026-11-26',
    verified: false,
    note: D20_1_1_NOT_READ,
  },
];

function filingRule(id: ExportFilingRuleId): ExportFilingRule {
  const r = EXPORT_FILING_RULES.find((x) => x.id === id);
  if (!r) throw new Error(`no export filing rule ${id}`);
  return r;
}

function legendText(id: ExportFilingLegendId): string {
  const l = EXPORT_FILING_LEGENDS.find((x) => x.id === id);
  if (!l) throw new Error(`no export filing legend ${id}`);
  return l.text;
}

/** What the documents print for a well-formed reference ("AES X…", "CERS proof of report …"); null for anything else. */
export function referenceLegend(reference: string): string | null {
  if (isAesItn(reference)) return legendText('AES_ITN').replace('<ITN>', reference);
  if (isCersProofOfReport(reference)) return legendText('CERS_PROOF_OF_REPORT').replace('<number>', reference);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Grouping by Schedule B number (US)
// ---------------------------------------------------------------------------------------------------

/** What the assessment reads of a product: SnapshotProduct fits. */
export type FilingProduct = Pick<SnapshotProduct, 'id' | 'hsCode' | 'exportControl'> & { sku?: string };

export interface ExportFilingLine {
  /** A line whose product is not in the snapshot: pass `{ id: productId, hsCode: null }`. */
  product: FilingProduct;
  quantity: number;
  unitValueUsd: number;
}

export interface ExportFilingInput {
  /** The warehouse country: where the goods leave from. */
  origin: string;
  destination: string;
  /** The included orders' lines, in a deterministic order. */
  lines: readonly ExportFilingLine[];
  /** The plan request's exportFilingReference, if sent. */
  reference?: string | null;
}

/**
 * schedule_b: the product's 10-digit Schedule B number. hs_subheading: the first 6 digits of its HS code
 * (no Schedule B number, or one under an HS subheading that also holds goods without one). product: a
 * product with neither (unclassified), alone in its group.
 */
export type FilingGroupKind = 'schedule_b' | 'hs_subheading' | 'product';

export interface FilingGroup {
  kind: FilingGroupKind;
  key: string;
  /** Sum of the group's lines, in USD cents (lineTotalsUsd, exact to the cent). */
  valueUsdCents: number;
  productIds: string[];
}

const SCHEDULE_B = /^\d{10}$/;
const GROUP_KIND_ORDER: Record<FilingGroupKind, number> = { schedule_b: 0, hs_subheading: 1, product: 2 };

function scheduleBOf(p: FilingProduct): string | null {
  const raw = p.exportControl?.scheduleB;
  const digits = raw ? normalizeHsCode(raw) : '';
  return SCHEDULE_B.test(digits) ? digits : null;
}

function hsSubheadingOf(p: FilingProduct): string | null {
  const digits = p.hsCode ? normalizeHsCode(p.hsCode) : '';
  return /^\d{6}/.test(digits) ? digits.slice(0, 6) : null;
}

/**
 * The lines grouped as the EEI threshold compares them, sorted by kind then key, and the clause the basis
 * says it with. A Schedule B number is counted at its HS subheading when goods without a Schedule B number
 * share that subheading: they could be under the same number, so their values are added (conservative).
 */
export function groupBySchedule(lines: readonly ExportFilingLine[]): { groups: FilingGroup[]; clause: string } {
  const unnumbered = new Set(lines.filter((l) => scheduleBOf(l.product) === null).map((l) => hsSubheadingOf(l.product)));
  const used = new Set<string>();
  const byKey = new Map<string, { kind: FilingGroupKind; key: string; lines: ExportFilingLine[]; productIds: Set<string> }>();
  for (const line of lines) {
    const scheduleB = scheduleBOf(line.product);
    const hs6 = hsSubheadingOf(line.product);
    let kind: FilingGroupKind;
    let key: string;
    if (scheduleB && !unnumbered.has(scheduleB.slice(0, 6))) [kind, key] = ['schedule_b', scheduleB];
    else if (scheduleB) [kind, key] = ['hs_subheading', scheduleB.slice(0, 6)];
    else if (hs6) [kind, key] = ['hs_subheading', hs6];
    else [kind, key] = ['product', line.product.id];
    used.add(scheduleB ? (kind === 'schedule_b' ? 'schedule_b' : 'merged') : kind);
    const id = `${kind}|${key}`;
    const group = byKey.get(id) ?? { kind, key, lines: [], productIds: new Set<string>() };
    group.lines.push(line);
    group.productIds.add(line.product.id);
    byKey.set(id, group);
  }
  const groups = [...byKey.values()]
    .map((g) => ({ kind: g.kind, key: g.key, valueUsdCents: toCents(lineTotalsUsd(g.lines)), productIds: [...g.productIds].sort(compareCodeUnits) }))
    .sort((a, b) => GROUP_KIND_ORDER[a.kind] - GROUP_KIND_ORDER[b.kind] || compareCodeUnits(a.key, b.key));
  return { groups, clause: groupingClause(used) };
}

function groupingClause(used: ReadonlySet<string>): string {
  const only = used.size === 1 ? [...used][0] : null;
  if (only === 'schedule_b') return 'grouped by Schedule B number';
  if (only === 'hs_subheading') return 'grouped by HS subheading: no Schedule B number given';
  if (only === 'product') return 'grouped by product: no Schedule B number or HS code given';
  const merged = used.has('merged')
    ? '; a Schedule B number is counted at its HS subheading when goods without one share that subheading'
    : '';
  return `grouped by Schedule B number where given, else by HS subheading, else by product (unclassified)${merged}`;
}

function groupName(g: FilingGroup): string {
  return g.kind === 'schedule_b' ? `Schedule B ${g.key}` : g.kind === 'hs_subheading' ? `HS subheading ${g.key}` : `product ${g.key} (unclassified)`;
}

/** "goods under HS subheading 610910 are worth USD 40,000.00", or each group with its value in parentheses. */
function groupsWorth(over: readonly FilingGroup[]): string {
  if (over.length === 1) return `goods under ${groupName(over[0])} are worth USD ${formatCents(over[0].valueUsdCents)}`;
  return `goods under ${listText(over.map((g) => `${groupName(g)} (USD ${formatCents(g.valueUsdCents)})`))} are each worth`;
}

// ---------------------------------------------------------------------------------------------------
// The assessment
// ---------------------------------------------------------------------------------------------------

export interface ExportFilingAssessment {
  /** The plan's exportFiling. */
  filing: ExportFiling;
  /**
   * A filing is required and no well-formed reference of its regime was sent: the plan warns
   * (EXPORT_FILING_REQUIRED, its message the basis) and lists the reference as missing data.
   */
  missing: boolean;
  /** US origin: the groups the EEI threshold compared (empty otherwise). */
  groups: FilingGroup[];
}

/** What an origin's rules concluded, before the reference is looked at. */
interface Outcome {
  regime: ExportFilingRegime | null;
  required: boolean;
  /** Why, with the rules and the values compared: the basis without what the reference changes. */
  why: string;
  /** The exemption legend the documents carry when no filing is cited. */
  exemptionLegend: string | null;
  groups: FilingGroup[];
}

const ONE_SHIPMENT: Record<ExportFilingRegime, string> = {
  US_EEI: 'The batch is taken as one shipment (one USPPI, one consignee, one conveyance).',
  CA_CERS: 'The batch is taken as one shipment (one exporter, one consignee, one conveyance).',
};

/**
 * Whether a batch leaving `origin` for `destination` needs an export filing, and what its documents
 * cite. Pure and deterministic. Origins without rules (anything but US and CA) answer regime null.
 */
export function assessExportFiling(input: ExportFilingInput): ExportFilingAssessment {
  const origin = normalizeCountry(input.origin);
  const destination = normalizeCountry(input.destination);
  const reference = typeof input.reference === 'string' && input.reference !== '' ? input.reference : null;
  let outcome: Outcome;
  if (origin !== 'US' && origin !== 'CA') {
    outcome = { regime: null, required: false, why: `No export filing rule is recorded for origin ${origin}; check that country's export rules.`, exemptionLegend: null, groups: [] };
  } else if (input.lines.length === 0) {
    outcome = { regime: origin === 'US' ? 'US_EEI' : 'CA_CERS', required: false, why: 'No goods are exported (no order is included): no export filing is assessed.', exemptionLegend: null, groups: [] };
  } else {
    outcome = origin === 'US' ? assessUsOrigin(destination, input.lines) : assessCaOrigin(destination, input.lines);
  }
  return withReference(outcome, reference);
}

function licensed(lines: readonly ExportFilingLine[]): string[] {
  const found = new Map<string, string>();
  for (const { product: p } of lines) {
    const licence = p.exportControl?.licenseNumber?.trim();
    if (licence) found.set(p.id, `${p.sku ?? p.id} (licence ${licence})`);
  }
  return [...found].sort(([a], [b]) => compareCodeUnits(a, b)).map(([, text]) => text);
}

function assessUsOrigin(destination: string, lines: readonly ExportFilingLine[]): Outcome {
  const licences = licensed(lines);
  const licenceRule = filingRule('US_EEI_LICENCE');
  const licenceReason = `${listText(licences)} ${licences.length === 1 ? 'carries' : 'carry'} an export licence (${licenceRule.source})`;
  if (destination === 'CA') {
    const exempt = filingRule('US_NOEEI_CANADA');
    return licences.length === 0
      ? { regime: 'US_EEI', required: false, groups: [], exemptionLegend: legendText('NOEEI_30_36'),
        why: `No EEI required: goods exported from the US to Canada are exempt (${exempt.source}) unless they need an export licence, and no product carries one.` }
      : { regime: 'US_EEI', required: true, groups: [], exemptionLegend: null,
        why: `EEI in AES required: ${licenceReason}; the Canada exemption (${exempt.source}) does not cover licensed goods.` };
  }
  const threshold = filingRule('US_EEI_VALUE');
  const limitCents = toCents(threshold.threshold!.amount);
  const { groups, clause } = groupBySchedule(lines);
  const over = groups.filter((g) => g.valueUsdCents > limitCents);
  const reasons: string[] = [];
  if (over.length > 0) {
    reasons.push(`${groupsWorth(over)}, more than USD ${formatCents(limitCents)} per Schedule B number (${threshold.source})`);
  }
  if (licences.length > 0) reasons.push(licenceReason);
  if (reasons.length > 0) {
    return { regime: 'US_EEI', required: true, groups, exemptionLegend: null, why: `EEI in AES required: ${reasons.join('; ')}; ${clause}. ${ONE_SHIPMENT.US_EEI}` };
  }
  const largest = [...groups].sort((a, b) => b.valueUsdCents - a.valueUsdCents)[0];
  return {
    regime: 'US_EEI', required: false, groups, exemptionLegend: legendText('NOEEI_30_37_A'),
    why: `No EEI required: no group is worth more than USD ${formatCents(limitCents)} per Schedule B number (the largest: ${groupName(largest)}, ` +
      `USD ${formatCents(largest.valueUsdCents)}) and no product carries an export licence (${filingRule('US_NOEEI_LOW_VALUE').source}); ${clause}. ${ONE_SHIPMENT.US_EEI}`,
  };
}

function assessCaOrigin(destination: string, lines: readonly ExportFilingLine[]): Outcome {
  const permits = licensed(lines);
  const valueRule = filingRule('CA_CERS_VALUE');
  const fx = caFx();
  const usdCents = toCents(lineTotalsUsd(lines));
  const cadCents = Math.round(usdCents / fx.usdPerUnit);
  const limitCents = toCents(valueRule.threshold!.amount);
  const value = `CAD ${formatCents(cadCents)} (USD ${formatCents(usdCents)} at USD ${fx.usdPerUnit} per CAD, ` +
    `${fx.verified ? 'the import rules\' rate' : 'the import rules\' planning rate, an unverified approximation'})`;
  const reasons: string[] = [];
  if (destination !== 'US' && cadCents >= limitCents) {
    reasons.push(`the goods are worth ${value}, CAD ${formatCents(limitCents)} or more, bound for ${destination}, a country other than the US (${valueRule.source})`);
  }
  if (permits.length > 0) {
    reasons.push(`${listText(permits)} ${permits.length === 1 ? 'needs' : 'need'} an export permit, whatever the destination (${filingRule('CA_CERS_PERMIT').source})`);
  }
  if (reasons.length > 0) {
    return { regime: 'CA_CERS', required: true, groups: [], exemptionLegend: null, why: `Export declaration in CERS required: ${reasons.join('; ')}. ${ONE_SHIPMENT.CA_CERS}` };
  }
  const why = destination === 'US'
    ? `No export declaration required: goods exported from Canada to the US need none unless they need a permit (${filingRule('CA_NONE_TO_US').source}), and no product carries one.`
    : `No export declaration required: the goods are worth ${value}, under CAD ${formatCents(limitCents)} (${valueRule.source}), and no product needs a permit. ${ONE_SHIPMENT.CA_CERS}`;
  return { regime: 'CA_CERS', required: false, groups: [], exemptionLegend: null, why };
}

function caFx(): { usdPerUnit: number; verified: boolean } {
  const ca = IMPORT_RULES.find((r) => r.destination === 'CA');
  if (!ca) throw new Error('IMPORT_RULES has no CA entry: its fx converts USD to CAD for the CERS threshold');
  return ca.fx;
}

const REGIME_TEXT: Record<ExportFilingRegime, { proof: string; isOwn: (r: string) => boolean; action: string }> = {
  US_EEI: {
    proof: 'an AES ITN',
    isOwn: isAesItn,
    action: 'File the EEI in AES and plan again with its ITN (X, the filing date YYYYMMDD, 6 digits) as exportFilingReference.',
  },
  CA_CERS: {
    proof: 'a CERS proof-of-report number',
    isOwn: isCersProofOfReport,
    action: 'Report the export in CERS and plan again with the proof-of-report number as exportFilingReference.',
  },
};

/** The reference's part: a well-formed reference of the regime satisfies the requirement and is cited. */
function withReference(o: Outcome, reference: string | null): ExportFilingAssessment {
  const base = { required: o.required, regime: o.regime, reference };
  if (o.regime === null) {
    const legend = reference === null ? null : referenceLegend(reference);
    const note = legend === null ? '' : ` The reference sent is cited as given: ${legend}.`;
    return { filing: { ...base, basis: `${o.why}${note}`, legend }, missing: false, groups: o.groups };
  }
  const text = REGIME_TEXT[o.regime];
  const own = reference !== null && text.isOwn(reference);
  if (own) {
    const legend = referenceLegend(reference) as string;
    const note = o.required ? `Filed: ${legend}.` : `A voluntary filing was sent and is cited: ${legend}.`;
    return { filing: { ...base, basis: `${o.why} ${note}`, legend }, missing: false, groups: o.groups };
  }
  const problem = reference === null ? '' : ` ${referenceProblem(reference, text.proof)}`;
  if (!o.required) {
    return { filing: { ...base, basis: `${o.why}${problem}`, legend: o.exemptionLegend }, missing: false, groups: o.groups };
  }
  const missing = reference === null ? ' No exportFilingReference was sent.' : `${problem.slice(0, -1)}: it does not satisfy the requirement.`;
  return { filing: { ...base, basis: `${o.why}${missing} ${text.action}`, legend: null }, missing: true, groups: o.groups };
}

function referenceProblem(reference: string, wanted: string): string {
  const kind = isAesItn(reference) ? 'an AES ITN' : isCersProofOfReport(reference) ? 'a CERS proof-of-report number' : 'not a well-formed AES ITN or CERS proof-of-report number';
  return kind.startsWith('not')
    ? `The reference "${reference}" is ${kind}.`
    : `The reference ${reference} is ${kind}, not ${wanted}.`;
}

// ---------------------------------------------------------------------------------------------------
// Formatting
// ---------------------------------------------------------------------------------------------------

function toCents(amount: number): number {
  return Math.round(amount * 100);
}

/** "40,000.00": two decimals and comma thousands, independent of the process locale. */
function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

function listText(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
