/**
 * How the documents word the parties and terms of a shipment: the seller/exporter and its tax IDs, each
 * order's consignee (shipTo) and buyer (soldTo), the warehouse's address, the terms of sale (incoterm and
 * named place) and reason for export, packages and gross weight, the charges, the export filing legend
 * and each line's export control. What the integrator did not send reads "Not provided".
 */
import { compareCodeUnits } from '../domain/canonical';
import type { SnapshotOrder, SnapshotWarehouse } from '../domain/export-types';
import type { Incoterm, Party, ReasonForExport, TaxId } from '../domain/parties';
import type { InvoiceBox } from './pdf-renderer';
import { formatGrams, usd, type Line, type PartialSum, type Shipment, type ShipmentOrder } from './shipment';
import { capList, clean, NOT_PROVIDED, orNotProvided } from './text';

// ---------------------------------------------------------------------------------------------------
// Addresses and parties.

export function warehouseAddressLines(w: SnapshotWarehouse): string[] {
  const cityLine = [clean(w.city), [clean(w.region), clean(w.postalCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [clean(w.addressLine1), clean(w.addressLine2), cityLine, clean(w.country)].filter(Boolean);
  if (!clean(w.addressLine1)) lines.unshift(`Street address: ${NOT_PROVIDED}`);
  return lines;
}

/** An order's destination as the spec's fields give it (no name, no street): what an order without shipTo has. */
export function destinationText(o: SnapshotOrder): string {
  const parts = [
    `region ${orNotProvided(o.destinationRegion)}`,
    `postal code ${orNotProvided(o.destinationPostalCode)}`,
    `country ${orNotProvided(o.destinationCountry)}`,
  ];
  return parts.join(', ');
}

export function placeOfShipment(w: SnapshotWarehouse): string {
  const parts = [clean(w.city), clean(w.region), clean(w.country)].filter(Boolean);
  if (!clean(w.city)) parts.unshift(`city ${NOT_PROVIDED.toLowerCase()}`);
  return parts.join(', ');
}

const TAX_ID_LABELS: Record<TaxId['type'], string> = { US_EIN: 'US EIN', CA_BN: 'CA BN', EORI: 'EORI', VAT: 'VAT', OTHER: 'Tax ID' };

/** "US EIN 12-3456789", "CA BN 123456789RM0001". */
export function taxIdText(t: TaxId): string {
  return `${TAX_ID_LABELS[t.type] ?? clean(t.type)} ${orNotProvided(t.value)}`;
}

/** A party on one line: name, company, street, "city, region postal code", country; phone; tax ID. */
export function partyText(p: Party, fallbackCountry: string | null): string {
  const cityLine = [clean(p.city), [clean(p.region), clean(p.postalCode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const address = [orNotProvided(p.name), clean(p.company), ...(p.addressLines ?? []).map(clean), cityLine, clean(p.country) || clean(fallbackCountry)];
  const extras = [clean(p.phone) && `phone ${clean(p.phone)}`, p.taxId ? `tax ID ${taxIdText(p.taxId)}` : ''];
  return [address.filter(Boolean).join(', '), ...extras.filter(Boolean)].join('; ');
}

/** The order's consignee on one line: its shipTo, else the destination the spec's fields give. */
export function consigneeText(o: ShipmentOrder): string {
  const { shipTo } = o.terms;
  return shipTo ? partyText(shipTo, o.order.destinationCountry) : destinationText(o.order);
}

/** The buyer: soldTo; "Same as consignee" when only shipTo was sent; Not provided when neither was. */
export function buyerText(o: ShipmentOrder): string {
  const { shipTo, soldTo } = o.terms;
  if (soldTo) return partyText(soldTo, null);
  return shipTo ? 'Same as consignee' : NOT_PROVIDED;
}

export const hasConsignees = (s: Shipment): boolean => s.orders.some((o) => o.terms.shipTo || o.terms.soldTo);

const orderLabel = (o: ShipmentOrder) => `Order ${orNotProvided(o.order.externalId)}`;
const MORE_ORDERS = (n: number) => `and ${n} more orders: each order's heading in the line table gives its own`;

/**
 * Per order, its consignee (and with `buyers`, its buyer), listing at most `listed` orders. Without any
 * shipTo or soldTo in the batch: the name is Not provided and each order gives its destination.
 */
export function consigneeLines(s: Shipment, listed: number, opts: { buyers: boolean; noName: string; noStreet: boolean }): string[] {
  if (!hasConsignees(s)) {
    const destinations = s.orders.map((o) => `${orderLabel(o)}: ${destinationText(o.order)}`);
    const more = (n: number) => `and ${n} more orders: each order's consignee heads its lines below`;
    return [`Name: ${NOT_PROVIDED} (${opts.noName})`, ...(opts.noStreet ? [`Street address: ${NOT_PROVIDED}`] : []), ...capList(destinations, listed, more)];
  }
  const perOrder = s.orders.map((o) => {
    const consignee = o.terms.shipTo ? consigneeText(o) : `name and street address: ${NOT_PROVIDED}; ${destinationText(o.order)}`;
    const lines = [`${orderLabel(o)}, consignee: ${consignee}`];
    if (opts.buyers) lines.push(`${orderLabel(o)}, buyer: ${buyerText(o)}`);
    return lines.join('\n');
  });
  return capList(perOrder, listed, MORE_ORDERS).flatMap((l) => l.split('\n'));
}

/** CI1 field 5: per order the purchaser when soldTo was sent; "Same as consignee" for a batch without any. */
export function purchaserLines(s: Shipment, listed: number): string[] {
  if (!s.orders.some((o) => o.terms.soldTo)) return ['Same as consignee'];
  return capList(s.orders.map((o) => `${orderLabel(o)}: ${buyerText(o)}`), listed, MORE_ORDERS);
}

/**
 * `label: value` when every order has the same value (Not provided when none has one), else the label
 * and a line per order.
 */
export function perOrder(s: Shipment, label: string, valueOf: (o: ShipmentOrder) => string | null, listed: number): string[] {
  const values = s.orders.map(valueOf);
  if (values.every((v) => v === values[0])) return [`${label}: ${values[0] ?? NOT_PROVIDED}`];
  return [`${label}:`, ...capList(s.orders.map((o, i) => `${orderLabel(o)}: ${values[i] ?? NOT_PROVIDED}`), listed, MORE_ORDERS)];
}

// ---------------------------------------------------------------------------------------------------
// The seller and exporter.

/** The exporter's legal name, else the account's name. */
export function sellerName(s: Shipment): string {
  return orNotProvided(s.exporter?.legalName ?? s.input.snapshot.accountName);
}

export function exporterTaxIds(s: Shipment): string {
  const ids = (s.exporter?.taxIds ?? []).map(taxIdText);
  return ids.length === 0 ? `Tax ID: ${NOT_PROVIDED}` : `Tax ID${ids.length > 1 ? 's' : ''}: ${ids.join(', ')}`;
}

export function contactText(s: Shipment): string | null {
  const contact = s.exporter?.contact;
  if (!contact) return null;
  return [orNotProvided(contact.name), clean(contact.phone), clean(contact.email)].filter(Boolean).join(', ');
}

/** Name, the warehouse's address, and with an exporter its tax IDs and contact. */
export function sellerLines(s: Shipment): string[] {
  const lines = [sellerName(s), ...warehouseAddressLines(s.input.snapshot.warehouse)];
  if (s.exporter) lines.push(exporterTaxIds(s), `Contact: ${contactText(s)}`);
  return lines;
}

export function signatoryText(s: Shipment): string | null {
  const signatory = s.exporter?.signatory;
  if (!signatory) return null;
  return [orNotProvided(signatory.name), clean(signatory.title)].filter(Boolean).join(', ');
}

// ---------------------------------------------------------------------------------------------------
// Terms of sale.

const INCOTERM_NAMES: Record<Incoterm, string> = {
  EXW: 'Ex Works',
  FCA: 'Free Carrier',
  FAS: 'Free Alongside Ship',
  FOB: 'Free On Board',
  CFR: 'Cost and Freight',
  CIF: 'Cost, Insurance and Freight',
  CPT: 'Carriage Paid To',
  CIP: 'Carriage and Insurance Paid To',
  DAP: 'Delivered at Place',
  DPU: 'Delivered at Place Unloaded',
  DDP: 'Delivered Duty Paid',
};

/** C- and D-terms: the seller pays the carriage to the destination, so it is in the price. */
const CARRIAGE_IN_PRICE: ReadonlySet<string> = new Set<Incoterm>(['CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP']);

export function carriageInPrice(incoterm: Incoterm | null): boolean {
  return incoterm !== null && CARRIAGE_IN_PRICE.has(incoterm);
}

/**
 * "DAP (Delivered at Place, Incoterms 2020) New York, US". The named place is the consignee's city for
 * C- and D-terms, the warehouse's city for E- and F-terms (EXW, FCA, FAS, FOB); null without an incoterm.
 */
export function termsOfSale(o: ShipmentOrder, w: SnapshotWarehouse): string | null {
  const { incoterm, shipTo } = o.terms;
  if (!incoterm) return null;
  const place = (city: string | null | undefined, country: string | null | undefined) =>
    clean(city) ? [clean(city), clean(country)].filter(Boolean).join(', ') : `named place ${NOT_PROVIDED}`;
  const named = carriageInPrice(incoterm) ? place(shipTo?.city, shipTo?.country || o.order.destinationCountry) : place(w.city, w.country);
  return `${incoterm} (${INCOTERM_NAMES[incoterm] ?? incoterm}, Incoterms 2020) ${named}`;
}

const REASONS: Record<ReasonForExport, string> = {
  sale: 'Sale',
  gift: 'Gift',
  sample: 'Sample',
  return: 'Return',
  repair: 'Repair',
  personal_effects: 'Personal effects',
  other: 'Other',
};

export function reasonText(o: ShipmentOrder): string | null {
  const r = o.terms.reasonForExport;
  return r ? (REASONS[r] ?? clean(r)) : null;
}

/**
 * Terms of sale, reason for export (with `dateOfSale`, the date of sale: CI1 has no field of its own for
 * it) and terms of payment (not in the data); [Not provided] when no order sent any of them.
 */
export function termsLines(s: Shipment, listed: number, opts: { dateOfSale: boolean }): string[] {
  const sent = s.orders.some((o) => o.terms.incoterm || o.terms.reasonForExport || (opts.dateOfSale && o.terms.orderedAt));
  if (!sent) return [NOT_PROVIDED];
  const { warehouse } = s.input.snapshot;
  return [
    ...perOrder(s, 'Terms of sale', (o) => termsOfSale(o, warehouse), listed),
    ...(opts.dateOfSale ? dateOfSaleLines(s, listed) : []),
    ...perOrder(s, 'Reason for export', reasonText, listed),
    `Terms of payment: ${NOT_PROVIDED}`,
  ];
}

export function dateOfSaleLines(s: Shipment, listed: number): string[] {
  return perOrder(s, 'Date of sale', (o) => clean(o.terms.orderedAt) || null, listed);
}

/** With an exporter, the place of sale is read as its warehouse's city (the data names no other). */
export function placeOfSale(s: Shipment): string {
  const w = s.input.snapshot.warehouse;
  if (!s.exporter || !clean(w.city)) return NOT_PROVIDED;
  return `${[clean(w.city), clean(w.region), clean(w.country)].filter(Boolean).join(', ')} (the exporter's warehouse)`;
}

// ---------------------------------------------------------------------------------------------------
// Packages, weights, charges.

/** "" when every order sent the value, else which of them did. */
export function partialNote(p: PartialSum, of: number): string {
  return p.known === of ? '' : ` (for ${p.known} of ${of} orders; ${NOT_PROVIDED} for the others)`;
}

/** A sum over orders: Not provided when no order sent it, else the sum and, when some did not, which did. */
export function sumText(p: PartialSum, of: number, format: (n: number) => string): string {
  return p.known === 0 ? NOT_PROVIDED : `${format(p.sum)}${partialNote(p, of)}`;
}

export function packagesText(s: Shipment): string {
  return sumText(s.packageCount, s.orders.length, String);
}

export function grossWeightText(s: Shipment): string {
  return sumText(s.grossGrams, s.orders.length, (g) => `${formatGrams(g)} kg`);
}

export function netWeightText(grams: number | null): string {
  return grams === null ? `${NOT_PROVIDED} (some product weights unknown)` : `${formatGrams(grams)} kg`;
}

/** The invoice total of the US and other layouts: the line amounts plus every charge sent. */
export function invoiceTotalCents(s: Shipment): number {
  return s.totalCents + s.chargesCents.sum;
}

/** 19 CFR 141.86(a)(7): every charge itemized, and how the invoice total is made. */
export function chargesLines(s: Shipment): string[] {
  const n = s.orders.length;
  const line = (label: string, p: PartialSum) => `${label}: ${sumText(p, n, usd)}`;
  if (s.chargesCents.known === 0) {
    return [
      `Freight: ${NOT_PROVIDED}`,
      `Insurance: ${NOT_PROVIDED}`,
      `Commissions: ${NOT_PROVIDED}`,
      `Packing, cases, containers and coverings: ${NOT_PROVIDED}`,
      `Other charges: ${NOT_PROVIDED}`,
      'The export data itemizes no charge: the invoice total is the sum of the line amounts.',
    ];
  }
  return [
    line('Freight', s.charges.freight),
    line('Insurance', s.charges.insurance),
    `Commissions: ${NOT_PROVIDED}`,
    line('Packing, cases, containers and coverings', s.charges.packing),
    line('Other charges', s.charges.other),
    `The invoice total is the total of the line amounts (${usd(s.totalCents)}) plus these charges (${usd(s.chargesCents.sum)}): ` +
      `${usd(invoiceTotalCents(s))}.` +
      (s.chargesCents.known < n ? ` Charges are ${NOT_PROVIDED.toLowerCase()} for ${n - s.chargesCents.known} of the ${n} orders.` : ''),
  ];
}

// ---------------------------------------------------------------------------------------------------
// The export filing legend, the origin, each line's export control.

export const NOT_ASSESSED = 'Not assessed (batch planned before export filing was checked)';

/**
 * The export filing box: its label by regime (else by the warehouse's country), the US's EEI (15 CFR
 * 30.7) or Canada's CERS; then the legend the plan gives (AES ITN, NOEEI exemption, CERS proof of
 * report) and its basis. A required filing without a legend (no reference, or not one of the regime's)
 * is "Export filing required (<basis>): Not provided"; a batch planned before filings were assessed says so.
 */
export function exportFilingBox(s: Shipment): InvoiceBox {
  const f = s.exportFiling;
  const origin = clean(s.input.snapshot.warehouse.country).toUpperCase();
  const regime = f?.regime ?? (origin === 'US' ? 'US_EEI' : origin === 'CA' ? 'CA_CERS' : null);
  const label = regime === 'US_EEI' ? 'Export filing (15 CFR 30.7)' : regime === 'CA_CERS' ? 'Export declaration (CERS)' : 'Export filing';
  if (!f) return { label, lines: [NOT_ASSESSED] };
  const basis = clean(f.basis);
  const reference = clean(f.reference);
  const legend = clean(f.legend);
  // Required and no legend: no reference was sent, or not one of the regime's (the basis says which).
  if (f.required && !legend) return { label, lines: [`Export filing required (${basis || 'no basis given'}): ${NOT_PROVIDED}`] };
  const none = f.regime === 'CA_CERS' ? 'No CERS report required' : f.regime === 'US_EEI' ? 'No EEI filing legend applies' : 'No export filing legend applies';
  const lines = [legend || none];
  if (reference && !legend.includes(reference)) lines.push(`Reference sent: ${reference}`);
  if (basis) lines.push(`Basis: ${basis}`);
  return { label, lines };
}

export function countryOfOrigin(s: Shipment): string {
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

/** Destinations other than `expected` among the batch's and its orders', sorted. */
export function otherDestinations(s: Shipment, expected: string): string[] {
  const all = [s.input.snapshot.destinationCountry, ...s.orders.map((o) => o.order.destinationCountry)].map(clean);
  return [...new Set(all)].filter((c) => c !== expected).sort(compareCodeUnits);
}

/**
 * A line's export control: "ECCN 5A992.c", "ECCN EAR99" when its product has no ECCN, and the licence.
 * Shown when the product carries exportControl or the batch leaves under the US's EEI; else nothing.
 */
export function exportControlParts(s: Shipment, l: Line): string[] {
  const ec = l.exportControl;
  if (!ec && s.exportFiling?.regime !== 'US_EEI') return [];
  const parts = [`ECCN ${clean(ec?.eccn) || 'EAR99'}`];
  if (clean(ec?.licenseNumber)) parts.push(`Licence ${clean(ec?.licenseNumber)}`);
  return parts;
}
