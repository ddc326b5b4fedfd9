import { createHash, timingSafeEqual } from 'node:crypto';
import type { Next } from 'koa';
import { findAccountByApiKey } from '../db/accounts';
import type { Scope } from '../domain/environments';
import type { ApiDeps, AppContext } from './context';
import { ApiError, accountScopeMismatch, invalidApiKey } from './errors';
import { withinRateLimit } from './rate-limit';

function bearer(ctx: AppContext): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'));
  return m?.[1];
}

/**
 * Public API: a live API key of some account, else 401 INVALID_API_KEY. The request then counts against
 * the key's rate limit (api/rate-limit.ts): its 404s and 400s too, which carry the RateLimit headers.
 */
export function requireApiKey(deps: Pick<ApiDeps, 'db' | 'rateLimiter'>) {
  return async (ctx: AppContext, next: Next) => {
    const secret = bearer(ctx);
    const found = secret ? await findAccountByApiKey(deps.db, secret) : undefined;
    if (!found) throw invalidApiKey();
    ctx.state.auth = found;
    await withinRateLimit(ctx, deps.rateLimiter, async () => {
      if (ctx.state.pathError) throw ctx.state.pathError;
      await next();
    });
  };
}

/** The key's account and environment: what it may read and write; only called behind requireApiKey. */
export function scopeOf(ctx: AppContext): Scope {
  if (!ctx.state.auth) throw invalidApiKey();
  return { accountId: ctx.state.auth.accountId, environment: ctx.state.auth.environment };
}

/** The key's account; only called behind requireApiKey. */
export function accountOf(ctx: AppContext): string {
  if (!ctx.state.auth) throw invalidApiKey();
  return ctx.state.auth.accountId;
}

/**
 * A write whose body names another account is refused before anything else is looked at, so a key
 * learns nothing about other accounts' data from validation messages.
 */
export function assertAccountScope(ctx: AppContext, body: Record<string, unknown>, field = 'accountId'): void {
  const payloadAccountId = body[field];
  const apiKeyAccountId = accountOf(ctx);
  if (typeof payloadAccountId === 'string' && payloadAccountId !== apiKeyAccountId) {
    throw accountScopeMismatch(apiKeyAccountId, payloadAccountId, field);
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Whether the request's bearer token is `secret`, compared in constant time. */
export function bearerMatches(ctx: AppContext, secret: string): boolean {
  const token = bearer(ctx);
  return token !== undefined && timingSafeEqual(digest(token), digest(secret));
}

/** Admin API: Bearer EXPORT_ADMIN_TOKEN; with no token configured the admin API does not exist (404). */
export function requireAdmin(deps: Pick<ApiDeps, 'adminToken'>) {
  return async (ctx: AppContext, next: Next) => {
    if (!deps.adminToken) throw new ApiError(404, 'NOT_FOUND', `No route for ${ctx.method} ${ctx.path}`);
    if (!bearerMatches(ctx, deps.adminToken)) {
      throw new ApiError(401, 'INVALID_ADMIN_TOKEN', 'Admin routes require Authorization: Bearer <EXPORT_ADMIN_TOKEN>');
    }
    if (ctx.state.pathError) throw ctx.state.pathError;
    await next();
  };
}
