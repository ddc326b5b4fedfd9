import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { Service } from '../../runtime/service';
import { startSmtpSink, type SmtpSink } from '../../runtime/smtp-sink';
import { startChildWorker } from '../helpers/child-worker';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

/**
 * The worker dies while the broker submission is pending: after the customs package and the artifacts
 * exist, while it talks to the mail server. A new worker takes over: execute answers by its deadline,
 * and the batch ends with one package, one e-mail (one Message-ID) and one `export.executed` event. The first worker is a real process (`--role worker`, built entry
 * point) killed with SIGKILL; its SMTP server accepts connections and never answers, so the kill
 * lands exactly inside the broker e-mail activity.
 */
const taskQueue = `crash-${randomBytes(4).toString('hex')}`;

let api: Service;
let worker2: Service | undefined;
let sink: SmtpSink;
let http_: Http;
let tenant: Tenant;
let stuck: net.Server;
let stuckConnections = 0;
let child: ChildProcess;

beforeAll(async () => {
  sink = await startSmtpSink();
  stuck = net.createServer((socket) => {
    stuckConnections++;
    socket.on('error', () => undefined); // never greets: the sender waits
  });
  await new Promise<void>((r) => stuck.listen(0, '127.0.0.1', () => r()));
  api = await startTestService({ TEMPORAL_TASK_QUEUE: taskQueue }, 'api');
  http_ = http(api.url);
  tenant = await createTenant(http_, 'Crash Test Co');
  child = await startChildWorker('crash', { TEMPORAL_TASK_QUEUE: taskQueue, SMTP_URL: `smtp://127.0.0.1:${(stuck.address() as net.AddressInfo).port}` });
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await worker2?.stop();
  await api?.stop();
  await sink?.stop();
  await new Promise((r) => stuck.close(r));
});

test('a worker killed inside execute is replaced and the batch completes once', async () => {
  const product = (await http_.post('/products/sync', { accountId: tenant.accountId, items: [readyProduct('tee')] }, { key: tenant.apiKey })).body.data[0];
  const order = (
    await http_.post(
      '/api/orders/sync',
      { accountId: tenant.accountId, items: [{ externalId: 'o-1', destinationCountry: 'US', destinationPostalCode: '10001', items: [{ productId: product.id, quantity: 2, unitValueUsd: 12.5 }] }] },
      { key: tenant.apiKey },
    )
  ).body.data[0];
  const plan = await http_.post('/api/exports/plan', { accountId: tenant.accountId, warehouseId: tenant.warehouseId, brokerId: tenant.brokerId, orderIds: [order.id] }, { key: tenant.apiKey });
  expect(plan.status).toBe(200);
  const batchId = plan.body.exportId;

  const execute = http_.post('/api/exports/execute', { accountId: tenant.accountId, batchId }, { key: tenant.apiKey, idempotencyKey: 'crash-exec' });
  const deadline = Date.now() + 30_000;
  while (stuckConnections === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  expect(stuckConnections).toBeGreaterThan(0);

  // Inside the e-mail activity: the package and artifacts exist, nothing was sent.
  const { rows: pkgs } = await api.db.query('SELECT id FROM customs_packages WHERE batch_id = $1', [batchId]);
  expect(pkgs).toHaveLength(1);
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  expect(sink.messages().filter((m) => m.subject.includes(batchId))).toHaveLength(0);

  worker2 = await startTestService({ TEMPORAL_TASK_QUEUE: taskQueue, SMTP_URL: sink.url }, 'worker');
  // Execute answers by its deadline, the submission pending or already sent by the new worker.
  const res = await execute;
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ state: 'COMPLETED', customs_package_id: pkgs[0].id, brokerSubmission: { status: expect.stringMatching(/^(pending|sent)$/) } });
  const deadline2 = Date.now() + 60_000;
  let submission = res.body.brokerSubmission;
  while (submission.status !== 'sent' && Date.now() < deadline2) {
    await new Promise((r) => setTimeout(r, 500));
    submission = (await http_.get(`/api/exports/${batchId}`, { key: tenant.apiKey })).body.brokerSubmission;
  }
  expect(submission.status).toBe('sent');

  const { rows: after } = await api.db.query('SELECT count(*)::int AS n FROM customs_packages WHERE batch_id = $1', [batchId]);
  expect(after[0].n).toBe(1);
  const mailed = sink.messages().filter((m) => m.subject.includes(batchId));
  expect(mailed).toHaveLength(1);
  // The successor never rendered them: it read the stored artifacts, and attached them byte for byte.
  const inspectedArtifacts = (await http_.get(`/api/exports/${batchId}`, { key: tenant.apiKey })).body.artifacts as Array<{ filename: string }>;
  expect(mailed[0].attachments.map((x) => x.filename)).toEqual(inspectedArtifacts.map((x) => x.filename));
  for (const { filename } of inspectedArtifacts) {
    const stored = await api.db.query('SELECT content FROM export_artifacts WHERE batch_id = $1 AND filename = $2', [batchId, filename]);
    expect(Buffer.compare(mailed[0].attachments.find((x) => x.filename === filename)!.content, stored.rows[0].content)).toBe(0);
  }
  const inspected = (await http_.get(`/api/exports/${batchId}`, { key: tenant.apiKey })).body;
  expect(inspected.events.filter((e: { type: string }) => e.type === 'export.executed')).toHaveLength(1);
  expect(inspected.events.filter((e: { type: string }) => e.type === 'broker_submission.sent')).toHaveLength(1);
  expect(inspected.customsPackage).toMatchObject({ id: pkgs[0].id, state: 'sent_to_broker' });

  // The history shows the e-mail activity ran twice: once on the dead worker, once on its successor.
  const history = await api.client.workflow.getHandle(`export-batch-${batchId}`).fetchHistory();
  const started = (history.events ?? []).filter((e) => e.activityTaskStartedEventAttributes);
  expect(started.some((e) => (e.activityTaskStartedEventAttributes?.attempt ?? 1) >= 2)).toBe(true);
}, 120_000);
