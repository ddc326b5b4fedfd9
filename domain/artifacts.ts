/**
 * The four documents an executed export produces: a human-readable Canada Customs Invoice laid out
 * like CBSA form CI1 (plain text), the same line items as CSV, a JSON shipment manifest, and a PDF
 * commercial invoice laid out for the batch's destination (domain/commercial-invoice-pdf.ts draws it).
 *
 * Pure and deterministic: the same input gives byte-identical output (no clock, no randomness, no
 * locale-dependent formatting or sorting). Money is summed in integer cents and weights in integer
 * grams, so the totals on the documents always agree. See docs/artifacts.md and README "Artifacts".
 */
import { createHash } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { compareCodeUnits } from './canonical';
import type { InvoiceBox, InvoiceOrder, InvoiceSheet } from './commercial-invoice-pdf';

// pdfkit, fontkit and the parsed fonts (~35 MiB, ~130 ms) are loaded by the first invoice a worker renders, not by
// every process that imports this module (the API does, for the manifest's schema).
let pdfRenderer: typeof import('./commercial-invoice-pdf') | undefined;
const pdf = (): typeof import('./commercial-invoice-pdf') => (pdfRenderer ??= require('./commercial-invoice-pdf') as typeof import('./commercial-invoice-pdf'));
import type {
  ArtifactType,
  GeneratedArtifact,
  PlanningSnapshot,
  SnapshotLineItem,
  SnapshotOrder,
  SnapshotProduct,
  SnapshotWarehouse,
} from './export-types';
import { artifactTypeSchema } from './export-views';
import { lineTotalsUsd } from './money';

export interface ArtifactInput {
  batchId: string;
  /** Customs package number, e.g. "CP-20261122-7QK2M9XA". */
  packageNumber: string;
  /** ISO 8601; the only timestamp the documents use. */
  generatedAt: string;
  /** warehouse = exporter/vendor address, broker, accountName = vendor name. */
  snapshot: PlanningSnapshot;
  /** Only these orders go on the documents. */
  includedOrderIds: string[];
  planHash: string;
}

/** The input cannot produce truthful documents (unknown order or product, bad number, bad id). */
export class ArtifactInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArtifactInputError';
  }
}

export const ARTIFACT_CONTENT_TYPES: Readonly<Record<ArtifactType, string>> = {
  cci_human_readable: 'text/plain; charset=utf-8',
  cci_csv: 'text/csv; charset=utf-8',
  manifest: 'application/json',
  commercial_invoice_pdf: 'application/pdf',
};

const ARTIFACT_SUFFIXES: ReadonlyArray<readonly [string, ArtifactType]> = [
  ['-cci.txt', 'cci_human_readable'],
  ['-cci.csv', 'cci_csv'],
  ['-manifest.json', 'manifest'],
  ['-commercial-invoice.pdf', 'commercial_invoice_pdf'],
];

export function artifactFilename(batchId: string, type: ArtifactType): string {
  const suffix = ARTIFACT_SUFFIXES.find(([, t]) => t === type)![0];
  return `${batchId}${suffix}`;
}

/** Content type of a file named by `artifactFilename`, or undefined for any other name. */
export function artifactContentType(filename: string): string | undefined {
  const hit = ARTIFACT_SUFFIXES.find(([suffix]) => filename.length > suffix.length && filename.endsWith(suffix));
  return hit ? ARTIFACT_CONTENT_TYPES[hit[1]] : undefined;
}

export const NOT_PROVIDED = 'Not provided';

export const CSV_COLUMNS = [
  'batch_id',
  'package_number',
  'order_id',
  'order_external_id',
  'line_number',
  'product_id',
  'sku',
  'product_name',
  'description',
  'hs_code',
  'country_of_origin',
  'quantity',
  'unit_value_usd',
  'line_total_usd',
  'net_weight_kg',
  'destination_country',
  'destination_region',
  'destination_postal_code',
] as const;

/** An artifact whose content is bytes: the PDF. */
export type BinaryArtifact = Omit<GeneratedArtifact, 'content'> & { content: Buffer };

/** What execute stores and e-mails: the three text documents in their listed order, then the PDF. */
export type RenderedArtifacts = [cci: GeneratedArtifact, csv: GeneratedArtifact, manifest: GeneratedArtifact, pdf: BinaryArtifact];

export function generateArtifacts(input: ArtifactInput): RenderedArtifacts {
  const shipment = buildShipment(input);
  const document = (artifact_type: ArtifactType) => ({
    artifact_type,
    filename: artifactFilename(input.batchId, artifact_type),
    contentType: ARTIFACT_CONTENT_TYPES[artifact_type],
  });
  const cci = { ...document('cci_human_readable'), content: renderCci(shipment) };
  const csv = { ...document('cci_csv'), content: renderCsv(shipment) };
  const pdf = { ...document('commercial_invoice_pdf'), content: renderInvoicePdf(shipment) };
  // Rendered last: the manifest lists the other three with their SHA-256.
  const manifest = { ...document('manifest'), content: renderManifest(shipment, [cci, csv, pdf]) };
  return [cci, csv, manifest, pdf];
}

/** The PDF commercial invoice alone (what bench/invoice-pdf.ts measures); the same bytes generateArtifacts gives. */
export function commercialInvoicePdf(input: ArtifactInput): Buffer {
  return renderInvoicePdf(buildShipment(input));
}

// ---------------------------------------------------------------------------------------------------
// The shipment: included orders sorted by id, lines in their original order, exact totals.

interface Line {
  lineNumber: number;
  product: SnapshotProduct;
  quantity: number;
  unitValueUsd: number;
  totalCents: number;
  /** quantity x weightKg rounded to the gram, or null when the product has no weight. */
  netGrams: number | null;
}

interface Order {
  order: SnapshotOrder;
  lines: Line[];
  totalCents: number;
  netGrams: number | null;
}

interface Shipment {
  input: ArtifactInput;
  orders: Order[];
  lineCount: number;
  totalCents: number;
  netGrams: number | null;
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

function buildShipment(input: ArtifactInput): Shipment {
  const { snapshot } = input;
  if (!SAFE_ID.test(input.batchId)) {
    throw new ArtifactInputError(`batchId ${JSON.stringify(input.batchId)} cannot be used in a filename`);
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(input.generatedAt) || Number.isNaN(Date.parse(input.generatedAt))) {
    throw new ArtifactInputError(`generatedAt ${JSON.stringify(input.generatedAt)} is not an ISO 8601 timestamp`);
  }
  const included = [...new Set(input.includedOrderIds)].sort(compareCodeUnits);
  if (included.length === 0) throw new ArtifactInputError('no included orders: nothing to put on the documents');

  const ordersById = new Map(snapshot.orders.map((o) => [o.id, o]));
  const productsById = new Map(snapshot.products.map((p) => [p.id, p]));

  const orders = included.map((orderId): Order => {
    const order = ordersById.get(orderId);
    if (!order) throw new ArtifactInputError(`included order ${orderId} is not in the planning snapshot`);
    const lines = order.items.map((item, index) => buildLine(order, item, index, productsById));
    return {
      order,
      lines,
      totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
      netGrams: sumWeights(lines.map((l) => l.netGrams)),
    };
  });

  return {
    input,
    orders,
    lineCount: orders.reduce((n, o) => n + o.lines.length, 0),
    totalCents: orders.reduce((sum, o) => sum + o.totalCents, 0),
    netGrams: sumWeights(orders.map((o) => o.netGrams)),
  };
}

function buildLine(order: SnapshotOrder, item: SnapshotLineItem, index: number, products: Map<string, SnapshotProduct>): Line {
  const where = `order ${order.id} line ${index + 1}`;
  const product = products.get(item.productId);
  if (!product) throw new ArtifactInputError(`${where}: product ${item.productId} is not in the planning snapshot`);
  if (!Number.isFinite(item.quantity) || item.quantity <= 0) throw new ArtifactInputError(`${where}: quantity must be positive`);
  if (!Number.isFinite(item.unitValueUsd) || item.unitValueUsd < 0) {
    throw new ArtifactInputError(`${where}: unitValueUsd must be zero or more`);
  }
  if (product.weightKg !== null && (!Number.isFinite(product.weightKg) || product.weightKg < 0)) {
    throw new ArtifactInputError(`product ${product.id}: weightKg must be zero or more`);
  }
  return {
    lineNumber: index + 1,
    product,
    quantity: item.quantity,
    unitValueUsd: item.unitValueUsd,
    // lineTotalsUsd of a single line is that line rounded half-up to the cent, computed exactly.
    totalCents: Math.round(lineTotalsUsd([item]) * 100),
    netGrams: product.weightKg === null ? null : lineGrams(item.quantity, product.weightKg),
  };
}

/** quantity (3 decimals) x weightKg (3 decimals), exact in BigInt, rounded half-up to the gram. */
function lineGrams(quantity: number, weightKg: number): number {
  const milli = (v: number) => BigInt(Math.round(Number(v.toFixed(3)) * 1000));
  const microKg = milli(quantity) * milli(weightKg);
  return Number((microKg + 500n) / 1000n);
}

function sumWeights(grams: Array<number | null>): number | null {
  let sum = 0;
  for (const g of grams) {
    if (g === null) return null;
    sum += g;
  }
  return sum;
}

// ---------------------------------------------------------------------------------------------------
// Number formatting. Everything is built from integers or fixed-point strings; no Intl, no locale.

function centsToUsd(cents: number): number {
  return cents / 100;
}

/** "1234.56" (grouping false) or "1,234.56". */
function formatCents(cents: number, grouping: boolean): string {
  const whole = Math.floor(cents / 100).toString();
  const frac = (cents % 100).toString().padStart(2, '0');
  return `${grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${frac}`;
}

/** Unit values carry up to 4 decimals: shown with at least 2 and at most 4, never rounded away. */
function formatUnitValue(value: number): string {
  let text = value.toFixed(4);
  while (text.endsWith('0') && text.length - text.indexOf('.') > 3) text = text.slice(0, -1);
  return text;
}

function formatQuantity(value: number): string {
  return value.toFixed(3).replace(/\.?0+$/, '');
}

function formatGrams(grams: number): string {
  return `${Math.floor(grams / 1000)}.${(grams % 1000).toString().padStart(3, '0')}`;
}

// ---------------------------------------------------------------------------------------------------
// Text helpers for the human-readable invoice.

/** One line of plain text: no control characters, runs of whitespace collapsed. */
function clean(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function orNotProvided(value: string | null | undefined): string {
  return clean(value) || NOT_PROVIDED;
}

function width(text: string): number {
  return [...text].length;
}

function padRight(text: string, w: number): string {
  return text + ' '.repeat(Math.max(0, w - width(text)));
}

function padLeft(text: string, w: number): string {
  return ' '.repeat(Math.max(0, w - width(text))) + text;
}

/** Word-wrap to `w` characters, breaking words longer than a line. */
function wrap(text: string, w: number): string[] {
  const out: string[] = [];
  let line = '';
  // "Not provided" is never split over two lines: it is the marker a reader scans for.
  const glue = '\u0000';
  const words = text.split(NOT_PROVIDED).join(NOT_PROVIDED.replace(' ', glue)).split(' ').filter(Boolean);
  for (let word of words.map((w) => w.split(glue).join(' '))) {
    while (width(word) > w) {
      if (line) {
        out.push(line);
        line = '';
      }
      const chars = [...word];
      out.push(chars.slice(0, w).join(''));
      word = chars.slice(w).join('');
    }
    if (!word) continue;
    if (!line) line = word;
    else if (width(line) + 1 + width(word) <= w) line += ` ${word}`;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

function addressLines(w: SnapshotWarehouse): string[] {
  const cityLine = [clean(w.city), [clean(w.region), clean(w.postalCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [clean(w.addressLine1), clean(w.addressLine2), cityLine, clean(w.country)].filter(Boolean);
  if (!clean(w.addressLine1)) lines.unshift(`Street address: ${NOT_PROVIDED}`);
  return lines;
}

function consigneeAddress(o: SnapshotOrder): string {
  const parts = [
    `region ${orNotProvided(o.destinationRegion)}`,
    `postal code ${orNotProvided(o.destinationPostalCode)}`,
    `country ${orNotProvided(o.destinationCountry)}`,
  ];
  return parts.join(', ');
}

function placeOfShipment(w: SnapshotWarehouse): string {
  const parts = [clean(w.city), clean(w.region), clean(w.country)].filter(Boolean);
  if (!clean(w.city)) parts.unshift(`city ${NOT_PROVIDED.toLowerCase()}`);
  return parts.join(', ');
}

function isoDateSlashes(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10).replace(/-/g, '/');
}

const RULE = '='.repeat(78);
const THIN_RULE = '-'.repeat(78);
const BODY_WIDTH = 78;

// ---------------------------------------------------------------------------------------------------
// 1. Canada Customs Invoice (CI1 layout), plain text.

interface Column {
  header: string;
  align: 'left' | 'right';
  cell: (line: Line) => string;
}

const LINE_COLUMNS: Column[] = [
  { header: 'Ln', align: 'right', cell: (l) => String(l.lineNumber) },
  { header: '12 HS code', align: 'left', cell: (l) => orNotProvided(l.product.hsCode) },
  { header: 'Origin', align: 'left', cell: (l) => orNotProvided(l.product.originCountry) },
  { header: '13 Qty', align: 'right', cell: (l) => formatQuantity(l.quantity) },
  { header: '14 Unit price', align: 'right', cell: (l) => formatUnitValue(l.unitValueUsd) },
  { header: '15 Total', align: 'right', cell: (l) => formatCents(l.totalCents, true) },
  { header: 'Net kg', align: 'right', cell: (l) => (l.netGrams === null ? NOT_PROVIDED : formatGrams(l.netGrams)) },
];

function countryOfOrigin(s: Shipment): string {
  const origins = new Set(s.orders.flatMap((o) => o.lines.map((l) => clean(l.product.originCountry))));
  if (origins.size === 1) {
    const [only] = origins;
    return only || NOT_PROVIDED;
  }
  if (origins.size === 0) return NOT_PROVIDED;
  const known = [...origins].filter(Boolean).sort(compareCodeUnits);
  const missing = origins.has('') ? `; ${NOT_PROVIDED.toLowerCase()} for some lines` : '';
  return `See line items (origins: ${known.join(', ')}${missing})`;
}

/** At most `max` items, then one saying how many more there are (the PDF's boxes stay on a page). */
function capList(items: string[], max: number, more: (n: number) => string): string[] {
  return items.length <= max ? items : [...items.slice(0, max), more(items.length - max)];
}

/** CI1 fields 1 to 11, for the text and the PDF; `listed` caps the per-order lists (the text lists all). */
function ci1FieldsBefore(s: Shipment, listed = Infinity): InvoiceBox[] {
  const { input } = s;
  const { snapshot } = input;
  const externalIds = capList(s.orders.map((o) => orNotProvided(o.order.externalId)), listed, (n) => `and ${n} more (see the line items)`);
  const consignees = capList(
    s.orders.map((o) => `Order ${orNotProvided(o.order.externalId)}: ${consigneeAddress(o.order)}`),
    listed,
    (n) => `and ${n} more orders: each order's consignee heads its lines below`,
  );
  return [
    { label: '1. Vendor (name and address)', lines: [orNotProvided(snapshot.accountName), ...addressLines(snapshot.warehouse)] },
    { label: '2. Date of direct shipment to Canada (yyyy/mm/dd)', lines: [`${isoDateSlashes(input.generatedAt)} (date the documents were generated)`] },
    {
      label: "3. Other references (include purchaser's order No.)",
      lines: [`Batch ID: ${clean(input.batchId)}`, `Customs package number: ${orNotProvided(input.packageNumber)}`, `Purchaser's order Nos.: ${externalIds.join(', ')}`],
    },
    { label: '4. Consignee (name and address)', lines: [`Name: ${NOT_PROVIDED} (the export data holds no consignee name)`, ...consignees] },
    { label: "5. Purchaser's name and address (if other than consignee)", lines: ['Same as consignee'] },
    { label: '6. Country of transhipment', lines: [NOT_PROVIDED] },
    { label: '7. Country of origin of goods', lines: [countryOfOrigin(s)] },
    {
      label: '8. Transportation: give mode and place of direct shipment to Canada',
      lines: [`Mode: ${NOT_PROVIDED}`, `Place: ${placeOfShipment(snapshot.warehouse)}`],
    },
    { label: '9. Conditions of sale and terms of payment', lines: [NOT_PROVIDED] },
    { label: '10. Currency of settlement', lines: ['USD (United States dollars)'] },
    {
      label: '11. Number of packages',
      lines: [`${NOT_PROVIDED} (${s.orders.length} ${s.orders.length === 1 ? 'order' : 'orders'} on this invoice)`],
    },
  ];
}

/** CI1 fields 18 to 25, for the text and the PDF. */
function ci1FieldsAfter(s: Shipment): InvoiceBox[] {
  const { snapshot } = s.input;
  return [
    {
      label: '18. If any of fields 1 to 17 are included on an attached commercial invoice, check this box',
      lines: ['Not checked: fields 1 to 17 are on this document.'],
    },
    { label: "19. Exporter's name and address (if other than vendor)", lines: ['Same as vendor (field 1)'] },
    {
      label: '20. Originator (name and address)',
      lines: [`${orNotProvided(snapshot.accountName)}, address as in field 1 (generated by Export Protocol)`],
    },
    { label: '21. Agency ruling (if applicable)', lines: [NOT_PROVIDED] },
    { label: '22. If fields 23 to 25 are not applicable, check this box', lines: [NOT_PROVIDED] },
    {
      label: '23. If included in field 17 indicate amount',
      lines: [
        `(i) Transportation charges, expenses and insurance from the place of direct shipment to Canada: ${NOT_PROVIDED}`,
        `(ii) Costs for construction, erection and assembly incurred after importation into Canada: ${NOT_PROVIDED}`,
        `(iii) Export packing: ${NOT_PROVIDED}`,
      ],
    },
    {
      label: '24. If not included in field 17 indicate amount',
      lines: [
        `(i) Transportation charges, expenses and insurance to the place of direct shipment to Canada: ${NOT_PROVIDED}`,
        `(ii) Amounts for commissions other than buying commissions: ${NOT_PROVIDED}`,
        `(iii) Export packing: ${NOT_PROVIDED}`,
      ],
    },
    {
      label: '25. Check (if applicable)',
      lines: [
        `(i) Royalty payments or subsequent proceeds are paid or payable by the purchaser: ${NOT_PROVIDED}`,
        `(ii) The purchaser has supplied goods or services for use in the production of these goods: ${NOT_PROVIDED}`,
      ],
    },
  ];
}

/** The text document, a line at a time. */
class TextOut {
  readonly lines: string[] = [];

  push(...lines: string[]): void {
    this.lines.push(...lines);
  }

  paragraph(text: string): void {
    this.lines.push(...wrap(text, BODY_WIDTH));
  }

  field(f: InvoiceBox): void {
    wrap(f.label, BODY_WIDTH).forEach((w, i) => this.lines.push(`${i === 0 ? '' : '    '}${w}`));
    // Wrapped continuation lines get a hanging indent so each value stays visibly one item.
    for (const v of f.lines) wrap(v, BODY_WIDTH - 8).forEach((w, i) => this.lines.push(`${i === 0 ? '    ' : '        '}${w}`));
  }
}

/** Destinations other than `expected` among the batch's and its orders', sorted. */
function otherDestinations(s: Shipment, expected: string): string[] {
  const all = [s.input.snapshot.destinationCountry, ...s.orders.map((o) => o.order.destinationCountry)].map(clean);
  return [...new Set(all)].filter((c) => c !== expected).sort(compareCodeUnits);
}

function renderCci(s: Shipment): string {
  const out = new TextOut();
  cciHeader(s, out);
  for (const f of ci1FieldsBefore(s)) out.field(f);
  out.push('');
  cciLineTables(s, out);
  cciTotals(s, out);
  for (const f of ci1FieldsAfter(s)) out.field(f);
  out.push('', `End of invoice ${clean(s.input.batchId)}.`);
  return `${out.lines.join('\n')}\n`;
}

function cciHeader(s: Shipment, out: TextOut): void {
  const { input } = s;
  out.push(
    'CANADA CUSTOMS INVOICE (layout of CBSA form CI1)',
    RULE,
    `Batch ID:               ${clean(input.batchId)}`,
    `Customs package number: ${orNotProvided(input.packageNumber)}`,
    `Generated at:           ${clean(input.generatedAt)}`,
    `Plan hash:              ${orNotProvided(input.planHash)}`,
    '',
  );
  out.paragraph(
    `Fields are numbered as on form CI1. "${NOT_PROVIDED}" means the export data does not hold this ` +
      'information; complete it before the invoice is presented to the CBSA. All amounts are in USD.',
  );
  const destinations = otherDestinations(s, 'CA');
  if (destinations.length > 0) {
    out.push('');
    out.paragraph(
      `NOTE: destination country ${destinations.join(', ')} is not Canada (CA). Form CI1 covers goods ` +
        'imported into Canada; this document follows its layout for reference only.',
    );
  }
  out.push(RULE, '');
}

/** Fields 12-15: one table per order; widths shared by all tables so every column lines up. */
function cciLineTables(s: Shipment, out: TextOut): void {
  out.push('12-15. Specification of commodities, quantity and selling price (USD)', THIN_RULE);
  out.paragraph(
    'Each row gives the HS code and origin; the lines under it give the description (field 12), the ' +
      'product name and SKU. Quantities are as ordered; the unit of measure is not provided.',
  );
  const allLines = s.orders.flatMap((o) => o.lines);
  const totalsCells = s.orders.map((o) => formatCents(o.totalCents, true));
  const weightCells = s.orders.map((o) => (o.netGrams === null ? NOT_PROVIDED : formatGrams(o.netGrams)));
  const widths = LINE_COLUMNS.map((c, i) => {
    let w = Math.max(width(c.header), ...allLines.map((l) => width(c.cell(l))));
    if (i === 5) w = Math.max(w, ...totalsCells.map(width));
    if (i === 6) w = Math.max(w, ...weightCells.map(width));
    return w;
  });
  const row = (cells: string[]) =>
    cells
      .map((c, i) => (LINE_COLUMNS[i].align === 'left' ? padRight(c, widths[i]) : padLeft(c, widths[i])))
      .join('  ')
      .trimEnd();
  const indent = ' '.repeat(widths[0] + 2);
  const textWidth = Math.max(40, BODY_WIDTH - indent.length);
  const labelWidth = widths.slice(0, 5).reduce((a, b) => a + b, 0) + 2 * 4;

  s.orders.forEach((o, index) => {
    out.push('', `Order ${index + 1} of ${s.orders.length}: ${orNotProvided(o.order.externalId)} (order ID ${clean(o.order.id)})`);
    out.push(`Consignee: ${consigneeAddress(o.order)}`, '');
    out.push(row(LINE_COLUMNS.map((c) => c.header)), row(widths.map((w) => '-'.repeat(w))));
    if (o.lines.length === 0) out.push(`${indent}(no line items)`);
    for (const l of o.lines) {
      out.push(row(LINE_COLUMNS.map((c) => c.cell(l))));
      const details = [orNotProvided(l.product.description), `Product: ${orNotProvided(l.product.name)} | SKU: ${orNotProvided(l.product.sku)}`];
      for (const d of details) for (const w of wrap(d, textWidth)) out.push(`${indent}${w}`);
    }
    const label = padLeft(`Order ${orNotProvided(o.order.externalId)} total:`, labelWidth);
    out.push(`${label}  ${padLeft(totalsCells[index], widths[5])}  ${padLeft(weightCells[index], widths[6])}`.trimEnd());
  });
  out.push('', THIN_RULE);
}

/** Fields 16 and 17, with the counts. */
function cciTotals(s: Shipment, out: TextOut): void {
  const total = (label: string, value: string) => out.push(`${padRight(label, 32)}${value}`);
  out.push('TOTALS');
  total('    Orders:', String(s.orders.length));
  total('    Line items:', String(s.lineCount));
  out.push('16. Total weight');
  total('    Net:', netWeightText(s.netGrams));
  total('    Gross:', NOT_PROVIDED);
  total('17. Invoice total:', `USD ${formatCents(s.totalCents, true)}`);
  out.push(THIN_RULE, '');
}

function netWeightText(grams: number | null): string {
  return grams === null ? `${NOT_PROVIDED} (some product weights unknown)` : `${formatGrams(grams)} kg`;
}

// ---------------------------------------------------------------------------------------------------
// 4. The commercial invoice as a PDF: its layout depends on the batch's destination.
//
// - CA: "Canada Customs Invoice", CI1's numbered fields 1-25 (the same values as the text document).
// - US: "Commercial Invoice" with the contents 19 CFR 141.86(a) requires of an invoice for a US entry:
//   port of entry, the sale and its parties, a detailed description, quantity, unit price and currency,
//   every charge itemized, country of origin (with the HS code) per line, totals and weights.
// - Anywhere else: a commercial invoice with the same elements, without the US citations.
// Whatever the export data lacks reads "Not provided": nothing is estimated or invented.

export type InvoiceLayout = 'CA' | 'US' | 'OTHER';

/** The layout a batch's PDF invoice takes, from its destination country. */
export function invoiceLayout(destinationCountry: string): InvoiceLayout {
  const dest = clean(destinationCountry).toUpperCase();
  return dest === 'CA' || dest === 'US' ? dest : 'OTHER';
}

function renderInvoicePdf(s: Shipment): Buffer {
  const layout = invoiceLayout(s.input.snapshot.destinationCountry);
  return pdf().renderCommercialInvoicePdf(layout === 'CA' ? ci1Sheet(s) : commercialSheet(s, layout));
}

/** How many orders a box lists before it says "and N more" (each order's lines carry its consignee). */
const PDF_LISTED_ORDERS = 8;

/** Per order: a heading with its consignee, its lines with the running invoice total, its total. */
function invoiceOrders(s: Shipment): InvoiceOrder[] {
  let running = 0;
  return s.orders.map((o, index) => ({
    heading: `Order ${index + 1} of ${s.orders.length}: ${orNotProvided(o.order.externalId)} (order ID ${clean(o.order.id)}) · Consignee: ${consigneeAddress(o.order)}`,
    lines: o.lines.map((l) => {
      running += l.totalCents;
      return {
        number: String(l.lineNumber),
        name: orNotProvided(l.product.name),
        description: orNotProvided(l.product.description),
        sku: `SKU: ${orNotProvided(l.product.sku)}`,
        hsCode: orNotProvided(l.product.hsCode),
        origin: orNotProvided(l.product.originCountry),
        quantity: formatQuantity(l.quantity),
        unitPrice: formatUnitValue(l.unitValueUsd),
        amount: formatCents(l.totalCents, true),
        netWeight: l.netGrams === null ? NOT_PROVIDED : formatGrams(l.netGrams),
        runningTotal: formatCents(running, true),
      };
    }),
    totalLabel: `Order ${orNotProvided(o.order.externalId)} total`,
    total: formatCents(o.totalCents, true),
    netWeight: o.netGrams === null ? NOT_PROVIDED : formatGrams(o.netGrams),
  }));
}

/** What every layout shares: references, footer, metadata, the notes on missing data and destinations. */
function sheetCommon(s: Shipment, title: string, expectedDestination: string) {
  const { input } = s;
  const dest = clean(input.snapshot.destinationCountry).toUpperCase() || NOT_PROVIDED;
  const notes: string[] = [];
  const others = otherDestinations(s, expectedDestination);
  if (others.length > 0) {
    notes.push(`NOTE: destination ${others.join(', ')} differs from ${expectedDestination}, the destination this layout was chosen for.`);
  }
  return {
    references: [
      ['Invoice date', input.generatedAt.slice(0, 10)],
      ['Batch ID', clean(input.batchId)],
      ['Customs package', orNotProvided(input.packageNumber)],
      ['Destination', dest],
      ['Generated at', clean(input.generatedAt)],
      ['Plan hash', orNotProvided(input.planHash)],
    ] as Array<[string, string]>,
    notes,
    footer: `${title} · batch ${clean(input.batchId)} · package ${orNotProvided(input.packageNumber)}`,
    metadata: {
      title: `${title} ${orNotProvided(input.packageNumber)}`,
      author: orNotProvided(input.snapshot.accountName),
      subject: `Customs package ${orNotProvided(input.packageNumber)}, export batch ${clean(input.batchId)}, destination ${dest}`,
      keywords: `commercial invoice, customs, ${dest}, ${clean(input.batchId)}`,
      createdAt: new Date(input.generatedAt),
    },
  };
}

function ci1Sheet(s: Shipment): InvoiceSheet {
  const title = 'Canada Customs Invoice';
  const common = sheetCommon(s, title, 'CA');
  return {
    pageSize: 'LETTER',
    title,
    subtitle: 'Layout of CBSA form CI1 (fields 1 to 25), for goods imported into Canada',
    references: common.references,
    notes: [
      `Fields are numbered as on form CI1. "${NOT_PROVIDED}" means the export data does not hold this information; ` +
        'complete it before the invoice is presented to the CBSA. Nothing on this invoice is estimated. All amounts are in USD.',
      ...common.notes,
    ],
    boxesBefore: ci1FieldsBefore(s, PDF_LISTED_ORDERS),
    table: {
      title: '12-15. Specification of commodities, quantity and selling price (USD)',
      note: `Grouped by order, each under its consignee. Quantities are as ordered; the unit of measure is ${NOT_PROVIDED.toLowerCase()}.`,
      columns: {
        number: 'Ln',
        description: '12. Specification of commodities (general description, product name, SKU)',
        hsCode: 'HS code',
        origin: 'Country of origin',
        quantity: `13. Quantity (unit: ${NOT_PROVIDED})`,
        unitPrice: '14. Unit price (USD)',
        amount: '15. Total (USD)',
        netWeight: 'Net weight (kg)',
      },
      orders: invoiceOrders(s),
      carriedLabel: 'Field 17 subtotal',
    },
    totals: [
      { label: 'Orders', value: String(s.orders.length) },
      { label: 'Line items', value: String(s.lineCount) },
      { label: '16. Total weight: net', value: netWeightText(s.netGrams) },
      { label: '16. Total weight: gross', value: NOT_PROVIDED },
      { label: '17. Invoice total', value: `USD ${formatCents(s.totalCents, true)}`, strong: true },
    ],
    boxesAfter: ci1FieldsAfter(s),
    footer: common.footer,
    metadata: common.metadata,
  };
}

function commercialSheet(s: Shipment, layout: 'US' | 'OTHER'): InvoiceSheet {
  const title = 'Commercial Invoice';
  const dest = clean(s.input.snapshot.destinationCountry).toUpperCase() || NOT_PROVIDED;
  const common = sheetCommon(s, title, layout === 'US' ? 'US' : dest);
  // The US layout cites the paragraph of 19 CFR 141.86(a) each element answers; the others do not.
  const cfr = (paragraph: string) => (layout === 'US' ? ` (19 CFR 141.86(a)(${paragraph}))` : '');
  return {
    pageSize: layout === 'US' ? 'LETTER' : 'A4',
    title,
    subtitle:
      layout === 'US'
        ? 'For entry into the United States: the contents 19 CFR 141.86(a) requires of a commercial invoice'
        : `For import into ${dest}: the elements of a commercial invoice (as for a US entry, 19 CFR 141.86(a)); ` +
          "the broker checks the importing country's own requirements",
    references: common.references,
    notes: [
      `"${NOT_PROVIDED}" means the export data does not hold this information; complete it before the invoice is filed. ` +
        'Nothing on this invoice is estimated. All prices and amounts are in USD.',
      ...common.notes,
    ],
    boxesBefore: commercialBoxesBefore(s, cfr),
    table: {
      title: `Merchandise${cfr('3')}`,
      note:
        'Grouped by order, each under its consignee. Each line gives the name by which the item is known, its description and SKU, ' +
        `its HS code and country of origin. Quantities are as ordered; the unit of measure is ${NOT_PROVIDED.toLowerCase()}.`,
      columns: {
        number: 'Ln',
        description: 'Detailed description of the merchandise (name, description, SKU)',
        hsCode: 'HS code',
        origin: 'Country of origin',
        quantity: `Quantity (unit: ${NOT_PROVIDED})`,
        unitPrice: 'Unit price (USD)',
        amount: 'Amount (USD)',
        netWeight: 'Net weight (kg)',
      },
      orders: invoiceOrders(s),
      carriedLabel: 'Subtotal',
    },
    totals: [
      { label: 'Orders', value: String(s.orders.length) },
      { label: 'Line items', value: String(s.lineCount) },
      { label: 'Total of the line amounts', value: `USD ${formatCents(s.totalCents, true)}` },
      { label: 'Charges (itemized below)', value: NOT_PROVIDED },
      { label: 'Invoice total', value: `USD ${formatCents(s.totalCents, true)}`, strong: true },
      { label: 'Net weight', value: netWeightText(s.netGrams) },
      { label: 'Gross weight', value: NOT_PROVIDED },
    ],
    boxesAfter: commercialBoxesAfter(s, cfr),
    footer: common.footer,
    metadata: common.metadata,
  };
}

function commercialBoxesBefore(s: Shipment, cfr: (paragraph: string) => string): InvoiceBox[] {
  const { input } = s;
  const { snapshot } = input;
  const orderNos = capList(s.orders.map((o) => orNotProvided(o.order.externalId)), PDF_LISTED_ORDERS, (n) => `and ${n} more (see the line items)`);
  const consignees = capList(
    s.orders.map((o) => `Order ${orNotProvided(o.order.externalId)}: ${consigneeAddress(o.order)}`),
    PDF_LISTED_ORDERS,
    (n) => `and ${n} more orders: each order's consignee heads its lines below`,
  );
  return [
    { label: `Seller and exporter: name and address${cfr('2')}`, lines: [orNotProvided(snapshot.accountName), ...addressLines(snapshot.warehouse)] },
    {
      label: `Buyer and consignee: name and address${cfr('2')}`,
      lines: [`Name: ${NOT_PROVIDED} (the export data holds no buyer or consignee name)`, `Street address: ${NOT_PROVIDED}`, ...consignees],
    },
    { label: `Port of entry${cfr('1')}`, lines: ['To be determined by the broker'] },
    {
      label: 'Invoice date and references',
      lines: [
        `Date: ${input.generatedAt.slice(0, 10)} (date the documents were generated)`,
        `Batch ID: ${clean(input.batchId)}`,
        `Customs package number: ${orNotProvided(input.packageNumber)}`,
        `Purchaser's order Nos.: ${orderNos.join(', ')}`,
      ],
    },
    {
      label: `Sale: when, where, by whom and to whom${cfr('2')}`,
      lines: [`Sold by: ${orNotProvided(snapshot.accountName)}`, `Sold to: ${NOT_PROVIDED}`, `Date of sale: ${NOT_PROVIDED}`, `Place of sale: ${NOT_PROVIDED}`],
    },
    {
      label: 'Shipment',
      lines: [
        `Ships from: ${placeOfShipment(snapshot.warehouse)}`,
        `Mode of transport: ${NOT_PROVIDED}`,
        `Date of shipment: ${NOT_PROVIDED}`,
        `Number of packages: ${NOT_PROVIDED}`,
        `Marks and numbers of packages: ${NOT_PROVIDED}`,
      ],
    },
    { label: 'Terms of sale and payment', lines: [NOT_PROVIDED] },
    { label: `Currency${cfr('6')}`, lines: ['USD (United States dollars): every price and amount on this invoice'] },
    { label: `Country of origin${cfr('9')}`, lines: [countryOfOrigin(s), 'Given for each line, with its HS code.'] },
    { label: 'Customs broker', lines: [orNotProvided(snapshot.broker.name), orNotProvided(snapshot.broker.email)] },
  ];
}

function commercialBoxesAfter(s: Shipment, cfr: (paragraph: string) => string): InvoiceBox[] {
  const { input } = s;
  return [
    {
      label: `Charges upon the merchandise, itemized${cfr('7')}`,
      lines: [
        `Freight: ${NOT_PROVIDED}`,
        `Insurance: ${NOT_PROVIDED}`,
        `Commissions: ${NOT_PROVIDED}`,
        `Packing, cases, containers and coverings: ${NOT_PROVIDED}`,
        `Other charges: ${NOT_PROVIDED}`,
        'The export data itemizes no charge: the invoice total is the sum of the line amounts.',
      ],
    },
    { label: `Rebates, drawbacks and bounties${cfr('8')}`, lines: [NOT_PROVIDED] },
    {
      label: `Goods or services furnished for the production of the merchandise, not in the price${cfr('10')}`,
      lines: [NOT_PROVIDED],
    },
    {
      label: 'Prepared by',
      lines: [
        `Export Protocol, for ${orNotProvided(input.snapshot.accountName)}, from export batch ${clean(input.batchId)}.`,
        `Signature: ${NOT_PROVIDED}`,
      ],
    },
  ];
}

// ---------------------------------------------------------------------------------------------------
// 2. CSV: one row per line item, values as stored (no cleaning), escaping by csv-stringify.

function renderCsv(s: Shipment): string {
  const { input } = s;
  const rows = s.orders.flatMap((o) =>
    o.lines.map((l) => [
      input.batchId,
      input.packageNumber,
      o.order.id,
      o.order.externalId,
      String(l.lineNumber),
      l.product.id,
      l.product.sku,
      l.product.name,
      l.product.description ?? '',
      l.product.hsCode ?? '',
      l.product.originCountry ?? '',
      formatQuantity(l.quantity),
      formatUnitValue(l.unitValueUsd),
      formatCents(l.totalCents, false),
      l.netGrams === null ? '' : formatGrams(l.netGrams),
      o.order.destinationCountry,
      o.order.destinationRegion ?? '',
      o.order.destinationPostalCode ?? '',
    ]),
  );
  // RFC 4180: CRLF between records; fields with a comma, quote or line break are quoted.
  return stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: 'windows', eof: true });
}

// ---------------------------------------------------------------------------------------------------
// 3. Manifest JSON.

const nullableText = z.string().nullable();
const totalsSchema = { valueUsd: z.number(), netWeightKg: z.number().nullable().meta({ description: 'null when a line has no weight' }) };
/** The manifest artifact (`…-manifest.json`), as published for its download (GET …/artifacts/{filename}). */
export const manifestSchema = z
  .object({
    batchId: z.string(),
    packageNumber: z.string(),
    planHash: z.string(),
    generatedAt: z.string().meta({ format: 'date-time' }),
    shipper: z.object({
      warehouseId: z.string(),
      name: z.string(),
      addressLine1: nullableText,
      addressLine2: nullableText,
      city: nullableText,
      region: nullableText,
      postalCode: nullableText,
      country: z.string(),
    }),
    broker: z.object({ name: z.string(), email: z.string(), brokerPath: z.string() }),
    destinationCountry: z.string(),
    orders: z.array(
      z.object({
        orderId: z.string(),
        externalId: z.string(),
        destination: z.object({ country: z.string(), region: nullableText, postalCode: nullableText }),
        lineCount: z.int(),
        ...totalsSchema,
      }),
    ),
    totals: z.object({ orderCount: z.int(), lineCount: z.int(), ...totalsSchema }),
    artifacts: z
      .array(
        z.object({
          artifactType: artifactTypeSchema,
          filename: z.string(),
          contentType: z.string(),
          bytes: z.int(),
          sha256: z.string().meta({ description: 'SHA-256 of the file, lower-case hex' }),
        }),
      )
      .meta({ description: "The batch's other artifacts (a file cannot list its own hash), to check a download or an e-mail attachment" }),
  })
  .meta({ id: 'ShipmentManifest' });
export type ShipmentManifest = z.infer<typeof manifestSchema>;

function renderManifest(s: Shipment, others: Array<GeneratedArtifact | BinaryArtifact>): string {
  const { input } = s;
  const { snapshot } = input;
  const w = snapshot.warehouse;
  const manifest: ShipmentManifest = {
    batchId: input.batchId,
    packageNumber: input.packageNumber,
    planHash: input.planHash,
    generatedAt: input.generatedAt,
    shipper: {
      warehouseId: w.id,
      name: w.name,
      addressLine1: w.addressLine1,
      addressLine2: w.addressLine2,
      city: w.city,
      region: w.region,
      postalCode: w.postalCode,
      country: w.country,
    },
    broker: {
      name: snapshot.broker.name,
      email: snapshot.broker.email,
      brokerPath: snapshot.broker.brokerPath,
    },
    destinationCountry: snapshot.destinationCountry,
    orders: s.orders.map((o) => ({
      orderId: o.order.id,
      externalId: o.order.externalId,
      destination: {
        country: o.order.destinationCountry,
        region: o.order.destinationRegion,
        postalCode: o.order.destinationPostalCode,
      },
      lineCount: o.lines.length,
      valueUsd: centsToUsd(o.totalCents),
      netWeightKg: o.netGrams === null ? null : o.netGrams / 1000,
    })),
    totals: {
      orderCount: s.orders.length,
      lineCount: s.lineCount,
      valueUsd: centsToUsd(s.totalCents),
      netWeightKg: s.netGrams === null ? null : s.netGrams / 1000,
    },
    artifacts: others.map((a) => {
      const bytes = typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content;
      return {
        artifactType: a.artifact_type,
        filename: a.filename,
        contentType: a.contentType,
        bytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    }),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
