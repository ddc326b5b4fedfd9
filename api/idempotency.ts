import { setTimeout as sleep } from 'node:timers/promises';
import { fingerprint, withoutNulls } from '../domain/canonical';
import * as records from '../db/idempotency';
import { inTransaction, type Queryable } from '../db/pool';
import { scopeOf } from './auth';
import type { ApiDeps, AppContext } from './context';
import { ApiError, validationError } from './errors';
import { routeOf } from './observe';
import { idempotencyConflicts, idempotencyReplays } from '../runtime/metrics';

export interface Outcome { status: number; body: unknown }

/** The key: header `Idempotency-Key`, else body `idempotencyKey`; the header wins. */
export function idempotencyKeyOf(ctx: AppContext, body: Record<string, unknown>): string | undefined {
  const header = ctx.get('Idempotency-Key');
  const key = header !== '' ? header : body.idempotencyKey;
  if (key === undefined || key === null) return undefined;
  // Characters (code points), as the document's maxLength counts them, not UTF-16 units.
  const length = typeof key === 'string' ? [...key].length : 0;
  if (typeof key !== 'string' || length < 1 || length > 255) {
    const where = header !== '' ? 'Idempotency-Key' : 'idempotencyKey';
    throw validationError([{ path: where, message: 'must be a string of 1 to 255 characters', code: 'invalid_idempotency_key' }]);
  }
  return key;
}

/** What a keyed request's work may build on: the record's token and attempt (db/idempotency.ts). */
export interface KeyedRun extends records.Claim { key: string }

/** Errors after which the operation may still be running or may have succeeded: the retry joins it. */
const AMBIGUOUS_ERRORS = new Set(['TEMPORAL_UNAVAILABLE', 'DATABASE_UNAVAILABLE', 'INTERNAL_ERROR']);
const isDefiniteFailure = (err: unknown) => err instanceof ApiError && !AMBIGUOUS_ERRORS.has(err.errorCode);

/** Seconds a client should wait before retrying a request whose twin is still running. */
export const IN_PROGRESS_RETRY_AFTER_S = 1;

/**
 * Runs a write at most once per (account, endpoint, key):
 * - the same key and payload again replays the stored status and body (header `Idempotency-Replayed: true`);
 * - the same key with another payload is 409 IDEMPOTENCY_CONFLICT (details.reason "payload_mismatch");
 * - a duplicate that arrives while the first is running waits up to IDEMPOTENCY_WAIT_MS for it, then
 *   gets 409 IDEMPOTENCY_CONFLICT with details.reason "in_progress", `retryable: true` and Retry-After.
 * Only 2xx outcomes are stored: a failed request is released and may be retried with the same key
 * (`run` gets the record's token and attempt: see KeyedRun). With `transactional`, `run` gets the
 * transaction and the stored response commits with its writes.
 */
export async function idempotent(
  ctx: AppContext,
  deps: Pick<ApiDeps, 'db' | 'idempotency'>,
  opts: {
    endpoint: string;
    accountId: string;
    /** The body as sent: where `idempotencyKey` may be. */
    payload: Record<string, unknown>;
    /**
     * The request as validated (defaults applied, values normalised, unknown fields dropped): the
     * "logical payload" the fingerprint is taken of, so a retry serialised differently still replays.
     */
    logical: object;
    transactional?: boolean;
    /** What a replay answers, from the stored outcome (default: the stored outcome itself). */
    replay?: (stored: Outcome) => Promise<Outcome>;
    /** What the client is shown of an outcome, first time and replayed: what is stored may hold less (a sealed secret). */
    present?: (outcome: Outcome) => Outcome;
  },
  run: (db: Queryable, keyed?: KeyedRun) => Promise<Outcome>,
): Promise<void> {
  const key = idempotencyKeyOf(ctx, opts.payload);
  const respond = (stored: Outcome) => {
    const o = opts.present ? opts.present(stored) : stored;
    ctx.status = o.status;
    ctx.body = o.body;
  };
  // Past its rate limit a request goes on only as a replay (api/rate-limit.ts): it never runs or claims.
  const refusal = ctx.state.rateLimit?.refusal;
  if (key === undefined) {
    if (refusal) throw refusal;
    respond(opts.transactional ? await inTransaction(deps.db, (tx) => run(tx)) : await run(deps.db));
    return;
  }
  const { idempotencyKey: _omit, ...logical } = opts.logical as Record<string, unknown>;
  const fp = fingerprint(withoutNulls(logical));
  // The key's environment: the same Idempotency-Key in test and in live names two requests.
  const scope = { accountId: opts.accountId, environment: scopeOf(ctx).environment, endpoint: opts.endpoint, key };

  const claim = refusal ? await storedAnswer(deps, scope, fp, refusal) : await waitForClaim(ctx, deps, scope, fp);
  if (claim.kind === 'completed') {
    ctx.set('Idempotency-Replayed', 'true');
    idempotencyReplays.inc({ route: routeOf(ctx) });
    // A replay does not count against the key's rate limit: the unit it took on entry is given back.
    await ctx.state.rateLimit?.replayed();
    const stored = { status: claim.status, body: claim.body };
    respond(opts.replay ? await opts.replay(stored) : stored);
    return;
  }
  const keyed: KeyedRun = { key, token: claim.token, attempt: claim.attempt };
  const store = async (db: Queryable, o: Outcome) => {
    if (o.status >= 200 && o.status < 300) await records.complete(db, scope, fp, o.status, o.body);
    else await records.release(db, scope, fp, true);
    return o;
  };
  const lease = keepLocked(deps, scope, fp);
  try {
    const outcome = opts.transactional
      ? await inTransaction(deps.db, async (tx) => store(tx, await run(tx, keyed)))
      : await store(deps.db, await run(deps.db, keyed));
    respond(outcome);
  } catch (err) {
    await records.release(deps.db, scope, fp, isDefiniteFailure(err)).catch(() => undefined);
    throw err;
  } finally {
    lease.stop();
  }
}

/**
 * Renews the claimed record's lock every third of IDEMPOTENCY_LOCK_TIMEOUT_MS while the request runs:
 * a request may run longer than the timeout (execute waits for the broker), yet a claim whose process
 * died is free for the client's retry one timeout later, not after the longest possible request.
 */
function keepLocked(deps: Pick<ApiDeps, 'db' | 'idempotency'>, scope: records.IdempotencyScope, fp: string) {
  const { lockTimeoutMs } = deps.idempotency;
  const timer = setInterval(() => {
    // A missed renewal is harmless while the next succeeds; an outage fails the request anyway.
    records.renew(deps.db, scope, fp, lockTimeoutMs).catch(() => undefined);
  }, Math.max(100, Math.floor(lockTimeoutMs / 3)));
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Claims the record or finds its stored answer, waiting for a twin request still in progress; throws the 409s. */
async function waitForClaim(
  ctx: AppContext,
  deps: Pick<ApiDeps, 'db' | 'idempotency'>,
  scope: records.IdempotencyScope,
  fp: string,
): Promise<Extract<records.ClaimResult, { kind: 'claimed' | 'completed' }>> {
  const deadline = Date.now() + deps.idempotency.waitMs;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    const claim = await records.claim(deps.db, scope, fp, deps.idempotency);
    if (claim.kind === 'claimed') return claim;
    if (claim.fingerprint !== fp) throw counted(ctx, payloadMismatch(scope.key, claim));
    if (claim.kind === 'completed') return claim;
    if (Date.now() >= deadline) {
      ctx.set('Retry-After', String(IN_PROGRESS_RETRY_AFTER_S));
      throw counted(ctx, new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'A request with this Idempotency-Key and payload is still in progress; retry it unchanged shortly', undefined, {
        idempotencyKey: scope.key,
        reason: 'in_progress',
        retryable: true,
      }));
    }
    await sleep(delay);
  }
}

/** The stored answer of this very request (same key and payload), else `refusal`: a lookup, never a claim. */
async function storedAnswer(
  deps: Pick<ApiDeps, 'db'>,
  scope: records.IdempotencyScope,
  fp: string,
  refusal: ApiError,
): Promise<Extract<records.ClaimResult, { kind: 'completed' }>> {
  const found = await records.peek(deps.db, scope);
  if (found?.kind === 'completed' && found.fingerprint === fp) return found;
  throw refusal;
}

/** A 409 IDEMPOTENCY_CONFLICT, counted in export_idempotency_conflicts_total by route and reason. */
function counted(ctx: AppContext, conflict: ApiError): ApiError {
  idempotencyConflicts.inc({ route: routeOf(ctx), reason: String(conflict.details?.reason) });
  return conflict;
}

function payloadMismatch(key: string, claim: Exclude<records.ClaimResult, { kind: 'claimed' }>): ApiError {
  // The spec's details "e.g. batchId": the batch the key's first request planned or executed.
  const first = claim.kind === 'completed' ? (claim.body as { exportId?: unknown } | null) : null;
  return new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with a different payload', undefined, {
    idempotencyKey: key,
    reason: 'payload_mismatch',
    ...(typeof first?.exportId === 'string' ? { batchId: first.exportId } : {}),
  });
}
