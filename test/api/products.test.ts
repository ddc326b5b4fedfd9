import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

let service: Service;
let api: Http;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  service = await startTestService();
  api = http(service.url);
  [a, b] = await Promise.all([createTenant(api, 'A'), createTenant(api, 'B')]);
});
afterAll(() => service?.stop());

describe('POST /products/sync', () => {
  it('creates products with service-issued ids and a compliance profile', async () => {
    const res = await api.post(
      '/products/sync',
      { accountId: a.accountId, items: [readyProduct('p-ready'), readyProduct('p-blocked', { originCountry: 'XX', declaredValueUsd: 0 })] },
      { key: a.apiKey },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const [ready, blocked] = res.body.data;
    expect(ready).toMatchObject({
      id: expect.stringMatching(/^prd_/),
      accountId: a.accountId,
      externalId: 'p-ready',
      sku: 'SKU-p-ready',
      name: 'Cotton T-shirt',
      originCountry: 'CA',
      declaredValueUsd: 12.5,
      materials: ['cotton'],
      hsCode: '6109.10',
      weightKg: 0.2,
      complianceProfile: { readiness: 'READY', missingFields: [], issues: [] },
    });
    expect(blocked.complianceProfile.readiness).toBe('BLOCKED');
    expect(blocked.complianceProfile.issues.map((i: { code: string }) => i.code)).toEqual(['ORIGIN_COUNTRY_INVALID', 'DECLARED_VALUE_ZERO']);
  });

  it('proposes an HS classification in the profile of a product without HS code', async () => {
    const res = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('no-hs', { hsCode: null })] }, { key: a.apiKey });
    const profile = res.body.data[0].complianceProfile;
    expect(profile.readiness).toBe('REVIEW_REQUIRED');
    expect(profile.classification).toEqual({
      proposedHsCode: expect.stringMatching(/^6109/),
      confidenceScore: expect.any(Number),
      confidenceLevel: expect.stringMatching(/^(low|medium|high)$/),
      recommendedAction: expect.any(String),
      candidates: expect.any(Array),
    });
    const withCode = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('with-hs')] }, { key: a.apiKey });
    expect(withCode.body.data[0].complianceProfile.classification).toBeUndefined();
  });

  it('upserts by externalId within the account and recomputes the profile', async () => {
    const first = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('p-up', { hsCode: null })] }, { key: a.apiKey });
    expect(first.body.data[0].complianceProfile.readiness).toBe('REVIEW_REQUIRED');
    const second = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('p-up', { name: 'Renamed' })] }, { key: a.apiKey });
    expect(second.body.data[0].id).toBe(first.body.data[0].id);
    expect(second.body.data[0]).toMatchObject({ name: 'Renamed', complianceProfile: { readiness: 'READY' } });
    // The same externalId in another account is another product.
    const other = await api.post('/products/sync', { accountId: b.accountId, items: [readyProduct('p-up')] }, { key: b.apiKey });
    expect(other.body.data[0].id).not.toBe(first.body.data[0].id);
  });

  it('rejects a schema violation with the field path and writes nothing', async () => {
    const res = await api.post(
      '/products/sync',
      { accountId: a.accountId, items: [readyProduct('p-valid-but-not-written'), readyProduct('p-bad', { declaredValueUsd: -1 })] },
      { key: a.apiKey },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'items.1.declaredValueUsd' });
    expect(res.body.details.issues[0]).toEqual({ path: 'items.1.declaredValueUsd', message: expect.any(String), code: expect.any(String) });
    const list = await api.get('/products?limit=200', { key: a.apiKey });
    expect(list.body.data.map((p: { externalId: string }) => p.externalId)).not.toContain('p-valid-but-not-written');
  });

  it('rejects one externalId twice in a call as a validation error and writes nothing (was a 500 from the upsert)', async () => {
    const res = await api.post(
      '/products/sync',
      { accountId: a.accountId, items: [readyProduct('p-dup'), readyProduct('p-dup-other'), readyProduct('p-dup', { name: 'Again' })] },
      { key: a.apiKey },
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'items.2.externalId' });
    expect(res.body.details.issues).toEqual([{ path: 'items.2.externalId', message: 'duplicate externalId in this request', code: 'custom' }]);
    const { rows } = await service.db.query("SELECT count(*)::int AS n FROM products WHERE account_id = $1 AND external_id LIKE 'p-dup%'", [a.accountId]);
    expect(rows[0].n).toBe(0);
  });

  it('accepts the largest value and weight the columns keep exactly, and refuses what they would round or overflow', async () => {
    const max = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('p-max', { declaredValueUsd: 1e9, weightKg: 1e6 })] }, { key: a.apiKey });
    expect(max.status).toBe(200);
    expect(max.body.data[0]).toMatchObject({ declaredValueUsd: 1e9, weightKg: 1e6 });
    const fine = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('p-fine', { weightKg: 0.125 })] }, { key: a.apiKey });
    expect(fine.body.data[0].weightKg).toBe(0.125);
    for (const [over, field] of [
      [{ declaredValueUsd: 1e9 + 0.01 }, 'items.0.declaredValueUsd'],
      [{ declaredValueUsd: 1e15 }, 'items.0.declaredValueUsd'],
      [{ weightKg: 1e6 + 0.001 }, 'items.0.weightKg'],
      [{ weightKg: 1e12 }, 'items.0.weightKg'],
      // numeric(12,3) would store 0.0004 as 0.000: refused rather than silently changed.
      [{ weightKg: 0.0004 }, 'items.0.weightKg'],
    ] as const) {
      const res = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('p-over', over)] }, { key: a.apiKey });
      expect({ over, status: res.status, body: res.body }).toMatchObject({ over, status: 400, body: { errorCode: 'VALIDATION_ERROR', field } });
    }
  });

  it.each([
    [{ items: [] }, 'accountId'],
    [{ accountId: 'x', items: 'nope' }, undefined],
    [{ items: [{ sku: 'x' }] }, 'accountId'],
  ])('answers VALIDATION_ERROR for %j', async (body, field) => {
    const res = await api.post('/products/sync', body, { key: a.apiKey });
    if (field === undefined) {
      // accountId "x" is another account: scope is checked first.
      expect(res.status).toBe(403);
      return;
    }
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('VALIDATION_ERROR');
    expect(res.body.field).toBe(field);
  });

  it('requires a key and the key account', async () => {
    const none = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('x')] });
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ errorCode: 'INVALID_API_KEY', message: expect.any(String) });
    const bad = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('x')] }, { key: 'epk_not-a-key' });
    expect(bad.status).toBe(401);
    const scope = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('x')] }, { key: b.apiKey });
    expect(scope.status).toBe(403);
    expect(scope.body).toMatchObject({
      errorCode: 'INVALID_ACCOUNT_SCOPE',
      details: { apiKeyAccountId: b.accountId, payloadAccountId: a.accountId },
    });
  });
});

describe('GET /products and /products/:id', () => {
  it('pages through the key account only, with limit and cursor', async () => {
    const items = Array.from({ length: 7 }, (_, i) => readyProduct(`page-${i}`));
    await api.post('/products/sync', { accountId: b.accountId, items }, { key: b.apiKey });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { data: Array<{ id: string; accountId: string }>; nextCursor: string | null } } = await api.get(
        `/products?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
        { key: b.apiKey },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(3);
      for (const p of res.body.data) expect(p.accountId).toBe(b.accountId);
      seen.push(...res.body.data.map((p) => p.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(8);
  });

  it('rejects a bad limit or cursor', async () => {
    expect((await api.get('/products?limit=0', { key: a.apiKey })).body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'limit' });
    expect((await api.get('/products?cursor=%%%', { key: a.apiKey })).status).toBe(400);
  });

  it('returns one product with its profile, and 404 for another account', async () => {
    const created = await api.post('/products/sync', { accountId: a.accountId, items: [readyProduct('one')] }, { key: a.apiKey });
    const id = created.body.data[0].id;
    const res = await api.get(`/products/${id}`, { key: a.apiKey });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created.body.data[0]);
    const leak = await api.get(`/products/${id}`, { key: b.apiKey });
    expect(leak.status).toBe(404);
    expect(leak.body.errorCode).toBe('NOT_FOUND');
    expect((await api.get(`/products/${id}`)).status).toBe(401);
  });

  it('leaks nothing across accounts', async () => {
    const listA = await api.get('/products?limit=200', { key: a.apiKey });
    const listB = await api.get('/products?limit=200', { key: b.apiKey });
    const idsA = new Set(listA.body.data.map((p: { id: string }) => p.id));
    const leaks = listB.body.data.filter((p: { id: string; accountId: string }) => idsA.has(p.id) || p.accountId !== b.accountId);
    expect(leaks).toHaveLength(0);
    let crossReads = 0;
    for (const p of listA.body.data) if ((await api.get(`/products/${p.id}`, { key: b.apiKey })).status !== 404) crossReads++;
    expect(crossReads).toBe(0);
  });
});
