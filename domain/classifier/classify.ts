import { isCountryCode, normalizeCountry } from '../countries';
import { isWellFormedHsCode, normalizeHsCode } from '../hs-code';
import { BUILTIN_NOMENCLATURE, formatHsCode, type NomenclatureEntry } from './nomenclature';
import { canonicalMaterials, detectMaterials } from './materials';
import type {
  CandidateClassification,
  ClassificationResult,
  ClassificationSignal,
  ComplianceFlag,
  ConfidenceLevel,
  MergeReport,
  RecommendedAction,
} from './result';
import { VAGUE_TERMS } from './lexicon';
import { MATERIAL_RESIDUAL, noteEffects } from './notes';
import { analyzeProduct } from './query';
import { buildRetrievalIndex, leafTexts, type RetrievalHit } from './retrieval';
import { collapseWhitespace, normalizePhrase, tokenize, type TokenizedText } from './text';

/**
 * HS classifier: pure and deterministic (no clock, no randomness, no I/O; ties are broken by code).
 *
 * Scoring of a 6-digit candidate (a subheading of the table):
 * - keyword evidence: each table phrase found in the text, longest match first (a phrase's words cannot be
 *   reused by a shorter phrase: "t shirt" hides "shirt", "phone case" hides "phone"). A phrase counts
 *   3 in the product name, 2 in the category, 1 in the description (+25% per extra word, +0.5 per further
 *   field it appears in), +1.5 when it is the head of the name (the last phrase before "for"/"with"...).
 *   A matched phrase that singles the subheading out among its siblings (some sibling lacks it; or the
 *   subheading is its heading's only one) adds 1, once per candidate.
 *   Description-only evidence is capped at 3 per candidate. Keywords of the chapter (e.g. "knit", "woven")
 *   count 0.6×. CSV-loaded entries' description words count 0.5×. A candidate needs at least one
 *   keyword of its own heading or subheading.
 * - material: +3 when an explicit material matches the subheading's materials (+2.5 when the material was
 *   found in the text); a fallback ("other materials") subheading gets +1 when the known material matches
 *   no sibling and +0.5 when no material is known; a non-matching subheading with a known material −0.5.
 * - category: +1 when the category names one of the entry's categories; gender words ±1.5/2 for
 *   men's/women's garments; a small prior (0.25) for the commoner reading of ambiguous words.
 *
 * support_score = 1 − e^(−score/4). Confidence = strength(best) × (0.55 + 0.45 × heading margin) ×
 * (0.8 + 0.2 × subheading margin), where margins are (best − runner-up)/best over other headings and over
 * siblings. It is capped at 0.69 when the chosen heading depends on material and none is known, at 0.39
 * when the description is too vague, and is 0 when nothing matched.
 * Bands: high ≥ 0.70 → auto_accept; medium ≥ 0.40 → review; low < 0.40 → provide_more_detail.
 */

export interface ClassificationInput {
  productName: string;
  description: string;
  materials?: string[];
  category?: string;
  existingHsCode?: string;
  countryOfOrigin?: string;
  value?: number;
}

export { SIGNALS } from './result';
export type {
  CandidateClassification,
  ClassificationResult,
  ClassificationSignal,
  ComplianceFlag,
  ConfidenceLevel,
  FlagSeverity,
  MergeReport,
  RecommendedAction,
} from './result';

/** Confidence band thresholds (inclusive lower bounds). */
export const CONFIDENCE_THRESHOLDS = { high: 0.7, medium: 0.4 } as const;
export const MAX_CANDIDATES = 5;
const MAX_PER_HEADING = 2;

export { VAGUE_TERMS } from './lexicon';
const VAGUE = new Set(VAGUE_TERMS.map(normalizePhrase));

type Field = 'name' | 'category' | 'description';
const FIELD_WEIGHT: Record<Field, number> = { name: 3, category: 2, description: 1 };

interface IndexedLeaf {
  entry: NomenclatureEntry;
  heading: NomenclatureEntry | undefined;
  chapter: NomenclatureEntry | undefined;
  /** phrase → weight factor (1 for curated keywords, 0.5 for CSV description words) */
  phrases: Map<string, number>;
  /** own phrases that single this subheading out among its siblings (all phrases when it has no sibling) */
  ownPhrases: Set<string>;
  chapterPhrases: Set<string>;
  materials: Set<string>;
  siblingMaterials: Set<string>;
  categories: Set<string>;
  requiresMaterial: boolean;
}

interface Match {
  phrase: string;
  fields: Map<Field, { head: boolean }>;
}

export interface Classifier {
  classify(input: ClassificationInput): ClassificationResult;
  /** all entries of the classifier's table (built-in plus extra) */
  readonly entries: ReadonlyMap<string, NomenclatureEntry>;
  hasHeading(code: string): boolean;
}

function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function strength(score: number): number {
  return score <= 0 ? 0 : 1 - Math.exp(-score / 4);
}

/** Weight of the full-text match against the legal text, relative to the curated keywords' evidence. */
const RETRIEVAL_WEIGHT = 0.4;
const RETRIEVAL_DEPTH = 40;
const RESIDUAL_BONUS = 5;

export interface ClassifierOptions {
  /** WordNet generalisations of words the nomenclature does not use (data/lexicon/hypernyms.tsv) */
  hypernyms?: ReadonlyMap<string, readonly string[]>;
  /** national descriptions under each HS subheading (hs6 → text), e.g. the US tariff's (data/hs-extra/hts-us.csv) */
  national?: ReadonlyMap<string, string>;
}

export function createClassifier(extraEntries: readonly NomenclatureEntry[] = [], options: ClassifierOptions = {}): Classifier {
  const entries = new Map<string, NomenclatureEntry>();
  for (const e of BUILTIN_NOMENCLATURE) entries.set(e.code, e);
  const legal = new Map<string, NomenclatureEntry>();
  for (const e of extraEntries) {
    legal.set(e.code, e);
    if (!entries.has(e.code)) entries.set(e.code, { ...e, source: e.source ?? 'csv' });
  }
  const retrieval = buildRetrievalIndex(leafTexts(entries, legal, options.national), options.hypernyms);

  const children = new Map<string, NomenclatureEntry[]>();
  for (const e of entries.values()) {
    if (e.parent) {
      const list = children.get(e.parent) ?? [];
      list.push(e);
      children.set(e.parent, list);
    }
  }

  const leaves: IndexedLeaf[] = [];
  const phraseIndex = new Map<string, number[]>();
  let maxPhraseLen = 1;
  const sortedCodes = [...entries.keys()].sort();
  for (const code of sortedCodes) {
    const entry = entries.get(code)!;
    if (entry.level !== 6 || entry.reserved) continue;
    const heading = entries.get(code.slice(0, 4));
    const chapter = entries.get(code.slice(0, 2));
    const phrases = new Map<string, number>();
    const add = (list: string[], factor: number): void => {
      for (const k of list) {
        const p = normalizePhrase(k);
        if (!p) continue;
        phrases.set(p, Math.max(phrases.get(p) ?? 0, factor));
      }
    };
    // curated keywords only: the legal text of CSV rows is matched by the full-text index
    if (entry.source !== 'csv') add(entry.keywords, 1);
    if (heading && entry.source !== 'csv' && heading.source !== 'csv') add(heading.keywords, 1);
    const chapterPhrases = new Set((chapter?.keywords ?? []).map(normalizePhrase).filter((p) => p));
    const materials = new Set(entry.materials.length > 0 ? entry.materials : heading?.materials ?? []);
    const siblingMaterials = new Set<string>();
    for (const s of children.get(code.slice(0, 4)) ?? []) s.materials.forEach((m) => siblingMaterials.add(m));
    const categories = new Set(
      [...entry.categories, ...(heading?.categories ?? []), ...(chapter?.categories ?? [])].map(normalizePhrase),
    );
    const leaf: IndexedLeaf = {
      entry,
      heading,
      chapter,
      phrases,
      ownPhrases: new Set<string>(),
      chapterPhrases,
      materials,
      siblingMaterials,
      categories,
      requiresMaterial: Boolean(entry.requiresMaterial || heading?.requiresMaterial || chapter?.requiresMaterial),
    };
    const idx = leaves.length;
    leaves.push(leaf);
    for (const p of [...phrases.keys(), ...chapterPhrases]) {
      const list = phraseIndex.get(p) ?? [];
      list.push(idx);
      phraseIndex.set(p, list);
      maxPhraseLen = Math.max(maxPhraseLen, p.split(' ').length);
    }
  }

  const leafIndex = new Map(leaves.map((l, i) => [l.entry.code, i]));
  const byHeading = new Map<string, IndexedLeaf[]>();
  for (const l of leaves) {
    const h = l.entry.code.slice(0, 4);
    byHeading.set(h, [...(byHeading.get(h) ?? []), l]);
  }
  for (const group of byHeading.values()) {
    const own = new Map(group.map((l) => [l, new Set(l.entry.keywords.map(normalizePhrase))]));
    for (const l of group) {
      if (group.length === 1) l.phrases.forEach((_, p) => l.ownPhrases.add(p));
      else for (const p of own.get(l)!) if (group.some((o) => o !== l && !own.get(o)!.has(p))) l.ownPhrases.add(p);
    }
  }

  /** Longest-first, non-overlapping phrase matches in one tokenised field. */
  function findPhrases(text: TokenizedText): Array<{ phrase: string; start: number; end: number }> {
    const found: Array<{ phrase: string; start: number; end: number }> = [];
    const t = text.tokens;
    for (let len = Math.min(maxPhraseLen, t.length); len >= 1; len -= 1) {
      for (let i = 0; i + len <= t.length; i += 1) {
        const p = t.slice(i, i + len).join(' ');
        if (!phraseIndex.has(p)) continue;
        if (found.some((f) => i < f.end && f.start < i + len)) continue;
        found.push({ phrase: p, start: i, end: i + len });
      }
    }
    return found;
  }

  function classify(input: ClassificationInput): ClassificationResult {
    const notes: string[] = [];
    const normalized: string[] = [];
    const missing: string[] = [];
    const overrides: MergeReport['overrides_applied'] = [];
    const flags: ComplianceFlag[] = [];

    // ---- normalise inputs -------------------------------------------------------------------------------
    const rawName = typeof input.productName === 'string' ? input.productName : '';
    const rawDesc = typeof input.description === 'string' ? input.description : '';
    const name = collapseWhitespace(rawName);
    const description = collapseWhitespace(rawDesc);
    if (name !== rawName && name) normalized.push('productName');
    if (description !== rawDesc && description) normalized.push('description');
    if (!name) missing.push('productName');
    if (!description) missing.push('description');

    const explicitMaterialsRaw = (input.materials ?? []).filter((m) => typeof m === 'string' && m.trim());
    const explicitMaterials = explicitMaterialsRaw.length > 0 ? canonicalMaterials(explicitMaterialsRaw) : [];
    if (explicitMaterialsRaw.length === 0) missing.push('materials');
    else if (explicitMaterials.join('|') !== explicitMaterialsRaw.join('|')) normalized.push('materials');

    const category = typeof input.category === 'string' ? collapseWhitespace(input.category).toLowerCase() : '';
    if (!category) missing.push('category');
    else if (category !== input.category) normalized.push('category');

    const detected = detectMaterials(`${name} . ${description}`);
    const inferred = detected.families.filter((f) => !explicitMaterials.includes(f));
    if (inferred.length > 0) {
      notes.push(`materials inferred from the text: ${inferred.join(', ')}`);
    }
    const explicitSet = new Set(explicitMaterials);
    const knownMaterials = new Set([...explicitMaterials, ...detected.families]);

    // ---- evidence --------------------------------------------------------------------------------------
    const fieldTexts: Array<[Field, TokenizedText]> = [
      ['name', tokenize(name)],
      ['category', tokenize(category)],
      ['description', tokenize(description)],
    ];
    const query = analyzeProduct(name, category, description);
    // "25kg bag": the bag wraps the good, so no curated keyword may read it as the good
    const packaging = new Set(query.packaging.map(normalizePhrase));
    const matches = new Map<string, Match>();
    for (const [field, tt] of fieldTexts) {
      const found = findPhrases(tt).filter((f) => !packaging.has(f.phrase));
      const headCandidates = field === 'name' ? found.filter((f) => f.end <= tt.headLength) : [];
      const headEnd = headCandidates.reduce((mx, f) => Math.max(mx, f.end), -1);
      for (const f of found) {
        const m = matches.get(f.phrase) ?? { phrase: f.phrase, fields: new Map() };
        const prior = m.fields.get(field);
        const head = field === 'name' && f.end === headEnd;
        m.fields.set(field, { head: Boolean(prior?.head) || head });
        matches.set(f.phrase, m);
      }
    }
    const allText = fieldTexts.flatMap(([, tt]) => tt.tokens);
    const allTextStr = ` ${allText.join(' ')} `;
    const gender = /\s(men|man|male|boy|gentleman|guy)\s/.test(allTextStr)
      ? /\s(women|woman|lady|female|girl)\s/.test(allTextStr)
        ? null
        : 'men'
      : /\s(women|woman|lady|female|girl)\s/.test(allTextStr)
        ? 'women'
        : null;
    const categoryPhrase = normalizePhrase(category);
    const categoryTokens = new Set(categoryPhrase.split(' ').filter((t) => t));

    interface Scored {
      leaf: IndexedLeaf;
      score: number;
      evidence: string[];
      /** curated keywords of the built-in table matched the name or category */
      curated: boolean;
    }
    const touched = new Set<number>();
    for (const p of matches.keys()) for (const i of phraseIndex.get(p) ?? []) touched.add(i);
    const fullText = new Map<number, RetrievalHit>();
    for (const hit of retrieval.search(query, RETRIEVAL_DEPTH)) {
      const i = leafIndex.get(hit.code);
      if (i === undefined) continue;
      fullText.set(i, hit);
      touched.add(i);
    }
    // GRI 1 / n.e.c. headings: a head noun no heading names makes the good an article of its material
    const headUnnamed = query.head !== null && ![...fullText.values()].some((h) => h.matched.includes(query.head!));
    const residual = new Map<number, string>();
    if (headUnnamed) {
      for (const m of knownMaterials) {
        const r = MATERIAL_RESIDUAL.get(m);
        const i = r ? leafIndex.get(r.code) : undefined;
        if (r && i !== undefined && !residual.has(i)) {
          residual.set(i, r.note);
          touched.add(i);
        }
      }
    }

    const scored: Scored[] = [];
    for (const i of [...touched].sort((a, b) => a - b)) {
      const leaf = leaves[i];
      let kw = 0;
      let descOnly = 0;
      let chapterKw = 0;
      let distinctive = 0;
      const evidence: string[] = [];
      for (const m of matches.values()) {
        const own = leaf.phrases.get(m.phrase);
        const isChapter = own === undefined && leaf.chapterPhrases.has(m.phrase);
        if (own === undefined && !isChapter) continue;
        const factor = own ?? 0.6;
        const words = m.phrase.split(' ').length;
        const fields = [...m.fields.keys()];
        const best = Math.max(...fields.map((f) => FIELD_WEIGHT[f]));
        let s = best * (1 + 0.25 * (words - 1)) + 0.5 * (fields.length - 1);
        if ([...m.fields.values()].some((v) => v.head)) s += 1.5;
        s *= factor;
        if (!isChapter && leaf.ownPhrases.has(m.phrase)) distinctive = 1;
        if (isChapter) chapterKw += s;
        else if (fields.length === 1 && fields[0] === 'description') descOnly += s;
        else kw += s;
        const where = fields.includes('name') ? 'name' : fields.includes('category') ? 'category' : 'description';
        evidence.push(`${where} "${m.phrase}"`);
      }
      const ft = fullText.get(i);
      const residualNote = residual.get(i);
      if (kw + descOnly <= 0 && !ft && !residualNote) continue;
      let score = kw + Math.min(descOnly, 3) + chapterKw + distinctive;
      if (ft) {
        score += RETRIEVAL_WEIGHT * ft.score;
        evidence.push(`legal text ${ft.matched.slice(0, 4).map((t) => `"${t}"`).join(' ')}`);
      }
      if (residualNote) {
        score += RESIDUAL_BONUS;
        evidence.push(`"${query.head}" is named by no heading: ${residualNote}`);
      }
      for (const effect of noteEffects(leaf.entry.code, query)) {
        score *= effect.factor;
        evidence.push(effect.note);
      }

      // material
      if (leaf.materials.size > 0 || leaf.entry.fallback) {
        const explicitHit = [...leaf.materials].filter((m) => explicitSet.has(m));
        const textHit = [...leaf.materials].filter((m) => knownMaterials.has(m));
        if (explicitHit.length > 0) {
          score += 3;
          evidence.push(`material ${explicitHit[0]}`);
        } else if (textHit.length > 0) {
          score += 2.5;
          evidence.push(`material ${textHit[0]} (from text)`);
        } else if (leaf.entry.fallback) {
          const siblingHit = [...knownMaterials].some((m) => leaf.siblingMaterials.has(m));
          if (knownMaterials.size === 0) score += 0.5;
          else if (!siblingHit) {
            score += 1;
            evidence.push('material matches no specific subheading');
          }
        } else if (knownMaterials.size > 0) {
          score -= 0.5;
        }
      }
      // category
      if (categoryTokens.size > 0 && [...leaf.categories].some((c) => c === categoryPhrase || categoryTokens.has(c))) {
        score += 1;
        evidence.push(`category ${categoryPhrase}`);
      }
      const g = leaf.entry.gender ?? leaf.heading?.gender;
      if (g && gender) score += g === gender ? 1.5 : -2;
      score += leaf.entry.prior ?? 0;
      if (score > 0) scored.push({ leaf, score, evidence, curated: kw > 0 });
    }
    scored.sort((a, b) => b.score - a.score || a.leaf.entry.code.localeCompare(b.leaf.entry.code));

    // candidates span headings: at most two subheadings of one heading, so a wrong heading is not the only one shown
    const perHeading = new Map<string, number>();
    const top = scored.filter((sc) => {
      const h = sc.leaf.entry.code.slice(0, 4);
      perHeading.set(h, (perHeading.get(h) ?? 0) + 1);
      return perHeading.get(h)! <= MAX_PER_HEADING;
    }).slice(0, MAX_CANDIDATES);
    const candidates: CandidateClassification[] = top.map((s) => ({
      hs_code: formatHsCode(s.leaf.entry.code),
      support_score: round3(strength(s.score)),
      rationale_summary: `${s.leaf.entry.description}: ${[...new Set(s.evidence)].slice(0, 4).join('; ')}`,
    }));
    const best = scored[0];

    // ---- confidence ------------------------------------------------------------------------------------
    let confidence = 0;
    const reasons: string[] = [];
    if (best) {
      const bestHeading = best.leaf.entry.code.slice(0, 4);
      const otherHeading = scored.find((s) => s.leaf.entry.code.slice(0, 4) !== bestHeading);
      const sibling = scored.find((s) => s !== best && s.leaf.entry.code.slice(0, 4) === bestHeading);
      const mHeading = otherHeading ? Math.max(0, (best.score - otherHeading.score) / best.score) : 1;
      const mSub = sibling ? Math.max(0, (best.score - sibling.score) / best.score) : 1;
      confidence = strength(best.score) * (0.6 + 0.4 * mHeading) * (0.85 + 0.15 * mSub);
      // high confidence needs two independent readings to agree: the curated merchant table and the
      // legal text's own best heading, with the name's head noun accounted for
      const textTop = [...fullText.values()].sort((a, b) => b.score - a.score)[0];
      const agree = textTop !== undefined && textTop.code.slice(0, 4) === bestHeading;
      const bestText = fullText.get(leafIndex.get(best.leaf.entry.code)!);
      const headCovered = query.head === null || Boolean(bestText?.matched.includes(query.head)) || best.evidence.some((e) => e.startsWith('name "') && e.includes(query.head!));
      // a material no subheading names leaves the subheading open
      const focused = !best.evidence.includes('material matches no specific subheading');
      if (!(best.curated && agree && headCovered && focused)) {
        confidence = Math.min(confidence, CONFIDENCE_THRESHOLDS.high - 0.01);
        reasons.push(`capped at medium: ${!best.curated ? 'no curated keyword matched' : !focused ? 'its material names no subheading' : !agree ? `the legal text's best heading is ${textTop ? formatHsCode(textTop.code.slice(0, 4)) : 'none'}` : `the head noun "${query.head}" is not in its description`}`);
      }
      reasons.push(`evidence strength ${round3(strength(best.score))} for ${formatHsCode(best.leaf.entry.code)}`);
      reasons.push(
        otherHeading
          ? `margin over the next heading ${formatHsCode(otherHeading.leaf.entry.code.slice(0, 4))} is ${round3(mHeading)}`
          : 'no competing heading',
      );
      if (sibling) reasons.push(`margin over sibling ${formatHsCode(sibling.leaf.entry.code)} is ${round3(mSub)}`);
    } else {
      reasons.push('no heading in the nomenclature matched the product name, description or category');
    }

    // ---- vagueness -------------------------------------------------------------------------------------
    const vagueFound = new Set<string>();
    const nameContent: string[] = [];
    for (const [field, tt] of fieldTexts) {
      if (field === 'category') continue;
      for (let i = 0; i < tt.tokens.length; i += 1) {
        const two = tt.tokens.slice(i, i + 2).join(' ');
        if (VAGUE.has(two)) vagueFound.add(two);
        else if (VAGUE.has(tt.tokens[i])) vagueFound.add(tt.tokens[i]);
        else if (field === 'name' && !/^\d/.test(tt.tokens[i])) nameContent.push(tt.tokens[i]);
      }
    }
    let vague = false;
    if (!best) {
      vague = true;
      flags.push({
        code: 'DESCRIPTION_TOO_VAGUE',
        severity: 'error',
        field: 'description',
        message:
          vagueFound.size > 0
            ? `The description relies on terms customs reject (${[...vagueFound].join(', ')}) and names no classifiable product`
            : 'The name and description do not name a product the nomenclature can classify',
      });
    } else if (vagueFound.size > 0 && (nameContent.length === 0 || confidence < CONFIDENCE_THRESHOLDS.medium)) {
      vague = true;
      flags.push({
        code: 'DESCRIPTION_TOO_VAGUE',
        severity: 'warning',
        field: 'productName',
        message: `Terms such as ${[...vagueFound].join(', ')} are not accepted as a customs description; name the product, its material and use`,
      });
    }

    // ---- materials required ----------------------------------------------------------------------------
    const needsMaterial = Boolean(best?.leaf.requiresMaterial) && knownMaterials.size === 0;
    if (needsMaterial && best) {
      flags.push({
        code: 'MATERIAL_REQUIRED',
        severity: 'warning',
        field: 'materials',
        message: `Heading ${formatHsCode(best.leaf.entry.code.slice(0, 4))} is split by material; give the main material (e.g. cotton, polyester, leather)`,
      });
      confidence = Math.min(confidence, CONFIDENCE_THRESHOLDS.high - 0.01);
      reasons.push('material unknown for a material-dependent heading (capped at medium)');
    }
    if (vague) {
      confidence = Math.min(confidence, CONFIDENCE_THRESHOLDS.medium - 0.01);
      reasons.push('description too vague (capped at low)');
    }

    let hsCode: string | null = best ? best.leaf.entry.code : null;
    const signals: ClassificationSignal[] = [];

    // ---- existing HS code ------------------------------------------------------------------------------
    if (input.existingHsCode !== undefined && input.existingHsCode !== null && String(input.existingHsCode).trim() !== '') {
      const raw = String(input.existingHsCode).trim();
      if (!isWellFormedHsCode(raw)) {
        flags.push({
          code: 'EXISTING_HS_CODE_MALFORMED',
          severity: 'warning',
          field: 'existingHsCode',
          message: `"${raw}" is not a well-formed HS code (6 to 10 digits, chapter 01-97, not 77); it was ignored`,
        });
        overrides.push({ field: 'hs_code', from: raw, to: hsCode ? formatHsCode(hsCode) : null, reason: 'existing_hs_code is malformed' });
        signals.push('existing_hs_code_overridden');
      } else {
        const digits = normalizeHsCode(raw);
        const six = digits.slice(0, 6);
        if (digits !== raw) normalized.push('existingHsCode');
        if (digits.length > 6) notes.push(`national digits of existing_hs_code ${raw} dropped; HS subheading is ${formatHsCode(six)}`);
        const heading = six.slice(0, 4);
        if (!entries.has(heading)) {
          flags.push({
            code: 'EXISTING_HS_CODE_UNKNOWN_HEADING',
            severity: 'warning',
            field: 'existingHsCode',
            message: `Heading ${heading} of existing_hs_code is not in the nomenclature table`,
          });
          overrides.push({ field: 'hs_code', from: formatHsCode(six), to: hsCode ? formatHsCode(hsCode) : null, reason: `heading ${heading} is not a known heading` });
          signals.push('existing_hs_code_overridden');
        } else {
          const agreeing = scored.find(
            (s, idx) =>
              idx < MAX_CANDIDATES &&
              s.leaf.entry.code.startsWith(heading) &&
              best !== undefined &&
              s.score >= 0.5 * best.score &&
              strength(s.score) >= 0.3,
          );
          if (agreeing || !best) {
            hsCode = six;
            signals.push('existing_hs_code_retained');
            notes.push(
              agreeing
                ? `existing_hs_code ${formatHsCode(six)} retained: heading ${heading} agrees with the evidence`
                : `existing_hs_code ${formatHsCode(six)} retained: no evidence to confirm or contradict it`,
            );
          } else {
            flags.push({
              code: 'EXISTING_HS_CODE_OVERRIDDEN',
              severity: 'warning',
              field: 'existingHsCode',
              message: `existing_hs_code ${formatHsCode(six)} disagrees with the product evidence, which points to ${formatHsCode(best.leaf.entry.code)}`,
            });
            overrides.push({ field: 'hs_code', from: formatHsCode(six), to: formatHsCode(best.leaf.entry.code), reason: `evidence points to heading ${best.leaf.entry.code.slice(0, 4)}, not ${heading}` });
            signals.push('existing_hs_code_overridden');
          }
        }
      }
    }

    // ---- origin and value ------------------------------------------------------------------------------
    let originValid = false;
    if (input.countryOfOrigin === undefined || input.countryOfOrigin === null || String(input.countryOfOrigin).trim() === '') {
      missing.push('countryOfOrigin');
      flags.push({ code: 'ORIGIN_MISSING', severity: 'warning', field: 'countryOfOrigin', message: 'Country of origin is required on customs declarations' });
    } else {
      const origin = normalizeCountry(String(input.countryOfOrigin));
      if (origin !== input.countryOfOrigin) normalized.push('countryOfOrigin');
      if (isCountryCode(origin)) originValid = true;
      else {
        flags.push({
          code: 'ORIGIN_INVALID',
          severity: 'error',
          field: 'countryOfOrigin',
          message: `"${input.countryOfOrigin}" is not an ISO 3166-1 alpha-2 country code`,
        });
      }
    }
    let valueValid = false;
    if (input.value === undefined || input.value === null) {
      missing.push('value');
      flags.push({ code: 'VALUE_MISSING', severity: 'warning', field: 'value', message: 'A declared customs value is required' });
    } else if (typeof input.value !== 'number' || !Number.isFinite(input.value) || input.value < 0) {
      flags.push({ code: 'VALUE_INVALID', severity: 'error', field: 'value', message: 'The declared value must be a non-negative number' });
    } else if (input.value === 0) {
      flags.push({ code: 'VALUE_ZERO', severity: 'warning', field: 'value', message: 'A zero value is rejected by most customs authorities, even for gifts and samples' });
    } else valueValid = true;

    // ---- restricted goods ------------------------------------------------------------------------------
    const chosen = hsCode ?? '';
    const chapterNo = chosen ? Number(chosen.slice(0, 2)) : 0;
    const heading4 = chosen.slice(0, 4);
    const has = (...words: string[]): boolean => words.some((w) => allTextStr.includes(` ${normalizePhrase(w)} `));
    const restricted: ComplianceFlag[] = [];
    if (heading4 === '8507' || chosen === '850650' || has('lithium', 'li ion', 'lipo', 'power bank', 'lithium battery', '18650')) {
      restricted.push({ code: 'RESTRICTED_LITHIUM_BATTERY', severity: 'warning', field: 'description', message: 'Lithium batteries are dangerous goods in transport (UN3480/UN3481); carriers need packing and labelling' });
    } else if (['847130', '851713', '851762', '851830', '851822', '880621', '880622', '871160', '852589', '854340'].includes(chosen) || has('battery', 'rechargeable', 'cordless')) {
      restricted.push({ code: 'RESTRICTED_LITHIUM_BATTERY', severity: 'info', field: 'description', message: 'Likely contains a lithium battery (UN3481 when packed with or in equipment); confirm with the carrier' });
    }
    if (['3303', '3305', '3307'].includes(heading4) || chosen === '330430' || chosen === '340130' || has('aerosol', 'spray', 'perfume', 'cologne', 'liquid', 'nail polish', 'flammable', 'butane')) {
      restricted.push({ code: 'RESTRICTED_LIQUID_AEROSOL', severity: 'warning', field: 'description', message: 'Liquids, aerosols and perfumes are often flammable or limited by carriers and destination rules' });
    }
    if (['2203', '2204', '2205', '2206', '2208'].includes(heading4) || has('alcohol', 'alcoholic')) {
      restricted.push({ code: 'RESTRICTED_ALCOHOL', severity: 'warning', field: 'description', message: 'Alcoholic beverages need excise handling and are banned or licensed in many destinations' });
    }
    if (chapterNo === 93 || heading4 === '8211' || has('knife', 'blade', 'sword', 'dagger', 'firearm', 'gun', 'ammunition', 'pepper spray', 'taser', 'crossbow', 'airsoft', 'machete')) {
      restricted.push({ code: 'RESTRICTED_WEAPON', severity: 'warning', field: 'description', message: 'Knives, blades and weapons are restricted or prohibited in many destinations' });
    }
    if (chapterNo === 6 || heading4 === '1209' || has('seed for sowing', 'live plant', 'bulb for planting', 'soil', 'cutting for planting')) {
      restricted.push({ code: 'RESTRICTED_PLANT_SEED', severity: 'warning', field: 'description', message: 'Plants and seeds need phytosanitary certificates and are prohibited by some destinations' });
    }
    if (chapterNo >= 1 && chapterNo <= 24 && chapterNo !== 6 && heading4 !== '1209') {
      restricted.push({ code: 'RESTRICTED_FOOD', severity: 'warning', field: 'description', message: 'Food and drink may need prior notice, labelling and sanitary checks at the destination' });
    }
    flags.push(...restricted);

    // ---- level, action, signals ------------------------------------------------------------------------
    confidence = round3(Math.max(0, Math.min(1, confidence)));
    const level: ConfidenceLevel =
      confidence >= CONFIDENCE_THRESHOLDS.high ? 'high' : confidence >= CONFIDENCE_THRESHOLDS.medium ? 'medium' : 'low';
    const action: RecommendedAction = level === 'high' ? 'auto_accept' : level === 'medium' ? 'review' : 'provide_more_detail';
    const hasError = flags.some((f) => f.severity === 'error');
    if (level === 'high' && !hasError && hsCode) {
      signals.push('classification_ready');
      if (originValid && valueValid) signals.push('planning_ready');
    }
    if (needsMaterial) signals.push('needs_material');
    if (restricted.length > 0) signals.push('restricted_goods');
    if (level === 'low') signals.push('low_confidence');
    if (!best) signals.push('no_candidates');

    return {
      hs_code: hsCode ? formatHsCode(hsCode) : null,
      candidate_classifications: candidates,
      confidence_score: confidence,
      confidence_level: level,
      confidence_reasoning_summary: `${level} confidence (${confidence}): ${reasons.join('; ')}`,
      recommended_action: action,
      compliance_flags: flags,
      merge_report: {
        normalized_fields: [...new Set(normalized)],
        missing_fields: missing,
        overrides_applied: overrides,
        notes,
      },
      signals: [...new Set(signals)],
    };
  }

  return {
    classify,
    entries,
    hasHeading: (code: string) => entries.has(code.slice(0, 4)),
  };
}

let defaultClassifier: Classifier | undefined;

/** Classify with the built-in table. */
export function classify(input: ClassificationInput): ClassificationResult {
  defaultClassifier ??= createClassifier();
  return defaultClassifier.classify(input);
}
