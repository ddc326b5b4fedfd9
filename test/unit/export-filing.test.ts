import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanningSnapshot, SnapshotOrder, SnapshotProduct } from '../../domain/export-types';
import {
  assessExportFiling,
  EXPORT_FILING_LEGENDS,
  EXPORT_FILING_RULES,
  EXPORT_FILING_RULES_AS_OF,
  groupBySchedule,
  referenceLegend,
} from '../../domain/export-filing';
import { exportFilingSchema, missingDataSchema } from '../../domain/export-views';
import { IMPORT_RULES } from '../../domain/import-rules';
import { lineTotalsUsd } from '../../domain/money';
import { computePlan, PLAN_FLAGS, PLAN_MESSAGE_CODES, planHashInput } from '../../domain/planning';

// ---------------------------------------------------------------------------------------------------
// Factory: a clean batch (no other warning), so the export filing alone decides readiness
// ---------------------------------------------------------------------------------------------------

const ITN = 'X20261126123456';
const CERS = 'AB123420261126123';
const CAD_PER_USD_RATE = IMPORT_RULES.find((r) => r.destination === 'CA')!.fx.usdPerUnit;

function product(id: string, over: Partial<SnapshotProduct> = {}): SnapshotProduct {
  return {
    id,
    externalId: `ext-${id}`,
    sku: id.toUpperCase(),
    name: 'Cotton T-shirt',
    description: "Men's knitted T-shirt, 100% cotton",
    originCountry: 'US',
    declaredValueUsd: 1,
    materials: ['cotton'],
    hsCode: '6109.10',
    weightKg: 0.2,
    ...over,
  };
}

type Line = { product: SnapshotProduct; valueUsd: number };

/** One order per line, all to `destination`, from a warehouse in `origin`. */
function batch(origin: string, destination: string, lines: Line[], over: Partial<PlanningSnapshot> = {}): PlanningSnapshot {
  const orders: SnapshotOrder[] = lines.map((l, i) => {
    const items = [{ productId: l.product.id, quantity: 1, unitValueUsd: l.valueUsd }];
    return {
      id: `ord-${i}`, externalId: `order-${i}`, destinationCountry: destination, destinationRegion: null,
      destinationPostalCode: destination === 'CA' ? 'H2Y 1C6' : destination === 'US' ? '10001' : '75001', totalValueUsd: lineTotalsUsd(items), items,
    };
  });
  const products = [...new Map(lines.map((l) => [l.product.id, l.product])).values()];
  return {
    accountId: 'acc-1',
    accountName: 'Maple Outfitters',
    warehouse: { id: 'wh-1', name: 'DC', country: origin, addressLine1: '1 Main St', addressLine2: null, city: 'Springfield', region: null, postalCode: '12345' },
    broker: { id: 'br-1', name: 'Northline Customs', email: 'entries@northline.example', brokerPath: 'partner_integrated' },
    destinationCountry: destination,
    orders,
    products,
    ...over,
  };
}

const tee = product('prod-tee');
const licensed = (p: SnapshotProduct, licenseNumber = 'D1234567') => ({ ...p, exportControl: { ...p.exportControl, licenseNumber } });
const codes = (s: PlanningSnapshot) => computePlan(s).validationMessages.map((m) => m.code);

// ---------------------------------------------------------------------------------------------------
// US origin: EEI in AES
// ---------------------------------------------------------------------------------------------------

describe('US origin: EEI in AES', () => {
  const toDe = (over: Partial<PlanningSnapshot> = {}) => batch('US', 'DE', [{ product: tee, valueUsd: 40000 }], over);

  it('is required above USD 2,500 under one HS subheading, and holds readiness back', () => {
    const plan = computePlan(toDe());
    expect(plan.exportFiling).toEqual({
      required: true,
      regime: 'US_EEI',
      basis: expect.stringContaining('goods under HS subheading 610910 are worth USD 40,000.00, more than USD 2,500.00 per Schedule B number'),
      legend: null,
      reference: null,
    });
    expect(plan.exportFiling.basis).toContain('grouped by HS subheading: no Schedule B number given');
    expect(plan.exportFiling.basis).toContain('one shipment');
    expect(plan.flags).toContain('export_filing_required');
    expect(plan.validationMessages).toContainEqual({
      code: 'EXPORT_FILING_REQUIRED', severity: 'warning', field: 'exportFilingReference', order_id: null, product_id: null,
      message: plan.exportFiling.basis,
    });
    expect(plan.missingData).toEqual([{ entity: 'plan', id: 'US_EEI', field: 'exportFilingReference' }]);
    expect(plan.readinessState).toBe('REVIEW_REQUIRED');
    expect(plan.nextRecommendedAction).toBe('review_warnings_then_execute');
    expect(() => exportFilingSchema.parse(plan.exportFiling)).not.toThrow();
    expect(() => missingDataSchema.parse(plan.missingData[0])).not.toThrow();
  });

  it('an ITN satisfies it: the flag, message and missing_data entry are gone, the legend cites it', () => {
    const without = computePlan(toDe());
    const plan = computePlan(toDe({ exportFilingReference: ITN }));
    expect(plan.exportFiling).toMatchObject({ required: true, regime: 'US_EEI', legend: `AES ${ITN}`, reference: ITN });
    expect(plan.flags).not.toContain('export_filing_required');
    expect(plan.validationMessages.map((m) => m.code)).not.toContain('EXPORT_FILING_REQUIRED');
    expect(plan.missingData).toEqual([]);
    // DE has a formal-entry threshold (EUR 150): that warning stays, the filing's is gone.
    expect(plan.readinessState).toBe('REVIEW_REQUIRED');
    expect(plan.complianceScore).toBe(without.complianceScore + 5);
  });

  it('without any other warning: REVIEW_REQUIRED without the ITN, READY with it', () => {
    const toBr = (over: Partial<PlanningSnapshot> = {}) => batch('US', 'BR', [{ product: tee, valueUsd: 40000 }], over);
    expect(computePlan(toBr())).toMatchObject({ readinessState: 'REVIEW_REQUIRED', complianceScore: 95 });
    expect(computePlan(toBr({ exportFilingReference: ITN }))).toMatchObject({
      readinessState: 'READY', complianceScore: 100, flags: ['partner_broker'], missingData: [], validationMessages: [],
    });
  });

  it('a CERS proof of report does not satisfy it', () => {
    const plan = computePlan(toDe({ exportFilingReference: CERS }));
    expect(plan.exportFiling).toMatchObject({ required: true, legend: null, reference: CERS });
    expect(plan.exportFiling.basis).toContain(`${CERS} is a CERS proof-of-report number, not an AES ITN`);
    expect(plan.flags).toContain('export_filing_required');
    expect(plan.missingData).toEqual([{ entity: 'plan', id: 'US_EEI', field: 'exportFilingReference' }]);
  });

  it('a malformed reference does not satisfy it either', () => {
    const plan = computePlan(toDe({ exportFilingReference: 'X20261332123456' }));
    expect(plan.exportFiling).toMatchObject({ required: true, legend: null, reference: 'X20261332123456' });
    expect(plan.exportFiling.basis).toContain('is not a well-formed AES ITN or CERS proof-of-report number: it does not satisfy the requirement');
    expect(plan.flags).toContain('export_filing_required');
  });

  it('to Canada: exempt (NOEEI 30.36) whatever the value', () => {
    const plan = computePlan(batch('US', 'CA', [{ product: tee, valueUsd: 40000 }]));
    expect(plan.exportFiling).toMatchObject({ required: false, regime: 'US_EEI', legend: 'NOEEI 30.36', reference: null });
    expect(plan.exportFiling.basis).toContain('15 CFR 30.36');
    expect(plan.flags).not.toContain('export_filing_required');
    expect(codes(batch('US', 'CA', [{ product: tee, valueUsd: 40000 }]))).not.toContain('EXPORT_FILING_REQUIRED');
  });

  it('to Canada with an ITN sent: a voluntary filing, cited', () => {
    const plan = computePlan(batch('US', 'CA', [{ product: tee, valueUsd: 40000 }], { exportFilingReference: ITN }));
    expect(plan.exportFiling).toMatchObject({ required: false, regime: 'US_EEI', legend: `AES ${ITN}`, reference: ITN });
  });

  it('at or below USD 2,500 per HS subheading: NOEEI 30.37(a); the same lines under one subheading: required', () => {
    const mug = product('prod-mug', { hsCode: '6912.00', name: 'Stoneware mug', description: 'Stoneware mug, 350 ml', materials: ['stoneware'] });
    const split = computePlan(batch('US', 'GB', [{ product: tee, valueUsd: 2000 }, { product: mug, valueUsd: 2000 }]));
    expect(split.exportFiling).toMatchObject({ required: false, regime: 'US_EEI', legend: 'NOEEI 30.37(a)' });
    expect(split.exportFiling.basis).toContain('HS subheading');
    expect(split.flags).not.toContain('export_filing_required');

    const sameHs6 = product('prod-tee-2', { hsCode: '6109.10.0040' });
    const together = computePlan(batch('US', 'GB', [{ product: tee, valueUsd: 2000 }, { product: sameHs6, valueUsd: 2000 }]));
    expect(together.exportFiling).toMatchObject({ required: true, regime: 'US_EEI', legend: null });
    expect(together.exportFiling.basis).toContain('goods under HS subheading 610910 are worth USD 4,000.00');
    expect(together.flags).toContain('export_filing_required');
  });

  it('USD 2,500.00 exactly is not more than USD 2,500; one cent more is', () => {
    expect(computePlan(batch('US', 'GB', [{ product: tee, valueUsd: 2500 }])).exportFiling.required).toBe(false);
    expect(computePlan(batch('US', 'GB', [{ product: tee, valueUsd: 2500.01 }])).exportFiling.required).toBe(true);
  });

  it('Schedule B grouping beats HS subheading', () => {
    const a = product('prod-a', { exportControl: { scheduleB: '6109.10.0012' } });
    const b = product('prod-b', { exportControl: { scheduleB: '6109100040' } });
    const plan = computePlan(batch('US', 'GB', [{ product: a, valueUsd: 2000 }, { product: b, valueUsd: 2000 }]));
    expect(plan.exportFiling).toMatchObject({ required: false, legend: 'NOEEI 30.37(a)' });
    expect(plan.exportFiling.basis).toContain('grouped by Schedule B number');
    expect(plan.exportFiling.basis).toContain('the largest: Schedule B 6109100012, USD 2,000.00');
    // The same Schedule B number: one group.
    const b2 = product('prod-b', { exportControl: { scheduleB: '6109.10.0012' } });
    expect(computePlan(batch('US', 'GB', [{ product: a, valueUsd: 2000 }, { product: b2, valueUsd: 2000 }])).exportFiling.required).toBe(true);
  });

  it('a product without a Schedule B number pulls the numbers under its HS subheading together (conservative)', () => {
    const a = product('prod-a', { exportControl: { scheduleB: '6109100012' } });
    const c = product('prod-c');
    const { groups, clause } = groupBySchedule([
      { product: a, quantity: 1, unitValueUsd: 2000 },
      { product: c, quantity: 1, unitValueUsd: 1000 },
    ]);
    expect(groups).toEqual([{ kind: 'hs_subheading', key: '610910', valueUsdCents: 300000, productIds: ['prod-a', 'prod-c'] }]);
    expect(clause).toContain('counted at its HS subheading');
  });

  it('an unclassified product is a group of its own', () => {
    const x = product('prod-x', { hsCode: null });
    const y = product('prod-y', { hsCode: null });
    const plan = computePlan(batch('US', 'GB', [{ product: x, valueUsd: 2000 }, { product: y, valueUsd: 2000 }]));
    expect(plan.exportFiling.required).toBe(false);
    expect(plan.exportFiling.basis).toContain('grouped by product: no Schedule B number or HS code given');
  });

  it('an export licence makes it required at any value, to Canada too', () => {
    const lic = licensed(tee);
    const toGb = computePlan(batch('US', 'GB', [{ product: lic, valueUsd: 10 }]));
    expect(toGb.exportFiling).toMatchObject({ required: true, regime: 'US_EEI', legend: null });
    expect(toGb.exportFiling.basis).toContain('30.2(a)(1)(iv)(B)');
    expect(toGb.flags).toContain('export_filing_required');
    const toCa = computePlan(batch('US', 'CA', [{ product: lic, valueUsd: 10 }]));
    expect(toCa.exportFiling).toMatchObject({ required: true, regime: 'US_EEI', legend: null });
    expect(toCa.exportFiling.basis).toContain('does not cover licensed goods');
    expect(toCa.missingData).toEqual([{ entity: 'plan', id: 'US_EEI', field: 'exportFilingReference' }]);
    expect(computePlan(batch('US', 'CA', [{ product: lic, valueUsd: 10 }], { exportFilingReference: ITN })).exportFiling.legend).toBe(`AES ${ITN}`);
  });

  it('sums every included order of the batch (one shipment), in cents', () => {
    const lines = Array.from({ length: 3 }, () => ({ product: tee, valueUsd: 833.34 }));
    const plan = computePlan(batch('US', 'GB', lines));
    expect(plan.exportFiling.required).toBe(true); // USD 2,500.02
    expect(plan.exportFiling.basis).toContain('USD 2,500.02');
  });
});

// ---------------------------------------------------------------------------------------------------
// CA origin: CERS
// ---------------------------------------------------------------------------------------------------

describe('CA origin: export declaration in CERS', () => {
  const cad3000 = 3000 * CAD_PER_USD_RATE; // USD at the table's rate
  const toFr = (over: Partial<PlanningSnapshot> = {}) => batch('CA', 'FR', [{ product: tee, valueUsd: cad3000 }], over);

  it('is required for CAD 3,000 to France (converted at the import rules\' rate)', () => {
    const plan = computePlan(toFr());
    expect(plan.exportFiling).toMatchObject({ required: true, regime: 'CA_CERS', legend: null, reference: null });
    expect(plan.exportFiling.basis).toContain('CAD 3,000.00');
    expect(plan.exportFiling.basis).toContain('unverified');
    expect(plan.flags).toContain('export_filing_required');
    expect(plan.missingData).toEqual([{ entity: 'plan', id: 'CA_CERS', field: 'exportFilingReference' }]);
    expect(codes(toFr())).toContain('EXPORT_FILING_REQUIRED');
  });

  it('CAD 2,000 or more (the conservative reading), not below', () => {
    expect(computePlan(batch('CA', 'FR', [{ product: tee, valueUsd: 2000 * CAD_PER_USD_RATE }])).exportFiling.required).toBe(true);
    const below = computePlan(batch('CA', 'FR', [{ product: tee, valueUsd: 1419.99 }]));
    expect(below.exportFiling).toMatchObject({ required: false, regime: 'CA_CERS', legend: null });
  });

  it('a CERS proof of report is accepted', () => {
    const plan = computePlan(toFr({ exportFilingReference: CERS }));
    expect(plan.exportFiling).toMatchObject({ required: true, regime: 'CA_CERS', legend: `CERS proof of report ${CERS}`, reference: CERS });
    expect(plan.flags).not.toContain('export_filing_required');
    expect(plan.missingData).toEqual([]);
    expect(codes(toFr({ exportFilingReference: CERS }))).not.toContain('EXPORT_FILING_REQUIRED');
  });

  it('an AES ITN is not', () => {
    const plan = computePlan(toFr({ exportFilingReference: ITN }));
    expect(plan.exportFiling).toMatchObject({ required: true, legend: null, reference: ITN });
    expect(plan.exportFiling.basis).toContain('is an AES ITN, not a CERS proof-of-report number');
    expect(plan.flags).toContain('export_filing_required');
    expect(plan.validationMessages).toContainEqual(expect.objectContaining({ code: 'EXPORT_FILING_REQUIRED', message: expect.stringContaining('does not satisfy') }));
  });

  it('to the US without a permit: none, whatever the value; with a permit: required', () => {
    const plain = computePlan(batch('CA', 'US', [{ product: tee, valueUsd: 50000 * CAD_PER_USD_RATE }]));
    expect(plain.exportFiling).toMatchObject({ required: false, regime: 'CA_CERS', legend: null });
    expect(plain.flags).not.toContain('export_filing_required');
    const permit = computePlan(batch('CA', 'US', [{ product: licensed(tee, 'EP-778899'), valueUsd: 50000 * CAD_PER_USD_RATE }]));
    expect(permit.exportFiling).toMatchObject({ required: true, regime: 'CA_CERS' });
    expect(permit.exportFiling.basis).toContain('EP-778899');
    expect(permit.missingData).toEqual([{ entity: 'plan', id: 'CA_CERS', field: 'exportFilingReference' }]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Other origins, no orders, the function itself
// ---------------------------------------------------------------------------------------------------

describe('other origins and edge cases', () => {
  it('an origin without rules says so: regime null, never required', () => {
    const plan = computePlan(batch('GB', 'US', [{ product: licensed(tee), valueUsd: 40000 }]));
    expect(plan.exportFiling).toEqual({
      required: false, regime: null, legend: null, reference: null,
      basis: "No export filing rule is recorded for origin GB; check that country's export rules.",
    });
    expect(plan.flags).not.toContain('export_filing_required');
  });

  it('an origin without rules cites a reference sent', () => {
    const plan = computePlan(batch('GB', 'US', [{ product: tee, valueUsd: 40000 }], { exportFilingReference: ITN }));
    expect(plan.exportFiling).toMatchObject({ required: false, regime: null, legend: `AES ${ITN}`, reference: ITN });
  });

  it('no order included: nothing is raised', () => {
    const s = batch('US', 'DE', [{ product: tee, valueUsd: 40000 }]);
    const plan = computePlan({ ...s, orders: s.orders.map((o) => ({ ...o, destinationCountry: 'FR' })) });
    expect(plan.includedOrderIds).toEqual([]);
    expect(plan.exportFiling).toMatchObject({ required: false, regime: 'US_EEI', legend: null });
    expect(plan.flags).not.toContain('export_filing_required');
    expect(plan.missingData).toEqual([]);
  });

  it('is pure: the same input, the same answer', () => {
    const input = { origin: 'us ', destination: 'de', lines: [{ product: tee, quantity: 2, unitValueUsd: 1300 }], reference: null };
    expect(assessExportFiling(input)).toEqual(assessExportFiling(input));
    expect(assessExportFiling(input)).toMatchObject({ missing: true, filing: { required: true, regime: 'US_EEI' } });
  });

  it('legends of references', () => {
    expect(referenceLegend(ITN)).toBe(`AES ${ITN}`);
    expect(referenceLegend(CERS)).toBe(`CERS proof of report ${CERS}`);
    expect(referenceLegend('X20261332123456')).toBeNull(); // not a date
  });
});

// ---------------------------------------------------------------------------------------------------
// The table, the plan's enumerations and the document
// ---------------------------------------------------------------------------------------------------

describe('the export filing rules table', () => {
  it('sources and dates every rule and legend; an unverified one says why', () => {
    expect(EXPORT_FILING_RULES_AS_OF).toBe('2026-11-26');
    for (const r of [...EXPORT_FILING_RULES, ...EXPORT_FILING_LEGENDS]) {
      expect(r.source).not.toBe('');
      expect(r.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(typeof r.verified).toBe('boolean');
      if (!r.verified) expect(r.note).toBeTruthy();
    }
    const appendixB = EXPORT_FILING_LEGENDS.filter((l) => l.id !== 'CERS_PROOF_OF_REPORT');
    for (const l of appendixB) expect(l).toMatchObject({ verified: true, source: '15 CFR Part 30 Appendix B (as amended 88 FR 54237, 2023-08-10)' });
  });

  it('adds the code after FORMAL_ENTRY_REQUIRED and the flag', () => {
    expect(PLAN_MESSAGE_CODES.indexOf('EXPORT_FILING_REQUIRED')).toBe(PLAN_MESSAGE_CODES.indexOf('FORMAL_ENTRY_REQUIRED') + 1);
    expect(PLAN_FLAGS).toContain('export_filing_required');
  });

  it('is documented in docs/planning-rules.md', () => {
    const doc = readFileSync(join(__dirname, '../../docs/planning-rules.md'), 'utf8');
    expect(doc).toContain('## Export filing');
    expect(doc).toContain('`export_filing_required`');
    for (const r of EXPORT_FILING_RULES) expect(doc).toContain(r.source);
    for (const l of EXPORT_FILING_LEGENDS) expect(doc).toContain(l.text);
  });
});

describe('planHash and the fields of issue 31', () => {
  const s = batch('US', 'DE', [{ product: tee, valueUsd: 40 }]);
  it('hashes a snapshot of before issue 31 as the code before it did (hash pinned from that code)', () => {
    const old: PlanningSnapshot = {
      accountId: 'acc-1', accountName: 'M',
      warehouse: { id: 'wh-1', name: 'Montreal DC', country: 'CA', addressLine1: '1 Rue', addressLine2: null, city: 'Montreal', region: 'QC', postalCode: 'H2Y 1C6' },
      broker: { id: 'br-1', name: 'N', email: 'e@x.example', brokerPath: 'partner_integrated' },
      destinationCountry: 'US',
      orders: [{ id: 'ord-1', externalId: 'o-1', destinationCountry: 'US', destinationRegion: 'NY', destinationPostalCode: '10001', totalValueUsd: 59.97,
        items: [{ productId: 'prod-tee', quantity: 3, unitValueUsd: 19.99 }] }],
      products: [{ id: 'prod-tee', externalId: 's-1', sku: 'TEE', name: 'Cotton T-shirt', description: 'd', originCountry: 'CA', declaredValueUsd: 12.5,
        materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2 }],
    };
    expect(computePlan(old).planHash).toBe('21bbd385f67704f87dee6648a120cc394d61bedfe6e5028f82637fd4da182600');
  });

  it('a snapshot without them hashes as before: none of their keys enter the input', () => {
    const input = planHashInput(s, ['ord-0']);
    expect(Object.keys(input).sort()).toEqual(['accountId', 'broker', 'destinationCountry', 'orders', 'products', 'warehouse']);
    expect(Object.keys(input.orders[0]).sort()).toEqual(['destinationCountry', 'destinationPostalCode', 'destinationRegion', 'externalId', 'id', 'items', 'totalValueUsd']);
    expect(Object.keys(input.products[0])).not.toContain('exportControl');
    // null is the same as absent
    const nulls: PlanningSnapshot = {
      ...s, exporter: null, exportFilingReference: null,
      orders: s.orders.map((o) => ({ ...o, shipTo: null, soldTo: null, incoterm: null, orderedAt: null, charges: null, packages: null, reasonForExport: null })),
      products: s.products.map((p) => ({ ...p, exportControl: null })),
    };
    expect(computePlan(nulls).planHash).toBe(computePlan(s).planHash);
  });

  it.each<[string, (x: PlanningSnapshot) => PlanningSnapshot]>([
    ['exportFilingReference', (x) => ({ ...x, exportFilingReference: ITN })],
    ['exporter', (x) => ({ ...x, exporter: { legalName: 'Maple Inc.', taxIds: [], contact: { name: 'A' }, signatory: { name: 'B' } } })],
    ['product exportControl', (x) => ({ ...x, products: x.products.map((p) => ({ ...p, exportControl: { eccn: 'EAR99' } })) })],
    ['order shipTo', (x) => ({ ...x, orders: x.orders.map((o) => ({ ...o, shipTo: { name: 'B', addressLines: ['1 Rue'], city: 'Paris' } })) })],
    ['order soldTo', (x) => ({ ...x, orders: x.orders.map((o) => ({ ...o, soldTo: { name: 'C', addressLines: ['2 Rue'], city: 'Lyon' } })) })],
    ['order incoterm', (x) => ({ ...x, orders: x.orders.map((o) => ({ ...o, incoterm: 'DAP' as const })) })],
    ['order orderedAt', (x) => ({ ...x, orders: x.orders.map((o) => ({ ...o, orderedAt: '2026-11-20' })) })],
    ['order charges', (x) => ({ ...x, orders: x.orders.map((o) => ({ ...o, charges: { freightUsd: 10 } })) })],
    ['order packages', (x) => ({ ...x, orders: x.orders.map((o) => ({ ...o, packages: { count: 2 } })) })],
    ['order reasonForExport', (x) => ({ ...x, orders: x.orders.map((o) => ({ ...o, reasonForExport: 'sale' as const })) })],
  ])('changes with %s', (_, f) => {
    expect(computePlan(f(s)).planHash).not.toBe(computePlan(s).planHash);
  });
});
