import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Client, Connection } from '@temporalio/client';
import { DefaultLogger, NativeConnection, Runtime, Worker, type WorkerOptions } from '@temporalio/worker';
import { loadConfig } from '../runtime/config';
import { PROJECT_ROOT } from '../runtime/paths';
import { workflowCode } from '../runtime/workflow-bundle';
import { pingUpdate } from './workflows/ping';
import { executeBatch, planNewBatch } from '../api/temporal/batch-calls';
import { call } from './http';
import { noopSteps, orderInput, recordBatch, seedBenchAccount } from './seed';
import { processCpuSeconds, processesPssMiB, processRssMiB, processTree, processTreeCpuSeconds, startServiceProcess } from './service-process';

/**
 * `npm run bench`: starts the service as `npm start` does, in a process of its own (the embedded default
 * unless DATABASE_URL, TEMPORAL_ADDRESS or SMTP_URL say otherwise; HTTP phases go to BENCH_BASE_URL when
 * set), seeds an account, then drives fixed-duration phases at a fixed concurrency from this process and
 * prints throughput and latency percentiles, the three ceilings measured in the same run (HTTP, Temporal,
 * the export workflow with no-op steps; the two Temporal ceilings' workers run here) and the ratios against them. Each phase's
 * line: CPU per operation of the service's process + the embedded PostgreSQL's processes + the Temporal dev
 * server, and the resident memory of the service's process + the embedded PostgreSQL's once it ended.
 * The load generator's own CPU and memory are in neither.
 *   BENCH_SECONDS (default 10), BENCH_CONCURRENCY (default 8),
 *   BENCH_ONLY (comma-separated phase names, e.g. "plan + execute": the ceilings and those phases only,
 *   for profiling one phase with BENCH_SERVICE_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR")
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const ADMIN = `bench-admin-${randomBytes(8).toString('hex')}`;

interface Phase {
  name: string;
  ops: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** The service's process (API and worker), the embedded PostgreSQL's and the Temporal dev server's. */
  cpuMsPerOp: { service: number | null; postgres: number | null; temporalServer: number | null };
  /** The service's resident memory once the phase ended (issue 17: what each phase leaves behind). */
  memoryMiB: { rss: number | null; postgresRss: number | null };
  firstError?: string;
}


const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
let servicePid: number | undefined;
let temporalServerPid: () => number | undefined = () => undefined;
let postgresPid: () => number | undefined = () => undefined;

async function phase(name: string, op: (worker: number, i: number) => Promise<void>): Promise<Phase | undefined> {
  if (ONLY.length && !name.startsWith('ceiling') && !ONLY.some((o) => name.startsWith(o))) return undefined;
  // Unmeasured warm-up at the same concurrency: JIT, pools and caches settle before the clock starts.
  const warmEnd = performance.now() + WARMUP_SECONDS * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, async (_, w) => {
    for (let i = 0; performance.now() < warmEnd; i++) await op(w, -1 - i).catch(() => undefined);
  }));
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const cpu0 = processCpuSeconds(servicePid);
  const server0 = processCpuSeconds(temporalServerPid());
  const pg0 = processTreeCpuSeconds(postgresPid());
  const end = performance.now() + SECONDS * 1000;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        const t = performance.now();
        try {
          await op(w, i);
          latencies.push(performance.now() - t);
        } catch (err) {
          errors++;
          firstError ??= err instanceof Error ? err.message : String(err);
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu1 = processCpuSeconds(servicePid);
  const server1 = processCpuSeconds(temporalServerPid());
  const pg1 = processTreeCpuSeconds(postgresPid());
  const perOp = (ms: number) => Number((ms / Math.max(1, latencies.length)).toFixed(1));
  const childMs = (a: number | null, b: number | null) => (a === null || b === null ? null : perOp((b - a) * 1000));
  const cpuMsPerOp = { service: childMs(cpu0, cpu1), postgres: childMs(pg0, pg1), temporalServer: childMs(server0, server1) };
  latencies.sort((a, b) => a - b);
  const q = (p: number) => (latencies.length ? Number(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))].toFixed(1)) : 0);
  const memoryMiB = { rss: processRssMiB(servicePid), postgresRss: processRssMiB(postgresPid()) };
  const result = { name, ops: latencies.length, errors, seconds: Number(seconds.toFixed(1)), perSecond: Number((latencies.length / seconds).toFixed(1)), p50: q(0.5), p95: q(0.95), p99: q(0.99), cpuMsPerOp, memoryMiB, firstError };
  process.stdout.write(
    `  ${name.padEnd(34)} ${String(result.perSecond).padStart(8)}/s  p50 ${String(result.p50).padStart(7)} ms  p95 ${String(result.p95).padStart(7)} ms  p99 ${String(result.p99).padStart(7)} ms  cpu/op ${String(cpuMsPerOp.service ?? '-').padStart(5)} + ${String(cpuMsPerOp.postgres ?? '-').padStart(4)} + ${String(cpuMsPerOp.temporalServer ?? '-').padStart(5)} ms  rss ${String(memoryMiB.rss ?? '-').padStart(4)} + ${String(memoryMiB.postgresRss ?? '-').padStart(3)} MiB  errors ${errors}${errors ? `  (${firstError})` : ''}\n`,
  );
  return result;
}


type Config = ReturnType<typeof loadConfig>;
type BenchWorkerOptions = Pick<WorkerOptions, 'taskQueue' | 'activities' | 'workflowsPath' | 'workflowBundle'>;

/** Runs `measure` while a worker of the service's settings (workflow cache size) serves `options.taskQueue` from this process. */
async function withBenchWorker<T>(address: string, cfg: Config, options: BenchWorkerOptions, measure: () => Promise<T>): Promise<T> {
  const connection = await NativeConnection.connect({ address });
  const worker = await Worker.create({ connection, namespace: cfg.temporal.namespace, maxCachedWorkflows: cfg.temporal.workerCacheSize, ...options });
  const running = worker.run();
  try {
    return await measure();
  } finally {
    worker.shutdown();
    await running;
    await connection.close();
  }
}

/**
 * The Temporal ceiling: a workflow with no activity (bench/workflows/ping.ts, kept out of the service's
 * worker bundle) started and updated once, on a worker in this process like the no-op ceiling's.
 */
function temporalCeiling(client: Client, address: string, cfg: Config): Promise<Phase | undefined> {
  const taskQueue = `bench-ping-${randomBytes(4).toString('hex')}`;
  return withBenchWorker(address, cfg, { taskQueue, workflowsPath: require.resolve('./workflows/ping') }, () =>
    phase('ceiling: Temporal (start + 1 update)', async (w, i) => {
      const handle = await client.workflow.start('benchPingWorkflow', { taskQueue, workflowId: `bench-ping-${randomBytes(6).toString('hex')}-${w}-${i}` });
      await handle.executeUpdate(pingUpdate, { args: [i] });
    }),
  );
}

async function main(): Promise<void> {
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-bench-'));
  // The rate limiter on, far above what the phases send: its cost is measured, never a 429 (RATE_LIMIT_READS=0
  // RATE_LIMIT_WRITES=0 in the environment measure without it).
  const service = await startServiceProcess(dataDir, {
    EXPORT_ADMIN_TOKEN: ADMIN,
    EXPORT_SEED_DEMO: 'false',
    RATE_LIMIT_READS: process.env.RATE_LIMIT_READS ?? '1000000000',
    RATE_LIMIT_WRITES: process.env.RATE_LIMIT_WRITES ?? '1000000000',
  });
  const base = process.env.BENCH_BASE_URL ?? service.url;
  servicePid = service.pid;
  temporalServerPid = service.temporalServerPid;
  postgresPid = service.postgresPid;
  const cfg = loadConfig(process.env);
  const clientConnection = await Connection.connect({ address: service.temporalAddress });
  const client = new Client({ connection: clientConnection, namespace: cfg.temporal.namespace });
  try {
    const bench = await seedBenchAccount(base, ADMIN);
    const { acct, key, wh, broker, products, seeded } = bench;
    const inspectId = (await call(base, 'POST', '/api/exports/plan', { accountId: acct, warehouseId: wh, brokerId: broker, orderIds: seeded }, key)).exportId;

    process.stdout.write(`\nExport Protocol bench: ${SECONDS} s per phase after ${WARMUP_SECONDS} s of warm-up, concurrency ${CONCURRENCY}, ${os.cpus().length} cores (${os.cpus()[0]?.model}), Node ${process.version}\n`);
    const ran: Array<Phase | undefined> = [];
    ran.push(await phase('ceiling: HTTP (GET /products/:id)', async (w, i) => { await call(base, 'GET', `/products/${products[(w + i) % 3]}`, undefined, key); }));
    ran.push(await temporalCeiling(client, service.temporalAddress, cfg));
    // The design's own bound on plan + execute: the real export workflow, driven by the API's own calls
    // (update-with-start, then an update), on a worker of the same settings whose activities return
    // recorded answers at once. The gap from here to the service's phase is the work of the steps
    // themselves (HTTP, database, artifacts, e-mail); the gap from the Temporal ceiling to here is the
    // workflow's own shape (a second update, local-activity markers, the e-mail activity, search attributes).
    const ceilingQueue = `bench-noop-steps-${randomBytes(4).toString('hex')}`;
    const steps = noopSteps(await recordBatch(base, bench));
    ran.push(
      await withBenchWorker(service.temporalAddress, cfg, { taskQueue: ceilingQueue, ...workflowCode({ tracing: false }).code, activities: steps }, () =>
        phase('ceiling: export workflow, no-op steps', async () => {
          const batchId = `exp_bench${randomBytes(6).toString('hex')}`;
          await planNewBatch(client, { batchId, accountId: acct, environment: 'live', taskQueue: ceilingQueue, expiresAfterMs: cfg.batchTtlMs }, { warehouseId: wh, brokerId: broker, orderIds: seeded, destinationCountry: 'US' });
          await executeBatch(client, batchId, {});
        }),
      ),
    );
    ran.push(await phase('order sync (10 orders x 3 items)', async (w, i) => {
      await call(base, 'POST', '/api/orders/sync', { accountId: acct, items: Array.from({ length: 10 }, (_, j) => orderInput(products, `o-${w}-${i}-${j}`)) }, key);
    }));
    const plan = async () => (await call(base, 'POST', '/api/exports/plan', { accountId: acct, warehouseId: wh, brokerId: broker, orderIds: seeded }, key)).exportId as string;
    ran.push(await phase('plan (5 orders)', async () => { await plan(); }));
    // Every execute needs a batch of its own: the phase plans one and executes it.
    ran.push(await phase('plan + execute (5 orders)', async () => {
      await call(base, 'POST', '/api/exports/execute', { accountId: acct, batchId: await plan() }, key);
    }));
    ran.push(await phase('inspect', async () => { await call(base, 'GET', `/api/exports/${inspectId}`, undefined, key); }));
    ran.push(await phase('optimize', async (w, i) => {
      await call(base, 'POST', '/api/customs/optimize', { product_name: `Cotton T-shirt ${w}-${i}`, description: 'Knitted T-shirt, 100% cotton', country_of_origin: 'PT', value: 14, materials: ['cotton'] }, key);
    }));
    const results = ran.filter((r): r is Phase => r !== undefined);
    const perSecond = (n: string) => results.find((r) => r.name.startsWith(n))?.perSecond;
    const ratio = (a?: number, b?: number) => (a === undefined || !b ? null : Number((a / b).toFixed(2)));
    const planExec = perSecond('plan + execute');
    const ratios = {
      inspectOverHttpCeiling: ratio(perSecond('inspect'), perSecond('ceiling: HTTP')),
      planAndExecuteOverTemporalCeiling: ratio(planExec, perSecond('ceiling: Temporal')),
      // Where the design itself stands against the Temporal ceiling, and the service against the design.
      noopWorkflowOverTemporalCeiling: ratio(perSecond('ceiling: export workflow'), perSecond('ceiling: Temporal')),
      planAndExecuteOverNoopWorkflow: ratio(planExec, perSecond('ceiling: export workflow')),
    };
    const rssMiB = processRssMiB(servicePid) ?? 0;
    const postgresRssMiB = processRssMiB(postgresPid());
    // Issue 32's measure: proportional memory, so pages the processes share (the node binary, PostgreSQL's
    // shared buffers and binaries across its backends) count once. PostgreSQL: every process of its tree.
    const pssMiB = { service: processesPssMiB([servicePid ?? 0]), postgres: processesPssMiB(processTree(postgresPid())) };
    const pssTotal = pssMiB.service === null ? null : pssMiB.service + (pssMiB.postgres ?? 0);
    process.stdout.write(
      `\n  inspect / HTTP ceiling:                      ${ratios.inspectOverHttpCeiling ?? '-'}` +
        `\n  plan+execute / Temporal ceiling:             ${ratios.planAndExecuteOverTemporalCeiling ?? '-'}  (plan+execute pairs/s ${planExec?.toFixed(1) ?? '-'})` +
        `\n    export workflow, no-op steps / Temporal:   ${ratios.noopWorkflowOverTemporalCeiling ?? '-'}  (the design's bound on the line above)` +
        `\n    plan+execute / export workflow, no-op:     ${ratios.planAndExecuteOverNoopWorkflow ?? '-'}  (what the steps' own work costs)` +
        `\n  resident memory (API+worker process):       ${rssMiB} MiB` +
        (postgresRssMiB === null ? '' : ` + embedded PostgreSQL's process ${postgresRssMiB} MiB = ${rssMiB + postgresRssMiB} MiB`) +
        `\n  proportional memory (PSS):                   service ${pssMiB.service ?? '-'} MiB` +
        (pssMiB.postgres === null ? '' : ` + embedded PostgreSQL (all its processes) ${pssMiB.postgres} MiB = ${pssTotal} MiB`) +
        '\n',
    );
    const errors = results.filter((r) => r.errors > 0).map((r) => r.name);
    if (errors.length) process.stdout.write(`  PHASES WITH ERRORS: ${errors.join(', ')}\n`);
    const out = path.join(PROJECT_ROOT, 'bench', 'results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify({ seconds: SECONDS, concurrency: CONCURRENCY, machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version }, results, ratios, rssMiB, postgresRssMiB, pssMiB }, null, 2)}\n`);
    process.stdout.write(`  wrote ${path.relative(process.cwd(), out)}\n`);
    process.exitCode = errors.length ? 1 : 0;
  } finally {
    await clientConnection.close();
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`bench failed: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
