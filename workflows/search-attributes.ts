import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/**
 * Custom search attributes of export batch workflows, so support staff can filter in Temporal's UI
 * (`temporal workflow list --query "ExportAccountId='acct_demo' AND ExportState='BATCHED'"`).
 * The embedded dev server registers them at start; a real cluster needs
 * `temporal operator search-attribute create` once (see README).
 */
export const ExportAccountIdKey = defineSearchAttributeKey('ExportAccountId', SearchAttributeType.KEYWORD);
export const ExportStateKey = defineSearchAttributeKey('ExportState', SearchAttributeType.KEYWORD);
export const ExportReadinessStateKey = defineSearchAttributeKey('ExportReadinessState', SearchAttributeType.KEYWORD);
export const ExportBrokerIdKey = defineSearchAttributeKey('ExportBrokerId', SearchAttributeType.KEYWORD);

/** The broker e-mail: pending (Temporal retrying), sent or failed; lets support find stuck and failed submissions. */
export const ExportBrokerSubmissionKey = defineSearchAttributeKey('ExportBrokerSubmission', SearchAttributeType.KEYWORD);

/**
 * When the batch entered its current ExportState: support finds batches stuck in a state
 * (`ExportState='EXECUTING' AND ExportStateSince < '<ten minutes ago>'`); StartTime is the first plan's.
 */
export const ExportStateSinceKey = defineSearchAttributeKey('ExportStateSince', SearchAttributeType.DATETIME);

/** live or test (issue 33): support tells a sandbox batch from a real one, and filters on it. */
export const ExportEnvironmentKey = defineSearchAttributeKey('ExportEnvironment', SearchAttributeType.KEYWORD);

/** A webhook endpoint's delivery workflow (with ExportAccountId): support finds an endpoint's deliveries. */
export const WebhookEndpointIdKey = defineSearchAttributeKey('WebhookEndpointId', SearchAttributeType.KEYWORD);

/** Every custom search attribute the service's workflows set: the dev server registers them. */
export const exportSearchAttributes = [ExportAccountIdKey, ExportEnvironmentKey, ExportStateKey, ExportReadinessStateKey, ExportBrokerIdKey, ExportBrokerSubmissionKey, ExportStateSinceKey, WebhookEndpointIdKey];
