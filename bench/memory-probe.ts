import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { DefaultLogger, Runtime } from '@temporalio/worker';
import pino from 'pino';
import { loadConfig } from '../runtime/config';
import { startService } from '../runtime/service';
import { call } from './http';

/**
 * `node --expose-gc dist/bench/memory-probe.js` (issue 17): where the service process's memory goes, phase by phase.
 *
 * Starts the service in-process (the embedded default, or DATABASE_URL when set) and takes a picture of its
 * memory after the start, after PROBE_SYNC_SECONDS of order syncs (10 orders x 3 items: the database grows),
 * after each of PROBE_BURSTS bursts of PROBE_SECONDS of plan + execute over HTTP, after PROBE_OPEN_SECONDS
 * of plans alone (each leaves its workflow open, as integrators leave batches BATCHED: the worker's workflow
 * cache fills up to TEMPORAL_WORKER_CACHE_SIZE) and after PROBE_IDLE_SECONDS of idling; every phase runs at
 * PROBE_CONCURRENCY. A picture: process.memoryUsage(), the main isolate's heap spaces, the workflow
 * thread's heap, /proc/self/smaps_rollup, the resident memory by kind of mapping (see kindOf) and the threads
 * by name. With --expose-gc each picture is taken again after a full GC (what is garbage, what is held).
 *   PROBE_JSON=file writes the pictures there; PROBE_HEAP_SNAPSHOTS=dir writes a heap snapshot of the main
 *   isolate with each (Chrome DevTools, Memory tab).
 */
const BURSTS = Number(process.env.PROBE_BURSTS ?? 3);
const SECONDS = Number(process.env.PROBE_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.PROBE_CONCURRENCY ?? 8);
const IDLE_SECONDS = Number(process.env.PROBE_IDLE_SECONDS ?? 15);
const OPEN_SECONDS = Number(process.env.PROBE_OPEN_SECONDS ?? 20);
const SYNC_SECONDS = Number(process.env.PROBE_SYNC_SECONDS ?? 15);
const ADMIN = `probe-admin-${randomBytes(8).toString('hex')}`;

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);
const kbToMib = (kb: number) => Math.round(kb / 1024);

interface Mapping {
  start: bigint;
  end: bigint;
  perms: string;
  name: string;
  rssKb: number;
}

function readMappings(): Mapping[] {
  const out: Mapping[] = [];
  let current: Mapping | undefined;
  for (const line of fs.readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const header = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (header) {
      current = { start: BigInt(`0x${header[1]}`), end: BigInt(`0x${header[2]}`), perms: header[3], name: header[4], rssKb: 0 };
      out.push(current);
    } else if (current && line.startsWith('Rss:')) current.rssKb = Number(line.split(/\s+/)[1]);
  }
  return out;
}

const GIB = 2n ** 30n;
const ARENA = 64n * 2n ** 20n;
const isReservation = (m: Mapping | undefined) => m !== undefined && m.perms.startsWith('---') && m.end - m.start >= GIB;

/**
 * Resident memory by kind of mapping. A WASM memory (undici's llhttp) is the accessible part of a reservation
 * of several GiB (V8's guard regions); glibc gives the threads that malloc (Temporal core's tokio threads,
 * libuv, V8's helpers, worker threads) arenas in 64 MiB-aligned mappings; the rest of the anonymous memory
 * is the V8 heaps of every isolate (the main one and the workflow thread's), large mallocs, stacks.
 */
function kindOf(m: Mapping, before: Mapping | undefined, after: Mapping | undefined): string {
  if (m.name === '[heap]') return 'malloc main arena ([heap])';
  if (m.name.startsWith('[stack')) return 'stacks';
  if (m.name.includes('.node')) return 'code: native addons (.node)';
  if (m.name.startsWith('/')) return 'code + files (node, libs)';
  if (m.name !== '') return m.name;
  if (isReservation(before) || isReservation(after)) return 'WASM memories (undici\'s llhttp)';
  if (m.start % ARENA === 0n && m.end - m.start <= ARENA) return 'malloc thread arenas (64 MiB-aligned)';
  return 'other anonymous (V8 heaps of all isolates, large mallocs)';
}

function classify(mappings: Mapping[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  mappings.forEach((m, i) => {
    if (m.rssKb === 0) return;
    const kind = kindOf(m, mappings[i - 1], mappings[i + 1]);
    kinds[kind] = (kinds[kind] ?? 0) + m.rssKb;
  });
  return Object.fromEntries(Object.entries(kinds).sort((a, b) => b[1] - a[1]).map(([k, kb]) => [k, kbToMib(kb)]));
}

function smapsRollup(): Record<string, number> {
  const keep = ['Rss', 'Pss', 'Pss_Anon', 'Pss_File', 'Anonymous', 'Private_Dirty', 'Shared_Clean'];
  const out: Record<string, number> = {};
  for (const line of fs.readFileSync('/proc/self/smaps_rollup', 'utf8').split('\n')) {
    const [key, value] = line.split(/:\s+/);
    if (keep.includes(key)) out[key] = kbToMib(Number(value.split(' ')[0]));
  }
  return out;
}

/** Threads by name (/proc/self/task/N/comm): tokio-runtime-w are Temporal core's, the rest Node's. */
function threads(): Record<string, number> {
  const names: Record<string, number> = {};
  for (const tid of fs.readdirSync('/proc/self/task')) {
    try {
      const name = fs.readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      names[name] = (names[name] ?? 0) + 1;
    } catch {
      // the thread ended meanwhile
    }
  }
  return names;
}

interface ReportHeap {
  javascriptHeap: { totalMemory: number; usedMemory: number };
}

/** The worker threads' isolates (Temporal's workflow thread): only the diagnostic report sees their heaps. */
function workerThreadHeaps(): string[] {
  const report = process.report.getReport() as unknown as { workers: ReportHeap[] };
  return report.workers.map((w) => `${mib(w.javascriptHeap.usedMemory)}/${mib(w.javascriptHeap.totalMemory)}`);
}

function picture(label: string): Record<string, unknown> {
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, `${mib(s.space_used_size)}/${mib(s.space_size)}`]));
  return {
    label,
    memoryUsageMiB: { rss: mib(m.rss), heapTotal: mib(m.heapTotal), heapUsed: mib(m.heapUsed), external: mib(m.external), arrayBuffers: mib(m.arrayBuffers) },
    heapSpacesUsedOfSizeMiB: spaces,
    workerThreadHeapsUsedOfTotalMiB: workerThreadHeaps(),
    smapsRollupMiB: smapsRollup(),
    residentByKindMiB: classify(readMappings()),
    threads: threads(),
  };
}

const pictures: Array<Record<string, unknown>> = [];

async function snapshot(label: string): Promise<void> {
  const p = picture(label);
  pictures.push(p);
  const dir = process.env.PROBE_HEAP_SNAPSHOTS;
  if (dir) v8.writeHeapSnapshot(path.join(dir, `${pictures.length}-${label.split(' (')[0].replace(/\W+/g, '-')}.heapsnapshot`));
  process.stdout.write(`\n== ${label}\n${JSON.stringify(p, null, 1).replace(/\n\s*/g, ' ')}\n`);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return;
  gc();
  await new Promise((r) => setTimeout(r, 100)); // freed external memory (WASM, buffers) is released after the GC
  gc();
  const after = picture(`${label}, after a full GC`);
  pictures.push(after);
  process.stdout.write(`   after a full GC: ${JSON.stringify(after.memoryUsageMiB)} worker threads ${JSON.stringify(after.workerThreadHeapsUsedOfTotalMiB)} resident ${JSON.stringify(after.residentByKindMiB)}\n`);
}


/** The bench's account: a warehouse, a broker, 3 products, 5 orders (bench/run.ts). */
async function seed(base: string): Promise<Record<'sync' | 'plan' | 'planAndExecute', () => Promise<void>>> {
  const acct = (await call(base, 'POST', '/admin/accounts', { name: 'Probe Merchant' }, ADMIN, 201)).id as string;
  const key = (await call(base, 'POST', `/admin/accounts/${acct}/api-keys`, {}, ADMIN, 201)).apiKey as string;
  const wh = (await call(base, 'POST', `/admin/accounts/${acct}/warehouses`, { name: 'DC', country: 'CA', addressLine1: '1 Main St', city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2' }, ADMIN, 201)).id;
  const broker = (await call(base, 'POST', `/admin/accounts/${acct}/brokers`, { name: 'Broker', email: 'broker@probe.example', brokerPath: 'partner_integrated' }, ADMIN, 201)).id;
  const items = Array.from({ length: 3 }, (_, i) => ({ externalId: `p${i}`, sku: `SKU${i}`, name: 'Cotton T-shirt', description: 'Knitted T-shirt, 100% cotton', originCountry: 'CA', declaredValueUsd: 12.5, materials: ['cotton'], hsCode: '6109.10', weightKg: 0.2 }));
  const products = (await call(base, 'POST', '/products/sync', { accountId: acct, items }, key)).data.map((p: { id: string }) => p.id) as string[];
  const order = (ext: string) => ({ externalId: ext, destinationCountry: 'US', destinationPostalCode: '10001', items: products.map((productId) => ({ productId, quantity: 1, unitValueUsd: 12.5 })) });
  const orderIds = (await call(base, 'POST', '/api/orders/sync', { accountId: acct, items: Array.from({ length: 5 }, (_, i) => order(`seed-${i}`)) }, key)).data.map((o: { id: string }) => o.id);
  const plan = async () => (await call(base, 'POST', '/api/exports/plan', { accountId: acct, warehouseId: wh, brokerId: broker, orderIds }, key)).exportId as string;
  let synced = 0;
  return {
    sync: async () => {
      const n = synced++;
      await call(base, 'POST', '/api/orders/sync', { accountId: acct, items: Array.from({ length: 10 }, (_, j) => order(`o-${n}-${j}`)) }, key);
    },
    plan: async () => { await plan(); },
    planAndExecute: async () => { await call(base, 'POST', '/api/exports/execute', { accountId: acct, batchId: await plan() }, key); },
  };
}

async function burst(op: () => Promise<void>, seconds: number): Promise<{ ops: number; errors: number; perSecond: number }> {
  let ops = 0;
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (performance.now() < end) {
      try {
        await op();
        ops++;
      } catch {
        errors++;
      }
    }
  }));
  return { ops, errors, perSecond: Number((ops / ((performance.now() - start) / 1000)).toFixed(1)) };
}

/** One line per picture, the columns of issue 17's budget. */
function printSummary(): void {
  process.stdout.write('\nMiB: rss | V8 main heap total | workflow thread heap used/total | malloc arenas (threads + main) | WASM | code\n');
  for (const p of pictures) {
    const m = p.memoryUsageMiB as Record<string, number>;
    const r = p.residentByKindMiB as Record<string, number>;
    const of = (prefix: string) => Object.entries(r).filter(([k]) => k.startsWith(prefix)).reduce((n, [, v]) => n + v, 0);
    const cols = [m.rss, m.heapTotal, (p.workerThreadHeapsUsedOfTotalMiB as string[]).join(' '), `${of('malloc thread')} + ${of('malloc main')}`, of('WASM'), of('code')];
    process.stdout.write(`  ${String(p.label).slice(0, 64).padEnd(64)} ${cols.map((c) => String(c).padStart(7)).join(' |')}\n`);
  }
}

/** The phases of the doc comment, each followed by a picture. */
async function runPhases(base: string): Promise<void> {
  await new Promise((r) => setTimeout(r, 3000)); // the HS classifier is built just after the start
  await snapshot('after start');
  const ops = await seed(base);
  if (SYNC_SECONDS > 0) {
    const result = await burst(ops.sync, SYNC_SECONDS);
    await snapshot(`after ${result.ops} order syncs (${result.perSecond}/s, ${result.errors} errors)`);
  }
  for (let i = 1; i <= BURSTS; i++) {
    const result = await burst(ops.planAndExecute, SECONDS);
    await snapshot(`after burst ${i} (${result.ops} plan+execute, ${result.perSecond}/s, ${result.errors} errors)`);
  }
  if (OPEN_SECONDS > 0) {
    const result = await burst(ops.plan, OPEN_SECONDS);
    await snapshot(`after ${result.ops} plans left open (${result.perSecond}/s, ${result.errors} errors)`);
  }
  await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000));
  await snapshot(`after ${IDLE_SECONDS} s idle`);
}

async function main(): Promise<void> {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-probe-'));
  const started = performance.now();
  const service = await startService(
    loadConfig({ ...process.env, EXPORT_DATA_DIR: dataDir, PORT: '0', TEMPORAL_DEV_PORT: '0', TEMPORAL_DEV_UI_PORT: '0', EXPORT_ADMIN_TOKEN: ADMIN, EXPORT_SEED_DEMO: 'false' }),
    { logger: pino({ level: 'warn' }) },
  );
  try {
    const startMs = Math.round(performance.now() - started);
    process.stdout.write(`memory probe: ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'embedded PostgreSQL'}, started in ${startMs} ms; ${BURSTS} x ${SECONDS} s of plan + execute at concurrency ${CONCURRENCY}, Node ${process.version}\n`);
    await runPhases(service.url);
    printSummary();
    if (process.env.PROBE_JSON) fs.writeFileSync(process.env.PROBE_JSON, `${JSON.stringify(pictures, null, 2)}\n`);
  } finally {
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`memory probe failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
