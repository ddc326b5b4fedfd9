import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import { connectionFailure } from '../db/pool';
import type { ApiDeps, AppContext, AppState } from './context';
import { ApiError } from './errors';
import { JSON_TYPES } from './validate';
import { metricsRoutes, observeRequests } from './observe';
import { adminRoutes } from './routes/admin';
import { customsRoutes } from './routes/customs';
import { docsRoutes } from './routes/docs';
import { exportRoutes } from './routes/exports';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';
import { webhookRoutes } from './routes/webhooks';

// A client's request ID is echoed in a header and written to the logs: only a plain token is taken as is.
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Seconds a client should wait after DATABASE_UNAVAILABLE: about what a PostgreSQL restart takes. */
const DATABASE_RETRY_AFTER_S = 2;

/** Maps whatever a handler threw to the one error body; an unexpected fault never shows its stack. */
function errorHandler(deps: ApiDeps) {
  return async (ctx: AppContext, next: Koa.Next) => {
    const sent = ctx.get('X-Request-Id');
    const requestId = SANE_REQUEST_ID.test(sent) ? sent : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
      // Nothing answered: an unknown route.
      if (ctx.status === 404 && ctx.body == null) throw new ApiError(404, 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
    } catch (err) {
      const apiError = toApiError(ctx, deps, err);
      ctx.status = apiError.status;
      ctx.body = apiError.toBody();
    }
  };
}

function toApiError(ctx: AppContext, deps: ApiDeps, err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  const { requestId } = ctx.state;
  const reason = connectionFailure(err);
  if (reason) {
    // An outage, not a fault of the request or of ours: the same request may succeed shortly.
    deps.logger.warn({ err, requestId, method: ctx.method, path: ctx.path, reason }, 'database unavailable');
    ctx.set('Retry-After', String(DATABASE_RETRY_AFTER_S));
    return new ApiError(503, 'DATABASE_UNAVAILABLE', 'The database is unavailable; retry shortly', undefined, { reason });
  }
  deps.logger.error({ err, requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
  return new ApiError(500, 'INTERNAL_ERROR', 'Internal error; quote the requestId when reporting it', undefined, { requestId });
}

function parseBody(deps: ApiDeps) {
  return bodyParser({
    enableTypes: ['json'],
    // The API speaks only JSON, so what curl -d labels a form is parsed as JSON too.
    extendTypes: { json: JSON_TYPES },
    jsonLimit: deps.bodyLimit,
    // Any JSON value parses ("null", "3" are JSON): a body that is not an object is a validation error.
    jsonStrict: false,
    onError: (err: Error & { status?: number; type?: string }, ctx: Koa.Context) => {
      (ctx.state as AppState).bodyError =
        err.status === 413 || err.type === 'entity.too.large'
          ? new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${deps.bodyLimit}`)
          : err.status === 415
            ? new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON')
            : new ApiError(400, 'INVALID_REQUEST', 'Request body is not valid JSON');
    },
  });
}

/** Deeper than any request of the API; deeper bodies are refused before anything walks them. */
export const MAX_BODY_DEPTH = 32;

const unstorable = (s: string) => s.includes('\u0000') || !(s as string & { isWellFormed(): boolean }).isWellFormed();

/**
 * Why a parsed body cannot be accepted as text PostgreSQL can store, or undefined. JSON may carry NUL
 * characters and unpaired UTF-16 surrogates ("\\u0000", "\\ud800"), which PostgreSQL refuses in text
 * and jsonb; and it may nest arbitrarily deep, which would overflow any recursive walk (validation,
 * canonical JSON). Iterative, so the check itself cannot overflow.
 */
export function bodyProblem(body: unknown): string | undefined {
  const stack: Array<[unknown, number]> = [[body, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === 'string') {
      if (unstorable(value)) return 'Request body contains NUL characters or unpaired UTF-16 surrogates, which are not storable text';
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) return `Request body is nested deeper than ${MAX_BODY_DEPTH} levels`;
      if (Array.isArray(value)) {
        for (const v of value) stack.push([v, depth + 1]);
      } else {
        for (const [k, v] of Object.entries(value)) {
          if (unstorable(k)) return 'Request body contains NUL characters or unpaired UTF-16 surrogates, which are not storable text';
          stack.push([v, depth + 1]);
        }
      }
    }
  }
  return undefined;
}

/** The same for the path: an ID with a NUL or an unpaired surrogate cannot name anything stored. */
function pathProblem(path: string): boolean {
  try {
    return unstorable(decodeURIComponent(path));
  } catch {
    return true; // a malformed %-escape
  }
}

async function checkRequestText(ctx: AppContext, next: Koa.Next) {
  if (!ctx.state.bodyError) {
    const problem = bodyProblem((ctx.request as { body?: unknown }).body);
    if (problem) ctx.state.bodyError = new ApiError(400, 'INVALID_REQUEST', problem);
  }
  if (pathProblem(ctx.path)) ctx.state.pathError = new ApiError(404, 'NOT_FOUND', 'No resource has this ID');
  await next();
}

export function createApp(deps: ApiDeps): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = true;
  // Outermost, so the span sees the status the error handler settled on.
  if (deps.tracing) app.use(deps.tracing.middleware);
  app.use(errorHandler(deps) as Koa.Middleware<AppState>);
  app.use(observeRequests(deps) as Koa.Middleware<AppState>);
  app.use(parseBody(deps) as unknown as Koa.Middleware<AppState>);
  app.use(checkRequestText as Koa.Middleware<AppState>);

  const health = new Router<AppState>();
  health.get('/healthz', async (ctx) => {
    const report = await deps.health();
    ctx.status = report.ok ? 200 : 503;
    ctx.body = { status: report.ok ? 'ok' : 'unavailable', checks: report.checks };
  });

  const root = new Router<AppState>();
  for (const router of [health, metricsRoutes(deps), adminRoutes(deps), productRoutes(deps), orderRoutes(deps), exportRoutes(deps), customsRoutes(deps), webhookRoutes(deps), docsRoutes()]) root.use(router.routes());
  app.use(root.routes());
  app.use(
    root.allowedMethods({
      throw: true,
      methodNotAllowed: () => new ApiError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed on this route'),
      notImplemented: () => new ApiError(405, 'METHOD_NOT_ALLOWED', 'Method not allowed on this route'),
    }),
  );
  return app;
}
