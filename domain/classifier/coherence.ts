import { detectMaterials } from './materials';
import type { AnalyzedQuery } from './query';

/**
 * Coherence of a first answer with what the text says the good is (issue 34: "no absurd first answer").
 * A reviewer who sees a vegetable oil answered as a metal stops trusting the next ten answers, so the best
 * candidate is checked against the text's head noun and its material, and a candidate that contradicts them
 * gives the first place to the best one that does not, or, when none does, keeps it at low confidence.
 *
 * Each rule is data with its source: the chapter titles and heading texts of the HS 2022 nomenclature
 * (data/hs/hs2022.csv, read there on the date below) and, for packaging, the General Interpretative Rule 5(b).
 * A rule only says which chapters a good can be in; the ranking still chooses among them.
 */

/** The date the rules were last read against their sources. */
export const COHERENCE_RULES_AS_OF = '2026-11-27';

export interface CoherenceRule {
  id: string;
  /** what the rule says, as the rationale names it */
  says: string;
  /** the chapters a good the rule applies to can be in */
  chapters: ReadonlySet<string>;
  source: string;
  verified: boolean;
}

export interface HeadNounRule extends CoherenceRule {
  /** lemmas of the head noun the rule applies to */
  heads: ReadonlySet<string>;
  /** and only when one of these lemmas is in the text too (none: always) */
  withAnyOf?: ReadonlySet<string>;
}

const set = (...xs: string[]): ReadonlySet<string> => new Set(xs);
const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));

const HS_SOURCE = 'HS 2022 nomenclature, chapter titles and heading texts (WCO; data/hs/hs2022.csv)';

export const HEAD_NOUN_RULES: readonly HeadNounRule[] = [
  {
    id: 'oil',
    says: 'an oil is a fat or oil of chapter 15, a mineral oil of 27, an essential oil of 33, a lubricant of 34 or a chemical of 38',
    heads: set('oil'),
    chapters: set('15', '27', '33', '34', '38'),
    source: `${HS_SOURCE}: chapter 15, chapter 27, headings 33.01, 34.03, 38.24`,
    verified: true,
  },
  {
    id: 'medicine-dose',
    says: 'tablets, capsules or pills of a medicine or supplement are medicaments (chapter 30) or food preparations (21.06)',
    heads: set('tablet', 'capsule', 'pill', 'caplet', 'lozenge', 'softgel'),
    withAnyOf: set(
      'medicine', 'medicinal', 'medication', 'drug', 'pharmaceutical', 'paracetamol', 'acetaminophen', 'ibuprofen',
      'aspirin', 'antibiotic', 'painkiller', 'analgesic', 'vitamin', 'supplement', 'mg', 'dose', 'dosage', 'meq',
      'prescription', 'chewable', 'effervescent',
    ),
    chapters: set('21', '29', '30'),
    source: `${HS_SOURCE}: headings 30.03, 30.04 (medicaments put up in measured doses), 21.06, chapter 29 (vitamins, 29.36)`,
    verified: true,
  },
  {
    id: 'food-in-bag',
    says: 'a bag, sachet or pouch next to a food or drink is its packaging (GRI 5(b)): the good is the food (chapters 01–24)',
    heads: set('bag', 'teabag', 'sachet', 'pouch', 'pod'),
    withAnyOf: set(
      'tea', 'coffee', 'rice', 'sugar', 'flour', 'salt', 'spice', 'herb', 'popcorn', 'crisp', 'chip', 'candy', 'sweet',
      'chocolate', 'nut', 'bean', 'lentil', 'pasta', 'cereal', 'oat', 'granola', 'seed', 'milk', 'cocoa', 'infusion',
      'chamomile', 'mint', 'snack', 'jerky', 'dried', 'fruit',
    ),
    chapters: set(...range(1, 24)),
    source: 'General Interpretative Rule 5(b) of the HS ("packing materials and packing containers ... shall be classified with the goods if they are of a kind normally used for packing such goods"), read in the HTSUS General Rules of Interpretation; chapters 01–24',
    verified: true,
  },
];

/**
 * Chapters whose goods are defined by what they are made of, and the material families of ./materials.ts that
 * fit each. A product whose material is known and fits none of them is not a good of that chapter ("plastic
 * pallets" are not wooden packing cases). Chapters of goods defined by function (machines, garments, furniture,
 * toys, handbags of any material) are not listed: any material fits them.
 */
const TEXTILES = ['cotton', 'wool', 'silk', 'linen', 'synthetic', 'viscose', 'textile'];
const METALS = ['base_metal', 'stainless', 'cast_iron', 'aluminium', 'plated'];
export const MATERIAL_CHAPTERS: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ['39', set('plastic', 'resin')],
  ['40', set('rubber')],
  ['41', set('leather')],
  ['44', set('wood', 'bamboo')],
  ['45', set('wood')],
  ['46', set('rattan', 'straw', 'bamboo', 'wood')],
  ['47', set('paper', 'wood')],
  ['48', set('paper')],
  ...['50', '51', '52', '53', '54', '55', '56', '58', '59', '60'].map((c): [string, ReadonlySet<string>] => [c, set(...TEXTILES)]),
  ['69', set('ceramic', 'porcelain')],
  ['70', set('glass')],
  ['71', set('silver', 'gold', 'platinum', 'plated', 'rolled_gold')],
  ...['72', '73', '74', '75', '76', '78', '79', '80', '81'].map((c): [string, ReadonlySet<string>] => [c, set(...METALS)]),
]);

/** Headings of those chapters that take any material: imitation jewellery (71.17), coins (71.18). */
export const ANY_MATERIAL_HEADINGS: ReadonlySet<string> = set('7117', '7118');

export const MATERIAL_RULE: CoherenceRule = {
  id: 'material',
  says: "the good's material fits no material of the chapter",
  chapters: new Set(MATERIAL_CHAPTERS.keys()),
  source: `${HS_SOURCE}: the chapters of Sections VII–IX, XI (50–60), XIII–XV defined by material`,
  verified: true,
};

/**
 * The materials the name says the good itself is made of: those of its first clause before the words that
 * start a part, a use or an accessory ("a mirror with a wooden frame" names no material of the mirror).
 */
export function goodsMaterials(name: string): string[] {
  return detectMaterials(goodsClause(name)).families;
}

/**
 * The base-metal chapters by the metal words that name them: materials.ts has one family for the base metals, so
 * "steel bolts" fit chapter 74 (copper) by family; the words tell the metals apart.
 */
export const METAL_CHAPTERS: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  ['72', set('iron', 'steel', 'stainless', 'inox')],
  ['73', set('iron', 'steel', 'stainless', 'inox')],
  ['74', set('copper', 'brass', 'bronze')],
  ['75', set('nickel', 'inconel')],
  ['76', set('aluminium', 'aluminum')],
  ['78', set('lead')],
  ['79', set('zinc')],
  ['80', set('tin')],
  ['81', set('titanium', 'tungsten', 'magnesium', 'molybdenum', 'cobalt', 'tantalum', 'chromium', 'manganese', 'beryllium')],
]);
const METAL_WORDS: ReadonlySet<string> = new Set([...METAL_CHAPTERS.values()].flatMap((ws) => [...ws]));

/** The first clause of a name, before the words that start a part, a use or an accessory. */
function goodsClause(name: string): string {
  return name.toLowerCase().split(/[,;:(]|\s[-–]\s|\b(?:with|for|used|featuring|including|containing|that|which|designed|intended|on|in)\b/)[0];
}

/** The metal words of the good's own clause ("stainless steel bolts" → stainless, steel). */
export function goodsMetals(name: string): string[] {
  return goodsClause(name).split(/[^a-z]+/).filter((w) => METAL_WORDS.has(w));
}

/** What the text says the good is, each part read once and only when a rule asks for it. */
export interface GoodsFacts {
  query: AnalyzedQuery;
  lemmas(): ReadonlySet<string>;
  /** the merchant's materials and those of the name's own clause */
  materials(): ReadonlySet<string>;
  metals(): readonly string[];
}

const once = <T>(read: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= read());
};

export function goodsFacts(query: AnalyzedQuery, name: string, explicitMaterials: ReadonlySet<string>): GoodsFacts {
  return {
    query,
    lemmas: once(() => new Set(query.terms.keys())),
    materials: once(() => new Set([...explicitMaterials, ...goodsMaterials(name)])),
    metals: once(() => goodsMetals(name)),
  };
}

/** Why a code contradicts the text, or undefined when it does not. */
export function incoherence(code: string, goods: GoodsFacts): string | undefined {
  const { query } = goods;
  const chapter = code.slice(0, 2);
  for (const rule of HEAD_NOUN_RULES) {
    if (query.head === null || !rule.heads.has(query.head)) continue;
    if (rule.withAnyOf && ![...rule.withAnyOf].some((w) => goods.lemmas().has(w) && w !== query.head)) continue;
    if (!rule.chapters.has(chapter)) return `rule ${rule.id}: ${rule.says}`;
  }
  const fits = ANY_MATERIAL_HEADINGS.has(code.slice(0, 4)) ? undefined : MATERIAL_CHAPTERS.get(chapter);
  const materials = fits ? goods.materials() : new Set<string>();
  if (fits && materials.size > 0 && ![...materials].some((m) => fits.has(m))) {
    return `rule ${MATERIAL_RULE.id}: the good is ${[...materials].join(', ')}, and chapter ${chapter} is of ${[...fits].join(', ')}`;
  }
  const metal = METAL_CHAPTERS.get(chapter);
  const metals = metal ? goods.metals() : [];
  if (metal && metals.length > 0 && !metals.some((m) => metal.has(m))) {
    return `rule ${MATERIAL_RULE.id}: the good is ${metals.join(' ')}, and chapter ${chapter} is of ${[...metal].slice(0, 3).join(', ')}`;
  }
  return undefined;
}

/** The HS sections by their first and last chapter (HS 2022 section titles; data/hs/sections.csv). */
const SECTIONS: ReadonlyArray<[string, number, number]> = [
  ['I', 1, 5], ['II', 6, 14], ['III', 15, 15], ['IV', 16, 24], ['V', 25, 27], ['VI', 28, 38], ['VII', 39, 40],
  ['VIII', 41, 43], ['IX', 44, 46], ['X', 47, 49], ['XI', 50, 63], ['XII', 64, 67], ['XIII', 68, 70], ['XIV', 71, 71],
  ['XV', 72, 83], ['XVI', 84, 85], ['XVII', 86, 89], ['XVIII', 90, 92], ['XIX', 93, 93], ['XX', 94, 96], ['XXI', 97, 97],
];

/** The HS section of a code ("8471.30" → "XVI"). */
export function sectionOf(code: string): string | undefined {
  const chapter = Number(code.slice(0, 2));
  return SECTIONS.find(([, from, to]) => chapter >= from && chapter <= to)?.[0];
}
