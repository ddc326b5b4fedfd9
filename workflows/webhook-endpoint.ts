import {
  allHandlersFinished,
  condition,
  continueAsNew,
  proxyActivities,
  setCurrentDetails,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import type * as activityTypes from '../activities';
import {
  deliverSignal,
  webhookQueueQuery,
  type QueuedDelivery,
  type WebhookAttemptResult,
  type WebhookDelivery,
  type WebhookEndpointInput,
} from './definitions';

type Activities = activityTypes.Activities;

/** Lanes attempted at the same time: one slow receiver lane does not hold up the others. */
const MAX_PARALLEL_LANES = 4;
/** An endpoint's workflow with nothing to deliver ends after this; the next event starts a new run. */
const IDLE_MS = 5 * 60_000;
/** Finished deliveries remembered, so that a repeated `deliver` signal is ignored. */
const RECENT_LIMIT = 1000;
/** History length at which the run continues as new (well below Temporal's limits). */
const HISTORY_LIMIT = 4000;

/**
 * An attempt is one activity: the POST, recorded with its outcome. The receiver's answer is a result,
 * not a failure, so Temporal retries the activity only when the attempt itself could not run (a worker
 * died mid-POST: the heartbeat stops; the database was down), and the receiver's failures follow the
 * webhook schedule below, visible in the history as one activity per attempt.
 */
const attemptOptions = {
  startToCloseTimeout: '1 minute',
  heartbeatTimeout: '5 seconds',
  scheduleToCloseTimeout: '1 hour',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
} as const;

/** ±10 % so that many endpoints failing together do not retry together; Math.random is replay-safe here. */
const jitter = (ms: number) => Math.round(ms * (0.9 + Math.random() * 0.2));

/**
 * The deliveries of one webhook endpoint. Events arrive by the `deliver` signal (signal-with-start, from
 * the step that recorded them); each lane (a batch, an optimize run) is delivered in order, one attempt
 * at a time, up to MAX_PARALLEL_LANES lanes at once. A failed attempt is tried again on the schedule
 * (WebhookEndpointInput.retryScheduleMs, or Retry-After); after the last one the delivery is `failed`.
 * The queue is workflow state, so a worker crash or a receiver outage loses nothing.
 */
export async function webhookEndpointWorkflow(input: WebhookEndpointInput): Promise<void> {
  const schedule = input.retryScheduleMs;
  const lanes = new Map<string, QueuedDelivery[]>();
  const recent = [...(input.recent ?? [])];
  const inFlight = new Set<string>();
  let changes = 0;

  const queued = (): QueuedDelivery[] => [...lanes.values()].flat();
  const known = (id: string) => recent.includes(id) || queued().some((d) => d.deliveryId === id);
  const enqueue = (d: QueuedDelivery) => {
    lanes.set(d.lane, [...(lanes.get(d.lane) ?? []), d]);
    changes++;
  };
  for (const d of input.queued ?? []) enqueue(d);

  setHandler(deliverSignal, (d: WebhookDelivery) => {
    if (!known(d.deliveryId)) enqueue({ ...d, attempts: 0, notBefore: Date.now() });
  }, { description: 'Queue one event for this endpoint (sent by the step that recorded it, or a redelivery)' });
  setHandler(webhookQueueQuery, queued, { description: 'The deliveries waiting or under way, with their attempts' });

  function finish(lane: string) {
    const done = lanes.get(lane)?.shift();
    if (lanes.get(lane)?.length === 0) lanes.delete(lane);
    if (done) recent.push(done.deliveryId);
    if (recent.length > RECENT_LIMIT) recent.splice(0, recent.length - RECENT_LIMIT);
  }

  /** One attempt of a lane's head, then the lane's next state. */
  async function attempt(lane: string, d: QueuedDelivery) {
    const n = d.attempts + 1;
    const final = n >= schedule.length;
    const nextDelayMs = final ? null : jitter(schedule[n]);
    const { attemptWebhookDelivery } = proxyActivities<Activities>({ ...attemptOptions, summary: `${d.eventType} ${d.eventId}: attempt ${n}` });
    let result: WebhookAttemptResult;
    try {
      result = await attemptWebhookDelivery({ deliveryId: d.deliveryId, attempt: n, nextDelayMs });
    } catch {
      // The attempt could not run for an hour (database down): it counts as a failed attempt.
      result = { outcome: final ? 'failed' : 'retry', nextDelayMs };
    }
    if (result.outcome === 'retry') {
      d.attempts = n;
      d.notBefore = Date.now() + (result.nextDelayMs ?? 0);
    } else {
      finish(lane);
    }
  }

  /** Starts an attempt on each lane whose head is due, up to the parallel limit. */
  function startDue() {
    for (const [lane, list] of lanes) {
      if (inFlight.size >= MAX_PARALLEL_LANES) return;
      if (inFlight.has(lane) || list[0].notBefore > Date.now()) continue;
      inFlight.add(lane);
      void attempt(lane, list[0]).finally(() => {
        inFlight.delete(lane);
        changes++;
      });
    }
  }

  const nextDue = (): number | undefined => {
    const waiting = [...lanes].filter(([lane]) => !inFlight.has(lane)).map(([, list]) => list[0].notBefore);
    return waiting.length ? Math.max(1, Math.min(...waiting) - Date.now()) : undefined;
  };

  const describe = () => {
    const items = queued();
    const retrying = items.filter((d) => d.attempts > 0);
    const next = retrying.length ? new Date(Math.min(...retrying.map((d) => d.notBefore))).toISOString() : null;
    setCurrentDetails(
      items.length === 0
        ? 'Nothing to deliver.'
        : `${items.length} deliveries queued, ${inFlight.size} under way${next ? `; ${retrying.length} failed before, next attempt at ${next}` : ''}.`,
    );
  };

  for (;;) {
    startDue();
    describe();
    if (lanes.size === 0 && inFlight.size === 0) {
      if (workflowInfo().continueAsNewSuggested || workflowInfo().historyLength > HISTORY_LIMIT) break;
      if (!(await condition(() => lanes.size > 0, IDLE_MS))) break;
      continue;
    }
    if (inFlight.size === 0 && (workflowInfo().continueAsNewSuggested || workflowInfo().historyLength > HISTORY_LIMIT)) {
      await condition(allHandlersFinished);
      await continueAsNew<typeof webhookEndpointWorkflow>({ ...input, queued: queued(), recent });
    }
    const seen = changes;
    const due = nextDue();
    if (due === undefined) await condition(() => changes !== seen);
    else await condition(() => changes !== seen, due);
  }
  await condition(allHandlersFinished);
  if (lanes.size > 0) await continueAsNew<typeof webhookEndpointWorkflow>({ ...input, queued: queued(), recent });
}
