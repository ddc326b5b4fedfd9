import { normalizePhrase, phrasePrefixes, tokenize } from './text';

/**
 * Canonical material families used by the table. A product's materials come from the explicit `materials`
 * field and from material words found in its name and description; longer phrases win ("faux leather" is
 * plastic, not leather; "bed linen" names no material).
 */
const MATERIAL_PHRASES: Array<[string, string[]]> = [
  ['cotton', ['cotton']], ['organic cotton', ['cotton']], ['cotton blend', ['cotton']], ['denim', ['cotton']],
  ['pima', ['cotton']], ['terry', ['cotton']], ['muslin', ['cotton']], ['flannel', ['cotton']],
  ['wool', ['wool']], ['merino', ['wool']], ['cashmere', ['wool']], ['lambswool', ['wool']], ['alpaca', ['wool']],
  ['mohair', ['wool']], ['angora', ['wool']],
  ['silk', ['silk']], ['mulberry silk', ['silk']],
  ['linen', ['linen']], ['flax', ['linen']], ['bed linen', []], ['table linen', []],
  // mineral wools (68.06) and steel wool (73.23, steel) are no wool
  ['rock wool', []], ['rockwool', []], ['stone wool', []], ['mineral wool', []], ['slag wool', []], ['steel wool', ['base_metal']],
  ['polyester', ['synthetic']], ['recycled polyester', ['synthetic']], ['nylon', ['synthetic', 'textile']],
  ['polyamide', ['synthetic']], ['acrylic', ['synthetic', 'plastic']], ['spandex', ['synthetic']], ['elastane', ['synthetic']],
  ['lycra', ['synthetic']], ['microfiber', ['synthetic']], ['microfibre', ['synthetic']], ['fleece', ['synthetic']],
  ['polar fleece', ['synthetic']], ['synthetic', ['synthetic']],
  // nonwovens are textiles (56.03), whatever polymer their fibres are of ("nonwoven polypropylene" face masks)
  ['nonwoven', ['synthetic', 'textile']], ['non woven', ['synthetic', 'textile']],
  ['viscose', ['viscose']], ['rayon', ['viscose']], ['artificial silk', ['viscose']], ['art silk', ['viscose']], ['modal', ['viscose']], ['lyocell', ['viscose']], ['tencel', ['viscose']],
  ['leather', ['leather']], ['genuine leather', ['leather']], ['full grain', ['leather']], ['top grain', ['leather']],
  ['cowhide', ['leather']], ['calfskin', ['leather']], ['lambskin', ['leather']], ['suede', ['leather']],
  ['nubuck', ['leather']], ['nappa', ['leather']], ['saffiano', ['leather']],
  ['faux leather', ['plastic']], ['vegan leather', ['plastic']], ['pu leather', ['plastic']], ['pu', ['plastic']],
  ['synthetic leather', ['plastic']], ['leatherette', ['plastic']], ['pvc', ['plastic']], ['plastic', ['plastic']],
  ['silicone', ['plastic']], ['abs', ['plastic']], ['polycarbonate', ['plastic']], ['tpu', ['plastic']],
  ['eva', ['plastic']], ['polypropylene', ['plastic']], ['polyurethane', ['plastic']], ['thermoplastic', ['plastic']], ['melamine', ['plastic']], ['acrylic sheet', ['plastic']],
  // not "vinyl" (a sticker's or a decal's word) nor "hdpe" (woven into tarps and shade nets)
  ['polyvinyl chloride', ['plastic']], ['polyethylene', ['plastic']], ['polystyrene', ['plastic']], ['ldpe', ['plastic']], ['peva', ['plastic']],
  ['resin', ['resin']], ['epoxy', ['resin']],
  ['canvas', ['textile']], ['fabric', ['textile']], ['textile', ['textile']], ['mesh', ['textile']], ['felt', ['textile']],
  ['jute', ['textile']], ['knit fabric', ['textile']],
  // cork alone is also a stopper or a corkscrew's; its kinds name the material
  ['agglomerated cork', ['cork']], ['natural cork', ['cork']], ['composition cork', ['cork']],
  ['rubber', ['rubber']], ['natural rubber', ['rubber']], ['latex', ['rubber']], ['nitrile', ['rubber']], ['neoprene', ['rubber']], ['tpr', ['rubber']],
  ['silver', ['silver']], ['sterling silver', ['silver']], ['sterling', ['silver']], ['925', ['silver']],
  ['925 sterling', ['silver']], ['solid silver', ['silver']],
  ['gold', ['gold']], ['solid gold', ['gold']], ['9k', ['gold']], ['10k', ['gold']], ['14k', ['gold']],
  ['18k', ['gold']], ['22k', ['gold']], ['24k', ['gold']], ['karat', ['gold']], ['carat gold', ['gold']],
  ['platinum', ['platinum']],
  ['plated', ['plated']], ['gold plated', ['plated']], ['silver plated', ['plated']], ['rhodium plated', ['plated']],
  ['gold tone', ['plated']], ['silver tone', ['plated']], ['gold filled', ['rolled_gold']], ['rolled gold', ['rolled_gold']],
  // a base metal's plating is no precious-metal plating ("zinc plated hex nuts" are steel hardware, not imitation jewellery)
  ['zinc plated', ['base_metal']], ['nickel plated', ['base_metal']], ['chrome plated', ['base_metal']], ['copper plated', ['base_metal']],
  ['tin plated', ['base_metal']], ['galvanized', ['base_metal']], ['galvanised', ['base_metal']], ['zinc', ['base_metal']],
  ['brass', ['base_metal']], ['copper', ['base_metal']], ['zinc alloy', ['base_metal']], ['alloy', ['base_metal']],
  ['iron', ['base_metal']], ['steel', ['base_metal']], ['bronze', ['base_metal']], ['pewter', ['base_metal']],
  ['titanium', ['base_metal']], ['tungsten', ['base_metal']], ['metal', ['base_metal']], ['base metal', ['base_metal']],
  ['stainless steel', ['stainless', 'base_metal']], ['stainless', ['stainless', 'base_metal']],
  ['surgical steel', ['stainless', 'base_metal']], ['316l', ['stainless', 'base_metal']],
  ['cast iron', ['cast_iron', 'base_metal']], ['aluminium', ['aluminium']], ['aluminum', ['aluminium']],
  ['glass', ['glass']], ['borosilicate', ['glass']], ['tempered glass', ['glass']], ['crystal glass', ['glass']],
  ['porcelain', ['porcelain']], ['bone china', ['porcelain']], ['fine china', ['porcelain']],
  ['ceramic', ['ceramic']], ['stoneware', ['ceramic']], ['earthenware', ['ceramic']], ['terracotta', ['ceramic']],
  ['clay', ['ceramic']],
  ['wood', ['wood']], ['wooden', ['wood']], ['oak', ['wood']], ['pine', ['wood']], ['teak', ['wood']], ['acacia', ['wood']],
  ['maple', ['wood']], ['beech', ['wood']], ['solid wood', ['wood']], ['mdf', ['wood']], ['plywood', ['wood']],
  ['birch', ['wood']], ['cedar', ['wood']], ['meranti', ['wood']], ['mahogany', ['wood']], ['poplar', ['wood']], ['alder', ['wood']],
  ['rubberwood', ['wood']], ['paulownia', ['wood']], ['basswood', ['wood']], ['spruce', ['wood']], ['hemlock', ['wood']], ['mango wood', ['wood']], ['walnut wood', ['wood']], ['hardwood', ['wood']],
  ['bamboo', ['bamboo', 'wood']], ['rattan', ['rattan']], ['wicker', ['rattan']],
  ['paper', ['paper']], ['cardboard', ['paper']], ['kraft', ['paper']], ['paperboard', ['paper']],
  ['straw', ['straw']], ['raffia', ['straw']],
];

/**
 * A material word read with the good it names, which says another material or none. Their goods' words
 * (rope, scissors) are no material words: they stay out of MATERIAL_WORDS.
 */
const MATERIAL_IN_CONTEXT: Array<[string, string[]]> = [
  // polyolefin strip and fibre are textile materials (56.07, 54.07, 63.05): "polypropylene rope" is no plastic article
  ['polypropylene rope', ['synthetic']], ['polypropylene twine', ['synthetic']], ['polypropylene yarn', ['synthetic']],
  ['polyethylene rope', ['synthetic']], ['polyethylene yarn', ['synthetic']], ['polyethylene monofilament', ['synthetic']],
  ['polyethylene strip', ['synthetic']], ['woven polyethylene', ['synthetic', 'textile']], ['polyethylene fabric', ['synthetic', 'textile']], ['woven polypropylene', ['synthetic', 'textile']], ['polypropylene fabric', ['synthetic', 'textile']],
  // what a tool or a preparation is for, not what it is of ("fabric scissors" are steel)
  ['fabric scissors', []], ['fabric shears', []], ['fabric cutter', []], ['fabric marker', []], ['fabric glue', []],
  ['fabric paint', []], ['fabric softener', []], ['fabric spray', []], ['fabric dye', []],
];

const PHRASES: Map<string, string[]> = new Map([...MATERIAL_PHRASES, ...MATERIAL_IN_CONTEXT].map(([p, f]) => [normalizePhrase(p), f]));
const MAX_PHRASE = Math.max(...[...PHRASES.keys()].map((k) => k.split(' ').length));
/** Every phrase's leading words ("stainless", "stainless steel"): a text's words are read on only while they start one. */
const PHRASE_PREFIXES = phrasePrefixes(PHRASES.keys());

/** The one-word material names ("stainless", "steel", "cotton"): a phrase of the name may run across them. */
export const MATERIAL_NAMES: ReadonlySet<string> = new Set([...PHRASES.keys()].filter((k) => !k.includes(' ')));

/** Every token that is part of some material phrase (used to keep material words out of CSV keywords). */
export const MATERIAL_WORDS: ReadonlySet<string> = new Set(MATERIAL_PHRASES.flatMap(([k]) => normalizePhrase(k).split(' ')));

export interface MaterialDetection {
  families: string[];
  phrases: string[];
}

function detectInTokens(tokens: string[]): { families: Set<string>; phrases: string[] } {
  const families = new Set<string>();
  const phrases: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const p = longestPhraseAt(tokens, i);
    const fams = p === undefined ? undefined : PHRASES.get(p);
    if (p !== undefined && fams) {
      fams.forEach((f) => families.add(f));
      if (fams.length > 0) phrases.push(p);
    }
    i += p === undefined ? 1 : p.split(' ').length;
  }
  return { families, phrases };
}

/** The longest material phrase that starts at token i, walking only as far as some phrase starts that way. */
function longestPhraseAt(tokens: readonly string[], i: number): string | undefined {
  let found: string | undefined;
  let prefix = tokens[i];
  for (let end = i + 1; PHRASE_PREFIXES.has(prefix); end += 1) {
    if (PHRASES.has(prefix)) found = prefix;
    if (end >= tokens.length || end - i >= MAX_PHRASE) break;
    prefix = `${prefix} ${tokens[end]}`;
  }
  return found;
}

/** "Iron-on" patches and rhinestones are applied with a clothes iron: no iron in them. */
export const IRON_ON = /\biron[\s-]+on\b/gi;

/**
 * Material families named in free text. Plating rules: plated base metal is imitation jewellery, but
 * plated sterling silver stays silver (HS treats silver-gilt as silver).
 */
export function detectMaterials(text: string): MaterialDetection {
  const { families, phrases } = detectInTokens(tokenize(text.replace(IRON_ON, ' ')).tokens);
  if (families.has('plated') || families.has('rolled_gold')) {
    const sterling = phrases.some((p) => /sterling|925|solid silver/.test(p));
    if (sterling) {
      families.delete('plated');
      families.delete('gold');
      families.delete('rolled_gold');
    } else {
      families.delete('gold');
      families.delete('silver');
      if (families.has('plated')) families.add('base_metal');
    }
  }
  return { families: [...families].sort(), phrases };
}

/** Canonical family names for an explicit materials list ("100% Cotton", "Genuine leather" → cotton, leather). */
export function canonicalMaterials(materials: string[]): string[] {
  // detect over the whole list at once so that plating rules see every item ("sterling silver", "gold plated")
  const out = new Set<string>(detectMaterials(materials.join(' ; ')).families);
  for (const m of materials) {
    if (detectMaterials(m).families.length === 0) {
      const norm = normalizePhrase(m);
      if (norm) out.add(norm);
    }
  }
  return [...out].sort();
}
