/**
 * An organic chemical by its name (HS chapter 29). Chapter 29 sorts separate organic compounds by their chemical
 * function, and a systematic or trade name says the functions: "4-trifluoromethylbenzaldehyde" is an aldehyde
 * (29.12) with a halogen (29.03), "3-chlorobenzyl cyanide" a nitrile (29.26). A compound of several functions goes to
 * the heading last in numerical order among those it could be in (chapter 29, note 3), so an aldehyde with a halogen
 * is 29.12, and a sulphonamide with a halogen and a sulphur function 29.35.
 *
 * The rule reads only a text that names a chemical substance: a CAS registry number, or a systematic name's locants
 * ("2-", "4,4'-", "N-"). A name word alone ("citrate", "acetate") also names a dietary supplement or a fibre.
 *
 * Sources: the heading texts of chapter 29, read in data/hs/hs2022.csv on the date below (verified). Note 3's rule
 * (the last heading in numerical order) is the chapter's well-known precedence note; its text could not be read
 * from here, so that part is marked unverified. The name fragments of each function are the project's reading of
 * IUPAC nomenclature (suffixes and prefixes), not a customs source.
 */

/** The date the rules were last read against their sources. */
export const ORGANIC_RULES_AS_OF = '2026-11-27';

export interface OrganicFunction {
  /** HS heading, 4 digits */
  heading: string;
  /** the chemical function, as the heading text names it */
  function: string;
  /** name fragments that say the function, matched in the lower-cased text */
  pattern: RegExp;
}

export const ORGANIC_SOURCE = {
  source: 'HS 2022 chapter 29 heading texts (WCO; data/hs/hs2022.csv); chapter 29 note 3 (last heading in numerical order)',
  asOf: ORGANIC_RULES_AS_OF,
  /** the heading texts were read; note 3's text was not (see above) */
  verified: false,
} as const;

/** In heading order: the last one a name matches is the compound's heading (note 3). */
export const ORGANIC_FUNCTIONS: readonly OrganicFunction[] = [
  { heading: '2903', function: 'halogenated derivative of hydrocarbons', pattern: /(?:fluoro|chloro|bromo|iodo)[a-z]/ },
  { heading: '2904', function: 'sulphonated or nitrated derivative of hydrocarbons', pattern: /sul(?:f|ph)onic acid|nitro(?:benz|tolu|meth|eth|prop|phen)/ },
  {
    heading: '2905',
    function: 'acyclic alcohol or its metal alcoholate',
    pattern: /(?:meth|eth|prop|but|pent|hex|hept|oct|non|dec)an-?(?:\d[,\d]*-)?(?:di|tri)?ol\b|\b(?:ethylene|propylene) glycol|glycerol|(?:meth|eth|prop|isoprop|but)oxide\b/,
  },
  { heading: '2906', function: 'cyclic alcohol', pattern: /menthol|cyclohexanol|benzyl alcohol|borneol|inositol|phenylethanol/ },
  { heading: '2907', function: 'phenol', pattern: /phenol\b|cresol|xylenol|naphthol|resorcinol|hydroquinone|catechol/ },
  { heading: '2909', function: 'ether', pattern: /\bether\b|(?:meth|eth|prop|but|phen)oxy|anisole/ },
  { heading: '2910', function: 'epoxide', pattern: /epoxide|oxirane|epichlorohydrin|glycidyl/ },
  { heading: '2912', function: 'aldehyde', pattern: /aldehyde|vanillin|\b\w+anal\b/ },
  { heading: '2914', function: 'ketone or quinone', pattern: /ketone|acetone|\w{3,}(?:anone|enone|ophenone)\b|quinone|camphor/ },
  {
    heading: '2915',
    function: 'saturated acyclic monocarboxylic acid, its salts and esters',
    pattern: /acetic acid|\w*acetate\b|formic acid|formate\b|propionic|propionate|butyric|butyrate|stearic|stearate|palmitic|palmitate|lauric|laurate/,
  },
  {
    heading: '2916',
    function: 'unsaturated or cyclic monocarboxylic acid, its salts and esters',
    pattern: /acrylic acid|acrylate\b|oleic|oleate\b|benzoic|benzoate|cinnamic|cinnamate|sorbic|sorbate|linoleic/,
  },
  {
    heading: '2917',
    function: 'polycarboxylic acid, its salts and esters',
    pattern: /oxalic|oxalate|adipic|adipate|phthalic|phthalate|maleic|maleate|fumaric|fumarate|succinic|succinate|sebacic|malonic|malonate/,
  },
  {
    heading: '2918',
    function: 'carboxylic acid with additional oxygen function, its salts and esters',
    pattern: /lactic acid|lactate\b|citric|citrate|tartaric|tartrate|gluconic|gluconate|salicylic|salicylate|malic acid|glycolic/,
  },
  { heading: '2919', function: 'phosphoric ester', pattern: /(?:meth|eth|prop|but|phen|cres|oct)yl (?:phosphate|phosphite)|glycerophosphate/ },
  { heading: '2921', function: 'amine', pattern: /\w+amine\b|amino|aniline|toluidine/ },
  { heading: '2922', function: 'oxygen-function amino-compound', pattern: /amino ?acid|aminophenol|ethanolamine|\bdtpa\b|\bedta\b|glycine|lysine|glutamic|aspartic|alanine/ },
  { heading: '2924', function: 'carboxyamide', pattern: /\w+(?<!sul(?:f|ph)on)amide\b|carbamate/ },
  { heading: '2925', function: 'carboxyimide or imine', pattern: /\w+imide\b|saccharin|guanidine/ },
  { heading: '2926', function: 'nitrile', pattern: /nitrile|\w+yl cyanide|cyano/ },
  { heading: '2927', function: 'diazo, azo or azoxy compound', pattern: /\bazo\b|\)azo|diazo|azoxy/ },
  { heading: '2928', function: 'organic derivative of hydrazine or hydroxylamine', pattern: /hydrazine|hydrazide|hydrazone|hydroxylamine|\w+oxime\b/ },
  { heading: '2929', function: 'other nitrogen function', pattern: /isocyanate/ },
  { heading: '2930', function: 'organo-sulphur compound', pattern: /thio|mercapto|sul(?:f|ph)enyl|sul(?:f|ph)inyl|(?:\w+yl|di) ?sul(?:f|ph)ide/ },
  { heading: '2931', function: 'organo-inorganic compound', pattern: /\w+silane|siloxane|phosphon(?:ic|ate)|ferrocene/ },
  { heading: '2932', function: 'heterocyclic compound with oxygen hetero-atoms only', pattern: /furan|furfur|pyran|lactone|coumarin|dioxane|dioxol/ },
  {
    heading: '2933',
    function: 'heterocyclic compound with nitrogen hetero-atoms only',
    pattern: /pyridin|piperidin|pyrimidin|piperazin|quinolin|imidazol|pyrazol|triazin|triazol|pyrrol|indol|carbazol|caprolactam|hydantoin|melamine/,
  },
  { heading: '2934', function: 'other heterocyclic compound', pattern: /thiophen|thiazol|morpholin|oxazol|phenothiazin/ },
  { heading: '2935', function: 'sulphonamide', pattern: /sul(?:f|ph)onamide/ },
];

/**
 * Two functions that make a third heading's compound, by the heading texts: an acid with an alcohol, phenol, ether,
 * aldehyde or ketone function is a "carboxylic acid with additional oxygen function" (29.18), an amine with an oxygen
 * function an "oxygen-function amino-compound" (29.22).
 */
interface CombinedFunction {
  heading: string;
  function: string;
  /** one heading of each list said */
  of: readonly [readonly string[], readonly string[]];
}
const OXYGEN_FUNCTIONS = ['2905', '2906', '2907', '2909', '2912', '2914'];
export const COMBINED_FUNCTIONS: readonly CombinedFunction[] = [
  { heading: '2918', function: 'carboxylic acid with additional oxygen function', of: [['2915', '2916', '2917'], OXYGEN_FUNCTIONS] },
  { heading: '2922', function: 'oxygen-function amino-compound', of: [['2921'], [...OXYGEN_FUNCTIONS, '2915', '2916', '2917', '2918']] },
];

/** What follows a systematic name's locant: a substituent ("4-methoxy", "3-chloro", "2-t-butyl", "N-phenyl"). */
const SUBSTITUENT =
  '(?:t-|n-|sec-|tert-)?(?:di|tri|tetra|bis|iso)?(?:methyl|ethyl|propyl|butyl|pentyl|hexyl|octyl|phenyl|benzyl|vinyl|allyl|acetyl|formyl|chloro|fluoro|bromo|iodo|nitro|amino|hydroxy|methoxy|ethoxy|phenoxy|oxo|carboxy|cyano|sulfo|sulpho|mercapto)';
/** A CAS registry number, or a locant before a substituent: "2-", "4,4'-", "N-", "o-", "p-". A "2-pack" is no chemical. */
const NAMES_A_SUBSTANCE = new RegExp(`\\bcas\\b|\\b\\d{2,7}-\\d{2}-\\d\\b|(?:\\b\\d+(?:,\\d+)*'?|\\b[nomp])-${SUBSTITUENT}`);

export interface OrganicReading {
  heading: string;
  /** the functions the name says (and those two of them make), in heading order */
  functions: ReadonlyArray<Pick<OrganicFunction, 'heading' | 'function'>>;
}

/** The chapter 29 heading a text's chemical name says, if it names an organic substance. */
export function organicHeading(text: string): OrganicReading | undefined {
  const lower = text.toLowerCase();
  if (!NAMES_A_SUBSTANCE.test(lower)) return undefined;
  const said = ORGANIC_FUNCTIONS.filter((f) => f.pattern.test(lower));
  if (said.length === 0) return undefined;
  const has = (h: string): boolean => said.some((f) => f.heading === h);
  const made = COMBINED_FUNCTIONS.filter((c) => c.of.every((list) => list.some(has)) && !has(c.heading));
  const functions = [...said, ...made].sort((a, b) => a.heading.localeCompare(b.heading));
  return { heading: functions[functions.length - 1].heading, functions };
}

/** The rationale's words: which functions, and why this heading. */
export function organicNote(r: OrganicReading): string {
  const named = r.functions.map((f) => `${f.function} (${f.heading.slice(0, 2)}.${f.heading.slice(2)})`).join(', ');
  return r.functions.length === 1
    ? `chapter 29: the name says ${named}`
    : `chapter 29 note 3: the name says ${named}; the last heading in numerical order`;
}
