import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

let service: Service;
let api: Http;
let t: Tenant;

beforeAll(async () => {
  service = await startTestService({ EXPORT_BATCH_TTL_HOURS: String(1.5 / 3600) }); // 1.5 s
  api = http(service.url);
  t = await createTenant(api, 'Expiry');
});
afterAll(() => service?.stop());

test('a batch left BATCHED past EXPORT_BATCH_TTL_HOURS is closed; execute then answers 409 EXPIRED', async () => {
  const product = (await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('tee')] }, { key: t.apiKey })).body.data[0];
  const order = (await api.post('/api/orders/sync', { accountId: t.accountId, items: [{ externalId: 'o', destinationCountry: 'US', destinationPostalCode: '10001', items: [{ productId: product.id, quantity: 1, unitValueUsd: 12.5 }] }] }, { key: t.apiKey })).body.data[0];
  const plan = await api.post('/api/exports/plan', { accountId: t.accountId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds: [order.id] }, { key: t.apiKey });
  const batchId = plan.body.exportId;
  let state = 'BATCHED';
  for (let i = 0; i < 100 && state === 'BATCHED'; i++) {
    await new Promise((r) => setTimeout(r, 100));
    state = (await api.get(`/api/exports/${batchId}`, { key: t.apiKey })).body.state;
  }
  expect(state).toBe('EXPIRED');
  const inspected = (await api.get(`/api/exports/${batchId}`, { key: t.apiKey })).body;
  expect(inspected.batch.raw_state).toBe('expired');
  expect(inspected.batch.next_recommended_action).toBe('plan_again');
  expect(inspected.events.map((e: { type: string }) => e.type)).toEqual(['export.planned', 'export.expired']);
  const exec = await api.post('/api/exports/execute', { accountId: t.accountId, batchId }, { key: t.apiKey });
  expect(exec).toMatchObject({ status: 409, body: { errorCode: 'INVALID_EXPORT_STATE', details: { currentState: 'EXPIRED' } } });
  const replan = await api.post('/api/exports/plan', { accountId: t.accountId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds: [order.id], batchId }, { key: t.apiKey });
  expect(replan).toMatchObject({ status: 409, body: { errorCode: 'INVALID_EXPORT_STATE', details: { currentState: 'EXPIRED' } } });
});
