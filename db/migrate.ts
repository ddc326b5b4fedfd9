import path from 'node:path';
import { runner } from 'node-pg-migrate';
import pg from 'pg';
import { PROJECT_ROOT } from '../runtime/paths';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'db', 'migrations');

/** Our own advisory lock key for migrations ("exportpr" in ASCII): any constant shared by every process. */
const MIGRATION_LOCK_KEY = '7311128770003579506';

/**
 * Applies pending versioned SQL migrations (db/migrations) with node-pg-migrate: each migration runs in
 * its own transaction and is recorded in `schema_migrations`. node-pg-migrate only *tries* its lock
 * and fails when another process holds it, so API and worker processes starting together would fail
 * to start; here each waits for a session-level advisory lock instead, then finds nothing to do.
 */
export async function migrate(
  databaseUrl: string,
  log: (msg: string) => void = () => undefined,
  /** How many of the pending migrations to apply, in order (an upgrade stops at the level of its old data). */
  count = Infinity,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    try {
      const applied = await runner({
        dbClient: client,
        noLock: true,
        dir: MIGRATIONS_DIR,
        migrationsTable: 'schema_migrations',
        direction: 'up',
        count,
        singleTransaction: false,
        checkOrder: true,
        verbose: false,
        log: () => undefined,
      });
      for (const m of applied) log(`applied migration ${m.name}`);
      return applied.map((m) => m.name);
    } finally {
      // Explicitly, so the lock never outlives this work even if the connection were pooled.
      await client.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}
