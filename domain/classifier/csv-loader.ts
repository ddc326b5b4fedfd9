import type { NomenclatureEntry, NomenclatureLevel } from './nomenclature';
import { MATERIAL_WORDS } from './materials';
import { STOP_WORDS, collapseWhitespace, tokenize } from './text';

/**
 * Loads a complete nomenclature from CSV text in the `section,hscode,description,parent,level` format
 * (the public HS data package layout; the path is configured by HS_NOMENCLATURE_CSV). The columns are found
 * by name in the header row, so their order does not matter.
 *
 * - RFC 4180 quoting is honoured: quoted fields may contain commas, doubled quotes and line breaks (CRLF or LF).
 * - Rows whose hscode is not 2, 4, 6 or 8 digits (e.g. the TOTAL row, level 5) are skipped; chapter 99
 *   ("not specified according to kind") is not an HS chapter and is skipped.
 * - National 8-digit codes that appear at level 6 are truncated to their 6-digit HS prefix when that prefix is
 *   not already a row of its own, and skipped otherwise (the international subheading is what we classify to).
 * - Each entry's keywords are the significant words of its description (stop words, generic legal words and
 *   material words removed). They are weaker evidence than the built-in table's curated keywords.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  let i = 0;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  while (i < src.length) {
    const c = src[i];
    if (inQuotes) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i += 1;
        continue;
      }
      field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field.length === 0) {
      inQuotes = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      if (c === '\r' && src[i + 1] === '\n') i += 1;
    } else {
      field += c;
    }
    i += 1;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    if (row.length > 1 || row[0] !== '') rows.push(row);
  }
  return rows;
}

const GENERIC_WORDS: ReadonlySet<string> = new Set([
  'other', 'similar', 'article', 'thereof', 'whether', 'excluding', 'including', 'nec', 'n', 'e', 'c', 'kind',
  'used', 'use', 'not', 'put', 'up', 'retail', 'sale', 'weight', 'exceeding', 'less', 'more', 'than', 'but',
  'item', 'no', 'heading', 'chapter', 'subheading', 'containing', 'mainly', 'wholly', 'chiefly', 'type', 'form',
  'whole', 'part', 'parts', 'than', 'elsewhere', 'specified', 'included', 'etc', 'like', 'such', 'only', 'also',
  'which', 'their', 'them', 'they', 'those', 'kg', 'g', 'l', 'cm', 'm', 'mm', 'w', 'v', 'kw', 'vol', 'per',
  'cent', 'percent', 'otherwise', 'prepared', 'preserved', 'product', 'material', 'materials', 'equipment',
  'apparatus', 'machine', 'machinery', 'appliance', 'instrument', 'accessory', 'accessories', 'goods', 'men',
  'women', 'boy', 'girl', 'knitted', 'crocheted', 'fresh', 'chilled', 'frozen', 'dried', 'live', 'animal',
  'vegetable', 'plant', 'same', 'following', 'being', 'having', 'without', 'within', 'under', 'over', 'above',
  'below', 'between', 'one', 'two', 'three', 'each', 'set', 'sets', 'surface', 'outer', 'able', 'capable',
]);

export function descriptionKeywords(description: string): string[] {
  const out = new Set<string>();
  for (const t of tokenize(description).tokens) {
    if (t.length < 3 || /^\d+$/.test(t)) continue;
    if (STOP_WORDS.has(t) || GENERIC_WORDS.has(t) || MATERIAL_WORDS.has(t)) continue;
    out.add(t);
  }
  return [...out];
}

export function loadNomenclatureCsv(csvText: string): NomenclatureEntry[] {
  const rows = parseCsv(csvText);
  if (rows.length === 0) return [];
  const header = rows[0].map((h) => h.trim().toLowerCase());
  const col = (name: string): number => header.indexOf(name);
  const iCode = col('hscode');
  const iDesc = col('description');
  const iParent = col('parent');
  if (iCode < 0 || iDesc < 0) {
    throw new Error('nomenclature CSV must have a header with at least the columns hscode and description');
  }
  const byCode = new Map<string, NomenclatureEntry>();
  const truncated: Array<{ code: string; description: string }> = [];
  for (const r of rows.slice(1)) {
    const code = (r[iCode] ?? '').trim();
    const description = collapseWhitespace(r[iDesc] ?? '');
    if (!/^\d+$/.test(code)) continue;
    if (code.startsWith('99')) continue;
    if (code.length === 8) {
      truncated.push({ code: code.slice(0, 6), description });
      continue;
    }
    if (code.length !== 2 && code.length !== 4 && code.length !== 6) continue;
    const level = code.length as NomenclatureLevel;
    // the level column is informative only: a code's length decides its level (level 5 "TOTAL" rows and
    // anything else non-HS were skipped above)
    const parentRaw = iParent >= 0 ? (r[iParent] ?? '').trim() : '';
    const parent = level === 2 ? null : /^\d+$/.test(parentRaw) ? parentRaw : code.slice(0, level - 2);
    if (byCode.has(code)) continue;
    byCode.set(code, {
      code,
      level,
      parent,
      description,
      keywords: level === 2 ? [] : descriptionKeywords(description),
      materials: [],
      categories: [],
      source: 'csv',
    });
  }
  for (const t of truncated) {
    if (byCode.has(t.code)) continue;
    byCode.set(t.code, {
      code: t.code,
      level: 6,
      parent: t.code.slice(0, 4),
      description: t.description,
      keywords: descriptionKeywords(t.description),
      materials: [],
      categories: [],
      source: 'csv',
    });
  }
  return [...byCode.values()];
}
