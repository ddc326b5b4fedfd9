import { createHash } from 'node:crypto';
import Router from '@koa/router';
import type { Client } from '@temporalio/client';
import type { Scope } from '../../domain/environments';
import type { PlanInput } from '../../domain/export-types';
import { computePlan } from '../../domain/planning';
import { dryRunView, executionView, exportSummaryView, inspectView, type BrokerSubmissionRetry, type DryRunPlan } from '../../domain/export-views';
import * as exportsDb from '../../db/exports';
import { listBatches } from '../../db/lists';
import { derivedId, newId } from '../../db/ids';
import { executeBatch, planNewBatch, replanBatch, retryBrokerSubmission } from '../temporal/batch-calls';
import type { WorkflowState } from '../../workflows/definitions';
import { requireApiKey, scopeOf } from '../auth';
import type { ApiDeps, AppContext, AppState } from '../context';
import { ApiError, notFound } from '../errors';
import { idempotent, type KeyedRun, type Outcome } from '../idempotency';
import { artifactFilename, brokerSubmissionRetryRequest, executeRequest, exportListQuery, pathParams as pathSchemas, planRequest } from '../schemas';
import { mapTemporalError, temporalNotConnected } from '../temporal-errors';
import { accountWrite, parse, pathParams } from '../validate';

const invalidState = (currentState: WorkflowState, message: string) =>
  new ApiError(409, 'INVALID_EXPORT_STATE', message, undefined, { currentState });

/** Turns plan-request references the account does not have into the spec's 400s. */
function referenceError(err: exportsDb.SnapshotReferenceError): ApiError {
  if (err.kind === 'orders' && err.details) return new ApiError(400, 'INVALID_ORDER_REFERENCE', err.message, 'orderIds', err.details);
  return new ApiError(400, 'INVALID_ACCOUNT_SCOPE', err.message, err.kind === 'warehouse' ? 'warehouseId' : 'brokerId');
}

/**
 * Update IDs derived from the idempotency record: a retry after a crash or a timeout sends the same ID,
 * so Temporal joins the update already under way (or answers its result); a retry after a definite
 * failure is the record's next attempt, a new ID, so it runs again instead of replaying the failure.
 */
const updateIdFor = (kind: string, keyed: KeyedRun | undefined) =>
  keyed ? `${kind}-${createHash('sha256').update(`${keyed.token}\n${keyed.attempt}`).digest('hex').slice(0, 32)}` : undefined;

export function exportRoutes(deps: ApiDeps): Router<AppState> {
  const router = new Router<AppState>();
  const auth = requireApiKey(deps);
  const temporal = (): Client => {
    if (!deps.temporal) throw temporalNotConnected();
    return deps.temporal;
  };

  /** A Temporal error, resolved against the read model when the workflow is closed or unknown. */
  async function temporalFailure(err: unknown, scope: Scope, batchId: string): Promise<ApiError> {
    const mapped = mapTemporalError(err);
    if (mapped) return mapped;
    const batch = await exportsDb.getBatchState(deps.db, scope, batchId);
    if (!batch) return notFound('Export batch');
    return invalidState(batch.state, `The batch is ${batch.state}`);
  }

  router.post('/api/exports/plan', auth, async (ctx) => {
    const { body, req, accountId, scope } = accountWrite(ctx, planRequest);

    /**
     * The spec's 404 and 400 rows, checked before any workflow is started or updated. Whether the batch
     * may be re-planned is the workflow validator's rule (the read model answers for closed batches).
     */
    const check = async <T>(references: () => Promise<T>): Promise<T> => {
      if (req.batchId && !(await exportsDb.getBatchState(deps.db, scope, req.batchId))) throw notFound('Export batch');
      try {
        return await references();
      } catch (err) {
        if (err instanceof exportsDb.SnapshotReferenceError) throw referenceError(err);
        throw err;
      }
    };

    if (req.dryRun) {
      // Nothing is started or stored, so there is nothing to make idempotent.
      const snapshot = await check(() => exportsDb.loadPlanningSnapshot(deps.db, { ...req, ...scope }));
      ctx.body = dryRunView(req.batchId ?? null, computePlan(snapshot)) satisfies DryRunPlan;
      return;
    }

    await idempotent(ctx, deps, { endpoint: 'exports.plan', accountId, payload: body, logical: req }, async (_db, keyed) => {
      // The planBatch activity reads the snapshot itself; here a light check of the references is enough.
      await check(() => exportsDb.checkPlanReferences(deps.db, { ...req, ...scope }));
      const input: PlanInput = {
        warehouseId: req.warehouseId,
        brokerId: req.brokerId,
        orderIds: req.orderIds,
        destinationCountry: req.destinationCountry,
        ...(req.exportFilingReference ? { exportFilingReference: req.exportFilingReference } : {}),
      };
      const updateId = updateIdFor('plan', keyed);
      // A new batch under a key takes its ID from the key's record: a retry after a 503 or a crash
      // lands on the same batch (and workflow) instead of starting a second one.
      const batchId = req.batchId ?? (keyed ? derivedId('exp', keyed.token) : newId('exp'));
      try {
        const view = req.batchId
          ? await replanBatch(temporal(), batchId, input, updateId)
          : await planNewBatch(temporal(), { ...scope, batchId, taskQueue: deps.exportsConfig.taskQueue, expiresAfterMs: deps.exportsConfig.batchTtlMs }, input, updateId);
        return { status: 200, body: view };
      } catch (err) {
        throw await temporalFailure(err, scope, batchId);
      }
    });
  });

  router.post('/api/exports/execute', auth, async (ctx) => {
    const { body, req, accountId, scope } = accountWrite(ctx, executeRequest);
    // A replay answers the batch's execution as it is now: a stored "pending" submission may since have
    // been sent or have failed.
    const replay = async (stored: Outcome) => (await currentExecution(scope, req.batchId)) ?? stored;
    await idempotent(ctx, deps, { endpoint: 'exports.execute', accountId, payload: body, logical: req, replay }, async (_db, keyed) => {
      // The account scope is checked here (workflow IDs name no account); the state rules (BATCHED,
      // not BLOCKED, not already executing) are the workflow validator's.
      if (!(await exportsDb.getBatchState(deps.db, scope, req.batchId))) throw notFound('Export batch');
      try {
        const updateId = updateIdFor('execute', keyed);
        const view = await executeBatch(temporal(), req.batchId, deps.exportsConfig.execute, updateId);
        return { status: 200, body: view };
      } catch (err) {
        throw await temporalFailure(err, scope, req.batchId);
      }
    });
  });

  /** The execution view from the read model, once the batch has a customs package. */
  async function currentExecution(scope: Scope, batchId: string): Promise<Outcome | undefined> {
    const parts = await exportsDb.loadInspectParts(deps.db, scope, batchId);
    if (!parts?.customsPackage || parts.batch.state !== 'COMPLETED') return undefined;
    return { status: 200, body: executionView(parts.batch, parts.customsPackage, parts.artifacts, parts.notifications, parts.brokerSubmission) };
  }

  /** A retry the closed workflow can no longer take, explained from the read model. */
  async function retryRefusal(scope: Scope, batchId: string): Promise<ApiError> {
    const parts = await exportsDb.loadInspectParts(deps.db, scope, batchId);
    if (!parts) return notFound('Export batch');
    const submission = parts.brokerSubmission?.status;
    const reason = submission === 'sent' ? 'already_sent' : submission === 'failed' ? 'retry_window_closed' : 'not_submitted';
    return new ApiError(409, 'INVALID_EXPORT_STATE', `The broker submission cannot be retried (${reason})`, undefined, { currentState: parts.batch.state, reason });
  }

  router.post('/api/exports/:id/broker-submission/retry', auth, async (ctx) => {
    const { body, req, accountId, scope } = accountWrite(ctx, brokerSubmissionRetryRequest);
    const batchId = pathParams(pathSchemas.exportBatch, ctx.params, 'Export batch').id;
    await idempotent(ctx, deps, { endpoint: 'exports.broker-submission.retry', accountId, payload: body, logical: { ...req, batchId } }, async (_db, keyed) => {
      if (!(await exportsDb.getBatchState(deps.db, scope, batchId))) throw notFound('Export batch');
      try {
        await retryBrokerSubmission(temporal(), batchId, updateIdFor('retry-submission', keyed));
      } catch (err) {
        throw mapTemporalError(err) ?? (await retryRefusal(scope, batchId));
      }
      const parts = await exportsDb.loadInspectParts(deps.db, scope, batchId);
      return { status: 202, body: { exportId: batchId, batch_id: batchId, status: 'retry_requested', brokerSubmission: parts?.brokerSubmission ?? null } satisfies BrokerSubmissionRetry };
    });
  });

  router.get('/api/exports', auth, async (ctx) => {
    const { limit, cursor, ...filters } = parse(exportListQuery, ctx.query);
    const page = await listBatches(deps.db, scopeOf(ctx), filters, { limit, cursor });
    ctx.body = { data: page.data.map(exportSummaryView), nextCursor: page.nextCursor };
  });

  router.get('/api/exports/:id', auth, async (ctx) => {
    const { id } = pathParams(pathSchemas.exportBatch, ctx.params, 'Export batch');
    const parts = await exportsDb.loadInspectParts(deps.db, scopeOf(ctx), id);
    if (!parts) throw notFound('Export batch');
    ctx.body = inspectView(parts);
  });

  router.get('/api/exports/:id/artifacts/:filename', auth, async (ctx: AppContext) => {
    const filename = parse(artifactFilename, ctx.params.filename);
    const { id } = pathParams(pathSchemas.exportBatch, ctx.params, 'Artifact');
    const file = await exportsDb.getArtifactFile(deps.db, scopeOf(ctx), id, filename);
    if (!file) throw notFound('Artifact');
    ctx.type = file.contentType;
    ctx.set('Content-Disposition', `attachment; filename="${file.filename}"`);
    ctx.body = file.content;
  });

  // Test mode keeps the broker e-mail instead of sending it; a live batch has none kept (404).
  router.get('/api/exports/:id/broker-email', auth, async (ctx: AppContext) => {
    const { id } = pathParams(pathSchemas.exportBatch, ctx.params, 'Kept broker e-mail');
    const message = await exportsDb.getKeptMessage(deps.db, scopeOf(ctx), id);
    if (!message) throw notFound('Kept broker e-mail');
    ctx.type = 'message/rfc822';
    ctx.set('Content-Disposition', `attachment; filename="${id}-broker-email.eml"`);
    ctx.body = message;
  });

  return router;
}
