import { lemma } from './lexicon';
import type { NomenclatureEntry } from './nomenclature';
import type { AnalyzedQuery, QueryTerm } from './query';
import { STOP_WORDS, joinLetterCompounds, words } from './text';

/**
 * Full-text matching of a product against the nomenclature's legal text: every subheading is a small
 * document made of its own description, its heading's, its chapter's and any curated or national text, and
 * a product scores by the weighted, rarity-weighted words it shares with it (BM25-like, binary term
 * frequency). Rarity (IDF) is counted over headings, so a heading with many subheadings does not make its
 * words look common.
 */

export interface LeafText {
  code: string;
  /** [field weight, text] */
  texts: Array<[number, string]>;
}

/** A product description someone labelled with its HS subheading (data/hmrc/references.csv, data/labelled/references.csv). */
export interface LabelledReference {
  hs6: string;
  text: string;
}

export interface RetrievalHit {
  code: string;
  /** the subheading's place among the index's documents, which are the table's leaves in code order */
  leaf: number;
  score: number;
  /** matched query terms, strongest first (worked out when first read: only the candidates shown need it) */
  readonly matched: string[];
  /** whether the subheading matched this query term itself (not a WordNet generalisation of it) */
  has(term: string): boolean;
}

/**
 * Field weights of a subheading's document. `reference`: HMRC's search terms and parcel descriptions under it;
 * `labelledProduct`: the products customs officers and experts labelled with it (data/labelled/); its weight by
 * the measurements in data/labelled/README.md.
 */
export const DOC_FIELD = { subheading: 1, heading: 0.7, national: 0.6, reference: 0.6, labelledProduct: 1, chapter: 0.35 } as const;

/** Words of the legal text that say nothing about the good. */
const LEGAL_WORDS: ReadonlySet<string> = new Set([
  'other', 'similar', 'thereof', 'whether', 'nec', 'n', 'e', 'c', 'kind', 'heading', 'chapter', 'subheading',
  'no', 'etc', 'such', 'like', 'same', 'also', 'only', 'than', 'which', 'their', 'them', 'they', 'not', 'but',
  'being', 'having', 'put', 'up', 'more', 'less', 'exceeding', 'weight', 'wholly', 'mainly', 'chiefly', 'solely',
  'principally', 'excluding', 'including', 'included', 'specified', 'elsewhere', 'article', 'product', 'whole',
]);

/** Drops what a description excludes: "(not knitted or crocheted)", "other than ...", "excluding ...". */
export function stripExclusions(description: string): string {
  return description
    .toLowerCase()
    .replace(/\((?:not|excluding|other than|except|but not)\b[^)]*\)/g, ' ')
    .replace(/\b(?:excluding|other than|except)\b[^;()]*/g, ' ')
    .replace(/\bnot\s+(?:[a-z-]+\s+(?:or|and)\s+)?[a-z-]+/g, ' ')
    .replace(/\bn\.?e\.?c\.?(?:\s+in\s+heading\s+no\.?\s*\d+)?/g, ' ')
    .replace(/\b(?:of\s+)?heading\s+no\.?\s*\d+(?:\s+or\s+\d+)?/g, ' ');
}

export function documentTerms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(joinLetterCompounds(stripExclusions(text)))) {
    if (w.length < 2 || /\d/.test(w) || STOP_WORDS.has(w) || LEGAL_WORDS.has(w)) continue;
    out.push(lemma(w));
  }
  return out;
}

export interface RetrievalIndex {
  search(query: AnalyzedQuery, limit: number): RetrievalHit[];
  readonly codes: readonly string[];
  /** what the index is made of: a build saves it, a later start loads it (runtime/classifier-index.ts) */
  readonly postings: Postings;
}

const K1 = 1.2;
const B = 0.35;

/** Weight of a WordNet generalisation relative to the word it stands for. */
const HYPERNYM_WEIGHT = 0.6;

/**
 * The postings of every term, packed: term `k`'s subheadings are `docs[start[k]]` to `docs[start[k + 1] - 1]`
 * (ascending), with their field weights at the same positions of `weights`. Typed arrays rather than a list of
 * pairs per term: a few MiB instead of ~10 MiB of small arrays the garbage collector walks, and a search reads
 * them in order (issue 17).
 */
export interface Postings {
  termIds: Map<string, number>;
  start: Uint32Array;
  docs: Uint32Array;
  weights: Float64Array;
  /** per term: its rarity over headings (BM25's IDF) */
  idf: Float64Array;
  /** per subheading: BM25's length normalisation */
  norm: Float64Array;
}

/** Phase 1 of the index: each subheading's terms with their best field weight, and the headings each term is in. */
function collectTerms(leaves: readonly LeafText[]) {
  const termIds = new Map<string, number>();
  const docsOf: number[][] = [];
  const weightsOf: number[][] = [];
  const headingsOf: Array<Set<string>> = [];
  const lengths = new Float64Array(leaves.length);
  // a heading's and a chapter's text recur in each of their subheadings' documents: cut each text once
  const termsOf = new Map<string, string[]>();
  const cut = (text: string): string[] => termsOf.get(text) ?? termsOf.set(text, documentTerms(text)).get(text)!;
  leaves.forEach((leaf, i) => {
    const heading = leaf.code.slice(0, 4);
    const best = new Map<string, number>();
    for (const [w, text] of leaf.texts) for (const t of cut(text)) best.set(t, Math.max(best.get(t) ?? 0, w));
    lengths[i] = best.size;
    for (const [t, w] of best) {
      let id = termIds.get(t);
      if (id === undefined) {
        id = docsOf.length;
        termIds.set(t, id);
        docsOf.push([]);
        weightsOf.push([]);
        headingsOf.push(new Set());
      }
      docsOf[id].push(i);
      weightsOf[id].push(w);
      headingsOf[id].add(heading);
    }
  });
  return { termIds, docsOf, weightsOf, headingsOf, lengths };
}

/** Phase 2: the packed postings, IDF (counted over headings) and length normalisation. */
export function packPostings(leaves: readonly LeafText[]): Postings {
  const { termIds, docsOf, weightsOf, headingsOf, lengths } = collectTerms(leaves);
  const start = new Uint32Array(docsOf.length + 1);
  docsOf.forEach((list, k) => (start[k + 1] = start[k] + list.length));
  const docs = new Uint32Array(start[docsOf.length]);
  const weights = new Float64Array(docs.length);
  docsOf.forEach((list, k) => {
    docs.set(list, start[k]);
    weights.set(weightsOf[k], start[k]);
  });
  const headingCount = new Set(leaves.map((l) => l.code.slice(0, 4))).size;
  const idf = Float64Array.from(headingsOf, (hs) => Math.log(1 + (headingCount - hs.size + 0.5) / (hs.size + 0.5)));
  const avgLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, leaves.length);
  const norm = Float64Array.from(lengths, (len) => (K1 + 1) / (K1 * (1 - B + (B * len) / avgLength) + 1));
  return { termIds, start, docs, weights, idf, norm };
}

/** A query term and its term id. */
interface SearchTerm {
  q: QueryTerm;
  k: number;
}

const isGeneralisation = (q: QueryTerm): boolean => q.origin.startsWith('WordNet');

/** A subheading found: the words it matched are worked out only when read (the rationale of a candidate shown). */
class Hit implements RetrievalHit {
  #matched: string[] | undefined;
  constructor(
    private readonly p: Postings,
    readonly code: string,
    readonly leaf: number,
    readonly score: number,
    /** which of the first 32 terms it matched */
    private readonly bits: number,
    private readonly terms: readonly SearchTerm[],
  ) {}

  get matched(): string[] {
    return (this.#matched ??= this.explain());
  }

  has(term: string): boolean {
    return this.terms.some(({ q }, t) => q.term === term && !isGeneralisation(q) && this.posting(t) >= 0);
  }

  /** The query terms matched, strongest first, as the rationale names them. */
  private explain(): string[] {
    const found: Array<[string, number]> = [];
    this.terms.forEach(({ q, k }, t) => {
      const j = this.posting(t);
      if (j >= 0) found.push([isGeneralisation(q) ? q.origin : q.term, q.weight * this.p.idf[k] * this.p.weights[j]]);
    });
    return found.sort((a, b) => b[1] - a[1]).map(([t]) => t);
  }

  /** Where term t is among the subheading's postings, or -1. */
  private posting(t: number): number {
    return t < 32 && (this.bits & (1 << t)) === 0 ? -1 : findPosting(this.p, this.terms[t].k, this.leaf);
  }
}

/** Where subheading `i` is among term `k`'s postings (binary search: they are ascending), or -1. */
function findPosting(p: Postings, k: number, i: number): number {
  let lo = p.start[k];
  let hi = p.start[k + 1] - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (p.docs[mid] === i) return mid;
    if (p.docs[mid] < i) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * The `limit` best of the first `count` of `touched` by score, then code: what sorting them all and keeping the
 * first `limit` gives, without sorting the thousands a common word touches. A heap keeps the best so far, its worst
 * at the root, so a subheading that cannot enter costs one comparison.
 */
function topScored(touched: Uint32Array, count: number, scores: Float64Array, codeRank: Uint32Array, limit: number): number[] {
  const before = (a: number, b: number): boolean => scores[a] > scores[b] || (scores[a] === scores[b] && codeRank[a] < codeRank[b]);
  const heap: number[] = [];
  for (let n = 0; n < count; n++) {
    const i = touched[n];
    if (heap.length < limit) {
      // sift up: the worst rises to the root
      let at = heap.push(i) - 1;
      while (at > 0 && before(heap[(at - 1) >> 1], i)) {
        heap[at] = heap[(at - 1) >> 1];
        at = (at - 1) >> 1;
      }
      heap[at] = i;
    } else if (before(i, heap[0])) {
      heap[0] = i;
      siftDown(heap, before);
    }
  }
  return heap.sort((a, b) => (before(a, b) ? -1 : 1));
}

/** Restores the heap (the worst at the root) after its root was replaced. */
function siftDown(heap: number[], before: (a: number, b: number) => boolean): void {
  const root = heap[0];
  let at = 0;
  for (;;) {
    const l = 2 * at + 1;
    const r = l + 1;
    let worst = l < heap.length && before(root, heap[l]) ? l : at;
    if (r < heap.length && before(worst === at ? root : heap[worst], heap[r])) worst = r;
    if (worst === at) break;
    heap[at] = heap[worst];
    at = worst;
  }
  heap[at] = root;
}

/** The index over the leaves' texts; `p`, when given, are their postings packed before (by a build, from the same texts). */
export function buildRetrievalIndex(
  leaves: readonly LeafText[],
  hypernyms?: ReadonlyMap<string, readonly string[]>,
  p: Postings = packPostings(leaves),
): RetrievalIndex {
  const codes = leaves.map((l) => l.code);
  // each subheading's place in code order, which breaks ties without comparing strings
  const codeRank = new Uint32Array(codes.length);
  [...codes.keys()].sort((a, b) => (codes[a] < codes[b] ? -1 : codes[a] > codes[b] ? 1 : 0)).forEach((i, r) => (codeRank[i] = r));

  /** Query terms the legal text knows, and for those it does not, their WordNet generalisations. */
  function effectiveTerms(query: AnalyzedQuery): QueryTerm[] {
    const out = new Map<string, QueryTerm>();
    for (const q of query.terms.values()) {
      if (p.termIds.has(q.term)) {
        if ((out.get(q.term)?.weight ?? 0) < q.weight) out.set(q.term, q);
        continue;
      }
      // only the head noun: modifiers and brand names generalise into noise ("King" → card)
      if (q.term !== query.head) continue;
      for (const g of hypernyms?.get(q.term) ?? []) {
        const w = q.weight * HYPERNYM_WEIGHT;
        if (p.termIds.has(g) && (out.get(g)?.weight ?? 0) < w) out.set(g, { term: g, weight: w, origin: `WordNet: ${q.term} → ${g}` });
      }
    }
    return [...out.values()];
  }

  // one score array reused by every search (classification is synchronous, so searches never overlap)
  const scores = new Float64Array(leaves.length);
  // which of the query's first 32 terms each subheading matched, so explaining skips the ones it did not
  const matchedTerms = new Uint32Array(leaves.length);

  // the subheadings a search touched, in the order it touched them
  const touched = new Uint32Array(leaves.length);

  /** Phase 1 sums each term's contribution per subheading; phase 2 explains only the few that are returned. */
  function search(query: AnalyzedQuery, limit: number): RetrievalHit[] {
    const terms: SearchTerm[] = effectiveTerms(query).map((q) => ({ q, k: p.termIds.get(q.term)! }));
    const { start, docs, weights, idf, norm } = p;
    let count = 0;
    for (let t = 0; t < terms.length; t++) {
      const { q, k } = terms[t];
      const base = q.weight * idf[k];
      const bit = t < 32 ? 1 << t : 0;
      for (let j = start[k], end = start[k + 1]; j < end; j++) {
        const i = docs[j];
        if (scores[i] === 0) touched[count++] = i;
        scores[i] += base * weights[j] * norm[i];
        matchedTerms[i] |= bit;
      }
    }
    const hits = topScored(touched, count, scores, codeRank, limit).map((i) => new Hit(p, codes[i], i, scores[i], matchedTerms[i], terms));
    for (let n = 0; n < count; n++) scores[touched[n]] = matchedTerms[touched[n]] = 0;
    return hits;
  }

  return { search, codes, postings: p };
}

/**
 * The documents of every subheading of a table: own, heading and chapter descriptions (the built-in table's
 * words and the legal text of the full nomenclature where both exist) and national text. The curated
 * keywords stay out: they are the other, independent reading (classify.ts), and confidence needs both.
 */
export function leafTexts(
  entries: ReadonlyMap<string, NomenclatureEntry>,
  legal: ReadonlyMap<string, NomenclatureEntry>,
  national?: ReadonlyMap<string, string>,
  references?: ReadonlyMap<string, string>,
  labelledProducts?: ReadonlyMap<string, string>,
): LeafText[] {
  const out: LeafText[] = [];
  for (const code of [...entries.keys()].sort()) {
    const e = entries.get(code)!;
    if (e.level !== 6 || e.reserved) continue;
    const heading = entries.get(code.slice(0, 4));
    const chapter = entries.get(code.slice(0, 2));
    const both = (c: string, own: NomenclatureEntry | undefined): string =>
      [own?.description, legal.get(c)?.description].filter((d, i, all) => d && all.indexOf(d) === i).join(' ; ');
    const texts: Array<[number, string]> = [[DOC_FIELD.subheading, both(code, e)]];
    if (heading) texts.push([DOC_FIELD.heading, both(heading.code, heading)]);
    if (chapter) texts.push([DOC_FIELD.chapter, both(chapter.code, chapter)]);
    const nat = national?.get(code);
    if (nat) texts.push([DOC_FIELD.national, nat]);
    const ref = references?.get(code);
    if (ref) texts.push([DOC_FIELD.reference, ref]);
    const labelled = labelledProducts?.get(code);
    if (labelled) texts.push([DOC_FIELD.labelledProduct, labelled]);
    out.push({ code, texts });
  }
  return out;
}
