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
    // DELETE too: deleting a webhook endpoint takes an optional body (accountId, idempotencyKey).
    parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
    onError: (err: Error & { status?: number; type?: string; body?: unknown }, ctx: Koa.Context) => {
      const withoutProto = err.status === 400 && typeof err.body === 'string' ? parseWithoutProto(err.body) : undefined;
      if (withoutProto !== undefined) {
        (ctx.request as { body?: unknown }).body = withoutProto.value;
        (ctx.request as { rawBody?: string }).rawBody = err.body as string;
        return;
      }
      (ctx.state as AppState).bodyError =
        err.status === 413 || err.type === 'entity.too.large'
          ? new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${deps.bodyLimit}`)
          : err.status === 415
            ? new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON')
            : new ApiError(400, 'INVALID_REQUEST', 'Request body is not valid JSON');
    },
  });
}

/**
 * Valid JSON that co-body's parser refused only for a `__proto__` key (it guards against prototype
 * poisoning), parsed with every `__proto__` key dropped: unknown fields are ignored anyway, and no code
 * then meets the one key that assignment would turn into a prototype. Undefined when it is not JSON.
 */
function parseWithoutProto(text: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(text, (key, value) => (key === '__proto__' ? undefined : value)) };
  } catch {
    return undefined;
  }
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
  app.use(methodsOf(root) as Koa.Middleware<AppState>);
  app.use(root.routes());
  return app;
}

/**
 * 405 METHOD_NOT_ALLOWED (with `Allow`) for a known path and a method no route of it serves, and the
 * answer to OPTIONS (204 with `Allow`). Instead of the router's allowedMethods: thrown as an ApiError, its
 * 405 would lose the Allow header. The path names the resource of its most specific routes: where a
 * fixed path also fits a parameterised route (`/products/sync` and `/products/:id`), the fixed one, as
 * the OpenAPI document lists them (no ID has that form: IDs carry their prefix, `prd_…`), so
 * `GET /products/sync` is 405 with `Allow: POST`. HEAD comes with GET.
 */
function methodsOf(router: Router<AppState>) {
  return async (ctx: AppContext, next: Koa.Next) => {
    const layers = router.match(ctx.path, ctx.method).path.filter((layer) => layer.methods.length > 0);
    if (layers.length === 0) return next(); // an unknown path: 404 NOT_FOUND
    const fewest = Math.min(...layers.map((layer) => layer.paramNames.length));
    const methods = new Set(layers.filter((layer) => layer.paramNames.length === fewest).flatMap((layer) => layer.methods));
    const allow = [...methods].join(', ');
    if (ctx.method === 'OPTIONS') {
      ctx.set('Allow', allow);
      ctx.status = 204;
      return;
    }
    if (!methods.has(ctx.method)) {
      ctx.set('Allow', allow);
      throw new ApiError(405, 'METHOD_NOT_ALLOWED', `${ctx.method} is not allowed on this route; Allow: ${allow}`, undefined, { allow: allow.split(', ') });
    }
    return next();
  };
}
