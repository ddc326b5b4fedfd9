import {
  ACCESSORY_RULE,
  ANIMAL_RULE,
  BABIES_RULE,
  ANY_MATERIAL_HEADINGS,
  CAS_RULE,
  CONTEXT_RULES,
  type ContextRule,
  FOOD_MATERIAL_RULE,
  HEAD_NOUN_RULES,
  HOLDER_RULE,
  MATERIAL_CHAPTERS,
  MATERIAL_RULE,
  METAL_CHAPTERS,
  OWN_HEADING_RULE,
  POWER_SOURCE_RULE,
  PURPOSE_RULES,
  SAID_RULES,
  SETS_RULE,
  TOY_RULE,
  VEHICLE_RULE,
  WEARER_RULE,
} from './coherence-rules';
import { lemma } from './lexicon';
import { detectMaterials, IRON_ON } from './materials';
import type { AnalyzedQuery } from './query';
import { firstIn, tokenize, words } from './text';

/**
 * Coherence of a first answer with what the text says the good is (issue 34: "no absurd first answer").
 * A reviewer who sees a vegetable oil answered as a metal stops trusting the next ten answers, so the best
 * candidate is checked against the text's head noun and its material, and a candidate that contradicts them
 * gives the first place to the best one that does not, or, when none does, keeps it at low confidence.
 *
 * The rules are data with their sources (./coherence-rules.ts); this module reads what the text says the good is
 * (its head noun, its words as written, its own materials and metals) and checks a code against each rule.
 */

/**
 * A material word or two just before a part's noun is the part's material ("kitchen knife plastic handle", "nylon
 * bristle brush"), not the good's; unless the part ends the clause after materials only: it is the good ("steel bottle caps").
 */
const MATERIAL_OF_A_PART = /(?:\b[a-z]+\s+)?\b[a-z]+\s+(?:handles?|grips?|lids?|straps?|trim|soles?|tips?|caps?|lining|lined|inserts?|blades?|bristles?|buckles?|zippers?)\b/g;

/** Whether a part's noun ends the clause with nothing but materials before it: the part is the good ("steel bottle caps"). */
function namesTheGood(clause: string, part: string, at: number): boolean {
  if (at + part.length !== clause.length) return false;
  const before = clause.slice(0, at).trim();
  if (!before) return true;
  const materialWords = new Set(detectMaterials(before).phrases.flatMap((p) => p.split(' ')));
  return tokenize(before).tokens.every((t) => materialWords.has(t));
}

/** A coating's material or one the good is free of ("ceramic coated pan", "plastic-free chewing gum") is not the good's. */
const NOT_THE_GOODS_MATERIAL = /\b[a-z]+[\s-]+(?:coated|coating|plated|plating|free)\b/g;

/** Words that start a part, a use or an accessory of the good ("a mirror with a wooden frame"). */
const PART_OR_USE_WORDS = 'with|for|used|featuring|including|containing|that|which|designed|intended';
const PART_OR_USE = new RegExp(`\\b(?:${PART_OR_USE_WORDS})\\b`);
// "on" and "in" joined to a word ("built-in", "in-ear") or between numbers ("3 in 1") start nothing; before a number
// alone they do ("soy sauce in 500 ml plastic bottles": the bottles are not the sauce's material)
const GOODS_CLAUSE_END = new RegExp(
  `[,;(]|:(?!\\d)|\\s[-–]\\s|\\b(?:${PART_OR_USE_WORDS})\\b|(?<!-)\\b(?:on|in)\\b(?!-)(?!(?<=\\d\\s(?:on|in))\\s\\d)`,
);

/**
 * The materials the name says the good itself is made of: those of its first clause before the words that
 * start a part, a use or an accessory ("a mirror with a wooden frame" names no material of the mirror), and those
 * of its later clauses that say only a material ("kitchen sink, stainless steel").
 */
export function goodsMaterials(name: string): string[] {
  const clause = goodsClause(name).trim();
  const ofParts = clause.replace(MATERIAL_OF_A_PART, (part, at: number) => (namesTheGood(clause, part, at) ? part : ' '));
  const own = detectMaterials(ofParts.replace(NOT_THE_GOODS_MATERIAL, ' ')).families;
  // a later clause of a material alone says it too, where the first clause's material is a compound's ("paper clips, base metal")
  return [...new Set([...own, ...materialClauses(name).flatMap((c) => detectMaterials(c).families)])];
}

/**
 * The later clauses of a name that say only a material ("kitchen sink, stainless steel, 30 inch" → "stainless
 * steel"), before the words that start a part, a use or an accessory: such a clause is the good's material. A
 * clause that also names something else ("phone case, leather strap") is not.
 */
function materialClauses(name: string): string[] {
  const beforeUse = name.toLowerCase().split(PART_OR_USE)[0];
  return beforeUse.split(/[,;]/).slice(1).filter((c) => {
    const found = detectMaterials(c);
    const materialWords = new Set(found.phrases.flatMap((p) => p.split(' ')));
    return found.families.length > 0 && tokenize(c).tokens.every((t) => /\d/.test(t) || materialWords.has(t));
  });
}

const METAL_WORDS: ReadonlySet<string> = new Set([...METAL_CHAPTERS.values()].flatMap((ws) => [...ws]));

/** The first clause of a name, before the words that start a part, a use or an accessory (a scale "1:24" is no break). */
function goodsClause(name: string): string {
  return name.toLowerCase().replace(IRON_ON, ' ').split(GOODS_CLAUSE_END)[0];
}

/** Words after a metal that make it a coating, not what the good is made of ("zinc plated" steel nuts). */
const COATING_WORDS: ReadonlySet<string> = new Set(['plated', 'plating', 'coated', 'coating', 'finish', 'finished', 'dipped']);

/** The metal words of the good's own clause ("stainless steel bolts" → stainless, steel), its coatings aside. */
export function goodsMetals(name: string): string[] {
  const said = goodsClause(name).split(/[^a-z]+/).filter(Boolean);
  // "tin" that ends the name is a container ("cake tin", "biscuit tin"), mostly of tinplate steel, not tin metal
  const container = (w: string, i: number) => w === 'tin' && i === said.length - 1 && i > 0;
  return said.filter((w, i) => METAL_WORDS.has(w) && !COATING_WORDS.has(said[i + 1]) && !container(w, i));
}

/** What the text says the good is, each part read once and only when a rule asks for it. */
export interface GoodsFacts {
  query: AnalyzedQuery;
  /** the query's lemmas and the name's words */
  lemmas(): ReadonlySet<string>;
  /** the merchant's materials and those of the name's own clause */
  materials(): ReadonlySet<string>;
  metals(): readonly string[];
  /** the words of the name's own clause, space-padded ("doll's clothes" → " doll clothes ") */
  clause(): string;
  /** the name and the description as written */
  written: string;
  /** the lemmas of the words as written, without the query's expansions */
  said(): ReadonlySet<string>;
  /** which chapters the text's toy words rule out (TOY_RULE), read once per text */
  notAToy(): (chapter: string) => boolean;
  /** the text says the good is for an animal (ANIMAL_RULE) */
  forAnimals(): boolean;
  /** the lemmas of the name's own clause, in order */
  clauseLemmas(): readonly string[];
  /** the headings of the good the name names just before its head noun ("toothbrush" in "toothbrush holder") */
  heldHeadings(): ReadonlySet<string>;
}

const once = <T>(read: () => T): (() => T) => {
  let value: T | undefined;
  return () => (value ??= read());
};

export function goodsFacts(
  query: AnalyzedQuery,
  name: string,
  description: string,
  explicitMaterials: ReadonlySet<string>,
  heldHeadings: (clauseLemmas: readonly string[]) => ReadonlySet<string> = () => new Set(),
): GoodsFacts {
  const facts: GoodsFacts = {
    written: `${name}\n${description}`,
    query,
    // the query sets quantities aside; a dose unit ("8 mEq") still says what the good is
    lemmas: once(() => new Set([...query.terms.keys(), ...words(name)])),
    materials: once(() => new Set([...explicitMaterials, ...goodsMaterials(name)])),
    metals: once(() => goodsMetals(name)),
    clause: once(() => ` ${words(goodsClause(name)).join(' ')} `),
    said: once(() => new Set(words(`${name}\n${description}`).map((w) => lemma(w)))),
    notAToy: once(() => notAToy(facts)),
    forAnimals: once(() => ANIMAL_RULE.pattern.test(`${name}\n${description}`.toLowerCase())),
    clauseLemmas: once(() => facts.clause().trim().split(' ').map((w) => lemma(w))),
    heldHeadings: once(() => heldHeadings(facts.clauseLemmas())),
  };
  return facts;
}

/** Why a code contradicts the text, or undefined when it does not: the first rule that rejects it. */
export function incoherence(code: string, goods: GoodsFacts): string | undefined {
  for (const check of CHECKS) {
    const why = check(code, goods);
    if (why) return why;
  }
  return undefined;
}

type Check = (code: string, goods: GoodsFacts) => string | undefined;

const headNounOf: Check = (code, { query, lemmas }) => {
  for (const rule of HEAD_NOUN_RULES) {
    if (query.head === null || !rule.heads.has(query.head)) continue;
    if (rule.withAnyOf && ![...rule.withAnyOf].some((w) => lemmas().has(w) && w !== query.head)) continue;
    if (!rule.chapters.has(code.slice(0, 2)) || rule.notHeadings?.has(code.slice(0, 4))) return `rule ${rule.id}: ${rule.says}`;
  }
  return undefined;
};

/** The whole article's heading for a good whose head noun names a part or an accessory of it. */
const accessoryOf: Check = (code, goods) => {
  const article = ACCESSORY_RULE.headings.get(code.slice(0, 4));
  if (!article) return undefined;
  const { head } = goods.query;
  const part = head !== null && ACCESSORY_RULE.heads.has(head) ? head : compoundPart(ACCESSORY_RULE.articleWords.get(code.slice(0, 4))!, goods);
  return part ? `rule ${ACCESSORY_RULE.id}: ${ACCESSORY_RULE.says} (${article}; "${part}")` : undefined;
};

/**
 * The part in "<article word> <part>" of the name's first clause ("laptop backpack"), if there is one, or the holder
 * in "<holder> <article word>" ("backpack laptop", a marketplace title's inverted order).
 */
function compoundPart(articleWords: ReadonlySet<string>, goods: GoodsFacts): string | undefined {
  const said = goods.clauseLemmas();
  const at = said.findIndex((w, i) => i > 0 && articleWords.has(said[i - 1]) && ACCESSORY_RULE.heads.has(w));
  if (at > 0) return `${said[at - 1]} ${said[at]}`;
  const inverted = said.findIndex((w, i) => i > 0 && articleWords.has(w) && HOLDERS.has(said[i - 1]));
  return inverted > 0 ? `${said[inverted - 1]} ${said[inverted]}` : undefined;
}

/** The accessories that hold or carry their article, whose word may come first ("case iphone 15"): not a watch's "hand". */
const HOLDERS: ReadonlySet<string> = new Set(['case', 'cover', 'protector', 'sleeve', 'pouch', 'bag', 'backpack', 'holster', 'stand', 'holder', 'mount', 'dock', 'charger']);

/** The heading of the good a holder, a stand or a cover holds. */
const holderOf: Check = (code, { query, heldHeadings }) =>
  query.head !== null && HOLDER_RULE.heads.has(query.head) && heldHeadings().has(code.slice(0, 4))
    ? `rule ${HOLDER_RULE.id}: ${HOLDER_RULE.says} ("${query.head}")`
    : undefined;

/** A vehicle heading for a good whose head noun is no vehicle. */
const vehicleOf: Check = (code, goods) => {
  const { head } = goods.query;
  if (!VEHICLE_RULE.headings.has(code.slice(0, 4)) || head === null || VEHICLE_RULE.heads.has(head) || describesVehicle(head, goods)) return undefined;
  return `rule ${VEHICLE_RULE.id}: ${VEHICLE_RULE.says} ("${head}")`;
};

/**
 * "sedan car 2000cc petrol engine" and "car 7 seater" describe a vehicle: a describing head noun after a vehicle
 * word, with a fuel or a number just before it (or a fuel itself: "sedan petrol"). "Car engine" and "piston engines" are engines.
 */
function describesVehicle(head: string, goods: GoodsFacts): boolean {
  if (!VEHICLE_RULE.describing.has(head)) return false;
  // the whole name: "used" and "in" start no context here ("used Toyota Corolla 2015 sedan petrol")
  const said = words(goods.written.split('\n')[0]);
  const at = said.map((w) => lemma(w)).lastIndexOf(head);
  const before = at > 0 ? said[at - 1] : '';
  const qualified = VEHICLE_RULE.qualifiers.has(head) || /\d/.test(before) || VEHICLE_RULE.qualifiers.has(before);
  return qualified && said.slice(0, at).some((w) => VEHICLE_RULE.heads.has(lemma(w)));
}

const toyOf: Check = (code, goods) => (goods.notAToy()(code.slice(0, 2)) ? `rule ${TOY_RULE.id}: ${TOY_RULE.says}` : undefined);

/** The toy rule's phrases as a clause holds them, space-padded. */
const TOY_PHRASES: readonly string[] = TOY_RULE.phrases.map((p) => ` ${p} `);

/** Whether the text's toy words rule the chapter out (never when the good is no toy). */
function notAToy(goods: GoodsFacts): (chapter: string) => boolean {
  const { head } = goods.query;
  // the toy words first: most texts have none, and then the text's lemmas need not be read
  const clause = goods.clause();
  const named = TOY_PHRASES.some((p) => clause.includes(p));
  const saysToy = named || clause.trim().split(' ').some((w) => TOY_RULE.words.has(w) || TOY_RULE.words.has(lemma(w)));
  if (!saysToy) return () => false;
  if ((head !== null && TOY_RULE.unlessHeads.has(head)) || [...TOY_RULE.unless].some((w) => goods.lemmas().has(w))) return () => false;
  const toyHead = head !== null && (TOY_RULE.words.has(head) || VEHICLE_RULE.heads.has(head));
  return named || toyHead ? (chapter) => !TOY_RULE.chapters.has(chapter) : (chapter) => TOY_RULE.imitates.has(chapter);
}

/** A subheading of one purpose for a text that names none of it (the words as written, not their expansions). */
const purposeOf: Check = (code, { said }) => {
  const rule = rulesOfChapter(PURPOSE_RULES, code).find((r) => r.codes.some((c) => code.startsWith(c)));
  if (!rule) return undefined;
  return [...rule.needsAnyOf].some((w) => said().has(w)) ? undefined : `rule ${rule.id}: ${rule.says}`;
};

const contextOf: Check = (code, { lemmas, written }) => contradiction(CONTEXT_RULES, code, lemmas, written);


const saidOf: Check = (code, { said, written, clauseLemmas }) => contradiction(SAID_RULES, code, said, written, clauseLemmas);

/** Each rule list's rules by the chapters their codes are in, in the list's order: a code is checked against its chapter's only. */
const BY_CHAPTER = new WeakMap<readonly { codes: readonly string[] }[], Map<string, readonly { codes: readonly string[] }[]>>();

function rulesOfChapter<R extends { codes: readonly string[] }>(rules: readonly R[], code: string): readonly R[] {
  let index = BY_CHAPTER.get(rules);
  if (!index) {
    index = new Map();
    for (const chapter of new Set(rules.flatMap((r) => r.codes.map((c) => c.slice(0, 2))))) {
      index.set(chapter, rules.filter((r) => r.codes.some((c) => c.startsWith(chapter))));
    }
    BY_CHAPTER.set(rules, index);
  }
  return (index.get(code.slice(0, 2)) ?? []) as readonly R[];
}

/** The first of the rules for the code whose contradicting word the text has (its words read only then). */
function contradiction(
  rules: readonly ContextRule[],
  code: string,
  textWords: () => ReadonlySet<string>,
  written = '',
  clauseWords: () => readonly string[] = () => [],
): string | undefined {
  for (const rule of rulesOfChapter(rules, code)) {
    if (!rule.codes.some((c) => code.startsWith(c)) || rule.unless?.test(written.toLowerCase())) continue;
    const words = rule.clauseOnly ? new Set(clauseWords()) : textWords();
    const word = firstIn(rule.contradictedBy, words) ?? rule.contradictedByPhrase?.exec(written.toLowerCase())?.[0];
    if (word) return `rule ${rule.id}: ${rule.says} ("${word}")`;
  }
  return undefined;
}

const animalOf: Check = (code, { forAnimals }) =>
  ANIMAL_RULE.excludes.has(code.slice(0, 2)) && forAnimals() ? `rule ${ANIMAL_RULE.id}: ${ANIMAL_RULE.says}` : undefined;

const setsOf: Check = (code, { written }) =>
  SETS_RULE.subheadings.has(code.slice(0, 6)) && !SETS_RULE.needs.test(written.toLowerCase()) ? `rule ${SETS_RULE.id}: ${SETS_RULE.says}` : undefined;

const babiesOf: Check = (code, { written }) =>
  BABIES_RULE.excludes.has(code.slice(0, 4)) && BABIES_RULE.pattern.test(written.toLowerCase()) ? `rule ${BABIES_RULE.id}: ${BABIES_RULE.says}` : undefined;

/** A men's garment in a women's heading, or the reverse, when the name says only one. */
const wearerOf: Check = (code, { said }) => {
  const heading = code.slice(0, 4);
  const other = WEARER_RULE.menHeadings.has(heading) ? WEARER_RULE.womenWords : WEARER_RULE.womenHeadings.has(heading) ? WEARER_RULE.menWords : undefined;
  if (!other) return undefined;
  const own = other === WEARER_RULE.menWords ? WEARER_RULE.womenWords : WEARER_RULE.menWords;
  const words = said();
  const saysOther = [...other].some((w) => words.has(w));
  return saysOther && ![...own].some((w) => words.has(w)) ? `rule ${WEARER_RULE.id}: ${WEARER_RULE.says}` : undefined;
};

const ownHeadingOf: Check = (code, { query }) => {
  const allowed = query.head === null ? undefined : OWN_HEADING_RULE.headings.get(query.head);
  return allowed && !allowed.has(code.slice(0, 4)) ? `rule ${OWN_HEADING_RULE.id}: ${OWN_HEADING_RULE.says} ("${query.head}")` : undefined;
};

const powerSourceOf: Check = (code, { written }) =>
  POWER_SOURCE_RULE.excludes.has(code.slice(0, 4)) && POWER_SOURCE_RULE.pattern.test(written.toLowerCase())
    ? `rule ${POWER_SOURCE_RULE.id}: ${POWER_SOURCE_RULE.says}`
    : undefined;

const casNumberOf: Check = (code, { written }) =>
  !CAS_RULE.chapters.has(code.slice(0, 2)) && !CAS_RULE.alsoHeadings?.has(code.slice(0, 4)) && CAS_RULE.pattern.test(written)
    ? `rule ${CAS_RULE.id}: ${CAS_RULE.says}`
    : undefined;

/** A food chapter for a good of plastics, leather or ceramics. */
const foodMaterialOf: Check = (code, goods) => {
  if (!FOOD_MATERIAL_RULE.chapters.has(code.slice(0, 2))) return undefined;
  const made = [...goods.materials()].find((m) => FOOD_MATERIAL_RULE.materials.has(m));
  return made ? `rule ${FOOD_MATERIAL_RULE.id}: ${FOOD_MATERIAL_RULE.says} (${made})` : undefined;
};

/** A chapter of other materials than the good's own. */
const materialOf: Check = (code, goods) => {
  const chapter = code.slice(0, 2);
  const fits = ANY_MATERIAL_HEADINGS.has(code.slice(0, 4)) ? undefined : MATERIAL_CHAPTERS.get(chapter);
  const materials = fits ? goods.materials() : new Set<string>();
  if (!fits || materials.size === 0 || [...materials].some((m) => fits.has(m))) return undefined;
  return `rule ${MATERIAL_RULE.id}: the good is ${[...materials].join(', ')}, and chapter ${chapter} is of ${[...fits].join(', ')}`;
};

/** A base-metal chapter of another metal than the name's. */
const metalOf: Check = (code, goods) => {
  const chapter = code.slice(0, 2);
  const metal = METAL_CHAPTERS.get(chapter);
  const metals = metal ? goods.metals() : [];
  if (!metal || metals.length === 0 || metals.some((m) => metal.has(m))) return undefined;
  return `rule ${MATERIAL_RULE.id}: the good is ${metals.join(' ')}, and chapter ${chapter} is of ${[...metal].slice(0, 3).join(', ')}`;
};

/** The checks in the order they are read: the first that rejects a code names the rule. */
const CHECKS: readonly Check[] = [
  headNounOf, accessoryOf, holderOf, vehicleOf, toyOf, purposeOf, contextOf, saidOf, animalOf, babiesOf, setsOf, wearerOf,
  powerSourceOf, ownHeadingOf, casNumberOf, materialOf, foodMaterialOf, metalOf,
];

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
