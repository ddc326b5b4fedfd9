#!/usr/bin/env node
'use strict';
/**
 * Builds data/hs/ from the `datasets/harmonized-system` data package (ODC-PDDL-1.0).
 *
 *   node data/hs/convert.js --hs2022 <harmonized-system.csv @ 905e5a0> \
 *                           --hs2017 <harmonized-system.csv @ a72bef2> \
 *                           --sections <sections.csv @ 905e5a0> [--out data/hs]
 *
 * Writes (all UTF-8, LF, RFC 4180 quoting):
 * - hs2022.csv: `section,hscode,description,parent,level,in_hs2017`: the HS 2022 rows of chapters 01-97 at
 *   levels 2, 4 and 6 (the upstream `TOTAL` row and the "not specified according to kind" codes 99/9999/999999
 *   are dropped), descriptions unchanged. `in_hs2017` is 1 when the same code is a row of the HS 2017 edition of
 *   the package, 0 when the code is new in HS 2022 (empty for chapters). The first five columns are the layout
 *   loadNomenclatureCsv (domain/classifier/csv-loader.ts) reads; it finds columns by name and ignores the rest.
 * - sections.csv: `section,name`, the 21 section titles, unchanged.
 * - hs2017-deleted.csv: `hscode,description,level`: HS 2017 headings and subheadings that are not codes of
 *   HS 2022 (deleted or renumbered by the 2022 amendments). Evaluation labels taken from rulings older than
 *   2022 are checked against it (test/fixtures/classifier-eval/build.js).
 *
 * Deterministic: same inputs, same bytes. No dependencies beyond Node.
 */
const fs = require('node:fs');
const path = require('node:path');

function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let q = false;
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i];
    if (q) {
      if (c === '"') {
        if (s[i + 1] === '"') {
          field += '"';
          i += 1;
        } else q = false;
      } else field += c;
      continue;
    }
    if (c === '"' && field.length === 0) q = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i += 1;
      row.push(field);
      field = '';
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    if (row.some((f) => f !== '')) rows.push(row);
  }
  const header = rows.shift().map((h) => h.trim());
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, (r[i] ?? '').trim()])));
}

function csvField(v) {
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function toCsv(header, rows) {
  return [header.join(','), ...rows.map((r) => header.map((h) => csvField(r[h] ?? '')).join(','))].join('\n') + '\n';
}

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const hs2022Path = arg('hs2022');
const hs2017Path = arg('hs2017');
const sectionsPath = arg('sections');
const outDir = arg('out') ?? path.join(__dirname);
if (!hs2022Path || !hs2017Path || !sectionsPath) {
  console.error('usage: node data/hs/convert.js --hs2022 FILE --hs2017 FILE --sections FILE [--out DIR]');
  process.exit(2);
}

const isHs = (r) => /^\d+$/.test(r.hscode) && [2, 4, 6].includes(r.hscode.length) && !r.hscode.startsWith('99');
const hs2022 = parseCsv(fs.readFileSync(hs2022Path, 'utf8')).filter(isHs);
const hs2017 = parseCsv(fs.readFileSync(hs2017Path, 'utf8')).filter(isHs);
const sections = parseCsv(fs.readFileSync(sectionsPath, 'utf8'));

const codes2017 = new Set(hs2017.map((r) => r.hscode));
const codes2022 = new Set(hs2022.map((r) => r.hscode));
for (const r of hs2022) {
  if (String(r.hscode.length) !== r.level) throw new Error(`level ${r.level} does not match code ${r.hscode}`);
  r.in_hs2017 = r.hscode.length === 2 ? '' : codes2017.has(r.hscode) ? '1' : '0';
}
const deleted = hs2017
  .filter((r) => r.hscode.length > 2 && !codes2022.has(r.hscode))
  .map((r) => ({ hscode: r.hscode, description: r.description, level: r.level }));

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'hs2022.csv'), toCsv(['section', 'hscode', 'description', 'parent', 'level', 'in_hs2017'], hs2022));
fs.writeFileSync(path.join(outDir, 'sections.csv'), toCsv(['section', 'name'], sections));
fs.writeFileSync(path.join(outDir, 'hs2017-deleted.csv'), toCsv(['hscode', 'description', 'level'], deleted));

const count = (rows, n) => rows.filter((r) => r.hscode.length === n).length;
console.log(
  JSON.stringify({
    hs2022: { chapters: count(hs2022, 2), headings: count(hs2022, 4), subheadings: count(hs2022, 6) },
    newIn2022: { headings: hs2022.filter((r) => r.level === '4' && r.in_hs2017 === '0').length, subheadings: hs2022.filter((r) => r.level === '6' && r.in_hs2017 === '0').length },
    hs2017: { headings: count(hs2017, 4), subheadings: count(hs2017, 6) },
    deletedFrom2017: { headings: deleted.filter((r) => r.level === '4').length, subheadings: deleted.filter((r) => r.level === '6').length },
    sections: sections.length,
  }),
);
