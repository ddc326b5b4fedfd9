import { WithStartWorkflowOperation, type Client } from '@temporalio/client';
import type { ExecutionView, PlanView } from '../../domain/export-views';
import {
  EXPORT_BATCH_WORKFLOW,
  executeUpdate,
  planUpdate,
  retryBrokerSubmissionUpdate,
  workflowIdFor,
  type BrokerSubmissionRetry,
  type ExecuteOptions,
  type ExportBatchInput,
  type PlanInput,
} from '../../workflows/definitions';
import type { Environment } from '../../domain/environments';
import { ExportAccountIdKey, ExportEnvironmentKey, ExportStateKey } from '../../workflows/search-attributes';

/**
 * The client side of an export batch's workflow: how the API plans (update-with-start for a new batch,
 * an update for a re-plan), executes and retries the broker submission. Temporal client code, so it lives
 * under api/ and is never bundled into the worker; the workflow's definitions stay in workflows/definitions.ts.
 * One copy, also driven directly by `npm run bench`'s workflow ceiling, so that ceiling makes exactly the
 * calls the API makes.
 */
export interface NewBatch {
  batchId: string;
  accountId: string;
  environment: Environment;
  taskQueue: string;
  expiresAfterMs: number;
}

/**
 * What Temporal's UI shows for a batch (it renders Markdown: IDs go in code spans, or the `_` in them
 * would be read as emphasis and a support person copying one would get a wrong ID).
 */
export const batchSummary = (batch: NewBatch, input: PlanInput): string =>
  `${batch.environment === 'test' ? 'TEST MODE: e' : 'E'}xport batch \`${batch.batchId}\` of \`${batch.accountId}\` to ${input.destinationCountry}`;

/** The first plan's facts; re-plans may change them, and inspect (GET /api/exports/{id}) has the current ones. */
export function batchDetails(batch: NewBatch, input: PlanInput): string {
  const orders = input.orderIds.map((id) => `- \`${id}\``).join('\n');
  return [
    `**Account** \`${batch.accountId}\`  `,
    `**Warehouse** \`${input.warehouseId}\`  `,
    `**Broker** \`${input.brokerId}\`  `,
    `**Destination** ${input.destinationCountry}  `,
    `**Orders (first plan)** ${input.orderIds.length}`,
    '',
    orders,
  ].join('\n');
}

export async function planNewBatch(client: Client, batch: NewBatch, input: PlanInput, updateId?: string): Promise<PlanView> {
  const startWorkflowOperation = new WithStartWorkflowOperation<(input: ExportBatchInput) => Promise<unknown>>(EXPORT_BATCH_WORKFLOW, {
    workflowId: workflowIdFor(batch.batchId),
    taskQueue: batch.taskQueue,
    args: [{ batchId: batch.batchId, accountId: batch.accountId, environment: batch.environment, expiresAfterMs: batch.expiresAfterMs }],
    // A keyed plan retried after a crash or a timeout names the same batch: it joins that workflow
    // (and, with the same update ID, the same update) instead of failing or starting a second one.
    workflowIdConflictPolicy: 'USE_EXISTING',
    typedSearchAttributes: [
      { key: ExportAccountIdKey, value: batch.accountId },
      { key: ExportEnvironmentKey, value: batch.environment },
      { key: ExportStateKey, value: 'NEW' },
    ],
    staticSummary: batchSummary(batch, input),
    staticDetails: batchDetails(batch, input),
  });
  return client.workflow.executeUpdateWithStart(planUpdate, { args: [input], startWorkflowOperation, updateId });
}

export function replanBatch(client: Client, batchId: string, input: PlanInput, updateId?: string): Promise<PlanView> {
  return client.workflow.getHandle(workflowIdFor(batchId)).executeUpdate(planUpdate, { args: [input], updateId });
}

export function executeBatch(client: Client, batchId: string, options: ExecuteOptions, updateId?: string): Promise<ExecutionView> {
  return client.workflow.getHandle(workflowIdFor(batchId)).executeUpdate(executeUpdate, { args: [options], updateId });
}

/** Asks the batch's workflow to try the broker e-mail again now (also after it failed). */
export function retryBrokerSubmission(client: Client, batchId: string, updateId?: string): Promise<BrokerSubmissionRetry> {
  return client.workflow.getHandle(workflowIdFor(batchId)).executeUpdate(retryBrokerSubmissionUpdate, { args: [], updateId });
}
