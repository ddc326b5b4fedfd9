import type { ClassifierOptions } from './classify';
import { BUILTIN_NOMENCLATURE, type NomenclatureEntry } from './nomenclature';
import { buildRetrievalIndex, leafTexts, type LabelledReference, type Postings, type RetrievalIndex } from './retrieval';
import { buildSemanticIndex, semanticDocuments, semanticMatrix, type SemanticIndex, type SemanticMatrix } from './semantic';
import { MATERIAL_NAMES } from './materials';
import { COLLECTIVE_HEADS, lemma } from './lexicon';
import { normalizePhrase, phrasePrefixes, type TokenizedText } from './text';

/**
 * The classifier's table, indexed once per classifier so that a classification only looks things up:
 * the subheadings with their normalised phrases, materials and categories, and the full-text index.
 */

export interface IndexedLeaf {
  /** its place in the table's `leaves`, which the full-text and semantic indexes share */
  position: number;
  entry: NomenclatureEntry;
  heading: NomenclatureEntry | undefined;
  chapter: NomenclatureEntry | undefined;
  /** phrase → weight factor (curated keywords of the entry and its heading: 1) */
  phrases: Map<string, number>;
  /** own phrases that single this subheading out among its siblings (all phrases when it has no sibling) */
  ownPhrases: Set<string>;
  chapterPhrases: ReadonlySet<string>;
  materials: ReadonlySet<string>;
  siblingMaterials: ReadonlySet<string>;
  categories: ReadonlySet<string>;
  requiresMaterial: boolean;
}

export interface LeafTable {
  /** all entries (built-in plus extra), by code */
  entries: Map<string, NomenclatureEntry>;
  /** the subheadings that can be chosen (6 digits, not reserved), in code order */
  leaves: IndexedLeaf[];
  /** code → position in `leaves` */
  leafIndex: Map<string, number>;
  /** phrase (own or chapter) → positions of the leaves that have it */
  phraseIndex: Map<string, number[]>;
  /** words of the longest phrase */
  maxPhraseLen: number;
  /** every phrase's word prefixes (the phrases too): a reading stops at a prefix no phrase has */
  phrasePrefixes: ReadonlySet<string>;
  /** the legal (and national) texts of the leaves */
  retrieval: RetrievalIndex;
  /** the leaves' texts by meaning, when the classifier has word vectors */
  semantic?: SemanticIndex & { readonly matrix: SemanticMatrix };
}

/**
 * The table's two costly indexes: most of its build time (~1 s of ~1.8 s over the full nomenclature), and a pure
 * function of the table's code and data, so a build saves them and a start loads them (runtime/classifier-index.ts).
 */
export interface TableIndexes {
  postings: Postings;
  semantic?: SemanticMatrix;
}

export function buildTable(extraEntries: readonly NomenclatureEntry[], options: ClassifierOptions): LeafTable {
  const entries = new Map<string, NomenclatureEntry>();
  for (const e of BUILTIN_NOMENCLATURE) entries.set(e.code, e);
  // extra entries add the codes the built-in table lacks, and their legal text joins its descriptions in the full-text index
  const legal = new Map<string, NomenclatureEntry>();
  for (const e of extraEntries) {
    legal.set(e.code, e);
    if (!entries.has(e.code)) entries.set(e.code, { ...e, source: e.source ?? 'csv' });
  }
  const texts = leafTexts(entries, legal, options.national, referenceText(options.references), referenceText(options.labelledProducts));
  const retrieval = buildRetrievalIndex(texts, options.hypernyms, options.indexes?.postings);

  const children = childrenOf(entries);
  const shared = setInterner();
  const leaves: IndexedLeaf[] = [];
  for (const code of [...entries.keys()].sort()) {
    const entry = entries.get(code)!;
    if (entry.level === 6 && !entry.reserved) leaves.push(indexLeaf(leaves.length, entry, entries, children, shared));
  }
  markOwnPhrases(leaves);
  const codes = leaves.map((l) => l.entry.code);
  // a full-text hit names its leaf by place (RetrievalHit.leaf): both list the same subheadings in code order
  if (retrieval.codes.length !== codes.length || retrieval.codes.some((c, i) => c !== codes[i])) throw new Error('the full-text index and the table list different subheadings');
  const vectors = options.wordVectors;
  const semantic = vectors
    ? buildSemanticIndex(
        options.indexes?.semantic ?? semanticMatrix(semanticDocuments(codes, legal, entries, options.national, [...(options.references ?? []), ...(options.labelledProducts ?? [])]), vectors, codes.length),
        vectors,
      )
    : undefined;
  return { entries, leaves, leafIndex: new Map(codes.map((c, i) => [c, i])), ...indexPhrases(leaves), retrieval, semantic };
}

/**
 * Labelled references as vocabulary: each subheading's references joined into one more field of its document.
 * Measured on the tune part (issue 34): as a field, +0.6 points of heading top-1 and +1.5 among the candidates;
 * as nearest labelled examples voting for their own code, 1–3 points worse, so they are not used that way.
 */
function referenceText(references: readonly LabelledReference[] | undefined): Map<string, string> | undefined {
  if (!references?.length) return undefined;
  const out = new Map<string, string[]>();
  for (const r of references) out.set(r.hs6, [...(out.get(r.hs6) ?? []), r.text]);
  return new Map([...out].map(([hs6, texts]) => [hs6, texts.join(' ; ')]));
}

function childrenOf(entries: ReadonlyMap<string, NomenclatureEntry>): Map<string, NomenclatureEntry[]> {
  const children = new Map<string, NomenclatureEntry[]>();
  for (const e of entries.values()) {
    if (e.parent) {
      const list = children.get(e.parent) ?? [];
      list.push(e);
      children.set(e.parent, list);
    }
  }
  return children;
}

function addPhrases(phrases: Map<string, number>, list: string[], factor: number): void {
  for (const k of list) {
    const p = normalizePhrase(k);
    if (!p) continue;
    phrases.set(p, Math.max(phrases.get(p) ?? 0, factor));
  }
}

/**
 * One read-only set per distinct content (in insertion order, which scoring iterates): the subheadings of a
 * heading or chapter share its materials, categories and chapter phrases instead of holding copies, which took
 * a few MiB over the ~5,600 subheadings of the full nomenclature (issue 17).
 */
function setInterner(): (items: Iterable<string>) => ReadonlySet<string> {
  const seen = new Map<string, ReadonlySet<string>>();
  return (items) => {
    const set = new Set(items);
    const key = [...set].join('\u0000');
    const known = seen.get(key);
    if (known) return known;
    seen.set(key, set);
    return set;
  };
}

function indexLeaf(
  position: number,
  entry: NomenclatureEntry,
  entries: ReadonlyMap<string, NomenclatureEntry>,
  children: ReadonlyMap<string, NomenclatureEntry[]>,
  shared: (items: Iterable<string>) => ReadonlySet<string>,
): IndexedLeaf {
  const heading = entries.get(entry.code.slice(0, 4));
  const chapter = entries.get(entry.code.slice(0, 2));
  const phrases = new Map<string, number>();
  // curated keywords only: the legal text of CSV rows is matched by the full-text index
  if (entry.source !== 'csv') addPhrases(phrases, entry.keywords, 1);
  if (heading && entry.source !== 'csv' && heading.source !== 'csv') addPhrases(phrases, heading.keywords, 1);
  const siblingMaterials = new Set<string>();
  for (const s of children.get(entry.code.slice(0, 4)) ?? []) s.materials.forEach((m) => siblingMaterials.add(m));
  return {
    position,
    entry,
    heading,
    chapter,
    phrases,
    ownPhrases: new Set<string>(),
    chapterPhrases: shared((chapter?.keywords ?? []).map(normalizePhrase).filter((p) => p)),
    materials: shared(entry.materials.length > 0 ? entry.materials : heading?.materials ?? []),
    siblingMaterials: shared(siblingMaterials),
    categories: shared([...entry.categories, ...(heading?.categories ?? []), ...(chapter?.categories ?? [])].map(normalizePhrase)),
    requiresMaterial: Boolean(entry.requiresMaterial || heading?.requiresMaterial || chapter?.requiresMaterial),
  };
}

/** Fills `ownPhrases`: a keyword some sibling lacks tells the subheadings of a heading apart. */
function markOwnPhrases(leaves: readonly IndexedLeaf[]): void {
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
}

function indexPhrases(leaves: readonly IndexedLeaf[]): Pick<LeafTable, 'phraseIndex' | 'maxPhraseLen' | 'phrasePrefixes'> {
  const phraseIndex = new Map<string, number[]>();
  leaves.forEach((leaf, idx) => {
    for (const p of [...leaf.phrases.keys(), ...leaf.chapterPhrases]) {
      const list = phraseIndex.get(p) ?? [];
      list.push(idx);
      phraseIndex.set(p, list);
    }
  });
  const maxPhraseLen = Math.max(1, ...[...phraseIndex.keys()].map((p) => p.split(' ').length));
  return { phraseIndex, maxPhraseLen, phrasePrefixes: phrasePrefixes(phraseIndex.keys()) };
}

interface PhraseMatch {
  phrase: string;
  start: number;
  end: number;
  /** its words: fewer than end − start when it runs across material names */
  words: number;
}

/**
 * Longest-first, non-overlapping phrase matches in one tokenised field ("t shirt" hides "shirt"). A phrase may run
 * across the material names inside it ("vacuum stainless steel water bottle" says "vacuum water bottle"), and then
 * hides the shorter phrases it holds; the material names themselves stay readable. Of two as long, the later one
 * wins: an English compound ends in its head ("wall light switch" is a switch), unless it ends in a collective
 * noun ("drill bit set" is drill bits, not a bit set) or runs across a material ("road bike aluminum frame" is a
 * road bike, not a bike frame). Measured (issue 34): the team's probe names +5 high answers,
 * all right; tune part and HMRC's references the same.
 */
export function findPhrases(table: LeafTable, text: TokenizedText): PhraseMatch[] {
  const t = text.tokens;
  const kept = t.map((_, i) => i).filter((i) => !MATERIAL_NAMES.has(t[i]));
  const across =
    kept.length === t.length || kept.length === 0
      ? []
      : phrasesAnywhere(table, kept.map((i) => t[i]))
          .map((m) => ({ phrase: m.phrase, start: kept[m.start], end: kept[m.end - 1] + 1, words: m.words }))
          .filter((m) => m.end - m.start > m.words);
  // a phrase across material names overlaps another only where they share a word that is not a material name
  const isAcross = (m: PhraseMatch): boolean => m.end - m.start > m.words;
  const overlap = (a: PhraseMatch, b: PhraseMatch): boolean =>
    a.start < b.end &&
    b.start < a.end &&
    ((!isAcross(a) && !isAcross(b)) || kept.some((i) => i >= Math.max(a.start, b.start) && i < Math.min(a.end, b.end)));
  const found: PhraseMatch[] = [];
  const collective = (m: PhraseMatch): number => (COLLECTIVE_HEADS.has(lemma(m.phrase.slice(m.phrase.lastIndexOf(' ') + 1))) ? 1 : 0);
  const acrossLast = (m: PhraseMatch): number => (isAcross(m) ? 1 : 0);
  const byLengthThenHead = (a: PhraseMatch, b: PhraseMatch): number =>
    b.words - a.words || collective(a) - collective(b) || acrossLast(a) - acrossLast(b) || b.start - a.start;
  for (const m of [...phrasesAnywhere(table, t), ...across].sort(byLengthThenHead)) {
    if (!found.some((f) => overlap(f, m))) found.push(m);
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Every phrase of the table in the tokens, overlapping or not: each start read only while a phrase begins so. */
function phrasesAnywhere(table: LeafTable, t: readonly string[]): PhraseMatch[] {
  const all: PhraseMatch[] = [];
  for (let i = 0; i < t.length; i += 1) {
    let p = '';
    for (let end = i + 1; end <= Math.min(t.length, i + table.maxPhraseLen); end += 1) {
      p = end === i + 1 ? t[i] : `${p} ${t[end - 1]}`;
      if (!table.phrasePrefixes.has(p)) break;
      if (table.phraseIndex.has(p)) all.push({ phrase: p, start: i, end, words: end - i });
    }
  }
  return all;
}
