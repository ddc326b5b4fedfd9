import './compile-cache';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Client, Connection } from '@temporalio/client';
import { historyFromJSON, historyToJSON } from '@temporalio/common/lib/proto-utils';
import { DefaultLogger, Runtime, Worker } from '@temporalio/worker';
import { workflowCode } from './workflow-bundle';

/**
 * Replays workflow histories against the current workflow code, to tell whether a change would break
 * batches that are already running (non-determinism):
 *
 *   npm run replay -- --workflow-id export-batch-exp_123        one batch, fetched from Temporal
 *   npm run replay -- --query "ExportState='BATCHED'"           every open batch matching a visibility query
 *   npm run replay -- --file test/histories/plan-execute-completed.json   a recorded history
 *   npm run replay -- --workflow-id ID --out test/histories/x.json   also record the fetched history
 *
 * Temporal is TEMPORAL_ADDRESS (default 127.0.0.1:7233, the embedded dev server) and TEMPORAL_NAMESPACE.
 */
export async function replayHistory(history: unknown, workflowId: string): Promise<{ ok: true } | { ok: false; error: string }> {
  try {
    // The prebuilt bundle when it matches this code (runtime/workflow-bundle.ts): no webpack run per replay.
    await Worker.runReplayHistory({ ...workflowCode({ tracing: false }).code, replayName: 'export-protocol-replay' }, history, workflowId);
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? `${err.name}: ${err.message}` : String(err) };
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'workflow-id': { type: 'string' },
      query: { type: 'string' },
      file: { type: 'string', multiple: true },
      out: { type: 'string' },
      address: { type: 'string', default: process.env.TEMPORAL_ADDRESS || '127.0.0.1:7233' },
      namespace: { type: 'string', default: process.env.TEMPORAL_NAMESPACE || 'default' },
    },
  });
  Runtime.install({ logger: new DefaultLogger('WARN') });
  const targets: Array<{ name: string; workflowId: string; history: unknown }> = [];

  for (const file of values.file ?? []) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    const workflowId = json.workflowId ?? path.basename(file, '.json');
    targets.push({ name: file, workflowId, history: historyFromJSON(json.history ?? json) });
  }
  if (values['workflow-id'] || values.query) {
    const connection = await Connection.connect({ address: values.address });
    const client = new Client({ connection, namespace: values.namespace });
    const ids: string[] = [];
    if (values['workflow-id']) ids.push(values['workflow-id']);
    if (values.query) for await (const wf of client.workflow.list({ query: values.query })) ids.push(wf.workflowId);
    for (const workflowId of ids) {
      const history = await client.workflow.getHandle(workflowId).fetchHistory();
      if (values.out && ids.length === 1) {
        fs.mkdirSync(path.dirname(values.out), { recursive: true });
        fs.writeFileSync(values.out, `${JSON.stringify({ workflowId, history: JSON.parse(historyToJSON(history)) }, null, 2)}\n`);
        process.stdout.write(`recorded ${workflowId} to ${values.out}\n`);
      }
      targets.push({ name: workflowId, workflowId, history });
    }
    await connection.close();
  }
  if (targets.length === 0) {
    process.stderr.write('Nothing to replay: give --workflow-id, --query or --file (see runtime/replay.ts)\n');
    return 2;
  }
  let failures = 0;
  for (const t of targets) {
    const result = await replayHistory(t.history, t.workflowId);
    if (result.ok) process.stdout.write(`deterministic      ${t.name}\n`);
    else {
      failures++;
      process.stdout.write(`NOT deterministic  ${t.name}\n  ${result.error}\n`);
    }
  }
  process.stdout.write(`${targets.length - failures} of ${targets.length} histories replay against the current workflow code\n`);
  return failures === 0 ? 0 : 1;
}

if (require.main === module) {
  main().then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`replay failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(2);
    },
  );
}
