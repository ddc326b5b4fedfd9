import { spawnSync } from 'node:child_process';
import type Router from '@koa/router';
import pino from 'pino';
import { createApp } from '../../api/app';
import { createClassifier } from '../../domain/classifier';
import type { Service } from '../../runtime/service';
import { http, startTestService, type Http } from '../helpers/stack';

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
  expect(res.body.components.schemas.Error.required).toEqual(expect.arrayContaining(['errorCode', 'message']));
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
