import { lemma } from './lexicon';
import type { NomenclatureEntry } from './nomenclature';
import type { LabelledReference } from './retrieval';
import { STOP_WORDS, words } from './text';

/**
 * The semantic reading: how close in meaning a text is to each subheading's texts, where the legal text's words and
 * the product's differ ("cardigan" and "jerseys, pullovers"). Each word has a static vector distilled from a sentence
 * model at build time (data/semantic/README.md); a text's vector is the sum of its words' vectors weighted by their
 * rarity, so reading a text needs no model and no I/O. Deterministic, as the rest of the classifier.
 */

/** Word vectors as data/semantic/ ships them: a word → its row of a `dims`-wide matrix. */
export interface WordVectors {
  dims: number;
  rows: ReadonlyMap<string, number>;
  /** rows × dims, quantised: a value × `scale` is the coordinate (kept as bytes: 3.9 MB, not 15.5) */
  values: Int8Array;
  scale: number;
}

/** A text that stands for a subheading: its legal text, a national line, a labelled reference. */
export interface SemanticDocument {
  leaf: number;
  text: string;
}

export interface SemanticIndex {
  /** The text's vector (unit length), or undefined when none of its words has one. */
  embed(text: string): Float32Array | undefined;
  /** The same for words already cut (a product's tokens, which the evidence has read). */
  embedWords(words: readonly string[]): Float32Array | undefined;
  /** The highest cosine between the vector and the subheading's documents (0 when it has none: like nothing). */
  similarity(vector: Float32Array, leaf: number): number;
}

/**
 * The documents of each subheading: "heading; subheading" in the legal text, "heading; national lines", and each
 * labelled reference on its own (a reference is one good; joined, they would blur).
 */
export function semanticDocuments(
  leafCodes: readonly string[],
  legal: ReadonlyMap<string, NomenclatureEntry>,
  entries: ReadonlyMap<string, NomenclatureEntry>,
  national?: ReadonlyMap<string, string>,
  references: readonly LabelledReference[] = [],
): SemanticDocument[] {
  const describe = (code: string): string => legal.get(code)?.description ?? entries.get(code)?.description ?? '';
  const position = new Map(leafCodes.map((code, i) => [code, i]));
  const docs: SemanticDocument[] = [];
  leafCodes.forEach((code, leaf) => {
    const heading = describe(code.slice(0, 4));
    docs.push({ leaf, text: `${heading}; ${describe(code)}` });
    const nat = national?.get(code);
    if (nat) docs.push({ leaf, text: `${heading}; ${nat}` });
  });
  for (const r of references) {
    const leaf = position.get(r.hs6);
    if (leaf !== undefined) docs.push({ leaf, text: r.text });
  }
  return docs;
}

/**
 * Cosine at which a subheading's document adds nothing to one before it (see withoutNearDuplicates). On the tune
 * part 0.95, 0.9 and 0.85 changed top-1 by 0, 0 and +0.3 points; 0.9 cut the reading's CPU by about a fifth.
 */
const NEAR_DUPLICATE = 0.9;

/**
 * The documents as vectors, ready to compare with: what reading them costs (~0.4 s over the full nomenclature), so
 * a build computes it once and a start loads it (runtime/classifier-index.ts).
 */
export interface SemanticMatrix {
  /** per word row: its rarity over the documents */
  idf: Float32Array;
  /** the documents' mean vector, which every vector is centred on */
  mean: Float32Array;
  /** the documents kept (see withoutNearDuplicates), leaf by leaf; leaf i's rows are [start[i], end[i]) */
  kept: Float32Array;
  start: Uint32Array;
  end: Uint32Array;
}

export function semanticMatrix(docs: readonly SemanticDocument[], vectors: WordVectors, leafCount: number): SemanticMatrix {
  const ordered = [...docs].sort((a, b) => a.leaf - b.leaf);
  const docRows = ordered.map((d) => knownRows(words(d.text), vectors));
  const idf = inverseDocumentFrequency(docRows, vectors.rows.size);
  const { dims } = vectors;
  const matrix = new Float32Array(ordered.length * dims);
  docRows.forEach((rows, d) => matrix.set(sumOf(rows, idf, vectors), d * dims));
  // centred on the documents' mean: what all tariff texts share says nothing about one of them
  const withWords = docRows.flatMap((rows, d) => (rows.length > 0 ? [d] : []));
  const mean = meanRow(matrix, withWords, dims);
  for (const d of withWords) centre(matrix.subarray(d * dims, (d + 1) * dims), mean);
  return { idf, mean, ...withoutNearDuplicates(matrix, ordered, withWords, dims, leafCount) };
}

export function buildSemanticIndex(matrix: SemanticMatrix, vectors: WordVectors): SemanticIndex & { readonly matrix: SemanticMatrix } {
  const { idf, mean, kept, start, end } = matrix;
  const { dims } = vectors;
  return {
    matrix,
    embed(text) {
      return this.embedWords(words(text));
    },
    embedWords(list) {
      const rows = knownRows(list, vectors);
      if (rows.length === 0) return undefined;
      const v = sumOf(rows, idf, vectors);
      return centre(v, mean) ? v : undefined;
    },
    similarity(vector, leaf) {
      if (start[leaf] === end[leaf]) return 0;
      let best = -1;
      for (let d = start[leaf]; d < end[leaf]; d++) best = Math.max(best, dot(kept, d * dims, vector));
      return best;
    },
  };
}

// ---- phases ----------------------------------------------------------------------------------------------------

/** The rows of the content words that have a vector (a word's lemma when the word itself has none). */
function knownRows(list: readonly string[], vectors: WordVectors): number[] {
  const rows: number[] = [];
  for (const w of list) {
    if (STOP_WORDS.has(w)) continue;
    const row = vectors.rows.get(w) ?? vectors.rows.get(lemma(w));
    if (row !== undefined) rows.push(row);
  }
  return rows;
}

/** ln((N + 1) / (df + 1)) + 1 per row, over the documents: a word every tariff line uses weighs least. */
function inverseDocumentFrequency(docRows: readonly number[][], rowCount: number): Float32Array {
  const df = new Uint32Array(rowCount);
  for (const rows of docRows) for (const r of new Set(rows)) df[r] += 1;
  const idf = new Float32Array(rowCount);
  for (let r = 0; r < rowCount; r++) idf[r] = Math.log((docRows.length + 1) / (df[r] + 1)) + 1;
  return idf;
}

/** The idf-weighted sum of the rows, unit length. */
function sumOf(rows: readonly number[], idf: Float32Array, vectors: WordVectors): Float32Array {
  const { dims, values, scale } = vectors;
  const v = new Float32Array(dims);
  for (const r of rows) {
    const w = idf[r] * scale;
    for (let k = 0, o = r * dims; k < dims; k++) v[k] += w * values[o + k];
  }
  normalise(v);
  return v;
}

/** The mean of the given rows (a document without a known word stays a zero row, similar to nothing). */
function meanRow(matrix: Float32Array, rows: readonly number[], dims: number): Float32Array {
  const mean = new Float32Array(dims);
  for (const d of rows) for (let k = 0; k < dims; k++) mean[k] += matrix[d * dims + k] / rows.length;
  return mean;
}

/** v − mean, unit length; false when nothing is left. */
function centre(v: Float32Array, mean: Float32Array): boolean {
  for (let k = 0; k < v.length; k++) v[k] -= mean[k];
  return normalise(v);
}

function normalise(v: Float32Array): boolean {
  let n = 0;
  for (let k = 0; k < v.length; k++) n += v[k] * v[k];
  if (n === 0) return false;
  const inv = 1 / Math.sqrt(n);
  for (let k = 0; k < v.length; k++) v[k] *= inv;
  return true;
}

/** Unrolled by four: the classifier's hottest loop (dims is a multiple of 4). */
function dot(matrix: Float32Array, offset: number, v: Float32Array): number {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (let k = 0, o = offset; k < v.length; k += 4, o += 4) {
    a += matrix[o] * v[k];
    b += matrix[o + 1] * v[k + 1];
    c += matrix[o + 2] * v[k + 2];
    d += matrix[o + 3] * v[k + 3];
  }
  return a + b + c + d;
}

/**
 * The documents worth comparing with, leaf by leaf in `kept` (each leaf's rows are [start, end)): those with a known
 * word, less those as close as NEAR_DUPLICATE to one kept before them in the same leaf. A leaf's similarity is its
 * best document's, so a near-copy changes it by little and costs as much as any row: HMRC lists 254 beauty products
 * under 3304.99.
 */
function withoutNearDuplicates(
  matrix: Float32Array,
  ordered: readonly SemanticDocument[],
  withWords: readonly number[],
  dims: number,
  leafCount: number,
): { kept: Float32Array; start: Uint32Array; end: Uint32Array } {
  const kept = new Float32Array(withWords.length * dims);
  const start = new Uint32Array(leafCount);
  const end = new Uint32Array(leafCount);
  let n = 0;
  for (const d of withWords) {
    const { leaf } = ordered[d];
    const row = matrix.subarray(d * dims, (d + 1) * dims);
    if (end[leaf] === 0) start[leaf] = end[leaf] = n;
    let duplicate = false;
    for (let k = start[leaf]; k < n && !duplicate; k++) duplicate = dot(kept, k * dims, row) >= NEAR_DUPLICATE;
    if (duplicate) continue;
    kept.set(row, n * dims);
    end[leaf] = ++n;
  }
  return { kept: kept.slice(0, n * dims), start, end };
}

/** Reads data/semantic/'s int8 matrix (vectors.bin) with its words (words.txt) and scale (vectors.json). */
export function wordVectorsFrom(wordList: readonly string[], int8: Int8Array, dims: number, scale: number): WordVectors {
  if (dims % 4 !== 0) throw new Error(`word vectors: ${dims} dimensions, not a multiple of 4`);
  if (int8.length !== wordList.length * dims) throw new Error(`word vectors: ${int8.length} values for ${wordList.length} words × ${dims}`);
  return { dims, rows: new Map(wordList.map((w, i) => [w, i])), values: int8, scale };
}
