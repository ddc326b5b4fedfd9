import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';
import { WebhookReceiver } from '../helpers/webhook-receiver';
import { startChildWorker } from '../helpers/child-worker';

/**
 * A worker SIGKILLed in the middle of a delivery (the receiver holds the request open) loses nothing:
 * Temporal notices the dead attempt by its heartbeat, another worker attempts again, and the receiver
 * gets the event (at least once) with the same webhook-id, verified with the `standardwebhooks` library.
 * The first worker is a real process (`--role worker`, built entry point).
 */
jest.setTimeout(120_000);

const taskQueue = `webhook-crash-${randomBytes(4).toString('hex')}`;
const env = {
  WEBHOOK_ALLOW_HTTP: 'true',
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_RETRY_SCHEDULE: '0,1s,1s,1s',
  WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
  TEMPORAL_TASK_QUEUE: taskQueue,
};

let api: Service;
let worker2: Service | undefined;
let child: ChildProcess | undefined;
let client: Http;
let tenant: Tenant;
let receiver: WebhookReceiver;

beforeAll(async () => {
  // The first request is held open (the worker dies during it); later ones are answered.
  receiver = await new WebhookReceiver((n) => (n === 0 ? 'hang' : { status: 200 })).start();
  api = await startTestService(env, 'api');
  client = http(api.url);
  tenant = await createTenant(client, 'Webhook Crash Co');
  child = await startChildWorker('webhook-crash', env);
});

afterAll(async () => {
  child?.kill('SIGKILL');
  await worker2?.stop();
  await api?.stop();
  await receiver?.stop();
});

test('a worker killed during a delivery is replaced and the event arrives with the same webhook-id', async () => {
  const key = { key: tenant.apiKey };
  const endpoint = (await client.post('/api/webhook-endpoints', { accountId: tenant.accountId, url: receiver.url, eventTypes: ['export.planned'] }, key)).body;
  const product = (await client.post('/products/sync', { accountId: tenant.accountId, items: [readyProduct('crash-tee')] }, key)).body.data[0];
  const order = (
    await client.post(
      '/api/orders/sync',
      { accountId: tenant.accountId, items: [{ externalId: 'crash-1', destinationCountry: 'US', items: [{ productId: product.id, quantity: 1, unitValueUsd: 10 }] }] },
      key,
    )
  ).body.data[0];
  const plan = await client.post('/api/exports/plan', { accountId: tenant.accountId, warehouseId: tenant.warehouseId, brokerId: tenant.brokerId, orderIds: [order.id] }, key);
  expect(plan.status).toBe(200);

  // The child worker is inside the delivery (the receiver holds its request): kill it there.
  await receiver.waitFor(1, 20_000);
  child!.kill('SIGKILL');
  await new Promise((r) => child!.once('exit', r));
  worker2 = await startTestService(env, 'worker');

  const got = await receiver.waitFor(2, 60_000);
  expect(got[1].headers['webhook-id']).toBe(got[0].headers['webhook-id']);
  expect(got[1].json.type).toBe('export.planned');
  expect(WebhookReceiver.verify(got[1], endpoint.secret)).toMatchObject({ data: { batchId: plan.body.exportId } });

  let log: any[] = [];
  for (let i = 0; i < 50 && !log.some((a) => a.status === 'succeeded'); i++) {
    log = (await client.get(`/api/webhook-endpoints/${endpoint.id}/deliveries`, key)).body.data;
    await new Promise((r) => setTimeout(r, 100));
  }
  // The killed attempt was never recorded (it never finished); the attempt that ran again is attempt 1.
  expect(log.map((a) => [a.attempt, a.status])).toEqual([[1, 'succeeded']]);
});
