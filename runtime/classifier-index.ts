import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { TableIndexes } from '../domain/classifier';
import { CLASSIFIER_DATA, indexedData } from './classifier-data';

/**
 * The HS classifier's indexes (full-text postings, semantic matrix), built once at build time instead of at every
 * start: they are most of the table's build (~1 s of ~1.8 s on the 2-core CI host) and a pure function of the
 * classifier's code and data (issue 34: "the start is no slower by more than 0.5 s").
 *
 * As with the workflow bundle (./workflow-bundle.ts): `npm run build` writes dist/classifier-index.v8 with the key of
 * what it was built from, and a process uses it only when the key still matches, so a stale index is never read:
 * it builds the indexes itself, as before, and says so. V8's serialisation keeps the typed arrays as they are, so
 * loading is a copy, not a parse.
 */
const DIST = path.resolve(__dirname, '..');
export const INDEX_FILE = path.join(DIST, 'classifier-index.v8');
const CLASSIFIER_CODE = path.join(DIST, 'domain', 'classifier');

/** Only compiled code has a dist/ to keep the file in: under jest's transform the indexes are built. */
const compiled = __filename.endsWith('.js');

/**
 * What the indexes are built from: the classifier's compiled code (tokenising, lemmas, weights, the merchant table),
 * the data files it indexes (their names and contents, not their paths, so a moved checkout still matches) and V8's
 * version, which writes the file.
 */
export function indexKey(dataFiles: readonly string[]): string {
  const hash = createHash('sha256').update(`v8 ${process.versions.v8}\n`);
  for (const file of fs.readdirSync(CLASSIFIER_CODE).filter((f) => f.endsWith('.js')).sort()) {
    hash.update(`${file}\n`).update(fs.readFileSync(path.join(CLASSIFIER_CODE, file)));
  }
  for (const file of dataFiles) hash.update(`${path.basename(file)}\n`).update(fs.readFileSync(file));
  return hash.digest('hex');
}

/** Where a file's key is kept: beside it, so that checking it reads a line, not the whole index. */
const keyFileOf = (file: string): string => file.replace(/\.v8$/, '.key');

const keyOf = (file: string): string | undefined => {
  try {
    return fs.readFileSync(keyFileOf(file), 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** The saved indexes when they were built from these data files and this code; `why` says which way, for the log. */
export function savedIndexes(dataFiles: readonly string[], file = INDEX_FILE): { indexes?: TableIndexes; why: string } {
  const name = path.basename(file);
  if (!compiled) return { why: 'classifier indexes built at start (running from sources)' };
  if (!fs.existsSync(file)) return { why: `classifier indexes built at start: no ${name} (npm run build writes it)` };
  if (keyOf(file) !== indexKey(dataFiles)) return { why: `classifier indexes built at start: ${name} was built from other code or data (npm run build rebuilds it)` };
  try {
    return { indexes: v8.deserialize(fs.readFileSync(file)) as TableIndexes, why: `classifier indexes from ${name}` };
  } catch {
    return { why: `classifier indexes built at start: ${name} is unreadable (npm run build rewrites it)` };
  }
}

const upToDate = (key: string, file: string): boolean => keyOf(file) === key && fs.existsSync(file);

/** Writes the indexes and their key, unless the file there has that key; returns whether it wrote. */
export function saveIndexes(dataFiles: readonly string[], build: () => TableIndexes, file = INDEX_FILE): boolean {
  const key = indexKey(dataFiles);
  if (upToDate(key, file)) return false;
  // Indexes, then key: a crash in between leaves a key that does not match, never a key for a half file.
  fs.writeFileSync(`${file}.tmp`, v8.serialize(build()));
  fs.renameSync(`${file}.tmp`, file);
  fs.writeFileSync(keyFileOf(file), `${key}\n`);
  return true;
}

// `npm run build` and `npm start` run this: the check loads no classifier code, so an unchanged build costs ~0.1 s.
if (require.main === module) {
  const started = Date.now();
  if (upToDate(indexKey(indexedData(CLASSIFIER_DATA.nomenclature)), INDEX_FILE)) console.log('classifier indexes: up to date');
  else {
    // loaded only to build: the classifier's code is most of this script's cost
    (require('./classifier') as typeof import('./classifier')).saveServiceIndexes();
    console.log(`classifier indexes: dist/classifier-index.v8 written in ${Date.now() - started} ms`);
  }
}
