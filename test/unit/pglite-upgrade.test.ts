import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../db/migrate';
import { copyPgliteInto } from '../../runtime/pglite-upgrade';

/**
 * Issue 32: upgrading keeps data. test/fixtures/previous-version-data.tar.xz is a data directory the
 * previous version (PGlite) wrote after one complete batch (test/fixtures/README.md); it is copied into a
 * fresh database of the test PostgreSQL, as the first start of the new version does.
 */
const FIXTURES = path.join(__dirname, '..', 'fixtures');
const expected = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'previous-version-data.json'), 'utf8')) as {
  batchId: string;
  rowCounts: Record<string, number>;
};

let extracted: string;
let admin: pg.Client;
const databases: string[] = [];

beforeAll(async () => {
  extracted = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-upgrade-'));
  execFileSync('tar', ['-xJf', path.join(FIXTURES, 'previous-version-data.tar.xz'), '-C', extracted]);
  admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
});

afterAll(async () => {
  for (const db of databases) await admin.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(extracted, { recursive: true, force: true });
});

/** A database of its own per test, on the test run's PostgreSQL (a superuser connection). */
async function freshDatabase(): Promise<string> {
  const name = `pglite_upgrade_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  databases.push(name);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function rowCounts(c: pg.Client): Promise<Record<string, number>> {
  const { rows } = await c.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of rows) counts[name] = Number((await c.query(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n);
  return counts;
}

/** A copy of the fixture's PGlite directory, changed by SQL run in PGlite (in a child: jest's VM cannot load its WASM). */
function alteredFixture(sql: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-altered-'));
  fs.cpSync(path.join(extracted, 'pglite'), dir, { recursive: true });
  const script = `require(${JSON.stringify(require.resolve('@electric-sql/pglite'))}).PGlite.create({ dataDir: process.argv[1] })
    .then(async (db) => { await db.exec(process.argv[2]); await db.close(); })`;
  execFileSync(process.execPath, ['-e', script, dir, sql], { timeout: 60_000 });
  return dir;
}

test('copies every row, type and sequence of the previous version into PostgreSQL', async () => {
  const url = await freshDatabase();
  const copied = await copyPgliteInto(path.join(extracted, 'pglite'), url);

  expect(Object.fromEntries(copied.tables.map((t) => [t.table, t.rows]))).toEqual(expected.rowCounts);
  expect(copied.migrations).toContain('1700000000009_parties_and_terms');
  expect(copied.sequences).toBe(2); // events.seq and webhook_attempts.seq (identity columns)
  await withClient(url, async (c) => {
    expect(await rowCounts(c)).toEqual(expected.rowCounts);
    const batch = await c.query('SELECT state, executed_at FROM export_batches WHERE id = $1', [expected.batchId]);
    expect(batch.rows).toEqual([{ state: 'COMPLETED', executed_at: expect.any(Date) }]);
    // bytea, numeric, date and jsonb as they were.
    const pdf = await c.query(`SELECT content FROM export_artifacts WHERE filename LIKE '%.pdf'`);
    expect(pdf.rows.length).toBeGreaterThan(0);
    expect((pdf.rows[0].content as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const order = await c.query(`SELECT total_value_usd, ordered_at::text, ship_to->>'city' AS city FROM orders WHERE external_id = 'order-5002'`);
    expect(order.rows).toEqual([{ total_value_usd: '25.00', ordered_at: '2026-11-20', city: 'San Francisco' }]);
    // The identity sequence continues after the copied events.
    const { rows } = await c.query(
      `INSERT INTO events (id, batch_id, account_id, type, payload) VALUES ('evt_after_upgrade', $1, 'acct_demo', 'test', '{}')
       RETURNING seq, (SELECT max(seq) FROM events) AS copied_max`,
      [expected.batchId],
    );
    expect(Number(rows[0].seq)).toBeGreaterThan(Number(rows[0].copied_max));
  });
  // What the service does next: apply this version's remaining migrations.
  await expect(migrate(url)).resolves.toBeInstanceOf(Array);
});

test('data at a migration this version does not have is refused, and nothing is written', async () => {
  const url = await freshDatabase();
  const dir = alteredFixture(`INSERT INTO schema_migrations (name, run_on) VALUES ('1800000000000_from_the_future', now())`);
  try {
    await expect(copyPgliteInto(dir, url)).rejects.toThrow(/migration 1800000000000_from_the_future, which this version does not have/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await withClient(url, async (c) => {
    expect((await c.query(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`)).rows[0].n).toBe(0);
  });
});

test('a row the target refuses rolls the whole copy back; a later copy into the same database succeeds', async () => {
  const url = await freshDatabase();
  // A value the schema's CHECK constraint rejects, in a table copied after others (accounts, api_keys ...).
  const dir = alteredFixture(`ALTER TABLE orders DROP CONSTRAINT orders_incoterm_check; UPDATE orders SET incoterm = 'XXX' WHERE incoterm IS NOT NULL`);
  try {
    await expect(copyPgliteInto(dir, url)).rejects.toThrow(/table orders: .*orders_incoterm_check/);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  await withClient(url, async (c) => {
    const counts = await rowCounts(c);
    expect(Object.keys(counts)).toEqual(Object.keys(expected.rowCounts));
    expect(Object.values(counts).every((n) => n === 0)).toBe(true);
    const seq = await c.query(`SELECT is_called FROM events_seq_seq`);
    expect(seq.rows).toEqual([{ is_called: false }]);
  });

  await copyPgliteInto(path.join(extracted, 'pglite'), url);
  await withClient(url, async (c) => expect(await rowCounts(c)).toEqual(expected.rowCounts));
});

test('a directory that is not a data directory is refused at once', async () => {
  await expect(copyPgliteInto(path.join(extracted, 'nowhere'), 'postgres://unused')).rejects.toThrow(/not a PostgreSQL data directory/);
});
