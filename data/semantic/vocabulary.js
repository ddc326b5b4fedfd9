#!/usr/bin/env node
/**
 * The words that get a vector (data/semantic/README.md): every word of the texts the classifier indexes (the HS 2022
 * nomenclature, the built-in table's descriptions and keywords, the US national text, HMRC's references) and of the
 * WordNet generalisations, cut into words exactly as the classifier cuts product texts (`words()` of
 * domain/classifier/text.ts, from dist/). No evaluation text is read, so no evaluation word is favoured.
 *   npm run build && node data/semantic/vocabulary.js   → data/semantic/words.txt
 */
const fs = require('node:fs');
const path = require('node:path');
const { parse } = require('csv-parse/sync');

const root = path.join(__dirname, '..', '..');
const { words } = require(path.join(root, 'dist', 'domain', 'classifier', 'text.js'));
const { BUILTIN_NOMENCLATURE } = require(path.join(root, 'dist', 'domain', 'classifier', 'nomenclature.js'));

const csvColumn = (file, column) =>
  parse(fs.readFileSync(path.join(root, file), 'utf8'), { columns: true }).map((row) => row[column]);
const texts = [
  ...csvColumn('data/hs/hs2022.csv', 'description'),
  ...csvColumn('data/hs-extra/hts-us.csv', 'text'),
  ...csvColumn('data/hmrc/references.csv', 'text'),
  ...BUILTIN_NOMENCLATURE.flatMap((e) => [e.description, ...e.keywords]),
  ...fs
    .readFileSync(path.join(root, 'data/lexicon/hypernyms.tsv'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#')),
];

// one-letter words and words with digits (sizes, model numbers) carry no meaning of their own
const vocabulary = new Set(texts.flatMap((t) => words(t)).filter((w) => w.length > 1 && !/\d/.test(w)));
const sorted = [...vocabulary].sort();
fs.writeFileSync(path.join(__dirname, 'words.txt'), `${sorted.join('\n')}\n`);
console.log(`data/semantic/words.txt: ${sorted.length} words`);
