import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

let service: Service;
let api: Http;
let a: Tenant;
let b: Tenant;
let productA: string;
let productA2: string;
let productB: string;

beforeAll(async () => {
  service = await startTestService();
  api = http(service.url);
  [a, b] = await Promise.all([createTenant(api, 'A'), createTenant(api, 'B')]);
  const pa = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('tee'), readyProduct('mug')] }, { key: a.apiKey });
  [productA, productA2] = pa.body.data.map((p: { id: string }) => p.id);
  const pb = await api.post('/products/sync', { accountId: b.accountId, items: [readyProduct('tee')] }, { key: b.apiKey });
  productB = pb.body.data[0].id;
});
afterAll(() => service?.stop());

const order = (externalId: string, items: Array<Record<string, unknown>>, extra: Record<string, unknown> = {}) => ({
  externalId,
  destinationCountry: 'US',
  items,
  ...extra,
});

async function orderRow(id: string) {
  const { rows } = await service.db.query('SELECT revision, total_value_usd FROM orders WHERE id = $1', [id]);
  return rows[0];
}

describe('POST /api/orders/sync', () => {
  it('creates orders with the spec fields, totals to the cent, null region and postal code', async () => {
    const res = await api.post(
      '/api/orders/sync',
      {
        accountId: a.accountId,
        items: [
          order('o-1', [{ productId: productA, quantity: 3, unitValueUsd: 19.99 }, { productId: productA2, quantity: 1, unitValueUsd: 0.1 }], {
            metadata: { channel: 'shopify', tags: ['gift'] },
          }),
          order('o-2', [{ productId: productA, quantity: 1, unitValueUsd: 0.2 }], {
            destinationCountry: 'ca',
            destinationRegion: 'ON',
            destinationPostalCode: 'M5H 2N2',
          }),
        ],
      },
      { key: a.apiKey },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toEqual({
      id: expect.stringMatching(/^ord_/),
      accountId: a.accountId,
      externalId: 'o-1',
      destinationCountry: 'US',
      destinationRegion: null,
      destinationPostalCode: null,
      totalValueUsd: 60.07,
      items: [
        { productId: productA, quantity: 3, unitValueUsd: 19.99 },
        { productId: productA2, quantity: 1, unitValueUsd: 0.1 },
      ],
      metadata: { channel: 'shopify', tags: ['gift'] },
      // Issue 31's parties and terms: null when not sent (test/api/broker-data.test.ts sends them).
      shipTo: null,
      soldTo: null,
      incoterm: null,
      orderedAt: null,
      charges: null,
      packages: null,
      reasonForExport: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body.data[1]).toMatchObject({ destinationCountry: 'CA', destinationRegion: 'ON', destinationPostalCode: 'M5H 2N2', totalValueUsd: 0.2 });
  });

  it('upserts by externalId and replaces the line items', async () => {
    const first = await api.post('/api/orders/sync', { accountId: a.accountId, items: [order('o-up', [{ productId: productA, quantity: 2, unitValueUsd: 5 }, { productId: productA2, quantity: 1, unitValueUsd: 1 }])] }, { key: a.apiKey });
    const second = await api.post('/api/orders/sync', { accountId: a.accountId, items: [order('o-up', [{ productId: productA2, quantity: 4, unitValueUsd: 2.5 }])] }, { key: a.apiKey });
    expect(second.body.data[0].id).toBe(first.body.data[0].id);
    expect(second.body.data[0].items).toEqual([{ productId: productA2, quantity: 4, unitValueUsd: 2.5 }]);
    expect(second.body.data[0].totalValueUsd).toBe(10);
    const { rows } = await service.db.query('SELECT count(*)::int AS n FROM order_items WHERE order_id = $1', [first.body.data[0].id]);
    expect(rows[0].n).toBe(1);
  });

  it('reports a missing line-item productId at its dotted path', async () => {
    const res = await api.post('/api/orders/sync', { accountId: a.accountId, items: [order('o-x', [{ quantity: 1, unitValueUsd: 1 }])] }, { key: a.apiKey });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'items.0.items.0.productId' });
    expect(res.body.details.issues).toEqual([{ path: 'items.0.items.0.productId', message: expect.any(String), code: 'invalid_type' }]);
  });

  it.each([
    ['quantity 0', order('v', [{ productId: 'p', quantity: 0, unitValueUsd: 1 }]), 'items.0.items.0.quantity'],
    ['negative unit value', order('v', [{ productId: 'p', quantity: 1, unitValueUsd: -1 }]), 'items.0.items.0.unitValueUsd'],
    ['unknown country', order('v', [{ productId: 'p', quantity: 1, unitValueUsd: 1 }], { destinationCountry: 'XX' }), 'items.0.destinationCountry'],
    ['three-letter country', order('v', [{ productId: 'p', quantity: 1, unitValueUsd: 1 }], { destinationCountry: 'USA' }), 'items.0.destinationCountry'],
    ['no line items', order('v', []), 'items.0.items'],
    ['string quantity', order('v', [{ productId: 'p', quantity: '1', unitValueUsd: 1 }]), 'items.0.items.0.quantity'],
    ['no externalId', { destinationCountry: 'US', items: [{ productId: 'p', quantity: 1, unitValueUsd: 1 }] }, 'items.0.externalId'],
  ])('rejects %s', async (_name, input, field) => {
    const res = await api.post('/api/orders/sync', { accountId: a.accountId, items: [input] }, { key: a.apiKey });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_ERROR');
    expect(res.body.field).toBe(field);
    expect(res.body.details.issues[0].path).toBe(field);
  });

  it('rejects duplicate externalIds in one call and empty items', async () => {
    const dup = await api.post('/api/orders/sync', { accountId: a.accountId, items: [order('d', [{ productId: productA, quantity: 1, unitValueUsd: 1 }]), order('d', [{ productId: productA, quantity: 1, unitValueUsd: 1 }])] }, { key: a.apiKey });
    expect(dup.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'items.1.externalId' });
    const empty = await api.post('/api/orders/sync', { accountId: a.accountId, items: [] }, { key: a.apiKey });
    expect(empty.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'items' });
  });

  it('bounds an order total to what numeric(14,2) keeps: 400 at items.N.totalValueUsd, never a 500', async () => {
    const line = (quantity: number, unitValueUsd: number) => ({ productId: productA, quantity, unitValueUsd });
    const sync = (...orders: Array<Record<string, unknown>>) => api.post('/api/orders/sync', { accountId: a.accountId, items: orders }, { key: a.apiKey });
    // 1000 x 1e9 = 1e12 overflowed the column (PostgreSQL 22003) and answered 500.
    const overflow = await sync(order('big-ok', [line(1, 1)]), order('big-overflow', [line(1000, 1e9)]));
    expect(overflow.status).toBe(400);
    expect(overflow.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'items.1.totalValueUsd' });
    expect(overflow.body.details.issues).toEqual([{ path: 'items.1.totalValueUsd', message: expect.stringContaining('1000000000'), code: 'custom' }]);
    // Every line within its own bounds, the sum over the order's bound.
    const sum = await sync(order('big-sum', Array.from({ length: 200 }, () => line(1e6, 1e9))));
    expect(sum.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'items.0.totalValueUsd' });
    expect((await sync(order('big-just-over', [line(1, 6e8), line(1, 4e8 + 0.01)]))).body.field).toBe('items.0.totalValueUsd');
    const atMax = await sync(order('big-max', [line(1, 6e8), line(2, 2e8)]));
    expect(atMax.status).toBe(200);
    expect(atMax.body.data[0].totalValueUsd).toBe(1e9);
    const { rows } = await service.db.query("SELECT count(*)::int AS n FROM orders WHERE account_id = $1 AND external_id IN ('big-ok', 'big-overflow', 'big-sum', 'big-just-over')", [a.accountId]);
    expect(rows[0].n).toBe(0);
  });

  it("treats another account's product as unknown and writes none of the call's orders", async () => {
    const res = await api.post(
      '/api/orders/sync',
      {
        accountId: a.accountId,
        items: [order('atomic-1', [{ productId: productA, quantity: 1, unitValueUsd: 1 }]), order('atomic-2', [{ productId: productA, quantity: 1, unitValueUsd: 1 }, { productId: productB, quantity: 1, unitValueUsd: 1 }])],
      },
      { key: a.apiKey },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'items.1.items.1.productId' });
    const { rows } = await service.db.query("SELECT count(*)::int AS n FROM orders WHERE external_id LIKE 'atomic-%'");
    expect(rows[0].n).toBe(0);
  });

  it('answers the spec errors for auth, scope and bad JSON', async () => {
    const body = { accountId: a.accountId, items: [order('e', [{ productId: productA, quantity: 1, unitValueUsd: 1 }])] };
    expect((await api.post('/api/orders/sync', body)).body.errorCode).toBe('INVALID_API_KEY');
    expect((await api.post('/api/orders/sync', body, { key: 'wrong' })).status).toBe(401);
    const scope = await api.post('/api/orders/sync', body, { key: b.apiKey });
    expect(scope.status).toBe(403);
    expect(scope.body).toMatchObject({ errorCode: 'INVALID_ACCOUNT_SCOPE', details: { apiKeyAccountId: b.accountId, payloadAccountId: a.accountId } });
    const bad = await api.post('/api/orders/sync', undefined, { key: a.apiKey, raw: '{"accountId": ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ errorCode: 'INVALID_REQUEST', message: expect.any(String) });
    const notObject = await api.post('/api/orders/sync', [1, 2], { key: a.apiKey });
    expect(notObject.body.errorCode).toBe('VALIDATION_ERROR');
  });
});

describe('idempotency of order sync', () => {
  const body = (externalId: string, qty = 1) => ({ accountId: a.accountId, items: [order(externalId, [{ productId: productA, quantity: qty, unitValueUsd: 3 }])] });

  it('replays the same key and payload without writing again', async () => {
    const first = await api.post('/api/orders/sync', body('idem-1'), { key: a.apiKey, idempotencyKey: 'key-replay' });
    const again = await api.post('/api/orders/sync', body('idem-1'), { key: a.apiKey, idempotencyKey: 'key-replay' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect((await orderRow(first.body.data[0].id)).revision).toBe(1);
  });

  it('takes the key from the body, the header winning over it', async () => {
    const first = await api.post('/api/orders/sync', { ...body('idem-body'), idempotencyKey: 'body-key' }, { key: a.apiKey });
    // Same logical payload (idempotencyKey is not part of it) under the header key = the body key.
    const viaHeader = await api.post('/api/orders/sync', body('idem-body'), { key: a.apiKey, idempotencyKey: 'body-key' });
    expect(viaHeader.headers.get('idempotency-replayed')).toBe('true');
    expect(viaHeader.body).toEqual(first.body);
    // The header wins: another header key runs anew even though the body names the used key.
    const other = await api.post('/api/orders/sync', { ...body('idem-body', 2), idempotencyKey: 'body-key' }, { key: a.apiKey, idempotencyKey: 'header-key' });
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotency-replayed')).toBeNull();
    expect(other.body.data[0].totalValueUsd).toBe(6);
  });

  it('replays a retry that says the same thing differently: an ignored field, null for absent, other key order', async () => {
    const first = await api.post('/api/orders/sync', body('idem-logical'), { key: a.apiKey, idempotencyKey: 'key-logical' });
    const [o] = body('idem-logical').items;
    const reworded = { items: [{ ...o, destinationRegion: null, destinationPostalCode: null }], clientVersion: '1.2', accountId: a.accountId };
    const again = await api.post('/api/orders/sync', reworded, { key: a.apiKey, idempotencyKey: 'key-logical' });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
  });

  it('answers 409 IDEMPOTENCY_CONFLICT for the same key with another payload', async () => {
    await api.post('/api/orders/sync', body('idem-c'), { key: a.apiKey, idempotencyKey: 'key-conflict' });
    const res = await api.post('/api/orders/sync', body('idem-c', 5), { key: a.apiKey, idempotencyKey: 'key-conflict' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorCode: 'IDEMPOTENCY_CONFLICT', details: { idempotencyKey: 'key-conflict' } });
  });

  it('scopes keys by account', async () => {
    await api.post('/api/orders/sync', body('idem-s'), { key: a.apiKey, idempotencyKey: 'shared-key' });
    const res = await api.post(
      '/api/orders/sync',
      { accountId: b.accountId, items: [order('idem-s', [{ productId: productB, quantity: 1, unitValueUsd: 1 }])] },
      { key: b.apiKey, idempotencyKey: 'shared-key' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data[0].accountId).toBe(b.accountId);
  });

  it('does not store failures: a fixed retry with the same key succeeds', async () => {
    const payload = { accountId: a.accountId, items: [order('idem-f', [{ productId: 'prd_missing', quantity: 1, unitValueUsd: 1 }])] };
    expect((await api.post('/api/orders/sync', payload, { key: a.apiKey, idempotencyKey: 'key-fail' })).status).toBe(400);
    expect((await api.post('/api/orders/sync', payload, { key: a.apiKey, idempotencyKey: 'key-fail' })).status).toBe(400);
    const ok = await api.post('/api/orders/sync', body('idem-f'), { key: a.apiKey, idempotencyKey: 'key-fail' });
    expect(ok.status).toBe(200);
  });

  it('runs 20 simultaneous same-key syncs once and answers all of them alike', async () => {
    const payload = { accountId: a.accountId, items: Array.from({ length: 10 }, (_, i) => order(`burst-${i}`, [{ productId: productA, quantity: i + 1, unitValueUsd: 1.25 }])) };
    const results = await Promise.all(Array.from({ length: 20 }, () => api.post('/api/orders/sync', payload, { key: a.apiKey, idempotencyKey: 'burst-key' })));
    const statuses = results.map((r) => r.status);
    if (statuses.some((s) => s !== 200)) console.log(JSON.stringify(results.filter((r) => r.status !== 200).map((r) => r.body)));
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    for (const r of results) expect(r.body).toEqual(results[0].body);
    expect(results.filter((r) => r.headers.get('idempotency-replayed') === 'true')).toHaveLength(19);
    const { rows } = await service.db.query(
      "SELECT count(*)::int AS n, max(revision) AS max_revision FROM orders WHERE account_id = $1 AND external_id LIKE 'burst-%'",
      [a.accountId],
    );
    expect(rows[0]).toEqual({ n: 10, max_revision: 1 });
  });
});
