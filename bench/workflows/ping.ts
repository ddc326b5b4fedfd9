import { condition, defineUpdate, setHandler } from '@temporalio/workflow';

/**
 * The Temporal ceiling of `npm run bench`: a workflow started and updated once, with no activities,
 * on a worker of the service's settings in the bench's own process (bench/run.ts); not in the service's bundle.
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
