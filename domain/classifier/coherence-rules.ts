/**
 * The coherence rules (./coherence.ts reads a text against them): what chapters, headings or subheadings a good
 * can be in given its head noun, its words, its material or its purpose. Each rule is data with its source, the
 * chapter titles, heading texts and notes of the HS 2022 nomenclature (data/hs/hs2022.csv, read there on the date
 * below) and the General Interpretative Rules, and a `verified` flag. A rule only says which codes a good can be in;
 * the ranking still chooses among them.
 */

/** The date the rules were last read against their sources. */
export const COHERENCE_RULES_AS_OF = '2026-11-29';

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
  /** headings of those chapters the good cannot be in either */
  notHeadings?: ReadonlySet<string>;
}

const set = (...xs: string[]): ReadonlySet<string> => new Set(xs);
const range = (from: number, to: number): string[] => Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(2, '0'));

const HS_SOURCE = 'HS 2022 nomenclature, chapter titles and heading texts (WCO; data/hs/hs2022.csv)';

/**
 * Head nouns of articles used with a food, a drink or tobacco, or named after one, never the food itself: "tea infuser",
 * "lemon squeezer", "wine rack", "coffee scrub", "cigar humidor", "cigarette making machine", "cigarette jeans". Left out because they also name a food or its packing (GRI 5(b)): cup ("peanut butter
 * cups"), tin, jar, bottle, box, bag, pot, tray, stick, bar, cooler ("wine cooler"), cream, cone.
 */
const UTENSIL_HEADS = set(
  'infuser', 'strainer', 'sieve', 'squeezer', 'juicer', 'press', 'crusher', 'grinder', 'mill', 'grater', 'zester', 'peeler',
  'corer', 'slicer', 'cutter', 'masher', 'whisk', 'spatula', 'ladle', 'tong', 'spoon', 'fork', 'knife', 'scoop', 'dipper',
  'opener', 'corkscrew', 'stopper', 'pourer', 'aerator', 'chiller', 'decanter', 'carafe', 'jug', 'mug', 'tumbler', 'flask',
  'teapot', 'kettle', 'shaker', 'frother', 'maker', 'cooker', 'steamer', 'toaster', 'warmer', 'thermometer', 'timer',
  'spinner', 'rack', 'hanger', 'holder', 'stand', 'dispenser', 'caddy', 'canister', 'bin', 'keeper', 'saver', 'mould',
  'board', 'mat', 'towel', 'cosy', 'cozy', 'coaster', 'feeder', 'bowl',
  'soap', 'shampoo', 'conditioner', 'lotion', 'scrub', 'balm', 'serum', 'perfume', 'diffuser', 'toothpaste', 'candle',
  'humidor', 'ashtray', 'lighter', 'pipe', 'machine', 'apparatus', 'filter', 'handle', 'stone',
  // garments named by a food or a tobacco word of their colour or cut ("cigarette jeans", "cherry red dress")
  'jean', 'trouser', 'pant', 'dress', 'skirt', 'shirt', 'blouse', 'sweater', 'hoodie', 'jacket', 'sock',
);

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
      'prescription', 'chewable', 'effervescent', 'mcg', 'iu',
    ),
    chapters: set('21', '29', '30'),
    source: `${HS_SOURCE}: headings 30.03, 30.04 (medicaments put up in measured doses), 21.06, chapter 29 (vitamins, 29.36)`,
    verified: true,
  },
  {
    id: 'candle',
    says: 'a candle is a candle of 34.06 (or, with a light-emitting diode, a lamp of 94.05), not the wax it is made of',
    heads: set('candle'),
    chapters: set('34', '94'),
    source: `${HS_SOURCE}: heading 34.06 ("candles, tapers and the like"), heading 94.05 (luminaires and lighting fittings: electric candles); paraffin wax is 27.12, other waxes 15.21 and 34.04`,
    verified: true,
  },
  {
    id: 'sausage',
    says: 'sausages, filled into casings or not, are meat preparations of 16.01 (or, without meat, food preparations of 21.06); the casing is part of them',
    heads: set('sausage', 'bratwurst', 'frankfurter', 'wiener', 'kielbasa', 'chorizo', 'salami'),
    chapters: set('16', '21'),
    source: `${HS_SOURCE}: heading 16.01 ("sausages and similar products, of meat, meat offal, blood or insects"), heading 05.04 (guts, bladders and stomachs of animals: the casings alone)`,
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
  {
    id: 'food-article',
    says: 'the head noun names a utensil, an appliance, a stand or a toiletry, and a food, drink or tobacco word beside it says what it is for: chapters 01–24 are for the food, drink or tobacco itself',
    heads: UTENSIL_HEADS,
    chapters: set(...range(25, 97)),
    source: `${HS_SOURCE}: the titles of Sections I–IV (live animals, animal products, vegetable products, fats, prepared foodstuffs, beverages, tobacco); the utensils of 39.24, 44.19, 69.11–69.12, 70.13, 73.23, 82.05, 82.10, 82.11, 82.15; the appliances of 84.19, 85.09, 85.16; toiletries of 33.05–33.07, 34.01, candles of 34.06`,
    verified: true,
  },
  {
    id: 'cosmetic-tool',
    says: 'the head noun names a brush, an applicator, a holder or a case, and chapter 33 is for the preparations themselves',
    heads: set(
      'brush', 'sponge', 'applicator', 'puff', 'blender', 'organizer', 'organiser', 'bag', 'case', 'pouch', 'mirror', 'holder',
      'stand', 'sharpener', 'curler', 'tweezer', 'dispenser',
    ),
    chapters: set(...range(1, 97).filter((c) => c !== '33')),
    source: `${HS_SOURCE}: chapter 33 (essential oils, perfumery, cosmetic or toilet preparations); heading 96.03 (make-up brushes, 9603.29), 96.16 (powder puffs and pads for applying cosmetics), 42.02 (vanity cases), 70.09 (mirrors), 82.13–82.14 (sharpeners, tweezers of 82.03), 85.16 (eyelash curlers, heated)`,
    verified: true,
  },
  {
    id: 'packing-bag',
    says: 'heading 42.02 is for travel goods, handbags and similar containers, and the text names a bag for packing, storing or throwing away goods (39.23, 48.19, 63.05)',
    heads: set('bag', 'sack', 'pouch'),
    withAnyOf: set(
      'freezer', 'bubble', 'mailing', 'mailer', 'courier', 'shipping', 'postal', 'returns', 'coin', 'compression', 'vacuum',
      'ziplock', 'ziploc', 'resealable', 'polythene', 'polyethylene', 'poly', 'garbage', 'bin', 'rubbish', 'trash',
      'refuse', 'takeout', 'takeaway', 'sandwich', 'freshness', 'packaging', 'packing', 'hermetic', 'poop', 'nappy',
      'diaper', 'dehumidifier', 'sandbag', 'grit',
    ),
    chapters: set(...range(1, 97)),
    notHeadings: set('4202'),
    source: `${HS_SOURCE}: heading 42.02 (trunks, suitcases, handbags ... and similar containers), heading 39.23 (sacks and bags of plastics for the conveyance or packing of goods), 48.19 (paper sacks and bags), 63.05 (sacks and bags for the packing of goods)`,
    verified: true,
  },
  {
    id: 'seat',
    says: "a seat is furniture of 94.01 (a motor vehicle's seats too) or a cycle's saddle, not a part of 87.08",
    heads: set('seat'),
    chapters: set(...range(1, 97)),
    notHeadings: set('8708'),
    source: `${HS_SOURCE}: subheading 9401.20 ("seats of a kind used for motor vehicles"), heading 87.08 (parts and accessories of motor vehicles: seat belts, 8708.21), subheading 8714.95 (saddles)`,
    verified: true,
  },
  {
    id: 'vehicle-head',
    says: 'a name whose head noun is a vehicle names a vehicle (chapters 86–89, not its parts), its toy or model (95), or a machine of chapter 84',
    heads: set(
      'car', 'automobile', 'vehicle', 'truck', 'lorry', 'minivan', 'minibus', 'suv', 'sedan', 'hatchback', 'coupe',
      'limousine', 'jeep', 'pickup', 'tractor', 'atv', 'utv', 'motorcycle', 'motorbike', 'moped', 'scooter', 'tricycle',
      'motorhome', 'campervan', 'ambulance', 'snowmobile', 'gokart', 'kart',
    ),
    chapters: set('84', '86', '87', '88', '89', '95'),
    notHeadings: set('8708', '8714'),
    source: `${HS_SOURCE}: Section XVII (vehicles, aircraft, vessels; chapters 86–89; parts of vehicles 87.08, 87.14), heading 95.03 (toys, scale models), chapter 84 (self-propelled machinery: 84.26, 84.27, 84.29, 84.33)`,
    verified: true,
  },
  {
    id: 'drum',
    says: "a drum of a brake, a printer or a machine, or one that holds oil or goods, is no musical instrument (chapter 92)",
    heads: set('drum'),
    withAnyOf: set(
      'brake', 'printer', 'toner', 'imaging', 'copier', 'laser', 'oil', 'fuel', 'storage', 'barrel', 'gallon', 'litre',
      'liter', 'washing', 'washer', 'dryer', 'machine', 'cable', 'hose', 'reel', 'container', 'sander', 'filter', 'fan',
      'rotating', 'rotary', 'barking', 'mixing', 'mixer', 'tumbling', 'tumbler', 'polishing', 'drying', 'industrial',
      'concrete', 'cement', 'winch', 'conveyor',
    ),
    chapters: set(...range(1, 97).filter((c) => c !== '92')),
    source: `${HS_SOURCE}: heading 92.06 (percussion musical instruments), headings 73.10 and 39.23 (drums for conveyance), 84.43 (printer parts, 8443.99), 87.08 (brakes, 8708.30), 84.50 (washing machine parts, 8450.90), 84.74 (concrete mixers), 84.79 (machines of their own function: rotating drums for treating metal, 8479.81; barking drums, 8479.89)`,
    verified: true,
  },
  {
    id: 'plate',
    says: 'a plate for printing, mounting, a switch, a door, a vehicle or a machine is no tableware',
    heads: set('plate'),
    withAnyOf: set(
      'printing', 'print', 'flexographic', 'flexo', 'lithographic', 'offset', 'photopolymer', 'skid', 'mounting', 'mount',
      'base', 'kick', 'switch', 'socket', 'outlet', 'license', 'licence', 'number', 'name', 'door', 'floor',
      'armor', 'armour', 'ballistic', 'trauma', 'bumper', 'engine', 'tripod', 'camera', 'gusset', 'splice', 'anchor',
      'bearing', 'clutch', 'pressure', 'filter', 'perforated', 'knitting', 'vibration', 'compactor', 'machine', 'tectonic',
      'connecting', 'fixing', 'joining', 'adapter', 'adaptor', 'backing', 'wear', 'steering', 'brake',
    ),
    chapters: set(...range(1, 97)),
    notHeadings: set('3924', '4419', '4823', '6911', '6912', '7013', '7323', '7418', '7615'),
    source: `${HS_SOURCE}: the tableware headings 39.24, 44.19, 48.23 (paper plates, 4823.69), 69.11, 69.12, 70.13, 73.23, 74.18 and 76.15; plates for printing are 84.42, switch plates 85.38, fittings 83.02, name and number plates 83.10, vehicle parts 87.08 and 87.14, machine parts of chapter 84`,
    verified: true,
  },  {
    id: 'belt',
    says: 'a belt of a machine, a conveyor, an engine or a seat, or one for massage or flotation, is no clothing accessory',
    heads: set('belt'),
    withAnyOf: set(
      'conveyor', 'timing', 'drive', 'transmission', 'fan', 'serpentine', 'alternator', 'synchronous', 'cam', 'ribbed',
      'engine', 'machine', 'treadmill', 'sanding', 'abrasive', 'sieving', 'toothed', 'pulley', 'vacuum', 'seat', 'life',
      'massage', 'massager', 'vibration', 'sauna', 'heating',
    ),
    chapters: set(...range(1, 97).filter((c) => !['42', '61', '62'].includes(c))),
    source: `${HS_SOURCE}: heading 42.03 (articles of apparel and clothing accessories, of leather: belts), 62.17 (other made up clothing accessories); against 40.10 (conveyor or transmission belts), 59.10 (of textile), 68.05 (abrasive), 84.31 and 84.48 (machine parts), 87.08 (seat belts, 8708.21), 63.07 (life belts), 90.19 (massage apparatus)`,
    verified: true,
  },
  {
    id: 'mallet',
    says: 'chapter 82 is for tools whose working part is of base metal, and the mallet\'s head is of rubber, wood or plastics',
    heads: set('mallet'),
    withAnyOf: set('rubber', 'wooden', 'wood', 'plastic', 'nylon', 'polyurethane', 'urethane', 'rawhide'),
    chapters: set('39', '40', '44'),
    source: `${HS_SOURCE}: chapter 82 note 1 (tools with a blade, working edge, working surface or other working part of base metal, carbides or cermets, precious stones or abrasives on a base-metal support); headings 40.16 (other articles of vulcanised rubber), 44.17 (tools of wood), 39.26`,
    verified: true,
  },
  {
    id: 'transmitter',
    says: 'a transmitter sends: it is no radio or television receiver (85.27, 85.28)',
    heads: set('transmitter'),
    chapters: set('85'),
    notHeadings: set('8527', '8528'),
    source: `${HS_SOURCE}: headings 85.25 (transmission apparatus for radio-broadcasting or television), 85.26 (radio remote control apparatus, 8526.92), 85.27 (reception apparatus for radio-broadcasting), 85.28 (reception apparatus for television)`,
    verified: true,
  },
  {
    id: 'extinguisher-charge',
    says: 'a powder, a refill or a foam concentrate for fire extinguishers is a charge of 38.13, not the extinguisher',
    heads: set('powder', 'refill', 'concentrate', 'charge', 'agent'),
    withAnyOf: set('extinguisher', 'extinguishing'),
    chapters: set('38'),
    source: `${HS_SOURCE}: heading 38.13 (preparations and charges for fire-extinguishers; charged fire-extinguishing grenades), heading 84.24 (fire extinguishers, whether or not charged)`,
    verified: true,
  },
];

/**
 * A whole vehicle's heading is the vehicle itself: the name's head noun must name one. "Car radio for Toyota",
 * "car dashboard sun shade", "bicycle lock" are goods for a vehicle, and a vehicle word beside them is their use.
 */
export interface VehicleRule extends CoherenceRule {
  /** the headings of whole vehicles */
  headings: ReadonlySet<string>;
  /** lemmas of head nouns that name a vehicle */
  heads: ReadonlySet<string>;
  /** head nouns that end a vehicle's description as often as they name a part ("sedan car 2000cc petrol engine") */
  describing: ReadonlySet<string>;
  /** words just before such a head noun that make it describe the vehicle */
  qualifiers: ReadonlySet<string>;
}

export const VEHICLE_RULE: VehicleRule = {
  id: 'vehicle',
  says: 'a vehicle heading is for the vehicle itself, and the name\'s head noun names another good',
  headings: set('8701', '8702', '8703', '8704', '8705', '8711', '8712'),
  chapters: set('87'),
  heads: set(
    'car', 'automobile', 'auto', 'vehicle', 'truck', 'lorry', 'van', 'minivan', 'bus', 'buse', 'minibus', 'coach', 'suv',
    'sedan', 'saloon', 'hatchback', 'coupe', 'convertible', 'roadster', 'limousine', 'jeep', 'pickup', 'wagon', 'tractor',
    'atv', 'utv', 'quad', 'buggy', 'kart', 'gokart', 'motorcycle', 'motorbike', 'moped', 'scooter', 'bike', 'ebike',
    'bicycle', 'cycle', 'tricycle', 'trike', 'motorhome', 'campervan', 'ambulance', 'hearse', 'dumper', 'snowmobile',
    'cart', 'crane', 'roller', 'tipper', 'chassis', 'hev', 'phev',
  ),
  qualifiers: set('petrol', 'gasoline', 'gas', 'diesel', 'electric', 'hybrid', 'turbo', 'lpg', 'cng'),
  describing: set('engine', 'motor', 'petrol', 'gasoline', 'diesel', 'hybrid', 'electric', 'seater', 'door', 'transmission'),
  source: `${HS_SOURCE}: headings 87.01–87.05 (tractors, motor vehicles for persons and goods, special purpose vehicles), 87.11 (motorcycles), 87.12 (bicycles); parts and accessories are 87.08 and 87.14`,
  verified: true,
};

/**
 * A part or an accessory is not the article it is for: when the name's head noun names one ("watch dial",
 * "iPhone case", "laptop backpack", "car stickers"), the whole article's heading is wrong, whatever article word
 * stands beside it. The heads are listed, not inferred, so a title whose head noun is unknown keeps its answer.
 * Vehicles have their own rule (VEHICLE_RULE), stricter: any head noun but a vehicle's.
 */
export interface AccessoryRule extends CoherenceRule {
  /** headings of whole articles, by what they are */
  headings: ReadonlyMap<string, string>;
  /** lemmas of head nouns that name a part or an accessory */
  heads: ReadonlySet<string>;
  /** per heading, the words that name its article: "<article word> <part or accessory>" in the name says the same
   * as the head noun when a marketplace title's head is lost among its other words ("Laptop Backpack Men's …") */
  articleWords: ReadonlyMap<string, ReadonlySet<string>>;
}

export const ACCESSORY_RULE: AccessoryRule = {
  id: 'accessory',
  says: 'the head noun names a part or an accessory, and the heading is for the whole article',
  headings: new Map([
    ['9101', 'wrist-watches'], ['9102', 'wrist-watches'], ['8517', 'telephones'], ['8471', 'computers'], ['8528', 'monitors and televisions'],
    ['8518', 'headphones and loudspeakers'],
  ]),
  heads: set(
    'case', 'cover', 'protector', 'skin', 'sleeve', 'pouch', 'bag', 'backpack', 'holster', 'strap', 'band', 'dial',
    'movement', 'bezel', 'crown', 'hand', 'charger', 'cable', 'stand', 'holder', 'mount', 'bracket', 'dock', 'sticker',
    'decal', 'pad', 'stylus', 'lens', 'battery', 'film', 'guard', 'keychain', 'pendant', 'organizer', 'organiser', 'remote',
    'control', 'arm',
  ),
  articleWords: new Map([
    ['9101', set('watch', 'wristwatch')], ['9102', set('watch', 'wristwatch')],
    ['8517', set('phone', 'iphone', 'smartphone', 'cellphone')], ['8471', set('laptop', 'computer', 'notebook', 'macbook', 'pc')],
    ['8528', set('tv', 'television', 'monitor')], ['8518', set('earphone', 'headphone', 'airpod', 'earbud', 'headset', 'speaker')],
  ]),
  chapters: set('84', '85', '91'),
  source: `${HS_SOURCE}: headings 91.01–91.02 (wrist-watches; straps 91.13, cases 91.11, dials and other parts 91.14, movements 91.08), 85.17 and 85.28 (apparatus; parts 8517.79, 85.29), 84.71 (machines; parts 84.73), 85.18 (headphones, loudspeakers; parts 8518.90); cases and bags of any article are 42.02`,
  verified: true,
};

/**
 * A holder, a stand or a cover is classified as what it is (by its material or function: 39.24, 39.26, 44.21, 63.04,
 * 73.23, 83.02, 94.03), never as the good it holds: a "toothbrush holder" is no toothbrush, a "duvet cover" no duvet.
 * Bags, boxes and cases are left out: a "tea bag" or a "tissue box" is as often the good in its packing (GRI 5(b)).
 */
export interface HolderRule extends CoherenceRule {
  /** lemmas of head nouns that hold, carry or cover another good */
  heads: ReadonlySet<string>;
}

export const HOLDER_RULE: HolderRule = {
  id: 'holder',
  says: 'the head noun names a holder, a stand or a cover, and the heading is for the good it holds',
  heads: set(
    'holder', 'stand', 'rack', 'organizer', 'organiser', 'caddy', 'dispenser', 'hanger', 'tray', 'cover', 'mount', 'bracket',
    'hook', 'strap', 'charger', 'sharpener',
  ),
  chapters: set(...range(1, 97)),
  source: `${HS_SOURCE}: General Interpretative Rule 1 (classification by the terms of the headings: a heading for brushes, duvets or televisions names those goods, not what holds or covers them); holders and covers are in the headings of their material or function (39.24, 39.26, 44.21, 63.04, 73.23, 73.26, 83.02, 94.03)`,
  verified: true,
};

/**
 * Jewellery is "small objects of personal adornment" (HS chapter 71, note 9(a), read on 2026-11-27 as a national
 * tariff reproduces it): a ring, a chain or a stud said to be of a machine, a vehicle or a plant is hardware
 * ("a spacer ring used in a pneumatic valve", "anchor chains", "mounting stud for refrigerator handle").
 */
export interface ContextRule extends CoherenceRule {
  /** the chapters or headings the rule applies to (code prefixes) */
  codes: readonly string[];
  /** lemmas anywhere in the text that contradict them (not motifs a pendant may show: anchor, truck, boat) */
  contradictedBy: ReadonlySet<string>;
  /** a use of those words, in the text as written and lower-cased, that says nothing of the good ("industrial style") */
  unless?: RegExp;
  /** words as written and lower-cased that contradict them too, where one word alone would not ("30 tablets") */
  contradictedByPhrase?: RegExp;
  /** read only the name's own clause, before "for", "with" ...: what the good serves is named after them */
  clauseOnly?: boolean;
}

export const JEWELLERY_RULE: ContextRule = {
  id: 'jewellery',
  says: 'jewellery is a small object of personal adornment, and the text names a machine, a vehicle or a plant',
  codes: ['7113', '7116', '7117'],
  chapters: set('71'),
  contradictedBy: set(
    'valve', 'motor', 'engine', 'pump', 'machine', 'machinery', 'conveyor', 'bearing', 'shaft', 'hydraulic', 'pneumatic',
    'gearbox', 'windlass', 'hose', 'nozzle', 'pipe', 'refrigerator', 'appliance', 'industrial', 'logging', 'lumber',
    'circlip', 'outboard', 'hoist', 'winch', 'fence', 'fencing', 'railing',
  ),
  // a machine's or a load's chain ("X-ring motorcycle chain 120 links gold"), though a motorcycle may be a pendant's motif
  contradictedByPhrase: /\b(?:motorcycle|motorbike|roller|timing|chainsaw|tow|towing|transport|binder|lifting|snow|tire|tyre|load|conveyor) chains?\b(?! (?:necklace|bracelet|pendant|earring|charm|jewel))/,
  source: 'HS chapter 71, note 9(a) ("articles of jewellery" means any small objects of personal adornment), read in PNG Customs Service\'s import and export tariff, which reproduces the HS notes',
  verified: true,
};

/** Live plants and cut flowers (chapter 6) are alive or were: an artificial flower of any material is 67.02. */
export const ARTIFICIAL_PLANT_RULE: ContextRule = {
  id: 'artificial-plant',
  says: 'live plants and cut flowers are natural, and the text names an artificial one or its material',
  codes: ['0601', '0602', '0603', '0604'],
  chapters: set('06'),
  contradictedBy: set(
    'artificial', 'fake', 'faux', 'imitation', 'foam', 'plastic', 'silk', 'polyester', 'resin', 'rhinestone', 'felt',
    'crochet', 'crocheted', 'knitted', 'led', 'brooch',
  ),
  source: `${HS_SOURCE}: chapter 6 (live trees and other plants; cut flowers and ornamental foliage), heading 67.02 (artificial flowers, foliage and fruit and parts thereof)`,
  verified: true,
};

/** An article that shows a food (a plush orange bear, a fruit keychain) is no food. Words that also name a food are left out: a charm (cereal), a necklace (of candy), "artificial" (sweeteners) and "imitation" (crab sticks). */
export const NOT_FOOD_RULE: ContextRule = {
  id: 'not-food',
  says: 'the food chapters are for food, and the text names an article that only shows one',
  codes: range(1, 24),
  chapters: set(...range(1, 24)),
  contradictedBy: set(
    'plush', 'embroidered', 'figurine', 'statue', 'keychain', 'keyring', 'sticker', 'decal', 'costume', 'ornament',
    'collectible', 'magnet', 'pendant', 'earring', 'brooch', 'stencil', 'scrapbooking', 'scrapbook', 'mold', 'mould',
  ),
  source: `${HS_SOURCE}: the titles of Sections I–IV (live animals, animal products, vegetable products, fats, prepared foodstuffs)`,
  verified: true,
};

export const CONTEXT_RULES: readonly ContextRule[] = [JEWELLERY_RULE, ARTIFICIAL_PLANT_RULE, NOT_FOOD_RULE];

/**
 * A good made of plastics, leather or ceramics is no food ("cake toppers, acrylic"). Glass, paper, wood, rubber and the
 * textiles are left out: they name foods and plants too ("glass noodles", "rice paper", "wood ear mushrooms", "cotton
 * candy", "rubber plant").
 */
export const FOOD_MATERIAL_RULE: CoherenceRule & { materials: ReadonlySet<string> } = {
  id: 'not-food-material',
  says: 'the food chapters are for food, and the name says the good is made of a material no food is',
  chapters: set(...range(1, 24)),
  materials: set('plastic', 'resin', 'leather', 'ceramic', 'porcelain'),
  source: `${HS_SOURCE}: the titles of Sections I–IV (live animals, animal products, vegetable products, fats, prepared foodstuffs)`,
  verified: true,
};

/**
 * Hand tools, hand-operated appliances, toothbrushes, household articles and non-electric stoves, radiators and lamps are not powered: a text that says
 * its good is electric, cordless or rechargeable names one of the headings that cover the powered kind (84.67 tools with
 * a self-contained motor, 85.09 and 85.10 electro-mechanical domestic appliances, shavers and hair clippers, 85.16
 * electric heaters, 94.05's electric luminaires). Read in the words as written, not their expansions.
 */
export const POWERED_RULE: ContextRule = {
  id: 'powered',
  says: 'the heading covers hand-operated or non-electric goods, and the text says the good is powered',
  codes: [
    '8201', '820210', '8203', '8204', '8205', '8206', '8210', '8211', '8212', '8213', '8214', '8215', '7321', '7322', '940550',
    '9603', '9615', '3922', '3924', '6302', '6911', '6912', '7323', '7615',
  ],
  chapters: set('39', '63', '69', '73', '76', '82', '94', '96'),
  contradictedBy: set('electric', 'electrically', 'electrothermic', 'cordless', 'rechargeable', 'motorized', 'motorised', 'powered'),
  // a colour, not a power source: "electric blue mug"; and a text that says the good is not electric
  unless: /\belectric[\s-]+(?:blue|green|pink|purple|yellow|orange|red|lime)\b|\b(?:non|not)[\s-]?electric/,
  source: `${HS_SOURCE}: headings 82.01–82.06 (hand tools and their sets), 82.10 (hand-operated appliances), 82.11–82.15 (knives, razors, scissors, cutlery), 73.21 and 73.22 (non-electric, not electrically heated), subheading 9405.50 (non-electric luminaires), heading 96.03 (brooms and brushes, "mechanical floor sweepers, not motorised"; 96.15's hair curlers are "other than those of heading 85.16"; electric toothbrushes are 85.09's electro-mechanical domestic appliances, electric hair brushes 85.16); the household articles of 39.22 (shower-baths), 39.24 (tableware and kitchenware), 63.02 (towels), 69.11–69.12 (tableware), 73.23 and 76.15 (kitchen articles); against 84.67, 85.09, 85.10, 85.16 (8516.10 electric showers) and 9405.11–9405.49`,
  verified: true,
};

/** Heading 87.08 is for the parts of the motor vehicles of 87.01–87.05: a motorcycle's or a bicycle's are 87.14. */
export const CYCLE_PARTS_RULE: ContextRule = {
  id: 'cycle-parts',
  says: 'heading 87.08 is for parts of tractors, cars, buses and lorries, and the text names a motorcycle, a bicycle or a scooter (87.14)',
  codes: ['8708'],
  chapters: set('87'),
  contradictedBy: set('motorcycle', 'motorbike', 'moped', 'bicycle', 'bike', 'ebike', 'scooter'),
  source: `${HS_SOURCE}: heading 87.08 (parts and accessories of the motor vehicles of headings 87.01 to 87.05), heading 87.14 (parts and accessories of vehicles of headings 87.11 to 87.13)`,
  verified: true,
};

/** Heading 87.14 is for the parts of motorcycles, bicycles and invalid carriages: a car's are 87.08 or their own heading's. */
export const CAR_NOT_CYCLE_RULE: ContextRule = {
  id: 'car-not-cycle',
  says: 'heading 87.14 is for parts of motorcycles, bicycles and invalid carriages, and 8512.10 for lighting of bicycles, and the text names a car or a lorry',
  codes: ['8714', '851210'],
  chapters: set('87', '85'),
  contradictedBy: set('car', 'automobile', 'auto', 'automotive', 'truck', 'lorry', 'suv', 'van', 'sedan'),
  // "motor vehicle" is the nomenclature's word for cars and lorries (87.01-87.05), not a motorcycle
  contradictedByPhrase: /\bmotor vehicles?\b|\bpassenger vehicles?\b/,
  source: `${HS_SOURCE}: heading 87.14 (parts and accessories of vehicles of headings 87.11 to 87.13), heading 87.08 (parts and accessories of the motor vehicles of headings 87.01 to 87.05), subheadings 8512.10 (lighting or visual signalling equipment of a kind used on bicycles) and 8512.20 (other lighting or visual signalling equipment)`,
  verified: true,
};

/**
 * Lighting of a kind used for cycles and motor vehicles is heading 85.12, whatever its power source: the portable
 * lamps of 85.13 are "other than lighting equipment of heading 85.12", and 94.05 covers luminaires "not elsewhere
 * specified". A bicycle light with its own battery is 8512.10, a car's headlamp 8512.20.
 */
export const VEHICLE_LIGHTING_RULE: ContextRule = {
  id: 'vehicle-lighting',
  says: 'lighting for a bicycle or a motor vehicle is 85.12, and the text names one',
  codes: ['8513', '9405'],
  chapters: set('85', '94'),
  contradictedBy: set(
    'bicycle', 'bike', 'cycling', 'ebike', 'motorcycle', 'motorbike', 'scooter', 'vehicle', 'automobile', 'headlight',
  ),
  // "car" alone may be a night light's shape ("race car night light"); lights for a car or in its interior are its own
  contradictedByPhrase: /\b(?:for|in) (?:the |your |a )?(?:cars?|trucks?|suvs?)\b(?! camping)|\bcar interior\b/,
  source: `${HS_SOURCE}: heading 85.12 (electrical lighting or signalling equipment of a kind used for cycles or motor vehicles), heading 85.13 (portable electric lamps ... other than lighting equipment of heading 85.12), heading 94.05 (luminaires and lighting fittings ... not elsewhere specified or included)`,
  verified: true,
};

/**
 * Household and domestic kinds are named by their heading or subheading: an industrial appliance of the same
 * function is machinery of 84.19 (coffee makers, kettles), 84.18's other refrigerating equipment, 84.22's other
 * dish-washing machines or 84.51's washing machines.
 */
export const INDUSTRIAL_RULE: ContextRule = {
  id: 'industrial',
  says: 'the heading or subheading is for household or domestic goods, and the text says the good is industrial or commercial',
  codes: ['8509', '851660', '851671', '851672', '851679', '841821', '841829', '842211', '8450'],
  chapters: set('84', '85'),
  contradictedBy: set('industrial', 'commercial', 'bakery', 'bakeries', 'restaurant', 'restaurants', 'catering'),
  // a style of design, not of use: "industrial style kettle"; "commercial grade" is praise of a household good
  unless: /\bindustrial[\s-]+(?:style|look|design|chic|loft|vintage|retro)\b|\bcommercial[\s-]+(?:grade|quality)\b/,
  source: `${HS_SOURCE}: heading 85.09 (electro-mechanical domestic appliances), heading 85.16 ("other electro-thermic appliances of a kind used for domestic purposes", 8516.60–8516.79), subheadings 8418.21–8418.29 and 8422.11 (household type), heading 84.50 (household- or laundry-type washing machines); against 84.18, 84.19, 84.22 and 84.51`,
  verified: true,
};

/** 85.09's grinders grind food: an angle grinder, or one with grinding or cutting discs, is a hand tool of 84.67. */
export const WORKSHOP_GRINDER_RULE: ContextRule = {
  id: 'workshop-grinder',
  says: 'heading 85.09 is for domestic appliances, and the text names a workshop tool (an angle grinder, its discs)',
  codes: ['8509'],
  chapters: set('85'),
  contradictedBy: set('angle', 'disc', 'abrasive', 'masonry', 'metalworking', 'welding', 'workshop'),
  source: `${HS_SOURCE}: heading 85.09 (electro-mechanical domestic appliances; 8509.40 food grinders and processors); against 84.67 (tools for working in the hand, with self-contained electric motor; 8467.29 angle grinders) and 84.60 (grinding machines)`,
  verified: true,
};

/** Chapter 94, note 1(a): pneumatic mattresses, pillows and cushions are of chapters 39, 40 or 63 (6306.40), not bedding. */
export const INFLATABLE_RULE: ContextRule = {
  id: 'inflatable',
  says: 'pneumatic or water mattresses, pillows and cushions are excluded from chapter 94, and the text says the good is inflatable',
  codes: ['9403', '9404'],
  chapters: set('94'),
  contradictedBy: set('inflatable', 'pneumatic', 'airbed', 'inflated'),
  source: `${HS_SOURCE}: chapter 94, note 1(a) (pneumatic or water mattresses, pillows or cushions, of chapter 39, 40 or 63), subheading 6306.40 (pneumatic mattresses)`,
  verified: true,
};

/** A lamp one carries in a pocket or a hand runs on its own battery: 85.13's portable lamps, not a luminaire of 94.05. */
export const PORTABLE_LAMP_RULE: ContextRule = {
  id: 'portable-lamp',
  says: 'portable lamps with their own source of energy are 85.13, and the text names a pocket, hand-held, portable, head-worn or miner\'s lamp',
  codes: ['9405'],
  chapters: set('94'),
  contradictedBy: set('pocket', 'handheld', 'flashlight', 'portable', 'headband', 'miner'),
  source: `${HS_SOURCE}: heading 85.13 (portable electric lamps designed to function by their own source of energy), heading 94.05 (luminaires ... not elsewhere specified or included)`,
  verified: true,
};

/** Instant coffee and tea, and their extracts, essences and concentrates, are 21.01, not the beans or leaves of 09.01–09.02. */
export const COFFEE_EXTRACT_RULE: ContextRule = {
  id: 'coffee-extract',
  says: 'coffee and tea of chapter 9 are beans and leaves, and the text names an instant coffee or tea (granules), an extract, an essence, a concentrate or a substitute (21.01)',
  codes: ['0901', '0902'],
  chapters: set('09'),
  contradictedBy: set('instant', 'soluble', 'extract', 'essence', 'concentrate', 'granules', 'granule', 'substitute'),
  source: `${HS_SOURCE}: headings 09.01 (coffee, whether or not roasted or decaffeinated), 09.02 (tea), 21.01 (extracts, essences and concentrates, of coffee, tea or maté)`,
  verified: true,
};

/** Meat and fish in a can are prepared or preserved (chapter 16), not the fresh, frozen or cured goods of chapters 2 and 3. */
/** A food sold by the can ("5 oz Cans, Pack of 12"): canned, whatever the name's head says. */
const CANS_OF = /\b\d+(?:\.\d+)? ?(?:oz|ounce|g|gram|ml|lb)s?\.? (?:cans?|tins?)\b/;

export const PRESERVED_RULE: ContextRule = {
  id: 'preserved',
  says: 'chapter 1 is for live animals, chapters 2 and 3 for fresh, chilled, frozen, salted, dried or smoked meat and fish, and the text says it is prepared, cooked, canned or corned (chapter 16)',
  codes: ['01', '02', '03'],
  chapters: set('01', '02', '03'),
  // roasted, seasoned, marinated or breaded meat and fish are prepared too (16.02, 16.04, 16.05), and an extract of meat is
  // 16.03's; not "grilled": its lemma is "grill", which a raw fillet "for grilling" names too
  contradictedBy: set('canned', 'tinned', 'corned', 'prepared', 'cooked', 'roasted', 'fried', 'marinated', 'seasoned', 'breaded', 'battered', 'extract'),
  contradictedByPhrase: CANS_OF,
  // crustaceans in shell cooked by steaming or boiling stay in chapter 3 (heading 03.06's text)
  unless: /\bin (?:the )?shell\b|\bshell-on\b/,
  source: `${HS_SOURCE}: the titles of chapters 1, 2 and 3, chapter 16 (preparations of meat, of fish, crustaceans or molluscs), headings 16.02, 16.03 (extracts and juices of meat, fish), 16.04, 16.05`,
  verified: true,
};

/**
 * Sugar-free sweets and chewing gum, sweetened with sorbitol, xylitol or the like, are food preparations of 21.06, not
 * sugar confectionery (Explanatory Note to heading 21.06, item (12)).
 */
export const SUGAR_FREE_RULE: ContextRule = {
  id: 'sugar-free',
  says: 'heading 17.04 is for sugar confectionery, and the text says the good is sugar-free (21.06)',
  codes: ['1704'],
  chapters: set('17'),
  contradictedBy: set('sugarless'),
  contradictedByPhrase: /\bsugar[- ]free\b|\bno sugar\b|\bwithout sugar\b/,
  source: 'HS 2022 Explanatory Notes, heading 21.06, item (12) ("sugar-free \'sweets\' ... containing synthetic sweetening agents (e.g., sorbitol) instead of sugar"), as cited in CBP rulings on sugar-free gum (21.06.90); heading 17.04',
  verified: false,
};

/** A clove of garlic is garlic (07.03 or, prepared, chapter 20), not the spice cloves of 09.07. */
export const GARLIC_CLOVE_RULE: ContextRule = {
  id: 'garlic-clove',
  says: 'heading 09.07 is for the spice cloves, and the text says cloves of garlic',
  codes: ['0907'],
  chapters: set('09'),
  contradictedBy: set(),
  contradictedByPhrase: /\bgarlic cloves?\b|\bcloves? of garlic\b/,
  source: `${HS_SOURCE}: heading 09.07 (cloves: whole fruit, cloves and stems), heading 07.03 (onions, shallots, garlic, leeks)`,
  verified: true,
};

export const PREPARED_PRODUCE_RULE: ContextRule = {
  id: 'prepared-produce',
  says: 'chapters 7 and 8 are for vegetables, fruit and nuts fresh, chilled, frozen, provisionally preserved or dried, and the text says they are pickled, canned, marinated, fried or candied (chapter 20)',
  codes: ['07', '08'],
  chapters: set('07', '08'),
  // roasted nuts and vegetables are prepared (20.08, 20.05); salted is not enough: 07.11 has produce in brine
  // chocolate-coated fruit and nuts are chocolate preparations (18.06)
  contradictedBy: set('pickled', 'canned', 'tinned', 'marinated', 'fried', 'roasted', 'candied', 'glace', 'glaced', 'chocolate', 'homogenized', 'homogenised'),
  contradictedByPhrase: CANS_OF,
  // roasted coffee beans are 09.01's, not chapter 7's beans; "raw ... not roasted, salted or otherwise prepared" is
  // raw, but "dry roasted ..., not otherwise prepared" is roasted
  unless: /\bcoffee\b|\b(?:not|neither) (?:roasted|fried|canned|pickled|marinated|candied)\b/,
  source: `${HS_SOURCE}: the titles of chapters 7 and 8, heading 07.11 (provisionally preserved, unsuitable in that state for immediate consumption), chapter 20 (preparations of vegetables, fruit, nuts: headings 20.01 by vinegar, 20.05, 20.06 preserved by sugar, 20.08), heading 18.06 (chocolate and other food preparations containing cocoa)`,
  verified: true,
};

/**
 * Frozen fruit, nuts and vegetables have their own headings (07.10, 08.11): the headings of fresh produce say "fresh
 * or chilled" (07.01–07.09) or "fresh or dried" (08.01–08.10), so a frozen one is not theirs.
 */
export const FROZEN_PRODUCE_RULE: ContextRule = {
  id: 'frozen-produce',
  says: 'headings 07.01–07.09 and 08.01–08.10 are for produce fresh, chilled or dried, and the text says it is frozen (07.10, 08.11)',
  codes: ['0701', '0702', '0703', '0704', '0705', '0706', '0707', '0708', '0709', '0801', '0802', '0803', '0804', '0805', '0806', '0807', '0808', '0809', '0810'],
  chapters: set('07', '08'),
  contradictedBy: set('frozen', 'iqf'),
  // "not dried or frozen" is fresh; frozen yoghurt is no frozen fruit
  unless: /\bnot (?:[a-z]+,? (?:or |nor )?){0,3}frozen\b|\bfrozen (?:yogh?urt|dessert|treat)/,
  source: `${HS_SOURCE}: headings 07.01–07.09 (fresh or chilled), 07.10 (vegetables, uncooked or cooked by steaming or boiling in water, frozen), 08.01–08.10 (fresh or dried), 08.11 (fruit and nuts, uncooked or cooked by steaming or boiling in water, frozen)`,
  verified: true,
};

/**
 * Milk whose fat is replaced by another ("fat-filled milk powder" of skimmed milk and palm oil) is no dairy produce:
 * chapter 4 note 4(b) sends it to 19.01 or 21.06.
 */
export const FILLED_MILK_RULE: ContextRule = {
  id: 'filled-milk',
  says: 'chapter 4 does not cover milk one of whose constituents is replaced by another substance, and the text says its fat is vegetable (19.01, 21.06)',
  codes: ['0401', '0402', '0403', '0404', '0405', '0406'],
  chapters: set('04'),
  contradictedBy: set(),
  contradictedByPhrase: /\bfat[- ]filled\b|\bfilled milk\b|\b(?:palm|vegetable|coconut|soybean|soya|rapeseed) (?:oil|fat)s?\b/,
  source: `HS 2022 nomenclature, chapter 4 note 4(b) ("products obtained from milk by replacing one or more of its natural constituents (for example, butyric fats) by another substance (for example, oleic fats) (heading 19.01 or 21.06)"), read in the chapter notes published by Japan Customs (kanzei.or.jp, HS 2022 chapter 4)`,
  verified: true,
};

/** A defatted soya flour is the solid residue of the oil's extraction (23.04), not a flour of oil seeds (12.08). */
export const DEFATTED_FLOUR_RULE: ContextRule = {
  id: 'defatted-flour',
  says: 'heading 12.08 is for flours of oil seeds, and the text says the oil was extracted from it (the residue is 23.04–23.06)',
  codes: ['1208'],
  chapters: set('12'),
  contradictedBy: set('defatted'),
  // "partially defatted" flours stay in 12.08
  unless: /\bpartially defatted\b/,
  source: `${HS_SOURCE}: heading 12.08 (flours and meals of oil seeds or oleaginous fruits), headings 23.04–23.06 (oil-cake and other solid residues, whether or not ground, resulting from the extraction of vegetable fats or oils); the Explanatory Note to 12.08 on defatted flours was not read here`,
  verified: false,
};

/** Cereal grains pre-cooked ("instant rice") are 19.04's; chapter 10 is for the grain as harvested, hulled or milled. */
export const PRECOOKED_GRAIN_RULE: ContextRule = {
  id: 'precooked-grain',
  says: 'chapter 10 is for cereal grains, and the text says they are pre-cooked (19.04)',
  codes: ['10'],
  chapters: set('10'),
  contradictedBy: set('precooked', 'instant', 'cooked'),
  unless: /\b(?:not|un) ?(?:pre-?)?cooked\b/,
  source: `${HS_SOURCE}: chapter 10 (cereals), heading 19.04 ("cereals (other than maize (corn)) in grain form ... pre-cooked or otherwise prepared, not elsewhere specified or included")`,
  verified: true,
};

/**
 * Yeast extracts and autolysates are food preparations of 21.06, not yeasts of 21.02: CBP rulings HQ 952787 (1993) and
 * NY 894832 (1994) on autolyzed yeast extracts.
 */
export const YEAST_EXTRACT_RULE: ContextRule = {
  id: 'yeast-extract',
  says: 'heading 21.02 is for yeasts, and the text names an extract or autolysate of yeast (21.06)',
  codes: ['2102'],
  chapters: set('21'),
  contradictedBy: set('extract', 'autolyzed', 'autolysed', 'autolysate', 'autolyzate'),
  source: `${HS_SOURCE}: headings 21.02 (yeasts, active or inactive) and 21.06 (food preparations not elsewhere specified); CBP rulings HQ 952787 and NY 894832 (autolyzed yeast extracts, 2106.90)`,
  verified: true,
};

/** "PU leather", "faux leather", plastics embossed to simulate leather: no leather, so no article of leather of 42.03. */
export const IMITATION_LEATHER_RULE: ContextRule = {
  id: 'imitation-leather',
  says: 'heading 42.03 is for apparel and clothing accessories of leather or composition leather, and the text says the leather is an imitation',
  codes: ['4203'],
  chapters: set('42'),
  contradictedBy: set('leatherette'),
  contradictedByPhrase: /\b(?:pu|faux|imitation|vegan|synthetic|artificial|fake|polyurethane|pvc|vinyl)[\s-]+leather\b|\bsimulat\w* leather\b|\bleather[\s-]look\b/,
  source: `${HS_SOURCE}: heading 42.03 (articles of apparel and clothing accessories, of leather or of composition leather), 39.26 (other articles of plastics, 3926.20 articles of apparel and clothing accessories), 41.15 (composition leather: with a basis of leather or leather fibre, which plastics are not)`,
  verified: true,
};

/** An instrument whose sound is produced or amplified electrically is 92.07's: an electronic drum kit is no drum of 92.06. */
export const ELECTRIC_INSTRUMENT_RULE: ContextRule = {
  id: 'electric-instrument',
  says: 'headings 92.01–92.06 are for instruments that sound acoustically, and the text says this one sounds electronically (92.07)',
  codes: ['9201', '9202', '9205', '9206'],
  chapters: set('92'),
  contradictedBy: set('electronic', 'electric', 'digital'),
  // an acoustic-electric guitar is an acoustic guitar with a pickup; toy words are the toy rule's
  unless: /\bacoustic[\s-]electric\b|\belectro[\s-]acoustic\b|\bnon[\s-]?electric\b/,
  source: `${HS_SOURCE}: heading 92.07 (musical instruments, the sound of which is produced, or must be amplified, electrically), headings 92.01, 92.02, 92.05, 92.06`,
  verified: true,
};

/** A sensor of a car is an instrument of chapter 90 (or a good of 85), not a part of 87.08: Section XVII excludes them. */
export const VEHICLE_SENSOR_RULE: ContextRule = {
  id: 'vehicle-sensor',
  says: 'heading 87.08 is for parts of motor vehicles, and Section XVII excludes instruments of chapter 90 and electrical goods of 85: the text names a sensor',
  codes: ['8708'],
  chapters: set('87'),
  contradictedBy: set('sensor', 'sensors'),
  clauseOnly: true,
  source: `${HS_SOURCE}: Section XVII note 2 (the expression "parts and accessories" does not apply to electrical machinery or equipment of chapter 85 or to articles of chapter 90), headings 90.25, 90.26, 90.27 (oxygen sensors: gas analysis, 9027.10), 90.29, 90.31`,
  verified: true,
};

/**
 * A part of a railway vehicle or an aircraft is no part of a motor vehicle: 87.08 is for the motor vehicles of 87.01 to
 * 87.05, and the parts of rolling stock and aircraft have their own headings (86.07, 88.07).
 */
export const OTHER_VEHICLE_PART_RULE: ContextRule = {
  id: 'other-vehicle-part',
  says: 'heading 87.08 is for parts of the motor vehicles of headings 87.01 to 87.05, and the text says a railway vehicle or an aircraft, whose parts are 86.07 and 88.07',
  codes: ['8708'],
  chapters: set('87'),
  contradictedBy: set('railway', 'railroad', 'locomotive', 'tramway', 'aircraft', 'aeroplane', 'airplane', 'helicopter'),
  // "aircraft-grade aluminium" says how strong a car part's metal is, not what it is for
  unless: /\b(?:aircraft|aerospace|aviation)[\s-]+(?:grade|quality|alumin)/,
  source: `${HS_SOURCE}: headings 87.08 ("parts and accessories of the motor vehicles of headings 87.01 to 87.05"), 86.07 and 88.07, Section XVII note 3; CBP NY E83586 and NY G88073 (parts of aircraft seat belt assemblies: 8803.30, now 8807.30)`,
  verified: true,
};

/** A live animal is chapter 1's (live fish and crustaceans 3's): "chickens, live" is no meat of 02.07. */
export const LIVE_ANIMAL_RULE: ContextRule = {
  id: 'live-animal',
  says: 'chapters 2 and 16 are for meat and its preparations, and the text says the animal is alive (chapter 1, or 3 for fish and crustaceans)',
  codes: ['02', '16'],
  chapters: set('02', '16'),
  contradictedBy: set('live', 'alive', 'living'),
  source: `${HS_SOURCE}: the titles of chapters 1 (live animals), 2 (meat and edible meat offal) and 16 (preparations of meat, of fish ...); headings 03.01 (live fish), 03.06 (crustaceans, live)`,
  verified: true,
};

/** A garment of furskin ("a coat of mink furskins") is an article of furskin of 43.03: Section XI leaves it out. */
export const FURSKIN_RULE: ContextRule = {
  id: 'furskin',
  says: 'chapters 61 and 62 are for garments of textiles, and the text says this one is of furskin (43.03)',
  codes: ['61', '62'],
  chapters: set('61', '62'),
  contradictedBy: set('furskin', 'furskins', 'mink'),
  // faux or imitation fur is knitted or woven pile: a garment of it stays in 61 or 62
  unless: /\b(?:faux|imitation|artificial|fake|synthetic)\b/,
  source: `${HS_SOURCE}: heading 43.03 (articles of apparel, clothing accessories and other articles of furskin); Section XI note 1 (the section does not cover furskins or articles of furskin of 43.03)`,
  verified: true,
};

/** Petroleum jelly put up for the skin or the lips is a skin-care preparation of 33.04 (chapter 33 note 3), not 27.12's. */
export const SKIN_JELLY_RULE: ContextRule = {
  id: 'skin-jelly',
  says: 'heading 27.12 is for petroleum jelly as such, and the text says it is put up for the skin or the lips (33.04)',
  codes: ['2712'],
  chapters: set('27'),
  // not "cosmetic": a drum of petroleum jelly "for use in manufacturing cosmetics" is the jelly as such
  contradictedBy: set('skin', 'lip', 'lips', 'chapped', 'moisturizing', 'moisturising', 'baby', 'diaper', 'nappy'),
  source: `${HS_SOURCE}: heading 27.12 (petroleum jelly), heading 33.04 (preparations for the care of the skin); chapter 33 note 3 (goods suitable for use as such and put up in packings for retail sale for that use)`,
  verified: true,
};

/**
 * Orthotic insoles with a rigid shell that corrects the foot are orthopaedic appliances of 90.21; soft "orthotic" gel
 * or foam insoles stay removable in-soles of 64.06 (two labelled marketplace insoles say so).
 */
export const ORTHOTIC_RULE: ContextRule = {
  id: 'orthotic',
  says: 'heading 64.06 is for parts of footwear, removable in-soles among them, and the text says the in-sole is a rigid orthotic that corrects the foot (90.21)',
  codes: ['6406'],
  chapters: set('64'),
  contradictedBy: set(),
  contradictedByPhrase: /\b(?:orthotic|orthopa?edic)s?\b(?=[^.]*\b(?:shell|rigid|semi-rigid|correct\w*|custom|prescription)\b)/,
  source: `${HS_SOURCE}: heading 64.06 (parts of footwear; removable in-soles, heel cushions and similar articles), heading 90.21 (orthopaedic appliances, 9021.10); where customs draw the line between the two (a rigid, corrective shell) was not read in a ruling here`,
  verified: false,
};

/** A balance of a sensitivity of 5 cg or better is 90.16's: heading 84.23 excludes it ("a 0.01 g jewellery scale"). */
export const PRECISION_BALANCE_RULE: ContextRule = {
  id: 'precision-balance',
  says: 'heading 84.23 excludes balances of a sensitivity of 5 cg or better, and the text says this one reads to 0.05 g or finer (90.16)',
  codes: ['8423'],
  chapters: set('84'),
  contradictedBy: set(),
  contradictedByPhrase: /\b0\.0[0-5]\d*\s?(?:g|grams?)\b|\b0\.00\d*\s?(?:g|grams?)\b/,
  source: `${HS_SOURCE}: heading 84.23 (weighing machinery, excluding balances of a sensitivity of 5 cg or better), heading 90.16 (balances of a sensitivity of 5 cg or better)`,
  verified: true,
};

/** Tools of chapter 82 have a working part of base metal: a shovel with a plastic blade or an all-plastic one is not theirs. */
export const TOOL_WORKING_PART_RULE: ContextRule = {
  id: 'tool-working-part',
  says: 'chapter 82 is for tools whose working part is of base metal, and the text says the blade, head or scoop is of plastics, wood or rubber',
  codes: ['8201', '8202', '8203', '8204', '8205', '8211', '8214', '8215'],
  chapters: set('82'),
  contradictedBy: set(),
  contradictedByPhrase: /\b(?:all|entirely|wholly)[\s-](?:plastics?|wood|wooden)\b|\b(?:plastic|polypropylene|polyethylene|nylon|wooden|wood|bamboo|silicone|rubber) (?:blade|head|scoop)\b/,
  source: `${HS_SOURCE}: chapter 82 note 1 (tools with a blade, working edge, working surface or other working part of base metal, carbides or cermets, precious or semi-precious stones, or abrasives on a base-metal support)`,
  verified: true,
};

/** Binders and folders of 48.20 are of paper or paperboard: covers of polypropylene or PVC make one of plastics (39.26). */
export const PLASTIC_BINDER_RULE: ContextRule = {
  id: 'plastic-binder',
  says: 'heading 48.20 is for binders and folders of paper or paperboard, and the text says the covers are of plastics (39.26)',
  codes: ['4820'],
  chapters: set('48'),
  contradictedBy: set(),
  contradictedByPhrase: /\bcovers? (?:made )?of (?:[\d.]+ ?mm )?(?:polypropylene|pvc|polyvinyl chloride|plastics?)\b|\b(?:polypropylene|pvc|plastic|poly) (?:covers?|binders?|folders?)\b/,
  source: `${HS_SOURCE}: heading 48.20 (registers, ... binders (loose-leaf or other), folders, file covers ... of paper or paperboard), subheading 3926.10 (office or school supplies of plastics)`,
  verified: true,
};

/** Dentists', barbers' and similar chairs have their own heading (94.02): they are no seats of 94.01. */
export const PROFESSIONAL_CHAIR_RULE: ContextRule = {
  id: 'professional-chair',
  says: 'heading 94.01 is for seats, and the text names a dentist\'s or a barber\'s chair (94.02)',
  codes: ['9401'],
  chapters: set('94'),
  contradictedBy: set('dental', 'dentist', 'dentists', 'barber', 'barbers', 'barbershop'),
  source: `${HS_SOURCE}: heading 94.01 (seats, other than those of heading 94.02), heading 94.02 (medical, surgical, dental or veterinary furniture; dentists', barbers' or similar chairs)`,
  verified: true,
};

/** Clocks made to be fitted in a vehicle's, an aircraft's or a vessel's instrument panel are 91.04's. */
export const PANEL_CLOCK_RULE: ContextRule = {
  id: 'panel-clock',
  says: 'headings 91.03 and 91.05 are for other clocks, and the text says this one is fitted in a dashboard or an instrument panel (91.04)',
  codes: ['9103', '9105'],
  chapters: set('91'),
  contradictedBy: set('dashboard'),
  contradictedByPhrase: /\binstrument panels?\b/,
  source: `${HS_SOURCE}: heading 91.04 (instrument panel clocks and clocks of a similar type for vehicles, aircraft, spacecraft or vessels), headings 91.03 and 91.05`,
  verified: true,
};

/** A plate made only for display ("for wall display, not for food use") is an ornamental article of 69.13, not tableware. */
export const ORNAMENTAL_CERAMIC_RULE: ContextRule = {
  id: 'ornamental-ceramic',
  says: 'headings 69.11 and 69.12 are for tableware and kitchenware, and the text says the article is for display only (69.13)',
  codes: ['6911', '6912'],
  chapters: set('69'),
  contradictedBy: set('ornamental'),
  contradictedByPhrase: /\bnot (?:for|intended for) (?:food|eating|table)\b|\bfor (?:wall )?display\b|\bwall[\s-](?:display|hanging|decor)\b/,
  source: `${HS_SOURCE}: headings 69.11 and 69.12 (tableware, kitchenware, other household articles), heading 69.13 (statuettes and other ornamental ceramic articles)`,
  verified: true,
};

/** A coffee grinder turned by a crank is a hand-operated appliance of 82.10: 85.09's have a self-contained electric motor. */
export const HAND_OPERATED_RULE: ContextRule = {
  id: 'hand-operated',
  says: 'heading 85.09 is for electro-mechanical domestic appliances with a self-contained electric motor, and the text says this one is worked by hand (82.10)',
  codes: ['8509'],
  chapters: set('85'),
  contradictedBy: set(),
  contradictedByPhrase: /\bhand[\s-]operated\b|\bcrank handle\b|\bhand[\s-]crank(?:ed)?\b|\bmanually operated\b|\bmanual (?:coffee |burr |salt |pepper )?(?:grinder|mill|juicer|slicer|mixer|whisk)\b/,
  source: `${HS_SOURCE}: heading 85.09 (electro-mechanical domestic appliances, with self-contained electric motor), heading 82.10 (hand-operated mechanical appliances, weighing 10 kg or less, used in the preparation, conditioning or serving of food or drink)`,
  verified: true,
};

/** Benzene or naphthalene of 99 % purity is a separate chemically defined compound (chapter 29): chapter 27 leaves them out. */
export const DEFINED_COMPOUND_RULE: ContextRule = {
  id: 'defined-compound',
  says: 'chapter 27 does not cover separate chemically defined organic compounds, and the text says the product is 95 % pure or purer (chapter 29)',
  codes: ['2707', '2710'],
  chapters: set('27'),
  contradictedBy: set(),
  contradictedByPhrase: /\b(?:9[5-9](?:\.\d+)?|100) ?% ?(?:pure|purity|min\.?|minimum|assay)\b|\bpurity (?:of )?(?:9[5-9]|100)(?:\.\d+)? ?%/,
  source: `${HS_SOURCE}: chapter 27 note 1(a) (the chapter does not cover separate chemically defined organic compounds, other than pure methane and propane, 27.11); headings 27.07 (products of the distillation of coal tar), 29.02 (cyclic hydrocarbons: benzene 2902.20)`,
  verified: true,
};

/** Acid-activated bentonite ("bleaching earth") is an activated natural mineral product of 38.02, not the clay of 25.08. */
export const ACTIVATED_MINERAL_RULE: ContextRule = {
  id: 'activated-mineral',
  says: 'heading 25.08 is for clays, and the text says this one is activated (38.02)',
  codes: ['2508'],
  chapters: set('25'),
  contradictedBy: set('activated'),
  unless: /\b(?:not|non|un)[\s-]?activated\b/,
  source: `${HS_SOURCE}: heading 25.08 (other clays, bentonite 2508.10), heading 38.02 (activated carbon; activated natural mineral products)`,
  verified: true,
};

/** An emery board is abrasive on a paperboard support (68.05): a manicure implement of 82.14 has a working part of base metal. */
export const EMERY_BOARD_RULE: ContextRule = {
  id: 'emery-board',
  says: 'heading 82.14 is for manicure implements of base metal, and the text says the file is an emery board or an abrasive of a grit (68.05)',
  codes: ['8214'],
  chapters: set('82'),
  contradictedBy: set('emery', 'grit'),
  // a metal file "with emery coating" is still of base metal
  unless: /\b(?:steel|metal|stainless|glass|crystal)\b/,
  source: `${HS_SOURCE}: chapter 82 note 1 (working part of base metal), heading 82.14 (manicure or pedicure sets and instruments, including nail files), heading 68.05 (natural or artificial abrasive powder or grain, on a base of textile material, of paper, of paperboard or of other materials)`,
  verified: true,
};

/** Porcelain and china tableware is 69.11's; 69.12 is for ceramic tableware "other than porcelain or china". */
export const PORCELAIN_RULE: ContextRule = {
  id: 'porcelain',
  says: 'heading 69.12 is for ceramic tableware other than of porcelain or china, and the text says porcelain or china',
  codes: ['6912'],
  chapters: set('69'),
  contradictedBy: set('porcelain'),
  contradictedByPhrase: /\b(?:bone|fine) china\b/,
  source: `${HS_SOURCE}: heading 69.11 (tableware, kitchenware, other household articles and toilet articles, of porcelain or china), heading 69.12 (ceramic tableware ... other than of porcelain or china)`,
  verified: true,
};

/**
 * A container is classified with the goods it holds (GRI 5(b)), so "wine bottles" may be wine; an empty one holds
 * nothing and is the container itself (70.10, 39.23, 73.10).
 */
export const EMPTY_CONTAINER_RULE: ContextRule = {
  id: 'empty-container',
  says: 'chapters 15, 20–22 and 33 are for the foods, drinks, oils and toiletries themselves, and the text says the container is empty',
  codes: ['15', '20', '21', '22', '33'],
  chapters: set('15', '20', '21', '22', '33'),
  contradictedBy: set('empty'),
  source: `${HS_SOURCE}: General Interpretative Rule 5(b) (packing materials and containers presented with the goods are classified with them), heading 70.10 (carboys, bottles, flasks, jars ... of glass, of a kind used for the conveyance or packing of goods), 39.23, 73.10`,
  verified: true,
};

/**
 * Footwear is worn: a name that also names a toiletry, a cosmetic or a medicine is that good, whatever footwear word it
 * has (the brand of a UK chemist's own products is "Boots": "boots ingredients hyaluronic acid serum").
 */
export const NOT_FOOTWEAR_RULE: ContextRule = {
  id: 'not-footwear',
  says: "chapter 64 is for footwear, and the text names a toiletry, a cosmetic or a medicine, or a machine's shoe",
  codes: ['64'],
  chapters: set('64'),
  contradictedBy: set(
    'shampoo', 'conditioner', 'serum', 'hairspray', 'vitamin', 'calcium', 'supplement', 'tablet', 'capsule', 'plaster',
    'wipe', 'moisturiser', 'moisturizer', 'cleanser', 'mascara', 'makeup', 'lipstick', 'toothpaste', 'mouthwash',
    'lotion', 'wash', 'hyaluronic', 'salicylic', 'peptide', 'retinol', 'spf', 'sunscreen', 'sterilising', 'sterilizing',
    'nappy', 'nappies', 'perfume', 'cosmetic',
  ),
  // a machine's or a horse's "shoe" is no footwear: brake shoes (87.08), float shoes (84.31), horseshoes (73.26)
  contradictedByPhrase: /\b(?:brake|float|guide|casing|drill|drilling|horse|pipe|clutch|cable|tripod|hot|flash|mounting) shoes?\b/,
  source: `${HS_SOURCE}: chapter 64 (footwear, gaiters and the like), chapters 30 (pharmaceutical products), 33 (essential oils, perfumery, cosmetic or toilet preparations), 34.01 (soap), 96.19 (sanitary towels and napkins)`,
  verified: true,
};

/** A virtual-reality headset or glasses show images: no headphones (85.18) and no glassware (chapter 70). */
export const VIRTUAL_REALITY_RULE: ContextRule = {
  id: 'virtual-reality',
  says: 'headphones are for sound and glassware is glass, and the text names a virtual-reality device',
  codes: ['8518', '70'],
  chapters: set('85', '70'),
  // "virtual" alone is a headset's surround sound; "virtual reality" says "reality"
  contradictedBy: set('vr', 'reality', 'metaverse', 'oculus'),
  source: `${HS_SOURCE}: heading 85.18 (microphones, loudspeakers, headphones and earphones), chapter 70 (glass and glassware); against 85.28 (monitors and projectors), 90.04 (goggles), 95.04 (video game consoles)`,
  verified: true,
};

/** 87.08's radiators cool a vehicle's engine: a radiator that heats a room or a towel is 73.22 or 85.16. */
export const HEATING_RADIATOR_RULE: ContextRule = {
  id: 'heating-radiator',
  says: "87.08's radiators cool a motor vehicle's engine, and the text names a radiator that heats",
  codes: ['870891'],
  chapters: set('87'),
  contradictedBy: set('electric', 'heating', 'heater', 'towel', 'panel', 'convector', 'column', 'central'),
  source: `${HS_SOURCE}: subheading 8708.91 (radiators and parts thereof, of motor vehicles), heading 73.22 (radiators for central heating, not electrically heated), subheading 8516.29 (other electric space heating apparatus)`,
  verified: true,
};

/** Chapter 96, note 1(a): pencils for cosmetic or toilet uses are chapter 33's make-up, not 96.09's pencils or crayons. */
export const COSMETIC_PENCIL_RULE: ContextRule = {
  id: 'cosmetic-pencil',
  says: 'pencils for cosmetic or toilet uses are excluded from chapter 96, and the text names a cosmetic one',
  codes: ['9609'],
  chapters: set('96'),
  contradictedBy: set('eyeliner', 'eyebrow', 'brow', 'lip', 'lipliner', 'kohl', 'makeup', 'cosmetic', 'concealer', 'eyeshadow'),
  source: `${HS_SOURCE}: chapter 96, note 1(a) (pencils for cosmetic or toilet uses, chapter 33), heading 96.09 (pencils, crayons, pencil leads), subheading 3304.20 (eye make-up preparations)`,
  verified: true,
};

/** A cigarette or a tobacco said to be electronic is an electronic cigarette (85.43) or its liquid (24.04). */
export const ELECTRONIC_CIGARETTE_RULE: ContextRule = {
  id: 'electronic-cigarette',
  says: 'cigarettes and manufactured tobacco are smoked, and the text says the good is electronic or a vape',
  codes: ['2402', '2403'],
  chapters: set('24', '85'),
  contradictedBy: set('electronic', 'vape', 'vaping', 'vaporizer', 'vaporiser', 'ecig', 'ecigarette'),
  source: `${HS_SOURCE}: headings 24.02 and 24.03 (cigars, cigarettes, other manufactured tobacco), heading 24.04 (products for inhalation without combustion), subheading 8543.40 (electronic cigarettes and similar personal electric vaporising devices)`,
  verified: true,
};

/** 84.67 is for tools worked in the hand that are pneumatic or have a motor, 84.29 and 84.33 for machines: 82.01–82.05 for tools worked by hand alone. */
export const MOTOR_TOOL_RULE: ContextRule = {
  id: 'motor-tool',
  says: 'hand tools of 82.01–82.05 are worked by hand, and the text says the tool is pneumatic, runs on petrol or is a machine',
  codes: ['8201', '820210', '8203', '8204', '8205'],
  chapters: set('82'),
  contradictedBy: set('pneumatic', 'petrol', 'gasoline', 'mechanical', 'tractor', 'tedder', 'windrower'),
  source: `${HS_SOURCE}: headings 82.01–82.05 (hand tools), heading 84.67 (tools for working in the hand, pneumatic, hydraulic or with self-contained electric or non-electric motor), heading 84.29 ("mechanical shovels"), heading 84.33 (mowers, tedders, hay rakes and other haymaking machinery)`,
  verified: true,
};

/** Chapter 93 is for arms: a nail, glue, spray, heat or massage gun is a tool or an appliance, a water gun a toy. */
export const NOT_A_WEAPON_RULE: ContextRule = {
  id: 'not-a-weapon',
  says: 'chapter 93 is for arms and ammunition, and the text names a tool, an appliance or a toy called a gun',
  codes: ['9301', '9302', '9303', '9304'],
  chapters: set('93'),
  contradictedBy: set(
    'nail', 'nailer', 'staple', 'stapler', 'glue', 'caulk', 'caulking', 'sealant', 'silicone', 'spray', 'paint', 'grease',
    'heat', 'massage', 'massager', 'tattoo', 'soldering', 'solder', 'rivet', 'riveter', 'temperature', 'thermometer',
    'infrared', 'label', 'price', 'barcode', 'water', 'bubble', 'toy', 'nerf', 'foam',
  ),
  source: `${HS_SOURCE}: chapter 93 (arms and ammunition) and its note 1 (toys are chapter 95); against 84.67 (nail guns), 84.24 (spray and grease guns), 82.05 (caulking guns), 85.15 (soldering guns), 85.16 (hot-air guns), 90.19 (massage), 90.25 (thermometers), 95.03 (toys)`,
  verified: true,
};

/**
 * A container, a part, a machine or an instrument named by the fuel it holds, burns or detects is no fuel: "petrol
 * can", "petrol mower", "LPG gas sensor".
 */
export const FUEL_ARTICLE_RULE: ContextRule = {
  id: 'fuel-article',
  says: 'headings 27.10 and 27.11 are for the oils and gases themselves, and the text names a container, a part, a machine or an instrument for them',
  codes: ['2710', '2711'],
  chapters: set('27'),
  contradictedBy: set(
    'can', 'jerrycan', 'tank', 'cap', 'filter', 'hose', 'pipe', 'pump', 'gauge', 'funnel', 'siphon', 'nozzle', 'additive',
    'generator', 'mower', 'strimmer', 'trimmer', 'chainsaw', 'blower', 'outboard', 'heater', 'stove', 'lantern', 'scooter',
    'sensor', 'detector', 'alarm', 'regulator', 'valve', 'burner', 'module', 'cylinder',
  ),
  // "engine oil for motorcycle 4-stroke scooter", "2-stroke oil for chainsaws": the machine is the oil's use
  clauseOnly: true,
  // so it is in "chainsaw lube", "lantern oil", "outboard motor oil": the machine's name qualifies the oil
  unless: /\b(?:mower|strimmer|trimmer|chainsaw|blower|outboard(?: motor)?|heater|stove|lantern|scooter|generator) (?:oil|lube|lubricant|fuel)\b/,
  source: `${HS_SOURCE}: headings 27.10 (petroleum oils and oils obtained from bituminous minerals) and 27.11 (petroleum gases); against 90.27 (gas analysers), 85.31 (alarms), 84.81 (valves and regulators), 73.11 (gas cylinders), 73.10 and 39.23 (cans), 84.07 and 84.08 (engines), 84.13 (pumps), 84.21 (filters), 84.33 (mowers), 84.67 (tools with a non-electric motor), 85.02 (generating sets), 73.21 (non-electric stoves and heaters), 38.11 (additives for mineral oils)`,
  verified: true,
};

/** Petrol (light oils, 2710.12) is no engine oil: a petrol engine or motor is chapter 84's. */
export const PETROL_ENGINE_RULE: ContextRule = {
  id: 'petrol-engine',
  says: 'subheading 2710.12 is for light oils (petrol), and the text names an engine or a motor',
  codes: ['271012'],
  chapters: set('27'),
  contradictedBy: set('engine', 'motor'),
  source: `${HS_SOURCE}: subheading 2710.12 (light oils and preparations), subheading 2710.19 (other: lubricating oils), headings 84.07 and 84.08 (engines)`,
  verified: true,
};

/** 85.16's heaters, cookers and water heaters are electric: one that burns gas or oil is 73.21's or 84.19's. */
export const FUEL_HEATER_RULE: ContextRule = {
  id: 'fuel-heater',
  says: 'heading 85.16 is for electric appliances, and the text says the good burns a fuel',
  codes: ['8516'],
  chapters: set('85'),
  contradictedBy: set('gas', 'propane', 'butane', 'lpg', 'kerosene', 'paraffin', 'petrol', 'gasoline', 'diesel', 'charcoal'),
  source: `${HS_SOURCE}: heading 85.16 (electric instantaneous or storage water heaters, electric space heating apparatus, electro-thermic appliances); against 73.21 (stoves, ranges, heaters, non-electric) and 84.19 (instantaneous water heaters, non-electric, 8419.11)`,
  verified: true,
};

/** A cap or a lid that closes a tank, a bottle or a pipe, or a part's cap, is no headgear. */
export const NOT_HEADGEAR_RULE: ContextRule = {
  id: 'not-headgear',
  says: 'chapter 65 is for headgear, and the text names a cap that closes or covers a container or a part',
  codes: ['6505', '6506', '6507'],
  chapters: set('65'),
  contradictedBy: set('tank', 'fuel', 'petrol', 'valve', 'lens', 'bottle', 'radiator', 'hub', 'pipe', 'tyre', 'tire', 'jar', 'screw', 'filler', 'distributor'),
  source: `${HS_SOURCE}: chapter 65 (headgear and parts thereof); against 83.09 (stoppers, caps and lids of base metal), 39.23 (stoppers, lids and caps of plastics), 87.08 (parts of motor vehicles), 90.02 (lens caps, parts of optical elements)`,
  verified: true,
};

/** A candle that is electric is a luminaire (94.05): 34.06's candles are of wax and burn. */
/** 9405.50 is for non-electric luminaires: an LED, battery or solar lantern or candle is one of the electric ones. */
export const NON_ELECTRIC_LUMINAIRE_RULE: ContextRule = {
  id: 'non-electric-luminaire',
  says: 'subheading 9405.50 is for non-electric luminaires, and the text says the light is an LED, battery or solar one',
  codes: ['940550'],
  chapters: set('94'),
  contradictedBy: set('led', 'leds', 'flameless', 'battery', 'batteries', 'solar', 'usb', 'bulb', 'bulbs'),
  source: `${HS_SOURCE}: subheading 9405.50 (non-electrical luminaires and lighting fittings), 9405.11–9405.49 (electric)`,
  verified: true,
};

export const ELECTRIC_CANDLE_RULE: ContextRule = {
  id: 'electric-candle',
  says: 'candles of 34.06 and their wicks (59.08) burn, and the text says the candle is electric',
  codes: ['3406', '5908'],
  chapters: set('34', '59'),
  contradictedBy: set('led', 'flameless', 'battery', 'electric', 'electronic', 'rechargeable'),
  source: `${HS_SOURCE}: heading 34.06 (candles, tapers and the like), heading 59.08 (textile wicks for candles), heading 94.05 (luminaires and lighting fittings, 9405.42 for other LED luminaires)`,
  verified: true,
};

/**
 * A tablet that purifies water, cleans a dishwasher or softens water is a chemical preparation, a vitamin tablet or
 * "30 tablets" a medicine or a supplement: no tablet computer, which is never counted by the tens.
 */
export const CHEMICAL_TABLET_RULE: ContextRule = {
  id: 'chemical-tablet',
  says: 'heading 84.71 is for computers, and the text names a tablet of a chemical preparation or a medicine',
  codes: ['8471'],
  chapters: set('84'),
  contradictedBy: set(
    'purification', 'purifying', 'chlorine', 'dishwasher', 'descaling', 'descaler', 'denture', 'effervescent', 'cleaning',
    'disinfectant', 'disinfecting', 'sterilising', 'sterilizing', 'fertilizer', 'fertiliser', 'softener', 'toilet',
    'vitamin', 'multivitamin', 'supplement', 'paracetamol', 'ibuprofen', 'aspirin', 'probiotic', 'chewable', 'caplet',
  ),
  contradictedByPhrase: /\b\d+\s*(?:x\s*)?(?:tablets|tabs)\b|\b\d+\s*mg\b/,
  source: `${HS_SOURCE}: heading 84.71 (automatic data processing machines, 8471.30 portable ones); against 30.04 (medicaments in measured doses), 21.06 (food supplements), 38.08 (disinfectants), 34.02 (washing and cleaning preparations), 33.06 (preparations for denture cleaning), 31.05 (fertilisers in tablets), 25.01 (salt)`,
  verified: true,
};

/**
 * "Zinc tablets", "melatonin tablets": tablets in the plural are doses (of a medicine, a supplement, a chemical).
 * A tablet computer's text says a computer's words (a screen size, a system, memory); without any, 84.71 is out.
 * Measured (issue 34): no labelled text of the tune part or HMRC's references says "tablets" of a computer but
 * HMRC's "tablets (computers)", which says it.
 */
export const COUNTED_TABLETS_RULE: ContextRule = {
  id: 'counted-tablets',
  says: 'heading 84.71 is for computers, and the text names tablets, in the plural, with no word of a computer: doses of a medicine, a supplement or a chemical',
  codes: ['8471'],
  chapters: set('84'),
  contradictedBy: set(),
  contradictedByPhrase: /\btablets\b/,
  unless: /\b(?:inch|inches|android|ios|ipad|ipads|wi-?fi|lte|4g|5g|\d+gb|gb|tb|computers?|pc|screen|display|lcd|ips|octa|quad|core|ram|rom|windows|kids|drawing|graphics?|writing|stylus|keyboard|cpu|processor)\b/,
  source: `${HS_SOURCE}: heading 84.71 (automatic data processing machines, 8471.30 portable ones); against 30.04 (medicaments in measured doses), 21.06 (food supplements), 38.08, 34.02, 31.05 (goods in tablets)`,
  verified: true,
};

/** A stroller for a dog or a cat is no baby carriage: 87.15 is for children, a pet's is another vehicle pushed by hand (87.16). */
export const PET_CARRIAGE_RULE: ContextRule = {
  id: 'pet-carriage',
  says: 'heading 87.15 is for baby carriages, and the text names a pet',
  codes: ['8715'],
  chapters: set('87'),
  contradictedBy: set('pet', 'dog', 'cat', 'puppy', 'kitten', 'doggy'),
  source: `${HS_SOURCE}: heading 87.15 (baby carriages and parts thereof); 87.16 (other vehicles, not mechanically propelled)`,
  verified: true,
};

/** A fresh-cut fir is a natural Christmas tree, chapter 6's (06.04): 95.05 is for festive articles, artificial trees among them. */
export const NATURAL_TREE_RULE: ContextRule = {
  id: 'natural-tree',
  says: 'heading 95.05 is for festive articles such as artificial Christmas trees, and the text names a fresh-cut or real tree',
  codes: ['9505'],
  chapters: set('95'),
  contradictedBy: set('fresh', 'freshly', 'fir'),
  unless: /\b(?:artificial|fake|faux|pvc|plastic|pre-?lit|led)\b/,
  source: `${HS_SOURCE}: heading 06.04 (foliage, branches ... fresh, dried ...), 0604.20 fresh; heading 95.05 (festive, carnival or other entertainment articles)`,
  verified: true,
};

/**
 * Napkins (diapers) of any material are 96.19's: Section XI excludes them (note 1(u) of HS 2022), so a cloth diaper
 * knitted of cotton is no babies' garment. A diaper's bag, cover or pail is another good.
 */
export const DIAPER_RULE: ContextRule = {
  id: 'diaper',
  says: 'the textile chapters exclude napkins (diapers) and napkin liners, which are 96.19\'s of any material',
  codes: ['50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63'],
  chapters: set('96'),
  contradictedBy: set('diaper', 'nappy'),
  unless: /\b(?:diaper|nappy|nappies)s? (?:bags?|backpacks?|covers?|pails?|caddy|caddies|changing|cream|rash|stackers?|organi[sz]ers?|pins?|clutch|pouch(?:es)?|totes?)\b/,
  clauseOnly: true,
  source: 'HS 2022 Section XI, note 1(u) (articles of chapter 96 such as sanitary towels, tampons, napkins (diapers) and napkin liners); heading 96.19 (of any material)',
  verified: true,
};

/** A toy for a dog or a cat is no toy of 95.03, which is for persons' amusement: it is an article of its material. */
export const PET_TOY_RULE: ContextRule = {
  id: 'pet-toy',
  says: 'heading 95.03 is for toys for the amusement of persons, and the text names a toy for a pet',
  codes: ['9503'],
  chapters: set('95'),
  contradictedBy: set(),
  contradictedByPhrase: /\b(?:pet|pets|dog|dogs|puppy) chew toys?\b|\bpet toys?\b|\btoys? for (?:(?:small|medium|large|big|little) (?:(?:and|or|&) )?)*(?:dogs?|cats?|pets?|puppies|kittens)\b|\bfor (?:(?:small|medium|large|big|little) (?:(?:and|or|&) )?)*(?:dogs|cats|pets)\b/,
  source: `${HS_SOURCE}: heading 95.03 (tricycles, scooters ... other toys); a pet's toy is classified by its material (39.26, 40.16, 63.07)`,
  verified: false,
};

/** A horse's blanket, rug or saddle pad is saddlery of 42.01 ("of any material"), not a blanket of 63.01. */
export const SADDLERY_RULE: ContextRule = {
  id: 'saddlery',
  says: 'heading 42.01 takes saddlery and harness for any animal, of any material, and the text names a horse\'s blanket, rug or pad',
  codes: ['6301', '6302', '6304', '6307'],
  chapters: set('42'),
  contradictedBy: set(),
  contradictedByPhrase: /\b(?:for|of) (?:the )?(?:horses?|ponies|pony)\b|\b(?:horse|equine|turnout|pony|saddle) (?:blankets?|rugs?|sheets?|pads?|cloths?)\b/,
  source: `${HS_SOURCE}: heading 42.01 (saddlery and harness for any animal, including saddle cloths, of any material)`,
  verified: true,
};

/** A pet's toy, bowl or bed is no feed: 23.09's "dog chew" is food, a chew toy is classified by its material (a ball is left out: suet balls feed birds). */
export const NOT_FEED_RULE: ContextRule = {
  id: 'not-feed',
  says: 'heading 23.09 is for animal feed, and the text names a toy or an article for the animal',
  codes: ['2309'],
  chapters: set('23'),
  contradictedBy: set('toy', 'rope', 'rubber', 'plastic', 'nylon', 'bowl', 'leash', 'lead', 'collar', 'bed', 'brush', 'feeder', 'dispenser', 'mat'),
  source: `${HS_SOURCE}: heading 23.09 (preparations of a kind used in animal feeding); pet toys of rubber (40.16), plastics (39.26) or textiles (63.07), feeders and bowls of their material`,
  verified: true,
};

/** 87.08 is for the parts of motor vehicles: a phone's or a tablet's case or bumper is no car's. */
export const DEVICE_NOT_VEHICLE_RULE: ContextRule = {
  id: 'device-not-vehicle',
  says: 'heading 87.08 is for parts and accessories of motor vehicles, and the text names a phone, a tablet or a computer',
  codes: ['8708'],
  chapters: set('87'),
  contradictedBy: set('iphone', 'phone', 'smartphone', 'cellphone', 'ipad', 'tablet', 'macbook', 'laptop', 'airpod', 'airpods'),
  source: `${HS_SOURCE}: heading 87.08 (parts and accessories of the motor vehicles of headings 87.01 to 87.05); cases of telephones and computers are 42.02 or of their material (39.26)`,
  verified: true,
};

/** A notebook computer is a laptop: 48.20's notebooks are of paper. */
export const NOTEBOOK_COMPUTER_RULE: ContextRule = {
  id: 'notebook-computer',
  says: 'heading 48.20 is for notebooks and stationery of paper, and the text names a computer',
  codes: ['4820'],
  chapters: set('48'),
  contradictedBy: set('laptop', 'computer', 'pc', 'intel', 'amd', 'ryzen', 'ssd', 'ram', 'processor', 'chromebook'),
  source: `${HS_SOURCE}: heading 48.20 (registers, account books, note books ... of paper or paperboard), subheading 8471.30 (portable automatic data processing machines)`,
  verified: true,
};

/** Alkaline and other non-rechargeable cells are primary cells (85.06), not accumulators (85.07). */
export const PRIMARY_CELL_RULE: ContextRule = {
  id: 'primary-cell',
  says: 'heading 85.07 is for accumulators, which are recharged, and the text says its cells are not',
  codes: ['8507'],
  chapters: set('85'),
  contradictedBy: set('alkaline'),
  contradictedByPhrase: /\bnon-?rechargeable\b|\bnot rechargeable\b|\bzinc[- ]carbon\b|\bprimary (?:cells?|batter(?:y|ies))\b/,
  source: `${HS_SOURCE}: headings 85.06 (primary cells and primary batteries) and 85.07 (electric accumulators)`,
  verified: true,
};

/** A sea bass is a fish: chapter 92's bass is an instrument. */
export const NOT_AN_INSTRUMENT_RULE: ContextRule = {
  id: 'not-an-instrument',
  says: 'chapter 92 is for musical instruments, and the text names a fish or a food',
  codes: ['92'],
  chapters: set('92'),
  contradictedBy: set('sea', 'frozen', 'fillet', 'fish', 'fresh', 'chilled', 'smoked'),
  source: `${HS_SOURCE}: chapter 92 (musical instruments), chapter 3 (fish: sea bass, 0302.84 and 0303.84)`,
  verified: true,
};

/**
 * A CAS Registry Number ("CAS No. 555-31-7") identifies a chemical substance (CAS, the American Chemical Society's
 * registry): the good is a mineral product, a chemical, a plastic or a rubber in its primary form (Sections V–VII,
 * chapters 25–40), whatever article its words also name ("aluminium isopropoxide" is no aluminium article).
 */
export interface PatternRule extends CoherenceRule {
  /** matched against the name and the description as written */
  pattern: RegExp;
  /** headings outside `chapters` the good can be in too */
  alsoHeadings?: ReadonlySet<string>;
}

export const CAS_RULE: PatternRule = {
  id: 'cas-number',
  says: 'a CAS registry number names a chemical substance (chapters 25–40), a metal in a primary form, or a natural gum, starch, sugar or wax',
  pattern: /\bCAS\b|\b\d{2,7}-\d{2}-\d\b/,
  chapters: set(...range(25, 40)),
  // an element has a CAS number too: "aluminium flake, CAS 7429-90-5" is 76.03; so do natural gums, pectin, starches,
  // sugars, glycerol and waxes ("gum arabic, CAS 9000-01-5" is 13.01)
  alsoHeadings: set(
    '1108', '1301', '1302', '1520', '1521', '1702', '7106', '7108', '7110', '7205', '7403', '7406', '7502', '7504', '7601', '7603', '7801', '7804', '7901', '7903', '8001',
    ...Array.from({ length: 13 }, (_, i) => String(8101 + i)),
  ),
  source: `${HS_SOURCE}: the titles of Sections V (mineral products), VI (products of the chemical or allied industries) and VII (plastics and rubber); the headings of starches (11.08), natural gums and plant extracts (13.01, 13.02), glycerol (15.20), vegetable and insect waxes (15.21), other sugars (17.02); the headings of unwrought metals and of metal powders and flakes (71.06, 71.08, 71.10, 72.05, 74.03, 74.06, 75.02, 75.04, 76.01, 76.03, 78.01, 78.04, 79.01, 79.03, 80.01, 81.01–81.13); CAS Registry Numbers, American Chemical Society`,
  verified: true,
};

/**
 * A subheading for goods of one purpose needs a word of that purpose in the text. A bare "controller" or
 * "console" is any control apparatus (a DMX lighting console, a solar charge controller); a video game
 * console or controller is named by its game or platform.
 */
export interface PurposeRule extends CoherenceRule {
  /** the headings or subheadings the rule applies to (code prefixes) */
  codes: readonly string[];
  /** lemmas, one of which the text as written must contain */
  needsAnyOf: ReadonlySet<string>;
}

export const VIDEO_GAME_RULE: PurposeRule = {
  id: 'video-game',
  says: 'video game consoles and machines are for playing games, and the text names no game or game platform',
  codes: ['950450'],
  needsAnyOf: set(
    'game', 'gaming', 'gamer', 'gamepad', 'joystick', 'videogame', 'xbox', 'playstation', 'ps2', 'ps3', 'ps4', 'ps5',
    'psp', 'psvita', 'nintendo', 'joycon', 'arcade', 'emulator', 'retro', 'handheld', 'steam', 'sega', 'atari', 'wii',
  ),
  chapters: set('95'),
  source: `${HS_SOURCE}: subheading 9504.50 ("video game consoles and machines, other than those of subheading 9504.30"); control boards and consoles are 85.37`,
  verified: true,
};

/**
 * A bracelet or a band of heading 91.13 is a watch's, a case of 91.11 too: jewellery (71.13–71.17), wristbands
 * and card cases (42.02) are not.
 */
export const WATCH_PART_RULE: PurposeRule = {
  id: 'watch-part',
  says: 'watch straps, bands, bracelets and cases are for a watch or a clock, and the text names none',
  codes: ['9113', '9111', '9112'],
  needsAnyOf: set('watch', 'watchband', 'watchstrap', 'smartwatch', 'wristwatch', 'iwatch', 'fitbit', 'garmin', 'amazfit', 'miband', 'whoop', 'clock'),
  chapters: set('91'),
  source: `${HS_SOURCE}: headings 91.13 ("watch straps, watch bands and watch bracelets, and parts thereof") 91.11 ("watch cases and parts thereof") and 91.12 ("clock cases and cases of a similar type for other goods of this chapter"); jewellery is 71.13–71.17, cases of other goods 42.02`,
  verified: true,
};

/** Heading 24.04 (new in HS 2022) is for tobacco and nicotine products: a lidocaine patch or a menthol pouch is not one. */
export const NICOTINE_RULE: PurposeRule = {
  id: 'nicotine',
  says: 'heading 24.04 is for products containing tobacco, nicotine or their substitutes, and the text names none',
  codes: ['2404'],
  needsAnyOf: set('tobacco', 'nicotine', 'vape', 'vaping', 'eliquid', 'ejuice', 'snus', 'heets', 'iqos', 'cigarette', 'ecigarette', 'hookah', 'shisha', 'liquid', 'juice'),
  chapters: set('24'),
  source: `${HS_SOURCE}: heading 24.04 ("products containing tobacco, reconstituted tobacco, nicotine, or tobacco or nicotine substitutes, intended for inhalation without combustion; other nicotine containing products intended for the intake of nicotine into the human body")`,
  verified: true,
};

/** A kit of 30.06 is a first-aid kit: a mounting kit or a footpeg kit is not. */
export const FIRST_AID_RULE: PurposeRule = {
  id: 'first-aid',
  says: 'first-aid boxes and kits are for first aid, and the text names none',
  codes: ['300650'],
  needsAnyOf: set('aid', 'medical', 'emergency', 'trauma', 'ifak', 'wound', 'bandage', 'survival'),
  chapters: set('30'),
  source: `${HS_SOURCE}: subheading 3006.50 ("first-aid boxes and kits")`,
  verified: true,
};

/** Heading 96.14's holders are cigar and cigarette holders: a candle or a glass holder is not. */
export const SMOKING_RULE: PurposeRule = {
  id: 'smoking',
  says: 'smoking pipes and cigar or cigarette holders are for smoking, and the text names no smoking',
  codes: ['9614'],
  needsAnyOf: set(
    'pipe', 'smoking', 'smoke', 'cigar', 'cigarette', 'cigarillo', 'tobacco', 'briar', 'meerschaum', 'hookah', 'shisha',
    'calabash', 'churchwarden', 'corncob',
  ),
  chapters: set('96'),
  source: `${HS_SOURCE}: heading 96.14 ("smoking pipes (including pipe bowls) and cigar or cigarette holders, and parts thereof")`,
  verified: true,
};

/** Heading 88.01's balloons are aircraft: a party balloon is a toy or a festive article. */
export const AIRCRAFT_RULE: PurposeRule = {
  id: 'aircraft',
  says: 'balloons, dirigibles and gliders of 88.01 are aircraft, and the text names none',
  codes: ['8801'],
  needsAnyOf: set(
    'airship', 'dirigible', 'glider', 'blimp', 'aerostat', 'manned', 'aircraft', 'gondola', 'sounding', 'pilot', 'ceiling',
    'weather', 'meteorological', 'radiosonde',
  ),
  chapters: set('88'),
  source: `${HS_SOURCE}: heading 88.01 ("balloons and dirigibles; gliders, hang gliders and other non-powered aircraft"); toy balloons are 95.03, festive articles 95.05`,
  verified: true,
};

/** Heading 16.05 is for prepared or preserved crustaceans and molluscs: "scallops" or "mussels" alone are chapter 3's. */
export const PREPARED_SHELLFISH_RULE: PurposeRule = {
  id: 'prepared-shellfish',
  says: 'crustaceans and molluscs of 16.05 are prepared or preserved, and the text says neither',
  codes: ['1605'],
  needsAnyOf: set(
    'prepared', 'preserved', 'canned', 'tinned', 'cooked', 'marinated', 'pickled', 'sauce', 'brine', 'oil', 'paste', 'soup',
    'breaded', 'battered', 'crumbed', 'fried', 'meal', 'ready', 'salad', 'cocktail', 'chowder', 'bisque', 'stick', 'dumpling',
    'jar', 'can', 'tin',
  ),
  chapters: set('16'),
  source: `${HS_SOURCE}: heading 16.05 (crustaceans, molluscs and other aquatic invertebrates, prepared or preserved), headings 03.06–03.08 (live, fresh, chilled, frozen, dried, salted or smoked)`,
  verified: true,
};

/** Chapter 15 is for fats, oils and waxes: "olives in brine" or "peanuts" name the fruit or the seed, not its oil. */
export const FAT_OR_OIL_RULE: PurposeRule = {
  id: 'fat-or-oil',
  says: 'chapter 15 is for fats, oils and waxes, and the text names none',
  codes: ['15'],
  needsAnyOf: set(
    'oil', 'fat', 'butter', 'lard', 'tallow', 'suet', 'dripping', 'grease', 'wax', 'beeswax', 'margarine', 'ghee',
    'shortening', 'stearin', 'olein', 'glycerol', 'glycerin', 'glycerine', 'lanolin', 'degras', 'linoxyn', 'spread',
    'fatty', 'hydrogenated', 'interesterified', 'fraction', 'soapstock', 'residue', 'lecithin', 'cream',
  ),
  chapters: set('15'),
  source: `${HS_SOURCE}: chapter 15 (animal, vegetable or microbial fats and oils and their cleavage products; prepared edible fats; animal or vegetable waxes); against 07.09, 07.11 and 20.05 (olives), chapter 12 (oil seeds and oleaginous fruits)`,
  verified: true,
};

export const PURPOSE_RULES: readonly PurposeRule[] = [
  VIDEO_GAME_RULE,
  WATCH_PART_RULE,
  FIRST_AID_RULE,
  SMOKING_RULE,
  AIRCRAFT_RULE,
  PREPARED_SHELLFISH_RULE,
  FAT_OR_OIL_RULE,
  NICOTINE_RULE,
];

/**
 * Section XVI, note 2(a): a part that is itself a good of a heading of chapter 84 or 85 (a motor, a bearing, a
 * fuse) is classified in its own heading, not as the machine or a part of it ("washing machine motor" is 85.01).
 * Section XVII, note 2(e)–(f) says the same of vehicles' parts. Each head noun lists the headings its goods are in.
 */
export interface OwnHeadingRule extends CoherenceRule {
  /** head noun lemma → the headings a good it names can be in */
  headings: ReadonlyMap<string, ReadonlySet<string>>;
}

export const OWN_HEADING_RULE: OwnHeadingRule = {
  id: 'own-heading',
  says: 'a part that is a good of its own heading of chapter 84 or 85 is classified there, not as the machine or its part',
  headings: new Map([
    ['motor', set('8501', '8407', '8408', '8412', '8511', '8503', '9503')],
    ['bearing', set('8482', '8483')],
    ['fuse', set('8535', '8536', '3603')],
    ['relay', set('8536')],
    ['thermostat', set('9032')],
    ['capacitor', set('8532')],
    ['compressor', set('8414')],
  ]),
  chapters: set('84', '85', '90'),
  source: `${HS_SOURCE}: Section XVI, note 2(a) (parts which are goods included in any of the headings of chapter 84 or 85 are in all cases classified in their respective headings), Section XVII, note 2(e) and (f); headings 85.01 (electric motors), 84.07–84.08 and 84.12 (engines and motors), 85.11 (starter motors), 84.82 (ball or roller bearings), 84.83 (plain shaft bearings), 85.35–85.36 (fuses, relays), 90.32 (thermostats), 85.32 (capacitors), 84.14 (compressors); fuses for explosives are 36.03, toy motors 95.03`,
  verified: true,
};

/**
 * A good made for an animal is not the people's good it resembles: pet treats are animal feed (23.09), a dog's
 * sweater or boots are "dog coats and the like" of 42.01, not apparel or footwear. Said by "for dogs" or by an
 * animal word just before the good ("dog sweater"); a motif ("cat print t-shirt") is neither.
 */
export interface ExclusionRule extends CoherenceRule {
  /** matched against the name and the description as written, lower-cased */
  pattern: RegExp;
  /** the chapters (two digits) or headings (four) it rules out */
  excludes: ReadonlySet<string>;
}

const ANIMAL = '(?:dog|dogs|cat|cats|pet|pets|puppy|puppies|kitten|kittens|doggy|doggie)';
export const ANIMAL_RULE: ExclusionRule = {
  id: 'for-animals',
  says: 'a good for an animal is animal feed (23.09) or a dog coat of 42.01, not a live animal, food, clothing or footwear for people',
  pattern: new RegExp(`\\bfor (?:(?:small|medium|large|big|little|your) )?${ANIMAL}\\b|\\b${ANIMAL} (?:treats?|food|chews?|(?:training )?collars?|leash(?:es)?|harness(?:es)?|sweaters?|jumpers?|hoodies?|coats?|jackets?|vests?|dresses?|clothes|clothing|shirts?|costumes?|boots|shoes|raincoats?|pajamas)\\b`),
  // chapter 1 too: "dog food chicken" names the flavour, no live chick
  excludes: set(...range(1, 22), '61', '62', '64', '65'),
  chapters: set('23', '42'),
  source: `${HS_SOURCE}: heading 23.09 ("preparations of a kind used in animal feeding": dog or cat food), heading 42.01 ("saddlery and harness for any animal (including ... dog coats and the like), of any material")`,
  verified: true,
};

/**
 * Garment headings that name the wearer: a garment the name says is men's or boys' is in none of the women's or
 * girls' headings, and the reverse. Only a name that says one and not the other decides (a garment that cannot be
 * identified as either is women's or girls', which the ranking's default already gives).
 */
export interface WearerRule extends CoherenceRule {
  /** headings of men's or boys' garments */
  menHeadings: ReadonlySet<string>;
  /** headings of women's or girls' garments */
  womenHeadings: ReadonlySet<string>;
  /** the words (as written and as lemmas) that say who wears it */
  menWords: ReadonlySet<string>;
  womenWords: ReadonlySet<string>;
}

export const WEARER_RULE: WearerRule = {
  id: 'wearer',
  says: "the heading is for garments of the other sex than the name's",
  menHeadings: set('6101', '6103', '6105', '6107', '6201', '6203', '6205', '6207'),
  womenHeadings: set('6102', '6104', '6106', '6108', '6202', '6204', '6206', '6208'),
  menWords: set('man', 'men', 'mens', 'male', 'boy', 'boys', 'gentleman', 'gentlemen', 'guy', 'guys'),
  womenWords: set('woman', 'women', 'womens', 'lady', 'ladies', 'female', 'girl', 'girls'),
  chapters: set('61', '62'),
  source: `${HS_SOURCE}: headings 61.01–61.08 and 62.01–62.08 (men's or boys' / women's or girls' garments); Chapter 61 note 9 and Chapter 62 note 8 (garments which cannot be identified as either are classified in the headings covering women's or girls' garments)`,
  verified: true,
};

/**
 * Babies' garments: a garment the name says is for infants is in 61.11 (knitted) or 62.09, which take precedence
 * over every other heading of their chapter (Chapter 61 note 6(b), Chapter 62 note 4(b)). "Baby" alone is not read:
 * it also names a colour, a wool ("baby alpaca") and a style ("babydoll").
 */
export const BABIES_RULE: ExclusionRule = {
  id: 'babies',
  says: "a garment for infants is a babies' garment of 61.11 or 62.09, not one of the chapter's other headings",
  pattern: /\b(?:infants?|infant's|infants'|newborns?|babies|babies'|baby (?:boys?|girls?)|baby's)\b/,
  excludes: set(...range(1, 14).filter((h) => h !== '11').map((h) => `61${h}`), ...range(1, 11).filter((h) => h !== '09').map((h) => `62${h}`)),
  chapters: set('61', '62'),
  source: `${HS_SOURCE}: headings 61.11 and 62.09; Chapter 61 note 6 and Chapter 62 note 4 (babies' garments: young children not exceeding 86 cm; articles classifiable both in 61.11 or 62.09 and another heading go to 61.11 or 62.09)`,
  verified: true,
};

/**
 * A subheading for sets ("sets of assorted articles", 82.11.10) needs a set: one chef's knife is 8211.92, though a
 * labelled knife-block set names chef's knives too. The rule reads the set's words; without them, the subheading
 * contradicts the text.
 */
export const SETS_RULE: RequirementRule = {
  id: 'sets',
  says: 'the subheading is for sets, and the text names no set, kit or assortment',
  needs: /\b(?:sets?|kits?|blocks?|assorted|assortments?|pieces?|pcs|pc|pairs?|collections?|\d+-piece)\b/,
  subheadings: set('821110', '821510', '821520', '820600', '960500', '630800'),
  chapters: set('82', '96', '63'),
  source: `${HS_SOURCE}: subheadings 8211.10 (sets of assorted articles), 8215.10 and 8215.20 (sets), heading 82.06 (tools of two or more headings, put up in sets for retail sale), 96.05 (travel sets), 63.08 (sets of woven fabric and yarn)`,
  verified: true,
};

export interface RequirementRule extends CoherenceRule {
  /** matched against the name and the description as written, lower-cased: the rule holds when it matches */
  needs: RegExp;
  /** the six-digit subheadings that need it */
  subheadings: ReadonlySet<string>;
}

/**
 * A good that runs on batteries, or is sold with them, is not a battery: the battery is its power source or an
 * accessory of the set, whose essential character is the good (GRI 3(b)). Said by "battery operated" or "powered"
 * (not "for battery operated ...") and by a count of them ("with 2 batteries"; not "a charger with lithium polymer
 * battery", which a power bank is).
 */
export const POWER_SOURCE_RULE: ExclusionRule = {
  id: 'power-source',
  says: 'the batteries of 85.06 and 85.07 are the goods themselves, and the text says they power or come with another good',
  pattern:
    /(?<!for )\bbatter(?:y|ies)[\s-]+(?:operated|powered|driven)\b|\bwith (?:\d+x?|two|three|four) (?:[a-z0-9.-]+ ){0,2}batteries\b/,
  excludes: set('8506', '8507'),
  chapters: set(...range(1, 97)),
  source: `${HS_SOURCE}: headings 85.06 (primary cells and batteries) and 85.07 (electric accumulators); General Interpretative Rule 3(b) (a set is classified as the component that gives it its essential character)`,
  verified: true,
};

/**
 * A toy is not the thing it imitates. A toy is said by a named toy ("doll clothes", "model car") or by a toy word
 * ("toy", "RC") of the good's own clause (before "for", "with" ...: a motor gear "for RC model cars" is no toy).
 * A named toy, or a toy word whose head noun is a toy or a vehicle ("toy fire truck"), is in chapter 95. A toy word
 * beside another head noun only rules out machines, vehicles and arms: toy words also name storage for toys and
 * licensed goods ("toy box", "Toy Story mug"). A part or supply whose head noun says what it is ("model car
 * battery") and a pet's toy (classified by its material) are left out.
 */
export interface ToyRule extends CoherenceRule {
  /** lemmas, any of which in the clause */
  words: ReadonlySet<string>;
  /** phrases, any of which in the clause's words */
  phrases: readonly string[];
  /** the chapters a toy word beside another head noun rules out */
  imitates: ReadonlySet<string>;
  /** lemmas anywhere in the text that leave the rule out */
  unless: ReadonlySet<string>;
  /** head nouns that leave it out */
  unlessHeads: ReadonlySet<string>;
}

export const TOY_RULE: ToyRule = {
  id: 'toy',
  says: 'a toy, a doll\'s clothes or a scale model is a toy of chapter 95, not the thing it imitates',
  words: set('toy', 'toys', 'plaything', 'playthings', 'playset', 'rc'),
  phrases: [
    'pretend play', 'doll clothes', 'doll outfit', 'doll dress', 'model car', 'scale model', 'diecast model', 'diecast car', 'action figure',
    'remote control car', 'remote control truck', 'remote control boat', 'remote control helicopter', 'remote control plane',
    'play tent', 'ride on car', 'ride on toy', 'doll clothing', 'doll pram', 'doll stroller',
  ],
  imitates: set('84', '85', '87', '88', '89', '92', '93'),
  unless: set('dog', 'cat', 'pet', 'puppy', 'kitten', 'parrot', 'hamster'),
  unlessHeads: set('battery', 'charger', 'motor', 'servo', 'gear', 'wheel', 'tyre', 'tire', 'propeller', 'transmitter', 'receiver', 'adapter', 'cable'),
  chapters: set('95'),
  source: `${HS_SOURCE}: heading 95.03 ("other toys; reduced-size (scale) models and similar recreational models; ... dolls"); chapter 92 note 1 (toy instruments are 95.03's). Not read in a source, so not verified for them: the two exceptions, a pet's toy (by its material) and a part or power supply for toys (by what it is)`,
  verified: true,
};

/**
 * Chapters whose goods are defined by what they are made of, and the material families of ./materials.ts that
 * fit each. A product whose material is known and fits none of them is not a good of that chapter ("plastic
 * pallets" are not wooden packing cases). Chapters of goods defined by function (machines, garments, furniture,
 * toys, handbags of any material) are not listed: any material fits them.
 */
const TEXTILES = ['cotton', 'wool', 'silk', 'linen', 'synthetic', 'viscose', 'textile'];
const METALS = ['base_metal', 'stainless', 'cast_iron', 'aluminium', 'plated'];
/** Precious-metal words a textile's name uses for its colour or thread. */
const COLOUR_METALS = ['gold', 'silver', 'plated', 'rolled_gold'];

export const MATERIAL_CHAPTERS: ReadonlyMap<string, ReadonlySet<string>> = new Map<string, ReadonlySet<string>>([
  // nylon and polyester are polymers before they are fibres: a nylon cable tie or washer is an article of plastics
  ['39', set('plastic', 'resin', 'synthetic')],
  ['40', set('rubber')],
  ['41', set('leather')],
  ['44', set('wood', 'bamboo')],
  ['45', set('wood', 'cork')],
  ['46', set('rattan', 'straw', 'bamboo', 'wood')],
  ['47', set('paper', 'wood')],
  ['48', set('paper')],
  // apparel of chapters 61 and 62 is of textiles: leather apparel is 42.03, plastics apparel 39.26 (Section XI, note 1);
  // gold and silver in a textile's name are its colour ("rose gold evening dress") or its metallised yarn (56.05)
  ...['50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63'].map((c): [string, ReadonlySet<string>] => [c, set(...TEXTILES, ...COLOUR_METALS)]),
  ['69', set('ceramic', 'porcelain')],
  ['70', set('glass')],
  ['71', set('silver', 'gold', 'platinum', 'plated', 'rolled_gold')],
  ...['72', '73', '74', '75', '76', '78', '79', '80', '81', '82', '83'].map((c): [string, ReadonlySet<string>] => [c, set(...METALS)]),
]);

/** Headings of those chapters that take any material: articles of stones or pearls (71.16, set in any metal), imitation jewellery (71.17), coins (71.18). */
export const ANY_MATERIAL_HEADINGS: ReadonlySet<string> = set('7116', '7117', '7118');

export const MATERIAL_RULE: CoherenceRule = {
  id: 'material',
  says: "the good's material fits no material of the chapter",
  chapters: new Set(MATERIAL_CHAPTERS.keys()),
  source: `${HS_SOURCE}: the chapters of Sections VII–IX, XI (50–63), XIII–XV defined by material (chapter 82: tools and cutlery of base metal; chapter 83: miscellaneous articles of base metal)`,
  verified: true,
};

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

/** The rules read in the words as written (a vocabulary expansion of "e-bike" says "motorcycles"). */
export const SAID_RULES: readonly ContextRule[] = [
  POWERED_RULE,
  PRIMARY_CELL_RULE,
  CYCLE_PARTS_RULE,
  CAR_NOT_CYCLE_RULE,
  VEHICLE_LIGHTING_RULE,
  ELECTRONIC_CIGARETTE_RULE,
  INDUSTRIAL_RULE,
  WORKSHOP_GRINDER_RULE,
  INFLATABLE_RULE,
  PORTABLE_LAMP_RULE,
  COFFEE_EXTRACT_RULE,
  PRESERVED_RULE,
  PREPARED_PRODUCE_RULE,
  FROZEN_PRODUCE_RULE,
  PORCELAIN_RULE,
  EMPTY_CONTAINER_RULE,
  GARLIC_CLOVE_RULE,
  NON_ELECTRIC_LUMINAIRE_RULE,
  SUGAR_FREE_RULE,
  NOT_FOOTWEAR_RULE,
  VIRTUAL_REALITY_RULE,
  HEATING_RADIATOR_RULE,
  COSMETIC_PENCIL_RULE,
  MOTOR_TOOL_RULE,
  NOT_A_WEAPON_RULE,
  FUEL_ARTICLE_RULE,
  PETROL_ENGINE_RULE,
  FUEL_HEATER_RULE,
  NOT_HEADGEAR_RULE,
  ELECTRIC_CANDLE_RULE,
  CHEMICAL_TABLET_RULE,
  COUNTED_TABLETS_RULE,
  PET_CARRIAGE_RULE,
  NATURAL_TREE_RULE,
  DIAPER_RULE,
  PET_TOY_RULE,
  SADDLERY_RULE,
  NOT_FEED_RULE,
  DEVICE_NOT_VEHICLE_RULE,
  FILLED_MILK_RULE,
  DEFATTED_FLOUR_RULE,
  PRECOOKED_GRAIN_RULE,
  YEAST_EXTRACT_RULE,
  IMITATION_LEATHER_RULE,
  ELECTRIC_INSTRUMENT_RULE,
  VEHICLE_SENSOR_RULE,
  OTHER_VEHICLE_PART_RULE,
  LIVE_ANIMAL_RULE,
  FURSKIN_RULE,
  SKIN_JELLY_RULE,
  ORTHOTIC_RULE,
  PRECISION_BALANCE_RULE,
  TOOL_WORKING_PART_RULE,
  PLASTIC_BINDER_RULE,
  PROFESSIONAL_CHAIR_RULE,
  PANEL_CLOCK_RULE,
  ORNAMENTAL_CERAMIC_RULE,
  HAND_OPERATED_RULE,
  DEFINED_COMPOUND_RULE,
  ACTIVATED_MINERAL_RULE,
  EMERY_BOARD_RULE,
  NOTEBOOK_COMPUTER_RULE,
  NOT_AN_INSTRUMENT_RULE,
];
