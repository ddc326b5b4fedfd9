/** Text normalisation shared by the classifier, the material detector and the CSV loader. */

export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'for', 'with', 'of', 'in', 'on', 'to', 'by', 'from', 'at', 'is', 'are', 'be',
  'this', 'that', 'these', 'those', 'it', 'its', 'our', 'your', 'my', 'we', 'you', 'new', 'best', 'premium',
  'quality', 'perfect', 'great', 'ideal', 'very', 'ultra', 'super', 'made', 'each', 'per', 'x', 'as', 'into',
  'up', 'all', 'any', 'will', 'has', 'have', 'featuring', 'includes', 'including', 'inch', 'cm', 'mm',
]);

/** Words that end the "head" part of a product name ("Mug for coffee lovers" → head is "mug"). */
const HEAD_BREAKERS: ReadonlySet<string> = new Set(['for', 'with', 'featuring', 'by', 'from', 'in', 'including', 'includes']);

/** Simple plural stemming, applied identically to product text and to table keywords. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ie') && word.length > 4) return `${word.slice(0, -2)}y`;
  if (/(sses|xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ses') && word.length > 5) return word.slice(0, -1);
  if (word.endsWith('s') && !/(ss|us|is|ys)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case words, accents stripped, possessives dropped; "25kg" and "t-shirt" kept as tokens of their own. */
export function words(text: string): string[] {
  // NFKD changes no ASCII text: most product and tariff texts skip it
  let lower = (/^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')).toLowerCase();
  // most texts have no apostrophe and no ampersand: skip the passes that would find none
  if (/['’&]/.test(lower)) lower = lower.replace(/['’]s\b/g, '').replace(/['’]/g, '').replace(/&/g, ' and ');
  return lower.split(/[^a-z0-9]+/).filter((t) => t.length > 0);
}

/**
 * One-letter compounds as one word: "T-shirts" → "tshirts", "X-ray", "V-belts". Split, they read as "shirts", which
 * every shirt heading has, and a one-letter word the legal text's reading drops.
 */
export function joinLetterCompounds(text: string): string {
  return text.replace(/\b([A-Za-z])-(?=[A-Za-z]{2})/g, '$1');
}

/** The words of a text, plural-stemmed (the curated keywords' matching). */
export function rawTokens(text: string): string[] {
  return words(text).map(stem);
}

export interface TokenizedText {
  /** content tokens (stop words removed), stemmed */
  tokens: string[];
  /** number of leading content tokens that form the head part (before "for", "with", ...) */
  headLength: number;
}

export function tokenize(text: string): TokenizedText {
  const raw = rawTokens(text);
  const tokens: string[] = [];
  let headLength = -1;
  raw.forEach((t, i) => {
    if (i > 0 && headLength < 0 && HEAD_BREAKERS.has(t)) headLength = tokens.length;
    if (!STOP_WORDS.has(t) && !isSleeveLength(t, raw[i + 1])) tokens.push(t);
  });
  return { tokens, headLength: headLength < 0 ? tokens.length : headLength };
}

/** "Short sleeve", "long sleeved": the sleeve's length, no shorts and no long garment. */
const isSleeveLength = (word: string, next: string | undefined): boolean => (word === 'short' || word === 'long') && (next === 'sleeve' || next === 'sleeved');

/** Normalised form of a keyword phrase: its content tokens joined by single spaces. */
export function normalizePhrase(phrase: string): string {
  return tokenize(phrase).tokens.join(' ');
}

/** Every phrase's leading words ("stainless", "stainless steel" of "stainless steel wool"): a reading stops where none starts. */
export function phrasePrefixes(phrases: Iterable<string>): ReadonlySet<string> {
  const out = new Set<string>();
  for (const p of phrases) {
    const ws = p.split(' ');
    for (let n = 1; n <= ws.length; n++) out.add(ws.slice(0, n).join(' '));
  }
  return out;
}

/** The first of the words, in their order, that the set has (a loop: spreading a set to search it copies it). */
export function firstIn(items: Iterable<string>, among: ReadonlySet<string>): string | undefined {
  for (const w of items) if (among.has(w)) return w;
  return undefined;
}

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
