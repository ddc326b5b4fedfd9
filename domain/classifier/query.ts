import { COLLECTIVE_HEADS, CONTEXT_BREAKERS, IRREGULAR_PARTICIPLES, MAX_VOCAB_PHRASE, PACKAGING_WORDS, QUANTITY_UNITS, TRAILING_ATTRIBUTES, isVague, lemma, vocabularyFor, vocabularyReach } from './lexicon';
import { STOP_WORDS, words } from './text';

/**
 * A product text read the way a customs officer reads it: what the good is (the head noun of the name and
 * the words before it), what it is made of or for (the context after "for", "made of", "used in" ...), and
 * what merely wraps or counts it ("25kg bag", "pack of 6"), which is set aside.
 */

export interface QueryTerm {
  /** lemma */
  term: string;
  weight: number;
  /** why the term is in the query (for the rationale): the word as written, or "vocabulary: beef" */
  origin: string;
}

export interface AnalyzedQuery {
  terms: Map<string, QueryTerm>;
  /** the head noun of the name, if one was found */
  head: string | null;
  /** words read as packaging or quantity ("bag", "25kg") */
  packaging: string[];
}

/** Field weights of the query: the name decides, the category and description support it. */
const NAME_HEAD = 2.2;
const NAME_CORE = 1;
const NAME_CONTEXT = 0.45;
const CATEGORY = 0.5;
const DESCRIPTION = 0.3;
const VOCABULARY = 0.8;

/** Materials a container is of, read as the container's when they stand between a quantity and it. */
const PACKAGING_MATERIALS: ReadonlySet<string> = new Set(['glass', 'plastic', 'pet', 'paper', 'kraft', 'tin', 'metal', 'aluminium', 'aluminum', 'steel', 'cardboard', 'mason', 'squeeze']);

function isQuantity(word: string, next: string | undefined): boolean {
  if (/^\d+(?:\.\d+)?[a-z]{1,6}$/.test(word) && QUANTITY_UNITS.has(word.replace(/^[\d.]+/, ''))) return true;
  return /^\d+(?:\.\d+)?$/.test(word) && next !== undefined && QUANTITY_UNITS.has(next);
}

interface Token {
  word: string;
  lemma: string;
  /** a quantity or unit, a packaging word next to one, or anything with digits: not the good */
  skip: boolean;
}

/** Whether the legal text has the word (a lemma): a one-letter compound is read as one word only if it has. */
export type KnownWord = (lemma: string) => boolean;

/**
 * "t-shirt" and "t shirt" as the legal text's "tshirt" (text.ts joinLetterCompounds), since a T-shirt is no shirt;
 * "o-ring" stays "o ring" when the legal text has no "oring": its "ring" is what it can read.
 */
function joinKnownCompounds(ws: string[], known: KnownWord): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length; i += 1) {
    const letter = ws[i].length === 1 && /^[a-z]$/.test(ws[i]) && !STOP_WORDS.has(ws[i]) && /^[a-z]{2,}$/.test(ws[i + 1] ?? '');
    if (letter && known(lemma(ws[i] + ws[i + 1]))) {
      out.push(ws[i] + ws[i + 1]);
      i += 1;
    } else out.push(ws[i]);
  }
  return out;
}

/** Marks quantities ("25kg", "500 ml") and packaging next to them ("25kg bag", "pack of 6", "bag of rice"). */
function readTokens(text: string, packaging: string[], known: KnownWord): Token[] {
  const ws = joinKnownCompounds(words(text), known);
  const tokens: Token[] = ws.map((w) => {
    const l = lemma(w);
    return { word: w, lemma: l, skip: /\d/.test(w) || isVague(l, 'even beside other words') };
  });
  for (let i = 0; i < ws.length; i += 1) {
    if (isQuantity(ws[i], ws[i + 1])) {
      tokens[i].skip = true;
      if (/^\d/.test(ws[i]) && QUANTITY_UNITS.has(ws[i + 1] ?? '')) tokens[i + 1].skip = true;
      packaging.push(ws[i]);
    }
  }
  const contentCount = tokens.filter((t) => !t.skip && !STOP_WORDS.has(t.word)).length;
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i];
    if (t.skip || !PACKAGING_WORDS.has(t.lemma) || contentCount <= 1) continue;
    const afterQuantity = i > 0 && (tokens[i - 1].skip || (i > 1 && tokens[i - 2].skip && tokens[i - 1].word === 'x'));
    // "Honey 12oz Glass Jar": the container's material between the quantity and the container is the container's
    const materialOfContainer = i > 1 && tokens[i - 2].skip && PACKAGING_MATERIALS.has(tokens[i - 1].word);
    const countedOf = tokens[i + 1]?.word === 'of' && (/\d/.test(tokens[i + 2]?.word ?? '') || i > 0);
    if (afterQuantity || countedOf || materialOfContainer) {
      t.skip = true;
      packaging.push(t.word);
    }
    if (materialOfContainer) {
      tokens[i - 1].skip = true;
      packaging.push(tokens[i - 1].word);
    }
  }
  return tokens;
}

/** Adds each term with the highest weight it earns anywhere in the text. */
function put(terms: Map<string, QueryTerm>, term: string, weight: number, origin: string): void {
  if (!term || STOP_WORDS.has(term)) return;
  const prior = terms.get(term);
  if (!prior || prior.weight < weight) terms.set(term, { term, weight, origin });
}

/** Merchant vocabulary: longest phrase first over the lemmas; each hit adds the nomenclature's words. */
function expandVocabulary(lemmas: string[], weights: number[], terms: Map<string, QueryTerm>): void {
  const used = new Array<boolean>(lemmas.length).fill(false);
  const reach = lemmas.map((_, i) => vocabularyReach(lemmas, i));
  for (let len = Math.min(MAX_VOCAB_PHRASE, lemmas.length); len >= 1; len -= 1) {
    for (let i = 0; i + len <= lemmas.length; i += 1) {
      if (reach[i] < len || used.slice(i, i + len).some(Boolean)) continue;
      const phrase = lemmas.slice(i, i + len).join(' ');
      const mapped = vocabularyFor(phrase);
      if (mapped === undefined) continue;
      for (let j = i; j < i + len; j += 1) used[j] = true;
      const w = Math.max(...weights.slice(i, i + len)) * VOCABULARY;
      for (const m of mapped) put(terms, m, w, `vocabulary: ${phrase}`);
    }
  }
}

/** The last core word, before the trailing attributes of a marketplace title ("motorcycle red 2019" → motorcycle). */
function headOf(core: readonly Token[]): string | null {
  let end = core.length;
  while (end > 1 && TRAILING_ATTRIBUTES.has(core[end - 1].word)) end -= 1;
  if (end > 1 && COLLECTIVE_HEADS.has(core[end - 1].lemma)) end -= 1;
  return end > 0 ? core[end - 1].lemma : null;
}

/**
 * Where the name's core ends: at the first context breaker ("for", "with" ...) or the end of the first clause.
 * A first clause of quantities alone ('1 Pair 7/8"(22mm) Motorcycle Brake Lever') names no good, so the name's
 * core then runs on past it.
 */
function coreEnd(tokens: readonly Token[], clauseEnd: number, name: string): number {
  const breaker = tokens.findIndex(
    (t, i) => i > 0 && ((CONTEXT_BREAKERS.has(t.word) && !isPartOfAWord(tokens, i, name)) || isParticipleOfContext(tokens, i)),
  );
  const content = (t: Token): boolean => !t.skip && !STOP_WORDS.has(t.word);
  const end = tokens.slice(0, clauseEnd).some(content) ? clauseEnd : tokens.length;
  return breaker < 0 || breaker > end ? end : breaker;
}

/**
 * A participle that opens the context: "white rum DISTILLED from cane juice", "box COVERED with fabric". The
 * good is named before it, so the core ends there, not at the breaker after it. A bed is no participle ("daybed").
 */
function isParticipleOfContext(tokens: readonly Token[], i: number): boolean {
  const { word } = tokens[i];
  const participle = (/^[a-z]{3,}ed$/.test(word) && !word.endsWith('bed')) || IRREGULAR_PARTICIPLES.has(word);
  return participle && CONTEXT_BREAKERS.has(tokens[i + 1]?.word ?? '');
}

/**
 * A particle that is part of a word, not the start of a context: hyphen-joined ("built-in oven", "in-ear
 * headphones", "clip-on light") or between numbers ("3 in 1 hair dryer brush").
 */
function isPartOfAWord(tokens: readonly Token[], i: number, name: string): boolean {
  const [before, word, after] = [tokens[i - 1]?.word, tokens[i].word, tokens[i + 1]?.word];
  if (word !== 'in' && word !== 'on') return false;
  if (/^\d+$/.test(before ?? '') && /^\d+$/.test(after ?? '')) return true;
  const lower = name.toLowerCase();
  return (before !== undefined && lower.includes(`${before}-${word}`)) || (after !== undefined && lower.includes(`${word}-${after}`));
}

/** The name: head noun (last content word before the first context breaker), core words, context words. */
function readName(name: string, terms: Map<string, QueryTerm>, packaging: string[], known: KnownWord): string | null {
  // the first clause names the good ("stone slab, off-white, polished" → "stone slab")
  const clause = name.split(/[,;:(]|\s[-–]\s/)[0];
  const tokens = readTokens(name, packaging, known);
  // the clause's length in tokens: readTokens keeps one token per word it reads
  const breakAt = coreEnd(tokens, clause.trim() ? joinKnownCompounds(words(clause), known).length : tokens.length, name);
  const head = headOf(tokens.slice(0, breakAt).filter((t) => !t.skip && !STOP_WORDS.has(t.word)));
  const lemmas: string[] = [];
  const weights: number[] = [];
  tokens.forEach((t, i) => {
    if (t.skip || STOP_WORDS.has(t.word) || CONTEXT_BREAKERS.has(t.word)) return;
    const w = i >= breakAt ? NAME_CONTEXT : t.lemma === head ? NAME_HEAD : NAME_CORE;
    put(terms, t.lemma, w, t.word);
    lemmas.push(t.lemma);
    weights.push(w);
  });
  expandVocabulary(lemmas, weights, terms);
  return head;
}

function readField(text: string, weight: number, terms: Map<string, QueryTerm>, packaging: string[], known: KnownWord): void {
  const tokens = readTokens(text, packaging, known).filter((t) => !t.skip && !STOP_WORDS.has(t.word));
  for (const t of tokens) put(terms, t.lemma, weight, t.word);
  expandVocabulary(tokens.map((t) => t.lemma), tokens.map(() => weight), terms);
}

/**
 * Words that name a taste: the words before them say which, not what the good is. Not "scented": "scented candle"
 * is a name of the table, and a scent names no other good as often as a taste does.
 */
const FLAVOUR_WORD = /^(?:flavou?rs?|flavou?red)$/i;
/** A shape named by another good: a "drum-shaped lampshade" is a lampshade, a "heart-shaped box" a box. */
const SHAPED_WORD = /^[A-Za-z]+-shaped$/i;
/** Words that qualify a taste ("smoky bacon", "sea salt and vinegar") and belong to it. */
const TASTE_QUALIFIERS: ReadonlySet<string> = new Set([
  'smoky', 'smoked', 'sweet', 'spicy', 'hot', 'sea', 'sour', 'roast', 'roasted', 'grilled', 'bbq', 'salted', 'salt',
  'honey', 'mild', 'wild', 'dark', 'white', 'mixed', 'tropical', 'fresh', 'cheese', 'cream', 'chilli',
]);
const JOINS: ReadonlySet<string> = new Set(['and', '&']);
const BEFORE_CONTEXT: ReadonlySet<string> = new Set(['for', 'with', 'in', 'including']);

/**
 * "Smoky Bacon Flavour Puffed Corn Snacks" are corn snacks, "Beef Flavour Ramen Noodle Cup" noodles: the taste, with
 * the words that qualify it, moves after "with", where it is the good's context and not its head; so does a shape
 * ("drum-shaped"). A name that is only a flavour ("Vanilla Flavour 38ml") is left as it is.
 */
export function flavourAsContext(name: string): string {
  return tasteAsContext(shapeAsContext(likenessAsContext(name).split(' '))).join(' ');
}

/** "shaped like a sports car", "in the shape of a cat": the likeness, to the clause's end, says no good. */
const LIKENESS = /\s(?:shaped like|in the shape of|looks like)\s[^,;()]*/i;

/** The likeness moved after "with", where it is the good's context: a flash drive shaped like a car is no car. */
function likenessAsContext(name: string): string {
  const m = LIKENESS.exec(name);
  if (!m || m.index === 0) return name;
  return `${name.slice(0, m.index)}${name.slice(m.index + m[0].length)} with ${m[0].trim()}`;
}

/** The first "X-shaped" word, unless it ends the name, moved after "with". */
function shapeAsContext(words: string[]): string[] {
  const shaped = words.findIndex((w) => SHAPED_WORD.test(w));
  if (shaped < 0 || shaped === words.length - 1) return words;
  return [...words.slice(0, shaped), ...words.slice(shaped + 1), 'with', words[shaped]];
}

/** The first taste ("Smoky Bacon Flavour"), with its qualifiers, moved after "with". */
function tasteAsContext(words: string[]): string[] {
  const at = words.findIndex((w, i) => i > 0 && FLAVOUR_WORD.test(w.replace(/[^A-Za-z]/g, '')));
  if (at < 1) return words;
  let start = at - 1;
  for (;;) {
    const prior = words[start - 1]?.toLowerCase();
    if (prior !== undefined && JOINS.has(prior) && start >= 2) start -= 2;
    else if (prior !== undefined && TASTE_QUALIFIERS.has(prior)) start -= 1;
    else break;
  }
  if (words.slice(0, start).some((w) => BEFORE_CONTEXT.has(w.toLowerCase()))) return words;
  const rest = [...words.slice(0, start), ...words.slice(at + 1)];
  if (!rest.some((w) => /^[A-Za-z][A-Za-z'-]{2,}$/.test(w))) return words;
  return [...rest, 'with', ...words.slice(start, at + 1)];
}

export function analyzeProduct(name: string, category: string, description: string, known: KnownWord = () => false): AnalyzedQuery {
  const terms = new Map<string, QueryTerm>();
  const packaging: string[] = [];
  readField(description, DESCRIPTION, terms, packaging, known);
  readField(category, CATEGORY, terms, packaging, known);
  const head = readName(name, terms, packaging, known);
  return { terms, head, packaging: [...new Set(packaging)] };
}
