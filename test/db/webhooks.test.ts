import * as webhooksDb from '../../db/webhooks';
import * as exportsDb from '../../db/exports';
import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Tenant } from '../helpers/stack';

/**
 * The webhook statements on their own, against the run's real database: opening deliveries is
 * repeatable (a retried step queues the same deliveries), a plan's event follows the revision the
 * workflow records, and an endpoint is disabled by its failure streak, not by one failure.
 * Endpoints are made in SQL with a placeholder secret: nothing here signs.
 */
let service: Service;
let t: Tenant;
let batchId: string;

beforeAll(async () => {
  service = await startTestService({ WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  const api = http(service.url);
  t = await createTenant(api, 'Webhook Rows');
  const key = { key: t.apiKey };
  const product = (await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('w1')] }, key)).body.data[0];
  const order = (await api.post('/api/orders/sync', { accountId: t.accountId, items: [{ externalId: 'w1', destinationCountry: 'US', items: [{ productId: product.id, quantity: 1, unitValueUsd: 5 }] }] }, key)).body.data[0];
  const plan = await api.post('/api/exports/plan', { accountId: t.accountId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds: [order.id] }, key);
  batchId = plan.body.exportId;
  // Made after the plan (so no worker delivers to it) but dated before, so the plan's event is for it.
  await webhooksDb.createEndpoint(service.db, { id: 'whe_rows_all', accountId: t.accountId, environment: 'live', url: 'http://127.0.0.1:9/x', eventTypes: ['*'], description: null, secret: 'sealed' });
  await service.db.query(`UPDATE webhook_endpoints SET created_at = now() - interval '1 hour' WHERE id = 'whe_rows_all'`);
});

afterAll(() => service?.stop());

test('opening deliveries twice opens each once and returns the same not-yet-attempted ones', async () => {
  const first = await webhooksDb.openDeliveries(service.db, t.accountId, batchId);
  const again = await webhooksDb.openDeliveries(service.db, t.accountId, batchId);
  expect(first.map((d) => d.eventType)).toEqual(['export.planned']);
  expect(again).toEqual(first);
  const { rows } = await service.db.query('SELECT count(*)::int AS n FROM webhook_deliveries WHERE event_id = $1', [first[0].eventId]);
  expect(rows[0].n).toBe(1);
  // Once attempted, it is no longer handed out.
  await webhooksDb.recordAttempt(service.db, { deliveryId: first[0].deliveryId, attempt: 1, status: 'succeeded', statusCode: 200, error: null, durationMs: 3, nextAttemptAt: null, gone: false, disableAfterMs: 1000 });
  expect(await webhooksDb.openDeliveries(service.db, t.accountId, batchId)).toEqual([]);
});

test('a re-recorded plan revision keeps one event; the next revision is export.replanned', async () => {
  const { rows } = await service.db.query('SELECT * FROM export_batches WHERE id = $1', [batchId]);
  const b = rows[0];
  const save = (planRevision: number) =>
    exportsDb.savePlan(service.db, { batchId, accountId: t.accountId, environment: 'live', workflowId: b.workflow_id, warehouseId: b.warehouse_id, brokerId: b.broker_id, destinationCountry: 'US', plan: b.plan, snapshot: b.snapshot, planRevision });
  expect(await save(1)).toBeDefined();
  // The account has enabled endpoints: the step goes on to open their deliveries.
  expect(await save(2)).toEqual({ outcome: 'recorded', subscribed: true });
  expect(await save(2)).toEqual({ outcome: 'rewritten', subscribed: true });
  const events = (await exportsDb.loadInspectParts(service.db, { accountId: t.accountId, environment: 'live' }, batchId))!.events;
  expect(events.map((e) => [e.type, e.payload.planRevision])).toEqual([['export.planned', 1], ['export.replanned', 2]]);
});

test('failures disable an endpoint only once they have lasted the whole period; a success ends the streak', async () => {
  const eventId = (await service.db.query('SELECT id FROM events WHERE batch_id = $1 ORDER BY seq LIMIT 1', [batchId])).rows[0].id;
  const [delivery] = await webhooksDb.openRedeliveries(service.db, t.accountId, eventId, ['whe_rows_all'], 'streak');
  expect(await webhooksDb.openRedeliveries(service.db, t.accountId, eventId, ['whe_rows_all'], 'streak')).toEqual([delivery]);
  const fail = (attempt: number, disableAfterMs: number) =>
    webhooksDb.recordAttempt(service.db, { deliveryId: delivery.deliveryId, attempt, status: 'retrying', statusCode: 500, error: 'HTTP 500', durationMs: 2, nextAttemptAt: new Date(), gone: false, disableAfterMs });
  expect(await fail(1, 60_000)).toEqual({ endpointEnabled: true });
  await service.db.query(`UPDATE webhook_endpoints SET failing_since = now() - interval '2 minutes' WHERE id = 'whe_rows_all'`);
  expect(await fail(2, 60_000)).toEqual({ endpointEnabled: false });
  expect(await webhooksDb.getEndpoint(service.db, { accountId: t.accountId, environment: 'live' }, 'whe_rows_all')).toMatchObject({ status: 'disabled', disabledReason: 'failing' });

  // Enabled again: the streak starts over, and a success clears it.
  await webhooksDb.updateEndpoint(service.db, { accountId: t.accountId, environment: 'live' }, 'whe_rows_all', { status: 'enabled' });
  expect(await fail(3, 60_000)).toEqual({ endpointEnabled: true });
  await webhooksDb.recordAttempt(service.db, { deliveryId: delivery.deliveryId, attempt: 4, status: 'succeeded', statusCode: 204, error: null, durationMs: 2, nextAttemptAt: null, gone: false, disableAfterMs: 60_000 });
  const { rows } = await service.db.query(`SELECT failing_since FROM webhook_endpoints WHERE id = 'whe_rows_all'`);
  expect(rows[0].failing_since).toBeNull();
});
