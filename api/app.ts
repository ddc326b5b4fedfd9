import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { ApiDeps, AppContext, AppState } from './context';
import { ApiError } from './errors';
import { adminRoutes } from './routes/admin';
import { customsRoutes } from './routes/customs';
import { docsRoutes } from './routes/docs';
import { exportRoutes } from './routes/exports';
import { orderRoutes } from './routes/orders';
import { productRoutes } from './routes/products';

/** Maps whatever a handler threw to the one error body; an unexpected fault never shows its stack. */
function errorHandler(deps: ApiDeps) {
  return async (ctx: AppContext, next: Koa.Next) => {
    const requestId = ctx.get('X-Request-Id') || randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
      // Nothing answered: an unknown route.
      if (ctx.status === 404 && ctx.body == null) throw new ApiError(404, 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
    } catch (err) {
      let apiError: ApiError;
      if (err instanceof ApiError) {
        apiError = err;
      } else {
        deps.logger.error({ err, requestId, method: ctx.method, path: ctx.path }, 'unhandled error');
        apiError = new ApiError(500, 'INTERNAL_ERROR', 'Internal error; quote the requestId when reporting it', undefined, { requestId });
      }
      ctx.status = apiError.status;
      ctx.body = apiError.toBody();
    }
  };
}

function parseBody(deps: ApiDeps) {
  return bodyParser({
    enableTypes: ['json'],
    // curl -d and some clients send JSON as form or text; the API speaks only JSON, so parse it as such.
    extendTypes: { json: ['application/json', 'application/*+json', 'application/x-www-form-urlencoded', 'text/plain'] },
    jsonLimit: deps.bodyLimit,
    jsonStrict: true,
    onError: (err: Error & { status?: number; type?: string }) => {
      if (err.status === 413 || err.type === 'entity.too.large') {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', `Request body exceeds ${deps.bodyLimit}`);
      }
      if (err.status === 415) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Request body must be JSON');
      throw new ApiError(400, 'INVALID_REQUEST', 'Request body is not valid JSON');
    },
  });
}

/**
 * JSON may carry NUL characters and unpaired UTF-16 surrogates ("\\u0000", "\\ud800"), which PostgreSQL
 * refuses in text and jsonb. Such a body is a bad request, not a fault of ours.
 */
function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000') || !(value as string & { isWellFormed(): boolean }).isWellFormed();
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => hasUnstorableText(k) || hasUnstorableText(v));
  }
  return false;
}

async function rejectUnstorableText(ctx: AppContext, next: Koa.Next) {
  if (hasUnstorableText((ctx.request as { body?: unknown }).body)) {
    throw new ApiError(400, 'INVALID_REQUEST', 'Request body contains NUL characters or unpaired UTF-16 surrogates, which are not storable text');
  }
  await next();
}

export function createApp(deps: ApiDeps): Koa<AppState> {
  const app = new Koa<AppState>();
  app.proxy = true;
  app.use(errorHandler(deps) as Koa.Middleware<AppState>);
  app.use(parseBody(deps) as unknown as Koa.Middleware<AppState>);
  app.use(rejectUnstorableText as Koa.Middleware<AppState>);

  const health = new Router<AppState>();
  health.get('/healthz', async (ctx) => {
    const report = await deps.health();
    ctx.status = report.ok ? 200 : 503;
    ctx.body = { status: report.ok ? 'ok' : 'unavailable', checks: report.checks };
  });

  const root = new Router<AppState>();
  for (const router of [health, adminRoutes(deps), productRoutes(deps), orderRoutes(deps), exportRoutes(deps), customsRoutes(deps), docsRoutes()]) root.use(router.routes());
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
