import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createClassifier, parseCsv, type Classifier, type ClassificationResult, type ConfidenceLevel } from '../domain/classifier';
import { buildServiceClassifier, classifierLeavingOut, classifierLeavingOutReferences } from '../runtime/classifier';
import { PROJECT_ROOT } from '../runtime/paths';
import { STOP_WORDS, stem, words } from '../domain/classifier/text';

/**
 * Accuracy of the customs-optimize HS classifier on products labelled by others
 * (test/fixtures/classifier-eval/: CBP rulings and the HSCodeComp expert set; see its README.md).
 *
 *   npm run eval:classifier [-- --part tune|holdout|both|hmrc] [--table service|builtin|both] [--by-source]
 *                           [--errors N] [--with-merchant-category] [--json FILE]
 *
 * Tables: "service" is the classifier as runtime/service.ts builds it (the built-in merchant table on the full
 * HS 2022 nomenclature of data/hs/hs2022.csv, or on HS_NOMENCLATURE_CSV when that is set, with the WordNet
 * generalisations of data/lexicon/); "builtin" is the built-in table alone, for comparison. Each item's text is the product name; nothing else is given unless
 * --with-merchant-category passes the shop category some items carry.
 *
 * Figures per part: heading (4-digit) and subheading (6-digit) top-1 accuracy (no code counts as wrong),
 * expected heading / subheading among the candidates, items with no code, and for each confidence band
 * its count and the precision of its top-1 code at heading and subheading level; and, of the high band's wrong
 * answers, how many another labelled text inside the name labels as answered (`conventions`).
 *
 * The holdout part is for measuring only: --errors lists misclassified items of the tune part and refuses
 * to list holdout items.
 *
 * The tune part's items are also the service's labelled products (data/labelled/), so the service table answers
 * them by 5-fold cross-validation: each fold by a classifier built without that fold's items (foldOf). The holdout
 * part is answered by the service's classifier, which has all of them.
 *
 * `--part hmrc` answers HMRC's own labelled references (data/hmrc/references.csv: 4,004 curated search terms and
 * 2,300 parcel descriptions, UK codes) by 5-fold cross-validation over them: a third check, independent of both parts,
 * on short names like a merchant's. Their labels are a search tool's, one code for a term that may have several
 * ("washing machines" → 8451.40), so their precision reads lower than a classification's would; --by-source splits them.
 */

interface EvalItem {
  id: string;
  text: string;
  hs6: string;
  category: string;
  source: string;
  url: string;
  licence: string;
  merchantCategory?: string;
}

interface EvalFile {
  part: 'tune' | 'holdout';
  count: number;
  items: EvalItem[];
}

type Part = 'tune' | 'holdout' | 'hmrc';
const BANDS: ConfidenceLevel[] = ['high', 'medium', 'low'];

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const flag = (name: string): boolean => process.argv.includes(`--${name}`);

const partArg = argValue('part') ?? 'both';
const tableArg = argValue('table') ?? 'both';
const errorsArg = argValue('errors');
const jsonOut = argValue('json');
const withCategory = flag('with-merchant-category');
const bySource = flag('by-source');
if (!['tune', 'holdout', 'both', 'hmrc'].includes(partArg) || !['service', 'builtin', 'both'].includes(tableArg)) {
  console.error('usage: eval-classifier [--part tune|holdout|both|hmrc] [--table service|builtin|both] [--by-source] [--errors N] [--with-merchant-category] [--json FILE]');
  process.exit(2);
}
if (errorsArg !== undefined && partArg !== 'tune' && partArg !== 'hmrc') {
  console.error('--errors lists misclassified items of the tune or hmrc part only: add --part tune (the holdout part is never inspected while tuning)');
  process.exit(2);
}
const parts: Part[] = partArg === 'both' ? ['tune', 'holdout'] : [partArg as Part];

const evalDir = path.join(PROJECT_ROOT, 'test', 'fixtures', 'classifier-eval');
function loadPart(part: Part): EvalItem[] {
  if (part === 'hmrc') return loadHmrcReferences();
  const file = JSON.parse(fs.readFileSync(path.join(evalDir, `${part}.json`), 'utf8')) as EvalFile;
  if (file.part !== part || file.count !== file.items.length) throw new Error(`${part}.json is inconsistent (part ${file.part}, count ${file.count}, ${file.items.length} items)`);
  return file.items;
}

/** HMRC's references (data/hmrc/README.md) as labelled items. */
function loadHmrcReferences(): EvalItem[] {
  const [, ...rows] = parseCsv(fs.readFileSync(path.join(PROJECT_ROOT, 'data', 'hmrc', 'references.csv'), 'utf8'));
  return rows.map(([hs6, text, source], i) => ({
    id: `hmrc-${source}-${i + 1}`,
    text,
    hs6,
    category: '',
    source: source === 'search' ? HMRC_SEARCH : HMRC_PARCELS,
    url: 'https://github.com/trade-tariff/trade-tariff-lambdas-fpo-search',
    licence: 'MIT (Crown copyright)',
  }));
}
const HMRC_SEARCH = 'HMRC search terms';
const HMRC_PARCELS = 'HMRC parcel descriptions';

// ---- tables, built as the service builds them ------------------------------------------------------------------
interface Table {
  name: string;
  classifier: Classifier;
  buildMs: number;
  /** the table's classifier built without the labelled products `leaveOut` names (a table that has the tune items) */
  crossValidated?: (leaveOut: (id: string) => boolean) => Classifier;
  /** ... and without the HMRC references of the texts `leaveOut` names (a table that has them) */
  withoutReferences?: (leaveOut: (text: string) => boolean) => Classifier;
}
function build(name: string, make: () => Classifier): Table {
  const t0 = process.hrtime.bigint();
  const classifier = make();
  return { name, classifier, buildMs: Number(process.hrtime.bigint() - t0) / 1e6 };
}
const tables: Table[] = [];
if (tableArg !== 'builtin') {
  const csv = process.env.HS_NOMENCLATURE_CSV;
  const service = build(`service (built-in + ${csv ? `HS_NOMENCLATURE_CSV=${csv}` : 'data/hs/hs2022.csv'}, US tariff text, WordNet)`, () => buildServiceClassifier(csv));
  tables.push({
    ...service,
    crossValidated: (leaveOut) => classifierLeavingOut(leaveOut, csv),
    withoutReferences: (leaveOut) => classifierLeavingOutReferences((ref) => leaveOut(ref.text), csv),
  });
}
if (tableArg !== 'service') tables.push(build('built-in table alone', () => createClassifier()));

// ---- scoring ----------------------------------------------------------------------------------------------------
interface Outcome {
  item: EvalItem;
  code: string | null;
  candidates: string[];
  level: ConfidenceLevel;
  confidence: number;
}
const digitsOf = (code: string): string => code.replace(/\D/g, '');

function classifyItem(c: Classifier, item: EvalItem): Outcome {
  const r: ClassificationResult = c.classify({
    productName: item.text,
    description: '',
    ...(withCategory && item.merchantCategory ? { category: item.merchantCategory } : {}),
  });
  return {
    item,
    code: r.hs_code ? digitsOf(r.hs_code) : null,
    candidates: r.candidate_classifications.map((k) => digitsOf(k.hs_code)),
    level: r.confidence_level,
    confidence: r.confidence_score,
  };
}

const CV_FOLDS = 5;
/** The cross-validation fold of a tune item: a pure function of its id, like the tune/holdout split. */
function foldOf(id: string): number {
  return crypto.createHash('sha256').update(`export-protocol/classifier-eval/cv:${id}`).digest().readUInt32BE(0) % CV_FOLDS;
}

/** The part's outcomes, in item order; a part whose items the table has, by cross-validation. */
function classifyPart(table: Table, part: Part, items: EvalItem[]): Outcome[] {
  const leaving = crossValidation(table, part);
  if (!leaving) return items.map((it) => classifyItem(table.classifier, it));
  const outcomes = new Array<Outcome>(items.length);
  for (let fold = 0; fold < CV_FOLDS; fold++) {
    const classifier = leaving.build(fold);
    items.forEach((it, i) => {
      if (leaving.foldOfItem(it) === fold) outcomes[i] = classifyItem(classifier, it);
    });
  }
  return outcomes;
}

/**
 * How a table that has a part's items answers them without: the tune items by id; HMRC's references by text, so
 * that a text listed under two codes is never answered by its other row.
 */
function crossValidation(table: Table, part: Part): { build: (fold: number) => Classifier; foldOfItem: (it: EvalItem) => number } | undefined {
  const { crossValidated, withoutReferences } = table;
  if (part === 'tune' && crossValidated) return { build: (fold) => crossValidated((id) => foldOf(id) === fold), foldOfItem: (it) => foldOf(it.id) };
  if (part === 'hmrc' && withoutReferences) return { build: (fold) => withoutReferences((text) => foldOf(text) === fold), foldOfItem: (it) => foldOf(it.text) };
  return undefined;
}

/** chapter → HS section (data/hs/hs2022.csv's section column), for the cross-section first answers. */
const SECTION_OF: ReadonlyMap<string, string> = (() => {
  const rows = parseCsv(fs.readFileSync(path.join(PROJECT_ROOT, 'data', 'hs', 'hs2022.csv'), 'utf8'));
  const [header, ...body] = rows;
  const [sec, code] = [header.indexOf('section'), header.indexOf('hscode')];
  return new Map(body.filter((r) => r[code]?.length === 2).map((r) => [r[code], r[sec]]));
})();

interface BandStats {
  count: number;
  headingCorrect: number;
  subheadingCorrect: number;
}
interface Stats {
  n: number;
  noCode: number;
  headingTop1: number;
  subheadingTop1: number;
  headingInCandidates: number;
  subheadingInCandidates: number;
  /** first answers in another HS section than the label's: the absurd misses (issue 34) */
  crossSection: number;
  /** of those, answered with medium or high confidence */
  crossSectionConfident: number;
  bands: Record<ConfidenceLevel, BandStats>;
}
function score(outcomes: Outcome[]): Stats {
  const s: Stats = {
    n: outcomes.length,
    noCode: 0,
    headingTop1: 0,
    subheadingTop1: 0,
    headingInCandidates: 0,
    subheadingInCandidates: 0,
    crossSection: 0,
    crossSectionConfident: 0,
    bands: { high: { count: 0, headingCorrect: 0, subheadingCorrect: 0 }, medium: { count: 0, headingCorrect: 0, subheadingCorrect: 0 }, low: { count: 0, headingCorrect: 0, subheadingCorrect: 0 } },
  };
  for (const o of outcomes) {
    const heading = o.item.hs6.slice(0, 4);
    const headOk = o.code !== null && o.code.slice(0, 4) === heading;
    const subOk = o.code !== null && o.code.slice(0, 6) === o.item.hs6;
    if (o.code === null) s.noCode += 1;
    if (headOk) s.headingTop1 += 1;
    if (subOk) s.subheadingTop1 += 1;
    const pool = o.code ? [o.code, ...o.candidates] : o.candidates;
    if (pool.some((c) => c.slice(0, 4) === heading)) s.headingInCandidates += 1;
    if (pool.some((c) => c.slice(0, 6) === o.item.hs6)) s.subheadingInCandidates += 1;
    if (o.code !== null && SECTION_OF.get(o.code.slice(0, 2)) !== SECTION_OF.get(o.item.hs6.slice(0, 2))) {
      s.crossSection += 1;
      if (o.level !== 'low') s.crossSectionConfident += 1;
    }
    if (o.code !== null) {
      const b = s.bands[o.level];
      b.count += 1;
      if (headOk) b.headingCorrect += 1;
      if (subOk) b.subheadingCorrect += 1;
    }
  }
  return s;
}

// ---- other labellers' conventions --------------------------------------------------------------------------
/**
 * A labelled text as a set of content words: a reference "is in" an item's text when all its words are.
 * Digits are left out ("440ml", "2023"): they name sizes and years, not goods.
 */
function contentWords(text: string): Set<string> {
  return new Set(words(text).filter((w) => !STOP_WORDS.has(w) && !/\d/.test(w)).map(stem));
}
interface LabelledText {
  words: Set<string>;
  heading: string;
}
const MIN_REFERENCE_WORDS = 2;
/** Every labelled text the project has: the tune items and HMRC's references (not the holdout part). */
const LABELLED_TEXTS: readonly LabelledText[] = [...loadPart('tune'), ...loadHmrcReferences()]
  .map((it) => ({ words: contentWords(it.text), heading: it.hs6.slice(0, 4) }))
  // one word ("top", "board") names too many goods to say what another labeller would do
  .filter((r) => r.words.size >= MIN_REFERENCE_WORDS);

interface Conventions {
  /** high answers whose heading is not the label's */
  wrongHigh: number;
  /** ... of which a labelled text of the answer's heading is in the item's text ("usb flash drives" → 85.23) */
  answerLabelledElsewhere: number;
  /** ... of which a labelled text of the label's heading is in the item's text */
  labelLabelledElsewhere: number;
}
/**
 * How many wrong high answers another labeller would have called right: a labelled text (tune item or HMRC
 * reference, never the item itself) contained in the item's text carries the answer's heading. Aggregate only, so
 * the holdout part can be reported without reading its items. Labels follow conventions: the same "USB flash drive"
 * is 84.71 in one set and 85.23 (the HS text) in another; a wrong answer with such support is a disagreement between
 * labellers rather than a misreading.
 */
function conventions(outcomes: Outcome[]): Conventions {
  const c: Conventions = { wrongHigh: 0, answerLabelledElsewhere: 0, labelLabelledElsewhere: 0 };
  for (const o of outcomes) {
    const label = o.item.hs6.slice(0, 4);
    if (o.level !== 'high' || o.code === null || o.code.slice(0, 4) === label) continue;
    c.wrongHigh += 1;
    const own = contentWords(o.item.text);
    const inText = LABELLED_TEXTS.filter((r) => !sameWords(r.words, own) && [...r.words].every((w) => own.has(w)));
    if (inText.some((r) => r.heading === o.code!.slice(0, 4))) c.answerLabelledElsewhere += 1;
    if (inText.some((r) => r.heading === label)) c.labelLabelledElsewhere += 1;
  }
  return c;
}
const sameWords = (a: Set<string>, b: Set<string>): boolean => a.size === b.size && [...a].every((w) => b.has(w));

const pct = (a: number, b: number): string => (b === 0 ? '    -' : `${((100 * a) / b).toFixed(1).padStart(5)}%`);

function printStats(label: string, s: Stats): void {
  console.log(`  ${label}  (n=${s.n})`);
  console.log(`    heading top-1        ${pct(s.headingTop1, s.n)}   (${s.headingTop1}/${s.n})`);
  console.log(`    subheading top-1     ${pct(s.subheadingTop1, s.n)}   (${s.subheadingTop1}/${s.n})`);
  console.log(`    heading in cands     ${pct(s.headingInCandidates, s.n)}   (${s.headingInCandidates}/${s.n})`);
  console.log(`    subheading in cands  ${pct(s.subheadingInCandidates, s.n)}   (${s.subheadingInCandidates}/${s.n})`);
  console.log(`    no code              ${String(s.noCode).padStart(6)}`);
  console.log(`    other section, first ${pct(s.crossSection, s.n)}   (${s.crossSection}/${s.n}; ${s.crossSectionConfident} of them medium or high)`);
  for (const band of BANDS) {
    const b = s.bands[band];
    console.log(
      `    ${band.padEnd(6)} band  count ${String(b.count).padStart(4)}   precision heading ${pct(b.headingCorrect, b.count)}  subheading ${pct(b.subheadingCorrect, b.count)}`,
    );
  }
}

function sourceOf(item: EvalItem): string {
  const { id } = item;
  if (id.startsWith('hmrc-')) return item.source;
  // a group of rulings transcribed later (test/fixtures/classifier-eval/build.js, loadManualCross)
  const group = /^(CBP rulings [^:]+): /.exec(item.source)?.[1];
  if (group) return group;
  return id.startsWith('hscodecomp-') ? 'HSCodeComp' : id.startsWith('atlas-') ? 'ATLAS (CBP rulings)' : 'CBP rulings';
}

// ---- run --------------------------------------------------------------------------------------------------------
const report: Record<string, Record<string, unknown>> = {};
console.log(`HS classifier evaluation (${withCategory ? 'product text + shop category' : 'product text only'})`);
for (const table of tables) {
  console.log(`\n${table.name}  [${table.classifier.entries.size} table entries, built in ${table.buildMs.toFixed(0)} ms]`);
  report[table.name] = {};
  for (const part of parts) {
    const items = loadPart(part);
    const t0 = process.hrtime.bigint();
    const outcomes = classifyPart(table, part, items);
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const stats = score(outcomes);
    const cv = crossValidation(table, part) !== undefined;
    printStats(cv ? `${part}, ${CV_FOLDS}-fold cross-validated` : part, stats);
    console.log(cv ? `    (each fold answered by a classifier built without its items, ${(ms / 1000).toFixed(1)} s)` : `    (${(ms / items.length).toFixed(2)} ms per item)`);
    const conv = conventions(outcomes);
    console.log(
      `    high band, wrong answers ${conv.wrongHigh}: a labelled text inside the name has the answer's heading for ${conv.answerLabelledElsewhere}, the label's for ${conv.labelLabelledElsewhere}`,
    );
    const entry: Record<string, unknown> = { all: stats, conventions: conv };
    if (bySource) {
      const groups = new Map<string, Outcome[]>();
      for (const o of outcomes) groups.set(sourceOf(o.item), [...(groups.get(sourceOf(o.item)) ?? []), o]);
      for (const [src, group] of [...groups.entries()].sort()) {
        const gs = score(group);
        entry[src] = gs;
        console.log(
          `      ${src.padEnd(20)} n=${String(gs.n).padStart(4)}  heading ${pct(gs.headingTop1, gs.n)}  subheading ${pct(gs.subheadingTop1, gs.n)}  heading in cands ${pct(gs.headingInCandidates, gs.n)}  high ${gs.bands.high.count} @ ${pct(gs.bands.high.headingCorrect, gs.bands.high.count)}  no code ${gs.noCode}`,
        );
      }
    }
    report[table.name][part] = entry;
    if (errorsArg !== undefined && part !== 'holdout') {
      const limit = Number(errorsArg) || 50;
      const wrong = outcomes.filter((o) => o.code === null || o.code.slice(0, 4) !== o.item.hs6.slice(0, 4));
      console.log(`\n    first ${Math.min(limit, wrong.length)} of ${wrong.length} ${part} items with a wrong heading:`);
      for (const o of wrong.slice(0, limit)) {
        console.log(`      ${o.item.id.padEnd(22)} want ${o.item.hs6}  got ${o.code ?? 'none  '} (${o.level})  ${o.item.text.slice(0, 90)}`);
      }
    }
  }
}

if (jsonOut) {
  fs.writeFileSync(jsonOut, `${JSON.stringify({ withMerchantCategory: withCategory, report }, null, 2)}\n`);
  console.log(`\nwrote ${jsonOut}`);
}
