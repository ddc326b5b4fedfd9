import type { Scope } from '../domain/environments';
import type { WebhookAttempt, WebhookEndpoint } from '../domain/resource-views';
import { iso, type Queryable, type Timestamp } from './pool';

/** A webhook endpoint as the API shows it (never its secret): domain/resource-views.ts. */
export type { WebhookEndpoint };

const endpointFromRow = (r: any): WebhookEndpoint => ({
  id: r.id,
  accountId: r.account_id,
  url: r.url,
  eventTypes: r.event_types,
  status: r.status,
  disabledReason: r.disabled_reason,
  description: r.description,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

const ENDPOINT_COLUMNS = 'id, account_id, url, event_types, status, disabled_reason, description, created_at, updated_at';

export async function createEndpoint(
  db: Queryable,
  e: Scope & { id: string; url: string; eventTypes: string[]; description: string | null; secret: string },
): Promise<WebhookEndpoint> {
  const { rows } = await db.query(
    `INSERT INTO webhook_endpoints (id, account_id, environment, url, event_types, status, description, secret)
     VALUES ($1, $2, $7, $3, $4, 'enabled', $5, $6) RETURNING ${ENDPOINT_COLUMNS}`,
    [e.id, e.accountId, e.url, e.eventTypes, e.description, e.secret, e.environment],
  );
  return endpointFromRow(rows[0]);
}

export async function countEndpoints(db: Queryable, scope: Scope): Promise<number> {
  const { rows } = await db.query('SELECT count(*)::int AS n FROM webhook_endpoints WHERE account_id = $1 AND environment = $2 AND deleted_at IS NULL', [
    scope.accountId,
    scope.environment,
  ]);
  return rows[0].n;
}

/** The account's endpoints in creation order; `afterId` is the cursor (the last ID of the previous page). */
export async function listEndpoints(db: Queryable, scope: Scope, q: { limit: number; afterId?: string }) {
  const { rows } = await db.query(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints w
     WHERE account_id = $1 AND environment = $4 AND deleted_at IS NULL
       AND ($2::text IS NULL OR (created_at, id) > (SELECT created_at, id FROM webhook_endpoints WHERE id = $2 AND account_id = $1))
     ORDER BY created_at, id LIMIT $3`,
    [scope.accountId, q.afterId ?? null, q.limit + 1, scope.environment],
  );
  const data = rows.slice(0, q.limit).map(endpointFromRow);
  return { data, nextAfterId: rows.length > q.limit ? data[data.length - 1].id : null };
}

export async function getEndpoint(db: Queryable, scope: Scope, id: string): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query(
    `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE account_id = $1 AND environment = $3 AND id = $2 AND deleted_at IS NULL`,
    [scope.accountId, id, scope.environment],
  );
  return rows[0] && endpointFromRow(rows[0]);
}

/** Changes what the PATCH names; enabling again clears why it was disabled and its failure streak. */
export async function updateEndpoint(
  db: Queryable,
  scope: Scope,
  id: string,
  patch: { url?: string; eventTypes?: string[]; status?: 'enabled' | 'disabled'; description?: string | null },
): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query(
    `UPDATE webhook_endpoints SET
       url = coalesce($3, url),
       event_types = coalesce($4, event_types),
       description = CASE WHEN $6 THEN $7 ELSE description END,
       status = coalesce($5, status),
       disabled_reason = CASE WHEN $5 = 'disabled' AND status = 'enabled' THEN 'requested'
                              WHEN $5 = 'enabled' THEN NULL ELSE disabled_reason END,
       failing_since = CASE WHEN $5 = 'enabled' AND status = 'disabled' THEN NULL ELSE failing_since END,
       updated_at = now()
     WHERE account_id = $1 AND environment = $8 AND id = $2 AND deleted_at IS NULL
     RETURNING ${ENDPOINT_COLUMNS}`,
    [scope.accountId, id, patch.url ?? null, patch.eventTypes ?? null, patch.status ?? null, patch.description !== undefined, patch.description ?? null, scope.environment],
  );
  return rows[0] && endpointFromRow(rows[0]);
}

/** Deleted endpoints stop receiving and disappear from the API; their delivery log stays for support. */
export async function deleteEndpoint(db: Queryable, scope: Scope, id: string): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query(
    `UPDATE webhook_endpoints SET deleted_at = now(), status = 'disabled', disabled_reason = 'deleted', updated_at = now()
     WHERE account_id = $1 AND environment = $3 AND id = $2 AND deleted_at IS NULL RETURNING ${ENDPOINT_COLUMNS}`,
    [scope.accountId, id, scope.environment],
  );
  return rows[0] && endpointFromRow(rows[0]);
}

/** The new secret signs from now on; the one it replaces signs too until `overlapMs` has passed. */
export async function rotateSecret(db: Queryable, scope: Scope, id: string, secret: string, overlapMs: number): Promise<WebhookEndpoint | undefined> {
  const { rows } = await db.query(
    `UPDATE webhook_endpoints SET previous_secret = secret, secret = $3,
       previous_secret_expires_at = now() + $4 * interval '1 millisecond', updated_at = now()
     WHERE account_id = $1 AND environment = $5 AND id = $2 AND deleted_at IS NULL RETURNING ${ENDPOINT_COLUMNS}`,
    [scope.accountId, id, secret, overlapMs, scope.environment],
  );
  return rows[0] && endpointFromRow(rows[0]);
}

// ---- deliveries ----

/**
 * `subscribed`: whether the account has an endpoint that could take an event, as a column for the
 * statement that records the event. Its step then skips `openDeliveries` when nothing could match (most
 * accounts have no endpoint). Read in the event's own snapshot: an endpoint whose creation commits while
 * the event is being written is not offered it, as if it had been created just after.
 */
export const subscribedColumn = (accountParam: string): string =>
  `EXISTS (SELECT 1 FROM webhook_endpoints w WHERE w.account_id = ${accountParam} AND w.status = 'enabled' AND w.deleted_at IS NULL) AS subscribed`;

/** A delivery as the endpoint's workflow carries it: IDs only, the rest is read at each attempt. */
export interface DeliveryRef {
  deliveryId: string;
  endpointId: string;
  eventId: string;
  eventType: string;
  /** Deliveries in one lane (a batch, an optimize run, or a redelivery alone) go out one at a time, in order. */
  lane: string;
}

const deliveryIdSql = (endpoint: string, seed: string) =>
  `'whd_' || left(encode(sha256(convert_to(${endpoint} || '/' || ${seed}, 'UTF8')), 'hex'), 24)`;

/**
 * Opens a delivery of each of the subject's events to each enabled endpoint of the account that
 * subscribes to its type (and existed when it happened), and returns those not yet attempted, oldest
 * first, for the endpoints' workflows. The delivery's ID is derived from (endpoint, event): run again,
 * it opens nothing new and returns the same deliveries (their workflows ignore a repeat).
 */
export async function openDeliveries(db: Queryable, accountId: string, subjectId: string): Promise<DeliveryRef[]> {
  const { rows } = await db.query(
    `WITH matched AS (
       SELECT ${deliveryIdSql('w.id', 'e.id')} AS delivery_id, w.id AS endpoint_id, e.id AS event_id, e.type, e.seq,
              coalesce(e.batch_id, e.optimization_id) AS lane
       FROM events e JOIN webhook_endpoints w ON w.account_id = e.account_id AND w.environment = e.environment
       WHERE e.account_id = $1 AND (e.batch_id = $2 OR e.optimization_id = $2)
         AND w.status = 'enabled' AND w.deleted_at IS NULL AND w.created_at <= e.created_at
         AND ('*' = ANY (w.event_types) OR e.type = ANY (w.event_types))),
     opened AS (
       INSERT INTO webhook_deliveries (id, account_id, endpoint_id, event_id, status)
       SELECT delivery_id, $1, endpoint_id, event_id, 'pending' FROM matched
       ON CONFLICT (id) DO NOTHING)
     SELECT m.* FROM matched m LEFT JOIN webhook_deliveries d ON d.id = m.delivery_id
     WHERE d.id IS NULL OR (d.status = 'pending' AND d.attempts = 0)
     ORDER BY m.seq, m.endpoint_id`,
    [accountId, subjectId],
  );
  return rows.map((r) => ({ deliveryId: r.delivery_id, endpointId: r.endpoint_id, eventId: r.event_id, eventType: r.type, lane: r.lane }));
}

/** New deliveries of an event (a redelivery) to the given endpoints; `seed` (the idempotency token) names them. */
export async function openRedeliveries(db: Queryable, accountId: string, eventId: string, endpointIds: string[], seed: string): Promise<DeliveryRef[]> {
  const { rows } = await db.query(
    `WITH opened AS (
       INSERT INTO webhook_deliveries (id, account_id, endpoint_id, event_id, status, redelivery)
       SELECT ${deliveryIdSql('w.id', '$4')}, $1, w.id, e.id, 'pending', true
       FROM events e JOIN webhook_endpoints w ON w.account_id = e.account_id AND w.environment = e.environment
       WHERE e.account_id = $1 AND e.id = $2 AND w.id = ANY ($3::text[])
       ON CONFLICT (id) DO NOTHING
       RETURNING id, endpoint_id, event_id)
     SELECT o.id, o.endpoint_id, o.event_id, e.type FROM opened o JOIN events e ON e.id = o.event_id
     UNION ALL
     SELECT d.id, d.endpoint_id, d.event_id, e.type FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
     WHERE d.id IN (SELECT ${deliveryIdSql('x', '$4')} FROM unnest($3::text[]) x) AND d.account_id = $1
       AND NOT EXISTS (SELECT 1 FROM opened)`,
    [accountId, eventId, endpointIds, seed],
  );
  return rows.map((r) => ({ deliveryId: r.id, endpointId: r.endpoint_id, eventId: r.event_id, eventType: r.type, lane: r.id }));
}

/** The enabled endpoints of the scope subscribed to an event type (a redelivery without endpointId). */
export async function subscribedEndpointIds(db: Queryable, scope: Scope, type: string): Promise<string[]> {
  const { rows } = await db.query(
    `SELECT id FROM webhook_endpoints WHERE account_id = $1 AND environment = $3 AND status = 'enabled' AND deleted_at IS NULL
       AND ('*' = ANY (event_types) OR $2 = ANY (event_types)) ORDER BY created_at, id`,
    [scope.accountId, type, scope.environment],
  );
  return rows.map((r) => r.id);
}

/** What one attempt needs: the endpoint as it is now (its secrets encrypted) and the event. */
export interface DeliveryContext {
  deliveryId: string;
  accountId: string;
  status: 'pending' | 'succeeded' | 'failed';
  endpoint: { id: string; url: string; enabled: boolean; secret: string; previousSecret: string | null };
  event: { id: string; type: string; created_at: string; payload: Record<string, unknown>; livemode: boolean };
}

export async function loadDeliveryContext(db: Queryable, deliveryId: string): Promise<DeliveryContext | undefined> {
  const { rows } = await db.query(
    `SELECT d.id, d.account_id, d.status, w.id AS endpoint_id, w.url, w.status = 'enabled' AND w.deleted_at IS NULL AS enabled, w.secret,
            CASE WHEN w.previous_secret_expires_at > now() THEN w.previous_secret END AS previous_secret,
            e.id AS event_id, e.type, e.created_at AS event_created_at, e.payload, e.environment = 'live' AS livemode
     FROM webhook_deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id JOIN events e ON e.id = d.event_id
     WHERE d.id = $1`,
    [deliveryId],
  );
  const r = rows[0];
  return r && {
    deliveryId: r.id,
    accountId: r.account_id,
    status: r.status,
    endpoint: { id: r.endpoint_id, url: r.url, enabled: r.enabled, secret: r.secret, previousSecret: r.previous_secret },
    event: { id: r.event_id, type: r.type, created_at: iso(r.event_created_at), payload: r.payload, livemode: r.livemode },
  };
}

export interface AttemptRecord {
  deliveryId: string;
  attempt: number;
  status: 'succeeded' | 'retrying' | 'failed';
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  nextAttemptAt: Date | null;
  /** The receiver answered 410 Gone: the endpoint is disabled at once. */
  gone: boolean;
  /** A failure disables the endpoint when its failures (no success between) began this long ago. */
  disableAfterMs: number;
}

/**
 * Records an attempt with its delivery's new status and the endpoint's failure streak in one statement
 * (a retried activity rewrites the same attempt). Returns whether the endpoint is still enabled.
 */
export async function recordAttempt(db: Queryable, a: AttemptRecord): Promise<{ endpointEnabled: boolean }> {
  const { rows } = await db.query(
    `WITH d AS (
       UPDATE webhook_deliveries SET status = CASE $3 WHEN 'succeeded' THEN 'succeeded' WHEN 'failed' THEN 'failed' ELSE 'pending' END,
         attempts = greatest(attempts, $2), updated_at = now()
       WHERE id = $1 RETURNING id, account_id, endpoint_id, event_id),
     att AS (
       INSERT INTO webhook_attempts (delivery_id, account_id, endpoint_id, event_id, event_type, attempt, status, status_code, error, duration_ms, next_attempt_at)
       SELECT d.id, d.account_id, d.endpoint_id, d.event_id, e.type, $2, $3, $4, $5, $6, $7 FROM d JOIN events e ON e.id = d.event_id
       ON CONFLICT (delivery_id, attempt) DO UPDATE SET status = EXCLUDED.status, status_code = EXCLUDED.status_code,
         error = EXCLUDED.error, duration_ms = EXCLUDED.duration_ms, next_attempt_at = EXCLUDED.next_attempt_at, created_at = now()),
     w AS (
       UPDATE webhook_endpoints w SET
         failing_since = CASE WHEN $3 = 'succeeded' THEN NULL ELSE coalesce(w.failing_since, now()) END,
         status = CASE WHEN $3 <> 'succeeded' AND ($8 OR w.failing_since < now() - $9 * interval '1 millisecond') THEN 'disabled' ELSE w.status END,
         disabled_reason = CASE WHEN w.status = 'disabled' THEN w.disabled_reason WHEN $3 = 'succeeded' THEN NULL
                                WHEN $8 THEN 'gone' WHEN w.failing_since < now() - $9 * interval '1 millisecond' THEN 'failing' ELSE NULL END,
         updated_at = now()
       FROM d WHERE w.id = d.endpoint_id
       RETURNING w.status = 'enabled' AND w.deleted_at IS NULL AS enabled)
     SELECT coalesce((SELECT enabled FROM w), false) AS enabled`,
    [a.deliveryId, a.attempt, a.status, a.statusCode, a.error, a.durationMs, a.nextAttemptAt, a.gone, a.disableAfterMs],
  );
  return { endpointEnabled: rows[0].enabled };
}

/** A delivery that cannot go on (its endpoint was disabled or deleted meanwhile) ends as failed. */
export async function abandonDelivery(db: Queryable, deliveryId: string): Promise<void> {
  await db.query(`UPDATE webhook_deliveries SET status = 'failed', updated_at = now() WHERE id = $1 AND status = 'pending'`, [deliveryId]);
}

export type AttemptView = WebhookAttempt;

/** An endpoint's attempts, newest first; `beforeSeq` is the cursor. */
export async function listAttempts(db: Queryable, accountId: string, endpointId: string, q: { limit: number; beforeSeq?: number }) {
  const { rows } = await db.query(
    `SELECT * FROM webhook_attempts WHERE account_id = $1 AND endpoint_id = $2 AND ($3::bigint IS NULL OR seq < $3)
     ORDER BY seq DESC LIMIT $4`,
    [accountId, endpointId, q.beforeSeq ?? null, q.limit + 1],
  );
  const data = rows.slice(0, q.limit).map((r) => ({
    seq: Number(r.seq),
    view: {
      deliveryId: r.delivery_id,
      eventId: r.event_id,
      eventType: r.event_type,
      attempt: r.attempt,
      status: r.status,
      statusCode: r.status_code,
      error: r.error,
      durationMs: r.duration_ms,
      nextAttemptAt: iso(r.next_attempt_at as Timestamp | null),
      createdAt: iso(r.created_at),
    } satisfies AttemptView,
  }));
  return { data: data.map((d) => d.view), nextBeforeSeq: rows.length > q.limit ? data[data.length - 1].seq : null };
}
