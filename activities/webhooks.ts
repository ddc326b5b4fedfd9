import { Context } from '@temporalio/activity';
import type { Client } from '@temporalio/client';
import * as webhooksDb from '../db/webhooks';
import type { Db } from '../db/pool';
import type { WebhookAttemptResult } from '../workflows/definitions';
import { postWebhook, type NetworkPolicy, type PostResult } from './webhook-http';
import { signedHeaders, type SecretBox } from './webhook-signing';
import { queueWebhookDelivery, type WebhookQueueSettings } from './webhook-queue';
import { webhookDeliveries } from '../runtime/metrics';

/** What webhook delivery is built from (runtime/config.ts: the WEBHOOK_* settings). */
export interface WebhookDeps extends WebhookQueueSettings {
  client: Client;
  secrets: SecretBox;
  policy: NetworkPolicy;
  /** A receiver that has not answered within this is a failed attempt (Standard Webhooks: 15 s). */
  timeoutMs: number;
  /** An endpoint whose attempts have only failed for this long is disabled. */
  disableAfterMs: number;
}

/** Retry-After is honoured, up to a day (a longer one is taken as a day). */
const MAX_RETRY_AFTER_MS = 86_400_000;

/** 2xx succeeds; 410 Gone ends the delivery and disables the endpoint; anything else (3xx included) is retried. */
function outcomeOf(r: PostResult, final: boolean): { status: 'succeeded' | 'retrying' | 'failed'; gone: boolean } {
  if (r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300) return { status: 'succeeded', gone: false };
  if (r.statusCode === 410) return { status: 'failed', gone: true };
  return { status: final ? 'failed' : 'retrying', gone: false };
}

/** The next delay: the receiver's Retry-After on 429 and 503, else the schedule's. */
function nextDelay(r: PostResult, scheduled: number): number {
  if ((r.statusCode === 429 || r.statusCode === 503) && r.retryAfterMs !== null) return Math.min(r.retryAfterMs, MAX_RETRY_AFTER_MS);
  return scheduled;
}

/** Heartbeats let Temporal notice a worker that died mid-POST within the heartbeat timeout. */
async function withHeartbeats<T>(fn: () => Promise<T>): Promise<T> {
  const beat = setInterval(() => Context.current().heartbeat(), 1000);
  try {
    return await fn();
  } finally {
    clearInterval(beat);
  }
}

export function createWebhookActivities(db: Db, deps: WebhookDeps) {
  return {
    /**
     * One attempt of a delivery: the event POSTed as Standard Webhooks prescribe (`webhook-id` is the
     * event's ID on every attempt), the outcome recorded with the endpoint's failure streak.
     */
    async attemptWebhookDelivery(input: { deliveryId: string; attempt: number; nextDelayMs: number | null }): Promise<WebhookAttemptResult> {
      const ctx = await webhooksDb.loadDeliveryContext(db, input.deliveryId);
      if (!ctx || ctx.status !== 'pending') return { outcome: 'abandoned', nextDelayMs: null };
      if (!ctx.endpoint.enabled) {
        await webhooksDb.abandonDelivery(db, input.deliveryId);
        webhookDeliveries.inc({ outcome: 'abandoned' });
        return { outcome: 'abandoned', nextDelayMs: null };
      }
      const { event } = ctx;
      const body = JSON.stringify({ id: event.id, type: event.type, created_at: event.created_at, livemode: event.livemode, data: event.payload });
      const secrets = [ctx.endpoint.secret, ctx.endpoint.previousSecret].filter((s): s is string => s !== null).map((s) => deps.secrets.open(s));
      const headers = signedHeaders(event.id, new Date(), body, secrets);
      const result = await withHeartbeats(() => postWebhook({ url: ctx.endpoint.url, headers, body, timeoutMs: deps.timeoutMs, policy: deps.policy }));
      const final = input.nextDelayMs === null;
      const { status, gone } = outcomeOf(result, final);
      const delay = status === 'retrying' ? nextDelay(result, input.nextDelayMs as number) : null;
      await webhooksDb.recordAttempt(db, {
        deliveryId: input.deliveryId,
        attempt: input.attempt,
        status,
        statusCode: result.statusCode,
        error: result.error ?? (status === 'succeeded' ? null : `HTTP ${result.statusCode}`),
        durationMs: result.durationMs,
        nextAttemptAt: delay === null ? null : new Date(Date.now() + delay),
        gone,
        disableAfterMs: deps.disableAfterMs,
      });
      // One per POST whose outcome was recorded (a retried activity POSTs, and counts, again).
      webhookDeliveries.inc({ outcome: status });
      if (status === 'succeeded') return { outcome: 'succeeded', nextDelayMs: null };
      return status === 'retrying' ? { outcome: 'retry', nextDelayMs: delay } : { outcome: 'failed', nextDelayMs: null };
    },
  };
}

/**
 * Hands the events a step just recorded (for a batch or an optimize run) to the endpoints that
 * subscribe to them. Called at the end of each step that records events, after its write: if the step
 * is retried, the same deliveries are found and queued again, which their workflows ignore.
 */
export async function dispatchEvents(db: Db, deps: WebhookDeps, accountId: string, subjectId: string): Promise<void> {
  const deliveries = await webhooksDb.openDeliveries(db, accountId, subjectId);
  for (const d of deliveries) await queueWebhookDelivery(deps.client, deps, accountId, d);
}
