import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { ApiDeps } from '../../api/context';
import { createPool } from '../../db/pool';
import type { Service } from '../../runtime/service';
import { apiApp } from '../helpers/app';
import { ADMIN_TOKEN, createTenant, http, readyProduct, startTestService, type Http } from '../helpers/stack';

let service: Service;
let api: Http;
const admin = { key: ADMIN_TOKEN };

beforeAll(async () => {
  service = await startTestService({ BODY_LIMIT: '64kb' });
  api = http(service.url);
});
afterAll(() => service?.stop());

const appWith = (overrides: Partial<ApiDeps> = {}) => apiApp(service, overrides);

/** Runs `fn` against that API served on its own port. */
async function withApp<T>(overrides: Partial<ApiDeps>, fn: (api: Http) => Promise<T>): Promise<T> {
  const server = appWith(overrides).listen(0);
  try {
    return await fn(http(`http://127.0.0.1:${(server.address() as { port: number }).port}`));
  } finally {
    server.close();
  }
}

describe('admin API', () => {
  it('creates an account with a chosen or issued id', async () => {
    const issued = await api.post('/admin/accounts', { name: 'Issued' }, admin);
    expect(issued.status).toBe(201);
    expect(issued.body).toEqual({ id: expect.stringMatching(/^acct_/), name: 'Issued', exporter: null, createdAt: expect.any(String) });
    const id = `acct_${Date.now()}`;
    const chosen = await api.post('/admin/accounts', { name: 'Chosen', id }, admin);
    expect(chosen.body.id).toBe(id);
    const again = await api.post('/admin/accounts', { name: 'Chosen', id }, admin);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'ALREADY_EXISTS', field: 'id' });
  });

  it('issues keys shown once and stored hashed; a revoked key gets 401 from then on', async () => {
    const t = await createTenant(api);
    expect(t.apiKey).toMatch(/^epk_/);
    const { rows } = await service.db.query('SELECT key_hash FROM api_keys WHERE id = $1', [t.apiKeyId]);
    expect(rows[0].key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].key_hash).not.toContain(t.apiKey);
    expect((await api.get('/products', { key: t.apiKey })).status).toBe(200);
    const revoked = await api.delete(`/admin/api-keys/${t.apiKeyId}`, admin);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: t.apiKeyId, accountId: t.accountId, revokedAt: expect.any(String) });
    const after = await api.get('/products', { key: t.apiKey });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('INVALID_API_KEY');
    expect((await api.delete('/admin/api-keys/key_nope', admin)).status).toBe(404);
  });

  it('creates warehouses and brokers, validating them', async () => {
    const acct = (await api.post('/admin/accounts', { name: 'W' }, admin)).body.id;
    const wh = await api.post(`/admin/accounts/${acct}/warehouses`, { name: 'DC', country: 'us', city: 'Buffalo', postalCode: '14201' }, admin);
    expect(wh.status).toBe(201);
    expect(wh.body).toMatchObject({ id: expect.stringMatching(/^wh_/), accountId: acct, name: 'DC', country: 'US', city: 'Buffalo', postalCode: '14201' });
    const br = await api.post(`/admin/accounts/${acct}/brokers`, { name: 'B', email: 'b@example.com', brokerPath: 'byob_supported' }, admin);
    expect(br.status).toBe(201);
    expect(br.body).toMatchObject({ id: expect.stringMatching(/^brk_/), accountId: acct, email: 'b@example.com', brokerPath: 'byob_supported' });
    const badPath = await api.post(`/admin/accounts/${acct}/brokers`, { name: 'B', email: 'b@example.com', brokerPath: 'pigeon' }, admin);
    expect(badPath.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'brokerPath' });
    const badEmail = await api.post(`/admin/accounts/${acct}/brokers`, { name: 'B', email: 'nope', brokerPath: 'byob_supported' }, admin);
    expect(badEmail.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'email' });
    const badCountry = await api.post(`/admin/accounts/${acct}/warehouses`, { name: 'DC', country: 'XX' }, admin);
    expect(badCountry.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'country' });
    const noAccount = await api.post('/admin/accounts/acct_missing/warehouses', { name: 'DC', country: 'US' }, admin);
    expect(noAccount.status).toBe(404);
  });

  it('requires the admin token', async () => {
    expect((await api.post('/admin/accounts', { name: 'x' })).body.errorCode).toBe('INVALID_ADMIN_TOKEN');
    const t = await createTenant(api);
    expect((await api.post('/admin/accounts', { name: 'x' }, { key: t.apiKey })).status).toBe(401);
  });
});

describe('the one error body', () => {
  it('answers 404 NOT_FOUND for unknown routes and 405 for a wrong method', async () => {
    const res = await api.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errorCode: 'NOT_FOUND', message: expect.any(String) });
    const wrong = await api.call('PUT', '/api/orders/sync', {});
    expect(wrong.status).toBe(405);
    expect(wrong.body.errorCode).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for an oversized body and writes nothing', async () => {
    const t = await createTenant(api);
    const items = Array.from({ length: 400 }, (_, i) => readyProduct(`big-${i}`, { description: 'x'.repeat(200) }));
    const res = await api.post('/products/sync', { accountId: t.accountId, items }, { key: t.apiKey });
    expect(res.status).toBe(413);
    expect(res.body.errorCode).toBe('PAYLOAD_TOO_LARGE');
    expect((await api.get('/products', { key: t.apiKey })).body.data).toHaveLength(0);
  });

  it('answers 400 INVALID_REQUEST for a body that is not JSON, whatever its content type, but 401 first without a key', async () => {
    const t = await createTenant(api);
    for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
      const res = await api.post('/api/orders/sync', undefined, { key: t.apiKey, raw: 'not json', headers: { 'content-type': type } });
      expect(res.status).toBe(400);
      expect(res.body.errorCode).toBe('INVALID_REQUEST');
      const anonymous = await api.post('/api/orders/sync', undefined, { raw: 'not json', headers: { 'content-type': type } });
      expect(anonymous).toMatchObject({ status: 401, body: { errorCode: 'INVALID_API_KEY' } });
    }
  });

  it('tells empty, non-object, non-JSON-typed and too deeply nested bodies apart, never with a 500', async () => {
    const t = await createTenant(api);
    const post = (raw: string, type = 'application/json', key: string | null = t.apiKey) =>
      api.post('/api/orders/sync', undefined, { key: key ?? undefined, raw, headers: { 'content-type': type } });
    expect(await post('')).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
    for (const json of ['null', '"text"', '123', '[1,2]']) {
      expect(await post(json)).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
    }
    expect(await post(`{"accountId":"${t.accountId}"}`, 'application/xml')).toMatchObject({ status: 415, body: { errorCode: 'UNSUPPORTED_MEDIA_TYPE' } });
    // 20,000 nested arrays (40 KB) would overflow any recursive walk of the body.
    const deep = `{"accountId":"${t.accountId}","x":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    expect(await post(deep)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST', message: expect.stringContaining('nested deeper') } });
    expect(await post(deep, 'application/json', null)).toMatchObject({ status: 401, body: { errorCode: 'INVALID_API_KEY' } });
    const metadata = `{"accountId":"${t.accountId}","items":[{"externalId":"d","destinationCountry":"US","items":[],"metadata":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}]}`;
    expect(await post(metadata)).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
  });

  it('answers 404 for an ID with a NUL or a broken escape in the path, after authentication', async () => {
    const t = await createTenant(api);
    for (const p of ['/api/exports/%00', '/api/exports/%00/artifacts/x.csv', '/products/%00', '/api/customs/optimizations/%00', '/products/%E0%A4%A', '/products/%ED%A0%80']) {
      expect(await api.get(p, { key: t.apiKey })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      expect(await api.get(p)).toMatchObject({ status: 401, body: { errorCode: 'INVALID_API_KEY' } });
    }
    expect(await api.delete('/admin/api-keys/%00', { key: ADMIN_TOKEN })).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
  });

  it('answers 400 INVALID_REQUEST for unpaired surrogates and NUL instead of failing in PostgreSQL (schemathesis findings)', async () => {
    const t = await createTenant(api);
    const raw = `{"accountId":"${t.accountId}","items":[{"externalId":"x","sku":"s","name":"\\ud98b bad","declaredValueUsd":1}]}`;
    const res = await api.post('/products/sync', undefined, { key: t.apiKey, raw });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('INVALID_REQUEST');
    const nul = await api.post('/products/sync', undefined, { key: t.apiKey, raw: raw.replace('\\ud98b', '\\u0000') });
    expect(nul).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
    // A proper pair (an emoji) is fine.
    const ok = await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('emoji', { name: 'Mug \u{1F600}' })] }, { key: t.apiKey });
    expect(ok.status).toBe(200);
    expect(ok.body.data[0].name).toBe('Mug \u{1F600}');
  });

  it('turns an unexpected fault into 500 INTERNAL_ERROR with a request id and no stack', async () => {
    const health = async () => {
      throw new Error('secret internals at /srv/app.js:12');
    };
    const res = await withApp({ health }, (alone) => alone.get('/healthz'));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ errorCode: 'INTERNAL_ERROR', message: expect.any(String), details: { requestId: expect.any(String) } });
    expect(res.headers.get('x-request-id')).toBe(res.body.details.requestId);
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, not 500, when PostgreSQL cannot be reached', async () => {
    // Port 1 on loopback refuses at once: every request's first statement (the key lookup) cannot connect.
    const db = createPool('postgres://postgres@127.0.0.1:1/none', 2);
    try {
      const t = await createTenant(api);
      const res = await withApp({ db }, (alone) => alone.post('/products/sync', { accountId: t.accountId, items: [readyProduct('x')] }, { key: t.apiKey }));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ errorCode: 'DATABASE_UNAVAILABLE', message: expect.any(String), details: { reason: 'unreachable' } });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(res.headers.get('x-request-id')).toEqual(expect.any(String));
    } finally {
      await db.end();
    }
  });

  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('echoes a sane X-Request-Id and replaces one that is too long or holds other characters', async () => {
    const idOf = async (value: string) => (await api.get('/nowhere', { headers: { 'x-request-id': value } })).headers.get('x-request-id');
    expect(await idOf('req-42.a_b:C')).toBe('req-42.a_b:C');
    expect(await idOf('x'.repeat(128))).toBe('x'.repeat(128));
    for (const bad of ['x'.repeat(129), 'a b', 'tab\there', '<script>alert(1)</script>', 'id"quoted']) expect(await idOf(bad)).toMatch(uuid);
  });

  it('never echoes CR/LF from X-Request-Id (a front end with a lenient parser could pass them)', async () => {
    // Node's own parser refuses CR/LF in a header value, so the request is handed to the app directly.
    const req = Object.assign(new IncomingMessage(new Socket()), { method: 'GET', url: '/healthz', headers: { 'x-request-id': 'evil\r\nSet-Cookie: session=stolen' } });
    const res = new ServerResponse(req);
    await appWith().callback()(req, res);
    expect(res.statusCode).toBe(200);
    expect(res.getHeader('x-request-id')).toMatch(uuid);
  });

  it('reports health of PostgreSQL, Temporal and the worker', async () => {
    const res = await api.get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', checks: { postgres: { ok: true }, temporal: { ok: true }, worker: { ok: true } } });
  });
});
