import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { connectionFailure, createPool, inTransaction } from '../../db/pool';

/** The pool's own resilience, against the run's database (DATABASE_URL's or the embedded PostgreSQL). */
let db: pg.Pool;

beforeAll(() => {
  db = createPool(process.env.TEST_DATABASE_URL as string, 4);
});
afterAll(() => db?.end());

const failure = (code: string | undefined, message = `simulated ${code}`) => Object.assign(new Error(message), code ? { code } : {});

test.each([
  ['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432', 'unreachable'],
  ['57P03', 'the database system is starting up', 'unreachable'],
  ['08001', 'could not connect', 'unreachable'],
  ['57P01', 'terminating connection due to administrator command', 'connection_lost'],
  ['08006', 'connection failure', 'connection_lost'],
  ['ECONNRESET', 'read ECONNRESET', 'connection_lost'],
  [undefined, 'Connection terminated unexpectedly', 'connection_lost'],
  [undefined, 'Client has encountered a connection error and is not queryable', 'connection_lost'],
  [undefined, 'timeout exceeded when trying to connect', 'timeout'],
  ['40P01', 'deadlock detected', undefined],
  ['22003', 'numeric field overflow', undefined],
  ['23505', 'duplicate key value violates unique constraint', undefined],
  [undefined, 'something else', undefined],
])('connectionFailure(%s %j) is %s', (code, message, reason) => {
  expect(connectionFailure(failure(code, message))).toBe(reason);
});

test('connectionFailure is undefined for what is not an error object', () => {
  for (const v of [undefined, null, 'ECONNREFUSED', 42]) expect(connectionFailure(v)).toBeUndefined();
});

test('a refused connection is tried once more after a short pause, so a server back by then answers', async () => {
  const target = new URL(process.env.TEST_DATABASE_URL as string);
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  // Nothing listens on `port` when the query starts; 100 ms later a proxy to the database does.
  const url = new URL(target.href);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  const late = createPool(url.href, 1);
  const sockets = new Set<net.Socket>();
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  try {
    const answer = late.query('SELECT 1 AS one');
    await sleep(100);
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    expect((await answer).rows).toEqual([{ one: 1 }]);
  } finally {
    await late.end();
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => proxy.close(resolve));
  }
});

describe('inTransaction', () => {
  it('re-runs the whole transaction after a deadlock or serialization failure, the first attempt rolled back', async () => {
    const id = `acct_retry_${Date.now()}`;
    let attempts = 0;
    const result = await inTransaction(db, async (tx) => {
      attempts++;
      // The second attempt would hit a unique violation if the first one's insert had been kept.
      await tx.query('INSERT INTO accounts (id, name) VALUES ($1, $2)', [id, 'retried']);
      if (attempts === 1) throw failure('40P01');
      return 'done';
    });
    expect({ result, attempts }).toEqual({ result: 'done', attempts: 2 });
    const { rows } = await db.query('SELECT count(*)::int AS n FROM accounts WHERE id = $1', [id]);
    expect(rows[0].n).toBe(1);
  });

  it('gives up after a few attempts, and never retries other errors', async () => {
    let attempts = 0;
    const fail = (code: string) => () => {
      attempts++;
      return Promise.reject(failure(code));
    };
    await expect(inTransaction(db, fail('40001'))).rejects.toMatchObject({ code: '40001' });
    expect(attempts).toBeGreaterThan(1);
    expect(attempts).toBeLessThanOrEqual(5);
    attempts = 0;
    await expect(inTransaction(db, fail('23505'))).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
