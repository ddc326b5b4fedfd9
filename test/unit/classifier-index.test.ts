import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The prebuilt classifier indexes (runtime/classifier-index.ts), as the built code uses them: `npm run build`
 * (which npm test runs first) wrote dist/classifier-index.v8; a classifier loads it while its key matches its
 * code and data, builds its indexes itself when not, and answers the same either way.
 */
const DIST = path.join(__dirname, '..', '..', 'dist');
const INDEX = path.join(DIST, 'classifier-index.v8');
const CLASSIFIER = path.join(DIST, 'runtime', 'classifier.js');
const INDEX_MODULE = path.join(DIST, 'runtime', 'classifier-index.js');
const CSV = path.join(__dirname, '..', '..', 'data', 'hs', 'hs2022.csv');

/** Runs a script against the built modules in a child process (jest runs the TypeScript sources) and returns its JSON. */
function inChild<T>(script: string): T {
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', maxBuffer: 64 << 20 })) as T;
}

const PRODUCTS = [
  { productName: 'stainless steel insulated tumbler', description: '' },
  { productName: "women's cotton cardigan", description: 'knitted' },
  { productName: 'USB flash drive 64GB', description: '' },
  { productName: 'a vegetable oil for cooking', description: '' },
];

/** Each product's result and how the classifier got its indexes, for a nomenclature file. */
const classifyWith = (csv: string): { why: string; results: unknown[] } =>
  inChild(`
    const { buildServiceClassifier } = require(${JSON.stringify(CLASSIFIER)});
    let why;
    const c = buildServiceClassifier(${JSON.stringify(csv)}, (w) => (why = w));
    console.log(JSON.stringify({ why, results: ${JSON.stringify(PRODUCTS)}.map((p) => c.classify(p)) }));
  `);

let tmp: string;
beforeAll(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'classifier-index-'))));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

test('the build wrote the indexes; a second build leaves them as they are', () => {
  expect(fs.existsSync(INDEX)).toBe(true);
  const before = fs.statSync(INDEX).mtimeMs;
  expect(execFileSync(process.execPath, [INDEX_MODULE], { encoding: 'utf8' })).toContain('up to date');
  expect(fs.statSync(INDEX).mtimeMs).toBe(before);
});

test('a classifier loads the saved indexes for the data they were built from, builds them for other data, and answers the same', () => {
  const loaded = classifyWith(CSV);
  expect(loaded.why).toBe('classifier indexes from classifier-index.v8');
  // the same nomenclature under another name is other data as far as the key knows: built at start
  const copy = path.join(tmp, 'national.csv');
  fs.copyFileSync(CSV, copy);
  const built = classifyWith(copy);
  expect(built.why).toMatch(/built at start: classifier-index\.v8 was built from other code or data/);
  expect(built.results).toEqual(loaded.results);
});

test("a change of the classifier's compiled code makes the saved indexes stale", () => {
  const probe = path.join(DIST, 'domain', 'classifier', 'zz-index-probe.js');
  fs.writeFileSync(probe, '// changed code\n');
  try {
    expect(classifyWith(CSV).why).toMatch(/built at start: classifier-index\.v8 was built from other code or data/);
  } finally {
    fs.rmSync(probe, { force: true });
  }
  expect(classifyWith(CSV).why).toBe('classifier indexes from classifier-index.v8');
});

test('an unreadable or missing index file is built around, never read', () => {
  // a file whose key matches but whose contents are not the indexes (a disk error, an interrupted copy)
  const bad = path.join(tmp, 'bad.v8');
  fs.writeFileSync(bad, 'not a V8 serialisation');
  const whys = inChild<string[]>(`
    const { indexKey, savedIndexes } = require(${JSON.stringify(INDEX_MODULE)});
    const files = [${JSON.stringify(CSV)}];
    require('node:fs').writeFileSync(${JSON.stringify(path.join(tmp, 'bad.key'))}, indexKey(files));
    console.log(JSON.stringify([savedIndexes(files, ${JSON.stringify(bad)}), savedIndexes(files, ${JSON.stringify(path.join(tmp, 'none.v8'))})].map((s) => [s.indexes === undefined, s.why])));
  `);
  expect(whys).toEqual([
    [true, 'classifier indexes built at start: bad.v8 is unreadable (npm run build rewrites it)'],
    [true, 'classifier indexes built at start: no none.v8 (npm run build writes it)'],
  ]);
});
