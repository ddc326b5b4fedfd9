import { formatHsCode } from './nomenclature';
import { MATERIAL_RESIDUAL, noteEffects } from './notes';
import { organicHeading, organicNote } from './organic';
import { analyzeProduct, type AnalyzedQuery } from './query';
import type { CandidateClassification } from './result';
import type { RetrievalHit } from './retrieval';
import type { SemanticIndex } from './semantic';
import { findPhrases, type IndexedLeaf, type LeafTable } from './table';
import { firstIn, normalizePhrase, tokenize, type TokenizedText } from './text';
import {
  CATEGORY_BONUS,
  CHAPTER_KEYWORD_FACTOR,
  DESCRIPTION_ONLY_CAP,
  DISTINCTIVE_BONUS,
  EXPLICIT_MATERIAL_BONUS,
  FALLBACK_OTHER_MATERIAL_BONUS,
  FALLBACK_UNKNOWN_MATERIAL_BONUS,
  FIELD_WEIGHT,
  GENDER_MATCH_BONUS,
  GENDER_MISMATCH_PENALTY,
  HEAD_BONUS,
  MATERIAL_MISMATCH_PENALTY,
  MAX_CANDIDATES,
  MAX_OF_BEST_HEADING,
  MEANING_YIELDS_TO_PHRASE_OF,
  PER_EXTRA_FIELD,
  PER_EXTRA_WORD,
  RESIDUAL_BONUS,
  ORGANIC_BONUS,
  ORGANIC_RESIDUAL_BONUS,
  RETRIEVAL_DEPTH,
  RETRIEVAL_WEIGHT,
  SEMANTIC_DEPTH,
  SEMANTIC_OPEN_BELOW,
  SEMANTIC_WEIGHT,
  STRENGTH_SCALE,
  TEXT_MATERIAL_BONUS,
  type Field,
} from './weights';

/**
 * Evidence and scores: which subheadings the product's text points to, and by how much (points: ./weights.ts).
 * Scoring records its evidence as it goes (name "mug", material cotton), for the rationale.
 */

/** The product as the input gave it, normalised (classify.ts reads it). */
export interface ProductText {
  name: string;
  description: string;
  /** lower case, whitespace collapsed */
  category: string;
  /** materials the merchant gave, canonical */
  explicitMaterials: ReadonlySet<string>;
  /** those and the materials found in the text */
  knownMaterials: ReadonlySet<string>;
}

interface Match {
  phrase: string;
  /** its number of words, counted once: every leaf that has the phrase reads it */
  words: number;
  fields: Map<Field, { head: boolean }>;
  /** found in the name's head part, before "for", "with" ...: it names the good, not its use or its parts */
  namesTheGood: boolean;
  /** its points before a leaf's keyword factor, and where the rationale says it was found: the same for every leaf */
  points: number;
  where: Field;
  /** its evidence as the rationale writes it ('name "mug"') */
  evidence: string;
}

/** What the product's text says, read once for scoring, confidence and the flags. */
export interface TextEvidence {
  /** name, category and description, tokenised */
  fields: Array<[Field, TokenizedText]>;
  query: AnalyzedQuery;
  /** table phrases found, and where */
  matches: Map<string, Match>;
  /** all fields' tokens, space-padded for whole-word look-ups */
  allText: string;
  /** every word as written, lower-cased, stop words kept ("upper of leather"), space-padded */
  written: string;
  gender: 'men' | 'women' | null;
  categoryPhrase: string;
  categoryTokens: Set<string>;
}

export interface Scored {
  leaf: IndexedLeaf;
  score: number;
  evidence: string[];
  /** curated keywords of the built-in table matched the name or category */
  curated: boolean;
  /** a chapter note ruled this subheading out (./notes.ts): the meaning cannot lift it back */
  notedAgainst?: boolean;
  /** words of the longest curated phrase of the name it matched (0: none) */
  namePhraseWords?: number;
  /** its full-text hit, if any */
  fullText?: RetrievalHit;
  /** the text's own words chose it among its heading's subheadings (partsFirst): its siblings are no rivals */
  subheadingByRule?: boolean;
}

/**
 * Where a leaf's evidence names the legal text's words it matched: written out (evidenceText) only for the
 * candidates shown, since working out the words costs more than the rest of a leaf's score.
 */
const LEGAL_TEXT_EVIDENCE = 'legal text';

/** The leaf's evidence as the rationale shows it. */
export function evidenceText(s: Scored): string[] {
  const words = (hit: RetrievalHit): string => hit.matched.slice(0, 4).map((t) => `"${t}"`).join(' ');
  return s.evidence.map((e) => (e === LEGAL_TEXT_EVIDENCE && s.fullText ? `legal text ${words(s.fullText)}` : e));
}

export interface Ranking {
  /** best first; ties broken by code */
  scored: Scored[];
  best: Scored | undefined;
  /** full-text hits, by leaf position */
  fullText: Map<number, RetrievalHit>;
  /** the article-of-its-material readings, one per known material (see materialResiduals); the first is a candidate */
  residuals: Scored[];
}

/** Code order: the leaves' places in the table are in code order. */
const byCode = (a: Scored, b: Scored): number => a.leaf.position - b.leaf.position;

export function round3(n: number): number {
  return Math.round(n * 1000) / 1000;
}

export function strength(score: number): number {
  return score <= 0 ? 0 : 1 - Math.exp(-score / STRENGTH_SCALE);
}

// ---- reading the text ------------------------------------------------------------------------------------------

export function readText(table: LeafTable, product: ProductText): TextEvidence {
  const fields: Array<[Field, TokenizedText]> = [
    ['name', tokenize(product.name)],
    ['category', tokenize(product.category)],
    ['description', tokenize(product.description)],
  ];
  const termIds = table.retrieval.postings.termIds;
  const query = analyzeProduct(product.name, product.category, product.description, (w) => termIds.has(w));
  const allText = ` ${fields.flatMap(([, tt]) => tt.tokens).join(' ')} `;
  const categoryPhrase = normalizePhrase(product.category);
  return {
    fields,
    query,
    matches: matchPhrases(table, fields, query),
    allText,
    written: ` ${[product.name, product.category, product.description].join(' ').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()} `,
    gender: genderOf(allText),
    categoryPhrase,
    categoryTokens: new Set(categoryPhrase.split(' ').filter((t) => t)),
  };
}

function matchPhrases(table: LeafTable, fields: Array<[Field, TokenizedText]>, query: AnalyzedQuery): Map<string, Match> {
  // "25kg bag": the bag wraps the good, so no curated keyword may read it as the good
  const packaging = new Set(query.packaging.map(normalizePhrase));
  const matches = new Map<string, Match>();
  for (const [field, tt] of fields) {
    const found = findPhrases(table, tt).filter((f) => !packaging.has(f.phrase));
    // the head of the name: its last phrase before "for", "with" ...
    const headCandidates = field === 'name' ? found.filter((f) => f.end <= tt.headLength) : [];
    const headEnd = headCandidates.reduce((mx, f) => Math.max(mx, f.end), -1);
    for (const f of found) {
      const m = matches.get(f.phrase) ?? { phrase: f.phrase, words: f.words, fields: new Map(), namesTheGood: false, points: 0, where: field, evidence: '' };
      if (field === 'name' && f.end <= tt.headLength) m.namesTheGood = true;
      const prior = m.fields.get(field);
      const head = field === 'name' && f.end === headEnd;
      m.fields.set(field, { head: Boolean(prior?.head) || head });
      matches.set(f.phrase, m);
    }
  }
  for (const m of matches.values()) {
    m.points = phrasePoints(m);
    m.where = m.fields.has('name') ? 'name' : m.fields.has('category') ? 'category' : 'description';
    m.evidence = `${m.where} "${m.phrase}"`;
  }
  return matches;
}

const MEN = /\s(men|man|male|boy|gentleman|guy)\s/;
const WOMEN = /\s(women|woman|lady|female|girl)\s/;

/** Men's or women's goods, when the text says one and not the other. */
function genderOf(allText: string): 'men' | 'women' | null {
  const men = MEN.test(allText);
  const women = WOMEN.test(allText);
  return men === women ? null : men ? 'men' : 'women';
}

// ---- which leaves to score -------------------------------------------------------------------------------------

/** The leaves any evidence reached: a matched phrase, a full-text hit, or a material's residual heading. */
interface Reach {
  touched: Set<number>;
  /** leaf position → the matched phrases it has (own, heading or chapter), in the text's order */
  matchesOf: Map<number, Match[]>;
  fullText: Map<number, RetrievalHit>;
  /** leaf position → why it is a residual heading for this product */
  residual: Map<number, string>;
  /** leaf position → why chapter 29 names its heading for this chemical (./organic.ts) */
  organic: Map<number, string>;
}

function reachLeaves(table: LeafTable, product: ProductText, text: TextEvidence): Reach {
  const touched = new Set<number>();
  const matchesOf = new Map<number, Match[]>();
  for (const m of text.matches.values()) {
    for (const i of table.phraseIndex.get(m.phrase) ?? []) {
      touched.add(i);
      const list = matchesOf.get(i);
      if (list) list.push(m);
      else matchesOf.set(i, [m]);
    }
  }
  const fullText = new Map<number, RetrievalHit>();
  for (const hit of table.retrieval.search(text.query, RETRIEVAL_DEPTH)) {
    fullText.set(hit.leaf, hit);
    touched.add(hit.leaf);
  }
  // GRI 1 / n.e.c. headings: a head noun no heading names makes the good an article of its material
  const head = text.query.head;
  const headUnnamed = head !== null && ![...fullText.values()].some((h) => h.has(head));
  const residual = new Map<number, string>();
  if (headUnnamed) {
    for (const m of product.knownMaterials) {
      const r = MATERIAL_RESIDUAL.get(m);
      const i = r ? table.leafIndex.get(r.code) : undefined;
      if (r && i !== undefined && !residual.has(i)) {
        residual.set(i, r.note);
        touched.add(i);
      }
    }
  }
  const organic = organicLeaves(table, product);
  for (const i of organic.keys()) touched.add(i);
  return { touched, matchesOf, fullText, residual, organic };
}

/** The leaves of the chapter 29 heading a chemical name says (./organic.ts), each with the rationale's note. */
function organicLeaves(table: LeafTable, product: ProductText): Map<number, string> {
  const out = new Map<number, string>();
  const reading = organicHeading(`${product.name} ${product.description}`);
  if (!reading) return out;
  const note = organicNote(reading);
  table.leaves.forEach((leaf, i) => {
    if (leaf.entry.code.startsWith(reading.heading)) out.set(i, note);
  });
  return out;
}

/**
 * A subheading of the heading chapter 29 says that names a compound ("methanol") gains nothing the name does not
 * say; its residual one ("n.e.c.", "other than ...") gains a little, so that a name the legal text does not match
 * is not answered as the first compound of the heading.
 */
function organicPoints(leaf: IndexedLeaf): number {
  return ORGANIC_BONUS + (/\bn\.e\.c\.|\bother than\b|^other\b/i.test(leaf.entry.description) ? ORGANIC_RESIDUAL_BONUS : 0);
}

// ---- scoring one leaf ------------------------------------------------------------------------------------------

interface KeywordEvidence {
  /** points of phrases found in the name or category */
  kw: number;
  /** points of phrases found only in the description */
  descOnly: number;
  /** points of the chapter's keywords */
  chapterKw: number;
  distinctive: number;
  /** words of the longest curated phrase found in the name */
  namePhraseWords: number;
  evidence: string[];
}

/** A match's points before a leaf's factor: its best field's weight, its length, its other fields, the name's head. */
function phrasePoints(m: Match): number {
  let best = -Infinity;
  let head = false;
  for (const [f, v] of m.fields) {
    best = Math.max(best, FIELD_WEIGHT[f]);
    head ||= v.head;
  }
  const s = best * (1 + PER_EXTRA_WORD * (m.words - 1)) + PER_EXTRA_FIELD * (m.fields.size - 1);
  return head ? s + HEAD_BONUS : s;
}

function keywordEvidence(leaf: IndexedLeaf, matches: readonly Match[]): KeywordEvidence {
  const k: KeywordEvidence = { kw: 0, descOnly: 0, chapterKw: 0, distinctive: 0, namePhraseWords: 0, evidence: [] };
  for (const m of matches) {
    const own = leaf.phrases.get(m.phrase);
    const isChapter = own === undefined && leaf.chapterPhrases.has(m.phrase);
    if (own === undefined && !isChapter) continue;
    const s = m.points * (own ?? CHAPTER_KEYWORD_FACTOR);
    if (!isChapter && leaf.ownPhrases.has(m.phrase)) k.distinctive = DISTINCTIVE_BONUS;
    if (isChapter) k.chapterKw += s;
    else if (m.fields.size === 1 && m.where === 'description') k.descOnly += s;
    else k.kw += s;
    if (m.where === 'name' && !isChapter) k.namePhraseWords = Math.max(k.namePhraseWords, m.words);
    k.evidence.push(m.evidence);
  }
  return k;
}

/** A subheading split by material: the known material picks it, or its "other materials" fallback. */
function materialPoints(score: number, leaf: IndexedLeaf, product: ProductText, evidence: string[]): number {
  if (leaf.materials.size === 0 && !leaf.entry.fallback) return score;
  const known = product.knownMaterials;
  const explicitHit = firstIn(leaf.materials, product.explicitMaterials);
  const textHit = firstIn(leaf.materials, known);
  if (explicitHit !== undefined) {
    score += EXPLICIT_MATERIAL_BONUS;
    evidence.push(`material ${explicitHit}`);
  } else if (textHit !== undefined) {
    score += TEXT_MATERIAL_BONUS;
    evidence.push(`material ${textHit} (from text)`);
  } else if (leaf.entry.fallback) {
    const siblingHit = firstIn(known, leaf.siblingMaterials) !== undefined;
    if (known.size === 0) score += FALLBACK_UNKNOWN_MATERIAL_BONUS;
    else if (!siblingHit) {
      score += FALLBACK_OTHER_MATERIAL_BONUS;
      evidence.push('material matches no specific subheading');
    }
  } else if (known.size > 0) {
    score -= MATERIAL_MISMATCH_PENALTY;
  }
  return score;
}

/** The category, the gender of garments, and the table's prior for the commoner reading of a word. */
function contextPoints(score: number, leaf: IndexedLeaf, text: TextEvidence, evidence: string[]): number {
  if (text.categoryTokens.size > 0 && (leaf.categories.has(text.categoryPhrase) || firstIn(leaf.categories, text.categoryTokens) !== undefined)) {
    score += CATEGORY_BONUS;
    evidence.push(`category ${text.categoryPhrase}`);
  }
  const g = leaf.entry.gender ?? leaf.heading?.gender;
  if (g && text.gender) score += g === text.gender ? GENDER_MATCH_BONUS : -GENDER_MISMATCH_PENALTY;
  score += leaf.entry.prior ?? 0;
  return score;
}

interface LeafContext {
  product: ProductText;
  text: TextEvidence;
  reach: Reach;
}

/** The leaf's score and evidence; undefined when it has no evidence of its own or scores nothing. */
function scoreLeaf(leaf: IndexedLeaf, i: number, ctx: LeafContext): Scored | undefined {
  const k = keywordEvidence(leaf, ctx.reach.matchesOf.get(i) ?? []);
  const ft = ctx.reach.fullText.get(i);
  const residualNote = ctx.reach.residual.get(i);
  const chemistryNote = ctx.reach.organic.get(i);
  // a chapter keyword alone names no heading
  if (k.kw + k.descOnly <= 0 && !ft && !residualNote && !chemistryNote) return undefined;
  const evidence = k.evidence;
  let score = k.kw + Math.min(k.descOnly, DESCRIPTION_ONLY_CAP) + k.chapterKw + k.distinctive;
  if (ft) {
    score += RETRIEVAL_WEIGHT * ft.score;
    evidence.push(LEGAL_TEXT_EVIDENCE);
  }
  if (residualNote) {
    score += RESIDUAL_BONUS;
    evidence.push(`"${ctx.text.query.head}" is named by no heading: ${residualNote}`);
  }
  if (chemistryNote) {
    score += organicPoints(leaf);
    evidence.push(chemistryNote);
  }
  const effects = noteEffects(leaf.entry.code, ctx.text.query, ctx.text.allText, ctx.text.written);
  for (const effect of effects) {
    score *= effect.factor;
    evidence.push(effect.note);
  }
  score = materialPoints(score, leaf, ctx.product, evidence);
  score = contextPoints(score, leaf, ctx.text, evidence);
  const notedAgainst = effects.some((e) => e.factor < 1);
  return score > 0 ? { leaf, score, evidence, curated: k.kw > 0, notedAgainst, namePhraseWords: k.namePhraseWords, fullText: ft } : undefined;
}

// ---- ranking ---------------------------------------------------------------------------------------------------

export function rankCandidates(table: LeafTable, product: ProductText, text: TextEvidence): Ranking {
  const reach = reachLeaves(table, product, text);
  const ctx: LeafContext = { product, text, reach };
  const scored: Scored[] = [];
  // the order they are scored in does not matter: score, then code, is a total order
  for (const i of reach.touched) {
    const s = scoreLeaf(table.leaves[i], i, ctx);
    if (s) scored.push(s);
  }
  scored.sort((a, b) => b.score - a.score || byCode(a, b));
  const ranked = partsFirst(table.semantic ? withMeaning(table, table.semantic, text, scored) : scored, text);
  const residuals = ranked.length > 0 ? materialResiduals(table, product, ranked) : [];
  return { scored: ranked, best: ranked[0], fullText: reach.fullText, residuals };
}

/** Head nouns that say the good is a part of an article, not the article ("valve body", "washing machine parts"). */
const PART_HEADS: ReadonlySet<string> = new Set(['part', 'component', 'spare', 'casting', 'housing', 'body']);
/** A subheading for the parts of its heading's articles ("…; parts thereof", "parts for …"). */
const PARTS_SUBHEADING = /\bparts\b/i;

/** The head noun says a part and the subheading is its heading's parts: the subheading accounts for the head noun. */
export function isPartsReading(head: string | null, leaf: IndexedLeaf): boolean {
  return head !== null && PART_HEADS.has(head) && PARTS_SUBHEADING.test(leaf.entry.description);
}

/**
 * A text that says a part ("valve body", "washing machine parts") takes its heading's parts subheading first, when
 * the heading has one and the evidence chose another (GRI 6: the subheading's own terms; "parts" is a word the legal
 * text's search leaves out, so the evidence cannot see it). The heading is not changed.
 */
function partsFirst(scored: Scored[], text: TextEvidence): Scored[] {
  const best = scored[0];
  const head = text.query.head;
  if (!best || head === null || !PART_HEADS.has(head) || PARTS_SUBHEADING.test(best.leaf.entry.description)) return scored;
  const heading = best.leaf.entry.code.slice(0, 4);
  const parts = scored.find((s) => s.leaf.entry.code.startsWith(heading) && PARTS_SUBHEADING.test(s.leaf.entry.description));
  if (!parts) return partsHeadingFirst(scored);
  parts.evidence.unshift(`first among ${formatHsCode(heading)}'s subheadings: the text says a part (GRI 6)`);
  // the heading's reading is the best's (its score, its curated keyword); the text's words only chose the subheading
  const chosen: Scored = { ...parts, score: Math.max(parts.score, best.score), curated: parts.curated || best.curated, subheadingByRule: true };
  return [chosen, ...scored.filter((s) => s !== parts)];
}

/**
 * The headings of parts of the articles of other headings, by the article's heading (HS 2022: Section XVI, note 2(b)
 * and the heading texts of 84.09, 84.31, 84.48, 84.66, 84.73, 85.03, 85.22, 85.29, 85.38, 87.08, 87.14, 92.09; read on
 * 2026-11-28 in data/hs/hs2022.csv).
 */
const PARTS_HEADINGS: ReadonlyMap<string, string> = new Map([
  ...['8407', '8408'].map((h): [string, string] => [h, '8409']),
  ...['8425', '8426', '8427', '8428', '8429', '8430'].map((h): [string, string] => [h, '8431']),
  ...['8444', '8445', '8446', '8447'].map((h): [string, string] => [h, '8448']),
  ...['8456', '8457', '8458', '8459', '8460', '8461', '8462', '8463', '8464', '8465'].map((h): [string, string] => [h, '8466']),
  ...['8470', '8471', '8472'].map((h): [string, string] => [h, '8473']),
  ...['8501', '8502'].map((h): [string, string] => [h, '8503']),
  ...['8519', '8521'].map((h): [string, string] => [h, '8522']),
  ...['8524', '8525', '8526', '8527', '8528'].map((h): [string, string] => [h, '8529']),
  ...['8535', '8536', '8537'].map((h): [string, string] => [h, '8538']),
  ...['8701', '8702', '8703', '8704', '8705'].map((h): [string, string] => [h, '8708']),
  ...['8711', '8712', '8713'].map((h): [string, string] => [h, '8714']),
  ...['9201', '9202', '9205', '9206', '9207', '9208'].map((h): [string, string] => [h, '9209']),
]);

/**
 * A part of an article whose heading has no parts subheading is in the heading for its parts (PARTS_HEADINGS): the
 * best candidate of that heading takes the first place, with its own score, since the heading of the article is the
 * evidence's reading and the rule only moves it to the parts. Not read when that heading has no candidate.
 */
function partsHeadingFirst(scored: Scored[]): Scored[] {
  const best = scored[0];
  const partsHeading = PARTS_HEADINGS.get(best.leaf.entry.code.slice(0, 4));
  const parts = partsHeading ? scored.find((s) => s.leaf.entry.code.startsWith(partsHeading)) : undefined;
  if (!parts) return scored;
  parts.evidence.unshift(`first place: the text says a part of ${formatHsCode(best.leaf.entry.code.slice(0, 4))}'s articles, and their parts are ${formatHsCode(partsHeading!)}`);
  return [parts, ...scored.filter((s) => s !== parts)];
}

/**
 * The residual ("n.e.c.") heading of each known material: where the good belongs when no heading names it (GRI 1:
 * an article of plastics is 39.26, of iron or steel 73.26). The first is always a candidate, since the evidence
 * cannot tell a good no heading names from one it failed to read. Measured on the tune part (issue 34): in the
 * last place, expected heading among the candidates 65.7 → 68.3 %, top-1 unchanged.
 */
function materialResiduals(table: LeafTable, product: ProductText, scored: readonly Scored[]): Scored[] {
  const out: Scored[] = [];
  for (const m of product.knownMaterials) {
    const r = MATERIAL_RESIDUAL.get(m);
    const i = r ? table.leafIndex.get(r.code) : undefined;
    if (!r || i === undefined || out.some((s) => s.leaf === table.leaves[i])) continue;
    const leaf = table.leaves[i];
    out.push(scored.find((s) => s.leaf === leaf) ?? { leaf, score: 0, evidence: [`material ${m}: ${r.note}, if no heading names the good`], curated: false });
  }
  return out;
}

/**
 * The head of the evidence ranking re-ranked with the semantic reading (./semantic.ts): score ÷ the best score
 * + SEMANTIC_WEIGHT × the heading's similarity. Measured on the tune part (issue 34), re-ranking the evidence's first
 * SEMANTIC_DEPTH leaves gains as much as searching every subheading by meaning, at a fraction of the cost. Each leaf
 * keeps its score, which the confidence reads: a first place the meaning decided has no margin over the evidence's.
 */
function withMeaning(table: LeafTable, index: SemanticIndex, text: TextEvidence, scored: Scored[]): Scored[] {
  if (decided(scored)) return scored;
  // the name's and the description's tokens, as the evidence read them
  const query = index.embedWords(text.fields.flatMap(([field, t]) => (field === 'category' ? [] : t.tokens)));
  if (!query) return scored;
  const head = scored.slice(0, SEMANTIC_DEPTH);
  const top = head[0].score;
  // a heading reads as its closest subheading: the meaning chooses headings, the evidence their subheadings
  // (a meaning cannot read "1,500–3,000 cc" or "not in coils")
  const byHeading = new Map<string, number>();
  const similarities = head.map((s) => {
    // a heading a chapter note ruled out reads as no meaning: the note is law, the meaning a guess
    const similarity = s.notedAgainst ? 0 : index.similarity(query, s.leaf.position);
    const h = s.leaf.entry.code.slice(0, 4);
    byHeading.set(h, Math.max(byHeading.get(h) ?? -1, similarity));
    return similarity;
  });
  const meaningOf = (s: Scored): number => byHeading.get(s.leaf.entry.code.slice(0, 4))!;
  const keyed = head.map((s, i) => ({ s, similarity: similarities[i], key: s.score / top + SEMANTIC_WEIGHT * meaningOf(s) }));
  keyed.sort((a, b) => b.key - a.key || byCode(a.s, b.s));
  // a name phrase of two or more words the merchant table knows ("heating pad", "breast pump") is evidence a
  // reading by meaning cannot overturn, unless it reads its way to another such phrase
  const named = (s: Scored): boolean => (s.namePhraseWords ?? 0) >= MEANING_YIELDS_TO_PHRASE_OF;
  if (named(head[0]) && !named(keyed[0].s)) keyed.unshift(...keyed.splice(keyed.findIndex((k) => k.s === head[0]), 1));
  for (const k of keyed.slice(0, 2 * MAX_CANDIDATES)) k.s.evidence.push(`meaning ${round3(k.similarity)}`);
  const first = keyed[0].s;
  const displaced = head[0];
  if (first.leaf.entry.code.slice(0, 4) !== displaced.leaf.entry.code.slice(0, 4)) {
    first.evidence.unshift(
      `first by meaning: the text reads closer to heading ${formatHsCode(first.leaf.entry.code.slice(0, 4))} (${round3(meaningOf(first))}) than to ${formatHsCode(displaced.leaf.entry.code.slice(0, 4))} (${round3(meaningOf(displaced))}), the evidence's first`,
    );
  }
  return [...keyed.map((k) => k.s), ...scored.slice(SEMANTIC_DEPTH)];
}

/** The ranking without the scored leaves `drop` rejects. */
export function withoutLeaves(ranking: Ranking, drop: (s: Scored) => boolean): Ranking {
  const scored = ranking.scored.filter((s) => !drop(s));
  const residuals = scored.length > 0 ? ranking.residuals.filter((s) => !drop(s)) : [];
  return { ...ranking, scored, best: scored[0], residuals };
}

/** The ranking with `first`, one of its scored leaves, in the first place. */
export function withFirst(ranking: Ranking, first: Scored): Ranking {
  const scored = [first, ...ranking.scored.filter((s) => s !== first)];
  return { ...ranking, scored, best: first };
}

/**
 * The evidence has decided when no other heading has SEMANTIC_OPEN_BELOW of the best's score: the meaning (a
 * difference of cosines, times SEMANTIC_WEIGHT) could not overturn that, so it is not read, which saves its cost.
 */
function decided(scored: readonly Scored[]): boolean {
  const [best] = scored;
  if (!best) return true;
  const heading = best.leaf.entry.code.slice(0, 4);
  const rival = scored.find((s) => s.leaf.entry.code.slice(0, 4) !== heading);
  return !rival || rival.score < SEMANTIC_OPEN_BELOW * best.score;
}

/**
 * The candidates shown, written out once for the final ranking: their rationale reads the legal text's matched
 * words, which costs as much as scoring a leaf (measured with bench/optimize.ts, issue 34).
 */
export function candidatesOf(ranking: Ranking): CandidateClassification[] {
  return topCandidates(ranking.scored, ranking.residuals[0]);
}

/**
 * The candidates shown: they span headings, so a wrong heading is not the only one shown, and the material's
 * residual heading takes the last place when it is not among them.
 */
function topCandidates(scored: readonly Scored[], residual?: Scored): CandidateClassification[] {
  const bestHeading = scored[0]?.leaf.entry.code.slice(0, 4);
  const perHeading = new Map<string, number>();
  const top: Scored[] = [];
  for (const sc of scored) {
    if (top.length === MAX_CANDIDATES) break;
    const h = sc.leaf.entry.code.slice(0, 4);
    perHeading.set(h, (perHeading.get(h) ?? 0) + 1);
    if (perHeading.get(h)! <= (h === bestHeading ? MAX_OF_BEST_HEADING : 1)) top.push(sc);
  }
  const shown = (sc: Scored): boolean => top.some((t) => t.leaf.entry.code.slice(0, 4) === sc.leaf.entry.code.slice(0, 4));
  if (residual && !shown(residual)) top.splice(MAX_CANDIDATES - 1, 1, residual);
  return top.map((s) => ({
    hs_code: formatHsCode(s.leaf.entry.code),
    support_score: round3(strength(s.score)),
    rationale_summary: `${s.leaf.entry.description}: ${[...new Set(evidenceText(s))].slice(0, 4).join('; ')}`,
  }));
}
