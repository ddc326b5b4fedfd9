import type { Environment, Scope } from '../domain/environments';
import { Context, type Info } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { msToNumber } from '@temporalio/common/lib/time';
import { ArtifactInputError, generateArtifacts as renderArtifacts } from '../documents';
import type { PlanInput } from '../domain/export-types';
import type { ArtifactRecord, ExecutionView, PackageRecord, PlanView, SubmissionRecord } from '../domain/export-views';
import { executionView, planView } from '../domain/export-views';
import { optimizeClassificationInput, type OptimizeAttemptInput } from '../domain/optimize-views';
import { computePlan } from '../domain/planning';
import * as exportsDb from '../db/exports';
import { inTransaction, type Db } from '../db/pool';
import type { Classifier } from '../domain/classifier';
import * as optimizerDb from '../db/optimizer';
import * as eventsDb from '../db/events';
import { JustRendered } from './just-rendered';
import { composeMessage, SmtpTransientError, type Mailer, type OutgoingMail } from './mailer';
import { createWebhookActivities, dispatchEvents, type WebhookDeps } from './webhooks';
import { brokerSubmissions, executesFinished, plansRecorded } from '../runtime/metrics';
import { FailureType } from '../workflows/failures';

/** Activities are built from injected dependencies, so tests and the worker share one factory. */
export interface ActivityDeps {
  db: Db;
  mailer: Mailer;
  mailFrom: string;
  classifier: Classifier;
  webhooks: WebhookDeps;
}

export interface BatchRef {
  accountId: string;
  batchId: string;
  /** Sent by workflows since issue 33 (absent in steps scheduled before: live). */
  environment?: Environment;
}

/** The batch's account and environment: what its reads are scoped to. */
const scopeOfRef = (ref: BatchRef): Scope => ({ accountId: ref.accountId, environment: ref.environment ?? 'live' });

/** The plan step's input: the batch, what the plan is asked for, and the revision it records. */
export interface PlanStepInput extends BatchRef, PlanInput {
  workflowId: string;
  /** The plan revision this step records (absent in steps scheduled before revisions were passed). */
  planRevision?: number;
}

/**
 * When Temporal runs the next attempt of this activity, from its retry policy (null when none is left
 * before the schedule-to-close deadline, or without a policy).
 */
export function nextAttemptAt(info: Pick<Info, 'attempt' | 'retryPolicy' | 'scheduledTimestampMs' | 'scheduleToCloseTimeoutMs'>, now = Date.now()): Date | null {
  const policy = info.retryPolicy;
  if (!policy) return null;
  if (policy.maximumAttempts && info.attempt >= policy.maximumAttempts) return null;
  const initial = msToNumber(policy.initialInterval ?? 1000);
  const maximum = policy.maximumInterval !== undefined ? msToNumber(policy.maximumInterval) : initial * 100;
  const delay = Math.min(initial * Math.pow(policy.backoffCoefficient ?? 2, info.attempt - 1), maximum);
  const at = now + delay;
  if (info.scheduleToCloseTimeoutMs && at > info.scheduledTimestampMs + info.scheduleToCloseTimeoutMs) return null;
  return new Date(at);
}

/** The Message-ID of a batch's broker e-mail: the same on every attempt, so receivers can tell a resend. */
export const brokerMessageId = (batchId: string): string => `<${batchId}.broker-submission@export-protocol>`;

export function createActivities(deps: ActivityDeps) {
  const { db } = deps;
  /** Artifact files kept between execute's step and the broker e-mail that follows, in this worker. */
  const justRendered = new JustRendered();
  /**
   * Queues the events a step recorded for the subscribed webhook endpoints (activities/webhooks.ts);
   * nothing to do when the step's own statement found no endpoint (`subscribed`, db/webhooks.ts).
   */
  const dispatch = async (accountId: string, subjectId: string, subscribed = true) => {
    if (subscribed) await dispatchEvents(db, deps.webhooks, accountId, subjectId);
  };

  /** A planned batch with what its package steps read; missing is not worth retrying. */
  async function requirePackagedBatch(ref: BatchRef, step: string) {
    const batch = await exportsDb.getPackagedBatch(db, ref.accountId, ref.batchId);
    if (!batch) throw ApplicationFailure.nonRetryable(`batch ${ref.batchId} has no plan`, FailureType.NOT_FOUND);
    if (batch.packageNumber === null) throw ApplicationFailure.nonRetryable(`${step} needs the batch's customs package`, FailureType.NOT_FOUND);
    return batch as exportsDb.PackagedBatch & { packageNumber: string };
  }

  const submissionMail = (batch: exportsDb.PackagedBatch, ref: BatchRef): exportsDb.SubmissionMail => ({
    ...ref,
    recipientEmail: batch.snapshot?.broker.email ?? '',
    subject: `Customs package ${batch.packageNumber ?? ''}: ${batch.includedOrderIds.length} order(s) to ${batch.destinationCountry} [${ref.batchId}]`,
    messageId: brokerMessageId(ref.batchId),
  });

  /** A rendered artifact as the e-mail attaches it (text as its UTF-8 bytes, as stored). */
  const artifactFile = (artifacts: ReadonlyArray<{ filename: string; contentType: string; content: string | Buffer }>, filename: string): exportsDb.ArtifactFile => {
    const a = artifacts.find((x) => x.filename === filename);
    if (!a) throw new Error(`artifact ${filename} was stored but not rendered`);
    return { filename, contentType: a.contentType, content: typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content };
  };

  /** Heartbeats let Temporal notice a dead worker within the heartbeat timeout, not the whole send timeout. */
  async function sendWithHeartbeats(mail: OutgoingMail) {
    const beat = setInterval(() => Context.current().heartbeat(), 1000);
    try {
      return await deps.mailer.send(mail);
    } finally {
      clearInterval(beat);
    }
  }

  /**
   * Sends the broker e-mail; a transient failure is recorded on the submission (classified message, next
   * attempt time) and thrown, for Temporal to retry with backoff.
   */
  async function sendOrRecordFailure(ref: BatchRef, mail: OutgoingMail) {
    try {
      return await sendWithHeartbeats(mail);
    } catch (err) {
      if (err instanceof SmtpTransientError) {
        await exportsDb.recordAttemptFailure(db, ref.accountId, ref.batchId, err.message, nextAttemptAt(Context.current().info));
        brokerSubmissions.inc({ status: 'retrying' });
      }
      throw err;
    }
  }

  /** The export line of the e-mail: the legend the documents carry, or why there is none. */
  const exportFilingLine = (filing: exportsDb.PackagedBatch['exportFiling']): string => {
    if (!filing) return 'not assessed (the batch was planned before export filings were checked)';
    if (filing.legend) return filing.legend;
    return filing.required ? `REQUIRED and not yet made (${filing.regime}): ${filing.basis}` : `none required: ${filing.basis}`;
  };

  function brokerMessage(batch: exportsDb.PackagedBatch, ref: BatchRef, mail: exportsDb.SubmissionMail, files: exportsDb.ArtifactFile[]): OutgoingMail {
    const { snapshot } = batch;
    const text = [
      `Hello ${snapshot.broker.name},`,
      '',
      `${snapshot.exporter?.legalName ?? snapshot.accountName} submits customs package ${batch.packageNumber} for clearance into ${batch.destinationCountry}.`,
      '',
      `Export batch:        ${ref.batchId}`,
      `Orders:              ${batch.includedOrderIds.length}`,
      `Declared value:      USD ${batch.valueUsd.toFixed(2)}`,
      `Readiness:           ${batch.readinessState} (compliance score ${batch.complianceScore}/100)`,
      `Ships from:          ${[snapshot.warehouse.name, snapshot.warehouse.city, snapshot.warehouse.country].filter(Boolean).join(', ')}`,
      `Export filing:       ${exportFilingLine(batch.exportFiling)}`,
      `Plan fingerprint:    ${batch.planHash}`,
      '',
      `Attached: ${files.map((f) => f.filename).join(', ')}.`,
      '',
      'This message was sent by Export Protocol. Reply to this address with questions about the entry.',
    ].join('\n');
    return {
      from: deps.mailFrom,
      to: mail.recipientEmail,
      subject: mail.subject,
      text,
      messageId: mail.messageId,
      attachments: files.map((f) => ({ filename: f.filename, content: f.content, contentType: f.contentType })),
      headers: { 'X-Export-Batch-Id': ref.batchId, 'X-Customs-Package': batch.packageNumber ?? '' },
    };
  }

  async function generateArtifacts(ref: BatchRef, opts: { packageJustCreated: boolean }): Promise<ArtifactRecord[]> {
    const batch = await requirePackagedBatch(ref, 'artifacts');
    // A package created by this very execute has no artifacts yet: nothing to look up.
    const stored = opts.packageJustCreated ? undefined : await exportsDb.getArtifactsGeneratedAt(db, ref.accountId, ref.batchId, batch.planHash);
    const generatedAt = stored ?? new Date().toISOString();
    let artifacts;
    try {
      artifacts = renderArtifacts({
        batchId: ref.batchId,
        packageNumber: batch.packageNumber,
        generatedAt,
        snapshot: batch.snapshot,
        includedOrderIds: batch.includedOrderIds,
        planHash: batch.planHash,
        exportFiling: batch.exportFiling,
      });
    } catch (err) {
      // Bad input does not get better with retries.
      if (err instanceof ArtifactInputError) throw ApplicationFailure.nonRetryable(err.message, FailureType.INVALID_ARTIFACT_INPUT);
      throw err;
    }
    const saved = await exportsDb.saveArtifacts(db, submissionMail(batch, ref), generatedAt, artifacts);
    justRendered.keep(ref.batchId, batch.planHash, saved.map((r) => artifactFile(artifacts, r.filename)));
    return saved;
  }

  // Each database step is one or two statements, none holding a transaction open across round trips:
  // they run as local activities inside workflow tasks, where a transaction held open across round trips
  // would hold its row locks for as long as the workflow task takes.
  const activities = {
    /** Reads the snapshot (one statement), applies the planning rules and records the plan (one statement). */
    async planBatch(input: PlanStepInput): Promise<PlanView> {
      let snapshot;
      try {
        snapshot = await exportsDb.loadPlanningSnapshot(db, { ...input, ...scopeOfRef(input) });
      } catch (err) {
        if (err instanceof exportsDb.SnapshotReferenceError) {
          const type = err.kind === 'orders' ? FailureType.INVALID_ORDER_REFERENCE : FailureType.INVALID_ACCOUNT_SCOPE;
          throw ApplicationFailure.create({ type, message: err.message, details: [err.details], nonRetryable: true });
        }
        throw err;
      }
      const plan = computePlan(snapshot);
      const saved = await exportsDb.savePlan(db, { ...input, ...scopeOfRef(input), plan, snapshot });
      // A retry of this step rewrites the revision it recorded: counted once.
      if (saved?.outcome === 'recorded') plansRecorded.inc({ readiness: plan.readinessState });
      if (!saved) {
        const current = await exportsDb.getBatchState(db, scopeOfRef(input), input.batchId);
        throw ApplicationFailure.create({
          type: FailureType.INVALID_EXPORT_STATE,
          message: 'Only a BATCHED batch can be re-planned',
          details: [{ currentState: current?.state ?? 'UNKNOWN' }],
          nonRetryable: true,
        });
      }
      await dispatch(input.accountId, input.batchId, saved.subscribed);
      return planView(input.batchId, 'BATCHED', plan);
    },

    /** One package per batch: a retried execute finds and reuses it. */
    async createCustomsPackage(ref: BatchRef): Promise<PackageRecord & { reused: boolean }> {
      const pkg = await exportsDb.createOrReuseCustomsPackage(db, ref.accountId, ref.batchId);
      if (!pkg) throw ApplicationFailure.nonRetryable(`batch ${ref.batchId} has no plan`, FailureType.NOT_FOUND);
      return pkg;
    },

    /** A failed execute leaves the batch BATCHED (retryable): the read model says so again. */
    async reopenBatch(ref: BatchRef): Promise<void> {
      await exportsDb.reopenBatch(db, ref.accountId, ref.batchId);
      // The workflow runs this step once after each failed execute (workflows since REOPEN_AFTER_FAILED_EXECUTE).
      executesFinished.inc({ outcome: 'failed' });
    },

    /**
     * Renders the CI1 invoice, its CSV, the manifest and the PDF commercial invoice from the plan's
     * snapshot, stores them, and opens the broker submission that will carry them (pending). A retry for
     * the same plan keeps the first generation's time, so it renders and stores the same bytes.
     */
    async generateArtifacts(ref: BatchRef): Promise<ArtifactRecord[]> {
      return generateArtifacts(ref, { packageJustCreated: false });
    },

    /**
     * E-mails the broker the package with its artifacts (in test mode: keeps the message), then records the submission as sent. Each
     * attempt is counted in the read model first; a submission already sent is returned as is (a retry
     * never sends twice). A transient SMTP failure is recorded (classified message, next attempt time)
     * and thrown, for Temporal to retry with backoff; a permanent one is recorded as failed.
     */
    async submitToBroker(ref: BatchRef): Promise<SubmissionRecord> {
      const batch = await requirePackagedBatch(ref, 'submission');
      if (batch.submission?.status === 'sent') {
        await dispatch(ref.accountId, ref.batchId); // a retry after the e-mail was recorded but not its event's delivery
        return batch.submission;
      }
      const mail = submissionMail(batch, ref);
      const attempt = await exportsDb.startSubmissionAttempt(db, mail);
      if (attempt.status === 'sent') return attempt;
      const files = justRendered.find(ref.batchId, batch.planHash) ?? (await exportsDb.getArtifactFiles(db, ref.accountId, ref.batchId));
      const message = brokerMessage(batch, ref, mail, files);
      // Test mode: the same message, composed and kept (GET /api/exports/{id}/broker-email), never sent.
      const kept = batch.environment === 'test' ? await composeMessage(message) : undefined;
      const outcome = kept ? ({ status: 'sent' } as const) : await sendOrRecordFailure(ref, message);
      // The server's own words go to the worker's log; integrators get the classified `error`.
      if (outcome.status === 'failed') Context.current().log.warn('broker e-mail refused', { batchId: ref.batchId, detail: outcome.detail });
      const { submission: settled, subscribed } = await exportsDb.recordSubmission(db, {
        ...mail,
        status: outcome.status,
        errorMessage: outcome.status === 'failed' ? outcome.error : null,
        keptMessage: kept,
      });
      justRendered.forget(ref.batchId);
      // This attempt opened the submission (pending), so this call settled it: counted once.
      brokerSubmissions.inc({ status: settled.status });
      await dispatch(ref.accountId, ref.batchId, subscribed);
      return settled;
    },

    /** When the submission cannot go on (attempts ran out, or it cannot be sent): recorded as failed. */
    async recordBrokerFailure(input: BatchRef & { error: string }): Promise<SubmissionRecord> {
      const batch = await exportsDb.getPackagedBatch(db, input.accountId, input.batchId);
      if (!batch) throw ApplicationFailure.nonRetryable(`batch ${input.batchId} has no plan`, FailureType.NOT_FOUND);
      const { submission: settled, subscribed } = await exportsDb.recordSubmission(db, { ...submissionMail(batch, input), status: 'failed', errorMessage: input.error });
      justRendered.forget(input.batchId);
      // Only an open (pending or absent) submission is settled: a retry of this step finds it settled and is not counted.
      if (!batch.submission || batch.submission.status === 'pending') brokerSubmissions.inc({ status: settled.status });
      await dispatch(input.accountId, input.batchId, subscribed);
      return settled;
    },

    /**
     * Execute's database steps as one local activity (workflows since EXECUTE_STEPS_AS_ONE): the customs
     * package, the artifacts with the submission they open, then COMPLETED with `export.executed`. They
     * always ran back to back, each its own marker and workflow activation; each is idempotent, so a
     * retry runs them again safely.
     */
    async executeBatchSteps(ref: BatchRef): Promise<ExecutionView> {
      const pkg = await activities.createCustomsPackage(ref);
      await generateArtifacts(ref, { packageJustCreated: !pkg.reused });
      return activities.completeExecution(ref);
    },

    /** Records `export.executed` and moves the read model to COMPLETED (one statement), then reads the view. */
    async completeExecution(ref: BatchRef): Promise<ExecutionView> {
      const completed = await exportsDb.completeBatchExecution(db, ref.accountId, ref.batchId);
      if (!completed) throw ApplicationFailure.nonRetryable(`batch ${ref.batchId} has no plan`, FailureType.NOT_FOUND);
      // Counted when export.executed is recorded, once a batch, whatever retries this step has.
      if (completed.outcome === 'completed') executesFinished.inc({ outcome: 'completed' });
      await dispatch(ref.accountId, ref.batchId, completed.subscribed);
      const parts = await exportsDb.loadInspectParts(db, scopeOfRef(ref), ref.batchId);
      if (!parts || !parts.customsPackage) throw new Error(`batch ${ref.batchId} lost its package`);
      return executionView(parts.batch, parts.customsPackage, parts.artifacts, parts.notifications, parts.brokerSubmission);
    },

    /**
     * Classifies items [start, end) of a batch optimize run, each as a run with one attempt and one
     * metering event, in one transaction; items a previous attempt of this activity stored are skipped.
     */
    async optimizeChunk(input: { accountId: string; batchRunId: string; start: number; end: number }): Promise<{ classified: number; skipped: number }> {
      return inTransaction(db, async (tx) => {
        const items = await optimizerDb.getBatchInput(tx, input.accountId, input.batchRunId);
        if (!items) throw ApplicationFailure.nonRetryable(`batch run ${input.batchRunId} not found`, FailureType.NOT_FOUND);
        let classified = 0;
        let skipped = 0;
        for (let i = input.start; i < Math.min(input.end, items.length); i++) {
          if (await optimizerDb.batchItemDone(tx, input.batchRunId, i)) {
            skipped++;
            continue;
          }
          const item = items[i] as OptimizeAttemptInput; // stored as validated by the API
          let result;
          try {
            result = deps.classifier.classify(optimizeClassificationInput(item));
          } catch (err) {
            // The classifier is deterministic: an item it cannot take fails the same way on every retry.
            throw ApplicationFailure.nonRetryable(
              `item ${i} could not be classified: ${(err instanceof Error ? err.message : String(err)).split('\n')[0].slice(0, 200)}`,
              FailureType.OPTIMIZE_ITEM_UNCLASSIFIABLE,
            );
          }
          // The item's run takes its environment from the batch run.
          const run = await optimizerDb.createRun(tx, { accountId: input.accountId, environment: 'live' }, { batchRunId: input.batchRunId, itemIndex: i });
          await optimizerDb.recordAttempt(tx, run, item, result);
          classified++;
        }
        return { classified, skipped };
      });
    },

    /**
     * Ends a batch run: `completed`, or, given a `failure` (a chunk failed for good, or the run was
     * cancelled), `failed` with that short reason; the items stored before stay and count as completed.
     */
    async finishOptimizeBatch(input: { accountId: string; batchRunId: string; failure?: string }): Promise<void> {
      await inTransaction(db, async (tx) => {
        if (input.failure !== undefined) await optimizerDb.failBatchRun(tx, input.accountId, input.batchRunId, input.failure.slice(0, 500));
        else await optimizerDb.setRunStatus(tx, input.accountId, input.batchRunId, 'completed');
        const type = input.failure === undefined ? 'customs_optimization.batch_completed' : 'customs_optimization.batch_failed';
        await eventsDb.recordOptimizationEvent(tx, input.accountId, input.batchRunId, type);
      });
      await dispatch(input.accountId, input.batchRunId);
    },

    /** An abandoned BATCHED batch is closed: the read model says EXPIRED and records why. */
    async expireBatch(ref: BatchRef): Promise<void> {
      await inTransaction(db, async (tx) => {
        await exportsDb.setBatchState(tx, ref.accountId, ref.batchId, 'EXPIRED');
        await exportsDb.recordBatchEvent(tx, ref.accountId, ref.batchId, 'export.expired', { batchId: ref.batchId });
      });
      await dispatch(ref.accountId, ref.batchId);
    },
    ...createWebhookActivities(db, deps.webhooks),
  };
  return activities;
}

export type Activities = ReturnType<typeof createActivities>;
