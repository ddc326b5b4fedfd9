import { randomBytes } from 'node:crypto';
import {
  ApplicationFailure,
  WithStartWorkflowOperation,
  WorkflowNotFoundError,
  WorkflowUpdateFailedError,
  type WorkflowHandle,
} from '@temporalio/client';
import { TestWorkflowEnvironment } from '@temporalio/testing';
import { bundleWorkflowCode, DefaultLogger, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import type { SubmissionRecord } from '../../domain/export-views';
import { executeUpdate, planUpdate, retryBrokerSubmissionUpdate, statusQuery, type BatchStatus, type PlanInput } from '../../workflows/definitions';
import type { exportBatchWorkflow } from '../../workflows/export-batch';
import { ExportAccountIdKey, ExportBrokerIdKey, ExportBrokerSubmissionKey, ExportReadinessStateKey, ExportStateKey } from '../../workflows/search-attributes';
import { FakeActivities, fakePlanView, gate, sentSubmission, type FakeBehaviour } from './fake-activities';

/**
 * The export batch workflow against the run's real Temporal dev server (started by jest's globalSetup),
 * with in-memory fake activities. Each test has its own task queue and worker.
 */

jest.setTimeout(30_000);

let env: TestWorkflowEnvironment;
let bundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  const address = process.env.TEST_TEMPORAL_ADDRESS;
  if (!address) throw new Error('TEST_TEMPORAL_ADDRESS is not set: run through jest (globalSetup starts Temporal)');
  [env, bundle] = await Promise.all([
    TestWorkflowEnvironment.createFromExistingServer({ address, namespace: 'default' }),
    bundleWorkflowCode({ workflowsPath: require.resolve('../../workflows'), logger: new DefaultLogger('WARN') }),
  ]);
}, 60_000);

afterAll(async () => {
  await env?.teardown();
});

const suffix = () => randomBytes(4).toString('hex');
const ACCOUNT = 'acct_wf_test';

const planInput = (overrides: Partial<PlanInput> = {}): PlanInput => ({
  warehouseId: 'wh_1',
  brokerId: 'brk_1',
  orderIds: ['ord_1', 'ord_2'],
  destinationCountry: 'CA',
  ...overrides,
});

interface Ctx {
  fakes: FakeActivities;
  taskQueue: string;
  batchId: string;
  workflowId: string;
  /** Update-with-start of `plan`, as POST /api/exports/plan does. */
  planWithStart(input?: PlanInput, expiresAfterMs?: number): Promise<ReturnType<typeof fakePlanView>>;
  handle(): WorkflowHandle<typeof exportBatchWorkflow>;
  status(): Promise<BatchStatus>;
  /** Runs `fn` while a (new) worker polls this test's task queue; the worker is shut down afterwards. */
  runWorker<T>(fn: () => Promise<T>): Promise<T>;
}

/** A batch on a fresh task queue with fake activities; `fn` runs without a worker unless it calls runWorker. */
async function withBatch(behaviour: FakeBehaviour, fn: (ctx: Ctx) => Promise<void>): Promise<void> {
  const fakes = new FakeActivities(behaviour);
  const taskQueue = `wf-test-${suffix()}`;
  const batchId = `bat_${suffix()}`;
  const workflowId = `export-batch-${batchId}`;
  const client = env.client;
  const ctx: Ctx = {
    fakes,
    taskQueue,
    batchId,
    workflowId,
    planWithStart: (input = planInput(), expiresAfterMs = 60_000) =>
      client.workflow.executeUpdateWithStart(planUpdate, {
        args: [input],
        startWorkflowOperation: startOperation(taskQueue, workflowId, batchId, expiresAfterMs),
      }),
    handle: () => client.workflow.getHandle<typeof exportBatchWorkflow>(workflowId),
    status: () => client.workflow.getHandle(workflowId).query(statusQuery),
    runWorker: async (inner) => {
      const worker = await Worker.create({
        connection: env.nativeConnection,
        namespace: 'default',
        taskQueue,
        workflowBundle: bundle,
        activities: fakes.activities(),
        // A failed test may leave a fake activity blocked: cancel it quickly instead of waiting for it.
        shutdownGraceTime: '1 second',
      });
      return worker.runUntil(inner);
    },
  };
  try {
    await fn(ctx);
  } finally {
    // A test that failed halfway may leave its workflow running: do not leave it for the next file.
    await client.workflow
      .getHandle(workflowId)
      .terminate('test cleanup')
      .catch(() => undefined);
  }
}

/** The usual case: one worker for the whole test. */
const withWorker = (behaviour: FakeBehaviour, fn: (ctx: Ctx) => Promise<void>) => withBatch(behaviour, (ctx) => ctx.runWorker(() => fn(ctx)));

function startOperation(taskQueue: string, workflowId: string, batchId: string, expiresAfterMs: number) {
  return new WithStartWorkflowOperation<typeof exportBatchWorkflow>('exportBatchWorkflow', {
    workflowId,
    taskQueue,
    args: [{ batchId, accountId: ACCOUNT, expiresAfterMs }],
    workflowIdConflictPolicy: 'FAIL',
    typedSearchAttributes: [
      { key: ExportAccountIdKey, value: ACCOUNT },
      { key: ExportStateKey, value: 'NEW' },
    ],
  });
}

/** The error `p` rejects with; a call still pending after `ms` counts as a failure to reject (never a hang). */
async function rejectionOf(p: Promise<unknown>, ms = 10_000): Promise<unknown> {
  try {
    await resultWithin(p, ms, 'a call expected to fail');
  } catch (err) {
    if (err instanceof Error && err.message.startsWith('a call expected to fail did not finish')) throw err;
    return err;
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/** The ApplicationFailure inside a failed update, with its first detail. */
function updateFailure(err: unknown): { type: string | undefined | null; message: string; detail: Record<string, unknown> | undefined } {
  expect(err).toBeInstanceOf(WorkflowUpdateFailedError);
  const cause = (err as WorkflowUpdateFailedError).cause;
  expect(cause).toBeInstanceOf(ApplicationFailure);
  const failure = cause as ApplicationFailure;
  return { type: failure.type, message: failure.message, detail: failure.details?.[0] as Record<string, unknown> | undefined };
}

async function waitFor(what: string, predicate: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await predicate())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** handle.result() with a deadline, so a workflow that never ends fails the test instead of hanging it. */
async function resultWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// The broker e-mail starts once the batch is COMPLETED: execute waits for it only up to its response deadline.
const EXECUTION_STEPS = ['createCustomsPackage', 'generateArtifacts', 'completeExecution', 'submitToBroker'];

describe('exportBatchWorkflow', () => {
  test('1+2. update-with-start plans the batch; status and search attributes follow; a re-plan increments planRevision', async () => {
    await withWorker(
      { plan: (_input, n) => (n === 1 ? { planHash: 'hash-first', readinessState: 'REVIEW_REQUIRED' } : { planHash: 'hash-second', readinessState: 'READY' }) },
      async ({ fakes, batchId, workflowId, planWithStart, handle, status }) => {
        const view = await planWithStart(planInput({ brokerId: 'brk_first' }));
        expect(view).toEqual(fakePlanView(batchId, 'hash-first', 'REVIEW_REQUIRED'));
        expect(fakes.callsOf('planBatch')).toEqual([{ accountId: ACCOUNT, batchId, workflowId, ...planInput({ brokerId: 'brk_first' }), planRevision: 1 }]);

        const s1 = await status();
        expect(s1).toMatchObject({
          batchId,
          accountId: ACCOUNT,
          state: 'BATCHED',
          busy: null,
          planRevision: 1,
          planHash: 'hash-first',
          readinessState: 'REVIEW_REQUIRED',
          brokerId: 'brk_first',
          execution: null,
        });
        expect(typeof s1.expiresAt).toBe('string');

        const d1 = await handle().describe();
        expect(d1.status.name).toBe('RUNNING');
        expect(d1.typedSearchAttributes.get(ExportStateKey)).toBe('BATCHED');
        expect(d1.typedSearchAttributes.get(ExportReadinessStateKey)).toBe('REVIEW_REQUIRED');
        expect(d1.typedSearchAttributes.get(ExportBrokerIdKey)).toBe('brk_first');
        expect(d1.typedSearchAttributes.get(ExportAccountIdKey)).toBe(ACCOUNT);

        // 2. Re-plan on the running workflow.
        const second = await handle().executeUpdate(planUpdate, { args: [planInput({ brokerId: 'brk_second', orderIds: ['ord_3'] })] });
        expect(second.planHash).toBe('hash-second');
        const s2 = await status();
        expect(s2).toMatchObject({ state: 'BATCHED', planRevision: 2, planHash: 'hash-second', readinessState: 'READY', brokerId: 'brk_second' });
        expect(Date.parse(s2.expiresAt!)).toBeGreaterThanOrEqual(Date.parse(s1.expiresAt!));
        const d2 = await handle().describe();
        expect(d2.typedSearchAttributes.get(ExportReadinessStateKey)).toBe('READY');
        expect(d2.typedSearchAttributes.get(ExportBrokerIdKey)).toBe('brk_second');
        expect(fakes.names()).toEqual(['planBatch', 'planBatch']);
      },
    );
  });

  test('3. execute runs the steps once, in order, returns completeExecution’s view and completes the workflow; a later execute gets WorkflowNotFoundError', async () => {
    await withWorker({ plan: () => ({ planHash: 'hash-exec', readinessState: 'READY' }) }, async ({ fakes, batchId, planWithStart, handle }) => {
      await planWithStart();
      const result = await handle().executeUpdate(executeUpdate, { args: [{}] });

      const ref = { accountId: ACCOUNT, batchId };
      expect(fakes.names()).toEqual(['planBatch', ...EXECUTION_STEPS]);
      for (const step of EXECUTION_STEPS) expect(fakes.callsOf(step as never)).toEqual([ref]);
      expect(result).toEqual({
        exportId: batchId,
        batch_id: batchId,
        state: 'COMPLETED',
        status: 'COMPLETED',
        customs_package_id: `pkg_${batchId}`,
        planHash: 'hash-exec',
        artifacts: [{ artifact_type: 'cci_human_readable', filename: 'ci1.txt', generated_at: '2025-01-01T00:00:00.000Z' }],
        notification_ids: ['ntf_1'],
        notifications: ['ntf_1'],
        execution_timestamp: '2025-01-01T00:00:00.000Z',
        brokerSubmission: sentSubmission(batchId),
      });

      const final = await resultWithin(handle().result(), 10_000, 'the completed workflow');
      expect(final).toMatchObject({
        state: 'COMPLETED',
        busy: null,
        planRevision: 1,
        planHash: 'hash-exec',
        execution: { customsPackageId: `pkg_${batchId}`, brokerSubmissionStatus: 'sent' },
      });
      const d = await handle().describe();
      expect(d.status.name).toBe('COMPLETED');
      expect(d.typedSearchAttributes.get(ExportStateKey)).toBe('COMPLETED');

      // An update to a closed workflow: the server answers NOT_FOUND, the client throws WorkflowNotFoundError
      // (not WorkflowUpdateFailedError); the API resolves it from the read model.
      const again = await rejectionOf(handle().executeUpdate(executeUpdate, { args: [{}] }));
      expect(again).toBeInstanceOf(WorkflowNotFoundError);
      expect(again).not.toBeInstanceOf(WorkflowUpdateFailedError);
      expect(fakes.names()).toEqual(['planBatch', ...EXECUTION_STEPS]);
    });
  });

  test('4a. execute before any plan is rejected by the validator (currentState NEW)', async () => {
    await withWorker({}, async ({ fakes, taskQueue, workflowId, batchId, handle, status }) => {
      // The only way to reach the workflow before its first plan: update-with-start with `execute`.
      const err = await rejectionOf(
        env.client.workflow.executeUpdateWithStart(executeUpdate, {
          args: [{}],
          startWorkflowOperation: startOperation(taskQueue, workflowId, batchId, 60_000),
        }),
      );
      const f = updateFailure(err);
      expect(f.type).toBe('INVALID_EXPORT_STATE');
      expect(f.detail).toEqual({ currentState: 'NEW' });
      expect(await status()).toMatchObject({ state: 'NEW', planRevision: 0 });
      expect(fakes.calls).toEqual([]);

      // A plan afterwards still works on that workflow.
      await handle().executeUpdate(planUpdate, { args: [planInput()] });
      expect(await status()).toMatchObject({ state: 'BATCHED', planRevision: 1 });
    });
  });

  test('4b. execute on a BLOCKED plan is rejected with reason plan_blocked and runs no activity', async () => {
    await withWorker({ plan: () => ({ planHash: 'hash-blocked', readinessState: 'BLOCKED' }) }, async ({ fakes, planWithStart, handle, status }) => {
      const view = await planWithStart();
      expect(view.readinessState).toBe('BLOCKED');

      const f = updateFailure(await rejectionOf(handle().executeUpdate(executeUpdate, { args: [{}] })));
      expect(f.type).toBe('INVALID_EXPORT_STATE');
      expect(f.detail).toEqual({ currentState: 'BATCHED', reason: 'plan_blocked', readinessState: 'BLOCKED' });
      expect(fakes.names()).toEqual(['planBatch']);
      expect(await status()).toMatchObject({ state: 'BATCHED', busy: null, readinessState: 'BLOCKED', execution: null });
      expect((await handle().describe()).typedSearchAttributes.get(ExportReadinessStateKey)).toBe('BLOCKED');
    });
  });

  test('5a. while executing, re-plan and a second execute are rejected with currentState EXECUTING', async () => {
    const broker = gate();
    await withWorker(
      { submitToBroker: async (ref) => (await broker.wait(), sentSubmission(ref.batchId)) },
      async ({ fakes, planWithStart, handle, status }) => {
        try {
          await planWithStart();
          const execution = handle().executeUpdate(executeUpdate, { args: [{}] });
          execution.catch(() => undefined); // awaited below
          await broker.entered;
          expect(await status()).toMatchObject({ state: 'EXECUTING', busy: 'executing' });
          expect((await handle().describe()).typedSearchAttributes.get(ExportStateKey)).toBe('EXECUTING');

          const replan = updateFailure(await rejectionOf(handle().executeUpdate(planUpdate, { args: [planInput()] })));
          expect(replan.type).toBe('INVALID_EXPORT_STATE');
          expect(replan.detail).toEqual({ currentState: 'EXECUTING' });

          const secondExecute = updateFailure(await rejectionOf(handle().executeUpdate(executeUpdate, { args: [{}] })));
          expect(secondExecute.type).toBe('INVALID_EXPORT_STATE');
          expect(secondExecute.detail).toEqual({ currentState: 'EXECUTING' });

          broker.release();
          const result = await execution;
          expect(result.state).toBe('COMPLETED');
          expect(fakes.names()).toEqual(['planBatch', ...EXECUTION_STEPS]);
          expect((await resultWithin(handle().result(), 10_000, 'the workflow')).state).toBe('COMPLETED');
        } finally {
          broker.release();
        }
      },
    );
  });

  test('5b. two concurrent executes: exactly one succeeds, the steps run once', async () => {
    const broker = gate();
    await withWorker(
      { submitToBroker: async (ref) => (await broker.wait(), sentSubmission(ref.batchId)) },
      async ({ fakes, planWithStart, handle }) => {
        await planWithStart();
        const both = Promise.allSettled([handle().executeUpdate(executeUpdate, { args: [{}] }), handle().executeUpdate(executeUpdate, { args: [{}] })]);
        try {
          await broker.entered;
          // Give the second update time to reach the workflow while the first is still inside submitToBroker.
          await new Promise((r) => setTimeout(r, 300));
        } finally {
          broker.release();
        }
        const outcomes = await both;

        const ok = outcomes.filter((o) => o.status === 'fulfilled');
        const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
        expect(ok).toHaveLength(1);
        expect(failed).toHaveLength(1);
        const f = updateFailure(failed[0].reason);
        expect(f.type).toBe('INVALID_EXPORT_STATE');
        expect(f.detail?.currentState).toBe('EXECUTING');
        expect(fakes.names()).toEqual(['planBatch', ...EXECUTION_STEPS]);
      },
    );
  });

  test('5b\'. two executes delivered in the same workflow task: exactly one succeeds, the steps run once', async () => {
    await withBatch({}, async ({ fakes, planWithStart, handle, runWorker, status }) => {
      await runWorker(() => planWithStart());
      // No worker now: both updates are admitted by the server and wait; the next worker gets them together.
      const both = Promise.allSettled([handle().executeUpdate(executeUpdate, { args: [{}] }), handle().executeUpdate(executeUpdate, { args: [{}] })]);
      await new Promise((r) => setTimeout(r, 500));
      const outcomes = await runWorker(async () => {
        const settled = await both;
        expect(await status()).toMatchObject({ state: 'COMPLETED', busy: null });
        return settled;
      });

      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      expect(failed).toHaveLength(1);
      const f = updateFailure(failed[0].reason);
      expect(f.type).toBe('INVALID_EXPORT_STATE');
      expect(f.detail?.currentState).toBe('EXECUTING');
      expect(fakes.names()).toEqual(['planBatch', ...EXECUTION_STEPS]);
    });
  });

  test('5c. a re-plan sent while a re-plan runs waits for it, then runs (a local activity holds the workflow task)', async () => {
    // planBatch is a local activity: updates that arrive while it runs are validated when its workflow
    // task completes, so the second re-plan finds the batch BATCHED again and is accepted, not refused.
    const planning = gate();
    await withWorker(
      {
        plan: async (_input, n) => {
          if (n === 2) await planning.wait();
          return { planHash: `hash-${n}`, readinessState: 'READY' };
        },
      },
      async ({ fakes, planWithStart, handle, status }) => {
        try {
          await planWithStart();
          const slow = handle().executeUpdate(planUpdate, { args: [planInput()] });
          slow.catch(() => undefined);
          await planning.entered;
          expect(await status()).toMatchObject({ state: 'BATCHED', busy: 'planning' });

          let settled = false;
          const next = handle().executeUpdate(planUpdate, { args: [planInput()] });
          next.then(() => (settled = true), () => (settled = true));
          await new Promise((r) => setTimeout(r, 1000));
          expect(settled).toBe(false);

          planning.release();
          expect((await slow).planHash).toBe('hash-2');
          expect((await resultWithin(next, 10_000, 'the waiting re-plan')).planHash).toBe('hash-3');
          expect(await status()).toMatchObject({ planRevision: 3, planHash: 'hash-3', busy: null });
          expect(fakes.names()).toEqual(['planBatch', 'planBatch', 'planBatch']);
        } finally {
          planning.release();
        }
      },
    );
  });

  test('6. a broker e-mail that fails for good is recorded, execute still completes, and a retry request later sends it', async () => {
    let mailboxFixed = false;
    await withWorker(
      {
        plan: () => ({ planHash: 'hash-fail', readinessState: 'READY' }),
        submitToBroker: async (ref) => {
          // What the mailer throws: its classified message, typed by the error's class name.
          if (!mailboxFixed) throw ApplicationFailure.nonRetryable('connection refused by broker mail server', 'SmtpTransientError');
          return sentSubmission(ref.batchId);
        },
      },
      async ({ fakes, batchId, planWithStart, handle, status }) => {
        await planWithStart();
        const result = await handle().executeUpdate(executeUpdate, { args: [{}] });

        expect(fakes.names()).toEqual(['planBatch', 'createCustomsPackage', 'generateArtifacts', 'completeExecution', 'submitToBroker', 'recordBrokerFailure']);
        expect(fakes.callsOf('recordBrokerFailure')).toEqual([{ accountId: ACCOUNT, batchId, error: 'connection refused by broker mail server' }]);
        const failed: SubmissionRecord = { ...sentSubmission(batchId), status: 'failed', sent_at: null, error_message: 'connection refused by broker mail server' };
        expect(result).toMatchObject({ state: 'COMPLETED', planHash: 'hash-fail', brokerSubmission: failed });

        // The workflow stays open for a retry; support finds the batch by its submission status.
        expect(await status()).toMatchObject({ state: 'COMPLETED', execution: { brokerSubmissionStatus: 'failed' } });
        expect((await handle().describe()).typedSearchAttributes.get(ExportBrokerSubmissionKey)).toBe('failed');

        mailboxFixed = true;
        expect(await handle().executeUpdate(retryBrokerSubmissionUpdate)).toEqual({ status: 'pending' });
        const final = await resultWithin(handle().result(), 10_000, 'the workflow');
        expect(final).toMatchObject({ state: 'COMPLETED', execution: { customsPackageId: `pkg_${batchId}`, brokerSubmissionStatus: 'sent' } });
        expect(fakes.names().slice(-1)).toEqual(['submitToBroker']);
        expect((await handle().describe()).typedSearchAttributes.get(ExportBrokerSubmissionKey)).toBe('sent');
        // Once sent, a retry is refused (the workflow is closed; the API answers from the read model).
        expect(await rejectionOf(handle().executeUpdate(retryBrokerSubmissionUpdate))).toBeInstanceOf(WorkflowNotFoundError);
      },
    );
  });

  test('6c. execute answers by its deadline with the e-mail pending; the e-mail settles later and then the workflow closes', async () => {
    const mailServer = gate();
    await withWorker(
      {
        submitToBroker: async (ref) => {
          await mailServer.wait();
          return sentSubmission(ref.batchId);
        },
      },
      async ({ batchId, planWithStart, handle, status }) => {
        try {
          await planWithStart();
          const started = Date.now();
          const view = await handle().executeUpdate(executeUpdate, { args: [{ responseTimeoutMs: 1000 }] });
          expect(Date.now() - started).toBeLessThan(5000);
          expect(view).toMatchObject({ state: 'COMPLETED', brokerSubmission: { status: 'pending' } });
          expect(await status()).toMatchObject({ state: 'COMPLETED', busy: null, execution: { brokerSubmissionStatus: 'pending' } });
          expect((await handle().describe()).typedSearchAttributes.get(ExportBrokerSubmissionKey)).toBe('pending');
          expect((await handle().describe()).status.name).toBe('RUNNING');
        } finally {
          mailServer.release();
        }
        const final = await resultWithin(handle().result(), 10_000, 'the workflow');
        expect(final).toMatchObject({ state: 'COMPLETED', execution: { customsPackageId: `pkg_${batchId}`, brokerSubmissionStatus: 'sent' } });
      },
    );
  });

  test('6b. a failed execute puts the batch back to BATCHED with the step\'s failure, and a retried execute completes', async () => {
    await withWorker(
      {
        generateArtifacts: async (_ref, n) => {
          if (n === 1) throw ApplicationFailure.create({ type: 'INVALID_ARTIFACT_INPUT', message: 'product p1 has no HS code', nonRetryable: true });
        },
      },
      async ({ fakes, planWithStart, handle, status }) => {
        await planWithStart();
        const f = updateFailure(await rejectionOf(handle().executeUpdate(executeUpdate, { args: [{}] })));
        expect(f.type).toBe('INVALID_ARTIFACT_INPUT');
        expect(f.message).toBe('product p1 has no HS code');
        expect(await status()).toMatchObject({ state: 'BATCHED', busy: null, planRevision: 1 });
        expect((await handle().describe()).typedSearchAttributes.get(ExportStateKey)).toBe('BATCHED');
        // The read model is set back to BATCHED too (it showed EXECUTING while the steps ran).
        expect(fakes.names()).toEqual(['planBatch', 'createCustomsPackage', 'generateArtifacts', 'reopenBatch']);

        const result = await handle().executeUpdate(executeUpdate, { args: [{}] });
        expect(result.state).toBe('COMPLETED');
        expect(fakes.names()).toEqual(['planBatch', 'createCustomsPackage', 'generateArtifacts', 'reopenBatch', ...EXECUTION_STEPS]);
        expect((await resultWithin(handle().result(), 10_000, 'the workflow')).state).toBe('COMPLETED');
      },
    );
  });

  test('7. a batch left BATCHED expires: expireBatch runs, state EXPIRED, a later execute fails; a re-plan pushes expiry back', async () => {
    await withWorker({}, async ({ fakes, batchId, planWithStart, handle }) => {
      const t0 = Date.now();
      await planWithStart(planInput(), 1500);
      // A re-plan at ~800 ms resets the deadline to ~800 + 1500 ms.
      await new Promise((r) => setTimeout(r, 800));
      await handle().executeUpdate(planUpdate, { args: [planInput()] });
      const tReplan = Date.now();
      await waitFor('expireBatch', () => fakes.callsOf('expireBatch').length > 0, 10_000);
      const tExpired = Date.now();
      expect(tExpired - tReplan).toBeGreaterThanOrEqual(1300);
      expect(tExpired - t0).toBeGreaterThanOrEqual(2000);
      expect(tExpired - tReplan).toBeLessThan(8000);

      const final = await resultWithin(handle().result(), 10_000, 'the expired workflow');
      expect(final).toMatchObject({ state: 'EXPIRED', planRevision: 2, busy: null, execution: null });
      expect(fakes.callsOf('expireBatch')).toEqual([{ accountId: ACCOUNT, batchId }]);
      expect(fakes.names()).toEqual(['planBatch', 'planBatch', 'expireBatch']);
      expect((await handle().describe()).typedSearchAttributes.get(ExportStateKey)).toBe('EXPIRED');

      const err = await rejectionOf(handle().executeUpdate(executeUpdate, { args: [{}] }));
      expect(err).toBeInstanceOf(WorkflowNotFoundError);
      expect(fakes.names()).toEqual(['planBatch', 'planBatch', 'expireBatch']);
    });
  });

  test('8. a first plan failing with INVALID_ORDER_REFERENCE fails the caller with that failure and ends the workflow promptly (state NEW)', async () => {
    const details = { missingOrderIds: ['ord_missing'], field: 'orderIds' };
    await withWorker(
      {
        plan: () => {
          throw ApplicationFailure.create({ type: 'INVALID_ORDER_REFERENCE', message: 'Unknown order ord_missing', details: [details], nonRetryable: true });
        },
      },
      async ({ fakes, planWithStart, handle }) => {
        const t0 = Date.now();
        const f = updateFailure(await rejectionOf(planWithStart(planInput({ orderIds: ['ord_missing'] }))));
        expect(f.type).toBe('INVALID_ORDER_REFERENCE');
        expect(f.message).toBe('Unknown order ord_missing');
        expect(f.detail).toEqual(details);
        expect(fakes.names()).toEqual(['planBatch']); // non-retryable: one attempt

        const final = await resultWithin(handle().result(), 5_000, 'the workflow whose first plan failed');
        expect(Date.now() - t0).toBeLessThan(5_000);
        expect(final).toMatchObject({ state: 'NEW', planRevision: 0, planHash: null, busy: null });
        const d = await handle().describe();
        expect(d.status.name).toBe('COMPLETED');
        expect(d.typedSearchAttributes.get(ExportStateKey)).toBe('NEW');

        // Nothing can be executed afterwards: the workflow is closed.
        expect(await rejectionOf(handle().executeUpdate(executeUpdate, { args: [{}] }))).toBeInstanceOf(WorkflowNotFoundError);
        expect(fakes.names()).toEqual(['planBatch']);
      },
    );
  });
});
