import type { Client } from '@temporalio/client';
import { deliverSignal, WEBHOOK_ENDPOINT_WORKFLOW, webhookWorkflowIdFor, type WebhookDelivery, type WebhookEndpointInput } from '../workflows/definitions';
import { ExportAccountIdKey, WebhookEndpointIdKey } from '../workflows/search-attributes';

/** How deliveries are queued: the task queue and the retry schedule a new endpoint workflow starts with. */
export interface WebhookQueueSettings { taskQueue: string; retryScheduleMs: number[] }

/**
 * Queues a delivery on its endpoint's workflow, starting the workflow when none runs (signal-with-start).
 * Sending the same delivery twice is harmless: the workflow ignores a delivery it has.
 */
export async function queueWebhookDelivery(client: Client, settings: WebhookQueueSettings, accountId: string, d: WebhookDelivery): Promise<void> {
  const input: WebhookEndpointInput = { endpointId: d.endpointId, accountId, retryScheduleMs: settings.retryScheduleMs };
  await client.workflow.signalWithStart(WEBHOOK_ENDPOINT_WORKFLOW, {
    workflowId: webhookWorkflowIdFor(d.endpointId),
    taskQueue: settings.taskQueue,
    args: [input],
    signal: deliverSignal,
    signalArgs: [d],
    typedSearchAttributes: [
      { key: ExportAccountIdKey, value: accountId },
      { key: WebhookEndpointIdKey, value: d.endpointId },
    ],
    staticSummary: `Webhook deliveries to endpoint \`${d.endpointId}\` of account \`${accountId}\``,
  });
}
