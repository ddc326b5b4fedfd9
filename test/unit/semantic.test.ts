import { buildSemanticIndex, semanticDocuments, semanticMatrix, wordVectorsFrom, type SemanticDocument } from '../../domain/classifier/semantic';
import type { NomenclatureEntry } from '../../domain/classifier/nomenclature';

// Four words in four dimensions: the vectors are made by hand, so every similarity below can be worked out.
const WORDS = ['cardigan', 'pullover', 'bolt', 'screw', 'kettle'];
// prettier-ignore
const INT8 = new Int8Array([
  100, 10, 0, 0, // cardigan
  90, 30, 0, 0, // pullover
  0, 0, 100, 0, // bolt
  0, 0, 95, 20, // screw
  0, 0, 0, 100, // kettle
]);
const vectors = wordVectorsFrom(WORDS, INT8, 4, 0.01);
const indexOf = (docs: readonly SemanticDocument[], leafCount: number) => buildSemanticIndex(semanticMatrix(docs, vectors, leafCount), vectors);

describe('semantic index (domain/classifier/semantic.ts)', () => {
  const docs = [
    { leaf: 0, text: 'pullovers, cardigans' },
    { leaf: 1, text: 'bolts' },
    { leaf: 1, text: 'screws' },
    { leaf: 2, text: 'kettles' },
  ];
  const index = indexOf(docs, 4);

  it("reads a word's lemma when the word itself has no vector, and skips stop words and unknown words", () => {
    expect(index.embed('the cardigans of wool')).toEqual(index.embed('cardigan'));
    expect(index.embed('zzz qqq')).toBeUndefined();
  });

  it('scores a leaf by its closest document, and a leaf without documents as 0', () => {
    const cardigan = index.embed('cardigan')!;
    expect(index.similarity(cardigan, 0)).toBeGreaterThan(index.similarity(cardigan, 1));
    expect(index.similarity(cardigan, 0)).toBeGreaterThan(index.similarity(cardigan, 2));
    const bolt = index.embed('bolt')!;
    expect(index.similarity(bolt, 1)).toBeCloseTo(1, 5);
    expect(index.similarity(bolt, 3)).toBe(0);
    // "screws" is a near-copy of "bolts" in these vectors, so leaf 1 keeps only "bolts": a screw reads close, not exact
    expect(index.similarity(index.embed('screw')!, 1)).toBeGreaterThan(0.9);
    expect(index.similarity(index.embed('screw')!, 1)).toBeLessThan(1);
  });

  it('drops a near-duplicate document of the same leaf without changing the similarity by more than a little', () => {
    const withCopy = indexOf([...docs, { leaf: 2, text: 'kettle kettles' }], 4);
    const kettle = index.embed('kettle')!;
    expect(withCopy.similarity(kettle, 2)).toBeCloseTo(index.similarity(kettle, 2), 5);
  });

  it('refuses vectors that do not fit their words or a width not a multiple of four', () => {
    expect(() => wordVectorsFrom(WORDS, INT8.slice(0, 19), 4, 0.01)).toThrow(/19 values for 5 words/);
    expect(() => wordVectorsFrom(WORDS, INT8.slice(0, 15), 3, 0.01)).toThrow(/not a multiple of 4/);
  });
});

describe('semantic documents', () => {
  const entry = (code: string, description: string): NomenclatureEntry => ({
    code,
    level: code.length as NomenclatureEntry['level'],
    parent: code.length > 2 ? code.slice(0, code.length - 2) : null,
    description,
    keywords: [],
    materials: [],
    categories: [],
  });
  const legal = new Map([entry('6110', 'Jerseys, pullovers, cardigans'), entry('611011', 'Of wool')].map((e) => [e.code, e]));

  it('gives each subheading its legal text under its heading, its national lines, and each labelled reference alone', () => {
    const docs = semanticDocuments(['611011'], legal, legal, new Map([['611011', 'Sweaters | Vests']]), [
      { hs6: '611011', text: 'wool jumper' },
      { hs6: '611011', text: 'merino cardigan' },
      { hs6: '999999', text: 'not a leaf here' },
    ]);
    expect(docs).toEqual([
      { leaf: 0, text: 'Jerseys, pullovers, cardigans; Of wool' },
      { leaf: 0, text: 'Jerseys, pullovers, cardigans; Sweaters | Vests' },
      { leaf: 0, text: 'wool jumper' },
      { leaf: 0, text: 'merino cardigan' },
    ]);
  });
});
