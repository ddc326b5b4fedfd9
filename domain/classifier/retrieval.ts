import { lemma } from './lexicon';
import type { NomenclatureEntry } from './nomenclature';
import type { AnalyzedQuery, QueryTerm } from './query';
import { STOP_WORDS, words } from './text';

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

export interface RetrievalHit {
  code: string;
  score: number;
  /** matched query terms, strongest first */
  matched: string[];
}

/** Field weights of a subheading's document. */
export const DOC_FIELD = { subheading: 1, heading: 0.7, national: 0.6, chapter: 0.35 } as const;

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
  for (const w of words(stripExclusions(text))) {
    if (w.length < 2 || /\d/.test(w) || STOP_WORDS.has(w) || LEGAL_WORDS.has(w)) continue;
    out.push(lemma(w));
  }
  return out;
}

export interface RetrievalIndex {
  search(query: AnalyzedQuery, limit: number): RetrievalHit[];
  readonly codes: readonly string[];
}

const K1 = 1.2;
const B = 0.35;

/** Weight of a WordNet generalisation relative to the word it stands for. */
const HYPERNYM_WEIGHT = 0.6;

/** Binary search: postings are built in subheading order. */
function findPosting(list: ReadonlyArray<[number, number]>, i: number): [number, number] | undefined {
  let lo = 0;
  let hi = list.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid][0] === i) return list[mid];
    if (list[mid][0] < i) lo = mid + 1;
    else hi = mid - 1;
  }
  return undefined;
}

export function buildRetrievalIndex(leaves: readonly LeafText[], hypernyms?: ReadonlyMap<string, readonly string[]>): RetrievalIndex {
  const codes = leaves.map((l) => l.code);
  const postings = new Map<string, Array<[number, number]>>();
  const lengths = new Float64Array(leaves.length);
  const headingsOf = new Map<string, Set<string>>();
  leaves.forEach((leaf, i) => {
    const best = new Map<string, number>();
    for (const [w, text] of leaf.texts) for (const t of documentTerms(text)) best.set(t, Math.max(best.get(t) ?? 0, w));
    lengths[i] = best.size;
    for (const [t, w] of best) {
      const list = postings.get(t) ?? [];
      list.push([i, w]);
      postings.set(t, list);
      const hs = headingsOf.get(t) ?? new Set<string>();
      hs.add(leaf.code.slice(0, 4));
      headingsOf.set(t, hs);
    }
  });
  const headingCount = new Set(codes.map((c) => c.slice(0, 4))).size;
  const idf = new Map<string, number>();
  for (const [t, hs] of headingsOf) idf.set(t, Math.log(1 + (headingCount - hs.size + 0.5) / (hs.size + 0.5)));
  const avgLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, leaves.length);
  const norm = Float64Array.from(lengths, (len) => (K1 + 1) / (K1 * (1 - B + (B * len) / avgLength) + 1));

  /** Query terms the legal text knows, and for those it does not, their WordNet generalisations. */
  function effectiveTerms(query: AnalyzedQuery): QueryTerm[] {
    const out = new Map<string, QueryTerm>();
    for (const q of query.terms.values()) {
      if (postings.has(q.term)) {
        if ((out.get(q.term)?.weight ?? 0) < q.weight) out.set(q.term, q);
        continue;
      }
      // only the head noun: modifiers and brand names generalise into noise ("King" → card)
      if (q.term !== query.head) continue;
      for (const g of hypernyms?.get(q.term) ?? []) {
        const w = q.weight * HYPERNYM_WEIGHT;
        if (postings.has(g) && (out.get(g)?.weight ?? 0) < w) out.set(g, { term: g, weight: w, origin: `WordNet: ${q.term} → ${g}` });
      }
    }
    return [...out.values()];
  }

  // one score array reused by every search (classification is synchronous, so searches never overlap)
  const scores = new Float64Array(leaves.length);

  /** Phase 1 sums each term's contribution per subheading; phase 2 explains only the few that are returned. */
  function search(query: AnalyzedQuery, limit: number): RetrievalHit[] {
    const terms = effectiveTerms(query).filter((q) => postings.has(q.term));
    const touched: number[] = [];
    for (const q of terms) {
      const base = q.weight * (idf.get(q.term) ?? 0);
      for (const [i, w] of postings.get(q.term)!) {
        if (scores[i] === 0) touched.push(i);
        scores[i] += base * w * norm[i];
      }
    }
    touched.sort((a, b) => scores[b] - scores[a] || (codes[a] < codes[b] ? -1 : 1));
    const top = touched.slice(0, limit).map((i) => ({ i, score: scores[i] }));
    for (const i of touched) scores[i] = 0;
    return top.map(({ i, score }) => ({ code: codes[i], score, matched: explain(i, terms) }));
  }

  /** The query terms a subheading matched, strongest first, as the rationale names them. */
  function explain(i: number, terms: QueryTerm[]): string[] {
    const found: Array<[string, number]> = [];
    for (const q of terms) {
      const hit = findPosting(postings.get(q.term)!, i);
      if (hit) found.push([q.origin.startsWith('WordNet') ? q.origin : q.term, q.weight * (idf.get(q.term) ?? 0) * hit[1]]);
    }
    return found.sort((a, b) => b[1] - a[1]).map(([t]) => t);
  }
  return { search, codes };
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
    out.push({ code, texts });
  }
  return out;
}
