import net from 'node:net';
import type { Service } from '../../runtime/service';
import { startSmtpSink, type SmtpSink } from '../../runtime/smtp-sink';
import { recordHistories } from '../helpers/histories';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

/**
 * Idempotency where a request fails or overlaps a twin: the 409 of a twin still running says it is
 * retryable; a failed execute retried with its key runs again; the read model shows EXECUTING while
 * execute runs. The mail server sits behind a proxy that holds each connection for HOLD_MS, so an
 * execute takes that long.
 */
const HOLD_MS = 2_000;

let svc: Service;
let api: Http;
let tenant: Tenant;
let sink: SmtpSink;
let slowSmtp: net.Server;

function slowProxy(target: string): Promise<net.Server> {
  const port = Number(new URL(target).port);
  const server = net.createServer((client) => {
    client.pause();
    client.on('error', () => undefined);
    setTimeout(() => {
      const upstream = net.connect(port, '127.0.0.1', () => {
        client.pipe(upstream).pipe(client);
        client.resume();
      });
      upstream.on('error', () => client.destroy());
    }, HOLD_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function plannedBatch(externalId: string): Promise<string> {
  const product = (await api.post('/products/sync', { accountId: tenant.accountId, items: [readyProduct(`p-${externalId}`)] }, { key: tenant.apiKey })).body.data[0];
  const order = (
    await api.post(
      '/api/orders/sync',
      { accountId: tenant.accountId, items: [{ externalId, destinationCountry: 'US', destinationPostalCode: '10001', items: [{ productId: product.id, quantity: 1, unitValueUsd: 10 }] }] },
      { key: tenant.apiKey },
    )
  ).body.data[0];
  const plan = await api.post('/api/exports/plan', { accountId: tenant.accountId, warehouseId: tenant.warehouseId, brokerId: tenant.brokerId, orderIds: [order.id] }, { key: tenant.apiKey });
  expect(plan.status).toBe(200);
  return plan.body.exportId;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  slowSmtp = await slowProxy(sink.url);
  svc = await startTestService({ SMTP_URL: `smtp://127.0.0.1:${(slowSmtp.address() as net.AddressInfo).port}?pool=false`, IDEMPOTENCY_WAIT_MS: '300' });
  api = http(svc.url);
  tenant = await createTenant(api, 'Idempotency Co');
});

/** Batches whose histories `RECORD_HISTORIES=1 npx jest test/api/idempotency.test.ts` writes to test/histories. */
const recorded: Record<string, string> = {};

afterAll(async () => {
  if (svc) recordHistories(svc.temporalAddress, recorded);
  await svc?.stop();
  await sink?.stop();
  await new Promise((r) => slowSmtp.close(r));
});

test('a twin of a request still running gets 409 in_progress marked retryable, with Retry-After; once done, the retry replays', async () => {
  const batchId = await plannedBatch('twin-1');
  const body = { accountId: tenant.accountId, batchId };
  const first = api.post('/api/exports/execute', body, { key: tenant.apiKey, idempotencyKey: 'twin-exec' });
  await new Promise((r) => setTimeout(r, 300));
  const twin = await api.post('/api/exports/execute', body, { key: tenant.apiKey, idempotencyKey: 'twin-exec' });
  expect(twin.status).toBe(409);
  expect(twin.body).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT', details: { reason: 'in_progress', retryable: true } });
  expect(twin.headers.get('retry-after')).toBe('1');

  expect((await first).status).toBe(200);
  const replay = await api.post('/api/exports/execute', body, { key: tenant.apiKey, idempotencyKey: 'twin-exec' });
  expect(replay.status).toBe(200);
  expect(replay.headers.get('idempotency-replayed')).toBe('true');
});

test('inspect polled while execute runs shows EXECUTING, then COMPLETED', async () => {
  const batchId = await plannedBatch('executing-1');
  // Storing this batch's artifacts fails (a constraint only its rows break) until the test lifts it: the
  // step retries, so execute is held between its package and its artifacts.
  const hold = `hold_${batchId.replace(/[^A-Za-z0-9]/g, '_')}`;
  await svc.db.query(`ALTER TABLE export_artifacts ADD CONSTRAINT ${hold} CHECK (batch_id <> '${batchId}') NOT VALID`);
  const execute = api.post('/api/exports/execute', { accountId: tenant.accountId, batchId }, { key: tenant.apiKey, idempotencyKey: `exec-${batchId}` });
  let state = '';
  for (let i = 0; i < 100 && state !== 'EXECUTING'; i++) {
    state = (await api.get(`/api/exports/${batchId}`, { key: tenant.apiKey })).body.state;
    await new Promise((r) => setTimeout(r, 100));
  }
  await svc.db.query(`ALTER TABLE export_artifacts DROP CONSTRAINT ${hold}`);
  expect(state).toBe('EXECUTING');
  expect((await execute).body.state).toBe('COMPLETED');
  expect((await api.get(`/api/exports/${batchId}`, { key: tenant.apiKey })).body.state).toBe('COMPLETED');
});

test('an execute that failed (EXECUTION_FAILED) and is retried with the same key runs again', async () => {
  const batchId = await plannedBatch('failed-exec-1');
  recorded['execute-failed-then-retried'] = batchId;
  // Break the plan's snapshot so that rendering the artifacts fails for good (a non-retryable step failure).
  const { rows } = await svc.db.query('SELECT snapshot FROM export_batches WHERE id = $1', [batchId]);
  await svc.db.query(`UPDATE export_batches SET snapshot = jsonb_set(snapshot, '{orders}', '[]'::jsonb) WHERE id = $1`, [batchId]);
  const body = { accountId: tenant.accountId, batchId };
  const failed = await api.post('/api/exports/execute', body, { key: tenant.apiKey, idempotencyKey: `exec-${batchId}` });
  expect(failed.status).toBe(503);
  expect(failed.body).toMatchObject({ errorCode: 'EXECUTION_FAILED', details: { failureType: 'INVALID_ARTIFACT_INPUT' } });
  expect((await api.get(`/api/exports/${batchId}`, { key: tenant.apiKey })).body.state).toBe('BATCHED');

  // The cause is fixed; the same request with the same key now executes instead of replaying the failure.
  await svc.db.query('UPDATE export_batches SET snapshot = $2 WHERE id = $1', [batchId, rows[0].snapshot]);
  const retried = await api.post('/api/exports/execute', body, { key: tenant.apiKey, idempotencyKey: `exec-${batchId}` });
  expect(retried.status).toBe(200);
  expect(retried.headers.get('idempotency-replayed')).toBeNull();
  expect(retried.body).toMatchObject({ state: 'COMPLETED', brokerSubmission: { status: 'sent' } });
  expect(sink.messages().filter((m) => m.subject.includes(batchId))).toHaveLength(1);
});

test('a plan that failed with a 4xx and is retried with the same key and a corrected body plans a new batch', async () => {
  const body = { accountId: tenant.accountId, warehouseId: tenant.warehouseId, brokerId: tenant.brokerId, orderIds: ['ord_missing'] };
  const refused = await api.post('/api/exports/plan', body, { key: tenant.apiKey, idempotencyKey: 'plan-fixable' });
  expect(refused.body.errorCode).toBe('INVALID_ORDER_REFERENCE');
  const batchId = await plannedBatch('fixable-1');
  const { rows } = await svc.db.query(`SELECT plan->'includedOrderIds' AS ids FROM export_batches WHERE id = $1`, [batchId]);
  const fixed = await api.post('/api/exports/plan', { ...body, orderIds: rows[0].ids }, { key: tenant.apiKey, idempotencyKey: 'plan-fixable' });
  expect(fixed.status).toBe(200);
  expect(fixed.body.exportId).not.toBe(batchId);
});
