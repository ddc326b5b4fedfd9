import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Service } from '../../runtime/service';
import { ADMIN_TOKEN, createTenant, http, readyProduct, startTestService, type Tenant } from '../helpers/stack';

/**
 * The API process dies in the middle of a plan for a new batch, after the workflow was started and
 * before it answered. The client retries the same request with the same Idempotency-Key on another API
 * process: it gets the batch the first request started, and the account has one workflow, not two.
 * The first API is a real process (`--role api`, built entry point) killed with SIGKILL; no worker polls
 * the task queue until then, so the kill lands while the plan update waits.
 */
const ENTRY = path.join(__dirname, '..', '..', 'dist', 'runtime', 'main.js');
const taskQueue = `crash-plan-${randomBytes(4).toString('hex')}`;
const LOCK_TIMEOUT_MS = 1000;

let child: ChildProcess;
let survivor: Service;
let worker: Service | undefined;
let tenant: Tenant;
let childApiUrl: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startChildApi(port: number): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [ENTRY, '--role', 'api'], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      EXPORT_DATA_DIR: path.join(os.tmpdir(), `export-protocol-crash-plan-${process.pid}`),
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
      TEMPORAL_TASK_QUEUE: taskQueue,
      EXPORT_ADMIN_TOKEN: ADMIN_TOKEN,
      IDEMPOTENCY_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS),
      LOG_LEVEL: 'warn',
    },
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  const deadline = Date.now() + 60_000;
  while (!out.includes('Export Protocol is up')) {
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`api exited or hung:\n${out}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return proc;
}

async function batchWorkflowIds(): Promise<string[]> {
  const ids: string[] = [];
  for await (const wf of survivor.client.workflow.list({ query: `ExportAccountId = '${tenant.accountId}'` })) ids.push(wf.workflowId);
  return ids;
}

beforeAll(async () => {
  survivor = await startTestService({ TEMPORAL_TASK_QUEUE: taskQueue, IDEMPOTENCY_LOCK_TIMEOUT_MS: String(LOCK_TIMEOUT_MS) }, 'api');
  tenant = await createTenant(http(survivor.url), 'Crash Plan Co');
  const port = await freePort();
  child = await startChildApi(port);
  childApiUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await worker?.stop();
  await survivor?.stop();
});

test('a plan retried with its key after the API was killed mid-request returns the batch the first request started, and one workflow', async () => {
  const api = http(survivor.url);
  const key = { key: tenant.apiKey };
  const product = (await api.post('/products/sync', { accountId: tenant.accountId, items: [readyProduct('tee')] }, key)).body.data[0];
  const order = (
    await api.post(
      '/api/orders/sync',
      { accountId: tenant.accountId, items: [{ externalId: 'o-1', destinationCountry: 'US', destinationPostalCode: '10001', items: [{ productId: product.id, quantity: 2, unitValueUsd: 12.5 }] }] },
      key,
    )
  ).body.data[0];
  const body = { accountId: tenant.accountId, warehouseId: tenant.warehouseId, brokerId: tenant.brokerId, orderIds: [order.id] };

  const lost = http(childApiUrl).post('/api/exports/plan', body, { ...key, idempotencyKey: 'plan-crash-1' }).catch(() => undefined);

  // The workflow exists and waits for a worker to run its plan update: now the API process dies.
  const deadline = Date.now() + 30_000;
  let started: string[] = [];
  while (started.length === 0 && Date.now() < deadline) {
    started = await batchWorkflowIds();
    if (started.length === 0) await new Promise((r) => setTimeout(r, 200));
  }
  expect(started).toHaveLength(1);
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  await lost;

  worker = await startTestService({ TEMPORAL_TASK_QUEUE: taskQueue }, 'worker');
  await new Promise((r) => setTimeout(r, LOCK_TIMEOUT_MS + 200)); // the dead request's lock passes
  const retried = await api.post('/api/exports/plan', body, { ...key, idempotencyKey: 'plan-crash-1' });
  expect(retried.status).toBe(200);
  expect(`export-batch-${retried.body.exportId}`).toBe(started[0]);
  expect(await batchWorkflowIds()).toEqual(started);
  const { rows } = await survivor.db.query('SELECT id FROM export_batches WHERE account_id = $1', [tenant.accountId]);
  expect(rows.map((r) => r.id)).toEqual([retried.body.exportId]);

  // And the key now replays that answer.
  const replay = await api.post('/api/exports/plan', body, { ...key, idempotencyKey: 'plan-crash-1' });
  expect(replay.headers.get('idempotency-replayed')).toBe('true');
  expect(replay.body.exportId).toBe(retried.body.exportId);
}, 120_000);
