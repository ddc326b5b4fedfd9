import Router from '@koa/router';
import * as eventsDb from '../../db/events';
import * as webhooksDb from '../../db/webhooks';
import type { Redelivery, WebhookEndpointDeleted, WebhookEndpointRotated, WebhookEndpointWithSecret } from '../../domain/resource-views';
import { newId } from '../../db/ids';
import { checkWebhookUrl, UnsafeUrlError } from '../../activities/webhook-http';
import { newWebhookSecret } from '../../activities/webhook-signing';
import { queueWebhookDelivery } from '../../activities/webhook-queue';
import { accountOf, assertAccountScope, requireApiKey, scopeOf } from '../auth';
import type { Scope } from '../../domain/environments';
import type { ApiDeps, AppContext, AppState } from '../context';
import { ApiError, notFound, validationError } from '../errors';
import { idempotent, type Outcome } from '../idempotency';
import { mapTemporalError, temporalNotConnected } from '../temporal-errors';
import {
  eventListQuery,
  pathParams as pathSchemas,
  redeliverRequest,
  webhookDeliveryListQuery,
  webhookEndpointActionRequest,
  webhookEndpointCreateRequest,
  webhookEndpointUpdateRequest,
  webhookListQuery,
} from '../schemas';
import { accountWrite, optionalJsonObjectBody, parse, pathParams, writeHeaders } from '../validate';

/** Endpoints per account and environment: every event is signed and sent once per endpoint by the step that records it. */
export const MAX_ENDPOINTS_PER_ACCOUNT = 20;
/** After a rotation the previous secret signs too for this long, so receivers can switch without a gap. */
export const SECRET_OVERLAP_MS = 24 * 3_600_000;

// Cursors are what the next page starts after (api/schemas.ts CURSORS): an endpoint ID, or the
// sequence number of an event or a delivery attempt.
const seqCursor = (cursor: string | undefined) => (cursor === undefined ? undefined : Number(cursor));
const nextCursor = (v: string | number | null | undefined) => (v ? String(v) : null);

export function webhookRoutes(deps: ApiDeps): Router<AppState> {
  const router = new Router<AppState>();
  const auth = requireApiKey(deps);

  /** The URL may be called: https (unless allowed), and only public addresses (unless allowed), after DNS. */
  async function checkUrl(url: string): Promise<string> {
    try {
      await checkWebhookUrl(url, deps.webhooks.policy);
      return url;
    } catch (err) {
      if (!(err instanceof UnsafeUrlError)) throw err;
      throw validationError([{ path: 'url', message: err.message, code: err.reason }]);
    }
  }

  /** The endpoint named by the path: 404 for an ID of another form, as for one of another account. */
  const endpointIdOf = (ctx: AppContext) => pathParams(pathSchemas.webhookEndpoint, ctx.params, 'Webhook endpoint').id;

  async function requireEndpoint(scope: Scope, id: string): Promise<webhooksDb.WebhookEndpoint> {
    const endpoint = await webhooksDb.getEndpoint(deps.db, scope, id);
    if (!endpoint) throw notFound('Webhook endpoint');
    return endpoint;
  }

  /** The stored answer keeps the secret sealed; the client is shown it in clear (also on a replay). */
  const revealSecret = (o: Outcome): Outcome => {
    const body = o.body as { secret?: string };
    return typeof body?.secret === 'string' ? { ...o, body: { ...body, secret: deps.webhooks.secrets.open(body.secret) } } : o;
  };

  /** A body, when sent, names the key's account; none is needed for actions named by the path. */
  const actionBody = (ctx: AppContext) => {
    writeHeaders(ctx);
    const body = optionalJsonObjectBody(ctx) ?? {};
    assertAccountScope(ctx, body);
    return { body, req: parse(webhookEndpointActionRequest, body) };
  };

  router.get('/api/events', auth, async (ctx) => {
    const q = parse(eventListQuery, ctx.query);
    const page = await eventsDb.listEvents(deps.db, scopeOf(ctx), { type: q.type, batchId: q.batchId, limit: q.limit, beforeSeq: seqCursor(q.cursor) });
    ctx.body = { data: page.data.map(({ seq: _seq, ...e }) => e), nextCursor: nextCursor(page.nextBeforeSeq) };
  });

  router.post('/api/webhook-endpoints', auth, async (ctx) => {
    const { body, req, accountId, scope } = accountWrite(ctx, webhookEndpointCreateRequest);
    const url = await checkUrl(req.url);
    await idempotent(ctx, deps, { endpoint: 'webhook-endpoints.create', accountId, payload: body, logical: req, transactional: true, present: revealSecret }, async (tx) => {
      if ((await webhooksDb.countEndpoints(tx, scope)) >= MAX_ENDPOINTS_PER_ACCOUNT) {
        throw validationError([{ path: '', message: `an account has at most ${MAX_ENDPOINTS_PER_ACCOUNT} webhook endpoints`, code: 'too_many_endpoints' }]);
      }
      const secret = deps.webhooks.secrets.seal(newWebhookSecret());
      const endpoint = await webhooksDb.createEndpoint(tx, { id: newId('whe'), ...scope, url, eventTypes: req.eventTypes, description: req.description ?? null, secret });
      return { status: 201, body: { ...endpoint, secret } satisfies WebhookEndpointWithSecret };
    });
  });

  router.get('/api/webhook-endpoints', auth, async (ctx) => {
    const q = parse(webhookListQuery, ctx.query);
    const page = await webhooksDb.listEndpoints(deps.db, scopeOf(ctx), { limit: q.limit, afterId: q.cursor });
    ctx.body = { data: page.data, nextCursor: nextCursor(page.nextAfterId) };
  });

  router.get('/api/webhook-endpoints/:id', auth, async (ctx) => {
    ctx.body = await requireEndpoint(scopeOf(ctx), endpointIdOf(ctx));
  });

  router.patch('/api/webhook-endpoints/:id', auth, async (ctx) => {
    const { body, req, accountId, scope } = accountWrite(ctx, webhookEndpointUpdateRequest);
    const id = endpointIdOf(ctx);
    await requireEndpoint(scope, id);
    if (req.url !== undefined) await checkUrl(req.url);
    await idempotent(ctx, deps, { endpoint: 'webhook-endpoints.update', accountId, payload: body, logical: { ...req, id } }, async (db) => {
      const { accountId: _a, idempotencyKey: _k, ...patch } = req;
      const endpoint = await webhooksDb.updateEndpoint(db, scope, id, patch);
      if (!endpoint) throw notFound('Webhook endpoint');
      return { status: 200, body: endpoint };
    });
  });

  router.delete('/api/webhook-endpoints/:id', auth, async (ctx) => {
    const { body, req } = actionBody(ctx);
    const accountId = accountOf(ctx);
    const scope = scopeOf(ctx);
    const id = endpointIdOf(ctx);
    await idempotent(ctx, deps, { endpoint: 'webhook-endpoints.delete', accountId, payload: body, logical: { ...req, id } }, async (db) => {
      const endpoint = await webhooksDb.deleteEndpoint(db, scope, id);
      if (!endpoint) throw notFound('Webhook endpoint');
      return { status: 200, body: { ...endpoint, deleted: true } satisfies WebhookEndpointDeleted };
    });
  });

  router.post('/api/webhook-endpoints/:id/rotate-secret', auth, async (ctx) => {
    const { body, req } = actionBody(ctx);
    const accountId = accountOf(ctx);
    const scope = scopeOf(ctx);
    const id = endpointIdOf(ctx);
    const logical = { ...req, id };
    await idempotent(ctx, deps, { endpoint: 'webhook-endpoints.rotate-secret', accountId, payload: body, logical, transactional: true, present: revealSecret }, async (tx) => {
      const secret = deps.webhooks.secrets.seal(newWebhookSecret());
      const endpoint = await webhooksDb.rotateSecret(tx, scope, id, secret, SECRET_OVERLAP_MS);
      if (!endpoint) throw notFound('Webhook endpoint');
      const previousSecretExpiresAt = new Date(Date.now() + SECRET_OVERLAP_MS).toISOString();
      return { status: 200, body: { ...endpoint, secret, previousSecretExpiresAt } satisfies WebhookEndpointRotated };
    });
  });

  router.get('/api/webhook-endpoints/:id/deliveries', auth, async (ctx) => {
    const q = parse(webhookDeliveryListQuery, ctx.query);
    const accountId = accountOf(ctx);
    const scope = scopeOf(ctx);
    const id = endpointIdOf(ctx);
    // A deleted endpoint's log stays in the database for support, but the API no longer shows it.
    await requireEndpoint(scope, id);
    const page = await webhooksDb.listAttempts(deps.db, accountId, id, { limit: q.limit, beforeSeq: seqCursor(q.cursor) });
    ctx.body = { data: page.data, nextCursor: nextCursor(page.nextBeforeSeq) };
  });

  router.post('/api/events/:id/redeliver', auth, async (ctx) => {
    const { body, req, accountId, scope } = accountWrite(ctx, redeliverRequest);
    const event = await eventsDb.getEvent(deps.db, scope, pathParams(pathSchemas.event, ctx.params, 'Event').id);
    if (!event) throw notFound('Event');
    const endpointIds = req.endpointId ? [await enabledEndpoint(scope, req.endpointId)] : await webhooksDb.subscribedEndpointIds(deps.db, scope, event.type);
    await idempotent(ctx, deps, { endpoint: 'events.redeliver', accountId, payload: body, logical: { ...req, id: event.id } }, async (db, keyed) => {
      const deliveries = await webhooksDb.openRedeliveries(db, accountId, event.id, endpointIds, keyed?.token ?? newId('whd'));
      try {
        for (const d of deliveries) await queueWebhookDelivery(temporalClient(), deps.webhooks.queue, accountId, d);
      } catch (err) {
        throw mapTemporalError(err) ?? err;
      }
      return {
        status: 202,
        body: { eventId: event.id, deliveries: deliveries.map((d) => ({ id: d.deliveryId, endpointId: d.endpointId, status: 'pending' as const })) } satisfies Redelivery,
      };
    });
  });

  /** A redelivery goes to an endpoint of the account that takes deliveries. */
  async function enabledEndpoint(scope: Scope, endpointId: string): Promise<string> {
    const endpoint = await requireEndpoint(scope, endpointId);
    if (endpoint.status !== 'enabled') {
      throw new ApiError(409, 'WEBHOOK_ENDPOINT_DISABLED', 'The webhook endpoint is disabled: enable it (PATCH status "enabled") first', 'endpointId', {
        endpointId,
        disabledReason: endpoint.disabledReason,
      });
    }
    return endpoint.id;
  }

  function temporalClient() {
    if (!deps.temporal) throw temporalNotConnected();
    return deps.temporal;
  }

  return router;
}
