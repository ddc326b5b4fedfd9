import { detectMaterials } from './materials';
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
/** Brassieres, girdles, corsets and the like: chapter 62 whether knitted or not (chapter 61 note 2(a), chapter 62 note 1) */
const KNITTED_OR_NOT_HEADING = '6212';

/**
 * Chapter 61 covers knitted or crocheted apparel, chapter 62 the rest (chapter 62, note 1): a text that says
 * "knit" rules chapter 62 out, and one that says "woven" rules chapter 61 out. Heading 62.12 is the exception.
 */
function knitRule(code: string, query: AnalyzedQuery): NoteEffect | undefined {
  const chapter = code.slice(0, 2);
  if (!GARMENT_CHAPTERS.has(chapter) || code.startsWith(KNITTED_OR_NOT_HEADING)) return undefined;
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

/**
 * Jewellery by what it is made of (HS chapter 71, notes 2(B) and 11, read on 2026-11-27 as a national tariff
 * reproduces them, PNG Customs Service's import and export tariff; a cubic zirconia counts as a synthetic stone):
 * imitation jewellery (71.17) is jewellery without natural or cultured pearls, precious or semi-precious stones
 * (natural, synthetic or reconstructed) and without precious metal other than plating. A hallmark or karat says
 * precious metal (71.13); a named stone or pearl, not said to be imitation, says 71.16; "gold colour", plating,
 * steel, alloy, rhinestones or "fashion" with neither say 71.17. Merchant words, in the tokens of ./text.ts.
 */
const JEWELLERY_HEADINGS = new Set(['7113', '7116', '7117']);
const HALLMARK = /\s(?:375|585|750|916|925|999|sterling|solid gold|solid silver|pure silver|fine silver)\s/;
/** a karat alone is often the plating's ("18k gold plated") */
const KARAT = /\s(?:9k|10k|14k|18k|22k|24k|karat)\s/;
const PLATED = /\s(?:plated|plating|filled|tone|colou?r)\s/;
const STONE_OR_PEARL =
  /\s(?:pearl|diamond|zircon|zirconia|moissanite|agate|jade|quartz|opal|amethyst|ruby|sapphire|emerald|garnet|topaz|turquoise|onyx|jasper|citrine|peridot|tourmaline|lapis|obsidian|rhodonite|aquamarine|tanzanite|moonstone|labradorite|carnelian|malachite)\s/;
const IMITATION_STONE = /\s(?:imitation|faux|fake|artificial|simulated|glass|plastic|acrylic)\s(?:\w+\s)?(?:pearl|diamond|stone|jade)\s/;
const IMITATION = /\s(?:gold|silver) (?:colou?r|tone)\s|\s(?:plated|plating|alloy|stainless|brass|copper|zinc|titanium|rhinestone|acrylic|resin|enamel|faux|imitation|fashion|costume)\s/;

function jewelleryKind(allText: string): HeadingSaid | undefined {
  if (HALLMARK.test(allText) || (KARAT.test(allText) && !PLATED.test(allText))) return { heading: '7113', why: 'a hallmark or karat says precious metal' };
  if (STONE_OR_PEARL.test(allText) && !IMITATION_STONE.test(allText)) return { heading: '7116', why: 'a precious or semi-precious stone or a pearl' };
  if (IMITATION.test(allText)) return { heading: '7117', why: 'plated or base metal, no precious metal or stone' };
  return undefined;
}

/** The heading a note names for this text, and why. */
interface HeadingSaid {
  heading: string;
  why: string;
}

/** A note that names one heading of a group for this text: that heading gains, its siblings lose. */
function headingChoice(
  code: string,
  group: ReadonlySet<string>,
  read: () => HeadingSaid | undefined,
  note: string,
): NoteEffect | undefined {
  const heading = code.slice(0, 4);
  const said = group.has(heading) ? read() : undefined;
  if (!said) return undefined;
  const dotted = (h: string): string => `${h.slice(0, 2)}.${h.slice(2)}`;
  return heading === said.heading
    ? { factor: 1.25, note: `${note}: ${said.why}, so heading ${dotted(said.heading)}` }
    : { factor: 0.6, note: `${note}: ${said.why}, not heading ${dotted(heading)}` };
}

function jewelleryRule(code: string, allText: string): NoteEffect | undefined {
  return headingChoice(code, JEWELLERY_HEADINGS, () => jewelleryKind(allText), 'chapter 71 note 11');
}

/**
 * Footwear by the material of its upper (HS chapter 64, notes 3(a) and 4(a), read on 2026-11-27 as the Korea
 * Customs Service's HS pages reproduce them): the upper is of the material with the greatest external surface;
 * a textile coated with visible plastics ("PU leather") counts as plastics. Leather uppers are 64.03, textile
 * 64.04, rubber or plastics 64.02. Soles are rubber or plastics in all three, so rubber beside leather or a
 * textile names the sole; a text naming both leather and a textile leaves the heading open. The words next to
 * "upper" or "sole" are read first (note 4(b): an outer sole of textile makes the footwear 64.05's).
 */
const FOOTWEAR_HEADINGS = new Set(['6402', '6403', '6404', '6405']);
const TEXTILE_FAMILIES = new Set(['textile', 'cotton', 'wool', 'silk', 'linen', 'synthetic']);

/** The last text's reading: every footwear candidate of one classification asks about the same text. */
let lastUpper: { written: string; said: HeadingSaid | undefined } | undefined;

function upperHeading(written: string): HeadingSaid | undefined {
  if (lastUpper?.written !== written) lastUpper = { written, said: readUpper(written) };
  return lastUpper.said;
}

/** Knit and woven constructions and man-made fibres say textile even where no fibre family is named. */
const UPPER_TEXTILE = / (knit|knitted|woven|man made fib(?:er|re)s?|textile|fabric|mesh) /;
const PHRASE_STOP = new Set(['sole', 'soles', 'outsole', 'outsoles', 'upper', 'uppers', 'with', 'without', 'and', 'or', 'has', 'features', 'but']);

/** The words that name a part's material: before it ("knitted man-made fiber upper") or after "of" ("uppers of leather"). */
function partPhrase(words: readonly string[], at: number): string | undefined {
  const before: string[] = [];
  for (let i = at - 1; i >= 0 && before.length < 4 && !PHRASE_STOP.has(words[i]); i--) if (words[i] !== 'outer') before.unshift(words[i]);
  const ofAt = words[at + 1] === 'of' ? at + 2 : words[at + 1] === 'made' && words[at + 2] === 'of' ? at + 3 : -1;
  const after: string[] = [];
  for (let i = ofAt; ofAt > 0 && i < words.length && after.length < 4 && !PHRASE_STOP.has(words[i]); i++) after.push(words[i]);
  const phrase = [...before, ...after].join(' ');
  return phrase ? ` ${phrase} ` : undefined;
}

function phraseOf(written: string, part: ReadonlySet<string>): string | undefined {
  const words = written.trim().split(' ');
  const at = words.findIndex((w) => part.has(w));
  return at < 0 ? undefined : partPhrase(words, at);
}

const UPPER_WORDS = new Set(['upper', 'uppers']);
const SOLE_WORDS = new Set(['sole', 'soles', 'outsole', 'outsoles']);

/**
 * An outer sole of textile (or another material than rubber, plastics or leather) makes the footwear 64.05's,
 * whatever its upper (heading 64.04 requires outer soles of rubber, plastics, leather or composition leather).
 */
function soleIsOther(written: string): boolean {
  const phrase = phraseOf(written, SOLE_WORDS);
  if (!phrase) return false;
  const families = detectMaterials(phrase).families;
  const usual = families.some((f) => f === 'rubber' || f === 'plastic' || f === 'leather');
  return !usual && (UPPER_TEXTILE.test(phrase) || families.some((f) => TEXTILE_FAMILIES.has(f) || f === 'wood'));
}

/** A textile "fully covered", "coated" or "laminated" with rubber or plastics is rubber or plastics (note 3(a)). */
const COVERED_UPPER = / (?:covered|coated|laminated) (?:in |with )?(?:an? )?(?:layer of |film of )?(?:rubber|plastics?|pu|polyurethane|pvc|tpu)\b/;

function readUpper(written: string): HeadingSaid | undefined {
  if (soleIsOther(written)) return { heading: '6405', why: 'an outer sole of textile or wood (note 4(b))' };
  if (COVERED_UPPER.test(written)) return { heading: '6402', why: 'an upper of textile covered with rubber or plastics (note 3(a))' };
  const phrase = phraseOf(written, UPPER_WORDS);
  const named = phrase ? readUpperFamilies(phrase, UPPER_TEXTILE.test(phrase)) : undefined;
  return named ?? readUpperFamilies(written.replace(SOLE_MATERIAL, ' '), false);
}

/** A material named for the sole ("rubber or plastic soles", "leather outsole") says nothing of the upper. */
const SOLE_MATERIAL = /(?: [a-z]+ (?:or|and))? [a-z]+ (?:outer )?(?:soles?|outsoles?)(?= )/g;

function readUpperFamilies(text: string, textileWord: boolean): HeadingSaid | undefined {
  const families = detectMaterials(text).families;
  const leather = families.includes('leather');
  const textile = textileWord || families.some((f) => TEXTILE_FAMILIES.has(f));
  if (leather && !textile) return { heading: '6403', why: 'an upper of leather' };
  if (textile && !leather) return { heading: '6404', why: 'an upper of textile' };
  if (!leather && !textile && families.some((f) => f === 'plastic' || f === 'rubber')) return { heading: '6402', why: 'an upper of rubber or plastics' };
  return undefined;
}

function footwearRule(code: string, written: string): NoteEffect | undefined {
  const effect = headingChoice(code, FOOTWEAR_HEADINGS, () => upperHeading(written), 'chapter 64 note 4(a)');
  // 64.05 is also for uppers of other materials than the three (wood, cork): an upper alone does not rule it out
  return code.startsWith('6405') && effect && effect.factor < 1 ? undefined : effect;
}

/** The chapters of the rules below: garments (61, 62), footwear (64) and jewellery (71). */
const NOTED_CHAPTERS: ReadonlySet<string> = new Set([...GARMENT_CHAPTERS, ...[...FOOTWEAR_HEADINGS, ...JEWELLERY_HEADINGS].map((h) => h.slice(0, 2))]);
const NO_EFFECTS: readonly NoteEffect[] = [];

/** Notes that apply to a candidate subheading for this product; `allText` is its tokens, `written` its words, space-padded. */
export function noteEffects(code: string, query: AnalyzedQuery, allText: string, written: string): readonly NoteEffect[] {
  // every subheading is scored, and most are in none of the notes' chapters
  if (!NOTED_CHAPTERS.has(code.slice(0, 2))) return NO_EFFECTS;
  return [knitRule(code, query), jewelleryRule(code, allText), footwearRule(code, written)].filter((e): e is NoteEffect => e !== undefined);
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
