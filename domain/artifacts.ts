/**
 * The three documents an executed export produces: a human-readable Canada Customs Invoice laid out
 * like CBSA form CI1, the same line items as CSV, and a JSON shipment manifest.
 *
 * Pure and deterministic: the same input gives byte-identical output (no clock, no randomness, no
 * locale-dependent formatting or sorting). Money is summed in integer cents and weights in integer
 * grams, so the totals on the three documents always agree. See docs/artifacts.md.
 */
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import type {
  ArtifactType,
  GeneratedArtifact,
  PlanningSnapshot,
  SnapshotLineItem,
  SnapshotOrder,
  SnapshotProduct,
  SnapshotWarehouse,
} from './export-types';
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
};

const ARTIFACT_SUFFIXES: ReadonlyArray<readonly [string, ArtifactType]> = [
  ['-cci.txt', 'cci_human_readable'],
  ['-cci.csv', 'cci_csv'],
  ['-manifest.json', 'manifest'],
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

/** CSV columns, in order. */
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

export function generateArtifacts(input: ArtifactInput): GeneratedArtifact[] {
  const shipment = buildShipment(input);
  return [
    {
      artifact_type: 'cci_human_readable',
      filename: artifactFilename(input.batchId, 'cci_human_readable'),
      contentType: ARTIFACT_CONTENT_TYPES.cci_human_readable,
      content: renderCci(shipment),
    },
    {
      artifact_type: 'cci_csv',
      filename: artifactFilename(input.batchId, 'cci_csv'),
      contentType: ARTIFACT_CONTENT_TYPES.cci_csv,
      content: renderCsv(shipment),
    },
    {
      artifact_type: 'manifest',
      filename: artifactFilename(input.batchId, 'manifest'),
      contentType: ARTIFACT_CONTENT_TYPES.manifest,
      content: renderManifest(shipment),
    },
  ];
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

/** Locale-independent ordering (plain UTF-16 code units), so sorting is the same everywhere. */
function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
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

function renderCci(s: Shipment): string {
  const { input } = s;
  const { snapshot } = input;
  const out: string[] = [];
  const field = (label: string, ...values: string[]) => {
    wrap(label, BODY_WIDTH).forEach((w, i) => out.push(`${i === 0 ? '' : '    '}${w}`));
    // Wrapped continuation lines get a hanging indent so each value stays visibly one item.
    for (const v of values) wrap(v, BODY_WIDTH - 8).forEach((w, i) => out.push(`${i === 0 ? '    ' : '        '}${w}`));
  };

  out.push('CANADA CUSTOMS INVOICE (layout of CBSA form CI1)');
  out.push(RULE);
  out.push(`Batch ID:               ${clean(input.batchId)}`);
  out.push(`Customs package number: ${orNotProvided(input.packageNumber)}`);
  out.push(`Generated at:           ${clean(input.generatedAt)}`);
  out.push(`Plan hash:              ${orNotProvided(input.planHash)}`);
  out.push('');
  for (const w of wrap(
    `Fields are numbered as on form CI1. "${NOT_PROVIDED}" means the export data does not hold this ` +
      'information; complete it before the invoice is presented to the CBSA. All amounts are in USD.',
    BODY_WIDTH,
  )) {
    out.push(w);
  }
  const destinations = [...new Set([snapshot.destinationCountry, ...s.orders.map((o) => o.order.destinationCountry)].map(clean))]
    .filter((c) => c !== 'CA')
    .sort(compareCodeUnits);
  if (destinations.length > 0) {
    out.push('');
    for (const w of wrap(
      `NOTE: destination country ${destinations.join(', ')} is not Canada (CA). Form CI1 covers goods ` +
        'imported into Canada; this document follows its layout for reference only.',
      BODY_WIDTH,
    )) {
      out.push(w);
    }
  }
  out.push(RULE);
  out.push('');

  const externalIds = s.orders.map((o) => orNotProvided(o.order.externalId));
  field('1. Vendor (name and address)', orNotProvided(snapshot.accountName), ...addressLines(snapshot.warehouse));
  field(
    '2. Date of direct shipment to Canada (yyyy/mm/dd)',
    `${isoDateSlashes(input.generatedAt)} (date the documents were generated)`,
  );
  field(
    "3. Other references (include purchaser's order No.)",
    `Batch ID: ${clean(input.batchId)}`,
    `Customs package number: ${orNotProvided(input.packageNumber)}`,
    `Purchaser's order Nos.: ${externalIds.join(', ')}`,
  );
  field(
    '4. Consignee (name and address)',
    `Name: ${NOT_PROVIDED} (the export data holds no consignee name)`,
    ...s.orders.map((o) => `Order ${orNotProvided(o.order.externalId)}: ${consigneeAddress(o.order)}`),
  );
  field("5. Purchaser's name and address (if other than consignee)", 'Same as consignee');
  field('6. Country of transhipment', NOT_PROVIDED);
  field('7. Country of origin of goods', countryOfOrigin(s));
  field(
    '8. Transportation: give mode and place of direct shipment to Canada',
    `Mode: ${NOT_PROVIDED}`,
    `Place: ${placeOfShipment(snapshot.warehouse)}`,
  );
  field('9. Conditions of sale and terms of payment', NOT_PROVIDED);
  field('10. Currency of settlement', 'USD (United States dollars)');
  field(
    '11. Number of packages',
    `${NOT_PROVIDED} (${s.orders.length} ${s.orders.length === 1 ? 'order' : 'orders'} on this invoice)`,
  );
  out.push('');

  // 12-15: one table per order; widths shared by all tables so every column lines up.
  out.push('12-15. Specification of commodities, quantity and selling price (USD)');
  out.push(THIN_RULE);
  for (const w of wrap(
    'Each row gives the HS code and origin; the lines under it give the description (field 12), the ' +
      'product name and SKU. Quantities are as ordered; the unit of measure is not provided.',
    BODY_WIDTH,
  )) {
    out.push(w);
  }
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

  s.orders.forEach((o, index) => {
    out.push('');
    out.push(`Order ${index + 1} of ${s.orders.length}: ${orNotProvided(o.order.externalId)} (order ID ${clean(o.order.id)})`);
    out.push(`Consignee: ${consigneeAddress(o.order)}`);
    out.push('');
    out.push(row(LINE_COLUMNS.map((c) => c.header)));
    out.push(row(widths.map((w) => '-'.repeat(w))));
    if (o.lines.length === 0) out.push(`${indent}(no line items)`);
    for (const l of o.lines) {
      out.push(row(LINE_COLUMNS.map((c) => c.cell(l))));
      const details = [
        orNotProvided(l.product.description),
        `Product: ${orNotProvided(l.product.name)} | SKU: ${orNotProvided(l.product.sku)}`,
      ];
      for (const d of details) for (const w of wrap(d, textWidth)) out.push(`${indent}${w}`);
    }
    const labelWidth = widths.slice(0, 5).reduce((a, b) => a + b, 0) + 2 * 4;
    out.push(
      `${padLeft(`Order ${orNotProvided(o.order.externalId)} total:`, labelWidth)}  ${padLeft(totalsCells[index], widths[5])}  ${padLeft(weightCells[index], widths[6])}`.trimEnd(),
    );
  });
  out.push('');
  out.push(THIN_RULE);

  // Totals.
  const net = s.netGrams === null ? `${NOT_PROVIDED} (some product weights unknown)` : `${formatGrams(s.netGrams)} kg`;
  const invoiceTotal = `USD ${formatCents(s.totalCents, true)}`;
  const total = (label: string, value: string) => out.push(`${padRight(label, 32)}${value}`);
  out.push('TOTALS');
  total('    Orders:', String(s.orders.length));
  total('    Line items:', String(s.lineCount));
  out.push('16. Total weight');
  total('    Net:', net);
  total('    Gross:', NOT_PROVIDED);
  total('17. Invoice total:', invoiceTotal);
  out.push(THIN_RULE);
  out.push('');

  field(
    '18. If any of fields 1 to 17 are included on an attached commercial invoice, check this box',
    'Not checked: fields 1 to 17 are on this document.',
  );
  field("19. Exporter's name and address (if other than vendor)", 'Same as vendor (field 1)');
  field(
    '20. Originator (name and address)',
    `${orNotProvided(snapshot.accountName)}, address as in field 1 (generated by Export Protocol)`,
  );
  field('21. Agency ruling (if applicable)', NOT_PROVIDED);
  field('22. If fields 23 to 25 are not applicable, check this box', NOT_PROVIDED);
  field(
    '23. If included in field 17 indicate amount',
    `(i) Transportation charges, expenses and insurance from the place of direct shipment to Canada: ${NOT_PROVIDED}`,
    `(ii) Costs for construction, erection and assembly incurred after importation into Canada: ${NOT_PROVIDED}`,
    `(iii) Export packing: ${NOT_PROVIDED}`,
  );
  field(
    '24. If not included in field 17 indicate amount',
    `(i) Transportation charges, expenses and insurance to the place of direct shipment to Canada: ${NOT_PROVIDED}`,
    `(ii) Amounts for commissions other than buying commissions: ${NOT_PROVIDED}`,
    `(iii) Export packing: ${NOT_PROVIDED}`,
  );
  field(
    '25. Check (if applicable)',
    `(i) Royalty payments or subsequent proceeds are paid or payable by the purchaser: ${NOT_PROVIDED}`,
    `(ii) The purchaser has supplied goods or services for use in the production of these goods: ${NOT_PROVIDED}`,
  );
  out.push('');
  out.push(`End of invoice ${clean(input.batchId)}.`);
  return `${out.join('\n')}\n`;
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
  })
  .meta({ id: 'ShipmentManifest' });
export type ShipmentManifest = z.infer<typeof manifestSchema>;

function renderManifest(s: Shipment): string {
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
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
