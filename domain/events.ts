/**
 * The event catalogue: every type an account's events (GET /api/events, inspect's `events`, webhooks)
 * can have. Each is recorded in PostgreSQL in the same statement as the change it reports.
 */
export const EVENT_TYPES = [
  'export.planned',
  'export.replanned',
  'export.executed',
  'export.expired',
  'broker_submission.sent',
  'broker_submission.failed',
  'customs_optimization.batch_completed',
  'customs_optimization.batch_failed',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** What a webhook endpoint subscribes to: listed types, or `*` for all (also types added later). */
export const ALL_EVENT_TYPES = '*';

export interface EventRecord { id: string; type: string; created_at: string; payload: Record<string, unknown> }

/** What a batch's events are delivered in order by: the batch, or the optimize run. */
export interface EventSubject { accountId: string; batchId?: string; optimizationId?: string }
