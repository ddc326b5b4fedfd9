import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PROJECT_ROOT } from '../runtime/paths';
import { call as httpCall } from './http';

/**
 * `npm run bench:soak`: does the service's memory level off under steady load while planned batches pile up?
 *
 * Starts the service as users do (`node dist/runtime/main.js`, the embedded default, or DATABASE_URL when set)
 * in a fresh data directory, then for SOAK_MINUTES (default 10) at SOAK_CONCURRENCY (default 4) syncs an order,
 * plans a batch for it and executes two batches out of three; the third stays BATCHED, as integrators leave
 * them, so open workflows accumulate. Every 15 s it samples the resident memory of the service process and of
 * the Temporal dev server it started. At the end: requests, errors, batches, e-mails received by the SMTP sink,
 * and the verdict of issue 17: the growth of the service's RSS over the last half of the run as a share of
 * its RSS at the end (must stay under 5 %).
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 4);
const SAMPLE_MS = 15_000;
const ADMIN = `soak-admin-${randomBytes(8).toString('hex')}`;

interface Sample {
  atSeconds: number;
  serviceRssMiB: number;
  temporalRssMiB: number | null;
  requests: number;
  openBatches: number;
}

function rssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return line ? Math.round(Number(line.split(/\s+/)[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** The Temporal dev server is the service's child process named `temporal`. */
function temporalPid(parent: number): number | undefined {
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parent && comm.startsWith('temporal')) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  return undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Starts `node dist/runtime/main.js` and resolves once /healthz answers. */
async function startServiceProcess(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(PROJECT_ROOT, 'dist', 'runtime', 'main.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, EXPORT_DATA_DIR: dataDir, PORT: String(port), TEMPORAL_DEV_PORT: '0', TEMPORAL_DEV_UI_PORT: '0', EXPORT_ADMIN_TOKEN: ADMIN, EXPORT_SEED_DEMO: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode} while starting`);
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the service did not become healthy within 120 s');
}

/** Every write carries an Idempotency-Key, as integrators send them. */
function call(base: string, method: string, p: string, body: unknown, key: string, expect: number): Promise<any> {
  return httpCall(base, method, p, body, key, expect, { 'idempotency-key': randomBytes(12).toString('hex') });
}

interface Fixture {
  acct: string;
  key: string;
  warehouseId: string;
  brokerId: string;
  productIds: string[];
}

async function seed(base: string): Promise<Fixture> {
  const acct = (await call(base, 'POST', '/admin/accounts', { name: 'Soak Merchant' }, ADMIN, 201)).id as string;
  const key = (await call(base, 'POST', `/admin/accounts/${acct}/api-keys`, {}, ADMIN, 201)).apiKey as string;
  const warehouseId = (await call(base, 'POST', `/admin/accounts/${acct}/warehouses`, { name: 'DC', country: 'CA', addressLine1: '1 Main St', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2' }, ADMIN, 201)).id;
  const brokerId = (await call(base, 'POST', `/admin/accounts/${acct}/brokers`, { name: 'Broker', email: 'broker@soak.example', brokerPath: 'partner_integrated' }, ADMIN, 201)).id;
  const items = Array.from({ length: 3 }, (_, i) => ({ externalId: `p${i}`, sku: `SKU${i}`, name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', originCountry: 'CA', declaredValueUsd: 12.5, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2 }));
  const productIds = (await call(base, 'POST', '/products/sync', { accountId: acct, items }, key, 200)).data.map((p: { id: string }) => p.id) as string[];
  return { acct, key, warehouseId, brokerId, productIds };
}

interface Counters {
  requests: number;
  errors: number;
  executed: number;
  open: number;
  firstError?: string;
}

/** One integrator: sync an order, plan it, execute two batches out of three. */
async function integrator(base: string, f: Fixture, w: number, end: number, c: Counters): Promise<void> {
  for (let i = 0; performance.now() < end; i++) {
    try {
      const order = { externalId: `o-${w}-${i}`, destinationCountry: 'US', destinationPostalCode: '10001', items: f.productIds.map((productId) => ({ productId, quantity: 1, unitValueUsd: 12.5 })) };
      const orderId = (await call(base, 'POST', '/api/orders/sync', { accountId: f.acct, items: [order] }, f.key, 200)).data[0].id;
      const batchId = (await call(base, 'POST', '/api/exports/plan', { accountId: f.acct, warehouseId: f.warehouseId, brokerId: f.brokerId, orderIds: [orderId] }, f.key, 200)).exportId;
      c.requests += 2;
      if (i % 3 === 2) {
        c.open += 1;
        continue;
      }
      await call(base, 'POST', '/api/exports/execute', { accountId: f.acct, batchId }, f.key, 200);
      c.requests += 1;
      c.executed += 1;
    } catch (err) {
      c.errors += 1;
      c.firstError ??= err instanceof Error ? err.message : String(err);
    }
  }
}

function report(samples: Sample[], c: Counters, mails: number, seconds: number): { verdict: boolean; growthShare: number } {
  process.stdout.write('\n  min   service RSS   Temporal RSS   requests   open batches\n');
  for (const s of samples) {
    process.stdout.write(`  ${(s.atSeconds / 60).toFixed(1).padStart(4)}   ${String(s.serviceRssMiB).padStart(8)} MiB   ${String(s.temporalRssMiB ?? '-').padStart(8)} MiB   ${String(s.requests).padStart(8)}   ${String(s.openBatches).padStart(8)}\n`);
  }
  // RSS swings with every garbage collection: compare the median of four samples at half time and at the end
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const endAt = samples[samples.length - 1].atSeconds;
  const halfIndex = Math.max(0, samples.findIndex((s) => s.atSeconds >= endAt / 2));
  const half = { serviceRssMiB: median(samples.slice(halfIndex, halfIndex + 4).map((s) => s.serviceRssMiB)) };
  const last = { serviceRssMiB: median(samples.slice(-4).map((s) => s.serviceRssMiB)) };
  const growthShare = (last.serviceRssMiB - half.serviceRssMiB) / last.serviceRssMiB;
  const verdict = growthShare < 0.05;
  process.stdout.write(
    `\n  ${(seconds / 60).toFixed(1)} min at concurrency ${CONCURRENCY}: ${c.requests} requests, ${c.errors} errors, ${c.executed} batches executed, ${c.open} left BATCHED, ${mails} e-mails received` +
      `${c.firstError ? `\n  first error: ${c.firstError}` : ''}` +
      `\n  service RSS (median of 4 samples) at half time → at the end: ${half.serviceRssMiB} → ${last.serviceRssMiB} MiB, growth ${(growthShare * 100).toFixed(1)} % of the final RSS (limit 5 %): ${verdict ? 'levels off' : 'STILL GROWING'}\n`,
  );
  return { verdict, growthShare };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-soak-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = await startServiceProcess(dataDir, port);
  try {
    const fixture = await seed(base);
    const temporal = temporalPid(child.pid!);
    const counters: Counters = { requests: 0, errors: 0, executed: 0, open: 0 };
    const start = performance.now();
    const end = start + MINUTES * 60_000;
    const samples: Sample[] = [];
    const sample = () => samples.push({ atSeconds: Math.round((performance.now() - start) / 1000), serviceRssMiB: rssMiB(child.pid) ?? 0, temporalRssMiB: rssMiB(temporal), requests: counters.requests, openBatches: counters.open });
    sample();
    const timer = setInterval(sample, SAMPLE_MS);
    process.stdout.write(`soak: ${MINUTES} min, concurrency ${CONCURRENCY}, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PGlite'}, service pid ${child.pid}, Temporal pid ${temporal ?? '-'}\n`);
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => integrator(base, fixture, w, end, counters)));
    clearInterval(timer);
    sample();
    await new Promise((r) => setTimeout(r, 5000)); // the last e-mails reach the sink
    const mailDir = path.join(dataDir, 'mail');
    const mails = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
    const seconds = (performance.now() - start) / 1000;
    const { verdict, growthShare } = report(samples, counters, mails, seconds);
    const out = path.join(PROJECT_ROOT, 'bench', 'results', `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify({ minutes: MINUTES, concurrency: CONCURRENCY, database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', counters, mails, samples, growthShare, levelsOff: verdict }, null, 2)}\n`);
    process.stdout.write(`  wrote ${path.relative(process.cwd(), out)}\n`);
    process.exitCode = verdict && counters.errors === 0 ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`soak failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
