import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureTemporalCli } from '../../runtime/temporal-cli';
import { workflowIdFor } from '../../workflows/definitions';

/**
 * With RECORD_HISTORIES=1, writes each batch's history to test/histories/<name>.json, which
 * test/replay.test.ts replays against the current workflow code. The CLI's JSON is the format
 * Worker.runReplayHistory reads (historyFromJSON).
 */
export function recordHistories(temporalAddress: string, batches: Record<string, string>): void {
  recordWorkflowHistories(temporalAddress, Object.fromEntries(Object.entries(batches).map(([name, batchId]) => [name, workflowIdFor(batchId)])));
}

/** The same for any workflow, by workflow ID (a webhook endpoint's deliveries). */
export function recordWorkflowHistories(temporalAddress: string, workflows: Record<string, string>): void {
  if (process.env.RECORD_HISTORIES !== '1') return;
  for (const [name, workflowId] of Object.entries(workflows)) {
    const json = execFileSync(ensureTemporalCli(), ['workflow', 'show', '--workflow-id', workflowId, '--address', temporalAddress, '--output', 'json'], { encoding: 'utf8' });
    const file = path.join(__dirname, '..', 'histories', `${name}.json`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ workflowId, history: JSON.parse(json) }, null, 2)}\n`);
  }
}
