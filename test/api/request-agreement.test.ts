import type { Service } from '../../runtime/service';
import { ADMIN_TOKEN, createTenant, http, readyProduct, startTestService, type Http, type Tenant } from '../helpers/stack';

/**
 * The request rules the published document states (GET /openapi.json, generated from api/schemas.ts) are
 * the rules the server applies, both ways: what the document allows is accepted (or answered with a
 * documented 4xx), what it forbids is refused with 400 at the field.
 */

let service: Service;
let api: Http;
let t: Tenant;
let doc: any;
let productId: string;
const admin = { key: ADMIN_TOKEN };
const key = () => ({ key: t.apiKey });

beforeAll(async () => {
  service = await startTestService({ WEBHOOK_ALLOW_HTTP: 'true', WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' });
  api = http(service.url);
  t = await createTenant(api, 'Agreement Co');
  doc = (await api.get('/openapi.json')).body;
  productId = (await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('agree-p1')] }, key())).body.data[0].id;
});
afterAll(() => service?.stop());

/** The schema at a JSON pointer of the document, following $refs. */
function at(pointer: string): any {
  let node = doc;
  for (const part of pointer.split('/').slice(1)) {
    while (node?.$ref) node = at(node.$ref.slice(1));
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  while (node?.$ref) node = at(node.$ref.slice(1));
  return node;
}
const bodyOf = (path: string, method = 'post') => at(`/paths/${path.replace(/\//g, '~1')}/${method}/requestBody/content/application~1json/schema`);
/** A published pattern, read as JSON Schema reads it (ECMA-262, Unicode). */
const matches = (schema: { pattern: string }, value: string) => new RegExp(schema.pattern, 'u').test(value);

const order = (externalId: string, overrides: Record<string, unknown> = {}, line: Record<string, unknown> = {}) => ({
  externalId,
  destinationCountry: 'US',
  items: [{ productId, quantity: 1, unitValueUsd: 10, ...line }],
  ...overrides,
});
const syncOrders = (...items: unknown[]) => api.post('/api/orders/sync', { accountId: t.accountId, items }, key());
const syncProducts = (...items: unknown[]) => api.post('/products/sync', { accountId: t.accountId, items }, key());

function expectRefused(res: { status: number; body: any }, field: string, code?: string) {
  expect({ status: res.status, errorCode: res.body.errorCode, field: res.body.field }).toEqual({ status: 400, errorCode: 'VALIDATION_ERROR', field });
  if (code) expect(res.body.details.issues[0].code).toBe(code);
}

describe('country codes: any case, as the document says', () => {
  it('publishes a case-insensitive pattern of exactly the ISO 3166-1 alpha-2 codes', () => {
    const country = at('/components/schemas/CountryCode');
    for (const ok of ['US', 'us', 'Us', 'gb', 'AX']) expect(matches(country, ok)).toBe(true);
    for (const bad of ['XX', 'xx', 'USA', 'u', ' US', '']) expect(matches(country, bad)).toBe(false);
  });

  it('accepts lower and mixed case, stores and answers upper case; refuses what the pattern refuses', async () => {
    const res = await syncOrders(order('agree-lc', { destinationCountry: 'us' }), order('agree-mc', { destinationCountry: 'Ca' }));
    expect(res.status).toBe(200);
    expect(res.body.data.map((o: { destinationCountry: string }) => o.destinationCountry)).toEqual(['US', 'CA']);
    expectRefused(await syncOrders(order('agree-xx', { destinationCountry: 'xx' })), 'items.0.destinationCountry');
    expectRefused(await syncOrders(order('agree-sp', { destinationCountry: ' US' })), 'items.0.destinationCountry');
    const wh = await api.post(`/admin/accounts/${t.accountId}/warehouses`, { name: 'Lower', country: 'de' }, admin);
    expect(wh).toMatchObject({ status: 201, body: { country: 'DE' } });
  });
});

describe('decimals: multipleOf in the document, the same rule on the server', () => {
  it('publishes multipleOf 0.01 / 0.001 / 0.0001', () => {
    const product = bodyOf('/products/sync').properties.items.items;
    const p = product.properties ?? at(product.$ref.slice(1)).properties;
    expect(p.declaredValueUsd).toMatchObject({ multipleOf: 0.01, minimum: 0, maximum: 1e9 });
    expect(p.weightKg.anyOf?.find((s: any) => s.type === 'number') ?? p.weightKg).toMatchObject({ multipleOf: 0.001 });
  });

  it('accepts 19.99, 0.07 and 999999999.99 as values; refuses 1.005 and 19.999 at the field', async () => {
    const ok = await syncProducts(
      readyProduct('agree-d1', { declaredValueUsd: 19.99 }),
      readyProduct('agree-d2', { declaredValueUsd: 0.07 }),
      readyProduct('agree-d3', { declaredValueUsd: 999999999.99, weightKg: 0.125 }),
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data.map((p: { declaredValueUsd: number }) => p.declaredValueUsd)).toEqual([19.99, 0.07, 999999999.99]);
    expectRefused(await syncProducts(readyProduct('agree-d4', { declaredValueUsd: 1.005 })), 'items.0.declaredValueUsd', 'too_many_decimals');
    expectRefused(await syncProducts(readyProduct('agree-d5', { declaredValueUsd: 19.999 })), 'items.0.declaredValueUsd');
    expectRefused(await syncProducts(readyProduct('agree-d6', { weightKg: 0.0005 })), 'items.0.weightKg');
  });

  it('takes quantities to 3 decimals and unit values to 4, and no further', async () => {
    const ok = await syncOrders(order('agree-q1', {}, { quantity: 0.001, unitValueUsd: 0.0001 }), order('agree-q2', {}, { quantity: 2.5, unitValueUsd: 19.9999 }));
    expect(ok.status).toBe(200);
    expect(ok.body.data[1].totalValueUsd).toBe(50);
    expectRefused(await syncOrders(order('agree-q3', {}, { quantity: 1.0005 })), 'items.0.items.0.quantity');
    expectRefused(await syncOrders(order('agree-q4', {}, { unitValueUsd: 0.00005 })), 'items.0.items.0.unitValueUsd');
    expectRefused(await syncOrders(order('agree-q5', {}, { quantity: 5e-324 })), 'items.0.items.0.quantity');
  });

  it('answers a line far out of bounds with 400 at the line, not a 500 from the order total', async () => {
    const res = await syncOrders(order('agree-huge', {}, { unitValueUsd: -1.7976931348623157e308 }), order('agree-huge2', {}, { quantity: 1e308 }));
    expectRefused(res, 'items.0.items.0.unitValueUsd');
    expect(res.body.details.issues.map((i: { path: string }) => i.path)).toEqual(['items.0.items.0.unitValueUsd', 'items.1.items.0.quantity']);
  });
});

describe('text: storable, lengths in characters, blank refused where the document says minLength 1', () => {
  it('refuses NUL in a field or in an unknown field (400 INVALID_REQUEST), and publishes the rule', async () => {
    expect(bodyOf('/products/sync').properties.accountId.pattern).toBeDefined();
    expect(matches(bodyOf('/products/sync').properties.accountId, 'a\u0000b')).toBe(false);
    for (const body of [
      { accountId: t.accountId, items: [readyProduct('agree-nul', { name: 'a\u0000b' })] },
      { accountId: t.accountId, items: [readyProduct('agree-nul')], note: ['x\u0000'] },
      { accountId: t.accountId, items: [readyProduct('agree-nul')], 'k\u0000': 1 },
    ]) {
      const res = await api.post('/products/sync', body, key());
      expect(res).toMatchObject({ status: 400, body: { errorCode: 'INVALID_REQUEST' } });
    }
  });

  it('ignores an unknown field that is storable JSON, as the document allows (additionalProperties left out: any)', async () => {
    expect(bodyOf('/products/sync')).not.toHaveProperty('additionalProperties');
    const res = await api.post('/products/sync', { accountId: t.accountId, items: [{ ...readyProduct('agree-extra'), colour: { rgb: [1, 2, 3] } }], clientVersion: '1.2' }, key());
    expect(res.status).toBe(200);
    expect(res.body.data[0]).not.toHaveProperty('colour');
  });

  it('counts the body idempotencyKey in characters too (255 at most)', async () => {
    const emoji = '\u{1F600}';
    const body = (idempotencyKey: string) => ({ accountId: t.accountId, items: [readyProduct('agree-key')], idempotencyKey });
    expect((await api.post('/products/sync', body(emoji.repeat(255)), key())).status).toBe(200);
    expectRefused(await api.post('/products/sync', body(emoji.repeat(256)), key()), 'idempotencyKey');
  });

  it('counts lengths in characters (code points), as JSON Schema does, before trimming', async () => {
    const emoji = '\u{1F600}';
    expect((await syncProducts(readyProduct('agree-len1', { sku: emoji.repeat(200) }))).status).toBe(200);
    expectRefused(await syncProducts(readyProduct('agree-len2', { sku: emoji.repeat(201) })), 'items.0.sku');
    expectRefused(await syncProducts(readyProduct('agree-len3', { sku: `${'a'.repeat(199)}  ` })), 'items.0.sku');
  });

  it('refuses blank required text (minLength 1 and a non-blank pattern in the document)', async () => {
    const name = bodyOf('/products/sync').properties.items.items.properties.name;
    expect(matches(name, '   ')).toBe(false);
    expect(matches(name, ' x ')).toBe(true);
    expectRefused(await syncProducts(readyProduct('agree-blank', { name: ' \u00a0\t' })), 'items.0.name');
  });
});

describe('customs optimize: description and country_of_origin are required, so not empty', () => {
  const item = { product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', country_of_origin: 'PT', value: 14 };

  it('publishes minLength 1 on batch items too', () => {
    const batchItem = bodyOf('/api/customs/optimize/batch').properties.items.items;
    const props = batchItem.properties ?? at(batchItem.$ref.slice(1)).properties;
    expect(props.description.minLength).toBe(1);
    expect(props.country_of_origin.minLength).toBe(1);
  });

  it.each([
    ['description', ''],
    ['description', '   '],
    ['country_of_origin', ''],
  ])('refuses a batch item whose %s is %j', async (field, value) => {
    const res = await api.post('/api/customs/optimize/batch', { account_id: t.accountId, items: [item, { ...item, [field]: value }] }, key());
    expectRefused(res, `items.1.${field}`);
  });

  it('refuses the same on a single optimize', async () => {
    expectRefused(await api.post('/api/customs/optimize', { ...item, description: '' }, key()), 'description');
    expectRefused(await api.post('/api/customs/optimize', { ...item, country_of_origin: ' ' }, key()), 'country_of_origin');
    expect((await api.post('/api/customs/optimize', { ...item, country_of_origin: 'Portugal' }, key())).status).toBe(200);
  });
});

describe('admin bodies: unknown fields refused, as additionalProperties: false says', () => {
  it('issues an API key with no body or {}, and refuses any field', async () => {
    expect(bodyOf('/admin/accounts/{accountId}/api-keys')).toMatchObject({ type: 'object', additionalProperties: false });
    const noBody = await api.post(`/admin/accounts/${t.accountId}/api-keys`, undefined, admin);
    expect(noBody.status).toBe(201);
    expect((await api.post(`/admin/accounts/${t.accountId}/api-keys`, {}, admin)).status).toBe(201);
    for (const body of [{ name: 'ci' }, { scopes: ['read'] }]) {
      const res = await api.post(`/admin/accounts/${t.accountId}/api-keys`, body, admin);
      expect(res).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR', details: { issues: [{ code: 'unrecognized_keys' }] } } });
    }
  });

  it('refuses unknown fields on accounts, warehouses and brokers', async () => {
    expect((await api.post('/admin/accounts', { name: 'X', plan: 'gold' }, admin)).body).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    const wh = await api.post(`/admin/accounts/${t.accountId}/warehouses`, { name: 'DC', country: 'US', address: '1 Main St' }, admin);
    expect(wh).toMatchObject({ status: 400, body: { errorCode: 'VALIDATION_ERROR' } });
  });

  it('answers 404 for an account path that is not of the published form', async () => {
    expect((await api.post('/admin/accounts/a/api-keys', {}, admin)).status).toBe(404);
  });
});

describe('the Idempotency-Key header: 1 to 255 characters when sent', () => {
  it('refuses an empty or a 256-character key, on a dry-run plan too', async () => {
    const header = at('/paths/~1api~1orders~1sync/post/parameters').find((p: { name: string }) => p.name === 'Idempotency-Key').schema;
    expect(header).toMatchObject({ minLength: 1, maxLength: 255 });
    for (const value of ['', 'k'.repeat(256)]) {
      const res = await api.post('/api/orders/sync', { accountId: t.accountId, items: [order('agree-idem')] }, { ...key(), headers: { 'idempotency-key': value } });
      expectRefused(res, 'Idempotency-Key');
      const dry = await api.post('/api/exports/plan', { accountId: t.accountId, warehouseId: t.warehouseId, brokerId: t.brokerId, orderIds: ['ord_x'], dryRun: true }, { ...key(), headers: { 'idempotency-key': value } });
      expectRefused(dry, 'Idempotency-Key');
    }
    expect((await syncOrders(order('agree-idem'))).status).toBe(200);
    const keyed = await api.post('/api/orders/sync', { accountId: t.accountId, items: [order('agree-idem')] }, { ...key(), idempotencyKey: 'k'.repeat(255) });
    expect(keyed.status).toBe(200);
  });
});

describe('query and path parameters', () => {
  it('takes limit as the digits of an integer 1-200 only (default 50)', async () => {
    const limit = at('/paths/~1products/get/parameters').find((p: { name: string }) => p.name === 'limit').schema;
    expect(limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 200, default: 50 });
    expect((await api.get('/products?limit=2', key())).status).toBe(200);
    for (const limit of ['0x10', '1e2', '%205', '2.0', '0', '201', '']) {
      expectRefused(await api.get(`/products?limit=${limit}`, key()), 'limit');
    }
  });

  it('pages with cursors of the published form; anything else is 400 at cursor', async () => {
    const cursorSchema = at('/paths/~1products/get/parameters').find((p: { name: string }) => p.name === 'cursor').schema;
    const first = await api.get('/products?limit=1', key());
    expect(first.body.nextCursor).toEqual(expect.any(String));
    expect(matches(cursorSchema, first.body.nextCursor)).toBe(true);
    const next = await api.get(`/products?limit=1&cursor=${first.body.nextCursor}`, key());
    expect(next.status).toBe(200);
    expect(next.body.data[0].id).not.toBe(first.body.data[0].id);
    // A cursor of the right form that names no product still pages on from where it would stand.
    expect((await api.get('/products?cursor=prd_zzzzzzzz', key())).status).toBe(200);
    expectRefused(await api.get('/products?cursor=cHJkX3g', key()), 'cursor', 'invalid_cursor');
    expectRefused(await api.get('/api/events?cursor=0', key()), 'cursor');
    expectRefused(await api.get('/api/webhook-endpoints?cursor=prd_x', key()), 'cursor');
  });

  it('answers 404 for IDs that are not of the published form', async () => {
    for (const path of ['/products/ord_x', '/api/exports/x', '/api/customs/optimizations/exp_x', '/api/webhook-endpoints/0/deliveries', '/api/exports/e/artifacts/cci.csv']) {
      expect(await api.get(path, key())).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    }
    const product = at('/paths/~1products~1{id}/get/parameters').find((p: { name: string }) => p.name === 'id').schema;
    expect(matches(product, productId)).toBe(true);
    expect(matches(product, 'ord_x')).toBe(false);
  });
});

describe('webhook URLs: the published form, and the codes at url', () => {
  const create = (url: unknown) => api.post('/api/webhook-endpoints', { accountId: t.accountId, url }, key());

  it.each([
    ['https://user:pw@example.com/hooks', 'credentials_in_url'],
    ['ftp://example.com/hooks', 'scheme_not_allowed'],
    ['https://exa mple.com/', 'invalid_url'],
    [' https://example.com/', 'invalid_url'],
    ['https://example.123/', 'invalid_url'],
    ['https://example.com:65536/', 'invalid_url'],
    ['example.com', 'invalid_url'],
  ])('refuses %j with %s', async (url, code) => {
    const pattern = bodyOf('/api/webhook-endpoints').properties.url;
    expect(matches(pattern, url)).toBe(false);
    expectRefused(await create(url), 'url', code);
  });

  it('refuses a punycode label that does not decode (no pattern can say it): the documented 400 invalid_url', async () => {
    expect(matches(bodyOf('/api/webhook-endpoints').properties.url, 'https://xn--a.example/')).toBe(true);
    expectRefused(await create('https://xn--a.example/'), 'url', 'invalid_url');
    expect((await create('https://xn--80ak6aa92e.example/')).status).toBe(201);
  });

  it('accepts URLs of the published form', async () => {
    const pattern = bodyOf('/api/webhook-endpoints').properties.url;
    for (const url of ['https://hooks.example.com/in?x=1#f', 'http://127.0.0.1:9/hooks', 'https://[::1]:8443/x', 'HTTPS://Example.COM./a']) {
      expect(matches(pattern, url)).toBe(true);
      const res = await create(url);
      expect({ url, status: res.status }).toEqual({ url, status: 201 });
      await api.delete(`/api/webhook-endpoints/${res.body.id}`, key());
    }
  });
});
