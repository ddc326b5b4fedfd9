import { spawnSync } from 'node:child_process';
import type Router from '@koa/router';
import pino from 'pino';
import { createApp } from '../../api/app';
import { errorCodes } from '../../api/responses';
import { createClassifier } from '../../domain/classifier';
import type { Service } from '../../runtime/service';
import { createTenant, http, startTestService, type Http } from '../helpers/stack';

let service: Service;
let api: Http;

beforeAll(async () => {
  service = await startTestService();
  api = http(service.url);
});
afterAll(() => service?.stop());

/** Every (method, path) the Koa routers serve, with :param written as {param}. */
function servedRoutes(): Set<string> {
  const app = createApp({
    db: service.db,
    logger: pino({ level: 'silent' }),
    bodyLimit: '1mb',
    idempotency: { ttlHours: 1, waitMs: 0, lockTimeoutMs: 1000 },
    health: async () => ({ ok: true, checks: {} }),
    exportsConfig: { taskQueue: 'unused', batchTtlMs: 1000, execute: {} },
    classifier: createClassifier(),
    webhooks: service.webhooks,
  });
  const out = new Set<string>();
  for (const mw of app.middleware as Array<{ router?: Router }>) {
    for (const layer of mw.router?.stack ?? []) {
      for (const method of layer.methods) {
        if (method === 'HEAD') continue;
        out.add(`${method} ${String(layer.path).replace(/:([A-Za-z]+)/g, '{$1}')}`);
      }
    }
  }
  return out;
}

test('/openapi.json is OpenAPI 3.1 and covers exactly the routes the service serves', async () => {
  const res = await api.get('/openapi.json');
  expect(res.status).toBe(200);
  expect(res.body.openapi).toBe('3.1.0');
  const documented = new Set<string>();
  for (const [p, ops] of Object.entries(res.body.paths as Record<string, Record<string, unknown>>)) {
    for (const method of Object.keys(ops)) documented.add(`${method.toUpperCase()} ${p}`);
  }
  const served = servedRoutes();
  expect(served.size).toBeGreaterThan(15);
  expect([...served].filter((r) => !documented.has(r))).toEqual([]);
  expect([...documented].filter((r) => !served.has(r))).toEqual([]);
  // The error body, the bearer scheme and the Idempotency-Key header are published.
  // Error: every code's body, by errorCode; each requires errorCode and message.
  const bodies: any[] = res.body.components.schemas.Error.oneOf.map((b: any) => resolved(res.body, b));
  expect(res.body.components.schemas.Error.discriminator.propertyName).toBe('errorCode');
  expect(bodies.map((b) => b.properties.errorCode.const).sort()).toEqual([...errorCodes].sort());
  for (const b of bodies) expect(b.required).toEqual(expect.arrayContaining(['errorCode', 'message']));
  expect(res.body.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  const plan = res.body.paths['/api/exports/plan'].post;
  expect(plan.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'header', name: 'Idempotency-Key' })]));
  expect(plan.requestBody.content['application/json'].schema.required).toEqual(expect.arrayContaining(['accountId', 'warehouseId', 'brokerId', 'orderIds']));
});

test('/docs serves the reference page and its assets locally', async () => {
  const page = await fetch(`${service.url}/docs`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('/openapi.json');
  for (const asset of ['swagger-ui.css', 'swagger-ui-bundle.js']) {
    expect(html).toContain(`/docs/${asset}`);
    const res = await fetch(`${service.url}/docs/${asset}`);
    expect(res.status).toBe(200);
    expect((await res.text()).length).toBeGreaterThan(10_000);
  }
  expect((await api.get('/docs/nope.js')).status).toBe(404);
});

test('the document validates against the OpenAPI 3.1 schema', async () => {
  const doc = (await api.get('/openapi.json')).body;
  // The validator is an ES module, which jest's CommonJS sandbox cannot import: run it beside.
  const script = `import fs from 'node:fs'; import { Validator } from '@seriousme/openapi-schema-validator';
    const v = new Validator(); const r = await v.validate(JSON.parse(fs.readFileSync(0, 'utf8')));
    console.log(JSON.stringify({ valid: r.valid, version: v.version, errors: r.errors ?? null }));`;
  const res = spawnSync(process.execPath, ['--input-type=module', '-e', script], { input: JSON.stringify(doc), encoding: 'utf8', cwd: process.cwd() });
  const result = JSON.parse(res.stdout);
  expect(result).toEqual({ valid: true, version: '3.1', errors: null });
});

type Doc = { paths: Record<string, Record<string, any>>; components: Record<string, any>; tags: Array<{ name: string }>; servers: Array<{ url: string }> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = (doc: Doc) =>
  Object.entries(doc.paths).flatMap(([p, item]) => METHODS.filter((m) => item[m]).map((m) => ({ path: p, method: m, op: item[m] })));
/** A response or schema object, with a components.responses or components.schemas reference resolved. */
const resolved = (doc: Doc, r: any) => {
  const [, , kind, name] = r.$ref?.split('/') ?? [];
  return kind ? doc.components[kind][name] : r;
};

test('every operation has a unique camelCase operationId, a declared tag, and X-Request-Id on every response', async () => {
  const doc: Doc = (await api.get('/openapi.json')).body;
  expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  const tags = new Set(doc.tags.map((t) => t.name));
  const ids = new Set<string>();
  for (const { path: p, method, op } of operations(doc)) {
    expect(op.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(ids.has(op.operationId)).toBe(false);
    ids.add(op.operationId);
    expect(op.tags).toHaveLength(1);
    expect(tags.has(op.tags[0])).toBe(true);
    for (const [status, r] of Object.entries(op.responses as Record<string, any>)) {
      expect([`${method} ${p} ${status}`, resolved(doc, r).headers?.['X-Request-Id']]).toEqual([`${method} ${p} ${status}`, expect.anything()]);
    }
  }
  expect([...ids]).toEqual(expect.arrayContaining(['syncProducts', 'planExport', 'executeExport', 'inspectExport', 'getExportArtifact', 'createAccount', 'getHealth']));
});

test('each errorCode the code throws is documented at its status, and each documented one is thrown', async () => {
  const doc: Doc = (await api.get('/openapi.json')).body;
  const documented = new Set<string>();
  for (const { op } of operations(doc)) {
    for (const [status, r] of Object.entries(op.responses as Record<string, any>)) {
      const schema = resolved(doc, r).content?.['application/json']?.schema;
      // One code's body ($ref), or a oneOf of them keyed by errorCode.
      for (const body of schema?.oneOf ?? (schema ? [schema] : [])) {
        const code = resolved(doc, body).properties?.errorCode?.const;
        if (code) documented.add(`${status} ${code}`);
      }
    }
  }
  documented.add('405 METHOD_NOT_ALLOWED'); // components.responses.MethodNotAllowed: no operation answers it
  // Every `new ApiError(<status>, '<CODE>'` in the API layer.
  const fs = await import('node:fs');
  const path = await import('node:path');
  const thrown = new Set<string>();
  const dir = path.join(__dirname, '../../api');
  for (const file of [...fs.readdirSync(dir).map((f) => path.join(dir, f)), ...fs.readdirSync(path.join(dir, 'routes')).map((f) => path.join(dir, 'routes', f))]) {
    if (!file.endsWith('.ts')) continue;
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/new ApiError\(\s*(\d{3}),\s*'([A-Z_]+)'/g)) thrown.add(`${m[1]} ${m[2]}`);
  }
  expect([...thrown].filter((c) => !documented.has(c))).toEqual([]);
  expect([...documented].filter((c) => !thrown.has(c))).toEqual([]);
});

test('each response example is valid against its schema', async () => {
  const doc: Doc = (await api.get('/openapi.json')).body;
  // ajv comes with @seriousme/openapi-schema-validator (a dev dependency); draft 2020-12 is OpenAPI 3.1's.
  const Ajv2020 = require('ajv/dist/2020').default;
  const addFormats = require('ajv-formats').default;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  let checked = 0;
  for (const { path: p, method, op } of operations(doc)) {
    for (const [status, r] of Object.entries(op.responses as Record<string, any>)) {
      const media = resolved(doc, r).content?.['application/json'];
      if (!media) continue;
      const examples = [
        ...(media?.example === undefined ? [] : [['example', media.example]]),
        ...Object.entries((media?.examples ?? {}) as Record<string, { value: unknown }>).map(([name, e]) => [name, e.value]),
      ];
      if (examples.length === 0) continue;
      const validate = ajv.compile({ ...media.schema, components: doc.components });
      for (const [name, value] of examples) {
        const ok = validate(value);
        expect([`${method} ${p} ${status} ${name}`, ok ? null : validate.errors]).toEqual([`${method} ${p} ${status} ${name}`, null]);
        checked++;
      }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(12);
});

test('links name operations and parameters that exist', async () => {
  const doc: Doc = (await api.get('/openapi.json')).body;
  const byId = new Map(operations(doc).map((o) => [o.op.operationId, o]));
  let links = 0;
  for (const { op } of operations(doc)) {
    for (const r of Object.values(op.responses as Record<string, any>)) {
      for (const [name, l] of Object.entries((resolved(doc, r).links ?? {}) as Record<string, any>)) {
        const target = byId.get(l.operationId);
        expect([name, target ? l.operationId : undefined]).toEqual([name, l.operationId]);
        for (const key of Object.keys(l.parameters ?? {})) {
          const [where, param] = key.split('.');
          expect([name, key, (target!.op.parameters ?? []).some((p: any) => p.in === where && p.name === param)]).toEqual([name, key, true]);
        }
        if (l.requestBody) expect(target!.op.requestBody).toBeDefined();
        links++;
      }
    }
  }
  expect(links).toBeGreaterThan(10);
  // The stateful path through the export flow.
  const plan = doc.paths['/api/exports/plan'].post.responses['200'].links;
  expect(plan.ExecuteExport).toMatchObject({ operationId: 'executeExport', requestBody: { batchId: '$response.body#/exportId' } });
  expect(plan.InspectExport).toMatchObject({ operationId: 'inspectExport', parameters: { 'path.id': '$response.body#/exportId' } });
});

test('a wrong method answers 405 METHOD_NOT_ALLOWED with the Allow header of the path, OPTIONS 204 with it', async () => {
  const call = (method: string, p: string) => fetch(`${service.url}${p}`, { method });
  const wrong = await call('DELETE', '/products/sync');
  expect(wrong.status).toBe(405);
  expect(wrong.headers.get('allow')).toBe('POST');
  expect(wrong.headers.get('x-request-id')).toBeTruthy();
  expect(await wrong.json()).toMatchObject({ errorCode: 'METHOD_NOT_ALLOWED' });
  // A path with a parameter: every method its routes have; HEAD comes with GET.
  const put = await call('PUT', '/api/webhook-endpoints/whe_x');
  expect(put.status).toBe(405);
  expect(put.headers.get('allow')).toBe('HEAD, GET, PATCH, DELETE');
  // A fixed path that a parameterised route also fits: the fixed path's methods (as the document lists them).
  const options = await call('OPTIONS', '/api/exports/plan');
  expect(options.status).toBe(204);
  expect(options.headers.get('allow')).toBe('POST');
  expect((await call('PATCH', '/api/exports/exp_x')).headers.get('allow')).toBe('HEAD, GET');
  // …and a method only the parameterised route has is 405 there as well: no ID has that form.
  for (const p of ['/products/sync', '/api/exports/plan', '/api/exports/execute']) {
    const get = await call('GET', p);
    expect([p, get.status, get.headers.get('allow')]).toEqual([p, 405, 'POST']);
  }
  // A method no route has at all is 405 too; an unknown path is 404 whatever the method.
  expect((await call('PROPFIND', '/products')).status).toBe(405);
  expect((await call('DELETE', '/nothing-here')).status).toBe(404);
  expect((await call('OPTIONS', '/nothing-here')).status).toBe(404);
});

test('a DELETE body is read as documented: another account in it is 403, a bad idempotencyKey 400', async () => {
  const t = await createTenant(api, 'Delete body');
  const key = { key: t.apiKey };
  const other = await api.call('DELETE', '/api/webhook-endpoints/whe_none', { accountId: 'acct_someone_else' }, key);
  expect(other.status).toBe(403);
  expect(other.body.errorCode).toBe('INVALID_ACCOUNT_SCOPE');
  const badKey = await api.call('DELETE', '/api/webhook-endpoints/whe_none', { accountId: t.accountId, idempotencyKey: '' }, key);
  expect(badKey.status).toBe(400);
  expect(badKey.body).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'idempotencyKey' });
  // No body at all is fine: the path names the endpoint.
  expect((await api.delete('/api/webhook-endpoints/whe_none', key)).status).toBe(404);
});

test('a "__proto__" key, valid JSON the parser refuses as prototype poisoning, is dropped like any unknown field', async () => {
  const t = await createTenant(api, 'Proto key');
  const raw = `{"__proto__": {"polluted": true}, "product_name": "Cotton T-shirt", "description": "Knitted, 100% cotton", "country_of_origin": "PT", "value": 14, "supplier_metadata": {"__proto__": null, "kept": 1}}`;
  const res = await api.post('/api/customs/optimize', undefined, { key: t.apiKey, raw });
  expect(res.status).toBe(200);
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  // Not JSON at all is still 400 INVALID_REQUEST.
  expect((await api.post('/api/customs/optimize', undefined, { key: t.apiKey, raw: '{"__proto__": ' })).body.errorCode).toBe('INVALID_REQUEST');
});
