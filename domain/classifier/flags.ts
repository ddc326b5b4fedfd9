import { isCountryCode, normalizeCountry } from '../countries';
import { isWellFormedHsCode, normalizeHsCode } from '../hs-code';
import type { ClassificationInput } from './classify';
import { isVague } from './lexicon';
import { formatHsCode, type NomenclatureEntry } from './nomenclature';
import type { ClassificationSignal, ComplianceFlag, MergeReport } from './result';
import { strength, type Ranking, type Scored, type TextEvidence } from './scoring';
import { normalizePhrase } from './text';
import { CONFIDENCE_THRESHOLDS, EXISTING_CODE_MIN_SHARE, EXISTING_CODE_MIN_STRENGTH, MAX_CANDIDATES } from './weights';

/**
 * Compliance flags: what a customs declaration of this product would lack or trip over, beside the code.
 * Each phase adds its flags (and merge-report entries) to the report in a fixed order.
 */

/** What a classification accumulates for its answer, in the order its phases run. */
export interface Report {
  notes: string[];
  normalized: string[];
  missing: string[];
  overrides: MergeReport['overrides_applied'];
  flags: ComplianceFlag[];
  signals: ClassificationSignal[];
  /** why the confidence is what it is */
  reasons: string[];
}

// ---- vagueness ---------------------------------------------------------------------------------------------

/** Vague terms in the name and description, and the name's other words (numbers aside). */
function findVagueTerms(fields: TextEvidence['fields']): { vagueFound: Set<string>; nameContent: string[] } {
  const vagueFound = new Set<string>();
  const nameContent: string[] = [];
  for (const [field, tt] of fields) {
    if (field === 'category') continue;
    for (let i = 0; i < tt.tokens.length; i += 1) {
      const two = i + 1 < tt.tokens.length ? `${tt.tokens[i]} ${tt.tokens[i + 1]}` : tt.tokens[i];
      if (isVague(two)) vagueFound.add(two);
      else if (isVague(tt.tokens[i])) vagueFound.add(tt.tokens[i]);
      else if (field === 'name' && !/^\d/.test(tt.tokens[i])) nameContent.push(tt.tokens[i]);
    }
  }
  return { vagueFound, nameContent };
}

/** Flags a description customs would reject; true when the confidence must be capped at low. */
export function flagVagueness(fields: TextEvidence['fields'], best: Scored | undefined, confidence: number, flags: ComplianceFlag[]): boolean {
  const { vagueFound, nameContent } = findVagueTerms(fields);
  if (!best) {
    flags.push({
      code: 'DESCRIPTION_TOO_VAGUE',
      severity: 'error',
      field: 'description',
      message:
        vagueFound.size > 0
          ? `The description relies on terms customs reject (${[...vagueFound].join(', ')}) and names no classifiable product`
          : 'The name and description do not name a product the nomenclature can classify',
    });
    return true;
  }
  // a vague word beside other words of the name ("gift mug") only matters when the evidence is weak
  if (vagueFound.size > 0 && (nameContent.length === 0 || confidence < CONFIDENCE_THRESHOLDS.medium)) {
    flags.push({
      code: 'DESCRIPTION_TOO_VAGUE',
      severity: 'warning',
      field: 'productName',
      message: `Terms such as ${[...vagueFound].join(', ')} are not accepted as a customs description; name the product, its material and use`,
    });
    return true;
  }
  return false;
}

/** Flags a material-dependent heading chosen without a known material; true when it did. */
export function flagMissingMaterial(best: Scored | undefined, knownMaterials: ReadonlySet<string>, flags: ComplianceFlag[]): boolean {
  const needsMaterial = Boolean(best?.leaf.requiresMaterial) && knownMaterials.size === 0;
  if (needsMaterial && best) {
    flags.push({
      code: 'MATERIAL_REQUIRED',
      severity: 'warning',
      field: 'materials',
      message: `Heading ${formatHsCode(best.leaf.entry.code.slice(0, 4))} is split by material; give the main material (e.g. cotton, polyester, leather)`,
    });
  }
  return needsMaterial;
}

// ---- existing HS code --------------------------------------------------------------------------------------

/** The code to answer: the classifier's, or the merchant's existing code when the evidence does not contradict it. */
export function reconcileExistingCode(
  input: ClassificationInput,
  entries: ReadonlyMap<string, NomenclatureEntry>,
  ranking: Ranking,
  report: Report,
): string | null {
  const proposed = ranking.best ? ranking.best.leaf.entry.code : null;
  if (input.existingHsCode === undefined || input.existingHsCode === null || String(input.existingHsCode).trim() === '') return proposed;
  const raw = String(input.existingHsCode).trim();
  const to = proposed ? formatHsCode(proposed) : null;
  if (!isWellFormedHsCode(raw)) {
    report.flags.push({
      code: 'EXISTING_HS_CODE_MALFORMED',
      severity: 'warning',
      field: 'existingHsCode',
      message: `"${raw}" is not a well-formed HS code (6 to 10 digits, chapter 01-97, not 77); it was ignored`,
    });
    report.overrides.push({ field: 'hs_code', from: raw, to, reason: 'existing_hs_code is malformed' });
    report.signals.push('existing_hs_code_overridden');
    return proposed;
  }
  const digits = normalizeHsCode(raw);
  const six = digits.slice(0, 6);
  if (digits !== raw) report.normalized.push('existingHsCode');
  if (digits.length > 6) report.notes.push(`national digits of existing_hs_code ${raw} dropped; HS subheading is ${formatHsCode(six)}`);
  const heading = six.slice(0, 4);
  if (!entries.has(heading)) {
    report.flags.push({
      code: 'EXISTING_HS_CODE_UNKNOWN_HEADING',
      severity: 'warning',
      field: 'existingHsCode',
      message: `Heading ${heading} of existing_hs_code is not in the nomenclature table`,
    });
    report.overrides.push({ field: 'hs_code', from: formatHsCode(six), to, reason: `heading ${heading} is not a known heading` });
    report.signals.push('existing_hs_code_overridden');
    return proposed;
  }
  return weighExistingCode(six, ranking, report);
}

/** A known heading: the existing code is kept when a strong candidate shares it (or nothing matched), else overridden. */
function weighExistingCode(six: string, { scored, best }: Ranking, report: Report): string {
  const heading = six.slice(0, 4);
  const agreeing = scored.find(
    (s, idx) =>
      idx < MAX_CANDIDATES &&
      s.leaf.entry.code.startsWith(heading) &&
      best !== undefined &&
      s.score >= EXISTING_CODE_MIN_SHARE * best.score &&
      strength(s.score) >= EXISTING_CODE_MIN_STRENGTH,
  );
  if (agreeing || !best) {
    report.signals.push('existing_hs_code_retained');
    report.notes.push(
      agreeing
        ? `existing_hs_code ${formatHsCode(six)} retained: heading ${heading} agrees with the evidence`
        : `existing_hs_code ${formatHsCode(six)} retained: no evidence to confirm or contradict it`,
    );
    return six;
  }
  report.flags.push({
    code: 'EXISTING_HS_CODE_OVERRIDDEN',
    severity: 'warning',
    field: 'existingHsCode',
    message: `existing_hs_code ${formatHsCode(six)} disagrees with the product evidence, which points to ${formatHsCode(best.leaf.entry.code)}`,
  });
  report.overrides.push({ field: 'hs_code', from: formatHsCode(six), to: formatHsCode(best.leaf.entry.code), reason: `evidence points to heading ${best.leaf.entry.code.slice(0, 4)}, not ${heading}` });
  report.signals.push('existing_hs_code_overridden');
  return best.leaf.entry.code;
}

// ---- origin and value --------------------------------------------------------------------------------------

/** True when the origin is a valid country code. */
export function checkOrigin(input: ClassificationInput, report: Report): boolean {
  if (input.countryOfOrigin === undefined || input.countryOfOrigin === null || String(input.countryOfOrigin).trim() === '') {
    report.missing.push('countryOfOrigin');
    report.flags.push({ code: 'ORIGIN_MISSING', severity: 'warning', field: 'countryOfOrigin', message: 'Country of origin is required on customs declarations' });
    return false;
  }
  const origin = normalizeCountry(String(input.countryOfOrigin));
  if (origin !== input.countryOfOrigin) report.normalized.push('countryOfOrigin');
  if (isCountryCode(origin)) return true;
  report.flags.push({
    code: 'ORIGIN_INVALID',
    severity: 'error',
    field: 'countryOfOrigin',
    message: `"${input.countryOfOrigin}" is not an ISO 3166-1 alpha-2 country code`,
  });
  return false;
}

/** True when the value is a positive number. */
export function checkValue(input: ClassificationInput, report: Report): boolean {
  if (input.value === undefined || input.value === null) {
    report.missing.push('value');
    report.flags.push({ code: 'VALUE_MISSING', severity: 'warning', field: 'value', message: 'A declared customs value is required' });
  } else if (typeof input.value !== 'number' || !Number.isFinite(input.value) || input.value < 0) {
    report.flags.push({ code: 'VALUE_INVALID', severity: 'error', field: 'value', message: 'The declared value must be a non-negative number' });
  } else if (input.value === 0) {
    report.flags.push({ code: 'VALUE_ZERO', severity: 'warning', field: 'value', message: 'A zero value is rejected by most customs authorities, even for gifts and samples' });
  } else return true;
  return false;
}

// ---- restricted goods --------------------------------------------------------------------------------------

const LIKELY_LITHIUM_CODES = ['847130', '851713', '851762', '851830', '851822', '880621', '880622', '871160', '852589', '854340'];

/** Whether the text (tokens, space-padded) has any of the words, normalised as the text is: one pattern per list, built once. */
function anyOf(...words: string[]): RegExp {
  return new RegExp(` (?:${words.map((w) => normalizePhrase(w)).join('|')}) `);
}

const LITHIUM_WORDS = anyOf('lithium', 'li ion', 'lipo', 'power bank', 'lithium battery', '18650');
const BATTERY_WORDS = anyOf('battery', 'rechargeable', 'cordless');
const LIQUID_WORDS = anyOf('aerosol', 'spray', 'perfume', 'cologne', 'liquid', 'nail polish', 'flammable', 'butane');
const ALCOHOL_WORDS = anyOf('alcohol', 'alcoholic');
const WEAPON_WORDS = anyOf('knife', 'blade', 'sword', 'dagger', 'firearm', 'gun', 'ammunition', 'pepper spray', 'taser', 'crossbow', 'airsoft', 'machete');
const PLANT_WORDS = anyOf('seed for sowing', 'live plant', 'bulb for planting', 'soil', 'cutting for planting');
const TOBACCO_WORDS = anyOf('tobacco', 'nicotine', 'cigarette', 'cigar', 'vape', 'e liquid');

/** Goods carriers or destinations restrict, by the chosen code or by words of the text. */
export function restrictedGoods(hsCode: string | null, allText: string): ComplianceFlag[] {
  const chosen = hsCode ?? '';
  const chapterNo = chosen ? Number(chosen.slice(0, 2)) : 0;
  const heading4 = chosen.slice(0, 4);
  const has = (words: RegExp): boolean => words.test(allText);
  const restricted: ComplianceFlag[] = [];
  if (heading4 === '8507' || chosen === '850650' || has(LITHIUM_WORDS)) {
    restricted.push({ code: 'RESTRICTED_LITHIUM_BATTERY', severity: 'warning', field: 'description', message: 'Lithium batteries are dangerous goods in transport (UN3480/UN3481); carriers need packing and labelling' });
  } else if (LIKELY_LITHIUM_CODES.includes(chosen) || has(BATTERY_WORDS)) {
    restricted.push({ code: 'RESTRICTED_LITHIUM_BATTERY', severity: 'info', field: 'description', message: 'Likely contains a lithium battery (UN3481 when packed with or in equipment); confirm with the carrier' });
  }
  if (['3303', '3305', '3307'].includes(heading4) || chosen === '330430' || chosen === '340130' || has(LIQUID_WORDS)) {
    restricted.push({ code: 'RESTRICTED_LIQUID_AEROSOL', severity: 'warning', field: 'description', message: 'Liquids, aerosols and perfumes are often flammable or limited by carriers and destination rules' });
  }
  if (['2203', '2204', '2205', '2206', '2208'].includes(heading4) || has(ALCOHOL_WORDS)) {
    restricted.push({ code: 'RESTRICTED_ALCOHOL', severity: 'warning', field: 'description', message: 'Alcoholic beverages need excise handling and are banned or licensed in many destinations' });
  }
  if (chapterNo === 93 || heading4 === '8211' || has(WEAPON_WORDS)) {
    restricted.push({ code: 'RESTRICTED_WEAPON', severity: 'warning', field: 'description', message: 'Knives, blades and weapons are restricted or prohibited in many destinations' });
  }
  if (chapterNo === 6 || heading4 === '1209' || has(PLANT_WORDS)) {
    restricted.push({ code: 'RESTRICTED_PLANT_SEED', severity: 'warning', field: 'description', message: 'Plants and seeds need phytosanitary certificates and are prohibited by some destinations' });
  }
  if (chapterNo === 24 || chosen === '854340' || has(TOBACCO_WORDS)) {
    restricted.push({ code: 'RESTRICTED_TOBACCO', severity: 'warning', field: 'description', message: 'Tobacco, nicotine products and electronic cigarettes need excise handling, are banned or licensed in many destinations and refused by most parcel carriers' });
  }
  if (chapterNo >= 1 && chapterNo <= 23 && chapterNo !== 6 && heading4 !== '1209') {
    restricted.push({ code: 'RESTRICTED_FOOD', severity: 'warning', field: 'description', message: 'Food and drink may need prior notice, labelling and sanitary checks at the destination' });
  }
  return restricted;
}
