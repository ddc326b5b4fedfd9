/**
 * Export planning: from a PlanningSnapshot to a Plan. Pure and deterministic: no clock, no randomness,
 * no I/O; the snapshot's orders and products may arrive in any order. The rules, the score, the flags,
 * the next actions and the planHash are documented in docs/planning-rules.md; keep the two in step.
 */
import { canonicalJson, compareCodeUnits, sha256Hex } from './canonical';
import { normalizeCountry } from './countries';
import type {
  ExportFiling,
  MissingDataSignal,
  OrderExclusion,
  Plan,
  PlanningSnapshot,
  ReadinessState,
  Severity,
  SnapshotLineItem,
  SnapshotOrder,
  SnapshotProduct,
  SnapshotWarehouse,
  ValidationMessage,
} from './export-types';
import { assessExportFiling } from './export-filing';
import { estimateDeMinimisSavings, formalEntryCheck } from './import-rules';
import { lineTotalsUsd } from './money';
import { computeComplianceProfile, type ProductComplianceProfile } from './product-compliance';

// ---------------------------------------------------------------------------------------------------
// The rules table
// ---------------------------------------------------------------------------------------------------

/**
 * plan: one message for the whole plan (order_id and product_id null).
 * order: one message per included order (product_id null).
 * line: one message per included order line (order_id and product_id set); counted once per
 *       (code, product) in the score, however many lines carry the product.
 */
export type RuleScope = 'plan' | 'order' | 'line';

/** Every validation message code, in the order of PLANNING_RULES (one rule each). */
export const PLAN_MESSAGE_CODES = [
  'NO_ORDERS_INCLUDED',
  'PRODUCT_NOT_FOUND',
  'ORDER_EMPTY',
  'ORIGIN_COUNTRY_MISSING',
  'ORIGIN_COUNTRY_INVALID',
  'DECLARED_VALUE_ZERO',
  'HS_CODE_MALFORMED',
  'HS_CODE_MISSING',
  'DESCRIPTION_MISSING',
  'DESCRIPTION_VAGUE',
  'MATERIALS_MISSING',
  'WEIGHT_MISSING',
  'RESTRICTED_GOODS_REVIEW',
  'LINE_VALUE_ZERO',
  'VALUE_BELOW_DECLARED',
  'DESTINATION_POSTAL_CODE_MISSING',
  'DESTINATION_POSTAL_CODE_INVALID',
  'FORMAL_ENTRY_REQUIRED',
  'EXPORT_FILING_REQUIRED',
  'WAREHOUSE_ADDRESS_INCOMPLETE',
  'ORDER_EXCLUDED_DOMESTIC',
  'ORDER_EXCLUDED_DESTINATION_MISMATCH',
  'VALIDATION_MESSAGES_OMITTED',
] as const;
export type PlanMessageCode = (typeof PLAN_MESSAGE_CODES)[number];

export interface PlanningRule {
  code: PlanMessageCode;
  severity: Severity;
  scope: RuleScope;
  /** The `field` path; <orderId> and <i> (0-based line index) are filled in. */
  field: string;
  condition: string;
  why: string;
}

const LINE = 'orders.<orderId>.items.<i>';

export const PLANNING_RULES: readonly PlanningRule[] = [
  { code: 'NO_ORDERS_INCLUDED', severity: 'error', scope: 'plan', field: 'orderIds',
    condition: 'no requested order survives the exclusions', why: 'there is nothing to declare' },
  { code: 'PRODUCT_NOT_FOUND', severity: 'error', scope: 'line', field: `${LINE}.productId`,
    condition: 'a line references a product missing from the snapshot', why: 'the goods cannot be described, valued or classified' },
  { code: 'ORDER_EMPTY', severity: 'error', scope: 'order', field: 'orders.<orderId>.items',
    condition: 'an included order has no lines', why: 'an entry needs at least one commodity line' },
  { code: 'ORIGIN_COUNTRY_MISSING', severity: 'error', scope: 'line', field: `${LINE}.product.originCountry`,
    condition: 'product origin empty', why: 'country of origin is mandatory on every entry and decides the duty rate' },
  { code: 'ORIGIN_COUNTRY_INVALID', severity: 'error', scope: 'line', field: `${LINE}.product.originCountry`,
    condition: 'product origin not an ISO 3166-1 alpha-2 code', why: 'customs systems accept only ISO country codes' },
  { code: 'DECLARED_VALUE_ZERO', severity: 'error', scope: 'line', field: `${LINE}.product.declaredValueUsd`,
    condition: 'product declaredValueUsd is 0', why: 'commercial goods need a transaction value; a zero value is rejected' },
  { code: 'HS_CODE_MALFORMED', severity: 'error', scope: 'line', field: `${LINE}.product.hsCode`,
    condition: 'HS code not 6, 8 or 10 digits under chapters 01-97 (77 reserved)', why: 'a broker\'s entry software rejects an invalid tariff number' },
  { code: 'HS_CODE_MISSING', severity: 'warning', scope: 'line', field: `${LINE}.product.hsCode`,
    condition: 'HS code empty', why: 'the broker must classify the goods before filing (time, cost, classification risk)' },
  { code: 'DESCRIPTION_MISSING', severity: 'warning', scope: 'line', field: `${LINE}.product.description`,
    condition: 'description empty', why: 'the commercial invoice needs a plain-language description' },
  { code: 'DESCRIPTION_VAGUE', severity: 'warning', scope: 'line', field: `${LINE}.product.description`,
    condition: 'name + description contain only generic words ("gift", "parts", "accessories", ...) once stop words, numbers and one-letter tokens are dropped',
    why: 'customs rejects or holds generic descriptions; they cannot be classified or valued' },
  { code: 'MATERIALS_MISSING', severity: 'warning', scope: 'line', field: `${LINE}.product.materials`,
    condition: 'no non-empty material', why: 'materials decide the HS heading of many goods (cotton vs. synthetic)' },
  { code: 'WEIGHT_MISSING', severity: 'warning', scope: 'line', field: `${LINE}.product.weightKg`,
    condition: 'weightKg empty or not above 0', why: 'net weight is declared on the invoice and the manifest' },
  { code: 'RESTRICTED_GOODS_REVIEW', severity: 'warning', scope: 'line', field: `${LINE}.product.<name|description|materials>`,
    condition: 'name, description or materials contain a keyword of a commonly restricted category (lithium batteries; aerosols, perfume, alcohol, liquids; knives and weapons; plants, seeds, food)',
    why: 'carriers refuse or restrict these goods and importing agencies (FDA, USDA, CFIA, ...) may need permits or prior notice' },
  { code: 'LINE_VALUE_ZERO', severity: 'warning', scope: 'line', field: `${LINE}.unitValueUsd`,
    condition: 'line unitValueUsd is 0', why: 'no-charge goods must still be declared at their value' },
  { code: 'VALUE_BELOW_DECLARED', severity: 'warning', scope: 'line', field: `${LINE}.unitValueUsd`,
    condition: 'line unitValueUsd > 0 and below 50% of the product declaredValueUsd', why: 'undervaluation is what customs audits; the broker must be able to justify the price' },
  { code: 'DESTINATION_POSTAL_CODE_MISSING', severity: 'warning', scope: 'order', field: 'orders.<orderId>.destinationPostalCode',
    condition: 'order destinationPostalCode empty', why: 'carriers need it to deliver and rate; not an error because customs entry does not require it and some countries have no postal codes' },
  { code: 'DESTINATION_POSTAL_CODE_INVALID', severity: 'warning', scope: 'order', field: 'orders.<orderId>.destinationPostalCode',
    condition: 'US code not 12345 or 12345-6789, or CA code not A1A 1A1', why: 'carriers reject undeliverable addresses; the shipment returns or is held' },
  { code: 'FORMAL_ENTRY_REQUIRED', severity: 'warning', scope: 'order', field: 'orders.<orderId>.totalValueUsd',
    condition: 'order value above the destination\'s formal-entry threshold (domain/import-rules.ts)', why: 'a formal entry costs more, takes longer and may need a bond or certificates' },
  { code: 'EXPORT_FILING_REQUIRED', severity: 'warning', scope: 'plan', field: 'exportFilingReference',
    condition: 'the warehouse country\'s rules require an export filing (EEI in AES, CERS; domain/export-filing.ts) and the plan request sent no well-formed reference of that regime',
    why: 'the goods may not leave before the filing is made, and the carrier and the broker need its proof (ITN, proof-of-report number)' },
  { code: 'WAREHOUSE_ADDRESS_INCOMPLETE', severity: 'warning', scope: 'plan', field: 'warehouse.<addressLine1|city|postalCode>',
    condition: 'warehouse addressLine1, city or postalCode empty', why: 'the commercial invoice must show the shipper\'s full address' },
  { code: 'ORDER_EXCLUDED_DOMESTIC', severity: 'info', scope: 'order', field: 'orders.<orderId>.destinationCountry',
    condition: 'order destination is the warehouse country', why: 'a domestic shipment is not an export' },
  { code: 'ORDER_EXCLUDED_DESTINATION_MISMATCH', severity: 'info', scope: 'order', field: 'orders.<orderId>.destinationCountry',
    condition: 'order destination differs from the plan destination', why: 'a batch is declared to one destination country' },
  { code: 'VALIDATION_MESSAGES_OMITTED', severity: 'info', scope: 'plan', field: 'validationMessages',
    condition: 'a code has more messages than MESSAGE_LIMITS lists (one summary per code)',
    why: 'a plan travels in a Temporal update (2 MiB at most) and an HTTP answer: the list is bounded, the score and readiness count every issue' },
];

/**
 * At most this many messages of one code, and in all, are listed (the most severe first); the rest
 * are summed up per code. 500 orders of 200 lines, each line with every line issue, stay far below
 * Temporal's 2 MiB payload limit.
 */
export const MESSAGE_LIMITS = { perCode: 50, total: 500 } as const;
/** At most this many missing-data signals are listed; the flag `missing_data_truncated` says so. */
export const MISSING_DATA_LIMIT = 1000;

const RULES = new Map(PLANNING_RULES.map((r, index) => [r.code, { ...r, index }]));

function rule(code: PlanMessageCode): PlanningRule & { index: number } {
  const r = RULES.get(code);
  if (!r) throw new Error(`no planning rule ${code}`);
  return r;
}

// ---------------------------------------------------------------------------------------------------
// Description and restricted-goods tests
// ---------------------------------------------------------------------------------------------------

/**
 * The stop words of DESCRIPTION_VAGUE: words that say nothing about what the goods are. Deliberately not
 * domain/classifier/text.ts STOP_WORDS, which serves tariff retrieval: it keeps packaging and quantity
 * words ("assorted", "set", "pcs", "bundle") that must count as vague here, and drops marketing words
 * ("premium", "quality") that keep a description specific here. Sharing it would change which products
 * are DESCRIPTION_VAGUE ("Toys / Assorted toys, set of 3" would pass).
 */
const DESCRIPTION_STOP_WORDS = new Set([
  'a', 'all', 'an', 'and', 'are', 'as', 'assorted', 'at', 'bundle', 'by', 'etc', 'for', 'free', 'from', 'in', 'is',
  'its', 'kit', 'kits', 'lot', 'mixed', 'my', 'new', 'of', 'on', 'or', 'other', 'others', 'our', 'pack', 'packs',
  'pc', 'pcs', 'per', 'piece', 'pieces', 'set', 'sets', 'some', 'the', 'this', 'to', 'used', 'with', 'without', 'your',
]);

/** Words customs systems reject as a description on their own. */
export const GENERIC_DESCRIPTION_WORDS: ReadonlySet<string> = new Set([
  'accessories', 'accessory', 'apparel', 'article', 'articles', 'clothes', 'clothing', 'commodities', 'commodity',
  'effects', 'electronic', 'electronics', 'equipment', 'garment', 'garments', 'general', 'gift', 'gifts', 'good',
  'goods', 'household', 'item', 'items', 'material', 'materials', 'merchandise', 'misc', 'miscellaneous', 'part',
  'parts', 'personal', 'present', 'presents', 'product', 'products', 'sample', 'samples', 'spare', 'stuff',
  'supplies', 'supply', 'thing', 'things', 'toy', 'toys', 'unit', 'units', 'various',
]);

function words(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter((w) => w !== '');
}

/**
 * True when name + description say nothing specific: after dropping stop words, generic words, tokens
 * with digits (sizes, years, quantities) and one-letter tokens, nothing is left.
 */
export function isVagueDescription(name: string, description: string | null | undefined): boolean {
  const specific = words(`${name} ${description ?? ''}`).filter(
    (w) => w.length > 1 && !/\d/.test(w) && !DESCRIPTION_STOP_WORDS.has(w) && !GENERIC_DESCRIPTION_WORDS.has(w),
  );
  return specific.length === 0;
}

export const RESTRICTED_GOODS: ReadonlyArray<{ category: string; keywords: readonly string[] }> = [
  { category: 'lithium batteries',
    keywords: ['lithium', 'li-ion', 'lipo', 'battery', 'batteries', 'power bank', 'powerbank'] },
  { category: 'aerosols, perfume, alcohol and liquids',
    keywords: ['aerosol', 'aerosols', 'spray', 'perfume', 'perfumes', 'fragrance', 'cologne', 'eau de toilette',
      'eau de parfum', 'alcohol', 'alcoholic', 'wine', 'beer', 'spirits', 'vodka', 'whisky', 'whiskey', 'gin', 'rum',
      'liquor', 'liqueur', 'liquid', 'liquids', 'nail polish', 'e-liquid', 'vape', 'flammable'] },
  { category: 'knives and weapons',
    keywords: ['knife', 'knives', 'dagger', 'sword', 'machete', 'bayonet', 'firearm', 'firearms', 'gun', 'guns',
      'rifle', 'pistol', 'ammunition', 'ammo', 'taser', 'crossbow', 'pepper spray'] },
  { category: 'plants, seeds and food',
    keywords: ['seed', 'seeds', 'plant', 'plants', 'bulbs', 'soil', 'food', 'meat', 'jerky', 'cheese', 'dairy', 'milk',
      'honey', 'fruit', 'fruits', 'vegetable', 'vegetables', 'supplement', 'supplements', 'cbd', 'hemp'] },
];

function padded(text: string): string {
  return ` ${words(text).join(' ')} `;
}

/** The restricted categories whose keywords occur (as whole words) in `text`, in table order. */
export function restrictedCategories(text: string): string[] {
  const t = padded(text);
  return RESTRICTED_GOODS.filter((g) => g.keywords.some((k) => t.includes(padded(k)))).map((g) => g.category);
}

// ---------------------------------------------------------------------------------------------------
// Postal codes
// ---------------------------------------------------------------------------------------------------

const POSTAL_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  US: /^\d{5}(-?\d{4})?$/,
  CA: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i,
};

// ---------------------------------------------------------------------------------------------------
// Snapshot normalisation and planHash
// ---------------------------------------------------------------------------------------------------

/**
 * Sorted by id, one item per id. Items that share an id are ordered by their canonical JSON first, so
 * which one is kept does not depend on the snapshot's order.
 */
function byId<T extends { id: string }>(items: readonly T[]): T[] {
  const sorted = [...items].sort((a, b) => compareCodeUnits(a.id, b.id) || compareCodeUnits(canonicalJson(a), canonicalJson(b)));
  return sorted.filter((x, i) => i === 0 || sorted[i - 1].id !== x.id);
}

/**
 * The fields of `keys` that `value` carries with a non-null value: the fields of issue 31 enter the hash
 * only when present, so a snapshot taken before them hashes exactly as it did.
 */
function presentFields<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const k of keys) if (value[k] !== undefined && value[k] !== null) out[k] = value[k];
  return out;
}

const ORDER_TERM_FIELDS = ['shipTo', 'soldTo', 'incoterm', 'orderedAt', 'charges', 'packages', 'reasonForExport'] as const;

function hashOrder(o: SnapshotOrder) {
  return {
    id: o.id,
    externalId: o.externalId,
    destinationCountry: o.destinationCountry,
    destinationRegion: o.destinationRegion,
    destinationPostalCode: o.destinationPostalCode,
    totalValueUsd: o.totalValueUsd,
    items: o.items.map((it: SnapshotLineItem) => ({ productId: it.productId, quantity: it.quantity, unitValueUsd: it.unitValueUsd })),
    ...presentFields(o, ORDER_TERM_FIELDS),
  };
}

function hashProduct(p: SnapshotProduct) {
  return {
    id: p.id,
    externalId: p.externalId,
    sku: p.sku,
    name: p.name,
    description: p.description,
    originCountry: p.originCountry,
    declaredValueUsd: p.declaredValueUsd,
    materials: [...p.materials],
    hsCode: p.hsCode,
    weightKg: p.weightKg,
    ...presentFields(p, ['exportControl'] as const),
  };
}

/**
 * The input of planHash: everything planning and the artifacts read for the included orders, with
 * fields picked explicitly (accountName is not part of it). The fields of issue 31 (order terms, a
 * product's exportControl, the exporter, exportFilingReference) are included only when present and
 * non-null, as given.
 */
export function planHashInput(snapshot: PlanningSnapshot, includedOrderIds: readonly string[]) {
  const wanted = new Set(includedOrderIds);
  const orders = byId(snapshot.orders).filter((o) => wanted.has(o.id));
  const unknown = [...wanted].filter((id) => !orders.some((o) => o.id === id)).sort();
  if (unknown.length > 0) throw new Error(`planHash: order(s) not in the snapshot: ${unknown.join(', ')}`);
  const productIds = new Set(orders.flatMap((o) => o.items.map((it) => it.productId)));
  const w = snapshot.warehouse;
  return {
    accountId: snapshot.accountId,
    warehouse: {
      id: w.id, name: w.name, country: w.country, addressLine1: w.addressLine1, addressLine2: w.addressLine2,
      city: w.city, region: w.region, postalCode: w.postalCode,
    },
    broker: { id: snapshot.broker.id, name: snapshot.broker.name, email: snapshot.broker.email, brokerPath: snapshot.broker.brokerPath },
    destinationCountry: snapshot.destinationCountry,
    orders: orders.map(hashOrder),
    products: byId(snapshot.products).filter((p) => productIds.has(p.id)).map(hashProduct),
    ...presentFields(snapshot, ['exporter', 'exportFilingReference'] as const),
  };
}

/** sha256 of the canonical JSON (RFC 8785) of planHashInput: equal hash, equal planning input. */
export function planHash(snapshot: PlanningSnapshot, includedOrderIds: string[]): string {
  return sha256Hex(canonicalJson(planHashInput(snapshot, includedOrderIds)));
}

// ---------------------------------------------------------------------------------------------------
// computePlan
// ---------------------------------------------------------------------------------------------------

interface Draft {
  msg: ValidationMessage;
  /** -1 for plan and order messages. */
  line: number;
  ruleIndex: number;
  /** What readiness and the score count once: the code, with its order (order rules) or product (line rules). */
  key: string;
}

const SEVERITY_RANK: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

export const SCORE_ERROR_PENALTY = 20;
export const SCORE_WARNING_PENALTY = 5;

export const NEXT_ACTIONS = ['add_orders_for_destination', 'fix_blocking_issues', 'review_warnings_then_execute', 'execute'] as const;
export type NextAction = (typeof NEXT_ACTIONS)[number];
export const PLAN_FLAGS = [
  'orders_excluded', 'formal_entry_required', 'export_filing_required', 'restricted_goods_review', 'hs_codes_missing', 'de_minimis_eligible',
  'partner_broker', 'byob_broker', 'missing_data_truncated',
] as const;
export type PlanFlag = (typeof PLAN_FLAGS)[number];

/** "1,234.50": fixed two decimals and comma thousands, independent of the process locale. */
function formatAmount(value: number): string {
  const cents = Math.round(value * 100);
  const whole = Math.floor(cents / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

function formatUsd(value: number): string {
  return `USD ${formatAmount(value)}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export function computePlan(snapshot: PlanningSnapshot): Plan {
  const batch = gatherBatch(snapshot);
  const log = new MessageLog();
  const inclusion = includeOrders(batch, log);
  checkWarehouseAddress(snapshot.warehouse, log);
  const tally = checkIncludedOrders(batch, inclusion.included, log);
  const exportFiling = checkExportFiling(batch, inclusion.included, snapshot.exportFilingReference, log, tally);
  const readiness = assessReadiness(log.drafts);
  const missingData = sortedMissingData(tally);
  const includedOrderIds = inclusion.included.map((o) => o.id);
  return {
    planHash: planHash(snapshot, includedOrderIds),
    readinessState: readiness.state,
    complianceScore: complianceScore(inclusion.included.length, readiness),
    validationMessages: boundMessages(sortMessages(log.drafts)),
    includedOrderIds,
    excludedOrderIds: inclusion.exclusions.map((e) => e.orderId),
    exclusions: inclusion.exclusions,
    flags: planFlags(batch, inclusion, tally, missingData.length),
    missingData: missingData.slice(0, MISSING_DATA_LIMIT),
    recommendedStrategy: recommendedStrategy(batch, inclusion.included.length, tally, readiness),
    estimatedImportSavingsUsd: tally.savingsCents / 100,
    nextRecommendedAction: nextAction(inclusion.included.length, readiness),
    exportFiling,
    totals: {
      orderCount: inclusion.included.length,
      lineCount: tally.lineCount,
      valueUsd: tally.valueCents / 100,
      weightKg: tally.weightKg === null ? null : Math.round(tally.weightKg * 1000) / 1000,
    },
  };
}

/** The snapshot as planning reads it: orders and products deduplicated and sorted by id, countries normalised. */
interface Batch {
  destination: string;
  warehouseCountry: string;
  orders: SnapshotOrder[];
  products: Map<string, SnapshotProduct>;
  partnerBroker: boolean;
}

function gatherBatch(snapshot: PlanningSnapshot): Batch {
  return {
    destination: normalizeCountry(snapshot.destinationCountry),
    warehouseCountry: normalizeCountry(snapshot.warehouse.country),
    orders: byId(snapshot.orders),
    products: new Map(byId(snapshot.products).map((p) => [p.id, p])),
    partnerBroker: snapshot.broker.brokerPath === 'partner_integrated',
  };
}

interface MessageSubject {
  orderId?: string;
  productId?: string;
  line?: number;
}

/** The validation messages raised so far, each with what sorting and the score need. */
class MessageLog {
  readonly drafts: Draft[] = [];

  add(code: PlanMessageCode, message: string, subject: MessageSubject = {}, fieldOverride?: string): void {
    const r = rule(code);
    const orderId = subject.orderId ?? null;
    const productId = subject.productId ?? null;
    const line = subject.line ?? -1;
    const field = fieldOverride ?? r.field.replace('<orderId>', orderId ?? '').replace('<i>', String(line));
    const key = r.scope === 'plan' ? code : r.scope === 'order' ? `${code}|order:${orderId}` : `${code}|product:${productId}`;
    this.drafts.push({ msg: { code, message, severity: r.severity, field, product_id: productId, order_id: orderId }, line, ruleIndex: r.index, key });
  }
}

interface Inclusion {
  included: SnapshotOrder[];
  exclusions: OrderExclusion[];
}

function includeOrders(batch: Batch, log: MessageLog): Inclusion {
  const { destination, warehouseCountry } = batch;
  const included: SnapshotOrder[] = [];
  const exclusions: OrderExclusion[] = [];
  for (const o of batch.orders) {
    const dest = normalizeCountry(o.destinationCountry);
    if (dest === warehouseCountry) {
      exclusions.push({ orderId: o.id, reason: 'domestic_shipment' });
      log.add('ORDER_EXCLUDED_DOMESTIC', `Order ${o.id} ships to ${dest}, the warehouse's own country: a domestic shipment is not exported.`, { orderId: o.id });
    } else if (dest !== destination) {
      exclusions.push({ orderId: o.id, reason: 'destination_mismatch' });
      log.add('ORDER_EXCLUDED_DESTINATION_MISMATCH', `Order ${o.id} ships to ${dest}, not to the plan's destination ${destination}.`, { orderId: o.id });
    } else {
      included.push(o);
    }
  }
  if (included.length === 0) {
    log.add('NO_ORDERS_INCLUDED', `None of the ${plural(batch.orders.length, 'requested order')} can be exported to ${destination} from the warehouse in ${warehouseCountry}.`);
  }
  return { included, exclusions };
}

function checkWarehouseAddress(w: SnapshotWarehouse, log: MessageLog): void {
  const missingAddress = (['addressLine1', 'city', 'postalCode'] as const).filter((f) => !present(w[f]));
  if (missingAddress.length > 0) {
    log.add('WAREHOUSE_ADDRESS_INCOMPLETE', `Warehouse ${w.id} has no ${missingAddress.join(', ')}: the commercial invoice must show the shipper's full address.`, {},
      `warehouse.${missingAddress[0]}`);
  }
}

/** What the order and line checks add up over the included orders. */
interface Tally {
  valueCents: number;
  lineCount: number;
  /** null as soon as one line's weight is unknown. */
  weightKg: number | null;
  formalEntryOrders: number;
  savingsCents: number;
  deMinimisEligible: boolean;
  hsCodesMissing: boolean;
  restrictedGoods: boolean;
  /** EXPORT_FILING_REQUIRED was raised. */
  exportFilingMissing: boolean;
  /** Keyed by entity|id|field: one signal per field however many lines show it. */
  missing: Map<string, MissingDataSignal>;
}

/** What the order and line checks share. */
interface CheckContext {
  batch: Batch;
  log: MessageLog;
  tally: Tally;
  profileOf: (p: SnapshotProduct) => ProductComplianceProfile;
  textChecksOf: (p: SnapshotProduct) => ProductTextChecks;
}

function checkIncludedOrders(batch: Batch, included: readonly SnapshotOrder[], log: MessageLog): Tally {
  const tally: Tally = {
    valueCents: 0, lineCount: 0, weightKg: 0, formalEntryOrders: 0, savingsCents: 0,
    deMinimisEligible: false, hsCodesMissing: false, restrictedGoods: false, exportFilingMissing: false, missing: new Map(),
  };
  const ctx: CheckContext = { batch, log, tally, profileOf: perProduct(computeComplianceProfile), textChecksOf: perProduct(productTextChecks) };
  for (const o of included) {
    checkOrder(o, ctx);
    for (const [line, item] of o.items.entries()) checkLine(o, line, item, ctx);
  }
  return tally;
}

function addMissing(tally: Tally, s: MissingDataSignal): void {
  tally.missing.set(`${s.entity}|${s.id}|${s.field}`, s);
}

function checkOrder(o: SnapshotOrder, { batch: { destination, warehouseCountry }, log, tally }: CheckContext): void {
  const value = lineTotalsUsd(o.items);
  tally.valueCents += Math.round(value * 100);
  tally.lineCount += o.items.length;

  if (o.items.length === 0) log.add('ORDER_EMPTY', `Order ${o.id} has no lines.`, { orderId: o.id });

  if (!present(o.destinationPostalCode)) {
    log.add('DESTINATION_POSTAL_CODE_MISSING', `Order ${o.id} has no destination postal code.`, { orderId: o.id });
    addMissing(tally, { entity: 'order', id: o.id, field: 'destinationPostalCode' });
  } else {
    const pattern = POSTAL_CODE_PATTERNS[destination];
    const code = (o.destinationPostalCode as string).trim();
    if (pattern && !pattern.test(code)) {
      log.add('DESTINATION_POSTAL_CODE_INVALID', `Order ${o.id}: "${code}" is not a valid ${destination} postal code.`, { orderId: o.id });
    }
  }

  const formal = formalEntryCheck(destination, value);
  if (formal.required && formal.threshold) {
    tally.formalEntryOrders += 1;
    log.add('FORMAL_ENTRY_REQUIRED',
      `Order ${o.id} (${formatUsd(value)}, about ${formal.currency} ${formatAmount(formal.valueLocal ?? 0)}) is above the ${destination} formal-entry threshold of ${formal.currency} ${formatAmount(formal.threshold.amount)}.`,
      { orderId: o.id });
  }

  const savings = estimateDeMinimisSavings(destination, warehouseCountry, value);
  if (savings.eligible) tally.deMinimisEligible = true;
  tally.savingsCents += savings.savingsUsdCents;
}

function checkLine(o: SnapshotOrder, line: number, item: SnapshotLineItem, ctx: CheckContext): void {
  const { log, tally } = ctx;
  const subject = { orderId: o.id, productId: item.productId, line };
  const p = ctx.batch.products.get(item.productId);
  if (!p) {
    log.add('PRODUCT_NOT_FOUND', `Order ${o.id} line ${line} references product ${item.productId}, which is not in the snapshot.`, subject);
    tally.weightKg = null;
    return;
  }
  const profile = ctx.profileOf(p);
  for (const issue of profile.issues) log.add(issue.code, `${p.sku}: ${issue.message}`, subject);
  if (!profile.hsCodePresent) tally.hsCodesMissing = true;
  for (const field of profile.missingFields) addMissing(tally, { entity: 'product', id: p.id, field });

  const text = ctx.textChecksOf(p);
  if (text.vague) {
    log.add('DESCRIPTION_VAGUE', `${p.sku}: "${[p.name, p.description].filter(present).join(' - ')}" is too generic for customs; say what the goods are and what they are made of.`, subject);
  }
  if (text.restricted) {
    tally.restrictedGoods = true;
    log.add('RESTRICTED_GOODS_REVIEW', `${p.sku} looks like ${text.restricted.categories.join('; ')}: check carrier and import restrictions before shipping.`, subject,
      `orders.${o.id}.items.${line}.product.${text.restricted.field}`);
  }

  if (item.unitValueUsd <= 0) {
    log.add('LINE_VALUE_ZERO', `Order ${o.id} line ${line} (${p.sku}) has a unit value of 0: no-charge goods must be declared at their value (declared value USD ${p.declaredValueUsd}).`, subject);
  } else if (p.declaredValueUsd > 0 && item.unitValueUsd * 2 < p.declaredValueUsd) {
    log.add('VALUE_BELOW_DECLARED', `Order ${o.id} line ${line} (${p.sku}) is priced at USD ${item.unitValueUsd}, below half the declared value of USD ${p.declaredValueUsd}.`, subject);
  }

  if (tally.weightKg !== null) tally.weightKg = profile.weightPresent ? tally.weightKg + item.quantity * (p.weightKg as number) : null;
}

/**
 * The export side (domain/export-filing.ts): the batch leaves the warehouse country as one shipment of the
 * included orders' lines. A required filing without a well-formed reference of its regime warns and is
 * missing data; with no order included nothing is exported and nothing is raised.
 */
function checkExportFiling(batch: Batch, included: readonly SnapshotOrder[], reference: string | null | undefined, log: MessageLog, tally: Tally): ExportFiling {
  const lines = included.flatMap((o) =>
    o.items.map((it) => ({ product: batch.products.get(it.productId) ?? { id: it.productId, hsCode: null }, quantity: it.quantity, unitValueUsd: it.unitValueUsd })));
  const { filing, missing } = assessExportFiling({ origin: batch.warehouseCountry, destination: batch.destination, lines, reference });
  if (included.length > 0 && missing && filing.regime !== null) {
    tally.exportFilingMissing = true;
    log.add('EXPORT_FILING_REQUIRED', filing.basis);
    addMissing(tally, { entity: 'plan', id: filing.regime, field: 'exportFilingReference' });
  }
  return filing;
}

/** Errors first, then by order, line, rules-table position, product and field. */
function sortMessages(drafts: readonly Draft[]): ValidationMessage[] {
  return [...drafts]
    .sort((a, b) =>
      SEVERITY_RANK[a.msg.severity] - SEVERITY_RANK[b.msg.severity] ||
      compareCodeUnits(a.msg.order_id ?? '', b.msg.order_id ?? '') ||
      a.line - b.line ||
      a.ruleIndex - b.ruleIndex ||
      compareCodeUnits(a.msg.product_id ?? '', b.msg.product_id ?? '') ||
      compareCodeUnits(a.msg.field, b.msg.field))
    .map((d) => d.msg);
}

/** Distinct issues (Draft.key), which readiness, the score and the strategy count; info never counts. */
interface ReadinessCount {
  state: ReadinessState;
  errors: number;
  warnings: number;
}

function assessReadiness(drafts: readonly Draft[]): ReadinessCount {
  const errors = new Set(drafts.filter((d) => d.msg.severity === 'error').map((d) => d.key)).size;
  const warnings = new Set(drafts.filter((d) => d.msg.severity === 'warning').map((d) => d.key)).size;
  return { state: errors > 0 ? 'BLOCKED' : warnings > 0 ? 'REVIEW_REQUIRED' : 'READY', errors, warnings };
}

function complianceScore(includedCount: number, readiness: ReadinessCount): number {
  if (includedCount === 0) return 0;
  return Math.max(0, 100 - SCORE_ERROR_PENALTY * readiness.errors - SCORE_WARNING_PENALTY * readiness.warnings);
}

function sortedMissingData(tally: Tally): MissingDataSignal[] {
  return [...tally.missing.values()].sort((a, b) =>
    compareCodeUnits(a.entity, b.entity) || compareCodeUnits(a.id, b.id) || compareCodeUnits(a.field, b.field));
}

function planFlags(batch: Batch, inclusion: Inclusion, tally: Tally, missingDataCount: number): PlanFlag[] {
  const flags = new Set<PlanFlag>();
  if (inclusion.exclusions.length > 0) flags.add('orders_excluded');
  if (tally.formalEntryOrders > 0) flags.add('formal_entry_required');
  if (tally.exportFilingMissing) flags.add('export_filing_required');
  if (tally.restrictedGoods) flags.add('restricted_goods_review');
  if (tally.hsCodesMissing) flags.add('hs_codes_missing');
  if (tally.deMinimisEligible) flags.add('de_minimis_eligible');
  flags.add(batch.partnerBroker ? 'partner_broker' : 'byob_broker');
  if (missingDataCount > MISSING_DATA_LIMIT) flags.add('missing_data_truncated');
  return [...flags].sort();
}

function nextAction(includedCount: number, readiness: ReadinessCount): NextAction {
  if (includedCount === 0) return 'add_orders_for_destination';
  if (readiness.state === 'BLOCKED') return 'fix_blocking_issues';
  return readiness.state === 'REVIEW_REQUIRED' ? 'review_warnings_then_execute' : 'execute';
}

function recommendedStrategy(batch: Batch, includedCount: number, tally: Tally, readiness: ReadinessCount): string {
  const { destination, warehouseCountry } = batch;
  if (includedCount === 0) {
    return `No requested order can be exported to ${destination} from ${warehouseCountry}; add orders for ${destination} and plan again.`;
  }
  const broker = batch.partnerBroker ? 'the partner broker' : 'your own broker';
  const verb = includedCount === 1 ? 'Ship' : 'Consolidate';
  const formal = tally.formalEntryOrders;
  const formalNote = formal > 0 ? `; ${plural(formal, 'order')} ${formal === 1 ? 'needs' : 'need'} formal entry` : '';
  const next = readiness.state === 'BLOCKED'
    ? `Resolve ${plural(readiness.errors, 'blocking issue')} first.`
    : readiness.state === 'REVIEW_REQUIRED'
      ? `Review ${plural(readiness.warnings, 'warning')}, then execute.`
      : 'Ready to execute.';
  return `${verb} ${plural(includedCount, 'order')} (${formatUsd(tally.valueCents / 100)}) to ${destination} through ${broker}${formalNote}. ${next}`;
}

/** `fn` of a product, computed once per product however many lines carry it. */
function perProduct<T>(fn: (p: SnapshotProduct) => T): (p: SnapshotProduct) => T {
  const cache = new Map<string, T>();
  return (p) => {
    if (!cache.has(p.id)) cache.set(p.id, fn(p));
    return cache.get(p.id) as T;
  };
}

interface ProductTextChecks {
  vague: boolean;
  /** The restricted categories the text hints at, and the first field with a hit. */
  restricted: { categories: string[]; field: string } | null;
}

function productTextChecks(p: SnapshotProduct): ProductTextChecks {
  const sources: Array<[string, string]> = [['name', p.name], ['description', p.description ?? ''], ['materials', p.materials.join(' ')]];
  const hits = sources.map(([f, text]) => [f, restrictedCategories(text)] as const).filter(([, c]) => c.length > 0);
  const categories = RESTRICTED_GOODS.map((g) => g.category).filter((c) => hits.some(([, cs]) => cs.includes(c)));
  return { vague: isVagueDescription(p.name, p.description), restricted: hits.length > 0 ? { categories, field: hits[0][0] } : null };
}

/** Keeps MESSAGE_LIMITS of the sorted messages and adds one summary per code for the rest. */
function boundMessages(sorted: ValidationMessage[]): ValidationMessage[] {
  const listed: ValidationMessage[] = [];
  const perCode = new Map<string, number>();
  const omitted = new Map<string, number>();
  for (const m of sorted) {
    const n = perCode.get(m.code) ?? 0;
    if (n < MESSAGE_LIMITS.perCode && listed.length < MESSAGE_LIMITS.total) {
      listed.push(m);
      perCode.set(m.code, n + 1);
    } else {
      omitted.set(m.code, (omitted.get(m.code) ?? 0) + 1);
    }
  }
  const r = rule('VALIDATION_MESSAGES_OMITTED');
  for (const [code, count] of [...omitted].sort(([a], [b]) => compareCodeUnits(a, b))) {
    listed.push({ code: r.code, message: `${count} more ${code} ${count === 1 ? 'message' : 'messages'} not listed.`, severity: r.severity, field: r.field, product_id: null, order_id: null });
  }
  return listed;
}
