import { execFileSync } from 'node:child_process';
import type { Service } from '../../runtime/service';
import { startSmtpSink, type SmtpSink } from '../../runtime/smtp-sink';
import { ADMIN_TOKEN, createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

/**
 * Issue 31 over HTTP: the parties, terms and exporter a broker needs, sent through the contract, stored,
 * answered as sent, refused at their field when wrong, and carried onto the documents and the e-mail;
 * the export filing assessed by plan.
 */

let service: Service;
let sink: SmtpSink;
let api: Http;
let t: Tenant;
let usWarehouse: string;
let tee: string;
const admin = { key: ADMIN_TOKEN };

const EXPORTER = {
  legalName: 'Maple Outfitters Inc.',
  taxIds: [{ type: 'US_EIN', value: '12-3456789' }],
  contact: { name: 'Dana Reyes', phone: '+1 206 555 0100', email: 'exports@maple.example' },
  signatory: { name: 'Dana Reyes', title: 'Export Manager' },
};
const SHIP_TO = {
  name: 'Jonas Weber',
  company: 'Weber Handel GmbH',
  addressLines: ['Friedrichstraße 123', '3. OG'],
  city: 'Berlin',
  postalCode: '10117',
  country: 'DE',
  phone: '+49 30 1234567',
  taxId: { type: 'EORI', value: 'DE123456789012345' },
};

beforeAll(async () => {
  sink = await startSmtpSink();
  service = await startTestService({ SMTP_URL: sink.url });
  api = http(service.url);
  t = await createTenant(api, 'Maple Outfitters');
  const wh = await api.post(`/admin/accounts/${t.accountId}/warehouses`, { name: 'Seattle DC', country: 'US', addressLine1: '1201 3rd Ave', city: 'Seattle', region: 'WA', postalCode: '98101' }, admin);
  usWarehouse = wh.body.id;
  const p = await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('tee', { originCountry: 'US', exportControl: { eccn: 'EAR99', scheduleB: '6109.10.0012' } })] }, { key: t.apiKey });
  tee = p.body.data[0].id;
});
afterAll(async () => {
  await service?.stop();
  await sink?.stop();
});

const fullOrder = (externalId: string, extra: Record<string, unknown> = {}) => ({
  externalId,
  destinationCountry: 'DE',
  destinationPostalCode: '10117',
  items: [{ productId: tee, quantity: 2000, unitValueUsd: 20 }],
  shipTo: SHIP_TO,
  incoterm: 'DAP',
  orderedAt: '2026-11-20',
  charges: { freightUsd: 850, insuranceUsd: 120.5 },
  packages: { count: 40, grossWeightKg: 460.5 },
  reasonForExport: 'sale',
  ...extra,
});

const syncOrders = (items: unknown[], key = t.apiKey) => api.post('/api/orders/sync', { accountId: t.accountId, items }, { key });

describe('the account: exporter of record (admin API)', () => {
  it('is null until set, set and replaced with PATCH, cleared with null, read with GET', async () => {
    expect((await api.get(`/admin/accounts/${t.accountId}`, admin)).body.exporter).toBeNull();
    const set = await api.patch(`/admin/accounts/${t.accountId}`, { exporter: EXPORTER }, admin);
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ id: t.accountId, name: 'Maple Outfitters', exporter: EXPORTER, createdAt: expect.any(String) });
    expect((await api.get(`/admin/accounts/${t.accountId}`, admin)).body.exporter).toEqual(EXPORTER);
    const renamed = await api.patch(`/admin/accounts/${t.accountId}`, { name: 'Maple Outfitters Inc.' }, admin);
    expect(renamed.body).toMatchObject({ name: 'Maple Outfitters Inc.', exporter: EXPORTER });
    expect((await api.patch(`/admin/accounts/${t.accountId}`, { exporter: null }, admin)).body.exporter).toBeNull();
    expect((await api.patch(`/admin/accounts/${t.accountId}`, { exporter: EXPORTER }, admin)).body.exporter).toEqual(EXPORTER);
  });

  it('is created with the account', async () => {
    const ca = { ...EXPORTER, taxIds: [{ type: 'CA_BN', value: '123456789RM0001' }] };
    const res = await api.post('/admin/accounts', { name: 'Northern Goods', exporter: ca }, admin);
    expect(res.status).toBe(201);
    expect(res.body.exporter).toEqual(ca);
  });

  it.each([
    ['a CA business number without its RM account', { taxIds: [{ type: 'CA_BN', value: '123456789' }] }, 'exporter.taxIds.0.value'],
    ['an EIN of 8 digits', { taxIds: [{ type: 'US_EIN', value: '12-345678' }] }, 'exporter.taxIds.0.value'],
    ['an unknown tax ID type', { taxIds: [{ type: 'SSN', value: '1' }] }, 'exporter.taxIds.0.type'],
    ['no signatory', { signatory: undefined }, 'exporter.signatory'],
    ['an unknown field (admin bodies are closed)', { vatNumber: 'x' }, 'exporter.vatNumber'],
  ])('refuses %s: 400 VALIDATION_ERROR at its field, nothing changed', async (_what, change, field) => {
    const res = await api.patch(`/admin/accounts/${t.accountId}`, { exporter: { ...EXPORTER, ...change } }, admin);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    expect((await api.get(`/admin/accounts/${t.accountId}`, admin)).body.exporter).toEqual(EXPORTER);
  });

  it('answers 404 for an unknown account', async () => {
    expect((await api.patch('/admin/accounts/acct_nobody', { name: 'x' }, admin)).status).toBe(404);
    expect((await api.get('/admin/accounts/acct_nobody', admin)).status).toBe(404);
  });
});

describe('orders and products: parties, terms, export controls', () => {
  it('returns every new field as sent (trimmed), null when not sent, and cleared by a sync without them', async () => {
    const res = await syncOrders([fullOrder('de-full', { soldTo: { ...SHIP_TO, name: '  Weber Handel GmbH ', taxId: null, phone: '' } })]);
    expect(res.status).toBe(200);
    const o = res.body.data[0];
    expect(o).toMatchObject({
      shipTo: SHIP_TO,
      incoterm: 'DAP',
      orderedAt: '2026-11-20',
      charges: { freightUsd: 850, insuranceUsd: 120.5 },
      packages: { count: 40, grossWeightKg: 460.5 },
      reasonForExport: 'sale',
    });
    // null and "" mean "not sent": left out of the stored party.
    const { taxId: _t, phone: _p, ...soldTo } = SHIP_TO;
    expect(o.soldTo).toEqual({ ...soldTo, name: 'Weber Handel GmbH' });

    const plain = await syncOrders([{ externalId: 'de-full', destinationCountry: 'DE', items: [{ productId: tee, quantity: 1, unitValueUsd: 20 }] }]);
    expect(plain.body.data[0]).toMatchObject({ shipTo: null, soldTo: null, incoterm: null, orderedAt: null, charges: null, packages: null, reasonForExport: null });
  });

  it('returns a product\'s export controls as sent, null when not sent', async () => {
    const res = await api.post(
      '/products/sync',
      { accountId: t.accountId, items: [readyProduct('radio', { exportControl: { eccn: '5A992.c', licenseNumber: 'D1234567' } }), readyProduct('mug')] },
      { key: t.apiKey },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((p: { exportControl: unknown }) => p.exportControl)).toEqual([{ eccn: '5A992.c', licenseNumber: 'D1234567' }, null]);
  });

  it.each([
    ['an unknown incoterm', { incoterm: 'FOO' }, 'items.0.incoterm'],
    ['an incoterm of another edition', { incoterm: 'DDU' }, 'items.0.incoterm'],
    ['shipTo.country other than destinationCountry', { shipTo: { ...SHIP_TO, country: 'FR' } }, 'items.0.shipTo.country'],
    ['a negative charge', { charges: { freightUsd: -1 } }, 'items.0.charges.freightUsd'],
    ['a charge with three decimals', { charges: { otherUsd: 1.005 } }, 'items.0.charges.otherUsd'],
    ['a shipTo without a street', { shipTo: { ...SHIP_TO, addressLines: [] } }, 'items.0.shipTo.addressLines'],
    ['four address lines', { shipTo: { ...SHIP_TO, addressLines: ['a', 'b', 'c', 'd'] } }, 'items.0.shipTo.addressLines'],
    ['a shipTo without a name', { shipTo: { ...SHIP_TO, name: ' ' } }, 'items.0.shipTo.name'],
    ['a date of sale that is no date', { orderedAt: '2026-02-30' }, 'items.0.orderedAt'],
    ['a date of sale with a time', { orderedAt: '2026-11-20T10:00:00Z' }, 'items.0.orderedAt'],
    ['zero packages', { packages: { count: 0 } }, 'items.0.packages.count'],
    ['an unknown reason for export', { reasonForExport: 'resale' }, 'items.0.reasonForExport'],
    ['a malformed EORI', { shipTo: { ...SHIP_TO, taxId: { type: 'EORI', value: '123' } } }, 'items.0.shipTo.taxId.value'],
  ])('refuses %s: 400 VALIDATION_ERROR at its field, nothing written', async (_what, change, field) => {
    const res = await syncOrders([fullOrder('de-bad', change)]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    const { rows } = await service.db.query('SELECT 1 FROM orders WHERE account_id = $1 AND external_id = $2', [t.accountId, 'de-bad']);
    expect(rows).toHaveLength(0);
  });

  it('refuses a malformed ECCN or Schedule B number at its field', async () => {
    for (const [exportControl, field] of [[{ eccn: 'XYZ' }, 'items.0.exportControl.eccn'], [{ scheduleB: '6109.10' }, 'items.0.exportControl.scheduleB']] as const) {
      const res = await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('bad', { exportControl })] }, { key: t.apiKey });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field });
    }
  });
});

describe('plan: the export filing', () => {
  const plan = (orderIds: string[], extra: Record<string, unknown> = {}) =>
    api.post('/api/exports/plan', { accountId: t.accountId, warehouseId: usWarehouse, brokerId: t.brokerId, orderIds, destinationCountry: 'DE', ...extra }, { key: t.apiKey });

  it.each([
    ['no X', 'A20261126123456'],
    ['13 digits', 'X2026112612345'],
    ['no such date', 'X20261332123456'],
    ['lower case', 'x20261126123456'],
  ])('refuses a malformed ITN (%s): 400 VALIDATION_ERROR at exportFilingReference', async (_what, ref) => {
    const o = await syncOrders([fullOrder('de-itn')]);
    const res = await plan([o.body.data[0].id], { exportFilingReference: ref });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'exportFilingReference' });
  });

  it('US → DE, USD 40,000 under one Schedule B number: EEI required and REVIEW_REQUIRED; with the ITN the batch executes and every document carries it', async () => {
    await api.patch(`/admin/accounts/${t.accountId}`, { exporter: EXPORTER }, admin);
    const o = await syncOrders([fullOrder('de-40k')]);
    const orderId = o.body.data[0].id;
    const first = await plan([orderId], { dryRun: true });
    expect(first.status).toBe(200);
    expect(first.body.readinessState).toBe('REVIEW_REQUIRED');
    expect(first.body.flags).toContain('export_filing_required');
    expect(first.body.exportFiling).toMatchObject({ required: true, regime: 'US_EEI', legend: null, reference: null });
    expect(first.body.missing_data).toContainEqual({ entity: 'plan', id: 'US_EEI', field: 'exportFilingReference' });
    expect(first.body.validationMessages.map((m: { code: string }) => m.code)).toContain('EXPORT_FILING_REQUIRED');

    const planned = await plan([orderId], { exportFilingReference: 'X20261126123456' });
    expect(planned.status).toBe(200);
    expect(planned.body.flags).not.toContain('export_filing_required');
    expect(planned.body.exportFiling).toMatchObject({ required: true, regime: 'US_EEI', legend: 'AES X20261126123456', reference: 'X20261126123456' });
    const batchId = planned.body.exportId;
    const exec = await api.post('/api/exports/execute', { accountId: t.accountId, batchId }, { key: t.apiKey, idempotencyKey: `exec-${batchId}` });
    expect(exec.status).toBe(200);
    expect((await api.get(`/api/exports/${batchId}`, { key: t.apiKey })).body.exportFiling).toEqual(planned.body.exportFiling);

    const mail = await sink.waitFor((m) => m.subject.includes(batchId));
    expect(mail.text).toContain('Export filing:       AES X20261126123456');
    const pdf = mail.attachments.find((x) => x.filename.endsWith('-commercial-invoice.pdf'))!;
    const page1 = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-raw', '-enc', 'UTF-8', '-', '-'], { input: pdf.content, encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const text of ['AES X20261126123456', 'Jonas Weber', 'Friedrichstraße 123', '12-3456789', 'DAP', '2026-11-20', 'Dana Reyes']) expect(page1).toContain(text);
    const cci = mail.attachments.find((x) => x.filename.endsWith('-cci.txt'))!.content.toString('utf8');
    expect(cci).toContain('AES X20261126123456');
    const manifest = JSON.parse(mail.attachments.find((x) => x.filename.endsWith('-manifest.json'))!.content.toString('utf8'));
    expect(manifest.exportFiling.legend).toBe('AES X20261126123456');
    expect(manifest.exporter).toEqual(EXPORTER);
  });

  it('plans and executes an order and account without any of the new fields as before', async () => {
    await api.patch(`/admin/accounts/${t.accountId}`, { exporter: null }, admin);
    const o = await syncOrders([{ externalId: 'de-plain', destinationCountry: 'DE', destinationPostalCode: '10117', items: [{ productId: tee, quantity: 1, unitValueUsd: 20 }] }]);
    const planned = await plan([o.body.data[0].id]);
    expect(planned.status).toBe(200);
    expect(planned.body.readinessState).toBe('READY');
    expect(planned.body.exportFiling).toMatchObject({ required: false, regime: 'US_EEI', legend: 'NOEEI 30.37(a)' });
    const exec = await api.post('/api/exports/execute', { accountId: t.accountId, batchId: planned.body.exportId }, { key: t.apiKey, idempotencyKey: `exec-${planned.body.exportId}` });
    expect(exec.status).toBe(200);
    expect(exec.body.state).toBe('COMPLETED');
  });
});
