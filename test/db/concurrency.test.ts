import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

/**
 * Concurrent syncs of the same records. Rows upserted in request order could deadlock (40P01) and answer
 * 500; both of CI's passes run a PostgreSQL server (DATABASE_URL's and the embedded one), where they can.
 */
let service: Service;
let api: Http;
let t: Tenant;

beforeAll(async () => {
  service = await startTestService();
  api = http(service.url);
  t = await createTenant(api, 'Concurrency');
});
afterAll(() => service?.stop());

/** A deterministic shuffle (mulberry32), so a failing order can be replayed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  const random = () => {
    s = (s + 0x6d2b79f5) | 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const CALLS = 20;
const RECORDS = 30;

/** Sends CALLS syncs at once, each naming the same records in its own order; all must answer 200 in request order. */
async function concurrentSyncs(route: string, records: Array<{ externalId: string }>) {
  const bodies = Array.from({ length: CALLS }, (_, call) => ({ accountId: t.accountId, items: shuffled(records, call + 1) }));
  const results = await Promise.all(bodies.map((body) => api.post(route, body, { key: t.apiKey })));
  const failures = results.filter((r) => r.status !== 200).map((r) => ({ status: r.status, body: r.body }));
  expect(failures).toEqual([]);
  results.forEach((r, call) => {
    expect(r.body.data.map((d: { externalId: string }) => d.externalId)).toEqual(bodies[call].items.map((i) => i.externalId));
  });
}

describe(`${CALLS} concurrent syncs of the same ${RECORDS} records in shuffled orders`, () => {
  const externalIds = Array.from({ length: RECORDS }, (_, i) => `c-${String(i).padStart(2, '0')}`);

  it('product sync: every call answers 200 and every call is applied', async () => {
    const created = await api.post('/products/sync', { accountId: t.accountId, items: externalIds.map((e) => readyProduct(e)) }, { key: t.apiKey });
    expect(created.status).toBe(200);
    await concurrentSyncs('/products/sync', externalIds.map((e) => readyProduct(e, { name: `Product ${e}` })));
    const { rows } = await service.db.query('SELECT min(revision) AS lo, max(revision) AS hi FROM products WHERE account_id = $1', [t.accountId]);
    expect(rows[0]).toEqual({ lo: CALLS + 1, hi: CALLS + 1 });
  });

  it('order sync: every call answers 200 and every call is applied', async () => {
    const products = await api.get('/products?limit=200', { key: t.apiKey });
    const productIds: string[] = products.body.data.map((p: { id: string }) => p.id);
    const orders = externalIds.map((e, i) => ({
      externalId: e,
      destinationCountry: 'US',
      items: shuffled(productIds, i + 100).slice(0, 3).map((productId, j) => ({ productId, quantity: j + 1, unitValueUsd: 4.5 })),
    }));
    await concurrentSyncs('/api/orders/sync', orders);
    const { rows } = await service.db.query('SELECT count(*)::int AS n, min(revision) AS lo, max(revision) AS hi FROM orders WHERE account_id = $1', [t.accountId]);
    expect(rows[0]).toEqual({ n: RECORDS, lo: CALLS, hi: CALLS });
  });
});
