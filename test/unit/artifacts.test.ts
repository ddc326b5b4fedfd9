import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import {
  ArtifactInputError,
  CSV_COLUMNS,
  artifactContentType,
  generateArtifacts,
  manifestSchema,
  type ArtifactInput,
} from '../../documents';
import type { ExportFiling, GeneratedArtifact, PlanningSnapshot, SnapshotOrder, SnapshotProduct } from '../../domain/export-types';
import { AES_LEGEND, CERS_LEGEND, completeBatch } from '../helpers/complete-batch';

const TRICKY = 'Jacket, "waterproof"\nnylon shell';
/** The CSV columns of issue 31, empty for an order and product that sent none of them. */
const NOT_SENT = Object.fromEntries(CSV_COLUMNS.slice(CSV_COLUMNS.indexOf('consignee_name')).map((c) => [c, '']));

function product(id: string, over: Partial<SnapshotProduct> = {}): SnapshotProduct {
  return {
    id,
    externalId: `ext-${id}`,
    sku: `SKU-${id}`,
    name: `Product ${id}`,
    description: `Description of ${id}`,
    originCountry: 'CA',
    declaredValueUsd: 10,
    materials: ['cotton'],
    hsCode: '6109.10',
    weightKg: 0.2,
    ...over,
  };
}

function order(id: string, externalId: string, items: SnapshotOrder['items'], over: Partial<SnapshotOrder> = {}): SnapshotOrder {
  return {
    id,
    externalId,
    destinationCountry: 'CA',
    destinationRegion: 'ON',
    destinationPostalCode: 'M5V 2T6',
    totalValueUsd: 0, // deliberately wrong: the documents recompute from the lines
    items,
    ...over,
  };
}

function snapshot(): PlanningSnapshot {
  return {
    accountId: 'acc_1',
    accountName: 'Maple Outfitters Inc.',
    warehouse: {
      id: 'wh_1',
      name: 'Buffalo DC',
      country: 'US',
      addressLine1: '100 Main St',
      addressLine2: 'Dock 4',
      city: 'Buffalo',
      region: 'NY',
      postalCode: '14201',
    },
    broker: { id: 'br_1', name: 'Northern Customs Brokers', email: 'docs@ncb.example', brokerPath: 'partner_integrated' },
    destinationCountry: 'CA',
    // Deliberately not sorted: the documents sort orders by id.
    orders: [
      order('ord_c', 'EXCL-9', [{ productId: 'p_excl', quantity: 1, unitValueUsd: 5 }], { destinationRegion: 'QC' }),
      order('ord_b', 'ORD-1002', [
        { productId: 'p_jacket', quantity: 40, unitValueUsd: 25.125 },
        { productId: 'p_shirt', quantity: 3, unitValueUsd: 0.3333 },
      ], { destinationRegion: 'BC', destinationPostalCode: 'V6B 1A1' }),
      order('ord_a', 'ORD-1001', [{ productId: 'p_shirt', quantity: 3, unitValueUsd: 19.99 }]),
    ],
    products: [
      product('p_shirt', { sku: 'TS-001', name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', hsCode: '6109.10' }),
      product('p_jacket', { sku: 'JKT-2', name: 'Rain jacket', description: TRICKY, hsCode: '6201.40', originCountry: 'CN', weightKg: 1.25 }),
      product('p_excl', { sku: 'EXCL-SKU', name: 'Excluded gadget', description: 'Only in the excluded order', hsCode: '8517.62' }),
    ],
  };
}

function input(over: Partial<ArtifactInput> = {}): ArtifactInput {
  return {
    batchId: 'exp_01HZX',
    packageNumber: 'CP-20261122-7QK2M9XA',
    generatedAt: '2026-11-22T15:04:05.000Z',
    snapshot: snapshot(),
    includedOrderIds: ['ord_b', 'ord_a'],
    planHash: 'f'.repeat(64),
    ...over,
  };
}

function docs(i: ArtifactInput = input()) {
  const [cci, csv, manifest, pdf] = generateArtifacts(i);
  return { cci, csv, manifest, pdf, rows: parseCsv(csv), json: JSON.parse(manifest.content) };
}

function parseCsv(a: GeneratedArtifact): Record<string, string>[] {
  return parse(a.content, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

/** The value printed under a numbered CI1 field (the first line after its label). */
function ci1Field(text: string, label: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.startsWith(label));
  if (at < 0) throw new Error(`no field ${label}`);
  return lines[at + 1].trim();
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const ORDER_TERMS_NOT_SENT = { shipTo: null, soldTo: null, incoterm: null, orderedAt: null, reasonForExport: null, charges: null, packages: null };
const TOTALS_NOT_SENT = { packageCount: null, grossWeightKg: null, chargesUsd: null };

describe('generateArtifacts', () => {
  it('returns the four documents in order, named after the batch: the spec\'s three, then the PDF invoice', () => {
    const artifacts = generateArtifacts(input());
    expect(artifacts.map(({ artifact_type, filename, contentType }) => ({ artifact_type, filename, contentType }))).toEqual([
      { artifact_type: 'cci_human_readable', filename: 'exp_01HZX-cci.txt', contentType: 'text/plain; charset=utf-8' },
      { artifact_type: 'cci_csv', filename: 'exp_01HZX-cci.csv', contentType: 'text/csv; charset=utf-8' },
      { artifact_type: 'manifest', filename: 'exp_01HZX-manifest.json', contentType: 'application/json' },
      { artifact_type: 'commercial_invoice_pdf', filename: 'exp_01HZX-commercial-invoice.pdf', contentType: 'application/pdf' },
    ]);
    expect(Buffer.isBuffer(artifacts[3].content)).toBe(true);
    for (const a of artifacts) expect(artifactContentType(a.filename)).toBe(a.contentType);
    expect(artifactContentType('other.txt')).toBeUndefined();
  });

  describe('CI1 text', () => {
    const { cci } = docs();
    const text = cci.content;

    it('carries the vendor, the warehouse address and the references', () => {
      expect(text).toContain('Maple Outfitters Inc.');
      expect(text).toContain('100 Main St');
      expect(text).toContain('Dock 4');
      expect(text).toContain('Buffalo, NY 14201');
      expect(ci1Field(text, '1. Vendor (name and address)')).toBe('Maple Outfitters Inc.');
      expect(ci1Field(text, '2. Date of direct shipment to Canada (yyyy/mm/dd)')).toMatch(/^2026\/11\/22\b/);
      expect(text).toContain('Customs package number: CP-20261122-7QK2M9XA');
      expect(text).toContain("Purchaser's order Nos.: ORD-1001, ORD-1002");
      expect(ci1Field(text, "5. Purchaser's name and address (if other than consignee)")).toBe('Same as consignee');
      expect(ci1Field(text, '6. Country of transhipment')).toBe('Not provided');
      expect(text).toContain('Place: Buffalo, NY, US');
      expect(ci1Field(text, '10. Currency of settlement')).toMatch(/^USD\b/);
      expect(ci1Field(text, "19. Exporter's name and address (if other than vendor)")).toBe('Same as vendor (field 1)');
    });

    it('says the export filing was not assessed for a batch planned before it was, near the top', () => {
      expect(text).toContain('\nExport filing (15 CFR 30.7)\n    Not assessed (batch planned before export filing was checked)\n');
      expect(text.indexOf('Not assessed')).toBeLessThan(text.indexOf('1. Vendor'));
    });

    it('says that the consignee name is missing and lists each destination', () => {
      expect(ci1Field(text, '4. Consignee (name and address)')).toMatch(/^Name: Not provided/);
      expect(text).toContain('Order ORD-1001: region ON, postal code M5V 2T6, country CA');
      expect(text).toContain('Order ORD-1002: region BC, postal code V6B 1A1, country CA');
    });

    it('numbers fields 1 to 25 in order', () => {
      const positions = Array.from({ length: 25 }, (_, i) => i + 1)
        .filter((n) => n < 12 || n > 15) // 12-15 are the line table
        .map((n) => text.search(new RegExp(`^${n}\\. `, 'm')));
      expect(positions.every((p) => p >= 0)).toBe(true);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      expect(text).toMatch(/^12-15\. Specification of commodities/m);
    });

    it('lists every line with HS code, description, product and SKU, grouped per order', () => {
      for (const needle of ['6109.10', '6201.40', 'Knitted T-shirt, 100% cotton', 'Cotton T-shirt', 'TS-001', 'Rain jacket', 'JKT-2']) {
        expect(text).toContain(needle);
      }
      // The newline in the jacket description does not break the layout.
      expect(text).toContain('Jacket, "waterproof" nylon shell');
      const first = text.indexOf('Order 1 of 2: ORD-1001 (order ID ord_a)');
      const second = text.indexOf('Order 2 of 2: ORD-1002 (order ID ord_b)');
      expect(first).toBeGreaterThan(0);
      expect(second).toBeGreaterThan(first);
      // Within ORD-1002 the line order of the order is kept: jacket then shirt.
      const jacket = text.indexOf('Rain jacket');
      expect(jacket).toBeGreaterThan(second);
      expect(text.indexOf('Cotton T-shirt', second)).toBeGreaterThan(jacket);
    });

    it('aligns the numeric columns and formats money to the cent', () => {
      const rows = text.split('\n').filter((l) => /^\s*\d+\s{2}\d{4}\.\d{2}/.test(l));
      expect(rows).toHaveLength(3);
      expect(rows[0]).toMatch(/\s3\s+19\.99\s+59\.97\s+0\.600$/);
      expect(rows[1]).toMatch(/\s40\s+25\.125\s+1,005\.00\s+50\.000$/);
      expect(rows[2]).toMatch(/\s3\s+0\.3333\s+1\.00\s+0\.600$/);
      const ends = rows.map((r) => r.length);
      expect(new Set(ends).size).toBe(1);
      // Field 15 is right-aligned: every total ends in the same column.
      const totalEnds = ['59.97', '1,005.00', '1.00'].map((t, i) => rows[i].lastIndexOf(t) + t.length);
      expect(new Set(totalEnds).size).toBe(1);
      expect(text).toMatch(/Order ORD-1001 total:\s+59\.97\s+0\.600/);
      expect(text).toMatch(/Order ORD-1002 total:\s+1,006\.00\s+50\.600/);
    });

    it('has a totals section with the invoice total and net weight', () => {
      expect(text).toMatch(/^17\. Invoice total:\s+USD 1,065\.97$/m);
      expect(text).toMatch(/^\s+Net:\s+51\.200 kg$/m);
      expect(text).toMatch(/^\s+Gross:\s+Not provided$/m);
      expect(text).toMatch(/^\s+Orders:\s+2$/m);
      expect(text).toMatch(/^\s+Line items:\s+3$/m);
    });

    it('says "See line items" for mixed origins and names a single origin otherwise', () => {
      expect(ci1Field(text, '7. Country of origin of goods')).toBe('See line items (origins: CA, CN)');
      const single = docs(input({ includedOrderIds: ['ord_a'] })).cci.content;
      expect(ci1Field(single, '7. Country of origin of goods')).toBe('CA');
    });

    it('is plain ASCII for ASCII data, with short lines and a trailing newline', () => {
      expect(text).toMatch(/^[\n\x20-\x7e]*$/);
      expect(text.endsWith('\n')).toBe(true);
      expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(100);
    });

    it('flags a destination other than Canada', () => {
      expect(text).not.toContain('is not Canada');
      const s = snapshot();
      s.destinationCountry = 'US';
      s.orders = s.orders.map((o) => ({ ...o, destinationCountry: 'US' }));
      expect(docs(input({ snapshot: s })).cci.content).toContain('NOTE: destination country US is not Canada (CA)');
    });
  });

  it('leaves excluded orders off every document', () => {
    const { cci, csv, manifest } = docs();
    for (const doc of [cci, csv, manifest]) {
      for (const needle of ['ord_c', 'EXCL-9', 'p_excl', 'EXCL-SKU', 'Excluded gadget', 'Only in the excluded order', '8517.62']) {
        expect(doc.content).not.toContain(needle);
      }
    }
  });

  describe('CSV', () => {
    it('parses back to the expected rows, including a description with a comma, a quote and a newline', () => {
      const { csv, rows } = docs();
      expect(csv.content.split('\r\n')[0]).toBe(CSV_COLUMNS.join(','));
      const common = { batch_id: 'exp_01HZX', package_number: 'CP-20261122-7QK2M9XA', destination_country: 'CA', ...NOT_SENT };
      expect(rows).toEqual([
        {
          ...common,
          order_id: 'ord_a', order_external_id: 'ORD-1001', line_number: '1', product_id: 'p_shirt', sku: 'TS-001',
          product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', hs_code: '6109.10', country_of_origin: 'CA',
          quantity: '3', unit_value_usd: '19.99', line_total_usd: '59.97', net_weight_kg: '0.600',
          destination_region: 'ON', destination_postal_code: 'M5V 2T6',
        },
        {
          ...common,
          order_id: 'ord_b', order_external_id: 'ORD-1002', line_number: '1', product_id: 'p_jacket', sku: 'JKT-2',
          product_name: 'Rain jacket', description: TRICKY, hs_code: '6201.40', country_of_origin: 'CN',
          quantity: '40', unit_value_usd: '25.125', line_total_usd: '1005.00', net_weight_kg: '50.000',
          destination_region: 'BC', destination_postal_code: 'V6B 1A1',
        },
        {
          ...common,
          order_id: 'ord_b', order_external_id: 'ORD-1002', line_number: '2', product_id: 'p_shirt', sku: 'TS-001',
          product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', hs_code: '6109.10', country_of_origin: 'CA',
          quantity: '3', unit_value_usd: '0.3333', line_total_usd: '1.00', net_weight_kg: '0.600',
          destination_region: 'BC', destination_postal_code: 'V6B 1A1',
        },
      ]);
      // The tricky value is quoted, with the quote doubled (RFC 4180).
      expect(csv.content).toContain('"Jacket, ""waterproof""\nnylon shell"');
    });

    it('writes empty cells for missing values', () => {
      const s = snapshot();
      s.products = s.products.map((p) => (p.id === 'p_shirt' ? { ...p, hsCode: null, originCountry: null, description: null } : p));
      s.orders = s.orders.map((o) => (o.id === 'ord_a' ? { ...o, destinationRegion: null, destinationPostalCode: null } : o));
      const [row] = docs(input({ snapshot: s, includedOrderIds: ['ord_a'] })).rows;
      expect(row).toMatchObject({ hs_code: '', country_of_origin: '', description: '', destination_region: '', destination_postal_code: '' });
    });
  });

  describe('manifest', () => {
    it('carries the batch, parties, orders and totals', () => {
      const { manifest, json } = docs();
      expect(manifest.content).toBe(`${JSON.stringify(json, null, 2)}\n`);
      expect(json).toEqual({
        batchId: 'exp_01HZX',
        packageNumber: 'CP-20261122-7QK2M9XA',
        planHash: 'f'.repeat(64),
        generatedAt: '2026-11-22T15:04:05.000Z',
        shipper: {
          warehouseId: 'wh_1', name: 'Buffalo DC', addressLine1: '100 Main St', addressLine2: 'Dock 4',
          city: 'Buffalo', region: 'NY', postalCode: '14201', country: 'US',
        },
        broker: { name: 'Northern Customs Brokers', email: 'docs@ncb.example', brokerPath: 'partner_integrated' },
        destinationCountry: 'CA',
        orders: [
          {
            orderId: 'ord_a', externalId: 'ORD-1001', destination: { country: 'CA', region: 'ON', postalCode: 'M5V 2T6' },
            lineCount: 1, valueUsd: 59.97, netWeightKg: 0.6, ...ORDER_TERMS_NOT_SENT,
          },
          {
            orderId: 'ord_b', externalId: 'ORD-1002', destination: { country: 'CA', region: 'BC', postalCode: 'V6B 1A1' },
            lineCount: 2, valueUsd: 1006, netWeightKg: 50.6, ...ORDER_TERMS_NOT_SENT,
          },
        ],
        totals: { orderCount: 2, lineCount: 3, valueUsd: 1065.97, netWeightKg: 51.2, ...TOTALS_NOT_SENT },
        exporter: null,
        exportFiling: null,
        artifacts: [
          { artifactType: 'cci_human_readable', filename: 'exp_01HZX-cci.txt', contentType: 'text/plain; charset=utf-8', bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
          { artifactType: 'cci_csv', filename: 'exp_01HZX-cci.csv', contentType: 'text/csv; charset=utf-8', bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
          { artifactType: 'commercial_invoice_pdf', filename: 'exp_01HZX-commercial-invoice.pdf', contentType: 'application/pdf', bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
        ],
      });
    });

    it('gives the size and SHA-256 of each other artifact, as stored and e-mailed', () => {
      const { cci, csv, pdf, json } = docs();
      const files = [Buffer.from(cci.content, 'utf8'), Buffer.from(csv.content, 'utf8'), pdf.content];
      expect(json.artifacts.map((a: { bytes: number; sha256: string }) => [a.bytes, a.sha256])).toEqual(
        files.map((f) => [f.length, createHash('sha256').update(f).digest('hex')]),
      );
    });
  });

  it('agrees on the totals across the three documents', () => {
    const { cci, rows, json } = docs();
    const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.line_total_usd) * 100), 0);
    const grams = rows.reduce((sum, r) => sum + Math.round(Number(r.net_weight_kg) * 1000), 0);
    expect(cents / 100).toBe(json.totals.valueUsd);
    expect(grams / 1000).toBe(json.totals.netWeightKg);
    expect(rows).toHaveLength(json.totals.lineCount);
    expect(new Set(rows.map((r) => r.order_id)).size).toBe(json.totals.orderCount);
    const invoiceTotal = cci.content.match(/^17\. Invoice total:\s+USD ([\d,]+\.\d\d)$/m)![1];
    expect(Number(invoiceTotal.replace(/,/g, ''))).toBe(json.totals.valueUsd);
    const net = cci.content.match(/^\s+Net:\s+([\d.]+) kg$/m)![1];
    expect(Number(net)).toBe(json.totals.netWeightKg);
    for (const o of json.orders) {
      const own = rows.filter((r) => r.order_id === o.orderId);
      expect(own.reduce((sum, r) => sum + Math.round(Number(r.line_total_usd) * 100), 0) / 100).toBe(o.valueUsd);
    }
  });

  it('computes line totals in exact cents, rounding half up per line', () => {
    const s = snapshot();
    s.products.push(product('p_x', { weightKg: 0.1 }));
    s.orders.push(
      order('ord_d', 'FLOAT-1', [
        { productId: 'p_x', quantity: 10, unitValueUsd: 0.1 }, // 1.00, not 1.0000000000000002
        { productId: 'p_x', quantity: 1, unitValueUsd: 0.2 },
        { productId: 'p_x', quantity: 1, unitValueUsd: 0.005 }, // half a cent rounds up
        { productId: 'p_x', quantity: 3, unitValueUsd: 0.1 }, // 0.30000000000000004 in floating point
      ]),
    );
    const { rows, json, cci } = docs(input({ snapshot: s, includedOrderIds: ['ord_d'] }));
    expect(rows.map((r) => r.line_total_usd)).toEqual(['1.00', '0.20', '0.01', '0.30']);
    expect(rows.map((r) => r.net_weight_kg)).toEqual(['1.000', '0.100', '0.100', '0.300']);
    expect(json.totals).toEqual({ orderCount: 1, lineCount: 4, valueUsd: 1.51, netWeightKg: 1.5, ...TOTALS_NOT_SENT });
    expect(cci.content).toMatch(/^17\. Invoice total:\s+USD 1\.51$/m);
  });

  it('reports an unknown weight as "Not provided" and null', () => {
    const s = snapshot();
    s.products = s.products.map((p) => (p.id === 'p_jacket' ? { ...p, weightKg: null } : p));
    const { cci, rows, json } = docs(input({ snapshot: s }));
    expect(cci.content).toMatch(/^\s+Net:\s+Not provided/m);
    expect(cci.content).toMatch(/\s1,005\.00\s+Not provided$/m);
    expect(cci.content).toMatch(/Order ORD-1002 total:\s+1,006\.00\s+Not provided$/m);
    expect(rows.find((r) => r.product_id === 'p_jacket')!.net_weight_kg).toBe('');
    expect(json.orders.map((o: { netWeightKg: number | null }) => o.netWeightKg)).toEqual([0.6, null]);
    expect(json.totals.netWeightKg).toBeNull();
    expect(json.totals.valueUsd).toBe(1065.97);
  });

  it('is deterministic: the same input gives byte-identical output, whatever the snapshot order', () => {
    const a = generateArtifacts(input());
    const b = generateArtifacts(input());
    expect(b).toEqual(a);
    const shuffled = snapshot();
    shuffled.orders.reverse();
    shuffled.products.reverse();
    expect(generateArtifacts(input({ snapshot: shuffled, includedOrderIds: ['ord_a', 'ord_b', 'ord_a'] }))).toEqual(a);
  });

  it('does not modify its input', () => {
    const frozen = deepFreeze(input());
    const copy = JSON.parse(JSON.stringify(frozen));
    expect(() => generateArtifacts(frozen)).not.toThrow();
    expect(frozen).toEqual(copy);
  });

  it('keeps user text on one line in the CI1', () => {
    const s = snapshot();
    s.accountName = 'Maple\r\nOutfitters\tInc.\u0007';
    const text = docs(input({ snapshot: s })).cci.content;
    expect(ci1Field(text, '1. Vendor (name and address)')).toBe('Maple Outfitters Inc.');
    expect(text).not.toMatch(/[\r\t\u0007]/);
  });

  it.each<[string, Partial<ArtifactInput> | ((i: ArtifactInput) => void)]>([
    ['an included order missing from the snapshot', { includedOrderIds: ['ord_a', 'ord_zz'] }],
    ['no included orders', { includedOrderIds: [] }],
    ['a batch id unfit for a filename', { batchId: '../etc/passwd' }],
    ['a timestamp that is not ISO 8601', { generatedAt: 'yesterday' }],
    ['a line whose product is missing', (i) => void (i.snapshot.products = i.snapshot.products.filter((p) => p.id !== 'p_jacket'))],
    ['a negative unit value', (i) => void (i.snapshot.orders[2].items[0].unitValueUsd = -1)],
    ['a zero quantity', (i) => void (i.snapshot.orders[2].items[0].quantity = 0)],
    ['a negative charge', (i) => void (i.snapshot.orders[2].charges = { freightUsd: -1 })],
    ['a fractional package count', (i) => void (i.snapshot.orders[2].packages = { count: 1.5 })],
  ])('rejects %s', (_, change) => {
    const i = input();
    if (typeof change === 'function') change(i);
    else Object.assign(i, change);
    expect(() => generateArtifacts(i)).toThrow(ArtifactInputError);
  });

  describe('a batch with every field of issue 31', () => {
    /** A field's value lines (those indented under its label), as one line. */
    const field = (text: string, label: string): string => {
      const lines = text.split('\n');
      const at = lines.findIndex((l) => l.startsWith(label));
      if (at < 0) throw new Error(`no field ${label}`);
      const end = lines.findIndex((l, i) => i > at && !l.startsWith(' '));
      return lines.slice(at + 1, end).map((l) => l.trim()).join(' ');
    };
    const us = docs(completeBatch('US'));
    const ca = docs(completeBatch('CA'));

    it.each([
      ['US', us.cci.content, 'Export filing (15 CFR 30.7)', `${AES_LEGEND} Basis: Schedule B 9013200000 over USD 2,500; licence D123456`],
      ['CA', ca.cci.content, 'Export declaration (CERS)', `${CERS_LEGEND} Basis: goods over CAD 2,000`],
    ])('prints the export legend of a %s-bound batch near the top of the text CI1', (_, text, label, legend) => {
      expect(field(text, label)).toBe(legend);
      expect(text.indexOf(label)).toBeLessThan(text.indexOf('1. Vendor'));
    });

    it('fills the text CI1: the parties, terms, packages and weights read as sent', () => {
      const text = ca.cci.content;
      const filled: Array<[string, string]> = [
        ['1. Vendor (name and address)', 'Maple Outfitters Inc. 1000 Rue Sherbrooke O Quai 3 Montréal, QC H3A 3G4 CA Tax ID: CA BN 123456789RM0001'],
        [
          '4. Consignee (name and address)',
          'Order ORD-1001, consignee: Luc Tremblay, 55 King St W, Toronto, ON M5K 1A1, CA; phone +1 416 555 0100 ' +
            'Order ORD-1002, consignee: Chloé Gagnon, Café Gagnon, 12 Rue Dalhousie, Québec, QC G1K 3V8, CA; tax ID CA BN 987654321RM0001',
        ],
        ["5. Purchaser's name and address", 'Order ORD-1001: Same as consignee Order ORD-1002: Acme Holdings LLC, 1 Corporate Plaza, Newark, NJ 07102, US'],
        ['11. Number of packages', '3'],
        ["19. Exporter's name and address", 'Same as vendor (field 1)'],
      ];
      for (const [label, value] of filled) expect([label, field(text, label)]).toEqual([label, value]);
      expect(field(text, '8. Transportation')).toBe('Mode: Not provided Place: Montréal, QC, CA');
      expect(field(text, '9. Conditions of sale and terms of payment')).toBe(
        'Terms of sale: Order ORD-1001: DAP (Delivered at Place, Incoterms 2020) Toronto, CA ' +
          'Order ORD-1002: DAP (Delivered at Place, Incoterms 2020) Québec, CA ' +
          'Date of sale: Order ORD-1001: 2026-11-20 Order ORD-1002: 2026-11-21 Reason for export: Sale Terms of payment: Not provided',
      );
      expect(field(text, '20. Originator')).toContain('Signatory: Marie Roy, Export Manager');
      expect(text).toMatch(/^\s+Gross:\s+2\.550 kg$/m);
      expect(text).toContain('Consignee: Chloé Gagnon, Café Gagnon, 12 Rue Dalhousie, Québec, QC G1K 3V8, CA');
      expect(text).toContain('Product: Laser module | SKU: LSR-9 | ECCN 6A005 | Licence D123456');
      // Under CERS a product without export control gets no ECCN; under the US's EEI it is EAR99.
      expect(text).toContain('Product: Cotton T-shirt | SKU: TS-001\n');
      expect(us.cci.content).toContain('Product: Cotton T-shirt | SKU: TS-001 | ECCN EAR99\n');
      for (const missing of ['Name: Not provided', 'Terms of sale: Not provided', 'Date of sale: Not provided', 'Gross: Not provided', 'Tax ID: Not provided', 'Export filing required']) {
        expect(text).not.toContain(missing);
      }
    });

    it('puts the charges of C- and D-term orders in field 17 and field 23', () => {
      const text = ca.cci.content;
      expect(field(text, '23. If included in field 17')).toMatch(
        /^\(i\) Transportation charges, expenses and insurance from the place of direct shipment to Canada: USD 39\.50 \(ii\) .*: Not provided \(iii\) Export packing: USD 3\.00 Other charges included in field 17: USD 1\.25 /,
      );
      expect(field(text, '24. If not included in field 17')).toMatch(/^\(i\) .*: None: every order is sold on C- or D-terms \(see field 23\) /);
      expect(text).toMatch(/^\s+Line amounts:\s+USD 959\.97$/m);
      expect(text).toMatch(/^\s+Charges \(field 23\):\s+USD 43\.75$/m);
      expect(text).toMatch(/^17\. Invoice total:\s+USD 1,003\.72$/m);
    });

    it('keeps the charges of E- and F-term orders out of field 17 (field 24), the named place being the warehouse', () => {
      const text = docs(completeBatch('CA', { incoterm: 'FCA' })).cci.content;
      expect(field(text, '9. Conditions of sale')).toMatch(/^Terms of sale: FCA \(Free Carrier, Incoterms 2020\) Montréal, CA Date of sale:/);
      expect(field(text, '23. If included in field 17')).toMatch(/^\(i\) .*: None: no order is sold on C- or D-terms \(see field 24\) /);
      expect(field(text, '24. If not included in field 17')).toMatch(
        /^\(i\) .*to the place of direct shipment to Canada: USD 39\.50 \(ii\) .*: Not provided \(iii\) Export packing: USD 3\.00 Other charges not included in field 17: USD 1\.25$/,
      );
      expect(text).toMatch(/^17\. Invoice total:\s+USD 959\.97$/m);
      expect(text).not.toContain('Charges (field 23)');
    });

    it('says for how many orders a sum is known when some orders did not send it', () => {
      const i = completeBatch('CA');
      i.snapshot.orders[1] = { ...i.snapshot.orders[1], packages: null, charges: undefined };
      const { cci, json } = docs(i);
      expect(field(cci.content, '11. Number of packages')).toBe('2 (for 1 of 2 orders; Not provided for the others)');
      expect(cci.content).toMatch(/^\s+Gross:\s+1\.750 kg \(for 1 of 2 orders; Not provided for the others\)$/m);
      expect(field(cci.content, '23. If included in field 17')).toContain('Canada: USD 29.50 (for 1 of 2 orders; Not provided for the others)');
      expect(json.totals).toMatchObject({ packageCount: null, grossWeightKg: null, chargesUsd: null });
      expect(json.orders[1]).toMatchObject({ packages: null, charges: null });
    });

    it.each<[string, ExportFiling, string, string]>([
      [
        'a required filing without a reference',
        { required: true, regime: 'US_EEI', basis: 'licence D123456 on a line. No exportFilingReference was sent.', legend: null, reference: null },
        'Export filing (15 CFR 30.7)',
        'Export filing required (licence D123456 on a line. No exportFilingReference was sent.): Not provided',
      ],
      [
        "a reference that is not the regime's",
        { required: true, regime: 'US_EEI', basis: 'over USD 2,500. The reference AB1234202611260000123 is a CERS proof-of-report number.', legend: null, reference: 'AB1234202611260000123' },
        'Export filing (15 CFR 30.7)',
        'Export filing required (over USD 2,500. The reference AB1234202611260000123 is a CERS proof-of-report number.): Not provided',
      ],
      [
        'an exemption legend',
        { required: false, regime: 'US_EEI', basis: 'each Schedule B at or below USD 2,500', legend: 'NOEEI 30.37(a)', reference: null },
        'Export filing (15 CFR 30.7)',
        'NOEEI 30.37(a) Basis: each Schedule B at or below USD 2,500',
      ],
      [
        'no CERS report needed',
        { required: false, regime: 'CA_CERS', basis: 'No export declaration required: goods to the US need none.', legend: null, reference: null },
        'Export declaration (CERS)',
        'No CERS report required Basis: No export declaration required: goods to the US need none.',
      ],
    ])('words %s in the export box', (_, exportFiling, label, expected) => {
      expect(field(docs({ ...completeBatch('US'), exportFiling }).cci.content, label)).toBe(expected);
    });

    it('appends the new CSV columns after the old ones, empty for what was not sent', () => {
      expect(CSV_COLUMNS.slice(0, 18)).toEqual([
        'batch_id', 'package_number', 'order_id', 'order_external_id', 'line_number', 'product_id', 'sku', 'product_name', 'description',
        'hs_code', 'country_of_origin', 'quantity', 'unit_value_usd', 'line_total_usd', 'net_weight_kg', 'destination_country',
        'destination_region', 'destination_postal_code',
      ]);
      expect(us.rows.map((r) => Object.fromEntries(Object.keys(NOT_SENT).map((c) => [c, r[c]])))).toEqual([
        {
          consignee_name: 'Jane Doe', consignee_company: 'Acme Corp', consignee_address: '350 Fifth Ave\nSuite 100', consignee_city: 'New York',
          consignee_region: 'NY', consignee_postal_code: '10118', consignee_country: 'US', consignee_tax_id: 'US_EIN 98-7654321',
          buyer_name: 'Jane Doe', incoterm: 'DAP', ordered_at: '2026-11-20', reason_for_export: 'sale',
          eccn: '6A005', license_number: 'D123456', schedule_b: '9013200000', export_legend: AES_LEGEND,
        },
        {
          consignee_name: 'Omar Haddad', consignee_company: '', consignee_address: '77 Water St', consignee_city: 'Brooklyn',
          consignee_region: 'NY', consignee_postal_code: '11201', consignee_country: 'US', consignee_tax_id: '',
          buyer_name: 'Acme Holdings LLC', incoterm: 'DAP', ordered_at: '2026-11-21', reason_for_export: 'sale',
          eccn: '', license_number: '', schedule_b: '', export_legend: AES_LEGEND,
        },
      ]);
      // A street address of two lines is one quoted cell.
      expect(us.csv.content).toContain(',"350 Fifth Ave\nSuite 100",');
    });

    it('writes a manifest the published schema describes exactly', () => {
      for (const json of [us.json, ca.json, docs().json]) {
        const parsed = manifestSchema.safeParse(json);
        expect(parsed.success).toBe(true);
        expect(parsed.data).toEqual(json);
      }
      const i = completeBatch('US');
      expect(us.json.exporter).toEqual(i.snapshot.exporter);
      expect(us.json.exportFiling).toEqual(i.exportFiling);
      expect(us.json.orders.map((o: Record<string, unknown>) => [o.shipTo, o.soldTo, o.incoterm, o.orderedAt, o.reasonForExport, o.charges, o.packages])).toEqual(
        i.snapshot.orders.map((o) => [o.shipTo, o.soldTo, o.incoterm, o.orderedAt, o.reasonForExport, o.charges, o.packages]),
      );
      expect(us.json.totals).toEqual({ orderCount: 2, lineCount: 2, valueUsd: 959.97, netWeightKg: 1, packageCount: 3, grossWeightKg: 2.55, chargesUsd: 43.75 });
    });

    it('copies only the fields the schema declares from a stored party', () => {
      const i = completeBatch('US');
      i.snapshot.orders[0].shipTo = { ...i.snapshot.orders[0].shipTo!, company: null, internalNote: 'x' } as never;
      const { json } = docs(i);
      expect(json.orders[0].shipTo).not.toHaveProperty('internalNote');
      expect(json.orders[0].shipTo).not.toHaveProperty('company');
      expect(manifestSchema.safeParse(json).success).toBe(true);
    });

    it('stays deterministic', () => {
      const again = completeBatch('US');
      again.snapshot.orders.reverse();
      expect(generateArtifacts(again)).toEqual(generateArtifacts(completeBatch('US')));
    });
  });
});
