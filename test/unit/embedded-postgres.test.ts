import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

// PGlite loads its WASM with a dynamic import, which jest's VM sandbox refuses: serve it from a child
// process running the built module (npm test builds first), as the service does.
const MODULE = path.join(__dirname, '..', '..', 'dist', 'runtime', 'embedded-postgres.js');
let child: ChildProcess;
let url: string;
let pool: pg.Pool;

beforeAll(async () => {
  child = spawn(process.execPath, ['-e', `require(${JSON.stringify(MODULE)}).startEmbeddedPostgres({ maxConnections: 20 }).then((e) => console.log(e.url))`]);
  url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`PGlite child exited with ${code}`)));
  });
  pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)');
});
afterAll(async () => {
  await pool.end();
  child.kill();
});

test('concurrent connections each see their own parameterised results', async () => {
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) => pool.query('SELECT $1::int AS v, $2::text AS s', [i, `s${i}`])),
  );
  results.forEach((r, i) => expect(r.rows[0]).toEqual({ v: i, s: `s${i}` }));
});

test('transactions on different connections do not mix', async () => {
  await pool.query('INSERT INTO counters VALUES (1, 0)');
  const increment = async (rollback: boolean) => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query('SELECT n FROM counters WHERE id = $1', [1]);
      await new Promise((r) => setTimeout(r, 1));
      await client.query('UPDATE counters SET n = $1 WHERE id = 1', [rows[0].n + 1]);
      await client.query(rollback ? 'ROLLBACK' : 'COMMIT');
    } finally {
      client.release();
    }
  };
  await Promise.all(Array.from({ length: 40 }, (_, i) => increment(i % 4 === 0)));
  const { rows } = await pool.query('SELECT n FROM counters WHERE id = 1');
  // One session serialises the transactions: no lost update, rolled-back ones leave no trace.
  expect(rows[0].n).toBe(30);
});

test('a connection dropped inside a transaction is rolled back', async () => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  await client.query('INSERT INTO counters VALUES (2, 99)');
  await client.end();
  const { rows } = await pool.query('SELECT count(*)::int AS c FROM counters WHERE id = 2');
  expect(rows[0].c).toBe(0);
});
