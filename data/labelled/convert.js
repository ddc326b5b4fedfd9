#!/usr/bin/env node
'use strict';
/*
 * Rebuilds data/labelled/references.csv from the tuning part of the classifier's evaluation set
 * (test/fixtures/classifier-eval/tune.json; README.md beside this file gives sources and licences).
 *
 *   node data/labelled/convert.js [--eval-dir test/fixtures/classifier-eval] [--out data/labelled]
 *
 * Each tune item becomes one row `hs6,text,id`: the label, the product text, the item's id (so that the evaluation
 * can leave a fold out: bench/eval-classifier.ts cross-validates the tune part). An item whose normalised text is
 * also the text of a holdout item is dropped, so that no held-out item is answered by its own words; nothing of
 * holdout.json is written or printed, only counts. CSV is written with csv-stringify (a project dependency).
 */
const fs = require('node:fs');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { stringify } = require('csv-stringify/sync');

const { values } = parseArgs({ options: { 'eval-dir': { type: 'string' }, out: { type: 'string' } } });
const EVAL_DIR = values['eval-dir'] ?? path.join(__dirname, '..', '..', 'test/fixtures/classifier-eval');
const OUT = values.out ?? __dirname;

const norm = (s) => String(s || '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const items = (part) => JSON.parse(fs.readFileSync(path.join(EVAL_DIR, `${part}.json`), 'utf8')).items;

const heldOut = new Set(items('holdout').map((it) => norm(it.text)));
const counts = { read: 0, holdoutText: 0, kept: 0 };
const rows = [];
for (const it of items('tune')) {
  counts.read++;
  if (heldOut.has(norm(it.text))) counts.holdoutText++;
  else rows.push({ hs6: it.hs6, text: it.text, id: it.id });
}
counts.kept = rows.length;
rows.sort((a, b) => a.hs6.localeCompare(b.hs6) || a.id.localeCompare(b.id));
fs.writeFileSync(path.join(OUT, 'references.csv'), stringify(rows, { header: true, columns: ['hs6', 'text', 'id'] }));
console.log(`references.csv: ${counts.kept} rows over ${new Set(rows.map((r) => r.hs6)).size} subheadings (${counts.read} tune items read, ${counts.holdoutText} dropped as holdout texts)`);
