import { condition, defineUpdate, setHandler } from '@temporalio/workflow';

/**
 * The Temporal ceiling of `npm run bench`: a workflow started and updated once, with no activities,
 * through the same server, task queue and worker settings as export batches.
 */
export const pingUpdate = defineUpdate<{ pong: number }, [number]>('ping');

export async function benchPingWorkflow(): Promise<void> {
  let done = false;
  setHandler(pingUpdate, (n: number) => {
    done = true;
    return { pong: n };
  });
  await condition(() => done);
}
