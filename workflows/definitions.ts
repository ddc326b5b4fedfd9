import type { Environment } from '../domain/environments';
import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';
import type { PlanInput } from '../domain/export-types';
import type { ExecutionView, ExportState, PlanView } from '../domain/export-views';

/**
 * The export batch workflow's messages, shared by the workflow and its callers (the API, tests,
 * support tooling). Importing this file pulls in no workflow code.
 */
export const EXPORT_BATCH_WORKFLOW = 'exportBatchWorkflow';

/** The export state as the workflow holds it: NEW exists only until the first plan lands. */
export type WorkflowState = 'NEW' | ExportState;

export interface ExportBatchInput {
  batchId: string;
  accountId: string;
  /** The environment of the key that planned it (absent in batches started before environments: live). */
  environment?: Environment;
  /** A BATCHED batch not executed within this long is closed as EXPIRED (reset by each re-plan). */
  expiresAfterMs: number;
}

export type { PlanInput } from '../domain/export-types';

/** How an execute runs: set by the API from its configuration (absent in executes recorded before). */
export interface ExecuteOptions {
  /** How long execute waits for the broker e-mail before answering with it `pending` (EXECUTE_RESPONSE_TIMEOUT_MS). */
  responseTimeoutMs?: number;
  /** How long the broker e-mail is retried before it is `failed` (BROKER_SUBMISSION_RETRY_HOURS). */
  brokerRetryHours?: number;
}

export const EXECUTE_DEFAULTS = { responseTimeoutMs: 10_000, brokerRetryHours: 48 } as const;

/** What the `retryBrokerSubmission` update answers: the submission is pending again. */
export interface BrokerSubmissionRetry { status: 'pending' }

/** What the `status` query answers: the live state, for support and debugging. */
export interface BatchStatus {
  batchId: string;
  accountId: string;
  state: WorkflowState;
  busy: 'planning' | 'executing' | null;
  planRevision: number;
  planHash: string | null;
  readinessState: string | null;
  brokerId: string | null;
  expiresAt: string | null;
  execution: { customsPackageId: string; brokerSubmissionStatus: string | null } | null;
}

export const planUpdate = defineUpdate<PlanView, [PlanInput]>('plan');
export const executeUpdate = defineUpdate<ExecutionView, [ExecuteOptions]>('execute');
export const retryBrokerSubmissionUpdate = defineUpdate<BrokerSubmissionRetry, []>('retryBrokerSubmission');
export const statusQuery = defineQuery<BatchStatus>('status');

export const workflowIdFor = (batchId: string): string => `export-batch-${batchId}`;


export const OPTIMIZE_BATCH_WORKFLOW = 'customsOptimizeBatchWorkflow';

export interface OptimizeBatchInput {
  batchRunId: string;
  accountId: string;
  itemCount: number;
  chunkSize: number;
}

export const optimizeBatchWorkflowIdFor = (batchRunId: string): string => `customs-optimize-${batchRunId}`;

// ---- webhook deliveries ----

export const WEBHOOK_ENDPOINT_WORKFLOW = 'webhookEndpointWorkflow';

export const webhookWorkflowIdFor = (endpointId: string): string => `webhook-endpoint-${endpointId}`;

/** One event to one endpoint, as its workflow carries it (IDs only: each attempt reads the rest). */
export interface WebhookDelivery {
  deliveryId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  /** Deliveries of one lane (a batch, an optimize run; a redelivery alone) go out one at a time, in order. */
  lane: string;
}

/** A delivery waiting in its lane: how many attempts it had, and not before when the next may run. */
export interface QueuedDelivery extends WebhookDelivery {
  attempts: number;
  notBefore: number;
}

export interface WebhookEndpointInput {
  endpointId: string;
  accountId: string;
  /** Delay before each attempt (the first is 0): WEBHOOK_RETRY_SCHEDULE. Its length is the number of attempts. */
  retryScheduleMs: number[];
  /** Carried over by continue-as-new. */
  queued?: QueuedDelivery[];
  /** Deliveries finished lately, so that a repeated signal is ignored (carried over too). */
  recent?: string[];
}

/** What one attempt came to; `nextDelayMs` is when to try again (the schedule's, or the receiver's Retry-After). */
export interface WebhookAttemptResult {
  outcome: 'succeeded' | 'retry' | 'failed' | 'abandoned';
  nextDelayMs: number | null;
}

/** The standard retry schedule (Standard Webhooks' recommendation): ten attempts over about three days. */
export const WEBHOOK_RETRY_SCHEDULE_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000, 86_400_000];

export const deliverSignal = defineSignal<[WebhookDelivery]>('deliver');
export const webhookQueueQuery = defineQuery<QueuedDelivery[]>('queue');
