import { randomBytes } from 'node:crypto';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, DefaultLogger, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { queueWebhookDelivery } from '../../activities/webhook-queue';
import { webhookQueueQuery, webhookWorkflowIdFor, type WebhookAttemptResult, type WebhookDelivery } from '../../workflows/definitions';

/**
 * The endpoint workflow's scheduling, with a fake attempt activity (the real one, end to end, is in
 * test/api/webhooks.test.ts): lanes in order and in parallel, repeated signals ignored, the schedule's
 * delays and its last attempt.
 */
jest.setTimeout(30_000);

let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  [env, bundle] = await Promise.all([
    TestWorkflowEnvironment.createFromExistingServer({ address: process.env.TEST_TEMPORAL_ADDRESS as string, namespace: 'default' }),
    bundleWorkflowCode({ workflowsPath: require.resolve('../../workflows'), logger: new DefaultLogger('WARN') }),
  ]);
}, 60_000);

afterAll(() => env?.teardown());

type Attempt = { deliveryId: string; attempt: number; nextDelayMs: number | null; at: number };

/** Runs a worker whose attempt activity answers with `answer`, queues `deliveries`, and waits for `until`. */
async function run(
  schedule: number[],
  answer: (a: Attempt) => Promise<WebhookAttemptResult>,
  deliveries: (endpointId: string) => WebhookDelivery[],
  until: (attempts: Attempt[], endpointId: string) => boolean | Promise<boolean>,
): Promise<{ attempts: Attempt[]; endpointId: string }> {
  const taskQueue = `whk-${randomBytes(4).toString('hex')}`;
  const endpointId = `whe_${randomBytes(4).toString('hex')}`;
  const attempts: Attempt[] = [];
  const worker = await Worker.create({
    connection: env.nativeConnection,
    taskQueue,
    workflowBundle: bundle,
    activities: {
      attemptWebhookDelivery: async (input: Omit<Attempt, 'at'>) => {
        const a = { ...input, at: Date.now() };
        attempts.push(a);
        return answer(a);
      },
    },
  });
  await worker.runUntil(async () => {
    for (const d of deliveries(endpointId)) await queueWebhookDelivery(env.client, { taskQueue, retryScheduleMs: schedule }, 'acct_wf', d);
    const deadline = Date.now() + 20_000;
    while (!(await until(attempts, endpointId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    await env.client.workflow.getHandle(webhookWorkflowIdFor(endpointId)).terminate('test done');
  });
  return { attempts, endpointId };
}

const delivery = (endpointId: string, id: string, lane: string): WebhookDelivery => ({ deliveryId: id, endpointId, eventId: `evt_${id}`, eventType: 'export.planned', lane });
const ok: WebhookAttemptResult = { outcome: 'succeeded', nextDelayMs: null };

test('a lane goes in order, one at a time, while other lanes go on; a repeated delivery is ignored', async () => {
  // a1 (lane A) is held until b1 (lane B) has been attempted: b1 can only arrive while a1 is under way.
  let bArrived!: () => void;
  const b1Attempted = new Promise<void>((r) => (bArrived = r));
  const { attempts } = await run(
    [0, 100],
    async (a) => {
      if (a.deliveryId === 'b1') bArrived();
      if (a.deliveryId === 'a1') await b1Attempted;
      return ok;
    },
    (e) => [delivery(e, 'a1', 'A'), delivery(e, 'a2', 'A'), delivery(e, 'b1', 'B'), delivery(e, 'a1', 'A'), delivery(e, 'a3', 'A')],
    (all) => all.length >= 4,
  );
  const order = attempts.map((a) => a.deliveryId);
  expect(order.slice(0, 2).sort()).toEqual(['a1', 'b1']);
  // The repeated a1 is not attempted again: it would come between a2 and a3.
  expect(order.slice(2)).toEqual(['a2', 'a3']);
});

test('a failed attempt is tried again after the schedule\'s delay; the last attempt is told it is the last', async () => {
  const { attempts } = await run(
    [0, 300, 600],
    async (a) => (a.nextDelayMs === null ? { outcome: 'failed', nextDelayMs: null } : { outcome: 'retry', nextDelayMs: a.nextDelayMs }),
    (e) => [delivery(e, 'x1', 'X')],
    (all) => all.length >= 3,
  );
  expect(attempts.map((a) => [a.attempt, a.nextDelayMs === null])).toEqual([[1, false], [2, false], [3, true]]);
  // ±10 % jitter around 300 ms and 600 ms (plus a workflow task's latency).
  expect(attempts[0].nextDelayMs).toBeGreaterThanOrEqual(270);
  expect(attempts[0].nextDelayMs).toBeLessThanOrEqual(330);
  expect(attempts[1].at - attempts[0].at).toBeGreaterThanOrEqual(270);
  expect(attempts[2].at - attempts[1].at).toBeGreaterThanOrEqual(540);
});

test('the queue is visible to support while a delivery waits for its next attempt', async () => {
  let queued: unknown[] = [];
  await run(
    [0, 60_000],
    async () => ({ outcome: 'retry', nextDelayMs: 60_000 }),
    (e) => [delivery(e, 'q1', 'Q')],
    async (all, endpointId) => {
      if (all.length < 1) return false;
      // Awaited, never left in flight: the run terminates the workflow and the suite closes the connection next.
      queued = await env.client.workflow.getHandle(webhookWorkflowIdFor(endpointId)).query(webhookQueueQuery);
      return queued.length > 0 && (queued[0] as { attempts: number }).attempts === 1;
    },
  );
  expect(queued).toEqual([expect.objectContaining({ deliveryId: 'q1', attempts: 1 })]);
});
