import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlanningSnapshot, SnapshotOrder, SnapshotProduct } from '../../domain/export-types';
import {
  dutyDeMinimisFor,
  estimateDeMinimisSavings,
  formalEntryCheck,
  IMPORT_RULES,
  importRuleFor,
} from '../../domain/import-rules';
import { lineTotalsUsd } from '../../domain/money';
import {
  computePlan,
  isVagueDescription,
  MESSAGE_LIMITS,
  MISSING_DATA_LIMIT,
  NEXT_ACTIONS,
  PLAN_FLAGS,
  PLAN_MESSAGE_CODES,
  PLANNING_RULES,
  planHash,
  planHashInput,
  restrictedCategories,
} from '../../domain/planning';
import { computeComplianceProfile } from '../../domain/product-compliance';
import { planView } from '../../domain/export-views';

// ---------------------------------------------------------------------------------------------------
// Factory
// ---------------------------------------------------------------------------------------------------

function product(over: Partial<SnapshotProduct> = {}): SnapshotProduct {
  return {
    id: 'prod-tee',
    externalId: 'shopify-1001',
    sku: 'TEE-BLK-M',
    name: 'Cotton T-shirt',
    description: "Men's knitted T-shirt, 100% cotton",
    originCountry: 'CA',
    declaredValueUsd: 12.5,
    materials: ['cotton'],
    hsCode: '6109.10',
    weightKg: 0.2,
    ...over,
  };
}

const mug = (over: Partial<SnapshotProduct> = {}) =>
  product({
    id: 'prod-mug', externalId: 'shopify-1002', sku: 'MUG-01', name: 'Ceramic coffee mug', description: 'Stoneware mug, 350 ml',
    originCountry: 'PT', declaredValueUsd: 9, materials: ['stoneware'], hsCode: '6912.00', weightKg: 0.4, ...over,
  });

function order(over: Partial<SnapshotOrder> = {}): SnapshotOrder {
  const items = over.items ?? [{ productId: 'prod-tee', quantity: 3, unitValueUsd: 19.99 }];
  return {
    id: 'ord-1',
    externalId: 'order-5001',
    destinationCountry: 'US',
    destinationRegion: 'NY',
    destinationPostalCode: '10001',
    totalValueUsd: lineTotalsUsd(items),
    ...over,
    items,
  };
}

function snapshot(over: Partial<PlanningSnapshot> = {}): PlanningSnapshot {
  return {
    accountId: 'acc-1',
    accountName: 'Maple Outfitters',
    warehouse: {
      id: 'wh-1', name: 'Montreal DC', country: 'CA', addressLine1: '1 Rue Wellington', addressLine2: null,
      city: 'Montreal', region: 'QC', postalCode: 'H2Y 1C6',
    },
    broker: { id: 'br-1', name: 'Northline Customs', email: 'entries@northline.example', brokerPath: 'partner_integrated' },
    destinationCountry: 'US',
    orders: [order()],
    products: [product()],
    ...over,
  };
}

/** A snapshot whose single order holds one line of `p` at `unitValueUsd`. */
function withProduct(over: Partial<SnapshotProduct>, unitValueUsd = 19.99): PlanningSnapshot {
  return snapshot({ products: [product(over)], orders: [order({ items: [{ productId: 'prod-tee', quantity: 1, unitValueUsd }] })] });
}

const codes = (s: PlanningSnapshot) => computePlan(s).validationMessages.map((m) => m.code);

// ---------------------------------------------------------------------------------------------------
// Baseline
// ---------------------------------------------------------------------------------------------------

describe('a clean plan', () => {
  const plan = computePlan(snapshot());
  it('is READY with score 100 and nothing to fix', () => {
    expect(plan).toMatchObject({
      readinessState: 'READY',
      complianceScore: 100,
      validationMessages: [],
      includedOrderIds: ['ord-1'],
      excludedOrderIds: [],
      exclusions: [],
      flags: ['partner_broker'],
      missingData: [],
      estimatedImportSavingsUsd: 0,
      nextRecommendedAction: 'execute',
      recommendedStrategy: 'Ship 1 order (USD 59.97) to US through the partner broker. Ready to execute.',
      totals: { orderCount: 1, lineCount: 1, valueUsd: 59.97, weightKg: 0.6 },
      // From Canada to the US, goods without a permit need no export declaration (docs: Export filing).
      exportFiling: { required: false, regime: 'CA_CERS', legend: null, reference: null, basis: expect.stringContaining('No export declaration required') },
    });
    expect(plan.planHash).toMatch(/^[0-9a-f]{64}$/);
  });
  it('is deterministic', () => {
    expect(computePlan(snapshot())).toEqual(plan);
  });
});

// ---------------------------------------------------------------------------------------------------
// Product rules (per line)
// ---------------------------------------------------------------------------------------------------

describe('product rules', () => {
  it.each([
    ['ORIGIN_COUNTRY_MISSING', { originCountry: null }, 'error', 'product.originCountry'],
    ['ORIGIN_COUNTRY_MISSING', { originCountry: '  ' }, 'error', 'product.originCountry'],
    ['ORIGIN_COUNTRY_INVALID', { originCountry: 'XX' }, 'error', 'product.originCountry'],
    ['DECLARED_VALUE_ZERO', { declaredValueUsd: 0 }, 'error', 'product.declaredValueUsd'],
    ['HS_CODE_MALFORMED', { hsCode: '6109.1' }, 'error', 'product.hsCode'],
    ['HS_CODE_MISSING', { hsCode: null }, 'warning', 'product.hsCode'],
    ['DESCRIPTION_MISSING', { description: null }, 'warning', 'product.description'],
    ['DESCRIPTION_VAGUE', { name: 'Gift', description: 'Gifts and accessories' }, 'warning', 'product.description'],
    ['MATERIALS_MISSING', { materials: [' '] }, 'warning', 'product.materials'],
    ['WEIGHT_MISSING', { weightKg: null }, 'warning', 'product.weightKg'],
    ['WEIGHT_MISSING', { weightKg: 0 }, 'warning', 'product.weightKg'],
  ] as Array<[string, Partial<SnapshotProduct>, 'error' | 'warning', string]>)('%s fires for %j', (code, over, severity, field) => {
    const plan = computePlan(withProduct(over));
    expect(plan.validationMessages).toEqual([
      expect.objectContaining({ code, severity, field: `orders.ord-1.items.0.${field}`, order_id: 'ord-1', product_id: 'prod-tee' }),
    ]);
    expect(plan.readinessState).toBe(severity === 'error' ? 'BLOCKED' : 'REVIEW_REQUIRED');
    expect(plan.complianceScore).toBe(severity === 'error' ? 80 : 95);
  });

  it('HS code: a malformed code blocks at planning although the product profile only warns', () => {
    expect(computeComplianceProfile(product({ hsCode: '6109.1' })).readiness).toBe('REVIEW_REQUIRED');
    expect(computePlan(withProduct({ hsCode: '6109.1' })).readinessState).toBe('BLOCKED');
  });

  it('does not fire on well-formed values', () => {
    expect(codes(withProduct({ hsCode: '6109.10.0012', originCountry: 'pt', materials: ['cotton', ''] }))).toEqual([]);
  });

  it('sets hs_codes_missing and missing_data for a missing HS code', () => {
    const plan = computePlan(withProduct({ hsCode: null }));
    expect(plan.flags).toEqual(['hs_codes_missing', 'partner_broker']);
    expect(plan.missingData).toEqual([{ entity: 'product', id: 'prod-tee', field: 'hsCode' }]);
  });

  it('reports missing data per product field, sorted and deduplicated', () => {
    const s = snapshot({
      products: [mug({ weightKg: null }), product({ hsCode: '', description: null, materials: [] })],
      orders: [
        order({ id: 'ord-2', destinationPostalCode: null, items: [{ productId: 'prod-tee', quantity: 1, unitValueUsd: 12.5 }] }),
        order({ id: 'ord-1', items: [{ productId: 'prod-mug', quantity: 1, unitValueUsd: 9 }, { productId: 'prod-tee', quantity: 2, unitValueUsd: 12.5 }] }),
      ],
    });
    expect(computePlan(s).missingData).toEqual([
      { entity: 'order', id: 'ord-2', field: 'destinationPostalCode' },
      { entity: 'product', id: 'prod-mug', field: 'weightKg' },
      { entity: 'product', id: 'prod-tee', field: 'description' },
      { entity: 'product', id: 'prod-tee', field: 'hsCode' },
      { entity: 'product', id: 'prod-tee', field: 'materials' },
    ]);
  });
});

describe('DESCRIPTION_VAGUE test', () => {
  it.each([
    ['Gift', null],
    ['Sample', 'samples'],
    ['Parts', 'Spare parts, misc.'],
    ['Accessories', 'Various accessories'],
    ['Personal effects', ''],
    ['Merchandise', 'General merchandise, 2 pcs'],
    ['Electronics', 'electronic items'],
    ['Apparel', 'Clothing'],
    ['Toys', 'Assorted toys, set of 3'],
    ['Gift set', 'Stuff'],
    ['Products', 'Goods - 2024'],
  ])('"%s" / %j is vague', (name, description) => expect(isVagueDescription(name, description)).toBe(true));

  it.each([
    ['Cotton T-shirt', "Men's knitted T-shirt, 100% cotton"],
    ['Gift', 'Scented soy candle in a glass jar'],
    ['Phone accessories', 'Silicone phone case'],
    ['Spare parts', 'Bicycle brake pads'],
    ['Gift card holder', null],
    ['Toys', 'Wooden puzzle'],
  ])('"%s" / %j is specific', (name, description) => expect(isVagueDescription(name, description)).toBe(false));

  it('fires alongside DESCRIPTION_MISSING when only a generic name is left', () => {
    expect(codes(withProduct({ name: 'Gift', description: null }))).toEqual(['DESCRIPTION_MISSING', 'DESCRIPTION_VAGUE']);
    expect(codes(withProduct({ name: 'Scented candle', description: null }))).toEqual(['DESCRIPTION_MISSING']);
  });
});

describe('RESTRICTED_GOODS_REVIEW', () => {
  it.each([
    ['Lithium power bank 10000mAh', ['lithium batteries']],
    ['Li-ion battery pack', ['lithium batteries']],
    ['Eau de parfum 50 ml', ['aerosols, perfume, alcohol and liquids']],
    ['Hair spray', ['aerosols, perfume, alcohol and liquids']],
    ['Red wine', ['aerosols, perfume, alcohol and liquids']],
    ['Chef knife', ['knives and weapons']],
    ['Tomato seeds', ['plants, seeds and food']],
    ['Raw honey and beef jerky', ['plants, seeds and food']],
    ['Pepper spray', ['aerosols, perfume, alcohol and liquids', 'knives and weapons']],
  ])('%s -> %j', (text, expected) => expect(restrictedCategories(text)).toEqual(expected));

  it.each(['Cotton T-shirt', 'Ginger scented candle', 'Rumpled linen shirt', 'Planter box', 'Gunmetal keychain', 'Seedless design poster'])(
    '%s is not restricted', (text) => expect(restrictedCategories(text)).toEqual([]));

  it('fires per line with the field where the keyword was found, and flags the plan', () => {
    const byName = computePlan(withProduct({ name: 'Lithium power bank', description: 'Portable charger, 10000 mAh', materials: ['aluminium'], hsCode: '8507.60' }));
    expect(byName.validationMessages).toEqual([expect.objectContaining({
      code: 'RESTRICTED_GOODS_REVIEW', severity: 'warning', field: 'orders.ord-1.items.0.product.name', order_id: 'ord-1', product_id: 'prod-tee',
    })]);
    expect(byName.flags).toContain('restricted_goods_review');
    expect(byName.readinessState).toBe('REVIEW_REQUIRED');
    const byMaterials = computePlan(withProduct({ name: 'Scented candle', description: 'Soy wax candle in a glass jar', materials: ['soy wax', 'perfume oil'] }));
    expect(byMaterials.validationMessages.map((m) => m.field)).toEqual(['orders.ord-1.items.0.product.materials']);
    expect(computePlan(snapshot()).flags).not.toContain('restricted_goods_review');
  });
});

// ---------------------------------------------------------------------------------------------------
// Line and order rules
// ---------------------------------------------------------------------------------------------------

describe('line value rules', () => {
  it('LINE_VALUE_ZERO warns for no-charge goods', () => {
    const plan = computePlan(withProduct({}, 0));
    expect(plan.validationMessages).toEqual([expect.objectContaining({
      code: 'LINE_VALUE_ZERO', severity: 'warning', field: 'orders.ord-1.items.0.unitValueUsd', order_id: 'ord-1', product_id: 'prod-tee',
    })]);
  });
  it('VALUE_BELOW_DECLARED warns below 50% of the declared value, not at 50%', () => {
    expect(codes(withProduct({ declaredValueUsd: 12.5 }, 6.24))).toEqual(['VALUE_BELOW_DECLARED']);
    expect(codes(withProduct({ declaredValueUsd: 12.5 }, 6.25))).toEqual([]);
    expect(codes(withProduct({ declaredValueUsd: 12.5 }, 40))).toEqual([]);
    // a zero declared value is DECLARED_VALUE_ZERO, not also an undervaluation
    expect(codes(withProduct({ declaredValueUsd: 0 }, 1))).toEqual(['DECLARED_VALUE_ZERO']);
  });
  it('PRODUCT_NOT_FOUND blocks a line whose product is not in the snapshot', () => {
    const plan = computePlan(snapshot({ products: [] }));
    expect(plan.validationMessages).toEqual([expect.objectContaining({
      code: 'PRODUCT_NOT_FOUND', severity: 'error', field: 'orders.ord-1.items.0.productId', product_id: 'prod-tee', order_id: 'ord-1',
    })]);
    expect(plan.totals.weightKg).toBeNull();
  });
});

describe('order rules', () => {
  it('DESTINATION_POSTAL_CODE_MISSING is a warning on the order', () => {
    const plan = computePlan(snapshot({ orders: [order({ destinationPostalCode: null })] }));
    expect(plan.validationMessages).toEqual([{
      code: 'DESTINATION_POSTAL_CODE_MISSING', severity: 'warning', field: 'orders.ord-1.destinationPostalCode', order_id: 'ord-1', product_id: null,
      message: expect.any(String),
    }]);
    expect(plan.readinessState).toBe('REVIEW_REQUIRED');
    expect(plan.missingData).toEqual([{ entity: 'order', id: 'ord-1', field: 'destinationPostalCode' }]);
  });
  it.each([
    ['US', '1000', true], ['US', '10001-123', true], ['US', 'ABCDE', true], ['US', '10001', false], ['US', '10001-1234', false],
    ['CA', 'H2Y1C6', false], ['CA', 'h2y 1c6', false], ['CA', 'D2Y 1C6', true], ['CA', '12345', true],
    ['GB', 'SW1A 1AA', false], ['GB', 'anything', false],
  ])('DESTINATION_POSTAL_CODE_INVALID for %s "%s": %s', (country, code, fires) => {
    const wh = country === 'CA' ? { ...snapshot().warehouse, country: 'US' } : snapshot().warehouse;
    const s = snapshot({ destinationCountry: country, warehouse: wh, orders: [order({ destinationCountry: country, destinationPostalCode: code })] });
    expect(codes(s).includes('DESTINATION_POSTAL_CODE_INVALID')).toBe(fires);
  });
  it('ORDER_EMPTY blocks an order without lines', () => {
    const plan = computePlan(snapshot({ orders: [order({ items: [] })] }));
    expect(plan.validationMessages).toEqual([expect.objectContaining({ code: 'ORDER_EMPTY', severity: 'error', field: 'orders.ord-1.items', product_id: null })]);
    expect(plan.readinessState).toBe('BLOCKED');
  });
});

describe('FORMAL_ENTRY_REQUIRED', () => {
  const big = (destination: string, unitValueUsd: number, warehouseCountry = 'CA') =>
    snapshot({
      destinationCountry: destination,
      warehouse: { ...snapshot().warehouse, country: warehouseCountry },
      products: [product({ declaredValueUsd: 1 })],
      orders: [order({ destinationCountry: destination, destinationPostalCode: null, items: [{ productId: 'prod-tee', quantity: 1, unitValueUsd }] })],
    });
  it('US: above USD 2,500 (19 CFR 143.21), not at it', () => {
    const over = computePlan(big('US', 2500.01));
    expect(over.validationMessages).toContainEqual(expect.objectContaining({
      code: 'FORMAL_ENTRY_REQUIRED', severity: 'warning', field: 'orders.ord-1.totalValueUsd', order_id: 'ord-1', product_id: null,
    }));
    expect(over.flags).toContain('formal_entry_required');
    expect(over.recommendedStrategy).toBe(
      'Ship 1 order (USD 2,500.01) to US through the partner broker; 1 order needs formal entry. Review 2 warnings, then execute.');
    const at = computePlan(big('US', 2500));
    expect(at.validationMessages.map((m) => m.code)).not.toContain('FORMAL_ENTRY_REQUIRED');
    expect(at.flags).not.toContain('formal_entry_required');
  });
  it('CA: above CAD 3,300 at the table rate (USD 0.71)', () => {
    expect(codes(big('CA', 2343, 'US'))).not.toContain('FORMAL_ENTRY_REQUIRED');
    expect(codes(big('CA', 2343.01, 'US'))).toContain('FORMAL_ENTRY_REQUIRED');
  });
  it('a destination without a threshold in the table never requires it', () => {
    expect(codes(big('BR', 100000))).not.toContain('FORMAL_ENTRY_REQUIRED');
  });
});

describe('WAREHOUSE_ADDRESS_INCOMPLETE', () => {
  it('warns at plan level, naming the first missing field', () => {
    const plan = computePlan(snapshot({ warehouse: { ...snapshot().warehouse, addressLine1: null, postalCode: '' } }));
    expect(plan.validationMessages).toEqual([{
      code: 'WAREHOUSE_ADDRESS_INCOMPLETE', severity: 'warning', field: 'warehouse.addressLine1', order_id: null, product_id: null,
      message: expect.stringContaining('addressLine1, postalCode'),
    }]);
  });
});

// ---------------------------------------------------------------------------------------------------
// Inclusion
// ---------------------------------------------------------------------------------------------------

describe('inclusion and exclusion', () => {
  const s = snapshot({
    orders: [
      order({ id: 'ord-c', destinationCountry: 'GB', destinationPostalCode: null }),
      order({ id: 'ord-b' }),
      order({ id: 'ord-a', destinationCountry: 'ca' }),
      order({ id: 'ord-0' }),
    ],
  });
  const plan = computePlan(s);
  it('excludes domestic and other-destination orders, sorted by id', () => {
    expect(plan.includedOrderIds).toEqual(['ord-0', 'ord-b']);
    expect(plan.excludedOrderIds).toEqual(['ord-a', 'ord-c']);
    expect(plan.exclusions).toEqual([
      { orderId: 'ord-a', reason: 'domestic_shipment' },
      { orderId: 'ord-c', reason: 'destination_mismatch' },
    ]);
  });
  it('reports each exclusion as info without lowering readiness or score', () => {
    expect(plan.validationMessages).toEqual([
      { code: 'ORDER_EXCLUDED_DOMESTIC', severity: 'info', field: 'orders.ord-a.destinationCountry', order_id: 'ord-a', product_id: null, message: expect.any(String) },
      { code: 'ORDER_EXCLUDED_DESTINATION_MISMATCH', severity: 'info', field: 'orders.ord-c.destinationCountry', order_id: 'ord-c', product_id: null, message: expect.any(String) },
    ]);
    expect(plan).toMatchObject({ readinessState: 'READY', complianceScore: 100, flags: ['orders_excluded', 'partner_broker'] });
    // rules are not run on excluded orders (ord-c has no postal code)
    expect(plan.missingData).toEqual([]);
    expect(plan.recommendedStrategy).toBe('Consolidate 2 orders (USD 119.94) to US through the partner broker. Ready to execute.');
    expect(plan.totals).toEqual({ orderCount: 2, lineCount: 2, valueUsd: 119.94, weightKg: 1.2 });
  });
  it('a domestic order to another destination is reported as domestic', () => {
    const p = computePlan(snapshot({ orders: [order({ destinationCountry: 'CA' })], destinationCountry: 'GB' }));
    expect(p.exclusions).toEqual([{ orderId: 'ord-1', reason: 'domestic_shipment' }]);
  });
  it('blocks with NO_ORDERS_INCLUDED and score 0 when nothing is included', () => {
    const none = computePlan(snapshot({ orders: [order({ destinationCountry: 'CA' }), order({ id: 'ord-2', destinationCountry: 'MX' })] }));
    expect(none).toMatchObject({
      readinessState: 'BLOCKED',
      complianceScore: 0,
      includedOrderIds: [],
      excludedOrderIds: ['ord-1', 'ord-2'],
      nextRecommendedAction: 'add_orders_for_destination',
      estimatedImportSavingsUsd: 0,
      totals: { orderCount: 0, lineCount: 0, valueUsd: 0, weightKg: 0 },
      recommendedStrategy: 'No requested order can be exported to US from CA; add orders for US and plan again.',
    });
    expect(none.validationMessages[0]).toEqual({
      code: 'NO_ORDERS_INCLUDED', severity: 'error', field: 'orderIds', order_id: null, product_id: null, message: expect.any(String),
    });
    expect(computePlan(snapshot({ orders: [] })).validationMessages.map((m) => m.code)).toEqual(['NO_ORDERS_INCLUDED']);
  });
});

// ---------------------------------------------------------------------------------------------------
// Score, readiness, ordering, next action
// ---------------------------------------------------------------------------------------------------

describe('complianceScore', () => {
  it('counts a (code, product) once however many lines carry it', () => {
    const s = snapshot({
      products: [product({ hsCode: null })],
      orders: [
        order({ id: 'ord-1', items: [{ productId: 'prod-tee', quantity: 1, unitValueUsd: 12.5 }, { productId: 'prod-tee', quantity: 2, unitValueUsd: 12.5 }] }),
        order({ id: 'ord-2', items: [{ productId: 'prod-tee', quantity: 1, unitValueUsd: 12.5 }] }),
      ],
    });
    const plan = computePlan(s);
    expect(plan.validationMessages.map((m) => [m.code, m.field])).toEqual([
      ['HS_CODE_MISSING', 'orders.ord-1.items.0.product.hsCode'],
      ['HS_CODE_MISSING', 'orders.ord-1.items.1.product.hsCode'],
      ['HS_CODE_MISSING', 'orders.ord-2.items.0.product.hsCode'],
    ]);
    expect(plan.complianceScore).toBe(95);
  });
  it('is 100 - 20 per distinct error - 5 per distinct warning', () => {
    // errors: origin (tee), declared value 0 (mug); warnings: HS missing (tee), weight (mug), postal code (ord-1)
    const s = snapshot({
      products: [product({ originCountry: null, hsCode: null }), mug({ declaredValueUsd: 0, weightKg: null })],
      orders: [order({ destinationPostalCode: '', items: [{ productId: 'prod-tee', quantity: 1, unitValueUsd: 12.5 }, { productId: 'prod-mug', quantity: 1, unitValueUsd: 9 }] })],
    });
    const plan = computePlan(s);
    expect(plan.complianceScore).toBe(100 - 40 - 15);
    expect(plan.readinessState).toBe('BLOCKED');
    expect(plan.nextRecommendedAction).toBe('fix_blocking_issues');
    expect(plan.recommendedStrategy).toBe('Ship 1 order (USD 21.50) to US through the partner broker. Resolve 2 blocking issues first.');
    // errors first, then warnings; by order, line, rule table
    expect(plan.validationMessages.map((m) => `${m.severity}:${m.code}:${m.field}`)).toEqual([
      'error:ORIGIN_COUNTRY_MISSING:orders.ord-1.items.0.product.originCountry',
      'error:DECLARED_VALUE_ZERO:orders.ord-1.items.1.product.declaredValueUsd',
      'warning:DESTINATION_POSTAL_CODE_MISSING:orders.ord-1.destinationPostalCode',
      'warning:HS_CODE_MISSING:orders.ord-1.items.0.product.hsCode',
      'warning:WEIGHT_MISSING:orders.ord-1.items.1.product.weightKg',
    ]);
  });
  it('never goes below 0', () => {
    const products = Array.from({ length: 6 }, (_, i) => product({ id: `prod-${i}`, originCountry: 'XX' }));
    const s = snapshot({ products, orders: [order({ items: products.map((p) => ({ productId: p.id, quantity: 1, unitValueUsd: 12.5 })) })] });
    expect(computePlan(s).complianceScore).toBe(0);
  });
  it('is an integer in [0, 100]', () => {
    for (const s of [snapshot(), withProduct({ hsCode: null }), withProduct({ originCountry: null }), snapshot({ orders: [] })]) {
      const { complianceScore } = computePlan(s);
      expect(Number.isInteger(complianceScore)).toBe(true);
      expect(complianceScore).toBeGreaterThanOrEqual(0);
      expect(complianceScore).toBeLessThanOrEqual(100);
    }
  });
});

describe('next action and strategy', () => {
  it.each([
    [snapshot(), 'execute'],
    [withProduct({ weightKg: null }), 'review_warnings_then_execute'],
    [withProduct({ originCountry: null }), 'fix_blocking_issues'],
    [snapshot({ orders: [order({ destinationCountry: 'DE' })] }), 'add_orders_for_destination'],
  ])('%#: %s', (s, action) => {
    expect(computePlan(s).nextRecommendedAction).toBe(action);
    expect(NEXT_ACTIONS).toContain(action);
  });
  it('names the broker path', () => {
    const byob = computePlan(snapshot({ broker: { ...snapshot().broker, brokerPath: 'byob_supported' } }));
    expect(byob.flags).toEqual(['byob_broker']);
    expect(byob.recommendedStrategy).toBe('Ship 1 order (USD 59.97) to US through your own broker. Ready to execute.');
  });
});

// ---------------------------------------------------------------------------------------------------
// Savings
// ---------------------------------------------------------------------------------------------------

describe('estimated import savings', () => {
  const to = (destination: string, values: number[], warehouseCountry = 'US') =>
    computePlan(snapshot({
      destinationCountry: destination,
      warehouse: { ...snapshot().warehouse, country: warehouseCountry },
      products: [product({ declaredValueUsd: 1 })],
      orders: values.map((v, i) => order({ id: `ord-${i}`, destinationCountry: destination, destinationPostalCode: null, items: [{ productId: 'prod-tee', quantity: 1, unitValueUsd: v }] })),
    }));

  it('US: 0, de minimis suspended since 2025-08-29 (EO 14324)', () => {
    const plan = to('US', [50], 'CA');
    expect(plan.estimatedImportSavingsUsd).toBe(0);
    expect(plan.flags).not.toContain('de_minimis_eligible');
  });
  it('CA from the US: CAD 150 CUSMA courier threshold, 3.8% average duty', () => {
    const plan = to('CA', [100, 59.97, 110]); // CAD 140.85 and 84.46 qualify, CAD 154.93 does not
    expect(plan.estimatedImportSavingsUsd).toBe(6.08);
    expect(plan.flags).toContain('de_minimis_eligible');
    expect(to('CA', [110]).flags).not.toContain('de_minimis_eligible');
    expect(to('CA', [110]).estimatedImportSavingsUsd).toBe(0);
  });
  it('CA from elsewhere: CAD 20', () => {
    expect(to('CA', [10], 'GB').estimatedImportSavingsUsd).toBe(0.38);
    expect(to('CA', [15], 'GB').estimatedImportSavingsUsd).toBe(0);
  });
  it('EU: 0, duty relief abolished 2026-07-01', () => {
    expect(to('DE', [20]).estimatedImportSavingsUsd).toBe(0);
    expect(to('FR', [20]).flags).not.toContain('de_minimis_eligible');
  });
  it('GB: GBP 135 relief', () => {
    expect(to('GB', [100]).estimatedImportSavingsUsd).toBe(6);
    expect(to('GB', [180]).estimatedImportSavingsUsd).toBe(0); // GBP 137.40
  });
  it('AU: AUD 1,000', () => {
    expect(to('AU', [500]).estimatedImportSavingsUsd).toBe(12);
    expect(to('AU', [700]).estimatedImportSavingsUsd).toBe(0); // AUD 1,076.92
  });
  it('JP: JPY 10,000', () => {
    expect(to('JP', [50]).estimatedImportSavingsUsd).toBe(2.9);
    expect(to('JP', [70]).estimatedImportSavingsUsd).toBe(0); // JPY 10,769
  });
  it('a country without a rule: 0', () => {
    expect(to('BR', [10]).estimatedImportSavingsUsd).toBe(0);
    expect(to('BR', [10]).flags).not.toContain('de_minimis_eligible');
  });
});

describe('import rules table', () => {
  it('dates and sources every figure', () => {
    for (const r of IMPORT_RULES) {
      const figures = [r.fx, r.formalEntry, r.averageDutyRatePct, ...r.dutyDeMinimis].filter((f) => f !== null);
      for (const f of figures) {
        expect(f!.source).not.toBe('');
        expect(f!.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });
  it('maps EU member states to the EU entry and knows nothing of others', () => {
    expect(importRuleFor('de')?.destination).toBe('EU');
    expect(importRuleFor('GB')?.destination).toBe('GB');
    expect(importRuleFor('BR')).toBeNull();
    expect(dutyDeMinimisFor('US', 'CA')).toBeNull();
    expect(dutyDeMinimisFor('CA', 'MX')?.amount).toBe(150);
    expect(dutyDeMinimisFor('CA', 'CN')?.amount).toBe(20);
  });
  it('converts at the table rate', () => {
    expect(formalEntryCheck('JP', 1300)).toMatchObject({ required: false, currency: 'JPY', valueLocal: 200000 });
    expect(formalEntryCheck('JP', 1300.01).required).toBe(true);
    expect(estimateDeMinimisSavings('CA', 'US', 106.5)).toEqual({ eligible: true, savingsUsdCents: 405 }); // CAD 150.00
    expect(estimateDeMinimisSavings('CA', 'US', 106.51)).toEqual({ eligible: false, savingsUsdCents: 0 });
  });
});

// ---------------------------------------------------------------------------------------------------
// planHash
// ---------------------------------------------------------------------------------------------------

describe('planHash', () => {
  const base = () =>
    snapshot({
      products: [product(), mug()],
      orders: [
        order({ id: 'ord-1', items: [{ productId: 'prod-tee', quantity: 3, unitValueUsd: 19.99 }, { productId: 'prod-mug', quantity: 1, unitValueUsd: 9 }] }),
        order({ id: 'ord-2', externalId: 'order-5002', destinationPostalCode: '94103', items: [{ productId: 'prod-mug', quantity: 2, unitValueUsd: 9 }] }),
        order({ id: 'ord-x', externalId: 'order-5003', destinationCountry: 'GB', items: [{ productId: 'prod-x', quantity: 1, unitValueUsd: 30 }] }),
      ],
    });
  const withX = (s: PlanningSnapshot) => ({ ...s, products: [...s.products, product({ id: 'prod-x', sku: 'X-1', name: 'Wool scarf', materials: ['wool'] })] });
  const hash = (s: PlanningSnapshot) => computePlan(s).planHash;
  const reference = hash(withX(base()));

  it('is planHash over the included orders', () => {
    const plan = computePlan(withX(base()));
    expect(plan.includedOrderIds).toEqual(['ord-1', 'ord-2']);
    expect(plan.planHash).toBe(planHash(withX(base()), ['ord-2', 'ord-1']));
    const input = planHashInput(withX(base()), ['ord-1', 'ord-2']);
    expect(input.orders.map((o) => o.id)).toEqual(['ord-1', 'ord-2']);
    expect(input.products.map((p) => p.id)).toEqual(['prod-mug', 'prod-tee']);
    expect(Object.keys(input).sort()).toEqual(['accountId', 'broker', 'destinationCountry', 'orders', 'products', 'warehouse']);
    expect(input.broker).toEqual({ id: 'br-1', name: expect.any(String), email: 'entries@northline.example', brokerPath: 'partner_integrated' });
  });

  it('(a) ignores the order of orders and products in the snapshot', () => {
    const s = withX(base());
    const shuffled = { ...s, orders: [s.orders[2], s.orders[1], s.orders[0]], products: [s.products[1], s.products[2], s.products[0]] };
    expect(hash(shuffled)).toBe(reference);
    expect(computePlan(shuffled)).toEqual(computePlan(s));
    expect(planHash(s, ['ord-2', 'ord-1'])).toBe(planHash(s, ['ord-1', 'ord-2', 'ord-1']));
  });

  const mutate = (f: (s: PlanningSnapshot) => void) => {
    const s = withX(base());
    const copy = JSON.parse(JSON.stringify(s)) as PlanningSnapshot;
    f(copy);
    return copy;
  };
  const tee = (s: PlanningSnapshot) => s.products.find((p) => p.id === 'prod-tee')!;
  const mugOf = (s: PlanningSnapshot) => s.products.find((p) => p.id === 'prod-mug')!;

  it.each<[string, (s: PlanningSnapshot) => void]>([
    ['product hsCode', (s) => { tee(s).hsCode = '6109.90'; }],
    ['product originCountry', (s) => { tee(s).originCountry = 'BD'; }],
    ['product declaredValueUsd', (s) => { tee(s).declaredValueUsd = 12.51; }],
    ['product materials', (s) => { tee(s).materials = ['cotton', 'elastane']; }],
    ['product description', (s) => { mugOf(s).description = 'Porcelain mug'; }],
    ['product name', (s) => { tee(s).name = 'Cotton tee'; }],
    ['product sku', (s) => { tee(s).sku = 'TEE-BLK-L'; }],
    ['product weightKg', (s) => { mugOf(s).weightKg = 0.41; }],
    ['line quantity', (s) => { s.orders[0].items[0].quantity = 4; }],
    ['line unitValueUsd', (s) => { s.orders[0].items[1].unitValueUsd = 9.5; }],
    ['line order', (s) => { s.orders[0].items.reverse(); }],
    ['line productId', (s) => { s.orders[1].items[0].productId = 'prod-tee'; }],
    ['destination postal code', (s) => { s.orders[1].destinationPostalCode = '94104'; }],
    ['destination region', (s) => { s.orders[1].destinationRegion = 'CA'; }],
    ['order externalId', (s) => { s.orders[1].externalId = 'order-9999'; }],
    ['broker id', (s) => { s.broker.id = 'br-2'; }],
    ['broker email', (s) => { s.broker.email = 'other@northline.example'; }],
    // The manifest and the broker e-mail name the broker.
    ['broker name', (s) => { s.broker.name = 'Northline Customs Inc.'; }],
    ['broker path', (s) => { s.broker.brokerPath = 'byob_supported'; }],
    ['warehouse id', (s) => { s.warehouse.id = 'wh-2'; }],
    ['warehouse address', (s) => { s.warehouse.addressLine1 = '2 Rue Wellington'; }],
    ['warehouse postal code', (s) => { s.warehouse.postalCode = 'H2Y 1C7'; }],
    ['warehouse country', (s) => { s.warehouse.country = 'MX'; }],
    ['destination', (s) => { s.destinationCountry = 'MX'; }],
    ['account', (s) => { s.accountId = 'acc-2'; }],
  ])('(b) changes with %s', (_, f) => {
    const changed = mutate(f);
    expect(planHash(changed, ['ord-1', 'ord-2'])).not.toBe(reference);
  });

  it.each<[string, (s: PlanningSnapshot) => void]>([
    ['the excluded order\'s lines', (s) => { s.orders[2].items[0].quantity = 5; }],
    ['the excluded order\'s postal code', (s) => { s.orders[2].destinationPostalCode = 'SW1A 1AA'; }],
    ['a product only the excluded order references', (s) => { s.products.find((p) => p.id === 'prod-x')!.hsCode = null; }],
    ['the account name', (s) => { s.accountName = 'Renamed Ltd'; }],
  ])('(c) does not change with %s', (_, f) => {
    expect(hash(mutate(f))).toBe(reference);
  });

  it('refuses an order id that is not in the snapshot', () => {
    expect(() => planHash(base(), ['ord-1', 'ord-404'])).toThrow('ord-404');
  });
});

// ---------------------------------------------------------------------------------------------------
// Table consistency
// ---------------------------------------------------------------------------------------------------

describe('rules table', () => {
  it('covers every code the product profile produces', () => {
    const p = computeComplianceProfile({ name: 'x', description: null, originCountry: null, declaredValueUsd: 0, materials: [], hsCode: null, weightKg: null });
    const codesSeen = [...p.issues.map((i) => i.code), 'ORIGIN_COUNTRY_INVALID', 'HS_CODE_MALFORMED'];
    for (const code of codesSeen) expect(PLANNING_RULES.map((r) => r.code)).toContain(code);
  });
  it('is documented in docs/planning-rules.md with the same severity', () => {
    const doc = readFileSync(join(__dirname, '../../docs/planning-rules.md'), 'utf8');
    for (const r of PLANNING_RULES) expect(doc).toMatch(new RegExp(`\\| \`${r.code}\` \\| ${r.severity} \\|`));
    for (const a of NEXT_ACTIONS) expect(doc).toContain(`\`${a}\``);
    for (const f of PLAN_FLAGS) expect(doc).toMatch(new RegExp(`\\| \`${f}\` \\|`));
  });
  it('has one rule per code, in the order of PLAN_MESSAGE_CODES', () => {
    expect(PLANNING_RULES.map((r) => r.code)).toEqual([...PLAN_MESSAGE_CODES]);
    expect(PLAN_MESSAGE_CODES).toContain('EXPORT_FILING_REQUIRED');
    expect(PLAN_FLAGS).toContain('export_filing_required');
  });
});

// ---------------------------------------------------------------------------------------------------
// Size: a plan travels in a Temporal update (2 MiB limit) and in the idempotency record
// ---------------------------------------------------------------------------------------------------

describe('the largest plan the API accepts', () => {
  test('500 orders of 200 lines, every line with every issue it can have, stays far below the payload limit', () => {
    // 2,000 distinct products, none of them ready: no HS code, origin, description, materials or weight.
    const products = Array.from({ length: 2000 }, (_, i) =>
      product({ id: `prod-${i}`, sku: `SKU-${i}`, name: 'gift', description: null, originCountry: null, materials: [], hsCode: null, weightKg: null, declaredValueUsd: 50 }),
    );
    const orders = Array.from({ length: 500 }, (_, o) =>
      order({
        id: `ord-${String(o).padStart(3, '0')}`,
        destinationPostalCode: null,
        items: Array.from({ length: 200 }, (_, l) => ({ productId: `prod-${(o * 200 + l) % 2000}`, quantity: 1, unitValueUsd: l % 2 ? 0 : 1 })),
      }),
    );
    const plan = computePlan(snapshot({ orders, products }));
    const view = planView('exp_large', 'BATCHED', plan);
    const bytes = Buffer.byteLength(JSON.stringify(view));
    expect(bytes).toBeLessThan(512 * 1024); // Temporal warns from 512 KiB and refuses 2 MiB
    expect(plan.readinessState).toBe('BLOCKED');
    expect(plan.validationMessages.length).toBeLessThanOrEqual(MESSAGE_LIMITS.total + PLANNING_RULES.length);
    const omitted = plan.validationMessages.filter((m) => m.code === 'VALIDATION_MESSAGES_OMITTED');
    expect(omitted.length).toBeGreaterThan(0);
    expect(omitted.map((m) => m.message)).toContain(`${100_000 - MESSAGE_LIMITS.perCode} more ORIGIN_COUNTRY_MISSING messages not listed.`);
    // Score and readiness still count every issue, listed or not: 2,000 products with errors.
    expect(plan.complianceScore).toBe(0);
    expect(plan.missingData).toHaveLength(MISSING_DATA_LIMIT);
    expect(plan.flags).toContain('missing_data_truncated');
  });

  test('a plan with few messages lists them all, with no summary', () => {
    expect(codes(withProduct({ hsCode: null }))).not.toContain('VALIDATION_MESSAGES_OMITTED');
  });
});
