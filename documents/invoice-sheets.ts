/**
 * What goes on the PDF commercial invoice, by the batch's destination (pdf-renderer.ts draws it):
 *
 * - CA: "Canada Customs Invoice", CI1's numbered fields 1-25 (the same values as the text document).
 * - US: "Commercial Invoice" with the contents 19 CFR 141.86(a) requires of an invoice for a US entry:
 *   port of entry, the sale and its parties, a detailed description, quantity, unit price and currency,
 *   every charge itemized, country of origin (with the HS code) per line, totals and weights.
 * - Anywhere else: a commercial invoice with the same elements, without the US citations.
 *
 * Every layout carries the export filing legend (AES / CERS) on page 1, in the first row of boxes.
 * Whatever the export data lacks reads "Not provided": nothing is estimated or invented.
 */
import { buyerOf } from '../domain/parties';
import { ci1FieldsAfter, ci1FieldsBefore, ci1IncludedChargesCents, ci1InvoiceTotalCents } from './ci1-fields';
import {
  chargesLines,
  consigneeLines,
  consigneeText,
  countryOfOrigin,
  dateOfSaleLines,
  exportControlParts,
  exportFilingBox,
  grossWeightText,
  invoiceTotalCents,
  netWeightText,
  otherDestinations,
  packagesText,
  perOrder,
  placeOfSale,
  placeOfShipment,
  sellerLines,
  sellerName,
  signatoryText,
  sumText,
  termsLines,
} from './parties';
import type { InvoiceBox, InvoiceOrder, InvoiceSheet } from './pdf-renderer';
import { formatCents, formatGrams, formatQuantity, formatUnitValue, usd, type Shipment, type ShipmentOrder } from './shipment';
import { capList, clean, NOT_PROVIDED, orNotProvided } from './text';

export type InvoiceLayout = 'CA' | 'US' | 'OTHER';

/** The layout a batch's PDF invoice takes, from its destination country. */
export function invoiceLayout(destinationCountry: string): InvoiceLayout {
  const dest = clean(destinationCountry).toUpperCase();
  return dest === 'CA' || dest === 'US' ? dest : 'OTHER';
}

/** The sheet the PDF renderer lays out for this shipment. */
export function invoiceSheet(s: Shipment): InvoiceSheet {
  const layout = invoiceLayout(s.input.snapshot.destinationCountry);
  return layout === 'CA' ? ci1Sheet(s) : commercialSheet(s, layout);
}

/** How many orders a box lists before it says "and N more" (each order's lines carry its consignee). */
const PDF_LISTED_ORDERS = 8;

/** The group heading: the order, its consignee, and its buyer, date and terms of sale when sent. */
function orderHeading(s: Shipment, o: ShipmentOrder, index: number): string {
  const { soldTo, orderedAt, incoterm } = o.terms;
  return [
    `Order ${index + 1} of ${s.orders.length}: ${orNotProvided(o.order.externalId)} (order ID ${clean(o.order.id)})`,
    `Consignee: ${consigneeText(o)}`,
    soldTo ? `Buyer: ${orNotProvided(soldTo.name)}` : '',
    clean(orderedAt) ? `Date of sale: ${clean(orderedAt)}` : '',
    incoterm ? `Terms: ${incoterm}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/** Per order: a heading with its consignee, its lines with the running invoice total, its total. */
function invoiceOrders(s: Shipment): InvoiceOrder[] {
  let running = 0;
  return s.orders.map((o, index) => ({
    heading: orderHeading(s, o, index),
    lines: o.lines.map((l) => {
      running += l.totalCents;
      return {
        number: String(l.lineNumber),
        name: orNotProvided(l.product.name),
        description: orNotProvided(l.product.description),
        sku: `SKU: ${orNotProvided(l.product.sku)}`,
        control: exportControlParts(s, l).join(' · '),
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
  const [vendor, ...fields] = ci1FieldsBefore(s, PDF_LISTED_ORDERS);
  const included = ci1IncludedChargesCents(s);
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
    // The export legend beside field 1: always on page 1.
    boxesBefore: [vendor, exportFilingBox(s), ...fields],
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
      { label: '16. Total weight: gross', value: grossWeightText(s) },
      ...(included === null
        ? []
        : [
            { label: 'Total of the line amounts', value: usd(s.totalCents) },
            { label: 'Charges included in field 17 (field 23)', value: usd(included) },
          ]),
      { label: '17. Invoice total', value: usd(ci1InvoiceTotalCents(s)), strong: true },
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
      { label: 'Total of the line amounts', value: usd(s.totalCents) },
      { label: 'Charges (itemized below)', value: sumText(s.chargesCents, s.orders.length, usd) },
      { label: 'Invoice total', value: usd(invoiceTotalCents(s)), strong: true },
      { label: 'Net weight', value: netWeightText(s.netGrams) },
      { label: 'Gross weight', value: grossWeightText(s) },
    ],
    boxesAfter: commercialBoxesAfter(s, cfr),
    footer: common.footer,
    metadata: common.metadata,
  };
}

function commercialBoxesBefore(s: Shipment, cfr: (paragraph: string) => string): InvoiceBox[] {
  const { input } = s;
  const { snapshot } = input;
  const listed = PDF_LISTED_ORDERS;
  const orderNos = capList(s.orders.map((o) => orNotProvided(o.order.externalId)), listed, (n) => `and ${n} more (see the line items)`);
  const buyers = { buyers: true, noName: 'the export data holds no buyer or consignee name', noStreet: true };
  return [
    { label: `Seller and exporter: name and address${cfr('2')}`, lines: sellerLines(s) },
    // The export legend beside the seller: always on page 1.
    exportFilingBox(s),
    { label: `Buyer and consignee: name and address${cfr('2')}`, lines: consigneeLines(s, listed, buyers) },
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
      lines: [
        `Sold by: ${sellerName(s)}`,
        ...perOrder(s, 'Sold to', (o) => clean(buyerOf(o.terms)?.name) || null, listed),
        ...dateOfSaleLines(s, listed),
        `Place of sale: ${placeOfSale(s)}`,
      ],
    },
    {
      label: 'Shipment',
      lines: [
        `Ships from: ${placeOfShipment(snapshot.warehouse)}`,
        `Mode of transport: ${NOT_PROVIDED}`,
        `Date of shipment: ${NOT_PROVIDED}`,
        `Number of packages: ${packagesText(s)}`,
        ...(s.grossGrams.known > 0 ? [`Gross weight: ${grossWeightText(s)}`] : []),
        `Marks and numbers of packages: ${NOT_PROVIDED}`,
      ],
    },
    { label: 'Terms of sale and payment', lines: termsLines(s, listed, { dateOfSale: false }) },
    { label: `Currency${cfr('6')}`, lines: ['USD (United States dollars): every price and amount on this invoice'] },
    { label: `Country of origin${cfr('9')}`, lines: [countryOfOrigin(s), 'Given for each line, with its HS code.'] },
    { label: 'Customs broker', lines: [orNotProvided(snapshot.broker.name), orNotProvided(snapshot.broker.email)] },
  ];
}

/** Who prepared the invoice; with an exporter, its signatory's declaration and a line for the signature. */
function preparedBy(s: Shipment): InvoiceBox {
  const prepared = `Export Protocol, for ${sellerName(s)}, from export batch ${clean(s.input.batchId)}.`;
  const signatory = signatoryText(s);
  if (signatory === null) return { label: 'Prepared by', lines: [prepared, `Signature: ${NOT_PROVIDED}`] };
  return {
    label: 'Prepared by, declaration and signature',
    lines: [
      prepared,
      'I declare that all the information contained in this invoice is true and correct.',
      `Signatory: ${signatory}`,
      `Date: ${s.input.generatedAt.slice(0, 10)}`,
      'Signature: ________________________________',
    ],
  };
}

function commercialBoxesAfter(s: Shipment, cfr: (paragraph: string) => string): InvoiceBox[] {
  return [
    { label: `Charges upon the merchandise, itemized${cfr('7')}`, lines: chargesLines(s) },
    { label: `Rebates, drawbacks and bounties${cfr('8')}`, lines: [NOT_PROVIDED] },
    {
      label: `Goods or services furnished for the production of the merchandise, not in the price${cfr('10')}`,
      lines: [NOT_PROVIDED],
    },
    preparedBy(s),
  ];
}
