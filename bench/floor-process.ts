import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { DefaultLogger, NativeConnection, Runtime, Worker } from '@temporalio/worker';
import { loadConfig } from '../runtime/config';
import { workflowCode } from '../runtime/workflow-bundle';
import { noopSteps, type RecordedBatch } from './seed';

/**
 * The process `npm run bench:floor` measures (bench/floor.ts starts it with `npm start`'s environment and
 * node flags): the design's own parts and none of the service's work. A Temporal worker of the service's
 * settings on the real export-batch workflow bundle, whose steps answer with a recorded batch at once, and
 * a Koa server answering that batch's plan as JSON. No database, PDF, e-mail or classifier.
 *   FLOOR_TEMPORAL_ADDRESS, FLOOR_TASK_QUEUE, FLOOR_RECORDED (a JSON file of a RecordedBatch).
 */
async function main(): Promise<void> {
  Runtime.install({ logger: new DefaultLogger('WARN'), shutdownSignals: [] });
  const recorded = JSON.parse(fs.readFileSync(process.env.FLOOR_RECORDED as string, 'utf8')) as RecordedBatch;
  const cfg = loadConfig(process.env);
  const app = new Koa();
  app.use(async (ctx) => {
    ctx.body = recorded.plan;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const connection = await NativeConnection.connect({ address: process.env.FLOOR_TEMPORAL_ADDRESS });
  const worker = await Worker.create({
    connection,
    namespace: cfg.temporal.namespace,
    taskQueue: process.env.FLOOR_TASK_QUEUE as string,
    ...workflowCode({ tracing: false }).code,
    activities: noopSteps(recorded),
    maxCachedWorkflows: cfg.temporal.workerCacheSize,
    reuseV8Context: true,
  });
  process.once('SIGTERM', () => worker.shutdown());
  process.stdout.write(`floor ready http://127.0.0.1:${(server.address() as AddressInfo).port}\n`);
  await worker.run();
  server.close();
  await connection.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
