import { setTimeout as sleep } from 'node:timers/promises';
import { fingerprint, withoutNulls } from '../domain/canonical';
import * as records from '../db/idempotency';
import { inTransaction, type Queryable } from '../db/pool';
import type { ApiDeps, AppContext } from './context';
import { ApiError, validationError } from './errors';

export interface Outcome { status: number; body: unknown }

/** The key: header `Idempotency-Key`, else body `idempotencyKey`; the header wins. */
export function idempotencyKeyOf(ctx: AppContext, body: Record<string, unknown>): string | undefined {
  const header = ctx.get('Idempotency-Key');
  const key = header !== '' ? header : body.idempotencyKey;
  if (key === undefined || key === null) return undefined;
  if (typeof key !== 'string' || key.length < 1 || key.length > 255) {
    const where = header !== '' ? 'Idempotency-Key' : 'idempotencyKey';
    throw validationError([{ path: where, message: 'must be a string of 1 to 255 characters', code: 'invalid_idempotency_key' }]);
  }
  return key;
}

/**
 * Runs a write at most once per (account, endpoint, key):
 * - the same key and payload again replays the stored status and body (header `Idempotency-Replayed: true`);
 * - the same key with another payload is 409 IDEMPOTENCY_CONFLICT;
 * - a duplicate that arrives while the first is running waits up to IDEMPOTENCY_WAIT_MS for it, then
 *   gets 409 IDEMPOTENCY_CONFLICT with details.reason "in_progress".
 * Only 2xx outcomes are stored: a failed request wrote nothing and may be retried with the same key.
 * With `transactional`, `run` gets the transaction and the stored response commits with its writes.
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
  },
  run: (db: Queryable) => Promise<Outcome>,
): Promise<void> {
  const key = idempotencyKeyOf(ctx, opts.payload);
  const respond = (o: Outcome) => {
    ctx.status = o.status;
    ctx.body = o.body;
  };
  if (key === undefined) {
    respond(opts.transactional ? await inTransaction(deps.db, run) : await run(deps.db));
    return;
  }
  const { idempotencyKey: _omit, ...logical } = opts.logical as Record<string, unknown>;
  const fp = fingerprint(withoutNulls(logical));
  const scope = { accountId: opts.accountId, endpoint: opts.endpoint, key };

  const deadline = Date.now() + deps.idempotency.waitMs;
  for (let delay = 20; ; delay = Math.min(delay * 2, 250)) {
    const claim = await records.claim(deps.db, scope, fp, deps.idempotency);
    if (claim.kind !== 'claimed' && claim.fingerprint !== fp) {
      // The spec's details "e.g. batchId": the batch the key's first request planned or executed.
      const first = claim.kind === 'completed' ? (claim.body as { exportId?: unknown } | null) : null;
      throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with a different payload', undefined, {
        idempotencyKey: key,
        reason: 'payload_mismatch',
        ...(typeof first?.exportId === 'string' ? { batchId: first.exportId } : {}),
      });
    }
    if (claim.kind === 'completed') {
      ctx.set('Idempotency-Replayed', 'true');
      respond({ status: claim.status, body: claim.body });
      return;
    }
    if (claim.kind === 'claimed') break;
    if (Date.now() >= deadline) {
      throw new ApiError(409, 'IDEMPOTENCY_CONFLICT', 'A request with this Idempotency-Key is still in progress; retry shortly', undefined, {
        idempotencyKey: key,
        reason: 'in_progress',
      });
    }
    await sleep(delay);
  }

  const store = async (db: Queryable, o: Outcome) => {
    if (o.status >= 200 && o.status < 300) await records.complete(db, scope, fp, o.status, o.body);
    else await records.release(db, scope, fp);
    return o;
  };
  try {
    const outcome = opts.transactional
      ? await inTransaction(deps.db, async (tx) => store(tx, await run(tx)))
      : await store(deps.db, await run(deps.db));
    respond(outcome);
  } catch (err) {
    await records.release(deps.db, scope, fp).catch(() => undefined);
    throw err;
  }
}
