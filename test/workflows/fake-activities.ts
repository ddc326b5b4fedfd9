import { Context } from '@temporalio/activity';
import type { Activities as AllActivities, BatchRef, PlanStepInput } from '../../activities';

// The export batch workflow's activities (the optimize-batch ones are not faked here).
type Activities = Omit<AllActivities, 'optimizeChunk' | 'finishOptimizeBatch' | 'attemptWebhookDelivery'>;
import type { ExecutionView, PlanView, SubmissionRecord } from '../../domain/export-views';
import type { ReadinessState } from '../../domain/export-types';

/**
 * In-memory fakes of the export activities, for workflow tests: every call is recorded (name and
 * argument, in order), and each behaviour can be replaced per test.
 */
export interface Call {
  name: keyof Activities;
  arg: unknown;
}

export interface FakeBehaviour {
  /** What planBatch answers for its n-th call (1-based). Throw to fail the activity. */
  plan?: (input: PlanStepInput, n: number) => Promise<{ planHash: string; readinessState: ReadinessState }> | { planHash: string; readinessState: ReadinessState };
  submitToBroker?: (ref: BatchRef) => Promise<SubmissionRecord>;
  /** Runs before generateArtifacts answers, for its n-th call (1-based). Throw to fail the activity. */
  generateArtifacts?: (ref: BatchRef, n: number) => Promise<void>;
}

export function fakePlanView(batchId: string, planHash: string, readinessState: ReadinessState): PlanView {
  return {
    exportId: batchId,
    batch_id: batchId,
    state: 'BATCHED',
    status: 'BATCHED',
    planHash,
    readinessState,
    complianceScore: readinessState === 'BLOCKED' ? 40 : 95,
    validationMessages: [],
    included_order_ids: ['ord_1'],
    excluded_order_ids: [],
    flags: [],
    missing_data: [],
    recommended_strategy: 'consolidated',
    estimated_import_savings_usd: 12.5,
    next_recommended_action: 'execute',
    exportFiling: { required: false, regime: null, basis: 'No export filing rule for this origin.', legend: null, reference: null },
    validation: { readiness_state: readinessState, compliance_score: readinessState === 'BLOCKED' ? 40 : 95, validation_messages: [] },
  };
}

export const pendingSubmission = (batchId: string): SubmissionRecord => ({ ...sentSubmission(batchId), status: 'pending', sent_at: null, attempts: 0 });

export const sentSubmission = (batchId: string): SubmissionRecord => ({
  id: `sub_${batchId}`,
  submission_type: 'EMAIL',
  status: 'sent',
  recipient_email: 'broker@example.test',
  subject: `Customs package PKG-1 [${batchId}]`,
  sent_at: '2025-01-01T00:00:00.000Z',
  error_message: null,
  attempts: 1,
  last_error: null,
  next_attempt_at: null,
});

export function fakeExecutionView(batchId: string, planHash: string, submission: SubmissionRecord): ExecutionView {
  return {
    exportId: batchId,
    batch_id: batchId,
    state: 'COMPLETED',
    status: 'COMPLETED',
    customs_package_id: `pkg_${batchId}`,
    planHash,
    artifacts: [{ artifact_type: 'cci_human_readable', filename: 'ci1.txt', generated_at: '2025-01-01T00:00:00.000Z' }],
    notification_ids: ['ntf_1'],
    notifications: ['ntf_1'],
    execution_timestamp: '2025-01-01T00:00:00.000Z',
    brokerSubmission: submission,
  };
}

export class FakeActivities {
  readonly calls: Call[] = [];
  private planCalls = 0;
  private artifactCalls = 0;
  private lastPlanHash = '';
  private submission: SubmissionRecord | null = null;

  constructor(private readonly behaviour: FakeBehaviour = {}) {}

  names(): string[] {
    return this.calls.map((c) => c.name);
  }

  callsOf(name: keyof Activities): unknown[] {
    return this.calls.filter((c) => c.name === name).map((c) => c.arg);
  }

  activities(): Activities {
    const record = (name: keyof Activities, arg: unknown) => this.calls.push({ name, arg });
    const fakes: Activities = {
      planBatch: async (input) => {
        record('planBatch', input);
        this.planCalls += 1;
        const plan = this.behaviour.plan
          ? await this.behaviour.plan(input, this.planCalls)
          : { planHash: `hash-${this.planCalls}`, readinessState: 'READY' as const };
        this.lastPlanHash = plan.planHash;
        return fakePlanView(input.batchId, plan.planHash, plan.readinessState);
      },
      createCustomsPackage: async (ref) => {
        record('createCustomsPackage', ref);
        return { id: `pkg_${ref.batchId}`, packageNumber: 'PKG-1', state: 'CREATED', reused: false };
      },
      generateArtifacts: async (ref) => {
        record('generateArtifacts', ref);
        this.artifactCalls += 1;
        await this.behaviour.generateArtifacts?.(ref, this.artifactCalls);
        return [{ artifact_type: 'cci_human_readable', filename: 'ci1.txt', generated_at: '2025-01-01T00:00:00.000Z' }];
      },
      submitToBroker: async (ref) => {
        record('submitToBroker', ref);
        const submission = this.behaviour.submitToBroker ? await this.behaviour.submitToBroker(ref) : sentSubmission(ref.batchId);
        this.submission = submission;
        return submission;
      },
      recordBrokerFailure: async (input) => {
        record('recordBrokerFailure', input);
        const failed: SubmissionRecord = { ...sentSubmission(input.batchId), status: 'failed', sent_at: null, error_message: input.error };
        this.submission = failed;
        return failed;
      },
      // The three steps it runs, recorded one by one, so a test reads the same sequence either way.
      executeBatchSteps: async (ref) => {
        await fakes.createCustomsPackage(ref);
        await fakes.generateArtifacts(ref);
        return fakes.completeExecution(ref);
      },
      completeExecution: async (ref) => {
        record('completeExecution', ref);
        // As the read model has it: the submission opened with the artifacts, pending until settled.
        return fakeExecutionView(ref.batchId, this.lastPlanHash, this.submission ?? pendingSubmission(ref.batchId));
      },
      expireBatch: async (ref) => {
        record('expireBatch', ref);
      },
      reopenBatch: async (ref) => {
        record('reopenBatch', ref);
      },
    };
    return fakes;
  }
}

/** A promise released from outside: lets a fake activity block until the test says so. */
export function gate() {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markEntered!: () => void;
  const entered = new Promise<void>((resolve) => (markEntered = resolve));
  return {
    release,
    entered,
    /**
     * Called by the fake: signals it has started, heartbeats while it waits (submitToBroker has a 10 s
     * heartbeat timeout; local activities cannot heartbeat).
     */
    async wait(): Promise<void> {
      markEntered();
      let ctx: Context | undefined;
      try {
        ctx = Context.current();
      } catch {
        ctx = undefined;
      }
      const beat = setInterval(() => (ctx && !ctx.info.isLocal ? ctx.heartbeat() : undefined), 1000);
      try {
        await released;
      } finally {
        clearInterval(beat);
      }
    },
  };
}
