#!/usr/bin/env node
'use strict';
/*
 * Rebuilds data/hmrc/{references.csv,vague-terms.txt,brands.csv} from HMRC's parcel-categorisation project
 * (trade-tariff/trade-tariff-lambdas-fpo-search, MIT, Crown copyright; README.md beside this file).
 *
 *   node data/hmrc/convert.js --reference-data /path/to/trade-tariff-lambdas-fpo-search/reference_data \
 *     [--hs data/hs/hs2022.csv] [--eval-dir test/fixtures/classifier-eval] [--out data/hmrc]
 *
 * Reads search_references.json (curated search term → 10-digit UK code), extra_references.csv (parcel
 * description → 8/10-digit UK code), vague_terms.csv and brands.csv. A labelled row is kept when its first six
 * digits are an HS 2022 subheading of data/hs/hs2022.csv (UK codes are HS 2022 based) and its normalised text
 * is not the text of an evaluation item (tune.json, holdout.json): the references must never answer an
 * evaluation item by its own words. Only counts are printed; no evaluation item is ever printed.
 * CSV is read and written with csv-parse / csv-stringify (the project's dependencies).
 */
const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');
const { stringify } = require('csv-stringify/sync');

const args = {};
for (let a = process.argv.slice(2), i = 0; i < a.length; i += 2) {
  if (!a[i].startsWith('--') || a[i + 1] === undefined) throw new Error(`bad argument ${a[i]}`);
  args[a[i].slice(2)] = a[i + 1];
}
if (!args['reference-data']) throw new Error('--reference-data DIR is required');
const ROOT = path.resolve(__dirname, '..', '..');
const SRC = args['reference-data'];
const HS_CSV = args.hs || path.join(ROOT, 'data/hs/hs2022.csv');
const EVAL_DIR = args['eval-dir'] || path.join(ROOT, 'test/fixtures/classifier-eval');
const OUT = args.out || __dirname;

const norm = (s) => String(s || '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const read = (f) => fs.readFileSync(path.join(SRC, f), 'utf8');

function subheadings() {
  const rows = parse(fs.readFileSync(HS_CSV, 'utf8'), { columns: true, bom: true });
  return new Set(rows.filter((r) => /^\d{6}$/.test(r.hscode)).map((r) => r.hscode));
}

function evalTexts() {
  const texts = new Set();
  for (const f of ['tune.json', 'holdout.json']) {
    for (const item of JSON.parse(fs.readFileSync(path.join(EVAL_DIR, f), 'utf8')).items) texts.add(norm(item.text));
  }
  return texts;
}

/** The labelled rows of both reference files, as {hs6, text, source}, before any filtering. */
function labelledRows() {
  const search = Object.entries(JSON.parse(read('search_references.json'))).map(([text, code]) => ({ text, code, source: 'search' }));
  const extra = parse(read('extra_references.csv'), { columns: true, bom: true, trim: true }).map((r) => ({ text: r['Goods Description'], code: r['Commodity Code'], source: 'extra' }));
  return [...search, ...extra].map((r) => ({ hs6: String(r.code).replace(/\D/g, '').slice(0, 6), text: String(r.text).replace(/\s+/g, ' ').trim(), source: r.source }));
}

function buildReferences(valid, excluded) {
  const counts = { read: 0, notHs2022: 0, evaluationText: 0, noWords: 0, duplicate: 0, kept: 0 };
  const seen = new Set();
  const kept = [];
  for (const r of labelledRows()) {
    counts.read++;
    const key = norm(r.text);
    if (!valid.has(r.hs6)) counts.notHs2022++;
    else if (excluded.has(key)) counts.evaluationText++;
    else if (!/[a-z]{2}/.test(key)) counts.noWords++;
    else if (seen.has(`${r.hs6}|${key}`)) counts.duplicate++;
    else {
      seen.add(`${r.hs6}|${key}`);
      kept.push(r);
      counts.kept++;
    }
  }
  kept.sort((a, b) => a.hs6.localeCompare(b.hs6) || a.text.localeCompare(b.text));
  fs.writeFileSync(path.join(OUT, 'references.csv'), stringify(kept, { header: true, columns: ['hs6', 'text', 'source'] }));
  return { counts, subheadings: new Set(kept.map((r) => r.hs6)).size };
}

/** Descriptions HMRC's categoriser treats as too vague to classify: kept when they have a word of letters. */
function buildVagueTerms() {
  const terms = new Set();
  for (const [t] of parse(read('vague_terms.csv'), { relax_column_count: true, bom: true })) {
    const n = norm(t);
    if (/[a-z]{2}/.test(n)) terms.add(n);
  }
  const sorted = [...terms].sort();
  fs.writeFileSync(path.join(OUT, 'vague-terms.txt'), `${sorted.join('\n')}\n`);
  return sorted.length;
}

/** Brand → what the brand's product is, e.g. "muller frijj" → "milk drink" (the sheet's own context words). */
function buildBrands(valid) {
  const rows = parse(read('brands.csv'), { columns: true, bom: true, trim: true, relax_column_count: true });
  const out = new Map();
  for (const r of rows) {
    const brand = norm(r['GDSDESC (Brand / Product)']);
    const hs6 = String(r.CMDTYCODE).replace(/\D/g, '').slice(0, 6);
    const product = norm(r['Description for context / augmenting']) || norm(r.GDSDESC).replace(brand, '').trim();
    if (!brand || !product || !valid.has(hs6.padEnd(6, '0').slice(0, 6)) && hs6.length === 6) continue;
    if (!out.has(brand)) out.set(brand, { brand, product, chapter: hs6.slice(0, 2) });
  }
  const list = [...out.values()].sort((a, b) => a.brand.localeCompare(b.brand));
  fs.writeFileSync(path.join(OUT, 'brands.csv'), stringify(list, { header: true, columns: ['brand', 'product', 'chapter'] }));
  return list.length;
}

const valid = subheadings();
const refs = buildReferences(valid, evalTexts());
console.log(`references.csv: ${refs.counts.kept} rows over ${refs.subheadings} subheadings`, refs.counts);
console.log(`vague-terms.txt: ${buildVagueTerms()} terms`);
console.log(`brands.csv: ${buildBrands(valid)} brands`);
