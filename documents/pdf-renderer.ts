/**
 * The commercial invoice as a PDF a customs broker can file, print and forward: lays out an
 * InvoiceSheet (what goes on the invoice, built per destination by documents/invoice-sheets.ts) on pages.
 * Loaded by documents/index.ts with the first invoice a process renders (pdfkit, fontkit and the fonts
 * weigh ~35 MiB): import only its types elsewhere.
 *
 * - Real text in an embedded font (Noto Sans, SIL Open Font License 1.1, from the npm package
 *   @expo-google-fonts/noto-sans), subset to the glyphs used and mapped back to Unicode, so Crème brûlée,
 *   Łódź or Ærø render and extract as text (pdftotext, copy and paste, search).
 * - A long line table paginates: the column headers repeat on every page, a page the table breaks on
 *   ends with the invoice total so far carried forward and the next starts with it brought forward, and
 *   every page says "Page N of M". The layout runs twice, measuring then drawing, so the page count is
 *   known when each footer is drawn and each page is written out as soon as it is full (memory stays
 *   flat however long the batch).
 * - Reproducible: the same sheet gives byte-identical bytes. The creation and modification dates are the
 *   sheet's `createdAt` (the artifact's generated_at), the file ID is PDFKit's MD5 of the document info
 *   (dates included, no randomness), the font subset tag is derived from the font's slot, and streams are
 *   deflated by Node's zlib (same Node version, same bytes).
 *
 * Synchronous: PDFKit writes the whole file by the time `end()` returns (no I/O: the fonts are parsed in
 * memory), so the bytes are read from its stream's buffer at once; a check refuses anything short of a
 * complete file.
 */
import fs from 'node:fs';
import * as fontkit from 'fontkit';
import { LRUCache } from 'lru-cache';
import PDFDocument from 'pdfkit';

/** A labelled box of the form: "1. Vendor (name and address)" and its lines. */
export interface InvoiceBox {
  label: string;
  lines: string[];
}

/** The columns of the line table, in order: a line's cells and the table's headers share these keys. */
type InvoiceColumn = 'number' | 'description' | 'hsCode' | 'origin' | 'quantity' | 'unitPrice' | 'amount' | 'netWeight';

export interface InvoiceLine extends Record<InvoiceColumn, string> {
  name: string;
  sku: string;
  /** The line's export control ("ECCN EAR99 · Licence …"), after the SKU; empty when not shown. */
  control: string;
  /** The invoice total so far, this line included: what a page ending after it carries forward. */
  runningTotal: string;
}

export interface InvoiceOrder {
  /** The group's heading row: the order and its consignee. */
  heading: string;
  lines: InvoiceLine[];
  totalLabel: string;
  total: string;
  netWeight: string;
}

/** Column headers of the line table. */
export type InvoiceColumns = Record<InvoiceColumn, string>;

export interface InvoiceSheet {
  /** LETTER for North America, A4 elsewhere. */
  pageSize: 'LETTER' | 'A4';
  title: string;
  subtitle: string;
  /** Label and value pairs at the top right (batch, package, date, plan hash). */
  references: Array<[string, string]>;
  /** Paragraphs under the header. */
  notes: string[];
  /** Boxes before the line table, two a row. */
  boxesBefore: InvoiceBox[];
  table: { title: string; note: string; columns: InvoiceColumns; orders: InvoiceOrder[]; carriedLabel: string };
  /** Label and value pairs under the table; `strong` ones are bold. */
  totals: Array<{ label: string; value: string; strong?: boolean }>;
  /** Boxes after the totals, two a row. */
  boxesAfter: InvoiceBox[];
  /** Left-hand text of every page's footer (and the running head of pages after the first). */
  footer: string;
  metadata: { title: string; author: string; subject: string; keywords: string; createdAt: Date };
}

// ---------------------------------------------------------------------------------------------------
// Fonts: read and parsed once per process, shared by every document (PDFKit embeds the subset each one
// uses); rendering is synchronous, so no two documents use a face at once.

const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/**
 * OpenType features left out of shaping. Mark positioning would decode Noto Sans's anchor tables (about
 * 8 MiB a face) for text that is NFC-normalised, so its accented letters are precomposed glyphs;
 * kerning and ligatures do nothing for a form's short cells, and without ligatures copied or
 * searched text stays letter for letter.
 */
const PLAIN_SHAPING: Record<string, boolean> = { mark: false, mkmk: false, kern: false, liga: false };

/**
 * Shaped words kept per face across invoices. PDFKit caches a word's shaping only within one document,
 * and shaping is most of a render's CPU, while invoices repeat the same labels, headings and product
 * words. Every invoice also brings words seen once (batch, order and package IDs, dates, amounts), and a
 * kept word costs ~2 KiB: 20,000 words filled ~40 MiB of the worker's heap over ~2,500 invoices, a slow
 * growth the soak saw, for no more hits than 2,000 (14 ms of CPU a 15-line invoice either way, 22 ms
 * with none kept).
 */
const SHAPED_WORDS_KEPT = 2_000;

let parsedFonts: Record<FontName, fontkit.Font> | undefined;

/** A fresh copy of a shaped run: PDFKit scales the positions of the run it gets in place. */
function copyRun(run: fontkit.GlyphRun): fontkit.GlyphRun {
  return Object.assign(Object.create(Object.getPrototypeOf(run)) as fontkit.GlyphRun, run, {
    glyphs: run.glyphs.slice(),
    positions: run.positions.map((p) => ({ xAdvance: p.xAdvance, yAdvance: p.yAdvance, xOffset: p.xOffset, yOffset: p.yOffset })),
  });
}

function fonts(): Record<FontName, fontkit.Font> {
  const open = (file: string) => {
    const font = fontkit.create(fs.readFileSync(require.resolve(file))) as fontkit.Font;
    const layout = font.layout.bind(font);
    const shaped = new LRUCache<string, fontkit.GlyphRun>({ max: SHAPED_WORDS_KEPT });
    // PDFKit asks for the default features; this face answers with PLAIN_SHAPING instead.
    font.layout = (text, features, ...rest) => {
      if (features || rest.length) return layout(text, features, ...rest);
      let run = shaped.get(text);
      if (!run) shaped.set(text, (run = layout(text, PLAIN_SHAPING)));
      return copyRun(run);
    };
    return font;
  };
  parsedFonts ??= { regular: open(FONT_FILES.regular), bold: open(FONT_FILES.bold) };
  return parsedFonts;
}

// ---------------------------------------------------------------------------------------------------
// Geometry (PDF points, 72 to the inch).

const MARGIN = 36;
const PAGE_MARGINS = { top: MARGIN, left: MARGIN, right: MARGIN, bottom: 8 };
const FOOTER_HEIGHT = 22;
const LINE_GAP = 0.5;
const PAD = 3;
const GREY = '#555555';
const RULE = '#999999';
const SIZES = { title: 17, subtitle: 8.5, small: 6.8, body: 7.6, label: 6.8 } as const;

interface Column {
  key: keyof InvoiceColumns;
  /** Fixed width; the description column takes what is left. */
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: Column[] = [
  { key: 'number', width: 20, align: 'right' },
  { key: 'description', width: 0, align: 'left' },
  { key: 'hsCode', width: 50, align: 'left' },
  { key: 'origin', width: 42, align: 'left' }, // wide enough for "provided" of a missing origin
  { key: 'quantity', width: 50, align: 'right' },
  { key: 'unitPrice', width: 52, align: 'right' },
  { key: 'amount', width: 60, align: 'right' },
  { key: 'netWeight', width: 48, align: 'right' },
];

interface Cell {
  text: string;
  font: FontName;
  size: number;
  color?: string;
}

/** Where the layout is: the document, the content box of the page and the next free y. */
interface Ctx {
  doc: PDFKit.PDFDocument;
  sheet: InvoiceSheet;
  /** The number of pages, known in the drawing pass; null in the pass that finds it (nothing is drawn). */
  totalPages: number | null;
  /** The current page, from 1. */
  page: number;
  x: number;
  width: number;
  y: number;
  /** Lowest y content may reach on a page (the footer is below). */
  bottom: number;
  /** Column x positions and widths for the line table. */
  cols: Array<{ x: number; width: number; align: 'left' | 'right' }>;
  /** Measured text heights: a row is measured to fit it and again to draw it, and texts repeat. */
  heights: Map<string, number>;
}

// ---------------------------------------------------------------------------------------------------
// Entry point.

export function renderCommercialInvoicePdf(sheet: InvoiceSheet): Buffer {
  const { regular, bold } = fonts();
  const doc = new PDFDocument({
    size: sheet.pageSize,
    // A small bottom margin keeps PDFKit from starting pages on its own: page breaks are ours.
    margins: PAGE_MARGINS,
    // Each page is written out (and its memory freed) when the next one starts.
    bufferPages: false,
    font: null as unknown as string, // no Helvetica: every glyph is Noto Sans
    pdfVersion: '1.7',
    lang: 'en',
    displayTitle: true,
    info: {
      Title: sheet.metadata.title,
      Author: sheet.metadata.author,
      Subject: sheet.metadata.subject,
      Keywords: sheet.metadata.keywords,
      Creator: 'Export Protocol',
      Producer: 'Export Protocol (PDFKit)',
      CreationDate: sheet.metadata.createdAt,
      ModDate: sheet.metadata.createdAt,
    },
  });
  // PDFKit 0.20 takes a parsed fontkit font (its font factory checks for `layout`); @types/pdfkit 0.17
  // only knows files and bytes.
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const heights = new Map<string, number>();
  // Two passes over the same layout: the first only measures, to count the pages for "Page N of M";
  // the second draws, with each footer written while its page is current (measurements are reused).
  const totalPages = layOut(layoutContext(doc, sheet, heights, null));
  layOut(layoutContext(doc, sheet, heights, totalPages));
  return collect(doc);
}

/** Lays the whole invoice out (drawing it unless this is the measuring pass); returns its page count. */
function layOut(ctx: Ctx): number {
  drawHeader(ctx);
  drawBoxes(ctx, ctx.sheet.boxesBefore);
  drawTable(ctx);
  drawTotals(ctx);
  drawBoxes(ctx, ctx.sheet.boxesAfter);
  drawFooter(ctx);
  return ctx.page;
}

function layoutContext(doc: PDFKit.PDFDocument, sheet: InvoiceSheet, heights: Map<string, number>, totalPages: number | null): Ctx {
  const width = doc.page.width - 2 * MARGIN;
  const fixed = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  let x = MARGIN;
  const cols = COLUMNS.map((c) => {
    const w = c.width || width - fixed;
    const col = { x, width: w, align: c.align };
    x += w;
    return col;
  });
  const bottom = doc.page.height - MARGIN - FOOTER_HEIGHT;
  return { doc, sheet, totalPages, page: 1, x: MARGIN, width, y: MARGIN, bottom, cols, heights };
}

/** The whole file, read from PDFKit's stream buffer: `end()` has written all of it synchronously. */
function collect(doc: PDFKit.PDFDocument): Buffer {
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read(); chunk !== null; chunk = doc.read()) chunks.push(chunk as Buffer);
  const pdf = Buffer.concat(chunks);
  if (!pdf.subarray(-6).toString('latin1').startsWith('%%EOF')) throw new Error('PDFKit did not finish the invoice synchronously');
  return pdf;
}

// ---------------------------------------------------------------------------------------------------
// Text primitives.

function height(ctx: Ctx, cell: Cell, width: number): number {
  if (!cell.text) return 0;
  const key = `${cell.font}|${cell.size}|${width}|${cell.text}`;
  let h = ctx.heights.get(key);
  if (h === undefined) {
    const doc = ctx.doc.font(cell.font).fontSize(cell.size);
    const lines = linesThatFit(doc, cell.text, width);
    h = lines ? lines.length * (doc.currentLineHeight(true) + LINE_GAP) : doc.heightOfString(cell.text, { width, lineGap: LINE_GAP });
    ctx.heights.set(key, h);
  }
  return h;
}

/**
 * The width of each line of `text` when every one fits in `width`, else null. Most cells (codes, numbers,
 * short names, a box's address lines) are measured and drawn line by line without PDFKit's line wrapper,
 * which otherwise takes a third of a render's CPU breaking words that need no breaking (and counted the
 * newline's width against a line, breaking some that fit).
 */
function linesThatFit(doc: PDFKit.PDFDocument, text: string, width: number): number[] | null {
  const widths: number[] = [];
  for (const line of text.split('\n')) {
    const w = doc.widthOfString(line);
    if (w > width) return null;
    widths.push(w);
  }
  return widths;
}

/** Draws with PDFKit, in the drawing pass only. */
function paint(ctx: Ctx, draw: (doc: PDFKit.PDFDocument) => void): void {
  if (ctx.totalPages !== null) draw(ctx.doc);
}

function put(ctx: Ctx, cell: Cell, x: number, y: number, width: number, align: 'left' | 'right' = 'left', maxHeight?: number): void {
  if (!cell.text || ctx.totalPages === null) return;
  const doc = ctx.doc.font(cell.font).fontSize(cell.size).fillColor(cell.color ?? 'black');
  const widths = linesThatFit(doc, cell.text, width);
  const lineHeight = doc.currentLineHeight(true) + LINE_GAP;
  if (!widths || (maxHeight !== undefined && widths.length * lineHeight > maxHeight)) {
    doc.text(cell.text, x, y, { width, align, lineGap: LINE_GAP, ...(maxHeight ? { height: maxHeight, ellipsis: true } : {}) });
    return;
  }
  cell.text.split('\n').forEach((line, i) => {
    if (line) doc.text(line, align === 'right' ? x + width - widths[i] : x, y + i * lineHeight, { lineBreak: false, lineGap: LINE_GAP });
  });
}

function rule(ctx: Ctx, y: number, color = RULE, lineWidth = 0.5): void {
  paint(ctx, (doc) => doc.moveTo(ctx.x, y).lineTo(ctx.x + ctx.width, y).lineWidth(lineWidth).strokeColor(color).stroke());
}

function newPage(ctx: Ctx): void {
  drawFooter(ctx);
  paint(ctx, (doc) => doc.addPage({ size: ctx.sheet.pageSize, margins: PAGE_MARGINS }));
  ctx.page += 1;
  ctx.y = MARGIN;
  // Running head: a loose page still says what it belongs to.
  const head: Cell = { text: `${ctx.sheet.footer} (continued)`, font: 'regular', size: SIZES.small, color: GREY };
  put(ctx, head, ctx.x, ctx.y, ctx.width);
  ctx.y += height(ctx, head, ctx.width) + 6;
}

/** Starts a new page unless `h` more points fit on this one. */
function ensure(ctx: Ctx, h: number): void {
  if (ctx.y + h > ctx.bottom) newPage(ctx);
}

// ---------------------------------------------------------------------------------------------------
// Header: title and subtitle on the left, references on the right, then the notes.

function drawHeader(ctx: Ctx): void {
  const { sheet } = ctx;
  const leftWidth = ctx.width * 0.52;
  const title: Cell = { text: sheet.title, font: 'bold', size: SIZES.title };
  const subtitle: Cell = { text: sheet.subtitle, font: 'regular', size: SIZES.subtitle, color: GREY };
  put(ctx, title, ctx.x, ctx.y, leftWidth);
  const titleH = height(ctx, title, leftWidth);
  put(ctx, subtitle, ctx.x, ctx.y + titleH + 2, leftWidth);
  const leftBottom = ctx.y + titleH + 2 + height(ctx, subtitle, leftWidth);

  const refX = ctx.x + leftWidth + 12;
  const labelWidth = 78;
  const valueWidth = ctx.x + ctx.width - refX - labelWidth;
  let y = ctx.y;
  for (const [label, value] of sheet.references) {
    const l: Cell = { text: label, font: 'bold', size: SIZES.label, color: GREY };
    const v: Cell = { text: value, font: 'regular', size: SIZES.body };
    put(ctx, l, refX, y + 0.8, labelWidth);
    put(ctx, v, refX + labelWidth, y, valueWidth);
    y += Math.max(height(ctx, l, labelWidth), height(ctx, v, valueWidth)) + 1.5;
  }
  ctx.y = Math.max(leftBottom, y) + 6;
  rule(ctx, ctx.y, 'black');
  ctx.y += 5;
  for (const note of sheet.notes) {
    const n: Cell = { text: note, font: 'regular', size: SIZES.small, color: GREY };
    put(ctx, n, ctx.x, ctx.y, ctx.width);
    ctx.y += height(ctx, n, ctx.width) + 3;
  }
  ctx.y += 4;
}

// ---------------------------------------------------------------------------------------------------
// Form boxes, two a row; an odd last one spans the row. A row is never split over two pages.

function boxCells(box: InvoiceBox): [Cell, Cell] {
  return [
    { text: box.label, font: 'bold', size: SIZES.label, color: GREY },
    { text: box.lines.join('\n'), font: 'regular', size: SIZES.body },
  ];
}

function boxHeight(ctx: Ctx, box: InvoiceBox, width: number): number {
  const [label, body] = boxCells(box);
  return PAD + height(ctx, label, width - 2 * PAD) + 1.5 + height(ctx, body, width - 2 * PAD) + PAD + 1;
}

function drawBox(ctx: Ctx, box: InvoiceBox, x: number, width: number, h: number): void {
  const [label, body] = boxCells(box);
  paint(ctx, (doc) => doc.rect(x, ctx.y, width, h).lineWidth(0.5).strokeColor(RULE).stroke());
  put(ctx, label, x + PAD, ctx.y + PAD, width - 2 * PAD);
  put(ctx, body, x + PAD, ctx.y + PAD + height(ctx, label, width - 2 * PAD) + 1.5, width - 2 * PAD, 'left', h - 2 * PAD);
}

function drawBoxes(ctx: Ctx, boxes: InvoiceBox[]): void {
  const half = ctx.width / 2;
  // A page can hold this much: a taller box (pathological text) is cut with an ellipsis.
  const pageRoom = ctx.bottom - MARGIN - 20;
  for (let i = 0; i < boxes.length; i += 2) {
    const pair = boxes.slice(i, i + 2);
    const width = pair.length === 2 ? half : ctx.width;
    const h = Math.min(pageRoom, Math.max(...pair.map((b) => boxHeight(ctx, b, width))));
    ensure(ctx, h);
    pair.forEach((b, j) => drawBox(ctx, b, ctx.x + j * half, width, h));
    ctx.y += h;
  }
  ctx.y += 8;
}

// ---------------------------------------------------------------------------------------------------
// The line table: title and note, then per order a heading row, its lines and its total row.

interface TableState {
  /** The running total of the last line drawn, null before the first. */
  carried: string | null;
}

const ROW_SIZE = SIZES.body;

function drawTable(ctx: Ctx): void {
  const { table } = ctx.sheet;
  const title: Cell = { text: table.title, font: 'bold', size: 8.5 };
  const note: Cell = { text: table.note, font: 'regular', size: SIZES.small, color: GREY };
  // The title stays with the column headers, the first order's heading, its first line and the carried-forward row.
  const first = table.orders[0];
  const firstRows = first ? rowHeight(ctx, headingRow(first)) + (first.lines[0] ? rowHeight(ctx, lineRow(first.lines[0])) : 0) : 0;
  const reserve = rowHeight(ctx, carriedRow(table.carriedLabel, '0'));
  ensure(ctx, height(ctx, title, ctx.width) + 2 + height(ctx, note, ctx.width) + 4 + rowHeight(ctx, columnHeaderRow(ctx)) + firstRows + reserve);
  put(ctx, title, ctx.x, ctx.y, ctx.width);
  ctx.y += height(ctx, title, ctx.width) + 2;
  put(ctx, note, ctx.x, ctx.y, ctx.width);
  ctx.y += height(ctx, note, ctx.width) + 4;
  drawColumnHeaders(ctx);

  const state: TableState = { carried: null };
  for (const order of table.orders) {
    const heading = headingRow(order);
    const first = order.lines[0];
    // The heading stays with its first line.
    fitRow(ctx, state, rowHeight(ctx, heading) + (first ? rowHeight(ctx, lineRow(first)) : 0));
    drawRow(ctx, heading, '#f1f1f1');
    for (const line of order.lines) {
      const row = lineRow(line);
      fitRow(ctx, state, rowHeight(ctx, row));
      drawRow(ctx, row);
      state.carried = line.runningTotal;
    }
    const total = totalRow(order);
    fitRow(ctx, state, rowHeight(ctx, total));
    drawRow(ctx, total);
  }
  rule(ctx, ctx.y, 'black');
  ctx.y += 10;
}

/** One row of cells, by column index; a cell may hold several stacked parts (the description). */
type Row = Array<Cell[] | null>;

function headingRow(order: InvoiceOrder): Row {
  // Spans the table: everything goes in the description column, widened when drawn.
  return [[{ text: order.heading, font: 'bold', size: ROW_SIZE }]];
}

function lineRow(l: InvoiceLine): Row {
  const plain = (text: string): Cell[] => [{ text, font: 'regular', size: ROW_SIZE }];
  return [
    plain(l.number),
    [
      { text: l.name, font: 'bold', size: ROW_SIZE },
      // Description and SKU share a line: two text lines a row keep a long batch to fewer pages.
      { text: [l.description, l.sku, l.control].filter(Boolean).join(' · '), font: 'regular', size: ROW_SIZE },
    ],
    plain(l.hsCode),
    plain(l.origin),
    plain(l.quantity),
    plain(l.unitPrice),
    plain(l.amount),
    plain(l.netWeight),
  ];
}

function totalRow(order: InvoiceOrder): Row {
  const strong = (text: string): Cell[] => [{ text, font: 'bold', size: ROW_SIZE }];
  return [null, strong(order.totalLabel), null, null, null, null, strong(order.total), strong(order.netWeight)];
}

function carriedRow(label: string, total: string): Row {
  const grey = (text: string): Cell[] => [{ text, font: 'bold', size: ROW_SIZE, color: GREY }];
  return [null, grey(label), null, null, null, null, grey(total), null];
}

/** A heading row (one cell) spans the whole table; other rows use the columns. */
function cellBox(ctx: Ctx, row: Row, i: number): { x: number; width: number; align: 'left' | 'right' } {
  if (row.length === 1) return { x: ctx.x, width: ctx.width, align: 'left' };
  return ctx.cols[i];
}

function rowHeight(ctx: Ctx, row: Row): number {
  let max = 0;
  row.forEach((parts, i) => {
    if (!parts) return;
    const w = cellBox(ctx, row, i).width - 2 * PAD;
    max = Math.max(max, parts.reduce((h, p) => h + height(ctx, p, w), 0));
  });
  // A row taller than a page's room under the headers (a 2,000-character description) is cut, with an ellipsis.
  return Math.min(max + 2 * PAD, ctx.bottom - MARGIN - 140);
}

function drawRow(ctx: Ctx, row: Row, fill?: string): void {
  const h = rowHeight(ctx, row);
  if (fill) paint(ctx, (doc) => doc.rect(ctx.x, ctx.y, ctx.width, h).fill(fill));
  row.forEach((parts, i) => {
    if (!parts) return;
    const box = cellBox(ctx, row, i);
    let y = ctx.y + PAD;
    for (const p of parts) {
      const room = ctx.y + h - PAD - y;
      if (room <= 0) break;
      put(ctx, p, box.x + PAD, y, box.width - 2 * PAD, box.align, room);
      y += height(ctx, p, box.width - 2 * PAD);
    }
  });
  ctx.y += h;
  rule(ctx, ctx.y, '#cccccc', 0.3);
}

function columnHeaderRow(ctx: Ctx): Row {
  const { columns } = ctx.sheet.table;
  return COLUMNS.map((c) => [{ text: columns[c.key], font: 'bold' as const, size: SIZES.label }]);
}

function drawColumnHeaders(ctx: Ctx): void {
  drawRow(ctx, columnHeaderRow(ctx), '#e4e4e4');
}

/**
 * Makes room for a row of height `h`: when it does not fit with the carried-forward row under it, the
 * page ends with the total so far and the next one starts with the headers and the total brought forward.
 */
function fitRow(ctx: Ctx, state: TableState, h: number): void {
  const label = ctx.sheet.table.carriedLabel;
  const reserve = rowHeight(ctx, carriedRow(label, '0'));
  if (ctx.y + h + reserve <= ctx.bottom) return;
  const { page } = ctx;
  if (state.carried !== null) drawRow(ctx, carriedRow(`${label} carried forward to page ${page + 1}`, state.carried), '#f4f4f4');
  newPage(ctx);
  drawColumnHeaders(ctx);
  if (state.carried !== null) drawRow(ctx, carriedRow(`${label} brought forward from page ${page}`, state.carried), '#f4f4f4');
}

// ---------------------------------------------------------------------------------------------------
// Totals, right-aligned under the table; kept together.

function drawTotals(ctx: Ctx): void {
  const valueWidth = ctx.cols[6].width + ctx.cols[7].width + 40;
  const labelWidth = ctx.width * 0.45;
  const valueX = ctx.x + ctx.width - valueWidth;
  const labelX = valueX - labelWidth - 8;
  const rows = ctx.sheet.totals.map((t) => {
    const font: FontName = t.strong ? 'bold' : 'regular';
    const label: Cell = { text: t.label, font, size: SIZES.body + (t.strong ? 0.8 : 0) };
    const value: Cell = { text: t.value, font, size: SIZES.body + (t.strong ? 0.8 : 0) };
    return { label, value, h: Math.max(height(ctx, label, labelWidth), height(ctx, value, valueWidth)) + 2 };
  });
  ensure(ctx, rows.reduce((sum, r) => sum + r.h, 0));
  for (const r of rows) {
    put(ctx, r.label, labelX, ctx.y, labelWidth, 'right');
    put(ctx, r.value, valueX, ctx.y, valueWidth, 'right');
    ctx.y += r.h;
  }
  ctx.y += 10;
}

// ---------------------------------------------------------------------------------------------------
// The footer of the current page, drawn before the next page starts (the page count is known then).

function drawFooter(ctx: Ctx): void {
  const y = ctx.doc.page.height - MARGIN - FOOTER_HEIGHT + 8;
  const left: Cell = { text: ctx.sheet.footer, font: 'regular', size: SIZES.small, color: GREY };
  const right: Cell = { text: `Page ${ctx.page} of ${ctx.totalPages ?? '?'}`, font: 'bold', size: SIZES.small, color: GREY };
  rule(ctx, y - 4);
  put(ctx, left, ctx.x, y, ctx.width * 0.75);
  put(ctx, right, ctx.x + ctx.width * 0.75, y, ctx.width * 0.25, 'right');
}
