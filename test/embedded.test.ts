import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { http } from './helpers/stack';

/**
 * `npm start` as a new user runs it: the built entry point with no configuration but a data directory,
 * which starts the Temporal dev server and PostgreSQL itself. Needs `npm run build` (npm test does it).
 */
const ENTRY = path.join(__dirname, '..', 'dist', 'runtime', 'main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-embedded-'));

interface Running {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  url: string;
  uiUrl: string;
  temporalAddress: string;
  temporalPid: number;
}

/** The entry point's environment: no configuration but a data directory and free ports, plus `extra`. */
function entryEnv(extra: NodeJS.ProcessEnv, dir = dataDir): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, EXPORT_DATA_DIR: dir, TEMPORAL_DEV_PORT: '0', TEMPORAL_DEV_UI_PORT: '0', LOG_LEVEL: 'warn', ...extra };
  if (process.env.TEMPORAL_CLI_PATH) env.TEMPORAL_CLI_PATH = process.env.TEMPORAL_CLI_PATH;
  return env;
}

/** `extra` defaults to PORT=0 (any free port); `{}` leaves PORT unset, as a user's `npm start` does. */
async function start(extra: NodeJS.ProcessEnv = { PORT: '0' }): Promise<Running> {
  const env = entryEnv(extra);
  const child = spawn(process.execPath, [ENTRY], { env });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 90_000;
  while (!out.includes('Export Protocol is up')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited early (${child.exitCode ?? child.signalCode}):\n${out}`);
    if (Date.now() > deadline) throw new Error(`no banner:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 100));
  const url = /API:\s+(http:\/\/\S+)/.exec(out)?.[1] as string;
  const uiUrl = /Web UI:\s+(http:\/\/\S+)/.exec(out)?.[1] as string;
  const temporalAddress = /Temporal:\s+(\S+)/.exec(out)?.[1] as string;
  const temporalPid = Number(fs.readFileSync(path.join(dataDir, 'temporal.pid'), 'utf8'));
  return { child, output: () => out, url, uiUrl, temporalAddress, temporalPid };
}

async function stop(r: Running, signal: NodeJS.Signals): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => r.child.once('exit', (code) => resolve(code)));
  r.child.kill(signal);
  return exited;
}

/** Running: a process that exited but is not yet reaped (a zombie; PostgreSQL's parent is init) is not. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

function demoEnv(): Record<string, string> {
  return Object.fromEntries(
    fs.readFileSync(path.join(dataDir, 'demo.env'), 'utf8').trim().split('\n').map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  );
}

/** Listens on `port` (0 = any) on loopback, as another program would; undefined when it is taken already. */
function occupy(port: number): Promise<net.Server | undefined> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer((sock) => sock.destroy());
    srv.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve(undefined) : reject(err)));
    srv.listen(port, '127.0.0.1', () => resolve(srv));
  });
}
const portOf = (srv: net.Server) => (srv.address() as net.AddressInfo).port;
const close = (srv?: net.Server) => new Promise<void>((resolve) => (srv ? srv.close(() => resolve()) : resolve()));

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

test('a PORT that is in use stops the start at once, naming PORT, before anything boots', async () => {
  const busy = (await occupy(0)) as net.Server;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-busy-port-'));
  try {
    const began = Date.now();
    const child = spawn(process.execPath, [ENTRY], { env: entryEnv({ PORT: String(portOf(busy)) }, dir) });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    const elapsed = Date.now() - began;
    expect(code).toBe(1);
    expect(out).toMatch(new RegExp(`^Port ${portOf(busy)} is in use: set PORT to a free port, e\\.g\\. PORT=\\d+ npm start\\n$`));
    // Node's own start-up included; the service itself answers in well under a second (it loads no
    // Temporal SDK before the check). Generous for a busy 2-core machine.
    expect(elapsed).toBeLessThan(3000);
    // Nothing was started: no Temporal dev server, no PostgreSQL, not even the data directory's content.
    expect(fs.readdirSync(dir)).toEqual([]);
  } finally {
    await close(busy);
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a start that fails after the Temporal dev server came up stops it: nothing is left running', async () => {
  // The dev server starts first, while the modules load; PostgreSQL (DATABASE_URL: a closed port) fails after.
  const closed = (await occupy(0)) as net.Server;
  const port = portOf(closed);
  await close(closed);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-failed-start-'));
  try {
    const child = spawn(process.execPath, [ENTRY], { env: entryEnv({ PORT: '0', DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/none` }, dir) });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    let pid: number | undefined;
    const watch = setInterval(() => {
      try {
        pid ??= Number(fs.readFileSync(path.join(dir, 'temporal.pid'), 'utf8'));
      } catch {
        // not written yet
      }
    }, 20);
    const code = await new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
    clearInterval(watch);
    expect([code, out]).toEqual([1, expect.stringContaining('Export Protocol failed to start')]);
    expect(pid).toEqual(expect.any(Number));
    expect(alive(pid as number)).toBe(false);
    expect(fs.existsSync(path.join(dir, 'temporal.pid'))).toBe(false);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);

test('starts with no configuration, serves the demo account, stops cleanly and keeps its data', async () => {
  const first = await start();
  let productId: string;
  let orderId: string;
  try {
    const api = http(first.url);
    const health = await api.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body.checks).toMatchObject({ postgres: { ok: true }, temporal: { ok: true }, worker: { ok: true } });
    expect((await fetch(first.uiUrl)).status).toBe(200);

    const demo = demoEnv();
    expect(first.output()).toContain(demo.EXPORT_API_KEY);
    // The README's requests use the addresses this start took (PORT=0 here: any free port).
    expect(demo).toMatchObject({ EXPORT_BASE_URL: first.url, TEMPORAL_ADDRESS: first.temporalAddress });
    const adminToken = fs.readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
    expect(first.output()).toContain(adminToken);
    const key = { key: demo.EXPORT_API_KEY };
    const products = await api.post('/products/sync', { accountId: demo.EXPORT_ACCOUNT_ID, items: [{ externalId: 'tee', sku: 'TEE', name: 'T-shirt', originCountry: 'CA', declaredValueUsd: 10, materials: ['cotton'] }] }, key);
    expect(products.status).toBe(200);
    productId = products.body.data[0].id;
    const orders = await api.post('/api/orders/sync', { accountId: demo.EXPORT_ACCOUNT_ID, items: [{ externalId: 'o1', destinationCountry: 'US', items: [{ productId, quantity: 2, unitValueUsd: 10 }] }] }, key);
    expect(orders.status).toBe(200);
    orderId = orders.body.data[0].id;
    const account = await api.post('/admin/accounts', { name: 'Second' }, { key: adminToken });
    expect(account.status).toBe(201);
  } finally {
    expect(await stop(first, 'SIGTERM')).toBe(0);
  }
  expect(alive(first.temporalPid)).toBe(false);

  // The restart is a user's plain `npm start` (PORT unset) while the default port 3000 is taken (by this
  // test, or by whatever holds it already): it takes another free port, says so, and demo.env names it.
  const holder = await occupy(3000);
  let second: Running;
  try {
    second = await start({});
  } finally {
    await close(holder);
  }
  try {
    const demo = demoEnv();
    expect(new URL(second.url).port).not.toBe('3000');
    expect(second.output()).toContain(`port 3000 was in use, so the API took ${new URL(second.url).port}`);
    expect(demo).toMatchObject({ EXPORT_BASE_URL: second.url, TEMPORAL_ADDRESS: second.temporalAddress });
    const api = http(second.url);
    expect((await api.get('/healthz')).status).toBe(200);
    const product = await api.get(`/products/${productId}`, { key: demo.EXPORT_API_KEY });
    expect(product.status).toBe(200);
    const again = await api.post('/api/orders/sync', { accountId: demo.EXPORT_ACCOUNT_ID, items: [{ externalId: 'o1', destinationCountry: 'US', items: [{ productId, quantity: 3, unitValueUsd: 10 }] }] }, { key: demo.EXPORT_API_KEY });
    expect(again.body.data[0]).toMatchObject({ id: orderId, totalValueUsd: 30 });
    // Not seeded twice.
    expect(second.output()).toContain(demo.EXPORT_API_KEY);
  } finally {
    expect(await stop(second, 'SIGINT')).toBe(0);
  }
  expect(alive(second.temporalPid)).toBe(false);
}, 240_000);

test('the embedded PostgreSQL: a killed backend is recovered, the server is gone when the service is killed, its data stays', async () => {
  const pidOf = () => Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const running = await start();
  const key = { key: demoEnv().EXPORT_API_KEY };
  const api = http(running.url);
  const postgresPid = pidOf();
  let productId = '';
  try {
    expect(running.output()).toMatch(/PostgreSQL: {4}embedded PostgreSQL 18\.\d+ on 127\.0\.0\.1:\d+, data in .*postgres/);
    const synced = await api.post('/products/sync', { accountId: demoEnv().EXPORT_ACCOUNT_ID, items: [{ externalId: 'kept', sku: 'KEPT', name: 'Mug', originCountry: 'CA', declaredValueUsd: 8, materials: ['ceramic'] }] }, key);
    expect(synced.status).toBe(200);
    productId = synced.body.data[0].id as string;

    // A backend killed (the OOM killer's usual pick): PostgreSQL resets its other sessions and recovers
    // by itself; the pool reconnects and the service serves again.
    const backends = fs.readFileSync(`/proc/${postgresPid}/task/${postgresPid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    const backend = backends.find((p) => fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').includes('127.0.0.1'));
    expect(backend).toBeDefined();
    process.kill(backend as number, 'SIGKILL');
    const deadline = Date.now() + 30_000;
    let product = await api.get(`/products/${productId}`, key);
    while (product.status !== 200 && Date.now() < deadline) {
      expect([200, 503]).toContain(product.status);
      await new Promise((r) => setTimeout(r, 250));
      product = await api.get(`/products/${productId}`, key);
    }
    expect(product.status).toBe(200);
    expect(pidOf()).toBe(postgresPid); // the same server, not a restarted one
    expect((await api.get('/healthz')).status).toBe(200);
  } finally {
    // The service killed outright: its PostgreSQL closes its files and exits on its own.
    await stop(running, 'SIGKILL');
  }
  const gone = Date.now() + 15_000;
  while (alive(postgresPid) && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
  expect(alive(postgresPid)).toBe(false);

  // And the next start finds its data (the dev server the killed service left is stopped by that start).
  const again = await start();
  try {
    expect((await http(again.url).get('/healthz')).status).toBe(200);
    expect((await http(again.url).get(`/products/${productId}`, { key: demoEnv().EXPORT_API_KEY })).status).toBe(200);
  } finally {
    expect(await stop(again, 'SIGTERM')).toBe(0);
  }
}, 240_000);
