import type Koa from 'koa';
import Router from '@koa/router';
import { httpRequestDuration, metricsText, METRICS_CONTENT_TYPE } from '../runtime/metrics';
import { bearerMatches } from './auth';
import type { ApiDeps, AppContext, AppState } from './context';
import { ApiError } from './errors';

/** Scraped and probed every few seconds: logged at debug, or they would drown the request log. */
const QUIET_ROUTES = new Set(['/metrics', '/healthz']);

/**
 * The route template that took the request (`/api/exports/:id`), never the raw path: IDs in label values
 * would make a time series per batch. Requests no route took (404, 405) are `unmatched`. Not the router's
 * `_matchedRoute`: a prefix middleware that answers (the admin 401) leaves its own pattern there.
 */
export function routeOf(ctx: AppContext): string {
  const route = ctx.matched?.filter((layer) => layer.methods.includes(ctx.method)).at(-1);
  return route ? String(route.path) : 'unmatched';
}

/**
 * Measures each request once, when its response is finished (so the status is the one the error handler
 * answered), into http_request_duration_seconds and one log line. The line carries no header, query
 * string or body: keys and tokens never reach the logs.
 */
export function observeRequests(deps: Pick<ApiDeps, 'logger'>) {
  return async (ctx: AppContext, next: Koa.Next) => {
    const started = process.hrtime.bigint();
    let observed = false;
    const observe = () => {
      if (observed) return;
      observed = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(ctx);
      // 'close' before 'finish': the client went away before the answer was sent (nginx's 499).
      const status = ctx.res.writableFinished ? ctx.res.statusCode : 499;
      httpRequestDuration.observe({ method: ctx.method, route, status: String(status) }, seconds);
      const line = { method: ctx.method, route, status, durationMs: Math.round(seconds * 10_000) / 10, requestId: ctx.state.requestId, accountId: ctx.state.auth?.accountId };
      if (QUIET_ROUTES.has(route)) deps.logger.debug(line, 'request');
      else deps.logger.info(line, 'request');
    };
    ctx.res.once('finish', observe);
    ctx.res.once('close', observe);
    await next();
  };
}

/**
 * GET /metrics. With METRICS_TOKEN it takes that bearer token; without, it is open on the embedded default
 * (this machine) and off elsewhere (404), since route volumes and latencies are nobody else's business.
 */
export function metricsRoutes(deps: Pick<ApiDeps, 'metrics'>): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/metrics', async (ctx) => {
    const policy = deps.metrics;
    if (policy?.token) {
      if (!bearerMatches(ctx, policy.token)) throw new ApiError(401, 'INVALID_METRICS_TOKEN', 'GET /metrics requires Authorization: Bearer <METRICS_TOKEN>');
    } else if (!policy?.open) {
      throw new ApiError(404, 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
    }
    ctx.type = METRICS_CONTENT_TYPE;
    ctx.body = await metricsText();
  });
  return router;
}
