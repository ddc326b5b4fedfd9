import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { executeBatch, planNewBatch } from '../api/temporal/batch-calls';
import { loadConfig } from '../runtime/config';
import { PROJECT_ROOT } from '../runtime/paths';
import { recordBatch, seedBenchAccount } from './seed';
import { processRssMiB, startCommand, startServiceProcess } from './service-process';

/**
 * `npm run bench:floor` (issue 17): the resident memory of the design's own parts with none of the service's
 * work, the floor under the service's memory budget. Starts the service as `npm run bench` does (for its
 * Temporal dev server and one real plan + execute to record), then bench/floor-process.ts with `npm start`'s
 * environment and node flags, and drives it from this process for FLOOR_SECONDS (60) at FLOOR_CONCURRENCY (8)
 * as the service is driven: per pair an HTTP request, update-with-start to plan, an HTTP request, an update
 * to execute. Prints the floor process's RSS idle, every 5 s and at the end.
 */
const SECONDS = Number(process.env.FLOOR_SECONDS ?? 60);
const CONCURRENCY = Number(process.env.FLOOR_CONCURRENCY ?? 8);
const ADMIN = `floor-admin-${randomBytes(8).toString('hex')}`;

async function startFloor(temporalAddress: string, taskQueue: string, recordedFile: string) {
  const child = spawn('sh', ['-c', startCommand('', 'dist/bench/floor-process.js')], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, FLOOR_TEMPORAL_ADDRESS: temporalAddress, FLOOR_TASK_QUEUE: taskQueue, FLOOR_RECORDED: recordedFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      const m = /floor ready (\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`the floor process exited (${code}) before it was ready`)));
  });
  return { url, pid: child.pid as number, stop: () => new Promise((r) => (child.kill('SIGTERM'), child.once('exit', r))) };
}

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-floor-'));
  const service = await startServiceProcess(dataDir, { EXPORT_ADMIN_TOKEN: ADMIN, EXPORT_SEED_DEMO: 'false' });
  const cfg = loadConfig(process.env);
  const connection = await Connection.connect({ address: service.temporalAddress });
  const client = new Client({ connection, namespace: cfg.temporal.namespace });
  try {
    const bench = await seedBenchAccount(service.url, ADMIN);
    const recordedFile = path.join(dataDir, 'recorded-batch.json');
    fs.writeFileSync(recordedFile, JSON.stringify(await recordBatch(service.url, bench)));
    const taskQueue = `bench-floor-${randomBytes(4).toString('hex')}`;
    const floor = await startFloor(service.temporalAddress, taskQueue, recordedFile);
    const rss = () => processRssMiB(floor.pid) ?? 0;
    process.stdout.write(`floor process (Node ${process.version}): ${rss()} MiB idle\n`);
    let pairs = 0;
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rss());
      process.stdout.write(`  ${rss()} MiB after ${pairs} plan + execute pairs\n`);
    }, 5_000);
    const end = Date.now() + SECONDS * 1000;
    const input = { warehouseId: bench.wh, brokerId: bench.broker, orderIds: bench.seeded, destinationCountry: 'US' };
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (Date.now() < end) {
          const batchId = `exp_floor${randomBytes(6).toString('hex')}`;
          await fetch(floor.url).then((r) => r.arrayBuffer());
          await planNewBatch(client, { batchId, accountId: bench.acct, environment: 'live', taskQueue, expiresAfterMs: cfg.batchTtlMs }, input);
          await fetch(floor.url).then((r) => r.arrayBuffer());
          await executeBatch(client, batchId, {});
          pairs++;
        }
      }),
    );
    clearInterval(sampler);
    const last = rss();
    process.stdout.write(`floor process: ${last} MiB at the end, ${Math.max(peak, last)} MiB at most; ${pairs} pairs (${(pairs / SECONDS).toFixed(1)}/s)\n`);
    await floor.stop();
  } finally {
    await connection.close();
    await service.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
