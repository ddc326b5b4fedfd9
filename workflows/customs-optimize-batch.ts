import { proxyActivities } from '@temporalio/workflow';
import type * as activityTypes from '../activities';
import type { OptimizeBatchInput } from './definitions';

const { optimizeChunk, finishOptimizeBatch } = proxyActivities<activityTypes.Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 10 },
});

/**
 * A batch customs-optimize run: one activity per chunk, so a large batch survives a worker restart
 * (finished chunks are in the history; a retried chunk skips the items it already stored) and its
 * progress is visible in the Temporal UI.
 */
export async function customsOptimizeBatchWorkflow(input: OptimizeBatchInput): Promise<{ classified: number; skipped: number }> {
  let classified = 0;
  let skipped = 0;
  for (let start = 0; start < input.itemCount; start += input.chunkSize) {
    const r = await optimizeChunk({ accountId: input.accountId, batchRunId: input.batchRunId, start, end: start + input.chunkSize });
    classified += r.classified;
    skipped += r.skipped;
  }
  await finishOptimizeBatch({ accountId: input.accountId, batchRunId: input.batchRunId });
  return { classified, skipped };
}
