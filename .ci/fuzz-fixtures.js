// Creates real resources on a live service for schemathesis (.ci/run), so the read routes are fuzzed
// against IDs that exist and not only against 404s: a product, an order, a planned-and-executed batch,
// a planned one, and a customs-optimize batch run. Writes one libFuzzer-style dictionary per kind of ID
// into the directory given, which .ci/schemathesis.toml binds to the path parameters.
//   node .ci/fuzz-fixtures.js BASE_URL API_KEY ACCOUNT_ID WAREHOUSE_ID BROKER_ID OUT_DIR
const fs = require('node:fs');
const path = require('node:path');

const [base, key, accountId, warehouseId, brokerId, outDir] = process.argv.slice(2);

async function call(method, route, body, expect) {
  const res = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status !== expect) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function main() {
  const product = (await call('POST', '/products/sync', {
    accountId,
    items: [{ externalId: 'fuzz-p1', sku: 'FUZZ-1', name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', originCountry: 'CA', declaredValueUsd: 12.5, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2 }],
  }, 200)).data[0];
  const order = (await call('POST', '/api/orders/sync', {
    accountId,
    items: [{ externalId: 'fuzz-o1', destinationCountry: 'US', destinationPostalCode: '10001', items: [{ productId: product.id, quantity: 2, unitValueUsd: 12.5 }] }],
  }, 200)).data[0];
  const plan = () => call('POST', '/api/exports/plan', { accountId, warehouseId, brokerId, orderIds: [order.id] }, 200);
  const executed = await plan();
  const execution = await call('POST', '/api/exports/execute', { accountId, batchId: executed.exportId }, 200);
  const batched = await plan();
  const optimize = await call('POST', '/api/customs/optimize/batch', {
    account_id: accountId,
    items: [{ product_name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', country_of_origin: 'PT', value: 14, materials: ['cotton'] }],
  }, 202);

  // A webhook endpoint (the embedded default takes a local http URL; nothing listens there, so its
  // deliveries fail and are retried, which is what a fuzzed redelivery should meet) and an event.
  const endpoint = await call('POST', '/api/webhook-endpoints', { accountId, url: 'http://127.0.0.1:9/hooks', description: 'fuzz' }, 201);
  const events = await call('GET', '/api/events?limit=5', undefined, 200);

  const dictionaries = {
    products: [product.id],
    orders: [order.id],
    exports: [executed.exportId, batched.exportId],
    artifacts: execution.artifacts.map((a) => a.filename),
    optimizations: [optimize.optimizer_batch_run_id],
    docs: ['swagger-ui.css', 'swagger-ui-bundle.js'],
    webhooks: [endpoint.id],
    events: events.data.map((e) => e.id),
  };
  fs.mkdirSync(outDir, { recursive: true });
  for (const [name, values] of Object.entries(dictionaries)) {
    fs.writeFileSync(path.join(outDir, `${name}.dict`), values.map((v) => JSON.stringify(String(v))).join('\n') + '\n');
  }
  process.stdout.write(`fuzz fixtures: ${Object.entries(dictionaries).map(([k, v]) => `${k} ${v.length}`).join(', ')}\n`);
}

main().catch((err) => {
  process.stderr.write(`fuzz fixtures failed: ${err.stack ?? err}\n`);
  process.exit(1);
});
