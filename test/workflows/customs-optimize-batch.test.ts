import { ActivityFailure, ApplicationFailure, CancelledFailure, TimeoutFailure } from '@temporalio/common';
import { failureReason } from '../../workflows/customs-optimize-batch';

/**
 * The reason a failed batch optimize run records (its workflow, end to end, is in
 * test/api/customs.test.ts; its histories, before and after the `optimize-batch-marks-failure` patch,
 * replay in test/replay.test.ts): short, classified, never a stack.
 */
const chunkFailed = (retryState: string, cause: Error) => new ActivityFailure('Activity task failed', 'optimizeChunk', '2', retryState as never, undefined, cause);

describe('failureReason', () => {
  it('names the chunk, the failure type and why retrying stopped', () => {
    const notRetryable = ApplicationFailure.nonRetryable('item 55 could not be classified: bad input', 'OPTIMIZE_ITEM_UNCLASSIFIABLE');
    expect(failureReason(chunkFailed('NON_RETRYABLE_FAILURE', notRetryable), 'chunk of items 50-59')).toBe(
      'chunk of items 50-59 failed (OPTIMIZE_ITEM_UNCLASSIFIABLE, not retryable): item 55 could not be classified: bad input',
    );
    const exhausted = ApplicationFailure.retryable('Connection terminated unexpectedly\n    at Client.end (pg/lib/client.js:1:1)', 'Error');
    expect(failureReason(chunkFailed('MAXIMUM_ATTEMPTS_REACHED', exhausted), 'chunk of items 0-49')).toBe(
      'chunk of items 0-49 failed (Error, retries exhausted): Connection terminated unexpectedly',
    );
    expect(failureReason(chunkFailed('TIMEOUT', new TimeoutFailure('activity timed out', undefined, 'START_TO_CLOSE')), 'finishing')).toBe(
      'finishing failed (timeout START_TO_CLOSE, retries timed out): activity timed out',
    );
  });

  it('says cancelled for a cancelled run, and keeps any message to one short line', () => {
    expect(failureReason(new CancelledFailure('cancelled'), 'chunk of items 0-49')).toBe('chunk of items 0-49: cancelled');
    const long = failureReason(chunkFailed('NON_RETRYABLE_FAILURE', ApplicationFailure.nonRetryable('x'.repeat(1000), 'T')), 'chunk of items 0-49');
    expect(long.length).toBeLessThan(400);
    expect(long).not.toContain('\n');
  });
});
