/**
 * The PDF commercial invoice, read back as a broker's tools read it: its text extracted with pdftotext
 * (Debian's poppler-utils; .ci/run installs it), its fonts and pages with pdffonts and pdfinfo.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateArtifacts, invoiceLayout, type ArtifactInput, type BinaryArtifact } from '../../documents';
import type { PlanningSnapshot, SnapshotOrder, SnapshotProduct } from '../../domain/export-types';
import { AES_LEGEND, CERS_LEGEND, completeBatch } from '../helpers/complete-batch';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Runs a poppler tool on the PDF; says how to get it when it is missing. */
function poppler(tool: 'pdftotext' | 'pdfinfo' | 'pdffonts', pdf: Buffer, args: string[] = []): string {
  const file = path.join(tmp, `${tool}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new Error(`${tool} is missing: apt-get install poppler-utils`);
    throw err;
  }
}

/** Text in reading layout: a table row stays one line (columns separated by runs of spaces). */
const text = (pdf: Buffer) => poppler('pdftotext', pdf, ['-layout', '-enc', 'UTF-8']);
/** Text in the order it was drawn: each box and cell comes out whole. */
const rawText = (pdf: Buffer) => poppler('pdftotext', pdf, ['-raw', '-enc', 'UTF-8']);
const pageCount = (pdf: Buffer) => Number(/^Pages:\s+(\d+)$/m.exec(poppler('pdfinfo', pdf))![1]);
/** Runs of spaces (and the line breaks of wrapped text) as one space. */
const squash = (s: string) => s.replace(/\s+/g, ' ');

function product(id: string, over: Partial<SnapshotProduct>): SnapshotProduct {
  return {
    id, externalId: `ext-${id}`, sku: `SKU-${id}`, name: `Product ${id}`, description: `Description of ${id}`,
    originCountry: 'CA', declaredValueUsd: 10, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2, ...over,
  };
}

const PRODUCTS: SnapshotProduct[] = [
  product('p_torch', { sku: 'TORCH-1', name: 'Crème brûlée torch', description: 'Butane kitchen torch, steel', hsCode: '8205.51', originCountry: 'PL', weightKg: 0.35 }),
  product('p_blanket', { sku: 'BLK-ÆRØ', name: 'Ærø wool blanket', description: 'Woven blanket, 100% wool, made in Łódź', hsCode: '6301.20', originCountry: 'DK', weightKg: 1.2 }),
  product('p_shirt', { sku: 'TS-001', name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', hsCode: '6109.10', originCountry: 'CA', weightKg: 0.2 }),
];

function order(id: string, externalId: string, dest: string, items: SnapshotOrder['items']): SnapshotOrder {
  const where = dest === 'US' ? { destinationRegion: 'NY', destinationPostalCode: '10001' } : dest === 'CA' ? { destinationRegion: 'ON', destinationPostalCode: 'M5V 2T6' } : { destinationRegion: null, destinationPostalCode: '10115' };
  return { id, externalId, destinationCountry: dest, totalValueUsd: 0, items, ...where };
}

/** The README's flow: the Montreal warehouse ships to `dest`. */
function snapshot(dest: string, orders: SnapshotOrder[]): PlanningSnapshot {
  return {
    accountId: 'acc_1',
    accountName: 'Maple Outfitters Inc.',
    warehouse: { id: 'wh_mtl', name: 'Montréal DC', country: 'CA', addressLine1: '1000 Rue Sherbrooke O', addressLine2: 'Quai 3', city: 'Montréal', region: 'QC', postalCode: 'H3A 3G4' },
    broker: { id: 'br_1', name: 'Hudson Customs Brokers', email: 'entries@hudson.example', brokerPath: 'partner_integrated' },
    destinationCountry: dest,
    orders,
    products: PRODUCTS,
  };
}

function small(dest: string): ArtifactInput {
  const orders = [
    order('ord_a', 'ORD-1001', dest, [{ productId: 'p_torch', quantity: 2, unitValueUsd: 24.5 }, { productId: 'p_blanket', quantity: 1, unitValueUsd: 89.9 }]),
    order('ord_b', 'ORD-1002', dest, [{ productId: 'p_shirt', quantity: 3, unitValueUsd: 0.3333 }]),
  ];
  return { batchId: 'exp_01HZX', packageNumber: 'CP-20261122-01HZX', generatedAt: '2026-11-22T15:04:05.000Z', snapshot: snapshot(dest, orders), includedOrderIds: ['ord_a', 'ord_b'], planHash: 'a'.repeat(64) };
}

/** `lines` lines, five an order, cycling through the products with varied quantities and prices. */
function large(dest: string, lines: number): ArtifactInput {
  const orders: SnapshotOrder[] = [];
  for (let n = 0; n < lines; n += 5) {
    const items = Array.from({ length: Math.min(5, lines - n) }, (_, k) => ({ productId: PRODUCTS[(n + k) % 3].id, quantity: 1 + ((n + k) % 7), unitValueUsd: 10 + ((n + k) % 13) * 1.25 }));
    orders.push(order(`ord_${String(n / 5).padStart(4, '0')}`, `ORD-${2000 + n / 5}`, dest, items));
  }
  return { ...small(dest), snapshot: snapshot(dest, orders), includedOrderIds: orders.map((o) => o.id) };
}

function pdfOf(input: ArtifactInput): BinaryArtifact {
  return generateArtifacts(input)[3];
}

describe('commercial_invoice_pdf', () => {
  it('is the fourth artifact, a PDF named after the batch, created at generatedAt', () => {
    const pdf = pdfOf(small('US'));
    expect(pdf).toMatchObject({ artifact_type: 'commercial_invoice_pdf', filename: 'exp_01HZX-commercial-invoice.pdf', contentType: 'application/pdf' });
    expect(pdf.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const info = poppler('pdfinfo', pdf.content, ['-isodates']);
    expect(info).toMatch(/^CreationDate:\s+2026-11-22T15:04:05Z$/m);
    expect(info).toMatch(/^ModDate:\s+2026-11-22T15:04:05Z$/m);
    expect(info).toMatch(/^Title:\s+Commercial Invoice CP-20261122-01HZX$/m);
    expect(info).toMatch(/^Author:\s+Maple Outfitters Inc\.$/m);
    expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m);
  });

  it('embeds Noto Sans (subset, with a Unicode map) and no other font', () => {
    const fonts = poppler('pdffonts', pdfOf(small('US')).content).trim().split('\n').slice(2);
    expect(fonts).toHaveLength(2);
    for (const line of fonts) expect(line).toMatch(/^[A-Z]{6}\+NotoSans-(Regular|Bold)\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes\b/);
  });

  it('chooses the layout by destination', () => {
    expect(['CA', 'ca', 'US', 'DE', 'MX'].map(invoiceLayout)).toEqual(['CA', 'CA', 'US', 'OTHER', 'OTHER']);
  });

  describe('US-bound (19 CFR 141.86(a))', () => {
    const pdf = pdfOf(small('US')).content;
    const layout = text(pdf);
    const flat = squash(rawText(pdf));

    it('is a Commercial Invoice citing 19 CFR 141.86(a), not a CI1', () => {
      expect(layout).toMatch(/^Commercial Invoice\b/);
      expect(flat).toContain('the contents 19 CFR 141.86(a) requires of a commercial invoice');
      expect(flat).not.toContain('Canada Customs Invoice');
    });

    it('names the port of entry as the broker\'s to determine', () => {
      expect(flat).toContain('Port of entry (19 CFR 141.86(a)(1)) To be determined by the broker');
    });

    it('gives the seller and the buyer/consignee with their addresses, and the sale', () => {
      expect(flat).toContain('Seller and exporter: name and address (19 CFR 141.86(a)(2)) Maple Outfitters Inc. 1000 Rue Sherbrooke O Quai 3 Montréal, QC H3A 3G4 CA');
      expect(flat).toContain('Buyer and consignee: name and address (19 CFR 141.86(a)(2)) Name: Not provided');
      expect(flat).toContain('Street address: Not provided');
      expect(flat).toContain('Order ORD-1001: region NY, postal code 10001, country US');
      expect(flat).toContain('Sold by: Maple Outfitters Inc. Sold to: Not provided Date of sale: Not provided Place of sale: Not provided');
      expect(flat).toContain('Ships from: Montréal, QC, CA');
    });

    it('describes each item on a line with HS code, origin, quantity, unit price, amount and net weight', () => {
      const row = (name: string, rest: string) => new RegExp(`^\\s*\\d+\\s+${name}\\s{2,}${rest}\\s*$`, 'm');
      expect(layout).toMatch(row('Crème brûlée torch', '8205\\.51\\s+PL\\s+2\\s+24\\.50\\s+49\\.00\\s+0\\.700'));
      expect(layout).toMatch(row('Ærø wool blanket', '6301\\.20\\s+DK\\s+1\\s+89\\.90\\s+89\\.90\\s+1\\.200'));
      expect(layout).toMatch(row('Cotton T-shirt', '6109\\.10\\s+CA\\s+3\\s+0\\.3333\\s+1\\.00\\s+0\\.600'));
      // The description and SKU under each name, non-ASCII letters extracted as written.
      expect(flat).toContain('Woven blanket, 100% wool, made in Łódź · SKU: BLK-ÆRØ');
      expect(flat).toContain('Butane kitchen torch, steel · SKU: TORCH-1');
      for (const header of ['Detailed description of the merchandise', 'HS code', 'Country of origin', 'Quantity (unit: Not provided)', 'Unit price (USD)', 'Amount (USD)', 'Net weight (kg)']) {
        expect(flat).toContain(header);
      }
      expect(flat).toContain('Currency (19 CFR 141.86(a)(6)) USD (United States dollars)');
      expect(flat).toContain('Country of origin (19 CFR 141.86(a)(9)) See line items (origins: CA, DK, PL)');
    });

    it('itemizes every charge, each Not provided, and the other 141.86(a) elements', () => {
      expect(flat).toContain(
        'Charges upon the merchandise, itemized (19 CFR 141.86(a)(7)) Freight: Not provided Insurance: Not provided Commissions: Not provided ' +
          'Packing, cases, containers and coverings: Not provided Other charges: Not provided',
      );
      expect(flat).toContain('Rebates, drawbacks and bounties (19 CFR 141.86(a)(8)) Not provided');
      expect(flat).toContain('not in the price (19 CFR 141.86(a)(10)) Not provided');
    });

    it('totals the lines per order and for the invoice, with net and gross weight', () => {
      expect(layout).toMatch(/Order ORD-1001 total\s+138\.90\s+1\.900/);
      expect(layout).toMatch(/Order ORD-1002 total\s+1\.00\s+0\.600/);
      expect(layout).toMatch(/Total of the line amounts\s+USD 139\.90/);
      expect(layout).toMatch(/Charges \(itemized below\)\s+Not provided/);
      expect(layout).toMatch(/Invoice total\s+USD 139\.90/);
      expect(layout).toMatch(/Net weight\s+2\.500 kg/);
      expect(layout).toMatch(/Gross weight\s+Not provided/);
      expect(layout).toMatch(/Line items\s+3/);
      expect(layout).toMatch(/Page 1 of \d/);
    });
  });

  describe('Canada-bound (CBSA form CI1)', () => {
    const pdf = pdfOf(small('CA')).content;
    const layout = text(pdf);
    const flat = squash(rawText(pdf));

    it('is a Canada Customs Invoice with fields 1 to 25 in order', () => {
      expect(layout).toMatch(/^Canada Customs Invoice\b/);
      const labels = [
        '1. Vendor (name and address)', '2. Date of direct shipment to Canada', "3. Other references (include purchaser's order No.)",
        '4. Consignee (name and address)', "5. Purchaser's name and address", '6. Country of transhipment', '7. Country of origin of goods',
        '8. Transportation: give mode and place of direct shipment to Canada', '9. Conditions of sale and terms of payment',
        '10. Currency of settlement', '11. Number of packages', '12. Specification of commodities', '13. Quantity', '14. Unit price',
        '15. Total (USD)', '16. Total weight: net', '17. Invoice total', '18. If any of fields 1 to 17', "19. Exporter's name and address",
        '20. Originator (name and address)', '21. Agency ruling', '22. If fields 23 to 25 are not applicable', '23. If included in field 17',
        '24. If not included in field 17', '25. Check (if applicable)',
      ];
      const at = labels.map((l) => flat.indexOf(l));
      expect(labels.filter((_, i) => at[i] < 0)).toEqual([]);
      expect([...at].sort((a, b) => a - b)).toEqual(at);
    });

    it('fills each field from the data and says Not provided for the rest', () => {
      expect(flat).toContain('1. Vendor (name and address) Maple Outfitters Inc. 1000 Rue Sherbrooke O Quai 3 Montréal, QC H3A 3G4 CA');
      expect(flat).toContain('2. Date of direct shipment to Canada (yyyy/mm/dd) 2026/11/22');
      expect(flat).toContain("Purchaser's order Nos.: ORD-1001, ORD-1002");
      expect(flat).toContain('4. Consignee (name and address) Name: Not provided');
      expect(flat).toContain('Order ORD-1002: region ON, postal code M5V 2T6, country CA');
      expect(flat).toContain('6. Country of transhipment Not provided');
      expect(flat).toContain('Mode: Not provided Place: Montréal, QC, CA');
      expect(flat).toContain('10. Currency of settlement USD (United States dollars)');
      expect(flat).toContain('Woven blanket, 100% wool, made in Łódź · SKU: BLK-ÆRØ');
      expect(layout).toMatch(/^\s*1\s+Crème brûlée torch\s{2,}8205\.51\s+PL\s+2\s+24\.50\s+49\.00\s+0\.700\s*$/m);
      expect(layout).toMatch(/16\. Total weight: net\s+2\.500 kg/);
      expect(layout).toMatch(/16\. Total weight: gross\s+Not provided/);
      expect(layout).toMatch(/17\. Invoice total\s+USD 139\.90/);
      expect(flat).not.toContain('19 CFR');
    });
  });

  it('lays out any other destination as a commercial invoice with the same elements, on A4', () => {
    const pdf = pdfOf(small('DE')).content;
    const flat = squash(rawText(pdf));
    expect(flat).toMatch(/^Commercial Invoice /);
    expect(flat).toContain('For import into DE: the elements of a commercial invoice');
    expect(flat).toContain('Port of entry To be determined by the broker');
    expect(flat).toContain('Charges upon the merchandise, itemized Freight: Not provided');
    expect(flat).toContain('Order ORD-1001: region Not provided, postal code 10115, country DE');
    expect(flat).not.toContain('141.86(a)(');
    expect(poppler('pdfinfo', pdf)).toMatch(/^Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)$/m);
  });

  it('renders byte-identical bytes for the same batch, in this process and after a fresh module load', () => {
    const first = pdfOf(small('US')).content;
    expect(pdfOf(small('US')).content.equals(first)).toBe(true);
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('../../documents') as typeof import('../../documents');
      expect(fresh.generateArtifacts(small('US'))[3].content.equals(first)).toBe(true);
    });
    // Another generation time is another file (its dates), the same layout otherwise.
    expect(pdfOf({ ...small('US'), generatedAt: '2026-11-23T00:00:00.000Z' }).content.equals(first)).toBe(false);
  });

  it('says Not provided for what the data lacks, and survives text no layout expects', () => {
    const i = small('US');
    const bare = product('p_bare', { sku: 'BARE-1', name: 'Unlabelled part', description: null, hsCode: null, originCountry: null, weightKg: null });
    const huge = product('p_huge', { sku: 'X'.repeat(200), name: `Sample ${'ünïcødé '.repeat(60)}`, description: `${'Very long description. '.repeat(90)}漢字 and 🙂 end`, hsCode: '9999.99' });
    i.snapshot.products = [...PRODUCTS, bare, huge];
    i.snapshot.accountName = 'Maple\r\nOutfitters\tInc.\u0007';
    i.snapshot.orders[1].items = [{ productId: 'p_bare', quantity: 1, unitValueUsd: 5 }, { productId: 'p_huge', quantity: 1, unitValueUsd: 1 }];
    const pdf = pdfOf(i).content;
    const layout = text(pdf);
    const flat = squash(rawText(pdf));
    // Cells in drawing order: Ln, name, description and SKU, HS code, origin, quantity, unit price, amount, net weight.
    expect(flat).toContain('1 Unlabelled part Not provided · SKU: BARE-1 Not provided Not provided 1 5.00 5.00 Not provided');
    expect(flat).toContain('Net weight Not provided (some product weights unknown) Gross weight Not provided');
    expect(flat).toContain('Seller and exporter: name and address (19 CFR 141.86(a)(2)) Maple Outfitters Inc. ');
    expect(layout).toMatch(/Invoice total\s+USD 144\.90/);
    const count = pageCount(pdf);
    expect(text(pdf).split('\f').filter((p) => p.trim()).map((p) => /Page (\d+) of (\d+)/.exec(p)?.slice(1).join('/'))).toEqual(
      Array.from({ length: count }, (_, k) => `${k + 1}/${count}`),
    );
  });

  describe('a batch with every field of issue 31', () => {
    /** Page 1 alone, in drawing order. */
    const page1 = (pdf: Buffer) => squash(poppler('pdftotext', pdf, ['-f', '1', '-l', '1', '-raw', '-enc', 'UTF-8']));
    /** What a complete batch must not say: each of these was sent. */
    const SENT = [
      'Name: Not provided', 'Street address: Not provided', 'Sold to: Not provided', 'Tax ID: Not provided', 'Date of sale: Not provided',
      'Terms of sale: Not provided', 'Terms of sale and payment Not provided', 'Conditions of sale and terms of payment Not provided',
      'Number of packages: Not provided', '11. Number of packages Not provided', 'Gross weight: Not provided', 'Export filing required', 'Not assessed',
    ];

    describe('US-bound', () => {
      const pdf = pdfOf(completeBatch('US')).content;
      const layout = text(pdf);
      const flat = squash(rawText(pdf));

      it('gives the seller, buyer, consignee, sale, terms and shipment as sent: none reads Not provided', () => {
        const filled: Array<[string, string]> = [
          [
            'Seller and exporter: name and address (19 CFR 141.86(a)(2))',
            'Lakeside Goods LLC 100 Main St Dock 4 Buffalo, NY 14201 US Tax ID: US EIN 12-3456789 Contact: Sam Lee, +1 716 555 0100, ship@lakeside.example',
          ],
          [
            'Buyer and consignee: name and address (19 CFR 141.86(a)(2))',
            'Order ORD-1001, consignee: Jane Doe, Acme Corp, 350 Fifth Ave, Suite 100, New York, NY 10118, US; phone +1 212 555 0100; tax ID US EIN 98-7654321 ' +
              'Order ORD-1001, buyer: Same as consignee Order ORD-1002, consignee: Omar Haddad, 77 Water St, Brooklyn, NY 11201, US ' +
              'Order ORD-1002, buyer: Acme Holdings LLC, 1 Corporate Plaza, Newark, NJ 07102, US',
          ],
          [
            'Sale: when, where, by whom and to whom (19 CFR 141.86(a)(2))',
            'Sold by: Lakeside Goods LLC Sold to: Order ORD-1001: Jane Doe Order ORD-1002: Acme Holdings LLC ' +
              "Date of sale: Order ORD-1001: 2026-11-20 Order ORD-1002: 2026-11-21 Place of sale: Buffalo, NY, US (the exporter's warehouse)",
          ],
          [
            'Terms of sale and payment',
            'Terms of sale: Order ORD-1001: DAP (Delivered at Place, Incoterms 2020) New York, US Order ORD-1002: DAP (Delivered at Place, Incoterms 2020) Brooklyn, US ' +
              'Reason for export: Sale Terms of payment: Not provided',
          ],
          ['Shipment', 'Ships from: Buffalo, NY, US Mode of transport: Not provided Date of shipment: Not provided Number of packages: 3 Gross weight: 2.550 kg'],
        ];
        for (const [label, value] of filled) expect(flat).toContain(`${label} ${value}`);
        for (const missing of SENT) expect(flat).not.toContain(missing);
      });

      it('carries the AES legend in its own box on page 1', () => {
        expect(page1(pdf)).toContain(`Export filing (15 CFR 30.7) ${AES_LEGEND} Basis: Schedule B 9013200000 over USD 2,500; licence D123456`);
      });

      it('gives each line its ECCN (EAR99 when none) and licence', () => {
        expect(flat).toContain('Diode laser module, 5 W · SKU: LSR-9 · ECCN 6A005 · Licence D123456');
        expect(flat).toContain('Knitted T-shirt, 100% cotton · SKU: TS-001 · ECCN EAR99');
      });

      it('itemizes the charges and adds them to the invoice total, with the gross weight', () => {
        expect(flat).toContain(
          'Charges upon the merchandise, itemized (19 CFR 141.86(a)(7)) Freight: USD 35.00 Insurance: USD 4.50 Commissions: Not provided ' +
            'Packing, cases, containers and coverings: USD 3.00 Other charges: USD 1.25 ' +
            'The invoice total is the total of the line amounts (USD 959.97) plus these charges (USD 43.75): USD 1,003.72.',
        );
        expect(layout).toMatch(/Total of the line amounts\s+USD 959\.97/);
        expect(layout).toMatch(/Charges \(itemized below\)\s+USD 43\.75/);
        expect(layout).toMatch(/Invoice total\s+USD 1,003\.72/);
        expect(layout).toMatch(/Gross weight\s+2\.550 kg/);
      });

      it('ends with the signatory\'s declaration, a line left for the signature', () => {
        expect(flat).toContain(
          'Prepared by, declaration and signature Export Protocol, for Lakeside Goods LLC, from export batch exp_full. ' +
            'I declare that all the information contained in this invoice is true and correct. Signatory: Sam Lee, President Date: 2026-11-26 Signature: ___',
        );
        expect(flat).not.toContain('Signature: Not provided');
      });
    });

    describe('Canada-bound', () => {
      const pdf = pdfOf(completeBatch('CA')).content;
      const layout = text(pdf);
      const flat = squash(rawText(pdf));

      it('fills CI1 fields 1, 4, 5, 9, 11, 16 and 20 as sent: none reads Not provided', () => {
        const filled: Array<[string, string]> = [
          ['1. Vendor (name and address)', 'Maple Outfitters Inc. 1000 Rue Sherbrooke O Quai 3 Montréal, QC H3A 3G4 CA Tax ID: CA BN 123456789RM0001'],
          [
            '4. Consignee (name and address)',
            'Order ORD-1001, consignee: Luc Tremblay, 55 King St W, Toronto, ON M5K 1A1, CA; phone +1 416 555 0100 ' +
              'Order ORD-1002, consignee: Chloé Gagnon, Café Gagnon, 12 Rue Dalhousie, Québec, QC G1K 3V8, CA; tax ID CA BN 987654321RM0001',
          ],
          ["5. Purchaser's name and address (if other than consignee)", 'Order ORD-1001: Same as consignee Order ORD-1002: Acme Holdings LLC, 1 Corporate Plaza, Newark, NJ 07102, US'],
          ['8. Transportation: give mode and place of direct shipment to Canada', 'Mode: Not provided Place: Montréal, QC, CA'],
          [
            '9. Conditions of sale and terms of payment',
            'Terms of sale: Order ORD-1001: DAP (Delivered at Place, Incoterms 2020) Toronto, CA Order ORD-1002: DAP (Delivered at Place, Incoterms 2020) Québec, CA ' +
              'Date of sale: Order ORD-1001: 2026-11-20 Order ORD-1002: 2026-11-21 Reason for export: Sale Terms of payment: Not provided',
          ],
          ['11. Number of packages', '3'],
        ];
        for (const [label, value] of filled) expect(flat).toContain(`${label} ${value}`);
        expect(flat).toContain('Signatory: Marie Roy, Export Manager');
        expect(layout).toMatch(/16\. Total weight: gross\s+2\.550 kg/);
        expect(layout).toMatch(/17\. Invoice total\s+USD 1,003\.72/);
        for (const missing of SENT) expect(flat).not.toContain(missing);
      });

      it('carries the CERS proof of report in its own box on page 1', () => {
        expect(page1(pdf)).toContain(`Export declaration (CERS) ${CERS_LEGEND} Basis: goods over CAD 2,000`);
      });

      it('lists the charges of its DAP orders in field 23, included in field 17', () => {
        expect(flat).toContain('23. If included in field 17 indicate amount (i) Transportation charges, expenses and insurance from the place of direct shipment to Canada: USD 39.50');
        expect(flat).toContain('(iii) Export packing: USD 3.00 Other charges included in field 17: USD 1.25');
        expect(layout).toMatch(/Charges included in field 17 \(field 23\)\s+USD 43\.75/);
      });
    });

    it('says on page 1 of an older batch that the export filing was not assessed', () => {
      expect(page1(pdfOf(small('US')).content)).toContain('Export declaration (CERS) Not assessed (batch planned before export filing was checked)');
    });
  });

  describe('a 500-line batch', () => {
    const input = large('US', 500);
    const pdf = pdfOf(input).content;
    const pages = text(pdf).split('\f').filter((p) => p.trim());
    const expectedCents = input.snapshot.orders.flatMap((o) => o.items).reduce((sum, i) => sum + Math.round(i.quantity * i.unitValueUsd * 100), 0);
    const usd = (cents: number) => `${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

    it('runs over several pages, each numbered "Page N of M"', () => {
      const count = pageCount(pdf);
      expect(count).toBeGreaterThan(1);
      expect(pages).toHaveLength(count);
      pages.forEach((p, i) => expect(p).toContain(`Page ${i + 1} of ${count}`));
    });

    it('repeats the column headers and carries the running total from page to page', () => {
      const LINE = /^\s*\d+\s+\S.*?\s{2,}\d{4}\.\d{2}\s+[A-Z]{2}\s+[\d.]+\s+[\d.]+\s+([\d,]+\.\d{2})\s+[\d.]+\s*$/gm;
      let running = 0;
      let lines = 0;
      pages.forEach((page, i) => {
        const amounts = [...page.matchAll(LINE)].map((m) => Math.round(Number(m[1].replace(/,/g, '')) * 100));
        if (amounts.length > 0) expect(page).toMatch(/Unit price\s+Amount \(USD\)/);
        // The boxes before the table may fill page 1: the table then starts on page 2, with nothing to bring forward.
        if (lines > 0 && amounts.length > 0) expect(page).toMatch(new RegExp(`Subtotal brought forward from page ${i}\\s+${usd(running).replace('.', '\\.')}(?![\\d,.])`));
        running += amounts.reduce((a, b) => a + b, 0);
        lines += amounts.length;
        const carried = new RegExp(`Subtotal carried forward to page ${i + 2}\\s+([\\d,]+\\.\\d{2})(?![\\d,.])`).exec(page);
        if (carried) expect(carried[1]).toBe(usd(running));
        else if (lines > 0) expect(pages.slice(i + 1).some((p) => [...p.matchAll(LINE)].length > 0)).toBe(false); // no carry only once the lines are done
      });
      expect(lines).toBe(500);
      expect(running).toBe(expectedCents);
    });

    it('ends with the right totals', () => {
      const all = pages.join('\n');
      expect(all).toMatch(/Orders\s+100\n/);
      expect(all).toMatch(/Line items\s+500\n/);
      expect(all).toMatch(new RegExp(`Invoice total\\s+USD ${usd(expectedCents).replace('.', '\\.')}`));
    });
  });
});
