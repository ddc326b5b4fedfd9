import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { PROJECT_ROOT } from '../runtime/paths';
import { call as httpCall } from './http';
import { processesPssMiB, processRssMiB, processTree, startServiceProcess } from './service-process';

/**
 * `npm run bench:soak`: does the service's memory level off under steady load while planned batches pile up?
 *
 * Starts the service as users do (`npm start`'s command, the embedded default, or DATABASE_URL when set)
 * in a fresh data directory, then for SOAK_MINUTES (default 10) at SOAK_CONCURRENCY (default 4) syncs an order,
 * plans a batch for it and executes two batches out of three; the third stays BATCHED, as integrators leave
 * them, so open workflows accumulate. Every 15 s it samples the resident memory of the service process, of
 * the embedded PostgreSQL's process and of the Temporal dev server it started. At the end: requests, errors, batches, e-mails received by the SMTP sink,
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
  /** The service's main V8 heap in use, from its /metrics (nodejs_heap_size_used_bytes); null when /metrics is off. */
  heapUsedMiB: number | null;
  /** The embedded PostgreSQL's processes (postmaster and backends), proportional memory, when the service runs one. */
  postgresPssMiB: number | null;
  temporalRssMiB: number | null;
  requests: number;
  openBatches: number;
}

/** nodejs_heap_size_used_bytes from the service's /metrics (open on the embedded default), in MiB. */
async function heapUsed(base: string): Promise<number | null> {
  const text = await fetch(`${base}/metrics`).then((r) => (r.ok ? r.text() : ''), () => '');
  const bytes = /^nodejs_heap_size_used_bytes (\d+)/m.exec(text)?.[1];
  return bytes ? Math.round(Number(bytes) / 2 ** 20) : null;
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

/** Growth over the last half as a share of the end value; RSS swings with every GC, so each point is the median of four samples. */
function growthOf(samples: Sample[], pick: (s: Sample) => number | null): { half: number; last: number; share: number } | null {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const endAt = samples[samples.length - 1].atSeconds;
  const halfIndex = Math.max(0, samples.findIndex((s) => s.atSeconds >= endAt / 2));
  const values = (xs: Sample[]) => xs.map(pick).filter((v): v is number => v !== null);
  const [h, l] = [values(samples.slice(halfIndex, halfIndex + 4)), values(samples.slice(-4))];
  if (!h.length || !l.length) return null;
  const [half, last] = [median(h), median(l)];
  return { half, last, share: (last - half) / last };
}

function report(samples: Sample[], c: Counters, mails: number, seconds: number): { verdict: boolean; growthShare: number } {
  process.stdout.write('\n  min   service RSS   (V8 heap used)   PostgreSQL PSS   Temporal RSS   requests   open batches\n');
  for (const s of samples) {
    process.stdout.write(`  ${(s.atSeconds / 60).toFixed(1).padStart(4)}   ${String(s.serviceRssMiB).padStart(8)} MiB   ${String(s.heapUsedMiB ?? '-').padStart(10)} MiB   ${String(s.postgresPssMiB ?? '-').padStart(10)} MiB   ${String(s.temporalRssMiB ?? '-').padStart(8)} MiB   ${String(s.requests).padStart(8)}   ${String(s.openBatches).padStart(8)}\n`);
  }
  const service = growthOf(samples, (s) => s.serviceRssMiB) as { half: number; last: number; share: number };
  const postgres = growthOf(samples, (s) => s.postgresPssMiB);
  const growthShare = service.share;
  const verdict = service.share < 0.05 && (postgres === null || postgres.share < 0.05);
  const line = (name: string, g: { half: number; last: number; share: number }) =>
    `\n  ${name} (median of 4 samples) at half time → at the end: ${g.half} → ${g.last} MiB, growth ${(g.share * 100).toFixed(1)} % of the final value (limit 5 %): ${g.share < 0.05 ? 'levels off' : 'STILL GROWING'}`;
  process.stdout.write(
    `\n  ${(seconds / 60).toFixed(1)} min at concurrency ${CONCURRENCY}: ${c.requests} requests, ${c.errors} errors, ${c.executed} batches executed, ${c.open} left BATCHED, ${mails} e-mails received` +
      `${c.firstError ? `\n  first error: ${c.firstError}` : ''}` +
      line('service RSS', service) +
      (postgres ? line('embedded PostgreSQL PSS', postgres) : '') +
      '\n',
  );
  return { verdict, growthShare };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-soak-'));
  const service = await startServiceProcess(dataDir, { EXPORT_ADMIN_TOKEN: ADMIN, EXPORT_SEED_DEMO: 'false' });
  const base = service.url;
  try {
    const fixture = await seed(base);
    const counters: Counters = { requests: 0, errors: 0, executed: 0, open: 0 };
    const start = performance.now();
    const end = start + MINUTES * 60_000;
    const samples: Sample[] = [];
    const sample = async () => {
      const atSeconds = Math.round((performance.now() - start) / 1000);
      const heapUsedMiB = await heapUsed(base);
      samples.push({ atSeconds, serviceRssMiB: processRssMiB(service.pid) ?? 0, heapUsedMiB, postgresPssMiB: processesPssMiB(processTree(service.postgresPid())), temporalRssMiB: processRssMiB(service.temporalServerPid()), requests: counters.requests, openBatches: counters.open });
    };
    await sample();
    const timer = setInterval(() => void sample(), SAMPLE_MS);
    process.stdout.write(`soak: ${MINUTES} min, concurrency ${CONCURRENCY}, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}, service pid ${service.pid}, embedded PostgreSQL pid ${service.postgresPid() ?? '-'}, Temporal pid ${service.temporalServerPid() ?? '-'}\n`);
    await Promise.all(Array.from({ length: CONCURRENCY }, (_, w) => integrator(base, fixture, w, end, counters)));
    clearInterval(timer);
    await sample();
    await new Promise((r) => setTimeout(r, 5000)); // the last e-mails reach the sink
    const mailDir = path.join(dataDir, 'mail');
    const mails = fs.existsSync(mailDir) ? fs.readdirSync(mailDir).length : 0;
    const seconds = (performance.now() - start) / 1000;
    const { verdict, growthShare } = report(samples, counters, mails, seconds);
    const out = path.join(PROJECT_ROOT, 'bench', 'results', `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify({ minutes: MINUTES, concurrency: CONCURRENCY, database: process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded', counters, mails, samples, growthShare, levelsOff: verdict }, null, 2)}\n`);
    process.stdout.write(`  wrote ${path.relative(process.cwd(), out)}\n`);
    process.exitCode = verdict && counters.errors === 0 ? 0 : 1;
  } finally {
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`soak failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
