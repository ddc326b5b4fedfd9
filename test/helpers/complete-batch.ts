import type { ArtifactInput } from '../../documents';
import type { ExportFiling, SnapshotOrder, SnapshotProduct } from '../../domain/export-types';
import type { Exporter, Party } from '../../domain/parties';

/**
 * A batch with every field of issue 31 sent (exporter, each order's parties, terms, charges and packages,
 * a product's export control, the plan's export filing), for the documents' tests: nothing on them may
 * then read "Not provided" but what no field carries (mode and date of shipment, marks, commissions, ...).
 *
 * - US: the US layout (19 CFR 141.86(a)), from the Buffalo warehouse, exporter with a US EIN, AES legend.
 * - CA: the CI1 layout, from the Montréal warehouse, exporter with a CA BN, CERS proof of report.
 *
 * Totals: lines 2 x 450.00 + 3 x 19.99 = 959.97; charges 33.75 + 10.00 = 43.75; invoice 1,003.72;
 * 3 packages, 2.550 kg gross, 1.000 kg net.
 */
export const AES_LEGEND = 'AES X20261126123456';
export const CERS_LEGEND = 'CERS proof of report AB1234202611260000123';

const products: SnapshotProduct[] = [
  {
    id: 'p_laser', externalId: 'laser', sku: 'LSR-9', name: 'Laser module', description: 'Diode laser module, 5 W', originCountry: 'US',
    declaredValueUsd: 450, materials: ['aluminium'], hsCode: '9013.20', weightKg: 0.2,
    exportControl: { eccn: '6A005', licenseNumber: 'D123456', scheduleB: '9013200000' },
  },
  {
    id: 'p_shirt', externalId: 'shirt', sku: 'TS-001', name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', originCountry: 'CA',
    declaredValueUsd: 19.99, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2,
  },
];

const exporters: Record<'US' | 'CA', Exporter> = {
  US: {
    legalName: 'Lakeside Goods LLC',
    taxIds: [{ type: 'US_EIN', value: '12-3456789' }],
    contact: { name: 'Sam Lee', phone: '+1 716 555 0100', email: 'ship@lakeside.example' },
    signatory: { name: 'Sam Lee', title: 'President' },
  },
  CA: {
    legalName: 'Maple Outfitters Inc.',
    taxIds: [{ type: 'CA_BN', value: '123456789RM0001' }],
    contact: { name: 'Marie Roy', phone: '+1 514 555 0199', email: 'export@maple.example' },
    signatory: { name: 'Marie Roy', title: 'Export Manager' },
  },
};

const consignees: Record<'US' | 'CA', [Party, Party]> = {
  US: [
    { name: 'Jane Doe', company: 'Acme Corp', addressLines: ['350 Fifth Ave', 'Suite 100'], city: 'New York', region: 'NY', postalCode: '10118', country: 'US', phone: '+1 212 555 0100', taxId: { type: 'US_EIN', value: '98-7654321' } },
    { name: 'Omar Haddad', addressLines: ['77 Water St'], city: 'Brooklyn', region: 'NY', postalCode: '11201' },
  ],
  CA: [
    { name: 'Luc Tremblay', addressLines: ['55 King St W'], city: 'Toronto', region: 'ON', postalCode: 'M5K 1A1', country: 'CA', phone: '+1 416 555 0100' },
    { name: 'Chloé Gagnon', company: 'Café Gagnon', addressLines: ['12 Rue Dalhousie'], city: 'Québec', region: 'QC', postalCode: 'G1K 3V8', taxId: { type: 'CA_BN', value: '987654321RM0001' } },
  ],
};

const buyer: Party = { name: 'Acme Holdings LLC', addressLines: ['1 Corporate Plaza'], city: 'Newark', region: 'NJ', postalCode: '07102', country: 'US' };

const filings: Record<'US' | 'CA', ExportFiling> = {
  US: { required: true, regime: 'US_EEI', basis: 'Schedule B 9013200000 over USD 2,500; licence D123456', legend: AES_LEGEND, reference: 'X20261126123456' },
  CA: { required: true, regime: 'CA_CERS', basis: 'goods over CAD 2,000', legend: CERS_LEGEND, reference: 'AB1234202611260000123' },
};

export function completeBatch(dest: 'US' | 'CA', over: { incoterm?: SnapshotOrder['incoterm'] } = {}): ArtifactInput {
  const us = dest === 'US';
  const [first, second] = consignees[dest];
  const where = us ? { destinationRegion: 'NY', destinationPostalCode: '10118' } : { destinationRegion: 'ON', destinationPostalCode: 'M5K 1A1' };
  const incoterm = over.incoterm ?? 'DAP';
  const orders: SnapshotOrder[] = [
    {
      id: 'ord_a', externalId: 'ORD-1001', destinationCountry: dest, ...where, totalValueUsd: 0,
      items: [{ productId: 'p_laser', quantity: 2, unitValueUsd: 450 }],
      shipTo: first, soldTo: null, incoterm, orderedAt: '2026-11-20', reasonForExport: 'sale',
      charges: { freightUsd: 25, insuranceUsd: 4.5, packingUsd: 3, otherUsd: 1.25 }, packages: { count: 2, grossWeightKg: 1.75 },
    },
    {
      id: 'ord_b', externalId: 'ORD-1002', destinationCountry: dest, ...where, totalValueUsd: 0,
      items: [{ productId: 'p_shirt', quantity: 3, unitValueUsd: 19.99 }],
      shipTo: second, soldTo: buyer, incoterm, orderedAt: '2026-11-21', reasonForExport: 'sale',
      charges: { freightUsd: 10 }, packages: { count: 1, grossWeightKg: 0.8 },
    },
  ];
  const warehouse = us
    ? { id: 'wh_buf', name: 'Buffalo DC', country: 'US', addressLine1: '100 Main St', addressLine2: 'Dock 4', city: 'Buffalo', region: 'NY', postalCode: '14201' }
    : { id: 'wh_mtl', name: 'Montréal DC', country: 'CA', addressLine1: '1000 Rue Sherbrooke O', addressLine2: 'Quai 3', city: 'Montréal', region: 'QC', postalCode: 'H3A 3G4' };
  return {
    batchId: 'exp_full',
    packageNumber: 'CP-20261126-FULL',
    generatedAt: '2026-11-26T10:00:00.000Z',
    includedOrderIds: ['ord_a', 'ord_b'],
    planHash: 'b'.repeat(64),
    exportFiling: filings[dest],
    snapshot: {
      accountId: 'acc_1',
      accountName: 'Account display name',
      warehouse,
      broker: { id: 'br_1', name: 'Hudson Customs Brokers', email: 'entries@hudson.example', brokerPath: 'partner_integrated' },
      destinationCountry: dest,
      orders,
      products,
      exporter: exporters[dest],
      exportFilingReference: filings[dest].reference,
    },
  };
}
