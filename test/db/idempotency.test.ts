import pg from 'pg';
import * as records from '../../db/idempotency';
import type { Queryable } from '../../db/pool';
import type { Service } from '../../runtime/service';
import { createTenant, http, startTestService } from '../helpers/stack';

/**
 * The idempotency record's statements against the run's real database, including the races between
 * them that concurrent requests and the expiry sweep produce.
 */
let service: Service;
let accountId: string;
const opts = { ttlHours: 1, lockTimeoutMs: 60_000 };
let n = 0;
const scope = () => ({ accountId, environment: 'live' as const, endpoint: 'test.claim', key: `k-${++n}` });

beforeAll(async () => {
  service = await startTestService();
  accountId = (await createTenant(http(service.url), 'Claims')).accountId;
});

afterAll(async () => {
  await service?.stop();
});

/** A connection that runs `between` once, right after the first statement matching `after`. */
function interleaved(db: pg.Pool, after: RegExp, between: () => Promise<unknown>): Queryable {
  let fired = false;
  return {
    query: async (text: string, values?: unknown[]) => {
      const result = await db.query(text, values);
      if (!fired && after.test(text)) {
        fired = true;
        await between();
      }
      return result;
    },
  } as unknown as Queryable;
}

test('a claim that loses to a record which is released or swept before it looks again claims it after all', async () => {
  for (const vanish of ['DELETE FROM idempotency_records', "UPDATE idempotency_records SET state = 'released'"]) {
    const s = scope();
    expect((await records.claim(service.db, s, 'fp', opts)).kind).toBe('claimed');
    // The second claim's INSERT finds the first request's record in progress; before it reads that
    // record, the record goes (its owner failed and released it, or the sweep deleted it).
    const racing = interleaved(service.db, /INSERT INTO idempotency_records/, () =>
      service.db.query(`${vanish} WHERE account_id = $1 AND endpoint = $2 AND idempotency_key = $3`, [s.accountId, s.endpoint, s.key]),
    );
    const second = await records.claim(racing, s, 'fp', opts);
    expect(second.kind).toBe('claimed');
  }
});

test('a released record keeps its token; the attempt moves on only after a definite failure', async () => {
  const s = scope();
  const first = await records.claim(service.db, s, 'fp', opts);
  if (first.kind !== 'claimed') throw new Error('not claimed');
  expect(first.attempt).toBe(1);

  await records.release(service.db, s, 'fp', false); // a timeout: the operation may still be running
  const again = await records.claim(service.db, s, 'fp', opts);
  expect(again).toEqual({ kind: 'claimed', token: first.token, attempt: 1 });

  await records.release(service.db, s, 'fp', true); // a definite failure: the retry is a new attempt
  const third = await records.claim(service.db, s, 'fp', opts);
  expect(third).toEqual({ kind: 'claimed', token: first.token, attempt: 2 });

  await records.release(service.db, s, 'fp', true);
  const other = await records.claim(service.db, s, 'another payload', opts);
  expect(other.kind === 'claimed' && other.token !== first.token && other.attempt === 1).toBe(true);
});

test('an in-progress record of a dead owner is taken over by the same payload only, with its token and attempt', async () => {
  const s = scope();
  const first = await records.claim(service.db, s, 'fp', { ...opts, lockTimeoutMs: 1 });
  await new Promise((r) => setTimeout(r, 20));
  expect((await records.claim(service.db, s, 'other', opts)).kind).toBe('in_progress');
  expect(await records.claim(service.db, s, 'fp', opts)).toEqual(first);
});

test('a renewed record stays locked past its timeout; once renewals stop, the same payload takes it over', async () => {
  const s = scope();
  const lease = { ...opts, lockTimeoutMs: 1000 };
  const first = await records.claim(service.db, s, 'fp', lease);
  for (let i = 0; i < 4; i++) {
    await new Promise((r) => setTimeout(r, 400));
    await records.renew(service.db, s, 'fp', lease.lockTimeoutMs);
  }
  // 1.6 s after the claim, past the 1 s timeout: still its owner's.
  expect((await records.claim(service.db, s, 'fp', lease)).kind).toBe('in_progress');
  await new Promise((r) => setTimeout(r, 1100));
  expect(await records.claim(service.db, s, 'fp', lease)).toEqual(first);
});
