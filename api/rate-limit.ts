import type { Logger } from 'pino';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/pool';
import { RATE_LIMIT_TABLE } from '../db/rate-limits';
import { rateLimited } from '../runtime/metrics';
import type { AppContext } from './context';
import { ApiError } from './errors';

/**
 * Per-API-key rate limits (README "Rate limits"). Each request authenticated by an API key counts against
 * one of its key's two quota policies: `reads` (GET, HEAD) or `writes` (POST, PATCH, DELETE: syncs, plan,
 * execute, the broker-submission retry, webhook endpoints, redeliveries). Past the quota: 429 RATE_LIMITED
 * with Retry-After. 401s, the admin API, /healthz, /metrics and the document are never counted.
 *
 * Defaults (RATE_LIMIT_READS, RATE_LIMIT_WRITES, RATE_LIMIT_WINDOW_SECONDS): 100 reads and 25 writes per
 * second and key, Stripe's order of magnitude (100/s in live mode, fewer for its costly writes). Far above
 * what an integration's reconciliation or polling needs, yet one runaway loop stays a fraction of what a
 * process serves; writes get less because each one may start or update a Temporal workflow and holds a
 * transaction, where a read is one indexed query.
 *
 * The counters are fixed windows in PostgreSQL (rate-limiter-flexible's RateLimiterPostgres over our pool,
 * table `rate_limits`): one upsert per request, atomic, so the quota holds across every API process.
 * A window starts at the key's first request after the previous one ended.
 */

export type PolicyName = 'reads' | 'writes';
export interface RateLimits { reads: number; writes: number; windowSeconds: number }

/** Where a key stands in its current window: `remaining` requests, the window ending in `resetSeconds`. */
export interface Standing { allowed: boolean; remaining: number; resetSeconds: number; windowEndsAt: number }

/** Logged at most this often while the limiter fails (PostgreSQL down): requests then go through. */
const FAILURE_LOG_INTERVAL_MS = 60_000;

const POLICIES: PolicyName[] = ['reads', 'writes'];

function standingOf(res: RateLimiterRes, allowed: boolean, windowSeconds: number): Standing {
  const ms = res.msBeforeNext >= 0 ? res.msBeforeNext : windowSeconds * 1000;
  return { allowed, remaining: res.remainingPoints, resetSeconds: Math.ceil(ms / 1000), windowEndsAt: Date.now() + ms };
}

/**
 * The counters of every key, one store per policy that is on (a quota of 0 turns it off). When a counter
 * cannot be read or written (PostgreSQL down, the pool starved) the request goes through, logged once a
 * minute: the limiter protects the service and must never be why a request fails; if PostgreSQL is down,
 * the request's own queries answer 503 DATABASE_UNAVAILABLE as before.
 */
export class RateLimiter {
  private readonly stores = new Map<PolicyName, RateLimiterPostgres>();
  private failureLoggedAt = 0;

  constructor(db: Db, readonly limits: RateLimits, private readonly logger: Logger) {
    for (const policy of POLICIES) {
      if (limits[policy] === 0) continue;
      const store = new RateLimiterPostgres({
        storeClient: db,
        storeType: 'pool',
        tableName: RATE_LIMIT_TABLE,
        // The migration made it; the service's sweep deletes ended windows (no timer per store).
        tableCreated: true,
        clearExpiredByTimeout: false,
        keyPrefix: policy,
        points: limits[policy],
        duration: limits.windowSeconds,
      });
      this.stores.set(policy, store);
    }
  }

  isOn(policy: PolicyName): boolean {
    return this.stores.has(policy);
  }

  /** Counts one request of the key; undefined when the counter could not be had (let it through). */
  take(policy: PolicyName, apiKeyId: string): Promise<Standing | undefined> {
    return this.count(policy, (store) => store.consume(apiKeyId));
  }

  /** Uncounts one request of the key (a replay); undefined when it could not. */
  giveBack(policy: PolicyName, apiKeyId: string): Promise<Standing | undefined> {
    return this.count(policy, (store) => store.reward(apiKeyId));
  }

  private async count(policy: PolicyName, op: (store: RateLimiterPostgres) => Promise<RateLimiterRes>): Promise<Standing | undefined> {
    const store = this.stores.get(policy);
    if (!store) return undefined;
    try {
      return standingOf(await op(store), true, this.limits.windowSeconds);
    } catch (err) {
      // rate-limiter-flexible rejects with its result past the quota, with an Error when the store failed.
      if (err instanceof RateLimiterRes) return standingOf(err, false, this.limits.windowSeconds);
      if (Date.now() - this.failureLoggedAt >= FAILURE_LOG_INTERVAL_MS) {
        this.failureLoggedAt = Date.now();
        this.logger.warn({ err }, 'rate limiter unavailable: requests go through unlimited (logged once a minute)');
      }
      return undefined;
    }
  }
}

/** What idempotent() (api/idempotency.ts) needs to know of the request's rate limit. */
export interface RateLimitState {
  /** Past the quota the request goes on only as an idempotent replay: this is its answer otherwise. */
  refusal?: ApiError;
  /** The request is a replay: it does not count, so its unit is given back. */
  replayed(): Promise<void>;
}

export const policyOf = (method: string): PolicyName => (method === 'GET' || method === 'HEAD' ? 'reads' : 'writes');

// draft-ietf-httpapi-ratelimit-headers-11 (May 2026), sections 3 and 4: each field is a Structured Field
// List of one Item, the policy's name as a String with its parameters: `"reads";q=100;w=1` (quota q per
// window of w seconds) and `"reads";r=42;t=1` (r requests left, the window ending in t seconds).
const policyField = (policy: PolicyName, limits: RateLimits) => `"${policy}";q=${limits[policy]};w=${limits.windowSeconds}`;
const standingField = (policy: PolicyName, s: Standing) => `"${policy}";r=${s.remaining};t=${s.resetSeconds}`;

function refusalOf(policy: PolicyName, limits: RateLimits, standing: Standing): ApiError {
  const retryAfterSeconds = Math.max(1, standing.resetSeconds);
  const quota = limits[policy];
  return new ApiError(429, 'RATE_LIMITED', `More ${policy} on this API key than its ${quota} per ${limits.windowSeconds} s allow; retry after ${retryAfterSeconds} s`, undefined, {
    policy,
    quota,
    windowSeconds: limits.windowSeconds,
    retryAfterSeconds,
  });
}

/** Answers the 429: Retry-After (the window's end, at least 1 s, as the draft asks), and the count by policy. */
function refuse(ctx: AppContext, refusal: ApiError): never {
  ctx.set('Retry-After', String((refusal.details as { retryAfterSeconds: number }).retryAfterSeconds));
  rateLimited.inc({ policy: String(refusal.details?.policy) });
  throw refusal;
}

/** An Idempotency-Key in the header or the body, where idempotencyKeyOf looks (it validates it). */
function sendsIdempotencyKey(ctx: AppContext): boolean {
  const body = (ctx.request as { body?: unknown }).body as { idempotencyKey?: unknown } | null | undefined;
  return ctx.get('Idempotency-Key') !== '' || typeof body?.idempotencyKey === 'string';
}

/**
 * Runs `next` within the key's rate limit (called by requireApiKey once the key is known): counts the
 * request, sets RateLimit-Policy and RateLimit on whatever the route answers (2xx or error), and answers
 * 429 past the quota.
 *
 * An idempotent replay does not count: its unit is taken on entry like any other and given back once
 * idempotent() finds the stored answer. Past the quota, a write with an Idempotency-Key is let on as far
 * as that lookup (it may be a replay, which is answered); anything else it turns out to be is the 429.
 * Before the lookup a route only validates and reads (never writes), so that is all such a request costs.
 */
export async function withinRateLimit(ctx: AppContext, limiter: RateLimiter | undefined, next: () => Promise<void>): Promise<void> {
  const policy = policyOf(ctx.method);
  const apiKeyId = ctx.state.auth?.apiKeyId;
  if (!limiter?.isOn(policy) || !apiKeyId) return next();
  ctx.set('RateLimit-Policy', policyField(policy, limiter.limits));
  const taken = await limiter.take(policy, apiKeyId);
  if (taken) ctx.set('RateLimit', standingField(policy, taken));
  let replay = false;
  ctx.state.rateLimit = {
    replayed: async () => {
      replay = true;
      // A replay that outlived its window gives nothing back: that window is gone, and giving back in
      // the next would grant the key a request more than its quota.
      if (!taken || Date.now() >= taken.windowEndsAt) return;
      const now = await limiter.giveBack(policy, apiKeyId);
      if (now) ctx.set('RateLimit', standingField(policy, now));
    },
  };
  if (!taken || taken.allowed) return next();
  const refusal = refusalOf(policy, limiter.limits, taken);
  if (policy === 'reads' || !sendsIdempotencyKey(ctx)) refuse(ctx, refusal);
  ctx.state.rateLimit.refusal = refusal;
  try {
    await next();
  } catch (err) {
    if (replay) throw err;
    refuse(ctx, refusal);
  }
  // Answered without the idempotency lookup (a dry-run plan): not a replay.
  if (!replay) refuse(ctx, refusal);
}
