import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { MIGRATIONS_DIR, migrate } from '../db/migrate';
import type { CopyReply, CopyRequest, PgliteCopy } from './pglite-upgrade';

/**
 * The process copyPgliteInto (runtime/pglite-upgrade.ts) forks: it gets a CopyRequest over IPC, copies
 * the PGlite data directory into PostgreSQL, answers `{copied}` or `{error}` and exits, which is what
 * gives PGlite's WASM memory back to the system.
 */

type PgliteModule = typeof import('@electric-sql/pglite');

/** Node's own import(): TypeScript compiles `import()` to require() in CommonJS, which loads the other build. */
const importEsm = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<PgliteModule>;

/** Rows read per FETCH; an INSERT carries at most INSERT_BYTES of them (artifact rows hold whole PDFs). */
const FETCH_ROWS = 500;
const INSERT_BYTES = 8 * 1024 * 1024;

/** One side's catalog, as far as the copy needs it. */
interface Schema {
  migrations: string[];
  /** Base tables of `public` (not schema_migrations) → their columns and types, to compare the two sides. */
  tables: Map<string, string>;
  /** Sequences of `public`, identity ones included (not schema_migrations' own). */
  sequences: string[];
}

type Sql = <T>(text: string, params?: unknown[]) => Promise<T[]>;

const onPglite = (db: PGlite): Sql => async (text, params) => (await db.query(text, params)).rows as never;
const onPg = (client: pg.Client): Sql => async (text, params) => (await client.query(text, params)).rows;
const ident = (name: string) => `public."${name.replace(/"/g, '""')}"`;

async function readSchema(sql: Sql): Promise<Schema> {
  const [{ has }] = await sql<{ has: boolean }>(`SELECT to_regclass('public.schema_migrations') IS NOT NULL AS has`);
  const migrations = has ? (await sql<{ name: string }>('SELECT name FROM public.schema_migrations ORDER BY id')).map((r) => r.name) : [];
  const tables = await sql<{ name: string; columns: string }>(
    `SELECT c.table_name AS name, string_agg(c.column_name || ' ' || c.data_type, ', ' ORDER BY c.column_name) AS columns
       FROM information_schema.columns c JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.table_name <> 'schema_migrations'
      GROUP BY c.table_name ORDER BY c.table_name`,
  );
  const sequences = await sql<{ name: string }>(
    `SELECT s.relname AS name FROM pg_class s JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE n.nspname = 'public' AND s.relkind = 'S'
        AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.objid = s.oid AND d.refobjid = to_regclass('public.schema_migrations'))
      ORDER BY s.relname`,
  );
  return { migrations, tables: new Map(tables.map((t) => [t.name, t.columns])), sequences: sequences.map((s) => s.name) };
}

/** The old data must be at a level this version can reproduce: its migrations a prefix of ours. */
function checkKnownMigrations(migrations: string[]): void {
  const known = fs.readdirSync(MIGRATIONS_DIR).map((f) => path.parse(f).name).sort();
  migrations.forEach((name, i) => {
    if (known[i] !== name) {
      throw new Error(`the PGlite database has migration ${name}, which this version does not have (${known[i] ? `its next is ${known[i]}` : 'it has no more'})`);
    }
  });
}

/** Migrates the target to exactly the old data's level (the service applies the rest right after). */
async function migrateTarget(target: pg.Client, databaseUrl: string, migrations: string[]): Promise<void> {
  const applied = (await readSchema(onPg(target))).migrations;
  const differs = applied.findIndex((name, i) => name !== migrations[i]);
  if (differs >= 0) throw new Error(`the target database has migration ${applied[differs]}, which the PGlite database does not`);
  if (migrations.length > applied.length) await migrate(databaseUrl, () => undefined, migrations.length - applied.length);
}

function checkSameSchema(old: Schema, target: Schema): void {
  for (const [table, columns] of old.tables) {
    const theirs = target.tables.get(table);
    if (theirs === undefined) throw new Error(`table ${table} of the PGlite database is not in the target database`);
    if (theirs !== columns) throw new Error(`table ${table} differs: (${columns}) in the PGlite database, (${theirs}) in the target`);
  }
  // At the same migration level the two schemas are the same; below it, the target may have more.
  const sameLevel = old.migrations.join('\n') === target.migrations.join('\n');
  const extra = [...target.tables.keys()].filter((t) => !old.tables.has(t));
  if (sameLevel && extra.length > 0) throw new Error(`the target database has tables the PGlite database has not: ${extra.join(', ')}`);
  const missing = old.sequences.filter((s) => !target.sequences.includes(s));
  if (missing.length > 0) throw new Error(`sequences of the PGlite database are not in the target database: ${missing.join(', ')}`);
}

/** Inserts rows (row_to_json text, never parsed here: numeric and bigint values stay exact) in bounded statements. */
async function insertRows(target: pg.Client, table: string, rows: string[]): Promise<void> {
  // OVERRIDING SYSTEM VALUE: GENERATED ALWAYS identity columns (events.seq) keep their old values.
  const insert = `INSERT INTO ${table} OVERRIDING SYSTEM VALUE SELECT * FROM json_populate_recordset(NULL::${table}, $1::json)`;
  let chunk: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (chunk.length > 0 && bytes + row.length > INSERT_BYTES) {
      await target.query(insert, [`[${chunk.join(',')}]`]);
      chunk = [];
      bytes = 0;
    }
    chunk.push(row);
    bytes += row.length;
  }
  if (chunk.length > 0) await target.query(insert, [`[${chunk.join(',')}]`]);
}

/** Copies one table through a cursor (the table need not fit in memory) and checks the row counts match. */
async function copyTable(old: PGlite, target: pg.Client, table: string): Promise<number> {
  const name = ident(table);
  const { rows: existing } = await target.query(`SELECT EXISTS (SELECT FROM ${name}) AS has`);
  if (existing[0].has) throw new Error('the target table already has rows');
  const count = await old.transaction(async (tx) => {
    await tx.exec(`DECLARE c NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM ${name} t`);
    for (;;) {
      const { rows } = await tx.query<{ j: string }>(`FETCH ${FETCH_ROWS} FROM c`);
      if (rows.length === 0) break;
      await insertRows(target, name, rows.map((r) => r.j));
    }
    return Number((await tx.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${name}`)).rows[0].n);
  });
  const copied = Number((await target.query(`SELECT count(*)::text AS n FROM ${name}`)).rows[0].n);
  if (copied !== count) throw new Error(`${count} rows in the PGlite database, ${copied} in the target after copying`);
  return count;
}

/** Last, just before COMMIT: setval is not undone by a rollback. */
async function copySequences(old: PGlite, target: pg.Client, sequences: string[]): Promise<void> {
  for (const seq of sequences) {
    const { rows } = await old.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${ident(seq)}`);
    await target.query('SELECT setval($1::regclass, $2::bigint, $3)', [ident(seq), rows[0].last_value, rows[0].is_called]);
  }
}

/** Every row in one transaction: it commits only when every table was copied and counted. */
async function copyRows(old: PGlite, target: pg.Client, schema: Schema): Promise<PgliteCopy> {
  await target.query('BEGIN');
  try {
    // Foreign keys are triggers, not fired for a replica: tables can be copied in any order (superuser only).
    await target.query('SET LOCAL session_replication_role = replica');
    const tables: PgliteCopy['tables'] = [];
    for (const table of schema.tables.keys()) {
      const rows = await copyTable(old, target, table).catch((err: Error) => {
        throw new Error(`table ${table}: ${err.message}`);
      });
      tables.push({ table, rows });
    }
    await copySequences(old, target, schema.sequences);
    await target.query('COMMIT');
    return { tables, sequences: schema.sequences.length, migrations: schema.migrations };
  } catch (err) {
    await target.query('ROLLBACK').catch(() => undefined);
    throw err;
  }
}

async function copy({ pgliteDir, databaseUrl }: CopyRequest): Promise<PgliteCopy> {
  const { PGlite } = await importEsm('@electric-sql/pglite');
  // The embedded server's small shared_buffers (runtime/embedded-postgres.ts): the copy reads each row once.
  const old = await PGlite.create({ dataDir: pgliteDir, startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] });
  try {
    // bytea as \x hex in row_to_json, which json_populate_recordset reads back whatever the target's setting.
    await old.exec(`SET bytea_output = 'hex'`);
    const schema = await readSchema(onPglite(old));
    checkKnownMigrations(schema.migrations);
    const target = new pg.Client({ connectionString: databaseUrl });
    await target.connect();
    try {
      await migrateTarget(target, databaseUrl, schema.migrations);
      checkSameSchema(schema, await readSchema(onPg(target)));
      return await copyRows(old, target, schema);
    } finally {
      await target.end();
    }
  } finally {
    await old.close();
  }
}

// The service is gone (even killed): stop; the open transaction, if any, is rolled back by the server.
process.on('disconnect', () => process.exit(1));
process.once('message', (request: CopyRequest) => {
  void copy(request)
    .then(
      (copied): CopyReply => ({ copied }),
      (err: unknown): CopyReply => ({ error: err instanceof Error ? err.message : String(err) }),
    )
    .then((reply) => process.send?.(reply, () => process.exit(0)));
});
