/**
 * The Canada Customs Invoice as plain text (`…-cci.txt`): CBSA form CI1's numbered fields, the export
 * filing legend near the top, and the line table per order. ASCII layout, wrapped at 78 characters.
 */
import { ci1FieldsAfter, ci1FieldsBefore, ci1IncludedChargesCents, ci1InvoiceTotalCents } from './ci1-fields';
import { consigneeText, exportControlParts, exportFilingBox, grossWeightText, netWeightText, otherDestinations } from './parties';
import type { InvoiceBox } from './pdf-renderer';
import { formatCents, formatGrams, formatQuantity, formatUnitValue, usd, type Line, type Shipment } from './shipment';
import { clean, NOT_PROVIDED, orNotProvided, padLeft, padRight, width, wrap } from './text';

const RULE = '='.repeat(78);
const THIN_RULE = '-'.repeat(78);
const BODY_WIDTH = 78;

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

export function renderCci(s: Shipment): string {
  const out = new TextOut();
  cciHeader(s, out);
  out.field(exportFilingBox(s));
  out.push('');
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
    out.push(`Consignee: ${consigneeText(o)}`, '');
    out.push(row(LINE_COLUMNS.map((c) => c.header)), row(widths.map((w) => '-'.repeat(w))));
    if (o.lines.length === 0) out.push(`${indent}(no line items)`);
    for (const l of o.lines) {
      out.push(row(LINE_COLUMNS.map((c) => c.cell(l))));
      const product = [`Product: ${orNotProvided(l.product.name)}`, `SKU: ${orNotProvided(l.product.sku)}`, ...exportControlParts(s, l)];
      for (const d of [orNotProvided(l.product.description), product.join(' | ')]) for (const w of wrap(d, textWidth)) out.push(`${indent}${w}`);
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
  total('    Gross:', grossWeightText(s));
  const included = ci1IncludedChargesCents(s);
  if (included !== null) {
    total('    Line amounts:', usd(s.totalCents));
    total('    Charges (field 23):', usd(included));
  }
  total('17. Invoice total:', usd(ci1InvoiceTotalCents(s)));
  out.push(THIN_RULE, '');
}
