import {
  ActivityFailure,
  ApplicationFailure,
  allHandlersFinished,
  condition,
  log,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setCurrentDetails,
  setHandler,
  upsertSearchAttributes,
  workflowInfo,
} from '@temporalio/workflow';
import type * as activityTypes from '../activities';
import type { ExecutionView, PlanView } from '../domain/export-views';
import { BrokerSubmission } from './broker-submission';
import { FailureType } from './failures';
import { ExportBrokerIdKey, ExportBrokerSubmissionKey, ExportReadinessStateKey, ExportStateKey, ExportStateSinceKey } from './search-attributes';
import {
  EXECUTE_DEFAULTS,
  executeUpdate,
  planUpdate,
  retryBrokerSubmissionUpdate,
  statusQuery,
  type WorkflowState,
  type BatchStatus,
  type BrokerSubmissionRetry,
  type ExecuteOptions,
  type ExportBatchInput,
  type PlanInput,
} from './definitions';

type Activities = activityTypes.Activities;

const dbRetry = { initialInterval: '500 milliseconds', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 8 } as const;
const db = proxyActivities<Activities>({ startToCloseTimeout: '30 seconds', retry: dbRetry });

/**
 * The short database steps (tens of milliseconds each) run as local activities: in the worker that runs
 * the workflow task, each result recorded as a marker, so the server schedules, hands out and completes
 * no activity task for them (the README's benchmark section has the before and after). The broker
 * e-mail stays a regular activity: it talks to another party's server, heartbeats, and its retries
 * (minutes) are worth seeing as attempts in the history.
 */
const localDb = proxyLocalActivities<Activities>({ startToCloseTimeout: '30 seconds', retry: dbRetry });

/** Batches whose history predates this patch ran the same steps as regular activities and replay so. */
const LOCAL_DB_STEPS = 'db-steps-as-local-activities';
/** From this patch on, each state change also sets ExportStateSinceKey (batches stuck in a state are found). */
const STATE_SINCE_ATTRIBUTE = 'state-since-search-attribute';
/**
 * From this patch on, execute's package, artifacts and completion run as one local activity
 * (executeBatchSteps): one marker and one workflow activation instead of three, always back to back.
 */
const EXECUTE_STEPS_AS_ONE = 'execute-steps-as-one-local-activity';
/** From this patch on, a failed execute sets the read model back to BATCHED (it shows EXECUTING meanwhile). */
const REOPEN_AFTER_FAILED_EXECUTE = 'execute-failure-reopens-read-model';
const dbSteps = () => (patched(LOCAL_DB_STEPS) ? localDb : db);
type Steps = ReturnType<typeof dbSteps>;

/**
 * Runs one step with a summary naming what it does for this batch: Temporal's UI shows it on the step's
 * row of the history (user metadata, not compared on replay, so histories recorded without it replay).
 */
function step<K extends keyof Steps>(steps: Steps, name: K, summary: string, ...args: Parameters<Steps[K]>): ReturnType<Steps[K]> {
  const fn = steps[name] as Steps[K] & { executeWithOptions(o: { summary: string }, a: Parameters<Steps[K]>): ReturnType<Steps[K]> };
  return fn.executeWithOptions({ summary }, args);
}

/**
 * Executes recorded before the submission outlived execute sent the e-mail inside the handler: transient
 * failures retried for about five minutes. New executes use BrokerSubmission (./broker-submission.ts).
 */
const SUBMISSION_OUTLIVES_EXECUTE = 'broker-submission-outlives-execute';
const mailInsideExecute = proxyActivities<Activities>({
  startToCloseTimeout: '2 minutes',
  heartbeatTimeout: '10 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute', maximumAttempts: 8 },
});

function invalidState(currentState: WorkflowState, message: string, extra?: { reason: string; readinessState?: string }): ApplicationFailure {
  return ApplicationFailure.create({
    type: FailureType.INVALID_EXPORT_STATE,
    message,
    details: [{ currentState, ...extra }],
    nonRetryable: true,
  });
}

/** The support view of a batch's state, as Temporal's UI shows it (Markdown). */
export function currentDetails(s: {
  state: WorkflowState;
  planRevision: number;
  planHash: string | null;
  readinessState: string | null;
  expiresAt: number | null;
  submission: string | null;
  /** Why the broker e-mail failed for good, as the read model has it. */
  submissionError?: string | null;
  batchId?: string;
}): string {
  const plan = `plan revision ${s.planRevision}, readiness ${s.readinessState ?? 'unknown'}, plan hash \`${(s.planHash ?? '').slice(0, 12)}\``;
  switch (s.state) {
    case 'NEW':
      return 'Planning the first plan.';
    case 'BATCHED':
      return `BATCHED (${plan}). Waiting for execute${s.expiresAt === null ? '' : ` until ${new Date(s.expiresAt).toISOString()}, then EXPIRED`}.`;
    case 'EXECUTING':
      return `EXECUTING (${plan}): customs package, artifacts, then the broker e-mail.`;
    case 'COMPLETED':
      if (s.submission === 'pending') return 'COMPLETED. Broker e-mail pending: Temporal retries it with backoff; Pending Activities shows the attempt, the last error and the next retry.';
      if (s.submission === 'failed') {
        // In a code span: an SMTP reply may hold Markdown characters; a backtick would end the span.
        const why = s.submissionError ? ` (\`${s.submissionError.replace(/`/g, "'")}\`)` : '';
        return `COMPLETED. Broker e-mail **failed**${why}: fix the cause, then \`POST /api/exports/${s.batchId ?? '{id}'}/broker-submission/retry\` (or the retryBrokerSubmission update).`;
      }
      return 'COMPLETED. Broker e-mail sent.';
    default:
      return `${s.state} (${plan}).`;
  }
}

/** Update handlers fail only with ApplicationFailure: anything else would fail the workflow task and retry forever. */
function asApplicationFailure(err: unknown, fallbackType: FailureType): ApplicationFailure {
  if (err instanceof ApplicationFailure) return err;
  if (err instanceof ActivityFailure && err.cause instanceof ApplicationFailure) return err.cause;
  const message = err instanceof Error ? err.message : String(err);
  return ApplicationFailure.create({ type: fallbackType, message, nonRetryable: true });
}

/**
 * One export batch: planned (and re-planned) by the `plan` update, executed once by the `execute`
 * update, closed when COMPLETED, or EXPIRED when left BATCHED too long. All side effects are activities.
 */
export async function exportBatchWorkflow(input: ExportBatchInput): Promise<BatchStatus> {
  const { batchId, accountId } = input;
  // The steps read in the batch's environment; a batch started before environments has none (live).
  const ref = { accountId, batchId, ...(input.environment ? { environment: input.environment } : {}) };
  let state: WorkflowState = 'NEW';
  let busy: BatchStatus['busy'] = null;
  let planRevision = 0;
  let planHash: string | null = null;
  let readinessState: string | null = null;
  let brokerId: string | null = null;
  let expiresAt: number | null = null;
  let execution: BatchStatus['execution'] = null;
  let firstPlanFailed = false;
  const submission = new BrokerSubmission(ref, (submissionStatus) => {
    if (execution) execution = { ...execution, brokerSubmissionStatus: submissionStatus };
    upsertSearchAttributes([{ key: ExportBrokerSubmissionKey, value: submissionStatus }]);
    describe();
  });

  const status = (): BatchStatus => ({
    batchId,
    accountId,
    state,
    busy,
    planRevision,
    planHash,
    readinessState,
    brokerId,
    expiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
    execution,
  });
  let publishedState: WorkflowState = 'NEW';
  const publish = () => {
    const stateChanged = state !== publishedState;
    publishedState = state;
    upsertSearchAttributes([
      { key: ExportStateKey, value: state },
      ...(stateChanged && patched(STATE_SINCE_ATTRIBUTE) ? [{ key: ExportStateSinceKey, value: new Date() }] : []),
      ...(readinessState ? [{ key: ExportReadinessStateKey, value: readinessState }] : []),
      ...(brokerId ? [{ key: ExportBrokerIdKey, value: brokerId }] : []),
    ]);
    describe();
  };
  /** The UI's "current details": where the batch is and what it waits for (not a command: replay-safe). */
  const describe = () =>
    setCurrentDetails(
      currentDetails({ state, planRevision, planHash, readinessState, expiresAt, submission: submission.status, submissionError: submission.record?.error_message, batchId }),
    );

  setHandler(statusQuery, status, { description: 'The live state: lifecycle, plan revision and hash, readiness, expiry, execution' });

  setHandler(
    planUpdate,
    async (req: PlanInput): Promise<PlanView> => {
      busy = 'planning';
      const steps = dbSteps();
      try {
        const revision = planRevision + 1;
        const view = await step(steps, 'planBatch', `Plan revision ${revision} of \`${batchId}\`: readiness, compliance score, plan hash`, {
          ...ref,
          workflowId: workflowInfo().workflowId,
          ...req,
          planRevision: revision,
        });
        state = 'BATCHED';
        planRevision += 1;
        planHash = view.planHash;
        readinessState = view.readinessState;
        brokerId = req.brokerId;
        expiresAt = Date.now() + input.expiresAfterMs;
        publish();
        log.info('planned', { planRevision, readinessState, planHash });
        return view;
      } catch (err) {
        if (state === 'NEW') firstPlanFailed = true;
        throw asApplicationFailure(err, FailureType.PLAN_FAILED);
      } finally {
        busy = null;
      }
    },
    {
      description: 'Plan (or re-plan) the batch: sent by POST /api/exports/plan. Refused unless NEW or BATCHED and idle',
      validator: (_req: PlanInput) => {
        if (firstPlanFailed) throw invalidState(state, 'This batch was never planned');
        if (state !== 'NEW' && state !== 'BATCHED') throw invalidState(state, `A ${state} batch cannot be re-planned`);
        if (busy) throw invalidState(state, `The batch is ${busy}; retry when it is done`, { reason: `${busy}_in_progress` });
      },
    },
  );

  /** Executes recorded before SUBMISSION_OUTLIVES_EXECUTE: the e-mail is sent (or fails) inside execute. */
  async function submitInsideExecute(steps: Steps) {
    try {
      return await mailInsideExecute.submitToBroker.executeWithOptions({ summary: `E-mail the customs package of \`${batchId}\` to the broker` }, [ref]);
    } catch (err) {
      // The mailer's failures carry a classified message; anything else is not for integrators' eyes.
      const cause =
        err instanceof ActivityFailure && err.cause instanceof ApplicationFailure && err.cause.type === FailureType.SMTP_TRANSIENT
          ? err.cause.message
          : 'the broker e-mail could not be sent';
      return step(steps, 'recordBrokerFailure', `Record that the broker e-mail of \`${batchId}\` failed`, { ...ref, error: cause });
    }
  }

  /**
   * The package and artifacts, COMPLETED with `export.executed`, then the broker e-mail: awaited up to
   * the response deadline, then left running (the answer says `pending`).
   */
  async function runExecuteSteps(steps: Steps, opts: ExecuteOptions): Promise<ExecutionView> {
    if (patched(EXECUTE_STEPS_AS_ONE)) {
      const summary = `Customs package, artifacts (CI1, CSV, manifest, PDF invoice) and COMPLETED with export.executed for \`${batchId}\` (plan revision ${planRevision})`;
      const view = await step(steps, 'executeBatchSteps', summary, ref);
      execution = { customsPackageId: view.customs_package_id, brokerSubmissionStatus: submission.status };
      return submitAfterExecute(view, opts);
    }
    return runExecuteStepsOneByOne(steps, opts);
  }

  /** The broker e-mail, started once the batch is COMPLETED: awaited up to the response deadline, then left running. */
  async function submitAfterExecute(view: ExecutionView, opts: ExecuteOptions): Promise<ExecutionView> {
    submission.start(opts.brokerRetryHours ?? EXECUTE_DEFAULTS.brokerRetryHours);
    await condition(() => submission.settled(), opts.responseTimeoutMs ?? EXECUTE_DEFAULTS.responseTimeoutMs);
    return { ...view, brokerSubmission: submission.record ?? view.brokerSubmission };
  }

  /** Executes recorded before EXECUTE_STEPS_AS_ONE: three local activities (or, before LOCAL_DB_STEPS, regular ones). */
  async function runExecuteStepsOneByOne(steps: Steps, opts: ExecuteOptions): Promise<ExecutionView> {
    const pkg = await step(steps, 'createCustomsPackage', `Customs package of \`${batchId}\` (plan revision ${planRevision})`, ref);
    execution = { customsPackageId: pkg.id, brokerSubmissionStatus: submission.status };
    await step(steps, 'generateArtifacts', `Artifacts of \`${batchId}\`: customs invoice, manifest, checksums`, ref);
    const complete = () => step(steps, 'completeExecution', `Mark \`${batchId}\` COMPLETED and record export.executed`, ref);
    if (!patched(SUBMISSION_OUTLIVES_EXECUTE)) {
      const sent = await submitInsideExecute(steps);
      execution = { customsPackageId: pkg.id, brokerSubmissionStatus: sent.status };
      return complete();
    }
    return submitAfterExecute(await complete(), opts);
  }

  setHandler(
    executeUpdate,
    async (opts: ExecuteOptions = {}): Promise<ExecutionView> => {
      // Defence in depth: the validator already refused these, and each accepted handler sets EXECUTING
      // before the next update is validated.
      if (state !== 'BATCHED' || busy || readinessState === 'BLOCKED') {
        throw invalidState(busy === 'executing' ? 'EXECUTING' : state, 'The batch is not ready to execute');
      }
      const steps = dbSteps();
      state = 'EXECUTING';
      busy = 'executing';
      publish();
      try {
        const view = await runExecuteSteps(steps, opts);
        state = 'COMPLETED';
        publish();
        log.info('executed', { customsPackageId: execution?.customsPackageId, brokerSubmission: submission.status });
        return view;
      } catch (err) {
        // Every step is idempotent: back to BATCHED, so execute can be retried, with a fresh expiry so
        // that a failure near the deadline does not expire the batch under the retrying client.
        state = 'BATCHED';
        expiresAt = Date.now() + input.expiresAfterMs;
        publish();
        log.warn('execute failed; the batch is BATCHED again', { error: err instanceof Error ? err.message : String(err) });
        if (patched(REOPEN_AFTER_FAILED_EXECUTE)) {
          // Best effort: the validator, not the read model, decides whether execute may run again.
          await step(steps, 'reopenBatch', `Set \`${batchId}\` back to BATCHED after a failed execute`, ref).catch(() => undefined);
        }
        throw asApplicationFailure(err, FailureType.EXECUTION_FAILED);
      } finally {
        busy = null;
      }
    },
    {
      description: 'Execute the planned batch: sent by POST /api/exports/execute. Refused unless BATCHED, idle and not BLOCKED',
      validator: (_opts: ExecuteOptions) => {
        if (state === 'NEW') throw invalidState(state, 'The batch has no plan yet');
        if (state !== 'BATCHED') throw invalidState(state, `A ${state} batch cannot be executed`);
        // The spec: a BLOCKED plan must be fixed (re-planned) before it is executed.
        if (readinessState === 'BLOCKED') {
          throw invalidState(state, 'The plan is BLOCKED: fix its validation errors and re-plan', { reason: 'plan_blocked', readinessState });
        }
        if (busy) throw invalidState(busy === 'executing' ? 'EXECUTING' : state, `The batch is ${busy}`, { reason: `${busy}_in_progress` });
      },
    },
  );

  setHandler(
    retryBrokerSubmissionUpdate,
    async (): Promise<BrokerSubmissionRetry> => {
      submission.retry();
      return { status: 'pending' };
    },
    {
      description: 'Try the broker e-mail again now (also after it failed): sent by POST /api/exports/{id}/broker-submission/retry',
      validator: () => {
        if (submission.status === null) throw invalidState(state, 'The batch has no broker submission to retry', { reason: 'not_submitted' });
        if (submission.status === 'sent') throw invalidState(state, 'The broker submission was already sent', { reason: 'already_sent' });
      },
    },
  );

  // The first plan arrives with the start (update-with-start); a start whose plan failed ends here.
  await condition(() => state !== 'NEW' || firstPlanFailed, '10 minutes');
  if (state === 'NEW') {
    await condition(allHandlersFinished);
    return status();
  }

  // Handlers change `state` between awaits; reading it through a function keeps TypeScript from
  // narrowing it as if this loop were the only writer.
  const current = (): WorkflowState => state;
  while (current() === 'BATCHED' || current() === 'EXECUTING') {
    if (current() === 'EXECUTING') {
      await condition(() => state !== 'EXECUTING');
      continue;
    }
    const revision = planRevision;
    const remaining = Math.max(1, (expiresAt ?? Date.now()) - Date.now());
    const changed = await condition(() => state !== 'BATCHED' || planRevision !== revision || busy !== null, remaining);
    if (!changed && current() === 'BATCHED' && busy === null) {
      state = 'EXPIRED';
      publish();
      log.info('expired: left BATCHED past its expiry');
      await step(db, 'expireBatch', `Expire \`${batchId}\`: left BATCHED past its expiry`, ref);
    } else if (busy !== null) {
      await condition(() => busy === null);
    }
  }
  // The broker e-mail outlives execute: the workflow stays open until it is sent, or, once failed, for
  // as long as a batch may wait (expiresAfterMs), ready for a retry request.
  await submission.finish(input.expiresAfterMs);
  await condition(allHandlersFinished);
  return status();
}
