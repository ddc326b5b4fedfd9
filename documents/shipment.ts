/**
 * The shipment the documents are drawn from: the included orders sorted by id, their lines in their
 * original order, and every total computed once, exactly (money in integer cents, weights in integer
 * grams), so the four documents always agree. Also the number formatting they share (no Intl, no locale).
 */
import { compareCodeUnits } from '../domain/canonical';
import type { ExportFiling, PlanningSnapshot, SnapshotLineItem, SnapshotOrder, SnapshotProduct } from '../domain/export-types';
import { lineTotalsUsd } from '../domain/money';
import type { Charges, ExportControl, Exporter, OrderTerms } from '../domain/parties';
import { orderTermsOf } from '../domain/parties';

export interface ArtifactInput {
  batchId: string;
  /** Customs package number, e.g. "CP-20261122-7QK2M9XA". */
  packageNumber: string;
  /** ISO 8601; the only timestamp the documents use. */
  generatedAt: string;
  /** warehouse = exporter/vendor address, broker, exporter (or accountName) = vendor name, orders, products. */
  snapshot: PlanningSnapshot;
  /** Only these orders go on the documents. */
  includedOrderIds: string[];
  planHash: string;
  /** The plan's export filing (AES / CERS legend); absent or null for batches planned before it was assessed. */
  exportFiling?: ExportFiling | null;
}

/** The input cannot produce truthful documents (unknown order or product, bad number, bad id). */
export class ArtifactInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArtifactInputError';
  }
}

export interface Line {
  lineNumber: number;
  product: SnapshotProduct;
  /** The product's export control, null when not sent. */
  exportControl: ExportControl | null;
  quantity: number;
  unitValueUsd: number;
  totalCents: number;
  /** quantity x weightKg rounded to the gram, or null when the product has no weight. */
  netGrams: number | null;
}

/** An order's charges in integer cents; a charge left out of a sent `charges` counts as none. */
export interface ChargeCents {
  freight: number;
  insurance: number;
  packing: number;
  other: number;
}

export const CHARGE_KINDS = ['freight', 'insurance', 'packing', 'other'] as const;

export interface ShipmentOrder {
  order: SnapshotOrder;
  /** The order's parties and terms, each null when not sent (absent in old snapshots reads as null). */
  terms: OrderTerms;
  lines: Line[];
  totalCents: number;
  netGrams: number | null;
  /** null when the order has no `charges`. */
  charges: ChargeCents | null;
  /** null when the order has no `packages`. */
  packageCount: number | null;
  /** null when the order has no `packages.grossWeightKg`. */
  grossGrams: number | null;
}

/** A sum over the orders that sent the value: `known` of the shipment's orders did. */
export interface PartialSum {
  known: number;
  sum: number;
}

export interface Shipment {
  input: ArtifactInput;
  orders: ShipmentOrder[];
  lineCount: number;
  totalCents: number;
  netGrams: number | null;
  /** The exporter of record, null when not set (or an old snapshot). */
  exporter: Exporter | null;
  /** The plan's export filing, null when not assessed. */
  exportFiling: ExportFiling | null;
  /** Per kind of charge, over the orders with `charges`; `known` is the same for every kind. */
  charges: Record<keyof ChargeCents, PartialSum>;
  /** All charges of the orders with `charges`, in cents. */
  chargesCents: PartialSum;
  packageCount: PartialSum;
  grossGrams: PartialSum;
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export function buildShipment(input: ArtifactInput): Shipment {
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
  const orders = included.map((orderId) => {
    const order = ordersById.get(orderId);
    if (!order) throw new ArtifactInputError(`included order ${orderId} is not in the planning snapshot`);
    return buildOrder(order, productsById);
  });
  const sumOf = (value: (o: ShipmentOrder) => number | null): PartialSum => partialSum(orders.map(value));
  const charge = (kind: keyof ChargeCents) => sumOf((o) => (o.charges ? o.charges[kind] : null));
  return {
    input,
    orders,
    lineCount: orders.reduce((n, o) => n + o.lines.length, 0),
    totalCents: orders.reduce((sum, o) => sum + o.totalCents, 0),
    netGrams: sumWeights(orders.map((o) => o.netGrams)),
    exporter: snapshot.exporter ?? null,
    exportFiling: input.exportFiling ?? null,
    charges: { freight: charge('freight'), insurance: charge('insurance'), packing: charge('packing'), other: charge('other') },
    chargesCents: sumOf((o) => (o.charges ? chargesTotal(o.charges) : null)),
    packageCount: sumOf((o) => o.packageCount),
    grossGrams: sumOf((o) => o.grossGrams),
  };
}

function buildOrder(order: SnapshotOrder, productsById: Map<string, SnapshotProduct>): ShipmentOrder {
  const lines = order.items.map((item, index) => buildLine(order, item, index, productsById));
  const terms = orderTermsOf(order);
  const where = `order ${order.id}`;
  const { packages } = terms;
  if (packages && (!Number.isInteger(packages.count) || packages.count < 0)) {
    throw new ArtifactInputError(`${where}: packages.count must be a whole number, zero or more`);
  }
  const grossKg = packages?.grossWeightKg ?? null;
  if (grossKg !== null && (!Number.isFinite(grossKg) || grossKg < 0)) throw new ArtifactInputError(`${where}: packages.grossWeightKg must be zero or more`);
  return {
    order,
    terms,
    lines,
    totalCents: lines.reduce((sum, l) => sum + l.totalCents, 0),
    netGrams: sumWeights(lines.map((l) => l.netGrams)),
    charges: terms.charges ? chargeCents(terms.charges, where) : null,
    packageCount: packages ? packages.count : null,
    grossGrams: grossKg === null ? null : lineGrams(1, grossKg),
  };
}

function chargeCents(charges: Charges, where: string): ChargeCents {
  const cents = (field: keyof Charges): number => {
    const usd = charges[field] ?? 0;
    if (!Number.isFinite(usd) || usd < 0) throw new ArtifactInputError(`${where}: charges.${field} must be zero or more`);
    // One "line" of 1 x the charge: rounded half-up to the cent, exactly.
    return Math.round(lineTotalsUsd([{ quantity: 1, unitValueUsd: usd }]) * 100);
  };
  return { freight: cents('freightUsd'), insurance: cents('insuranceUsd'), packing: cents('packingUsd'), other: cents('otherUsd') };
}

export function chargesTotal(c: ChargeCents): number {
  return c.freight + c.insurance + c.packing + c.other;
}

function partialSum(values: Array<number | null>): PartialSum {
  let known = 0;
  let sum = 0;
  for (const v of values) {
    if (v === null) continue;
    known += 1;
    sum += v;
  }
  return { known, sum };
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
    exportControl: product.exportControl ?? null,
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

export function centsToUsd(cents: number): number {
  return cents / 100;
}

/** "1234.56" (grouping false) or "1,234.56". */
export function formatCents(cents: number, grouping: boolean): string {
  const whole = Math.floor(cents / 100).toString();
  const frac = (cents % 100).toString().padStart(2, '0');
  return `${grouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : whole}.${frac}`;
}

/** "USD 1,234.56". */
export function usd(cents: number): string {
  return `USD ${formatCents(cents, true)}`;
}

/** Unit values carry up to 4 decimals: shown with at least 2 and at most 4, never rounded away. */
export function formatUnitValue(value: number): string {
  let text = value.toFixed(4);
  while (text.endsWith('0') && text.length - text.indexOf('.') > 3) text = text.slice(0, -1);
  return text;
}

export function formatQuantity(value: number): string {
  return value.toFixed(3).replace(/\.?0+$/, '');
}

export function formatGrams(grams: number): string {
  return `${Math.floor(grams / 1000)}.${(grams % 1000).toString().padStart(3, '0')}`;
}
