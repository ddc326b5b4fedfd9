import * as exportsDb from '../../db/exports';
import { generateArtifacts } from '../../documents';
import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Tenant } from '../helpers/stack';

/**
 * The execute steps' statements on their own, against the run's real database (DATABASE_URL's in CI's
 * first pass, the embedded PostgreSQL otherwise): each is one statement, so a retried step must find what the first attempt wrote and
 * change nothing else. The batch itself is planned through the API, as an integrator would.
 */
let service: Service;
let a: Tenant;
let b: Tenant;
let batchId: string;
let orderId: string;
/** The broker e-mail the steps below open and settle. */
const mail = () => ({ accountId: a.accountId, batchId, recipientEmail: 'broker@example.com', subject: 'Customs package', messageId: `<${batchId}.x@export-protocol>` });

beforeAll(async () => {
  service = await startTestService();
  const api = http(service.url);
  [a, b] = await Promise.all([createTenant(api, 'Steps A'), createTenant(api, 'Steps B')]);
  const key = { key: a.apiKey };
  const products = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('p1')] }, key);
  const orders = await api.post(
    '/api/orders/sync',
    { accountId: a.accountId, items: [{ externalId: 'o1', destinationCountry: 'US', destinationPostalCode: '10001', items: [{ productId: products.body.data[0].id, quantity: 2, unitValueUsd: 12.5 }] }] },
    key,
  );
  orderId = orders.body.data[0].id;
  const plan = await api.post('/api/exports/plan', { accountId: a.accountId, warehouseId: a.warehouseId, brokerId: a.brokerId, orderIds: [orderId] }, key);
  expect(plan.status).toBe(200);
  batchId = plan.body.exportId;
});

afterAll(async () => {
  await service?.stop();
});

test('the plan-reference check names what is missing, like the snapshot load', async () => {
  const req = { accountId: a.accountId, environment: 'live' as const, warehouseId: a.warehouseId, brokerId: a.brokerId, orderIds: [orderId], destinationCountry: 'US' };
  await expect(exportsDb.checkPlanReferences(service.db, req)).resolves.toBeUndefined();
  const cases: Array<[Partial<exportsDb.AccountPlanInput>, string]> = [
    [{ warehouseId: b.warehouseId }, 'warehouse'],
    [{ brokerId: b.brokerId }, 'broker'],
    [{ orderIds: [orderId, 'ord_missing'] }, 'orders'],
  ];
  for (const [bad, kind] of cases) {
    const check = exportsDb.checkPlanReferences(service.db, { ...req, ...bad }).catch((e) => e);
    const load = exportsDb.loadPlanningSnapshot(service.db, { ...req, ...bad }).catch((e) => e);
    const [c, l] = await Promise.all([check, load]);
    expect(c).toBeInstanceOf(exportsDb.SnapshotReferenceError);
    expect(c.kind).toBe(kind);
    expect(l.kind).toBe(kind);
    expect(c.details).toEqual(l.details);
  }
});

test('the customs package is created once and reused; another account finds no batch', async () => {
  const first = await exportsDb.createOrReuseCustomsPackage(service.db, a.accountId, batchId);
  const again = await exportsDb.createOrReuseCustomsPackage(service.db, a.accountId, batchId);
  expect(first).toMatchObject({ reused: false, state: 'created' });
  expect(again).toEqual({ ...first, reused: true });
  expect(await exportsDb.createOrReuseCustomsPackage(service.db, b.accountId, batchId)).toBeUndefined();
  expect(await exportsDb.createOrReuseCustomsPackage(service.db, a.accountId, 'exp_missing')).toBeUndefined();
});

test('artifacts saved twice are four, in the documented order, with the second content; the PDF comes back byte for byte; one pending submission', async () => {
  const batch = await exportsDb.getPackagedBatch(service.db, a.accountId, batchId);
  if (!batch?.packageNumber) throw new Error('no package');
  const render = (generatedAt: string) =>
    generateArtifacts({ batchId, packageNumber: batch.packageNumber as string, generatedAt, snapshot: batch.snapshot, includedOrderIds: batch.includedOrderIds, planHash: batch.planHash });
  expect(await exportsDb.getArtifactsGeneratedAt(service.db, a.accountId, batchId, batch.planHash)).toBeUndefined();
  await exportsDb.saveArtifacts(service.db, mail(), '2026-01-01T00:00:00.000Z', render('2026-01-01T00:00:00.000Z'));
  const second = render('2026-01-02T00:00:00.000Z');
  const listed = await exportsDb.saveArtifacts(service.db, mail(), '2026-01-02T00:00:00.000Z', second);
  expect(listed.map((x) => x.artifact_type)).toEqual(['cci_human_readable', 'cci_csv', 'manifest', 'commercial_invoice_pdf']);
  expect(listed.every((x) => x.generated_at === '2026-01-02T00:00:00.000Z')).toBe(true);
  const files = await exportsDb.getArtifactFiles(service.db, a.accountId, batchId);
  expect(files.map((f) => f.filename)).toEqual(second.map((x) => x.filename));
  expect(files.find((f) => f.filename.endsWith('manifest.json'))?.content.toString()).toContain('2026-01-02');
  // Binary content is stored as is (not as text), so the stored PDF is the rendered one.
  expect(files[3]).toMatchObject({ contentType: 'application/pdf' });
  expect(Buffer.compare(files[3].content, second[3].content)).toBe(0);
  const single = await exportsDb.getArtifactFile(service.db, { accountId: a.accountId, environment: 'live' }, batchId, second[3].filename);
  expect(single && Buffer.compare(single.content, second[3].content)).toBe(0);
  // The same statement opened the submission that carries them, once: pending, no attempt yet.
  const { rows } = await service.db.query(
    `SELECT (SELECT json_agg(json_build_object('status', status, 'attempts', attempts, 'recipient', recipient_email)) FROM broker_submissions WHERE batch_id = $1) AS submissions,
            (SELECT json_agg(status) FROM notifications WHERE batch_id = $1) AS notifications`,
    [batchId],
  );
  expect(rows[0]).toEqual({ submissions: [{ status: 'pending', attempts: 0, recipient: 'broker@example.com' }], notifications: ['pending'] });
});

test('a retried generation finds the time of the artifacts stored for the same plan, and only for it', async () => {
  const batch = await exportsDb.getPackagedBatch(service.db, a.accountId, batchId);
  if (!batch) throw new Error('no batch');
  expect(await exportsDb.getArtifactsGeneratedAt(service.db, a.accountId, batchId, batch.planHash)).toBe('2026-01-02T00:00:00.000Z');
  expect(await exportsDb.getArtifactsGeneratedAt(service.db, a.accountId, batchId, 'f'.repeat(64))).toBeUndefined();
  expect(await exportsDb.getArtifactsGeneratedAt(service.db, b.accountId, batchId, batch.planHash)).toBeUndefined();
});

test('a second submission record keeps the first, its notification and the package state', async () => {
  const base = mail();
  const { submission: sent, subscribed } = await exportsDb.recordSubmission(service.db, { ...base, status: 'sent', errorMessage: null });
  const { submission: failed } = await exportsDb.recordSubmission(service.db, { ...base, status: 'failed', errorMessage: 'too late' });
  expect(subscribed).toBe(false); // this account has no webhook endpoint: the step skips the fan-out
  expect(sent).toMatchObject({ status: 'sent', error_message: null, recipient_email: 'broker@example.com' });
  expect(sent.sent_at).toEqual(expect.any(String));
  expect(failed).toEqual(sent);
  const { rows } = await service.db.query(
    `SELECT (SELECT state FROM customs_packages WHERE batch_id = $1) AS package_state,
            (SELECT count(*)::int FROM notifications WHERE batch_id = $1) AS notifications,
            (SELECT status FROM notifications WHERE batch_id = $1 LIMIT 1) AS notification_status`,
    [batchId],
  );
  expect(rows[0]).toEqual({ package_state: 'sent_to_broker', notifications: 1, notification_status: 'sent' });
  expect((await exportsDb.getPackagedBatch(service.db, a.accountId, batchId))?.submission).toEqual(sent);
});

test('completing twice records export.executed once, with the package and planHash', async () => {
  expect(await exportsDb.completeBatchExecution(service.db, a.accountId, batchId)).toEqual({ outcome: 'completed', subscribed: false });
  expect(await exportsDb.completeBatchExecution(service.db, a.accountId, batchId)).toEqual({ outcome: 'already_completed', subscribed: false });
  expect(await exportsDb.completeBatchExecution(service.db, b.accountId, batchId)).toBeUndefined();
  const parts = await exportsDb.loadInspectParts(service.db, { accountId: a.accountId, environment: 'live' }, batchId);
  expect(parts?.batch.state).toBe('COMPLETED');
  const executed = parts?.events.filter((e) => e.type === 'export.executed') ?? [];
  expect(executed).toHaveLength(1);
  expect(executed[0].payload).toEqual({ batchId, customsPackageId: parts?.customsPackage?.id, packageNumber: parts?.customsPackage?.packageNumber, planHash: parts?.batch.planHash });
});
