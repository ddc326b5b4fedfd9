import type { AnalyzedQuery } from './query';

/**
 * The mechanical part of the HS's legal notes and General Rules of Interpretation, as score adjustments a
 * rationale can name. Each rule cites the note it encodes (the rule's effect, in our words, not the note's text).
 */

export interface NoteEffect {
  /** multiplies the candidate's score */
  factor: number;
  /** why, for the rationale */
  note: string;
}

const KNIT_TERMS = ['knit', 'crochet', 'jersey'];
const GARMENT_CHAPTERS = new Set(['61', '62']);

/**
 * Chapter 61 covers knitted or crocheted apparel, chapter 62 the rest (chapter 62, note 1): a text that says
 * "knit" rules chapter 62 out, and one that says "woven" rules chapter 61 out.
 */
function knitRule(code: string, query: AnalyzedQuery): NoteEffect | undefined {
  const chapter = code.slice(0, 2);
  if (!GARMENT_CHAPTERS.has(chapter)) return undefined;
  // the product's own words only, not what the merchant vocabulary added
  const said = (t: string): boolean => query.terms.has(t) && !query.terms.get(t)!.origin.startsWith('vocabulary');
  const knit = KNIT_TERMS.some(said);
  const woven = said('woven') || said('weave');
  if (knit === woven) return undefined;
  const wanted = knit ? '61' : '62';
  return chapter === wanted
    ? { factor: 1.25, note: `chapter 62 note 1: ${knit ? 'knitted' : 'woven'} apparel is chapter ${wanted}` }
    : { factor: 0.45, note: `chapter 62 note 1: ${knit ? 'knitted' : 'woven'} apparel is not chapter ${chapter}` };
}

/** Notes that apply to a candidate subheading for this product. */
export function noteEffects(code: string, query: AnalyzedQuery): NoteEffect[] {
  const out: NoteEffect[] = [];
  const knit = knitRule(code, query);
  if (knit) out.push(knit);
  return out;
}

/**
 * GRI 1 and the "n.e.c." headings: when the name's head noun matches no heading (a "cover", a "bucket", a
 * "bib"), the good is an article of its material, in that material's residual heading.
 */
export const MATERIAL_RESIDUAL: ReadonlyMap<string, { code: string; note: string }> = new Map([
  ['plastic', { code: '392690', note: 'articles of plastics n.e.c. (heading 3926)' }],
  ['rubber', { code: '401699', note: 'articles of vulcanised rubber n.e.c. (heading 4016)' }],
  ['stainless', { code: '732690', note: 'articles of iron or steel n.e.c. (heading 7326)' }],
  ['base_metal', { code: '732690', note: 'articles of iron or steel n.e.c. (heading 7326)' }],
  ['cast_iron', { code: '732590', note: 'cast articles of iron or steel n.e.c. (heading 7325)' }],
  ['aluminium', { code: '761699', note: 'articles of aluminium n.e.c. (heading 7616)' }],
  ['wood', { code: '442199', note: 'articles of wood n.e.c. (heading 4421)' }],
  ['bamboo', { code: '442191', note: 'articles of bamboo n.e.c. (heading 4421)' }],
  ['textile', { code: '630790', note: 'made-up textile articles n.e.c. (heading 6307)' }],
  ['paper', { code: '482390', note: 'articles of paper n.e.c. (heading 4823)' }],
  ['glass', { code: '702000', note: 'articles of glass n.e.c. (heading 7020)' }],
  ['ceramic', { code: '691490', note: 'ceramic articles n.e.c. (heading 6914)' }],
  ['porcelain', { code: '691410', note: 'porcelain articles n.e.c. (heading 6914)' }],
  ['leather', { code: '420500', note: 'articles of leather n.e.c. (heading 4205)' }],
]);
