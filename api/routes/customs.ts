import Router from '@koa/router';
import * as optimizer from '../../db/optimizer';
import { batchOptimizationView, BILLABLE_EVENT_TYPE, optimizeClassificationInput, singleOptimizationView, type OptimizeBatchAccepted, type OptimizeResponse } from '../../domain/optimize-views';
import { requireApiKey, scopeOf } from '../auth';
import type { ApiDeps, AppState } from '../context';
import { ApiError, notFound } from '../errors';
import { idempotent } from '../idempotency';
import { OPTIMIZE_BATCH_LIMIT, optimizeBatchRequest, optimizeRequest, pathParams as pathSchemas } from '../schemas';
import { mapTemporalError, temporalNotConnected } from '../temporal-errors';
import { OPTIMIZE_BATCH_WORKFLOW, optimizeBatchWorkflowIdFor, type OptimizeBatchInput } from '../../workflows/definitions';
import { accountWrite, pathParams } from '../validate';

/** Items per activity of a batch run: small enough to retry cheaply, large enough to keep history short. */
const OPTIMIZE_CHUNK_SIZE = 50;

const PREVIEW_NOTE =
  'Draft preview: the classification is a suggestion from the project nomenclature table; production optimizer execution is not enabled. A licensed customs broker confirms the final HS code.';

/** `POST /api/customs/optimize` (draft preview contract) and the run read-back. */
export function customsRoutes(deps: ApiDeps): Router<AppState> {
  const router = new Router<AppState>();
  const auth = requireApiKey(deps);

  router.post('/api/customs/optimize', auth, async (ctx) => {
    // The spec names the field account_id here; a run is billable, so it belongs to the key's account.
    const { body, req, accountId, scope } = accountWrite(ctx, optimizeRequest, 'account_id');
    await idempotent(ctx, deps, { endpoint: 'customs.optimize', accountId, payload: body, logical: req, transactional: true }, async (tx) => {
      let run;
      if (req.optimizer_run_id) {
        run = await optimizer.lockRun(tx, scope, req.optimizer_run_id);
        if (!run) throw notFound('Optimizer run');
        if (run.attemptCount >= run.maxAttempts) {
          throw new ApiError(409, 'OPTIMIZER_MAX_ATTEMPTS_REACHED', `Run ${run.id} already has ${run.attemptCount} of ${run.maxAttempts} attempts`, 'optimizer_run_id', {
            optimizer_run_id: run.id,
            attempt_count: run.attemptCount,
            max_attempts: run.maxAttempts,
          });
        }
      } else {
        run = await optimizer.createRun(tx, scope);
      }
      const result = deps.classifier.classify(optimizeClassificationInput(req));
      const { idempotencyKey: _k, ...input } = req;
      const attempt = await optimizer.recordAttempt(tx, run, input, result);
      const attemptsLeft = run.maxAttempts - attempt.attemptNumber;
      const lowConfidence = result.confidence_level === 'low';
      const retryReason = lowConfidence
        ? attemptsLeft > 0
          ? 'Low confidence: add materials, a category or a more specific description and retry with optimizer_run_id.'
          : `Low confidence, and all ${run.maxAttempts} attempts of this run are used: refer the product to a customs broker.`
        : null;
      return {
        status: 200,
        body: {
          contract_status: 'draft',
          optimizer_run_id: run.id,
          optimizer_attempt_id: attempt.attemptId,
          hs_code: result.hs_code,
          candidate_classifications: result.candidate_classifications,
          confidence_score: result.confidence_score,
          confidence_level: result.confidence_level,
          confidence_reasoning_summary: result.confidence_reasoning_summary,
          recommended_action: result.recommended_action,
          compliance_flags: result.compliance_flags,
          merge_report: result.merge_report,
          attempt_number: attempt.attemptNumber,
          max_attempts: run.maxAttempts,
          retry_available: lowConfidence && attemptsLeft > 0,
          retry_count: attempt.attemptNumber - 1,
          retry_reason: retryReason,
          signals: result.signals,
          notes: PREVIEW_NOTE,
          metering: {
            billable_event_type: BILLABLE_EVENT_TYPE,
            optimizer_run_count: 1,
            optimizer_attempt_count: attempt.attemptNumber,
          },
        } satisfies OptimizeResponse,
      };
    });
  });

  router.post('/api/customs/optimize/batch', auth, async (ctx) => {
    const { body, req, accountId, scope } = accountWrite(ctx, optimizeBatchRequest, 'account_id');
    await idempotent(ctx, deps, { endpoint: 'customs.optimize.batch', accountId, payload: body, logical: req }, async () => {
      if (!deps.temporal) throw temporalNotConnected();
      const batch = await optimizer.createBatchRun(deps.db, scope, req.items);
      const input: OptimizeBatchInput = { batchRunId: batch.id, accountId, itemCount: req.items.length, chunkSize: OPTIMIZE_CHUNK_SIZE };
      try {
        await deps.temporal.workflow.start(OPTIMIZE_BATCH_WORKFLOW, {
          workflowId: optimizeBatchWorkflowIdFor(batch.id),
          taskQueue: deps.exportsConfig.taskQueue,
          args: [input],
          staticSummary: `Customs optimize batch \`${batch.id}\` of \`${accountId}\`: ${req.items.length} items`,
        });
      } catch (err) {
        await optimizer.setRunStatus(deps.db, accountId, batch.id, 'failed');
        throw mapTemporalError(err) ?? err;
      }
      return {
        status: 202,
        body: {
          contract_status: 'draft',
          optimizer_batch_run_id: batch.id,
          status: 'running',
          item_count: req.items.length,
          chunk_size: OPTIMIZE_CHUNK_SIZE,
          max_items: OPTIMIZE_BATCH_LIMIT,
          status_url: `/api/customs/optimizations/${batch.id}`,
        } satisfies OptimizeBatchAccepted,
      };
    });
  });

  router.get('/api/customs/optimizations/:id', auth, async (ctx) => {
    const { id } = pathParams(pathSchemas.optimization, ctx.params, 'Optimizer run');
    const batch = await optimizer.getBatchRun(deps.db, scopeOf(ctx), id);
    if (batch) {
      ctx.body = batchOptimizationView(batch.run, batch.items);
      return;
    }
    const found = await optimizer.getRun(deps.db, scopeOf(ctx), id);
    if (!found) throw notFound('Optimizer run');
    ctx.body = singleOptimizationView(found.run, found.attempts, found.meteringEvents);
  });

  return router;
}
