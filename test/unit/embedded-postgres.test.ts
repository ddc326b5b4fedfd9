import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../runtime/embedded-postgres';

/**
 * The embedded default's PostgreSQL itself (runtime/embedded-postgres.ts): a real server, with the
 * sessions, locks and deadlock detection PGlite's one session never had, its small-host settings, its
 * cluster kept across starts, and stopped when the process that started it is killed.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-embedded-pg-'));
const dataDir = path.join(root, 'postgres');
let server: EmbeddedPostgres;
let pool: pg.Pool;

beforeAll(async () => {
  server = await startEmbeddedPostgres({ dataDir });
  pool = new pg.Pool({ connectionString: server.url, max: 10 });
  await pool.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
  await pool.query('INSERT INTO counters VALUES (1, 0), (2, 0)');
}, 60_000);
afterAll(async () => {
  await pool?.end();
  await server?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

const ALIVE = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
};

async function inTransaction<T>(fn: (c: pg.PoolClient) => Promise<T>): Promise<T> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const out = await fn(c);
    await c.query('COMMIT');
    return out;
  } catch (err) {
    await c.query('ROLLBACK');
    throw err;
  } finally {
    c.release();
  }
}

test('it is PostgreSQL 18 with the small-host settings, on loopback TCP only', async () => {
  expect(server.version).toMatch(/^PostgreSQL 18\.\d+$/);
  const { rows } = await pool.query(
    "SELECT current_setting('server_version_num')::int AS v, current_setting('shared_buffers') AS sb, current_setting('max_connections') AS mc, current_setting('listen_addresses') AS la, current_setting('unix_socket_directories') AS us, current_setting('fsync') AS fsync",
  );
  expect(rows[0]).toEqual({ v: expect.any(Number), sb: '16MB', mc: '50', la: '127.0.0.1', us: '', fsync: 'on' });
  expect(rows[0].v).toBeGreaterThanOrEqual(180000);
  // Without the password: refused (SCRAM, not trust).
  const anonymous = new pg.Client({ connectionString: server.url.replace(/:[^:@/]+@/, ':wrong@') });
  await expect(anonymous.connect()).rejects.toThrow(/password authentication failed/);
});

test('a row lock makes the second writer wait; SKIP LOCKED passes it by', async () => {
  const holder = await pool.connect();
  try {
    await holder.query('BEGIN');
    await holder.query('SELECT * FROM counters WHERE id = 1 FOR UPDATE');
    const skipped = await inTransaction((c) => c.query('SELECT id FROM counters ORDER BY id FOR UPDATE SKIP LOCKED'));
    expect(skipped.rows).toEqual([{ id: 2 }]);
    let waited = false;
    const writer = inTransaction((c) => c.query('UPDATE counters SET n = n + 1 WHERE id = 1')).then(() => (waited = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(waited).toBe(false); // blocked behind the lock, as on any PostgreSQL server
    await holder.query('COMMIT');
    await writer;
  } finally {
    holder.release();
  }
  expect((await pool.query('SELECT n FROM counters WHERE id = 1')).rows[0].n).toBe(1);
});

test('two transactions that wait on each other: PostgreSQL detects the deadlock (40P01)', async () => {
  const a = await pool.connect();
  const b = await pool.connect();
  try {
    await a.query('BEGIN');
    await b.query('BEGIN');
    await a.query('UPDATE counters SET n = n + 1 WHERE id = 1');
    await b.query('UPDATE counters SET n = n + 1 WHERE id = 2');
    const results = await Promise.allSettled([a.query('UPDATE counters SET n = n + 1 WHERE id = 2'), b.query('UPDATE counters SET n = n + 1 WHERE id = 1')]);
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code?: string }).code : 'ok'));
    expect(codes.sort()).toEqual(['40P01', 'ok']);
  } finally {
    await a.query('ROLLBACK');
    await b.query('ROLLBACK');
    a.release();
    b.release();
  }
});

test('an advisory lock is held by one session at a time', async () => {
  const a = await pool.connect();
  const b = await pool.connect();
  try {
    expect((await a.query('SELECT pg_try_advisory_lock(42) AS got')).rows[0].got).toBe(true);
    expect((await b.query('SELECT pg_try_advisory_lock(42) AS got')).rows[0].got).toBe(false);
    await a.query('SELECT pg_advisory_unlock(42)');
    expect((await b.query('SELECT pg_try_advisory_lock(42) AS got')).rows[0].got).toBe(true);
    await b.query('SELECT pg_advisory_unlock(42)');
  } finally {
    a.release();
    b.release();
  }
});

test('when the service runs as root, PostgreSQL runs as the unprivileged system user', () => {
  const uid = Number(/^Uid:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${server.pid()}/status`, 'utf8'))?.[1]);
  if (process.getuid?.() === 0) {
    expect(server.runsAs).toBe('postgres');
    expect(uid).not.toBe(0);
  } else {
    expect(server.runsAs).toBeUndefined();
    expect(uid).toBe(process.getuid?.());
  }
});

test('a second start on the same directory keeps the data; an unfinished cluster is made again', async () => {
  const dir = path.join(root, 'kept');
  const first = await startEmbeddedPostgres({ dataDir: dir });
  const c1 = new pg.Client({ connectionString: first.url });
  await c1.connect();
  await c1.query('CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');
  await c1.end();
  await first.stop();
  const second = await startEmbeddedPostgres({ dataDir: dir });
  const c2 = new pg.Client({ connectionString: second.url });
  await c2.connect();
  expect((await c2.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
  await c2.end();
  await second.stop();

  // A first start that died before it finished (no marker): the half-made cluster is not trusted.
  fs.rmSync(path.join(dir, 'export-protocol-initialised'));
  const third = await startEmbeddedPostgres({ dataDir: dir });
  const c3 = new pg.Client({ connectionString: third.url });
  await c3.connect();
  expect((await c3.query("SELECT to_regclass('kept') AS t")).rows[0].t).toBeNull();
  await c3.end();
  await third.stop();
}, 60_000);

test('the server stops by itself when the process that started it is SIGKILLed', async () => {
  const dir = path.join(root, 'orphan');
  const module = path.join(__dirname, '..', '..', 'dist', 'runtime', 'embedded-postgres.js');
  const child = spawn(process.execPath, ['-e', `require(${JSON.stringify(module)}).startEmbeddedPostgres({ dataDir: ${JSON.stringify(dir)} }).then((s) => { console.log('pid', s.pid()); setInterval(() => undefined, 1000); })`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = /pid (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code} before the server started`)));
  });
  expect(ALIVE(pid)).toBe(true);
  child.kill('SIGKILL');
  const deadline = Date.now() + 15_000;
  while (ALIVE(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  expect(ALIVE(pid)).toBe(false);
  expect(fs.existsSync(path.join(dir, 'postmaster.pid'))).toBe(false); // a clean shutdown, not a crash
}, 60_000);
