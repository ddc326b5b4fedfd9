import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { defaultPayloadConverter } from '@temporalio/common';
import { ensureTemporalCli } from '../../runtime/temporal-cli';
import type { Service } from '../../runtime/service';
import { workflowIdFor } from '../../workflows/definitions';
import { ExportStateSinceKey } from '../../workflows/search-attributes';
import { startSmtpSink, type SmtpSink } from '../../runtime/smtp-sink';
import { recordHistories } from '../helpers/histories';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

let service: Service;
let sink: SmtpSink;
let api: Http;
let a: Tenant;
let b: Tenant;
let products: Record<string, string>;
let orders: Record<string, string>;
let orderB: string;

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const REJECTED = 'rejects@broker.example';
/** Batches whose histories `RECORD_HISTORIES=1 npx jest test/api/exports.test.ts` writes to test/histories. */
const recorded: Record<string, string> = {};

beforeAll(async () => {
  sink = await startSmtpSink({
    rejectRecipient: (address) => (address === REJECTED ? { code: 550, message: '5.1.1 Mailbox unavailable' } : undefined),
  });
  service = await startTestService({ SMTP_URL: sink.url });
  api = http(service.url);
  [a, b] = await Promise.all([createTenant(api, 'Maple Outfitters'), createTenant(api, 'Other')]);
  const synced = await api.post(
    '/products/sync',
    {
      accountId: a.accountId,
      items: [
        readyProduct('tee'),
        readyProduct('mug', { name: 'Ceramic mug', description: 'Stoneware coffee mug, 350 ml', materials: ['ceramic'], hsCode: '6912.00', weightKg: 0.4, declaredValueUsd: 9 }),
        readyProduct('nohs', { name: 'Wool scarf', description: 'Knitted scarf, merino wool', materials: ['wool'], hsCode: null }),
      ],
    },
    { key: a.apiKey },
  );
  products = Object.fromEntries(synced.body.data.map((p: { externalId: string; id: string }) => [p.externalId, p.id]));
  const o = await api.post(
    '/api/orders/sync',
    {
      accountId: a.accountId,
      items: [
        { externalId: 'us-1', destinationCountry: 'US', destinationRegion: 'NY', destinationPostalCode: '10001', items: [{ productId: products.tee, quantity: 2, unitValueUsd: 12.5 }] },
        { externalId: 'us-2', destinationCountry: 'US', destinationRegion: 'CA', destinationPostalCode: '94105', items: [{ productId: products.mug, quantity: 4, unitValueUsd: 9 }, { productId: products.tee, quantity: 1, unitValueUsd: 12.5 }] },
        { externalId: 'us-3', destinationCountry: 'US', destinationPostalCode: '60601', items: [{ productId: products.nohs, quantity: 1, unitValueUsd: 12.5 }] },
        { externalId: 'de-1', destinationCountry: 'DE', destinationPostalCode: '10115', items: [{ productId: products.tee, quantity: 1, unitValueUsd: 12.5 }] },
      ],
    },
    { key: a.apiKey },
  );
  orders = Object.fromEntries(o.body.data.map((x: { externalId: string; id: string }) => [x.externalId, x.id]));
  const pb = await api.post('/products/sync', { accountId: b.accountId, items: [readyProduct('tee')] }, { key: b.apiKey });
  const ob = await api.post('/api/orders/sync', { accountId: b.accountId, items: [{ externalId: 'b-1', destinationCountry: 'US', items: [{ productId: pb.body.data[0].id, quantity: 1, unitValueUsd: 1 }] }] }, { key: b.apiKey });
  orderB = ob.body.data[0].id;
});
afterAll(async () => {
  try {
    recordHistories(service.temporalAddress, recorded);
  } finally {
    await service?.stop();
    await sink?.stop();
  }
});

const planBody = (overrides: Record<string, unknown> = {}) => ({
  accountId: a.accountId,
  warehouseId: a.warehouseId,
  brokerId: a.brokerId,
  orderIds: [orders['us-1'], orders['us-2']],
  ...overrides,
});

const expectValidationMessage = (m: Record<string, unknown>) =>
  expect(m).toEqual({
    code: expect.any(String),
    message: expect.any(String),
    severity: expect.stringMatching(/^(error|warning|info)$/),
    field: expect.any(String),
    product_id: m.product_id === null ? null : expect.any(String),
    order_id: m.order_id === null ? null : expect.any(String),
  });

describe('plan → execute → inspect', () => {
  let batchId: string;
  let planHash: string;

  it('plans: every field of the export batch', async () => {
    const res = await api.post('/api/exports/plan', planBody({ orderIds: [orders['us-1'], orders['us-2'], orders['de-1']] }), { key: a.apiKey, idempotencyKey: 'plan-1' });
    expect(res.status).toBe(200);
    const p = res.body;
    batchId = p.exportId;
    planHash = p.planHash;
    recorded['plan-execute-completed'] = batchId;
    expect(p).toEqual({
      exportId: expect.stringMatching(/^exp_/),
      batch_id: p.exportId,
      state: 'BATCHED',
      status: 'BATCHED',
      planHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      readinessState: 'READY',
      complianceScore: 100,
      validationMessages: expect.any(Array),
      included_order_ids: [orders['us-1'], orders['us-2']].sort(),
      excluded_order_ids: [orders['de-1']],
      flags: expect.arrayContaining(['orders_excluded']),
      missing_data: [],
      recommended_strategy: expect.any(String),
      estimated_import_savings_usd: 0,
      next_recommended_action: expect.any(String),
      // From the Toronto warehouse to the US: no CERS declaration for goods that need no permit.
      exportFiling: { required: false, regime: 'CA_CERS', basis: expect.stringContaining('D20-1-1'), legend: null, reference: null },
      validation: { readiness_state: 'READY', compliance_score: 100, validation_messages: p.validationMessages },
    });
    for (const m of p.validationMessages) expectValidationMessage(m);
    expect(p.validationMessages.every((m: { severity: string }) => m.severity === 'info')).toBe(true);
    expect(p.validationMessages.some((m: { order_id: string }) => m.order_id === orders['de-1'])).toBe(true);
    expect(p.recommended_strategy.length).toBeGreaterThan(10);
  });

  it('inspects before execute: no package, no submission, no executed event', async () => {
    const res = await api.get(`/api/exports/${batchId}`, { key: a.apiKey });
    expect(res.status).toBe(200);
    const v = res.body;
    expect(v).toMatchObject({
      exportId: batchId,
      status: 'BATCHED',
      state: 'BATCHED',
      readinessState: 'READY',
      complianceScore: 100,
      planHash,
      artifacts: [],
      customsPackage: null,
      brokerSubmission: null,
      notifications: [],
      batch: { id: batchId, state: 'BATCHED', raw_state: 'batched', executed_at: null },
      export: { batch_id: batchId, lifecycle_state: 'BATCHED', execution: { customs_package_id: null, executed_at: null }, inspection: { artifact_count: 0, notification_count: 0 } },
    });
    expect(v.events.filter((e: { type: string }) => e.type === 'export.executed')).toHaveLength(0);
  });

  it('executes: package, artifacts, notification, broker e-mail, COMPLETED', async () => {
    const before = sink.messages().length;
    const res = await api.post('/api/exports/execute', { accountId: a.accountId, batchId }, { key: a.apiKey, idempotencyKey: 'exec-1' });
    expect(res.status).toBe(200);
    const e = res.body;
    expect(e).toEqual({
      exportId: batchId,
      batch_id: batchId,
      state: 'COMPLETED',
      status: 'COMPLETED',
      customs_package_id: expect.stringMatching(/^cpk_/),
      planHash,
      artifacts: [
        { artifact_type: 'cci_human_readable', filename: expect.any(String), generated_at: expect.stringMatching(ISO) },
        { artifact_type: 'cci_csv', filename: expect.any(String), generated_at: expect.stringMatching(ISO) },
        { artifact_type: 'manifest', filename: expect.any(String), generated_at: expect.stringMatching(ISO) },
        { artifact_type: 'commercial_invoice_pdf', filename: `${batchId}-commercial-invoice.pdf`, generated_at: expect.stringMatching(ISO) },
      ],
      notification_ids: [expect.stringMatching(/^ntf_/)],
      notifications: e.notification_ids,
      execution_timestamp: expect.stringMatching(ISO),
      brokerSubmission: {
        id: expect.stringMatching(/^sub_/),
        submission_type: 'EMAIL',
        status: 'sent',
        recipient_email: `broker+${a.accountId}@example.com`,
        subject: expect.stringContaining(batchId),
        sent_at: expect.stringMatching(ISO),
        error_message: null,
        attempts: 1,
        last_error: null,
        next_attempt_at: null,
      },
    });
    const mails = sink.messages().slice(before).filter((m) => m.subject.includes(batchId));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toEqual([`broker+${a.accountId}@example.com`]);
    expect(mails[0].messageId).toContain(batchId);
    // In the listed order, each the stored file byte for byte (this worker attaches what it just rendered).
    expect(mails[0].attachments.map((x) => x.filename)).toEqual(e.artifacts.map((x: { filename: string }) => x.filename));
    for (const x of mails[0].attachments) {
      const stored = await service.db.query('SELECT content FROM export_artifacts WHERE batch_id = $1 AND filename = $2', [batchId, x.filename]);
      expect(Buffer.compare(x.content, stored.rows[0].content)).toBe(0);
    }
    // The PDF invoice travels as a PDF, and is the file the manifest lists with its SHA-256.
    const pdf = mails[0].attachments.find((x) => x.filename === `${batchId}-commercial-invoice.pdf`);
    expect(pdf).toMatchObject({ contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const manifest = JSON.parse(mails[0].attachments.find((x) => x.filename.endsWith('-manifest.json'))!.content.toString('utf8'));
    expect(manifest.artifacts).toContainEqual({
      artifactType: 'commercial_invoice_pdf',
      filename: pdf!.filename,
      contentType: 'application/pdf',
      bytes: pdf!.content.length,
      sha256: createHash('sha256').update(pdf!.content).digest('hex'),
    });
  });

  it('inspects after execute: every field the spec lists', async () => {
    const res = await api.get(`/api/exports/${batchId}`, { key: a.apiKey });
    const v = res.body;
    const exec = (await api.post('/api/exports/execute', { accountId: a.accountId, batchId }, { key: a.apiKey, idempotencyKey: 'exec-1' })).body;
    expect(v).toEqual({
      exportId: batchId,
      status: 'COMPLETED',
      state: 'COMPLETED',
      readinessState: 'READY',
      complianceScore: 100,
      validationMessages: expect.any(Array),
      planHash,
      exportFiling: { required: false, regime: 'CA_CERS', basis: expect.any(String), legend: null, reference: null },
      artifacts: exec.artifacts,
      export: {
        batch_id: batchId,
        status: 'COMPLETED',
        planHash,
        lifecycle_state: 'COMPLETED',
        plan: { readinessState: 'READY', included_order_ids: [orders['us-1'], orders['us-2']].sort() },
        execution: { customs_package_id: exec.customs_package_id, executed_at: exec.execution_timestamp },
        inspection: { artifact_count: 4, notification_count: 1 },
      },
      batch: {
        id: batchId,
        state: 'COMPLETED',
        raw_state: 'completed',
        warehouse_id: a.warehouseId,
        broker_id: a.brokerId,
        destination_country: 'US',
        estimated_savings_usd: 0,
        next_recommended_action: 'await_broker_clearance',
        created_at: expect.stringMatching(ISO),
        executed_at: exec.execution_timestamp,
      },
      customsPackage: { id: exec.customs_package_id, packageNumber: expect.stringMatching(/^CP-\d{8}-/), state: 'sent_to_broker' },
      notifications: [{ id: exec.notification_ids[0], channel: 'EMAIL', status: 'sent', created_at: expect.stringMatching(ISO) }],
      brokerSubmission: exec.brokerSubmission,
      snapshot: { included_order_ids: [orders['us-1'], orders['us-2']].sort(), planHash },
      events: [
        { id: expect.any(String), type: 'export.planned', created_at: expect.stringMatching(ISO), payload: expect.objectContaining({ batchId, planRevision: 1, planHash }) },
        { id: expect.any(String), type: 'export.executed', created_at: expect.stringMatching(ISO), payload: expect.objectContaining({ batchId }) },
        {
          id: expect.any(String),
          type: 'broker_submission.sent',
          created_at: expect.stringMatching(ISO),
          payload: { batchId, submissionId: exec.brokerSubmission.id, recipientEmail: expect.any(String), attempts: 1, error: null },
        },
      ],
    });
  });

  it('serves the artifacts with real content to the owner only', async () => {
    const v = (await api.get(`/api/exports/${batchId}`, { key: a.apiKey })).body;
    const csv = v.artifacts.find((x: { artifact_type: string }) => x.artifact_type === 'cci_csv');
    const res = await fetch(`${service.url}/api/exports/${batchId}/artifacts/${csv.filename}`, { headers: { authorization: `Bearer ${a.apiKey}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await res.text();
    expect(text).toContain('6109.10');
    expect(text.trim().split('\n').length).toBeGreaterThanOrEqual(4); // header + 3 lines
    const cci = v.artifacts.find((x: { artifact_type: string }) => x.artifact_type === 'cci_human_readable');
    const cciText = await (await fetch(`${service.url}/api/exports/${batchId}/artifacts/${cci.filename}`, { headers: { authorization: `Bearer ${a.apiKey}` } })).text();
    expect(cciText).toContain('Maple Outfitters');
    // The PDF invoice downloads as bytes (not text), the same file the broker was e-mailed: a US-bound
    // batch, so the 19 CFR 141.86(a) layout.
    const pdf = v.artifacts.find((x: { artifact_type: string }) => x.artifact_type === 'commercial_invoice_pdf');
    const pdfRes = await fetch(`${service.url}/api/exports/${batchId}/artifacts/${pdf.filename}`, { headers: { authorization: `Bearer ${a.apiKey}` } });
    expect(pdfRes.status).toBe(200);
    expect(pdfRes.headers.get('content-type')).toBe('application/pdf');
    expect(pdfRes.headers.get('content-disposition')).toBe(`attachment; filename="${batchId}-commercial-invoice.pdf"`);
    const pdfBytes = Buffer.from(await pdfRes.arrayBuffer());
    const mailed = sink.messages().find((m) => m.subject.includes(batchId))!.attachments.find((x) => x.filename === pdf.filename)!;
    expect(pdfBytes.equals(mailed.content)).toBe(true);
    const pdfText = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], { input: pdfBytes, encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(pdfText).toMatch(/^Commercial Invoice /);
    expect(pdfText).toContain('Port of entry (19 CFR 141.86(a)(1)) To be determined by the broker');
    expect(pdfText).toContain('Maple Outfitters 100 Queen St W Toronto, ON M5H 2N2 CA');
    expect(pdfText).toContain('Order us-2: region CA, postal code 94105, country US');
    expect(pdfText).toContain('Stoneware coffee mug, 350 ml');
    expect(pdfText).toContain('USD 73.50');
    expect((await api.get(`/api/exports/${batchId}/artifacts/${pdf.filename}`, { key: b.apiKey })).status).toBe(404);
    expect((await api.get(`/api/exports/${batchId}/artifacts/${csv.filename}`, { key: b.apiKey })).status).toBe(404);
    expect((await api.get(`/api/exports/${batchId}/artifacts/nope.txt`, { key: a.apiKey })).status).toBe(404);
  });

  it('replays execute with the same key, and refuses a second execution and a re-plan', async () => {
    const replay = await api.post('/api/exports/execute', { accountId: a.accountId, batchId }, { key: a.apiKey, idempotencyKey: 'exec-1' });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    const again = await api.post('/api/exports/execute', { accountId: a.accountId, batchId }, { key: a.apiKey, idempotencyKey: 'exec-2' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'INVALID_EXPORT_STATE', details: { currentState: 'COMPLETED' } });
    const replan = await api.post('/api/exports/plan', planBody({ batchId }), { key: a.apiKey });
    expect(replan.status).toBe(409);
    expect(replan.body).toMatchObject({ errorCode: 'INVALID_EXPORT_STATE', details: { currentState: 'COMPLETED' } });
    expect(sink.messages().filter((m) => m.subject.includes(batchId))).toHaveLength(1);
  });
});

describe('support tooling', () => {
  it('finds the account\'s batches with `temporal workflow list --query`, with their search attributes', async () => {
    const query = `ExportAccountId='${a.accountId}' AND ExportState='COMPLETED'`;
    let listed: Array<{ execution: { workflowId: string } }> = [];
    for (let i = 0; i < 50; i++) {
      const out = execFileSync(ensureTemporalCli(), ['workflow', 'list', '--address', service.temporalAddress, '--query', query, '--output', 'json'], { encoding: 'utf8' });
      listed = out.trim() ? JSON.parse(out) : [];
      if (listed.some((w) => w.execution.workflowId === workflowIdFor(recorded['plan-execute-completed']))) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const ids = listed.map((w) => w.execution.workflowId);
    expect(ids).toContain(workflowIdFor(recorded['plan-execute-completed']));
    const other = execFileSync(ensureTemporalCli(), ['workflow', 'list', '--address', service.temporalAddress, '--query', `ExportAccountId='${b.accountId}'`, '--output', 'json'], { encoding: 'utf8' });
    expect(other).not.toContain(recorded['plan-execute-completed']);
    const described = await service.client.workflow.getHandle(workflowIdFor(recorded['plan-execute-completed'])).describe();
    expect(described.typedSearchAttributes.getAll().map((p) => [p.key.name, p.value])).toEqual(
      expect.arrayContaining([
        ['ExportAccountId', a.accountId],
        ['ExportState', 'COMPLETED'],
        ['ExportReadinessState', 'READY'],
        ['ExportBrokerId', a.brokerId],
      ]),
    );
  });

  it('shows support a Markdown-safe summary, the first plan\'s details, the current state and what each update does', async () => {
    const batchId = recorded['plan-execute-completed'];
    const handle = service.client.workflow.getHandle(workflowIdFor(batchId));
    const described = await handle.describe();
    // IDs in code spans: the UI renders Markdown, and `_` outside one would be eaten as emphasis.
    expect(await described.staticSummary()).toBe(`Export batch \`${batchId}\` of \`${a.accountId}\` to US`);
    // When it entered its state: support lists batches stuck in one.
    const since = described.typedSearchAttributes.get(ExportStateSinceKey);
    expect(since).toBeInstanceOf(Date);
    expect(since!.getTime()).toBeLessThanOrEqual(Date.now());
    const details = await described.staticDetails();
    expect(details).toContain(`**Broker** \`${a.brokerId}\``);
    expect(details).toMatch(/\*\*Orders \(first plan\)\*\* \d+/);
    expect(details).toMatch(/- `ord_[^`]+`/);
    const metadata = (await handle.query('__temporal_workflow_metadata')) as {
      currentDetails: string;
      definition: { updateDefinitions: Array<{ name: string; description?: string }>; queryDefinitions: Array<{ name: string; description?: string }> };
    };
    expect(metadata.currentDetails).toMatch(/^COMPLETED\. Broker e-mail (sent|pending)/);
    const updates = Object.fromEntries(metadata.definition.updateDefinitions.map((u) => [u.name, u.description]));
    expect(updates).toEqual({
      plan: expect.stringContaining('POST /api/exports/plan'),
      execute: expect.stringContaining('POST /api/exports/execute'),
      retryBrokerSubmission: expect.stringContaining('broker-submission/retry'),
    });
    expect(metadata.definition.queryDefinitions.find((q) => q.name === 'status')?.description).toMatch(/live state/);
    // Each step's row in the history names what it did for this batch.
    const history = await handle.fetchHistory();
    const summaries = (history.events ?? [])
      .map((e) => e.userMetadata?.summary)
      .filter((p): p is NonNullable<typeof p> => p != null)
      .map((p) => defaultPayloadConverter.fromPayload<string>(p));
    for (const step of [`Plan revision 1 of \`${batchId}\``, `Customs package, artifacts (CI1, CSV, manifest, PDF invoice) and COMPLETED with export.executed for \`${batchId}\``, `E-mail the customs package of \`${batchId}\``]) {
      expect(summaries).toContainEqual(expect.stringContaining(step));
    }
  });
});

describe('planHash and dryRun', () => {
  it('is the same whatever the order of orderIds, and dryRun stores nothing', async () => {
    const { rows: before } = await service.db.query('SELECT count(*)::int AS n FROM export_batches');
    const one = await api.post('/api/exports/plan', planBody({ dryRun: true }), { key: a.apiKey });
    const two = await api.post('/api/exports/plan', planBody({ dryRun: true, orderIds: [orders['us-2'], orders['us-1']] }), { key: a.apiKey });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ dryRun: true, exportId: null, batch_id: null, state: 'DRY_RUN', readinessState: 'READY' });
    expect(two.body.planHash).toBe(one.body.planHash);
    const { rows: after } = await service.db.query('SELECT count(*)::int AS n FROM export_batches');
    expect(after[0].n).toBe(before[0].n);
  });

  it('changes when anything planning reads changes; a re-plan keeps the batch', async () => {
    const first = await api.post('/api/exports/plan', planBody({ orderIds: [orders['us-3']] }), { key: a.apiKey });
    expect(first.body.readinessState).toBe('REVIEW_REQUIRED');
    expect(first.body.validationMessages.map((m: { code: string }) => m.code)).toContain('HS_CODE_MISSING');
    expect(first.body.missing_data).toContainEqual({ entity: 'product', id: products.nohs, field: 'hsCode' });
    await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('nohs', { name: 'Wool scarf', description: 'Knitted scarf, merino wool', materials: ['wool'], hsCode: '6117.10' })] }, { key: a.apiKey });
    const replanned = await api.post('/api/exports/plan', planBody({ orderIds: [orders['us-3']], batchId: first.body.exportId }), { key: a.apiKey });
    expect(replanned.status).toBe(200);
    expect(replanned.body.exportId).toBe(first.body.exportId);
    recorded['plan-replan-open'] = first.body.exportId;
    expect(replanned.body.readinessState).toBe('READY');
    expect(replanned.body.planHash).not.toBe(first.body.planHash);
    const inspected = await api.get(`/api/exports/${first.body.exportId}`, { key: a.apiKey });
    expect(inspected.body.planHash).toBe(replanned.body.planHash);
  });
});

describe('spec error rows', () => {
  it('plan', async () => {
    const bad = await api.post('/api/exports/plan', undefined, { key: a.apiKey, raw: '{"accountId"' });
    expect(bad).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
    const empty = await api.post('/api/exports/plan', planBody({ orderIds: [] }), { key: a.apiKey });
    expect(empty).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', field: 'orderIds' } });
    expect(empty.body.details.issues[0]).toMatchObject({ path: 'orderIds', code: expect.any(String), message: expect.any(String) });
    const missing = await api.post('/api/exports/plan', { accountId: a.accountId, brokerId: a.brokerId, orderIds: [orders['us-1']] }, { key: a.apiKey });
    expect(missing).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', field: 'warehouseId' } });
    const ref = await api.post('/api/exports/plan', planBody({ orderIds: [orders['us-1'], 'ord_missing', orderB] }), { key: a.apiKey });
    expect(ref.status).toBe(400);
    expect(ref.body).toMatchObject({ errorCode: 'INVALID_ORDER_REFERENCE', details: { requestedOrderIds: [orders['us-1'], 'ord_missing', orderB], foundOrderIds: [orders['us-1']] } });
    const wh = await api.post('/api/exports/plan', planBody({ warehouseId: b.warehouseId }), { key: a.apiKey });
    expect(wh).toMatchObject({ status: 400, body: { errorCode: 'INVALID_ACCOUNT_SCOPE' } });
    const br = await api.post('/api/exports/plan', planBody({ brokerId: b.brokerId }), { key: a.apiKey });
    expect(br).toMatchObject({ status: 400, body: { errorCode: 'INVALID_ACCOUNT_SCOPE' } });
    expect((await api.post('/api/exports/plan', planBody())).body.errorCode).toBe('INVALID_API_KEY');
    const scope = await api.post('/api/exports/plan', planBody(), { key: b.apiKey });
    expect(scope).toMatchObject({ status: 403, body: { errorCode: 'INVALID_ACCOUNT_SCOPE', details: { apiKeyAccountId: b.accountId, payloadAccountId: a.accountId } } });
    const planned = await api.post('/api/exports/plan', planBody(), { key: a.apiKey, idempotencyKey: 'plan-conflict' });
    // The logical payload decides: the default destination spelled out, or an ignored field, is the same request.
    const replay = await api.post('/api/exports/plan', planBody({ destinationCountry: 'US' }), { key: a.apiKey, idempotencyKey: 'plan-conflict' });
    const replay2 = await api.post('/api/exports/plan', planBody({ clientVersion: '1.2' }), { key: a.apiKey, idempotencyKey: 'plan-conflict' });
    for (const r of [replay, replay2]) {
      expect(r.status).toBe(200);
      expect(r.headers.get('idempotency-replayed')).toBe('true');
      expect(r.body.exportId).toBe(planned.body.exportId);
    }
    const conflict = await api.post('/api/exports/plan', planBody({ orderIds: [orders['us-1']] }), { key: a.apiKey, idempotencyKey: 'plan-conflict' });
    expect(conflict).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_CONFLICT', details: { reason: 'payload_mismatch', batchId: planned.body.exportId } } });
    const unknownBatch = await api.post('/api/exports/plan', planBody({ batchId: 'exp_unknown' }), { key: a.apiKey });
    expect(unknownBatch).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('execute', async () => {
    const planned = (await api.post('/api/exports/plan', planBody(), { key: a.apiKey })).body;
    expect((await api.post('/api/exports/execute', undefined, { key: a.apiKey, raw: 'nope' })).body.errorCode).toBe('INVALID_REQUEST');
    const short = await api.post('/api/exports/execute', { accountId: a.accountId, batchId: 'ab' }, { key: a.apiKey });
    expect(short).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', field: 'batchId' } });
    expect((await api.post('/api/exports/execute', { accountId: a.accountId, batchId: planned.exportId })).status).toBe(401);
    const scope = await api.post('/api/exports/execute', { accountId: a.accountId, batchId: planned.exportId }, { key: b.apiKey });
    expect(scope).toMatchObject({ status: 403, body: { errorCode: 'INVALID_ACCOUNT_SCOPE', details: { apiKeyAccountId: b.accountId, payloadAccountId: a.accountId } } });
    const otherAccount = await api.post('/api/exports/execute', { accountId: b.accountId, batchId: planned.exportId }, { key: b.apiKey });
    expect(otherAccount).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect((await api.post('/api/exports/execute', { accountId: a.accountId, batchId: 'exp_nothing' }, { key: a.apiKey })).status).toBe(404);
    const ok = await api.post('/api/exports/execute', { accountId: a.accountId, batchId: planned.exportId }, { key: a.apiKey, idempotencyKey: 'exec-conflict' });
    expect(ok.status).toBe(200);
    const conflict = await api.post('/api/exports/execute', { accountId: a.accountId, batchId: 'exp_other' }, { key: a.apiKey, idempotencyKey: 'exec-conflict' });
    expect(conflict).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_CONFLICT', details: { batchId: planned.exportId } } });
  });

  it('inspect', async () => {
    const planned = (await api.post('/api/exports/plan', planBody(), { key: a.apiKey })).body;
    expect((await api.get(`/api/exports/${planned.exportId}`)).body.errorCode).toBe('INVALID_API_KEY');
    expect((await api.get(`/api/exports/${planned.exportId}`, { key: b.apiKey })).body.errorCode).toBe('NOT_FOUND');
    expect((await api.get('/api/exports/exp_nothing', { key: a.apiKey })).status).toBe(404);
  });
});

describe('concurrency and broker failures', () => {
  it('runs one of five simultaneous executes with different keys; the others get 409', async () => {
    const planned = (await api.post('/api/exports/plan', planBody(), { key: a.apiKey })).body;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => api.post('/api/exports/execute', { accountId: a.accountId, batchId: planned.exportId }, { key: a.apiKey, idempotencyKey: `race-${i}` })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    recorded['concurrent-executes'] = planned.exportId;
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.body.errorCode).toBe('INVALID_EXPORT_STATE');
    expect(sink.messages().filter((m) => m.subject.includes(planned.exportId))).toHaveLength(1);
  });

  it('runs five simultaneous executes with one key once', async () => {
    const planned = (await api.post('/api/exports/plan', planBody(), { key: a.apiKey })).body;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => api.post('/api/exports/execute', { accountId: a.accountId, batchId: planned.exportId }, { key: a.apiKey, idempotencyKey: 'same-key-race' })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    for (const r of results) expect(r.body).toEqual(results[0].body);
    expect(sink.messages().filter((m) => m.subject.includes(planned.exportId))).toHaveLength(1);
    const { rows } = await service.db.query('SELECT count(*)::int AS n FROM customs_packages WHERE batch_id = $1', [planned.exportId]);
    expect(rows[0].n).toBe(1);
  });

  it('answers 200 with a failed submission when the broker address is refused for good', async () => {
    const broker = await api.post(`/admin/accounts/${a.accountId}/brokers`, { name: 'Refusing', email: REJECTED, brokerPath: 'byob_supported' }, { key: 'test-admin-token-0123456789' });
    const planned = (await api.post('/api/exports/plan', planBody({ brokerId: broker.body.id }), { key: a.apiKey })).body;
    const res = await api.post('/api/exports/execute', { accountId: a.accountId, batchId: planned.exportId }, { key: a.apiKey });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('COMPLETED');
    recorded['broker-refused'] = planned.exportId;
    expect(res.body.brokerSubmission).toMatchObject({ status: 'failed', recipient_email: REJECTED, sent_at: null, error_message: expect.stringContaining('550') });
    const v = (await api.get(`/api/exports/${planned.exportId}`, { key: a.apiKey })).body;
    expect(v.customsPackage.state).toBe('submission_failed');
    expect(v.notifications).toEqual([expect.objectContaining({ channel: 'EMAIL', status: 'failed' })]);
    expect(v.batch.next_recommended_action).toBe('contact_broker');
  });
});
