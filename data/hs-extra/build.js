#!/usr/bin/env node
'use strict';
/*
 * Rebuilds data/hs-extra/hts-us.csv and data/hs-extra/rulings.jsonl from downloaded inputs.
 * Plain Node (>= 18), no dependencies. See README.md beside this file for the sources.
 *
 *   node data/hs-extra/build.js \
 *     --hts /tmp/hsdata/hts_2026_revision_4_csv.csv \
 *     [--atlas-train /tmp/hsdata/atlas_train.jsonl] \
 *     [--atlas-exclude /tmp/hsdata/atlas_test.jsonl --atlas-exclude /tmp/hsdata/atlas_validation.jsonl] \
 *     [--cross-json /tmp/hsdata/cross_rulings_dataset.json] \
 *     [--hs data/hs/hs2022.csv] [--eval-dir test/fixtures/classifier-eval] [--out data/hs-extra]
 *
 * --hts           USITC "HTS Number,Indent,Description,..." CSV export (any 2023+ edition).
 * --atlas-train   ATLAS CROSS-rulings dataset TRAIN split (jsonl, {"messages":[user, assistant]}).
 * --atlas-exclude ATLAS test / validation split files: any train row whose text equals one of theirs is dropped.
 * Each input may be written "file::label"; the label (repo@commit:path) becomes the row's source prefix.
 * --cross-json    JSON array of {ruling_number, hts_code, description} records (CBP CROSS rulings).
 * Every labelled row is also checked against the evaluation set (tune.json, holdout.json and
 * sources/cbp-cross.json): equal normalised text or a ruling number named there drops the row.
 * Only counts are printed; no evaluation item is ever printed.
 */
const fs = require('fs');
const path = require('path');

// ---------- arguments ----------
const args = { 'atlas-exclude': [], 'atlas-train': [], 'cross-json': [] };
{
  const a = process.argv.slice(2);
  for (let i = 0; i < a.length; i++) {
    if (!a[i].startsWith('--')) throw new Error('unexpected argument ' + a[i]);
    const k = a[i].slice(2);
    const v = a[++i];
    if (v === undefined) throw new Error('missing value for --' + k);
    if (Array.isArray(args[k])) args[k].push(v); else args[k] = v;
  }
}
const ROOT = path.resolve(__dirname, '..', '..');
const HS_CSV = args.hs || path.join(ROOT, 'data/hs/hs2022.csv');
const EVAL_DIR = args['eval-dir'] || path.join(ROOT, 'test/fixtures/classifier-eval');
const OUT = args.out || __dirname;

// ---------- CSV (RFC 4180) ----------
function parseCsv(text) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const rows = [];
  let row = [], field = '', i = 0, q = false;
  while (i < text.length) {
    const c = text[i];
    if (q) {
      if (c === '"') {
        if (text[i + 1] === '"') { field += '"'; i += 2; continue; }
        q = false; i++; continue;
      }
      field += c; i++; continue;
    }
    if (c === '"') { q = true; i++; continue; }
    if (c === ',') { row.push(field); field = ''; i++; continue; }
    if (c === '\r') { i++; continue; }
    if (c === '\n') { row.push(field); rows.push(row); row = []; field = ''; i++; continue; }
    field += c; i++;
  }
  if (field !== '' || row.length) { row.push(field); rows.push(row); }
  return rows;
}
function csvField(s) {
  return /[",\n\r]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

// ---------- HS 2022 subheadings ----------
const hsRows = parseCsv(fs.readFileSync(HS_CSV, 'utf8'));
const hsHead = hsRows[0];
const HS6 = new Set();
for (const r of hsRows.slice(1)) {
  const o = Object.fromEntries(hsHead.map((h, j) => [h, r[j]]));
  if (o.level === '6' && /^\d{6}$/.test(o.hscode)) HS6.add(o.hscode);
}
console.log(`HS 2022 subheadings: ${HS6.size}`);

// ---------- A. HTS descriptions per HS subheading ----------
function cleanDesc(s) {
  return s
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s*\(con\.\)\s*/gi, ' ')
    .replace(/\s*\(\d{3}\)(?=\s*(?::|$|,|;))/g, '') // textile category numbers such as "(352)"
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*:\s*$/, '')
    .trim();
}
if (args.hts) {
  const rows = parseCsv(fs.readFileSync(args.hts, 'utf8'));
  const head = rows[0].map((h) => h.trim());
  const iNum = head.indexOf('HTS Number');
  const iInd = head.indexOf('Indent');
  const iDesc = head.indexOf('Description');
  if (iNum < 0 || iInd < 0 || iDesc < 0) throw new Error('HTS CSV lacks HTS Number/Indent/Description columns');
  const texts = new Map(); // hs6 -> Map(lowercase -> text)
  const stack = []; // stack[indent] = {digits, desc}
  let lines = 0;
  for (const r of rows.slice(1)) {
    if (r.length <= iDesc) continue;
    const indent = parseInt(r[iInd], 10);
    if (!Number.isFinite(indent) || indent < 0 || indent > 20) continue;
    const digits = r[iNum].replace(/[^0-9]/g, '');
    const desc = cleanDesc(r[iDesc]);
    stack.length = indent;
    stack[indent] = { digits, desc };
    if (digits.length < 6) continue;
    const hs6 = digits.slice(0, 6);
    if (!HS6.has(hs6)) continue;
    lines++;
    // this line and every ancestor below the 4-digit heading: unnumbered headers and
    // numbered lines of the same subheading
    const parts = [];
    for (let k = 1; k < indent; k++) {
      const a = stack[k];
      if (!a) continue;
      if (a.digits === '' || (a.digits.length >= 6 && a.digits.slice(0, 6) === hs6)) parts.push(a.desc);
    }
    parts.push(desc); // the line itself (a 6-digit "XXXX.00" line may sit at indent 0)
    let m = texts.get(hs6);
    if (!m) texts.set(hs6, (m = new Map()));
    for (const p of parts) {
      if (!p || /^other$/i.test(p)) continue;
      const key = p.toLowerCase();
      if (!m.has(key)) m.set(key, p);
    }
  }
  const out = ['hs6,text'];
  let n = 0;
  for (const hs6 of [...texts.keys()].sort()) {
    const t = [...texts.get(hs6).values()].join(' | ');
    if (!t) continue;
    out.push(`${hs6},${csvField(t)}`);
    n++;
  }
  fs.writeFileSync(path.join(OUT, 'hts-us.csv'), out.join('\n') + '\n');
  console.log(`hts-us.csv: ${n} of ${HS6.size} subheadings have text (${lines} HTS lines used)`);
}

// ---------- B. labelled rulings ----------
const norm = (s) => String(s || '').toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
const RULING_RE = /\b(?:N|NY|H|HQ|W|R)\s?[A-Z]?\d{5,6}\b/gi;
const normRuling = (s) => String(s).toUpperCase().replace(/\s+/g, '');

function evalExclusions() {
  const texts = new Set();
  const rulings = new Set();
  for (const f of ['tune.json', 'holdout.json']) {
    const p = path.join(EVAL_DIR, f);
    if (!fs.existsSync(p)) continue;
    for (const it of JSON.parse(fs.readFileSync(p, 'utf8')).items || []) {
      texts.add(norm(it.text));
      for (const s of [it.source, it.url]) for (const m of String(s || '').match(RULING_RE) || []) rulings.add(normRuling(m));
    }
  }
  const cp = path.join(EVAL_DIR, 'sources/cbp-cross.json');
  if (fs.existsSync(cp)) {
    for (const r of JSON.parse(fs.readFileSync(cp, 'utf8')).rulings || []) {
      if (r.ruling) rulings.add(normRuling(r.ruling));
      if (r.text) texts.add(norm(r.text));
    }
  }
  return { texts, rulings };
}

function cleanProduct(s) {
  let t = String(s || '').trim();
  t = t.replace(/^what is the hts us code for\s+/i, '').replace(/\s*\?\s*$/, '').trim();
  t = t.replace(/^(a|an|the)\s+/i, '');
  return t.replace(/\s+/g, ' ').trim();
}
function atlasRow(line) {
  const o = JSON.parse(line);
  const msgs = o.messages || [];
  const u = msgs.find((m) => m.role === 'user');
  const a = msgs.find((m) => m.role === 'assistant');
  if (!u || !a) return null;
  const m = /HTS US Code\s*->\s*([^\n]*)/.exec(a.content || '');
  if (!m) return null;
  const first = m[1].split(/[;,]/)[0].replace(/[^0-9]/g, '');
  return { text: cleanProduct(u.content), code: first };
}
function readLines(p) {
  return fs.readFileSync(p, 'utf8').split('\n').filter((l) => l.trim());
}

if (args['atlas-train'].length || args['cross-json'].length) {
  const ev = evalExclusions();
  const atlasEval = new Set();
  for (const v of args['atlas-exclude']) for (const l of readLines(v.split('::')[0])) { const r = atlasRow(l); if (r) atlasEval.add(norm(r.text)); }
  const stats = { read: 0, unparsed: 0, notHs2022: 0, atlasEval: 0, evalText: 0, evalRuling: 0, duplicate: 0, kept: 0 };
  const seen = new Set();
  const out = [];
  const add = (rec, ruling) => {
    stats.read++;
    if (!rec || !rec.text || rec.code.length < 6) { stats.unparsed++; return; }
    const hs6 = rec.code.slice(0, 6);
    if (!HS6.has(hs6)) { stats.notHs2022++; return; }
    const n = norm(rec.text);
    if (atlasEval.has(n)) { stats.atlasEval++; return; }
    if (ev.texts.has(n)) { stats.evalText++; return; }
    if (ruling && ev.rulings.has(normRuling(ruling))) { stats.evalRuling++; return; }
    const key = n + '\t' + hs6;
    if (seen.has(key)) { stats.duplicate++; return; }
    seen.add(key);
    out.push({ ruling: ruling || null, text: rec.text, hs6, source: rec.source });
    stats.kept++;
  };
  // an input may be given as "file::label"; the label (repo@commit:path) goes into each row's source
  const split = (v) => { const i = v.indexOf('::'); return i < 0 ? [v, path.basename(v)] : [v.slice(0, i), v.slice(i + 2)]; };
  for (const v of args['atlas-train']) {
    const [p, src] = split(v);
    readLines(p).forEach((l, i) => {
      let r = null;
      try { r = atlasRow(l); } catch { r = null; }
      if (r) r.source = `${src}#${i + 1}`;
      add(r, null);
    });
  }
  for (const v of args['cross-json']) {
    const [p, src] = split(v);
    JSON.parse(fs.readFileSync(p, 'utf8')).forEach((o, i) => {
      const code = String(o.hts_code || o.code || '').replace(/[^0-9]/g, '');
      const rn = o.ruling_number || o.ruling || null;
      add({ text: cleanProduct(o.description || o.text), code, source: `${src}#${i + 1}` }, rn);
    });
  }
  fs.writeFileSync(path.join(OUT, 'rulings.jsonl'), out.map((o) => JSON.stringify(o)).join('\n') + (out.length ? '\n' : ''));
  console.log('rulings.jsonl:', JSON.stringify(stats));
}
