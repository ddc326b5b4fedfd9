import type { EventRecord } from './events';
import type { ArtifactType, Plan, ReadinessState, ValidationMessage } from './export-types';

/**
 * The spec's response shapes for plan, execute and inspect, built from the read model. One module so
 * that execute's answer and inspect's view of the same batch cannot drift apart.
 */

export type ExportState = 'BATCHED' | 'EXECUTING' | 'COMPLETED' | 'EXPIRED';

export interface BatchRecord {
  id: string;
  accountId: string;
  warehouseId: string;
  brokerId: string;
  destinationCountry: string;
  state: ExportState;
  readinessState: ReadinessState;
  complianceScore: number;
  planHash: string;
  plan: Plan;
  createdAt: string;
  executedAt: string | null;
}

export interface PackageRecord { id: string; packageNumber: string; state: string }
export interface ArtifactRecord { artifact_type: ArtifactType; filename: string; generated_at: string }
/** The broker e-mail: `pending` while Temporal retries it, then `sent` or `failed`. */
export type SubmissionStatus = 'pending' | 'sent' | 'failed';
export interface SubmissionRecord {
  id: string;
  submission_type: 'EMAIL';
  status: SubmissionStatus;
  recipient_email: string;
  subject: string;
  sent_at: string | null;
  /** Why the submission failed for good (status `failed`). */
  error_message: string | null;
  /** Attempts so far, the last transient failure, and when the next attempt is due (while pending). */
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
}
export interface NotificationRecord { id: string; channel: 'EMAIL'; status: SubmissionStatus; created_at: string }

export interface PlanView {
  exportId: string;
  batch_id: string;
  state: ExportState | 'PLANNED';
  status: string;
  planHash: string;
  readinessState: ReadinessState;
  complianceScore: number;
  validationMessages: ValidationMessage[];
  included_order_ids: string[];
  excluded_order_ids: string[];
  flags: string[];
  missing_data: Plan['missingData'];
  recommended_strategy: string;
  estimated_import_savings_usd: number;
  next_recommended_action: string;
  validation: { readiness_state: ReadinessState; compliance_score: number; validation_messages: ValidationMessage[] };
  dryRun?: true;
}

export function planView(batchId: string, state: PlanView['state'], plan: Plan): PlanView {
  return {
    exportId: batchId,
    batch_id: batchId,
    state,
    status: state,
    planHash: plan.planHash,
    readinessState: plan.readinessState,
    complianceScore: plan.complianceScore,
    validationMessages: plan.validationMessages,
    included_order_ids: plan.includedOrderIds,
    excluded_order_ids: plan.excludedOrderIds,
    flags: plan.flags,
    missing_data: plan.missingData,
    recommended_strategy: plan.recommendedStrategy,
    estimated_import_savings_usd: plan.estimatedImportSavingsUsd,
    next_recommended_action: plan.nextRecommendedAction,
    validation: {
      readiness_state: plan.readinessState,
      compliance_score: plan.complianceScore,
      validation_messages: plan.validationMessages,
    },
  };
}

export interface ExecutionView {
  exportId: string;
  batch_id: string;
  state: ExportState;
  status: ExportState;
  customs_package_id: string;
  planHash: string;
  artifacts: ArtifactRecord[];
  notification_ids: string[];
  notifications: string[];
  execution_timestamp: string;
  brokerSubmission: SubmissionRecord | null;
}

export function executionView(
  batch: BatchRecord,
  pkg: PackageRecord,
  artifacts: ArtifactRecord[],
  notifications: NotificationRecord[],
  submission: SubmissionRecord | null,
): ExecutionView {
  const ids = notifications.map((n) => n.id);
  return {
    exportId: batch.id,
    batch_id: batch.id,
    state: batch.state,
    status: batch.state,
    customs_package_id: pkg.id,
    planHash: batch.planHash,
    artifacts,
    notification_ids: ids,
    notifications: [...ids],
    execution_timestamp: batch.executedAt ?? '',
    brokerSubmission: submission,
  };
}

export interface InspectParts {
  batch: BatchRecord;
  customsPackage: PackageRecord | null;
  artifacts: ArtifactRecord[];
  notifications: NotificationRecord[];
  brokerSubmission: SubmissionRecord | null;
  events: EventRecord[];
}

/**
 * The batch's next step as inspect reports it: the plan's own advice while the batch is BATCHED, then
 * what its lifecycle leaves to do (the plan's "execute" would be wrong once executed).
 */
export function batchNextAction(state: ExportState, planAction: string, submission: SubmissionRecord | null): string {
  switch (state) {
    case 'BATCHED':
      return planAction;
    case 'EXECUTING':
      return 'wait_for_execution';
    case 'COMPLETED':
      // A refused broker e-mail: the package exists but the broker never got it.
      if (submission?.status === 'failed') return 'contact_broker';
      return submission?.status === 'pending' ? 'wait_for_broker_submission' : 'await_broker_clearance';
    case 'EXPIRED':
      return 'plan_again';
  }
}

export function inspectView(p: InspectParts) {
  const { batch, plan } = { batch: p.batch, plan: p.batch.plan };
  return {
    exportId: batch.id,
    status: batch.state,
    state: batch.state,
    readinessState: batch.readinessState,
    complianceScore: batch.complianceScore,
    validationMessages: plan.validationMessages,
    planHash: batch.planHash,
    artifacts: p.artifacts,
    export: {
      batch_id: batch.id,
      status: batch.state,
      planHash: batch.planHash,
      lifecycle_state: batch.state,
      plan: { readinessState: batch.readinessState, included_order_ids: plan.includedOrderIds },
      execution: { customs_package_id: p.customsPackage?.id ?? null, executed_at: batch.executedAt },
      inspection: { artifact_count: p.artifacts.length, notification_count: p.notifications.length },
    },
    batch: {
      id: batch.id,
      state: batch.state,
      raw_state: batch.state.toLowerCase(),
      warehouse_id: batch.warehouseId,
      broker_id: batch.brokerId,
      destination_country: batch.destinationCountry,
      estimated_savings_usd: plan.estimatedImportSavingsUsd,
      next_recommended_action: batchNextAction(batch.state, plan.nextRecommendedAction, p.brokerSubmission),
      created_at: batch.createdAt,
      executed_at: batch.executedAt,
    },
    customsPackage: p.customsPackage,
    notifications: p.notifications,
    brokerSubmission: p.brokerSubmission,
    snapshot: { included_order_ids: plan.includedOrderIds, planHash: batch.planHash },
    events: p.events,
  };
}

export type InspectView = ReturnType<typeof inspectView>;
