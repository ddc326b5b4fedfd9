/**
 * The line items as CSV (`…-cci.csv`): one row per line item, values as stored (no cleaning), escaping by
 * csv-stringify (RFC 4180, CRLF). Columns added later are appended, so a reader of the older ones still works.
 */
import { stringify } from 'csv-stringify/sync';
import type { Party, TaxId } from '../domain/parties';
import { buyerOf } from '../domain/parties';
import { formatCents, formatGrams, formatQuantity, formatUnitValue, type Line, type Shipment, type ShipmentOrder } from './shipment';

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
  // Issue 31: the parties, terms and export control (empty when not sent).
  'consignee_name',
  'consignee_company',
  'consignee_address',
  'consignee_city',
  'consignee_region',
  'consignee_postal_code',
  'consignee_country',
  'consignee_tax_id',
  'buyer_name',
  'incoterm',
  'ordered_at',
  'reason_for_export',
  'eccn',
  'license_number',
  'schedule_b',
  'export_legend',
] as const;

/** "US_EIN 12-3456789": the type as the API spells it, a space, the value. */
const taxId = (t: TaxId | undefined) => (t ? `${t.type} ${t.value}` : '');

/** The consignee's columns; its street lines joined by a line break (the cell is quoted). */
function consigneeCells(o: ShipmentOrder): string[] {
  const p: Party | null = o.terms.shipTo;
  if (!p) return ['', '', '', '', '', '', '', ''];
  return [p.name, p.company ?? '', (p.addressLines ?? []).join('\n'), p.city, p.region ?? '', p.postalCode ?? '', p.country ?? o.order.destinationCountry, taxId(p.taxId)];
}

function row(s: Shipment, o: ShipmentOrder, l: Line): string[] {
  const { input } = s;
  const ec = l.exportControl;
  return [
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
    ...consigneeCells(o),
    buyerOf(o.terms)?.name ?? '',
    o.terms.incoterm ?? '',
    o.terms.orderedAt ?? '',
    o.terms.reasonForExport ?? '',
    ec?.eccn ?? '',
    ec?.licenseNumber ?? '',
    ec?.scheduleB ?? '',
    s.exportFiling?.legend ?? '',
  ];
}

export function renderCsv(s: Shipment): string {
  const rows = s.orders.flatMap((o) => o.lines.map((l) => row(s, o, l)));
  // RFC 4180: CRLF between records; fields with a comma, quote or line break are quoted (csv-stringify
  // quotes a lone LF or CR only when told to: the record delimiter it looks for is CRLF).
  return stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: 'windows', eof: true, quoted_match: /[\r\n]/ });
}
