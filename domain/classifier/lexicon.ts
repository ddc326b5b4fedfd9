import { IRREGULAR_LEMMAS } from './lemmas';
import { joinLetterCompounds, normalizePhrase, phrasePrefixes } from './text';

/**
 * The classifier's word knowledge: lemmas, the merchant vocabulary mapped to the nomenclature's words, and
 * the words that describe packaging, quantities or context rather than the good itself.
 *
 * Everything here is general language, not tuned to particular products: the nomenclature says "motor cars",
 * "pneumatic tyres", "meat of bovine animals"; merchants say "sedan", "tire", "beef".
 */

/** American spellings → the nomenclature's British ones (the HS is written in British English). */
const SPELLING: ReadonlyMap<string, string> = new Map([
  ['aluminum', 'aluminium'], ['fiber', 'fibre'], ['fibers', 'fibres'], ['color', 'colour'], ['colors', 'colours'],
  ['colored', 'coloured'], ['jewelry', 'jewellery'], ['tire', 'tyre'], ['tires', 'tyres'], ['gray', 'grey'],
  ['molded', 'moulded'], ['mold', 'mould'], ['molds', 'moulds'], ['liter', 'litre'], ['liters', 'litres'],
  ['center', 'centre'], ['centers', 'centres'], ['meter', 'metre'], ['meters', 'metres'], ['catalog', 'catalogue'],
  ['yogurt', 'yoghurt'], ['pajamas', 'pyjamas'], ['pajama', 'pyjama'], ['plow', 'plough'], ['sulfur', 'sulphur'],
  ['sulfate', 'sulphate'], ['sulfide', 'sulphide'], ['sulfonamide', 'sulphonamide'], ['fertilizer', 'fertiliser'],
  ['fertilizers', 'fertilisers'], ['vulcanized', 'vulcanised'], ['unvulcanized', 'unvulcanised'], ['harbor', 'harbour'],
  ['favor', 'favour'], ['flavor', 'flavour'], ['flavored', 'flavoured'], ['odor', 'odour'], ['mustache', 'moustache'],
  ['cozy', 'cosy'], ['programme', 'program'], ['disk', 'disc'], ['disks', 'discs'], ['ax', 'axe'], ['draft', 'draught'],
  ['gauge', 'gauge'], ['aging', 'ageing'], ['analyze', 'analyse'], ['analyzer', 'analyser'], ['analyzers', 'analysers'],
  ['artifact', 'artefact'], ['woolen', 'woollen'], ['jeweled', 'jewelled'], ['licorice', 'liquorice'],
]);

/** Plurals of nouns in "-oe", which the "-oes" rule (tomatoes → tomato) would cut short. */
const OE_PLURALS: ReadonlyMap<string, string> = new Map(
  ['shoe', 'toe', 'hoe', 'canoe', 'oboe', 'floe', 'sloe', 'throe', 'horseshoe', 'snowshoe', 'overshoe', 'tiptoe'].map((w) => [`${w}s`, w]),
);

/**
 * Singular nouns in "-s" the plural rules would cut ("lens" → "len", "news" → "new", "christmas" → "christma"):
 * a rule's word list would miss them, and "news" would read as "new".
 */
const SINGULARS_IN_S: ReadonlySet<string> = new Set([
  'lens', 'news', 'series', 'species', 'canvas', 'atlas', 'christmas', 'bias', 'alias', 'chaos', 'kudos', 'pancreas',
  'diabetes', 'herpes', 'rabies', 'scabies', 'rickets', 'measles', 'mumps', 'thermos',
]);

/**
 * Lemmas already found: every text is cut into words and each word lemmatised, so the same few thousand words
 * come back. Bounded, since product texts bring words without end: when full it starts again.
 */
const LEMMA_CACHE = new Map<string, string>();
const LEMMA_CACHE_SIZE = 50_000;

/** Lemma of one lower-case token: WordNet's irregular forms (./lemmas.ts), else regular plural rules. */
export function lemma(word: string): string {
  let found = LEMMA_CACHE.get(word);
  if (found === undefined) {
    if (LEMMA_CACHE.size >= LEMMA_CACHE_SIZE) LEMMA_CACHE.clear();
    found = lemmaOf(word);
    LEMMA_CACHE.set(word, found);
  }
  return found;
}

function lemmaOf(word: string): string {
  word = SPELLING.get(word) ?? word;
  const irregular = IRREGULAR_LEMMAS.get(word) ?? OE_PLURALS.get(word);
  if (irregular !== undefined) return irregular;
  if (SINGULARS_IN_S.has(word)) return word;
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(sses|xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('oes') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('ses') && word.length > 5) return word.slice(0, -1);
  if (word.endsWith('s') && !/(ss|us|is|ys)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Everyday merchant words → the words the nomenclature uses for the same goods (both sides are lemmatised
 * when the table is built). A multi-word key is matched as a phrase. The expansion is added to the text,
 * the merchant's own word stays.
 */
const MERCHANT_VOCABULARY: ReadonlyArray<[string, string]> = [
  // food
  ['beef', 'meat bovine'], ['veal', 'meat bovine'], ['steak', 'meat bovine'], ['pork', 'meat swine'],
  ['bacon', 'meat swine bellies'], ['ham', 'meat swine hams'], ['lamb', 'meat sheep'], ['mutton', 'meat sheep'],
  ['chicken', 'fowls gallus domesticus poultry'], ['turkey meat', 'turkeys poultry'], ['poultry', 'fowls poultry'],
  ['sausage', 'sausages'], ['salami', 'sausages'], ['jerky', 'meat dried'],
  ['shrimp', 'shrimps prawns crustaceans'], ['prawn', 'shrimps prawns crustaceans'], ['lobster', 'lobsters crustaceans'],
  ['crab', 'crabs crustaceans'], ['salmon', 'salmon fish'], ['tuna', 'tunas fish'], ['cod', 'cod fish'],
  ['fillet', 'fillets'], ['seafood', 'fish crustaceans molluscs'], ['squid', 'squid molluscs'], ['oyster', 'oysters molluscs'],
  ['milk', 'milk'], ['cheese', 'cheese'], ['butter', 'butter'], ['yogurt', 'yoghurt'], ['yoghurt', 'yoghurt'],
  ['egg', 'eggs birds'], ['honey', 'honey natural'],
  ['tomato', 'tomatoes vegetables'], ['potato', 'potatoes vegetables'], ['onion', 'onions vegetables'],
  ['garlic', 'garlic vegetables'], ['lettuce', 'lettuce vegetables'], ['carrot', 'carrots vegetables'],
  ['cucumber', 'cucumbers vegetables'], ['pepper', 'capsicum pimenta'], ['mushroom', 'mushrooms'],
  ['bean', 'beans leguminous'], ['pea', 'peas leguminous'], ['lentil', 'lentils leguminous'], ['chickpea', 'chickpeas leguminous'],
  ['banana', 'bananas fruit'], ['apple', 'apples fruit'], ['orange', 'oranges citrus fruit'], ['lemon', 'lemons citrus fruit'],
  ['grape', 'grapes fruit'], ['strawberry', 'strawberries fruit'], ['mango', 'mangoes fruit'], ['avocado', 'avocados fruit'],
  ['pineapple', 'pineapples fruit'], ['berry', 'berries fruit'], ['raisin', 'grapes dried'], ['date fruit', 'dates fruit'],
  ['almond', 'almonds nuts'], ['cashew', 'cashew nuts'], ['walnut', 'walnuts nuts'], ['hazelnut', 'hazelnuts nuts'],
  ['peanut', 'ground-nuts'], ['pistachio', 'pistachios nuts'], ['coconut', 'coconuts nuts'],
  ['coffee', 'coffee'], ['espresso', 'coffee'], ['tea', 'tea'], ['cinnamon', 'cinnamon spices'], ['spice', 'spices'],
  ['rice', 'rice cereals'], ['wheat', 'wheat cereals'], ['corn', 'maize'], ['maize', 'maize cereals'], ['oat', 'oats cereals'],
  ['flour', 'flour'], ['pasta', 'pasta'], ['noodle', 'pasta noodles'], ['spaghetti', 'pasta'], ['bread', 'bread bakers wares'],
  ['biscuit', 'biscuits bakers wares'], ['cookie', 'biscuits sweet bakers wares'], ['cracker', 'biscuits bakers wares'],
  ['cake', 'pastry cakes bakers wares'], ['cereal bar', 'cereals prepared'], ['granola', 'cereals prepared'],
  ['chocolate', 'chocolate cocoa'], ['candy', 'sugar confectionery'],
  ['gummy', 'sugar confectionery'], ['chewing gum', 'chewing gum'], ['sugar', 'sugar cane'],
  ['olive oil', 'olive oil'], ['sunflower oil', 'sunflower oil'], ['cooking oil', 'vegetable oil'],
  ['juice', 'juices fruit'], ['soda', 'waters sweetened beverages'], ['soft drink', 'waters sweetened beverages'],
  ['mineral water', 'waters mineral'], ['beer', 'beer malt'], ['wine', 'wine grapes'], ['whisky', 'whiskies spirits'],
  ['whiskey', 'whiskies spirits'], ['vodka', 'vodka spirits'], ['gin', 'gin spirits'], ['rum', 'rum spirits'],
  ['sauce', 'sauces'], ['ketchup', 'tomato ketchup sauces'], ['mayonnaise', 'sauces'], ['soup', 'soups'],
  ['jam', 'jams'], ['pet food', 'dog cat food retail sale'], ['dog food', 'dog food retail sale'], ['cat food', 'cat food retail sale'],
  ['supplement', 'food preparations'], ['protein powder', 'food preparations'], ['vitamin', 'vitamins'],
  ['cigarette', 'cigarettes tobacco'], ['cigar', 'cigars tobacco'], ['vape', 'electronic cigarettes nicotine'],
  ['e cigarette', 'electronic cigarettes nicotine'],
  // fuels, chemicals
  ['diesel', 'gas oils petroleum oils'], ['gasoline', 'motor spirit petroleum oils light'], ['petrol', 'motor spirit petroleum oils light'],
  ['kerosene', 'kerosene petroleum oils'], ['jet fuel', 'kerosene type jet fuel petroleum oils'], ['motor oil', 'lubricating oils petroleum'],
  ['engine oil', 'lubricating oils petroleum'], ['lubricant', 'lubricating preparations'], ['lpg', 'petroleum gases propane butane'],
  ['propane', 'propane liquefied'], ['coal', 'coal'], ['charcoal', 'wood charcoal'], ['asphalt', 'bitumen asphalt'],
  ['shampoo', 'shampoos hair preparations'], ['conditioner', 'hair preparations'], ['lipstick', 'lip make-up preparations'],
  ['makeup', 'make-up preparations beauty'], ['mascara', 'eye make-up preparations'], ['nail polish', 'manicure preparations'],
  ['sunscreen', 'sunscreen suntan preparations'], ['moisturizer', 'skin care preparations beauty'], ['lotion', 'skin care preparations beauty'],
  ['perfume', 'perfumes'], ['cologne', 'toilet waters perfumes'], ['deodorant', 'deodorants'], ['toothpaste', 'dentifrices'],
  ['soap', 'soap'], ['detergent', 'washing preparations'], ['candle', 'candles'], ['glue', 'glues adhesives'],
  ['paint', 'paints varnishes'], ['ink', 'ink'], ['fertilizer', 'fertilisers'], ['pesticide', 'insecticides'],
  ['medicine', 'medicaments'], ['drug', 'medicaments'], ['tablet medicine', 'medicaments doses'], ['bandage', 'wadding gauze bandages'],
  // plastics, rubber, tyres
  ['tire', 'tyres pneumatic'], ['tyre', 'tyres pneumatic'], ['inner tube', 'inner tubes rubber'],
  ['garbage bag', 'sacks bags plastics'], ['trash bag', 'sacks bags plastics'], ['plastic bag', 'sacks bags plastics'],
  ['zipper bag', 'sacks bags plastics'], ['cling film', 'film plastics'], ['bubble wrap', 'cellular plastics'],
  ['tupperware', 'tableware kitchenware plastics'], ['hose', 'tubes pipes hoses'], ['gasket', 'gaskets'],
  ['o ring', 'gaskets washers seals'], ['glove', 'gloves'], ['condom', 'sheath contraceptives rubber'],
  // leather, bags
  ['handbag', 'handbags'], ['purse', 'handbags purses'], ['wallet', 'wallets'], ['backpack', 'rucksacks'],
  ['rucksack', 'rucksacks'], ['suitcase', 'trunks suit-cases'], ['luggage', 'trunks suit-cases travel bags'],
  ['tote', 'handbags shopping bags'], ['belt', 'belts'], ['phone case', 'cases containers'],
  // wood, paper
  ['pallet', 'pallets'], ['plywood', 'plywood'], ['lumber', 'wood sawn'], ['timber', 'wood sawn'],
  ['notebook', 'note books exercise books paper'], ['notepad', 'note books paper'], ['diary', 'diaries paper'],
  ['sticker', 'labels self-adhesive paper'], ['label', 'labels'], ['book', 'books printed'], ['magazine', 'periodicals'],
  ['greeting card', 'greeting cards printed'], ['poster', 'printed matter pictures'], ['calendar', 'calendars printed'],
  ['toilet paper', 'toilet paper'], ['tissue', 'tissues paper'], ['napkin', 'napkins paper'], ['cardboard box', 'cartons boxes paper'],
  // garments and textiles
  ['t shirt', 't-shirts singlets vests'], ['tee', 't-shirts singlets'], ['tshirt', 't-shirts singlets'],
  ['tank top', 'singlets vests'], ['hoodie', 'sweatshirts jerseys pullovers'], ['sweatshirt', 'sweatshirts jerseys pullovers'],
  ['sweater', 'jerseys pullovers cardigans'], ['jumper', 'jerseys pullovers'], ['cardigan', 'cardigans'],
  ['jeans', 'trousers denim'], ['pants', 'trousers'], ['leggings', 'trousers tights'], ['shorts', 'shorts'],
  ['dress', 'dresses'], ['skirt', 'skirts'], ['blouse', 'blouses shirts'], ['polo', 'shirts'], ['jacket', 'jackets anoraks'],
  ['coat', 'coats overcoats'], ['parka', 'anoraks'], ['raincoat', 'raincoats'], ['suit', 'suits ensembles'],
  ['blazer', 'jackets blazers'], ['bra', 'brassieres'], ['panties', 'briefs panties'], ['underwear', 'briefs underpants'],
  ['boxer', 'underpants briefs'], ['pajama', 'pyjamas nightdresses'], ['pyjama', 'pyjamas'], ['nightgown', 'nightdresses'],
  ['sock', 'socks hosiery'], ['stocking', 'stockings hosiery'], ['tights', 'tights pantyhose hosiery'],
  ['swimsuit', 'swimwear'], ['bikini', 'swimwear'], ['tracksuit', 'track suits'], ['scarf', 'shawls scarves'],
  ['tie', 'ties'], ['hat', 'hats headgear'], ['beanie', 'hats headgear knitted'],
  ['baby', 'babies'], ['infant', 'babies'], ['toddler', 'babies'], ['knit', 'knitted'], ['knitwear', 'knitted'],
  ['towel', 'towels toilet linen'], ['bed sheet', 'bed linen'], ['duvet cover', 'bed linen'], ['pillowcase', 'bed linen'],
  ['pillow', 'pillows cushions bedding'], ['blanket', 'blankets travelling rugs'], ['curtain', 'curtains'],
  ['rug', 'carpets floor coverings'], ['carpet', 'carpets floor coverings'], ['tent', 'tents'], ['yarn', 'yarn'],
  ['thread', 'sewing thread'],
  // footwear, jewellery
  ['sneaker', 'footwear sports'], ['trainer shoe', 'footwear sports'], ['shoe', 'footwear'], ['boot', 'footwear boots'],
  ['sandal', 'footwear sandals'], ['slipper', 'footwear slippers'], ['flip flop', 'footwear'], ['heel shoe', 'footwear'],
  ['necklace', 'jewellery'], ['bracelet', 'jewellery'], ['ring jewelry', 'jewellery'], ['earring', 'jewellery'],
  ['pendant', 'jewellery'], ['jewelry', 'jewellery'], ['costume jewelry', 'imitation jewellery'],
  ['diamond', 'diamonds'], ['gemstone', 'precious stones'], ['pearl', 'pearls'],
  // metals and tools
  ['rebar', 'bars rods iron steel'], ['coil', 'coils'], ['sheet metal', 'sheets plates'], ['screw', 'screws'],
  ['bolt', 'bolts'], ['nut fastener', 'nuts'], ['nail', 'nails'], ['washer', 'washers'], ['hinge', 'hinges mountings'],
  ['padlock', 'padlocks'], ['lock', 'locks'], ['key', 'keys'], ['chain', 'chain'], ['wire', 'wire'], ['cable', 'cables'],
  ['pipe', 'tubes pipes'], ['tube', 'tubes pipes'], ['fitting', 'fittings'], ['spring', 'springs'],
  ['cookware', 'cooking table kitchen utensils'], ['pan', 'cooking utensils'], ['pot', 'cooking utensils'],
  ['kettle', 'kettles'], ['knife', 'knives'], ['scissors', 'scissors'], ['razor', 'razors'], ['spoon', 'spoons'],
  ['fork', 'forks'], ['cutlery', 'spoons forks knives'], ['hammer', 'hammers hand tools'], ['wrench', 'spanners wrenches'],
  ['spanner', 'spanners wrenches'], ['screwdriver', 'screwdrivers'], ['pliers', 'pliers'], ['drill bit', 'interchangeable tools drilling'],
  ['saw blade', 'saw blades'], ['shovel', 'spades shovels'], ['toolbox', 'tool boxes'],
  // machines, electronics
  ['laptop', 'portable automatic data processing machines'], ['notebook computer', 'portable automatic data processing machines'],
  ['computer', 'automatic data processing machines'], ['desktop pc', 'automatic data processing machines'],
  ['tablet computer', 'portable automatic data processing machines'], ['ipad', 'portable automatic data processing machines'],
  ['keyboard', 'keyboards input units'], ['mouse', 'input units'], ['monitor', 'monitors'], ['printer', 'printers'],
  ['hard drive', 'storage units'], ['ssd', 'storage units solid state'], ['usb stick', 'storage devices semiconductor'],
  ['flash drive', 'storage devices semiconductor'], ['memory card', 'storage devices semiconductor'],
  ['smartphone', 'telephones cellular networks'], ['mobile phone', 'telephones cellular networks'], ['cell phone', 'telephones cellular networks'],
  ['iphone', 'telephones cellular networks'], ['router', 'apparatus transmission reception data'], ['modem', 'apparatus transmission reception data'],
  ['headphone', 'headphones earphones'], ['earphone', 'earphones'], ['earbud', 'earphones'], ['speaker', 'loudspeakers'],
  ['microphone', 'microphones'], ['tv', 'television receivers'], ['television', 'television receivers'],
  ['camera', 'cameras'], ['webcam', 'cameras'], ['drone', 'unmanned aircraft'], ['charger', 'static converters'],
  ['power adapter', 'static converters'], ['power supply', 'static converters'], ['battery', 'accumulators cells batteries'],
  ['power bank', 'accumulators lithium-ion'], ['led bulb', 'lamps light-emitting diode led'], ['light bulb', 'lamps'],
  ['lamp', 'lamps luminaires lighting'], ['flashlight', 'portable electric lamps'], ['torch', 'portable electric lamps'],
  ['chandelier', 'chandeliers luminaires'], ['fan', 'fans'], ['air conditioner', 'air conditioning machines'],
  ['refrigerator', 'refrigerators'], ['fridge', 'refrigerators'], ['freezer', 'freezers'], ['washing machine', 'washing machines'],
  ['dishwasher', 'dish washing machines'], ['microwave', 'microwave ovens'], ['oven', 'ovens'], ['toaster', 'toasters'],
  ['blender', 'food grinders mixers domestic'], ['mixer', 'mixers'], ['vacuum cleaner', 'vacuum cleaners'],
  ['hair dryer', 'hair dryers'], ['hair straightener', 'hairdressing apparatus electro-thermic'], ['shaver', 'shavers'],
  ['electric toothbrush', 'electro-mechanical domestic appliances'], ['coffee machine', 'coffee makers'], ['coffeemaker', 'coffee makers'],
  ['iron appliance', 'smoothing irons'], ['heater', 'heating apparatus'], ['pump', 'pumps'], ['compressor', 'compressors'],
  ['motor', 'electric motors'], ['generator', 'generating sets'], ['engine', 'engines'], ['transformer', 'transformers'],
  ['circuit board', 'printed circuits'], ['pcb', 'printed circuits'], ['chip', 'integrated circuits'], ['semiconductor', 'semiconductor devices'],
  ['solar panel', 'photovoltaic cells modules'], ['switch', 'switches'], ['socket', 'sockets plugs'], ['plug', 'plugs'],
  ['connector', 'connectors'], ['sensor', 'sensors'], ['valve', 'valves taps cocks'], ['faucet', 'taps cocks valves'],
  ['tap', 'taps cocks'], ['bearing', 'bearings'], ['gear', 'gears gearing'], ['filter', 'filtering purifying'],
  ['3d printer', 'additive manufacturing machines'],
  // vehicles
  ['car', 'motor cars vehicles transport persons'], ['sedan', 'motor cars vehicles transport persons'],
  ['suv', 'motor cars vehicles transport persons'], ['hatchback', 'motor cars vehicles transport persons'],
  ['pickup truck', 'motor vehicles transport goods'], ['truck', 'motor vehicles transport goods lorries'],
  ['lorry', 'motor vehicles transport goods'], ['van', 'motor vehicles'], ['bus', 'motor vehicles transport ten persons'],
  ['motorcycle', 'motorcycles'], ['motorbike', 'motorcycles'], ['scooter', 'motorcycles scooters'],
  ['e bike', 'motorcycles cycles auxiliary electric motor'], ['ebike', 'motorcycles cycles auxiliary electric motor'],
  ['bicycle', 'bicycles cycles'], ['bike', 'bicycles cycles'], ['tractor', 'tractors'], ['trailer', 'trailers'],
  ['car part', 'parts accessories motor vehicles'], ['auto part', 'parts accessories motor vehicles'],
  ['boat', 'vessels boats'], ['yacht', 'yachts vessels pleasure'], ['kayak', 'canoes rowing boats'],
  ['petrol engine', 'spark ignition engines'], ['gasoline engine', 'spark ignition engines'], ['diesel engine', 'compression ignition engines'],
  ['cc', 'cylinder capacity'],
  // instruments, furniture, toys, misc
  ['watch', 'wrist watches'], ['smartwatch', 'wrist watches apparatus transmission data'], ['clock', 'clocks'],
  ['sunglasses', 'sunglasses spectacles'], ['contact lens', 'contact lenses'],
  ['thermometer', 'thermometers'], ['scale', 'weighing machinery'], ['microscope', 'microscopes'], ['telescope', 'telescopes'],
  ['guitar', 'guitars string musical instruments'], ['piano', 'pianos'], ['violin', 'violins string musical instruments'],
  ['drum', 'drums percussion musical instruments'], ['sofa', 'seats upholstered'], ['couch', 'seats upholstered'],
  ['chair', 'seats'], ['wheelchair', 'carriages disabled persons'], ['mobility scooter', 'carriages disabled persons mechanically propelled'], ['stool', 'seats'], ['table', 'furniture'], ['desk', 'furniture office'], ['bed', 'furniture bedroom'],
  ['mattress', 'mattresses'], ['cabinet', 'furniture'], ['shelf', 'furniture'], ['wardrobe', 'furniture bedroom'],
  ['toy', 'toys'], ['doll', 'dolls toys'], ['puzzle', 'puzzles toys'], ['lego', 'construction sets toys'],
  ['board game', 'games'], ['playing card', 'playing cards'], ['video game console', 'video game consoles'],
  ['game console', 'video game consoles'], ['handheld console', 'video game consoles'], ['gaming', 'video game'], ['stuffed animal', 'toys representing animals stuffed'],
  ['plush', 'toys stuffed'], ['teddy', 'toys stuffed'], ['football', 'balls inflatable'], ['soccer ball', 'balls inflatable'],
  ['basketball', 'balls inflatable'], ['golf club', 'golf clubs'], ['yoga mat', 'gymnastics exercise equipment'],
  ['dumbbell', 'gymnastics exercise equipment'], ['treadmill', 'exercise equipment'], ['fishing rod', 'fishing rods'],
  ['christmas tree', 'christmas festive articles'], ['ornament', 'ornamental articles'], ['pen', 'pens ball point'],
  ['pencil', 'pencils'], ['marker', 'markers felt tipped'], ['crayon', 'crayons'], ['brush', 'brushes'],
  ['toothbrush', 'tooth brushes'], ['umbrella', 'umbrellas'], ['lighter', 'lighters'], ['diaper', 'napkins diapers babies'],
  ['sanitary pad', 'sanitary towels pads'], ['comb', 'combs'], ['wig', 'wigs'], ['mug', 'mugs'], ['cup', 'cups'],
  ['plate', 'plates tableware'], ['bowl', 'bowls tableware'], ['vase', 'vases'], ['mirror', 'mirrors'],
  ['bottle', 'bottles'], ['jar', 'jars'], ['painting', 'paintings'], ['sculpture', 'sculptures'],
];

const lemmas = (text: string): string[] => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map(lemma);

/**
 * Keys and values lemmatised like every text the classifier reads; a key with a one-letter word ("o ring") also as
 * the one word a query reads it as when the legal text has that word ("oring", query.ts joinKnownCompounds).
 */
const VOCAB_INDEX: ReadonlyMap<string, string[]> = new Map(
  MERCHANT_VOCABULARY.flatMap(([k, v]) => {
    const mapped = lemmas(joinLetterCompounds(v));
    const joined = lemmas(joinLetterCompounds(k.replace(/\b([a-z]) (?=[a-z]{2})/g, '$1-'))).join(' ');
    return [[joined, mapped], [lemmas(k).join(' '), mapped]];
  }),
);
export const MAX_VOCAB_PHRASE = Math.max(...[...VOCAB_INDEX.keys()].map((k) => k.split(' ').length));

/** Every key's leading words: a text's phrase is looked up only as far as some key starts that way. */
const VOCAB_PREFIXES = phrasePrefixes(VOCAB_INDEX.keys());

/** How many lemmas from `at` on start some merchant phrase: no longer phrase there can be one. */
export function vocabularyReach(lemmas: readonly string[], at: number): number {
  let prefix = lemmas[at];
  let n = 0;
  while (n < MAX_VOCAB_PHRASE && at + n < lemmas.length && VOCAB_PREFIXES.has(prefix)) {
    n += 1;
    prefix = `${prefix} ${lemmas[at + n]}`;
  }
  return n;
}

/** The nomenclature's lemmas for a merchant word or phrase (lemmas joined by single spaces), if any. */
export function vocabularyFor(phrase: string): readonly string[] | undefined {
  return VOCAB_INDEX.get(phrase);
}

/** Words customs systems reject as a description on their own; they name no good. */
export const VAGUE_TERMS: readonly string[] = [
  'gift', 'present', 'part', 'spare part', 'sample', 'good', 'merchandise', 'stuff', 'item', 'accessory',
  'product', 'misc', 'miscellaneous', 'various', 'assorted', 'thing', 'novelty', 'souvenir', 'personal effect',
  'general cargo', 'other', 'commodity', 'article', 'material', 'supply', 'equipment', 'gadget',
];
/** Vague words that still say what the good is when they head a name ("parts of pumps", "equipment for welding"). */
const VAGUE_BUT_HEADABLE: ReadonlySet<string> = new Set(['part', 'accessory', 'article', 'material', 'supply', 'equipment', 'gadget']);
/** The terms are written singular, so `tokenize`'s stems and `lemma`'s lemmas both find them. */
const VAGUE_INDEX: ReadonlySet<string> = new Set(VAGUE_TERMS.map(normalizePhrase));

/**
 * Whether a normalised word or two-word phrase is a vague term. 'even beside other words' asks it of one word of
 * a name, when looking for its head noun: "gift mug" is a mug, but "pump parts" are parts.
 */
export function isVague(term: string, where: 'anywhere' | 'even beside other words' = 'anywhere'): boolean {
  return VAGUE_INDEX.has(term) && (where === 'anywhere' || !VAGUE_BUT_HEADABLE.has(term));
}

/** Containers and packs: they wrap the good when next to a quantity ("25kg bag", "pack of 6"). */
export const PACKAGING_WORDS: ReadonlySet<string> = new Set([
  'bag', 'bottle', 'box', 'pack', 'package', 'packet', 'can', 'jar', 'carton', 'pouch', 'sachet', 'tin', 'tub', 'pot',
  'case', 'crate', 'drum', 'barrel', 'bucket', 'pail', 'tube', 'roll', 'bundle', 'bale', 'sack', 'container',
  'tray', 'blister', 'pallet', 'bulk', 'pcs', 'pc', 'piece', 'set', 'lot', 'dozen', 'pair', 'unit', 'count', 'ct',
]);

/** Units that make a number a quantity ("25 kg", "500ml", "3-pack"). */
export const QUANTITY_UNITS: ReadonlySet<string> = new Set([
  'kg', 'g', 'gram', 'gm', 'mg', 'lb', 'lbs', 'oz', 'ml', 'l', 'liter', 'litre', 'cl', 'gallon', 'gal', 'ton',
  'tonne', 'mt', 'pcs', 'pc', 'piece', 'pack', 'pk', 'count', 'ct', 'x', 'cm', 'mm', 'm', 'inch', 'in', 'ft',
  'w', 'v', 'mah', 'gb', 'tb', 'hz', 'kw', 'hp', 'mcg', 'iu', 'meq', 'links',
]);

/**
 * Words a marketplace title puts after the good that describe it and name no good: colours, sizes, condition,
 * praise ("Honda CBR600RR motorcycle red 2019", "hybrid bike 2023 medium"). The head noun is the last word before
 * them. Colours that are also goods or materials (orange, cream, gold, silver) are not listed.
 */
export const TRAILING_ATTRIBUTES: ReadonlySet<string> = new Set([
  'black', 'white', 'red', 'blue', 'green', 'yellow', 'pink', 'purple', 'brown', 'grey', 'gray', 'beige', 'navy',
  'khaki', 'teal', 'multicolor', 'multicolour', 'colorful', 'colourful', 'transparent', 'clear', 'matte', 'glossy',
  'midnight', 'small', 'medium', 'large', 'xl', 'xxl', 'xxxl', 'xs', 'mini', 'big', 'plus', 'pro', 'max', 'ultra',
  'lite', 'new', 'used', 'refurbished', 'automatic', 'manual', 'original', 'genuine', 'authentic', 'hot', 'sale',
  'fashion', 'stylish', 'cute', 'premium', 'quality', 'luxury', 'vintage', 'unisex', 'edition', 'version', 'style',
  'sliced', 'diced', 'grated', 'shredded',
  // a used-goods title's condition ("... Road Bike 56cm Used", "... Neon Bar Sign Beer Light Works")
  'nos', 'oem', 'nwt', 'nwot', 'nib', 'tested', 'works', 'working', 'runs', 'excellent', 'condition', 'mint', 'sealed', 'boxed',
  // "kick scooter powered by a 250 W motor": the participle before "by" says how, the good is the scooter
  'powered', 'operated', 'driven',
  // how it was made or looks, not what it is ("Hand Crank Coffee Grinder Vintage Wooden")
  'wooden', 'handmade', 'handcrafted', 'rustic', 'antique', 'retro',
]);

/** Collective nouns that end a name without saying what the good is: "footpeg kit" is footpegs, "bolt set" bolts. */
export const COLLECTIVE_HEADS: ReadonlySet<string> = new Set(['kit', 'set', 'pack', 'pair', 'lot', 'bundle', 'combo', 'assortment']);

/**
 * Words that end the description of the good and start its context: "cover FOR an electric motor",
 * "pallets MADE OF polyethylene USED FOR storage". The head noun is the last noun before the first of them.
 * "to" is none: in a name it joins the ends of a cable or adapter ("USB C to Lightning cable"); "used to",
 * "designed to" break at their first word. Measured (issue 34): tune part the same top-1, one cross-section
 * answer fewer; HMRC's parcel texts +0.1 point.
 */
export const CONTEXT_BREAKERS: ReadonlySet<string> = new Set([
  'for', 'with', 'featuring', 'by', 'from', 'in', 'including', 'includes', 'used', 'use', 'made', 'designed',
  'intended', 'consisting', 'comprised', 'composed', 'which', 'that', 'suitable', 'containing', 'contains',
  'having', 'of', 'on', 'without', 'w', 'imported', 'manufactured', 'fits', 'fit', 'compatible',
  // a ruling's clause of how the good works ("board game where players fling dough to topple banana pieces")
  'where', 'whereby', 'allowing', 'allows', 'enabling', 'enables',
]);

/** Participles the -ed ending does not show ("woven from", "sewn with"): query.ts reads a participle before a breaker as context. */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(['woven', 'sewn', 'cast', 'cut', 'spun', 'sold', 'built', 'worn', 'held', 'fed', 'drawn', 'blown', 'grown']);
