import { ActivityFailure, ApplicationFailure, CancellationScope, isCancellation, patched, proxyActivities, TimeoutFailure } from '@temporalio/workflow';
import type * as activityTypes from '../activities';
import type { OptimizeBatchInput } from './definitions';

const { optimizeChunk, finishOptimizeBatch } = proxyActivities<activityTypes.Activities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds', maximumAttempts: 10 },
});

/**
 * A batch run that fails marks its read model `failed`; before this patch it stayed `running`. Runs
 * started before it replay (their histories hold no marker) and, if they fail after the deploy, are
 * marked too.
 */
export const MARKS_FAILURE_PATCH = 'optimize-batch-marks-failure';

const RETRY_STATES: Record<string, string> = {
  NON_RETRYABLE_FAILURE: 'not retryable',
  MAXIMUM_ATTEMPTS_REACHED: 'retries exhausted',
  TIMEOUT: 'retries timed out',
};

/** A short, classified reason for the read model: where, what kind, the first line of the message; never a stack. */
export function failureReason(err: unknown, where: string): string {
  if (isCancellation(err)) return `${where}: cancelled`;
  const cause = err instanceof ActivityFailure && err.cause ? err.cause : err;
  let kind: string;
  if (cause instanceof TimeoutFailure) kind = `timeout ${cause.timeoutType ?? ''}`.trim();
  else if (cause instanceof ApplicationFailure) kind = cause.type ?? 'error';
  else kind = cause instanceof Error ? cause.name : 'error';
  const retry = err instanceof ActivityFailure ? RETRY_STATES[err.retryState as string] : undefined;
  const message = (cause instanceof Error ? cause.message : String(cause)).split('\n')[0].slice(0, 300);
  return `${where} failed (${kind}${retry ? `, ${retry}` : ''}): ${message}`;
}

/**
 * A batch customs-optimize run: one activity per chunk, so a large batch survives a worker restart
 * (finished chunks are in the history; a retried chunk skips the items it already stored) and its
 * progress is visible in the Temporal UI. A chunk that fails for good (not retryable, or out of
 * retries) ends the run: the read model says `failed` with the reason, and the workflow fails with the
 * activity's failure.
 */
export async function customsOptimizeBatchWorkflow(input: OptimizeBatchInput): Promise<{ classified: number; skipped: number }> {
  let classified = 0;
  let skipped = 0;
  let where = 'start';
  try {
    for (let start = 0; start < input.itemCount; start += input.chunkSize) {
      where = `chunk of items ${start}-${Math.min(start + input.chunkSize, input.itemCount) - 1}`;
      const r = await optimizeChunk({ accountId: input.accountId, batchRunId: input.batchRunId, start, end: start + input.chunkSize });
      classified += r.classified;
      skipped += r.skipped;
    }
    where = 'finishing';
    await finishOptimizeBatch({ accountId: input.accountId, batchRunId: input.batchRunId });
  } catch (err) {
    if (patched(MARKS_FAILURE_PATCH)) {
      // Not cancellable: a cancelled run is marked too.
      await CancellationScope.nonCancellable(() =>
        finishOptimizeBatch({ accountId: input.accountId, batchRunId: input.batchRunId, failure: failureReason(err, where) }),
      );
    }
    throw err;
  }
  return { classified, skipped };
}
