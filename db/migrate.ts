import path from 'node:path';
import { runner } from 'node-pg-migrate';
import { PROJECT_ROOT } from '../runtime/paths';

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'db', 'migrations');

/**
 * Applies pending versioned SQL migrations (db/migrations) with node-pg-migrate: an advisory lock keeps
 * concurrent starts from racing, each migration runs in its own transaction and is recorded in
 * `schema_migrations`.
 */
export async function migrate(databaseUrl: string, log: (msg: string) => void = () => undefined): Promise<string[]> {
  const applied = await runner({
    databaseUrl,
    dir: MIGRATIONS_DIR,
    migrationsTable: 'schema_migrations',
    direction: 'up',
    count: Infinity,
    singleTransaction: false,
    checkOrder: true,
    verbose: false,
    log: () => undefined,
  });
  for (const m of applied) log(`applied migration ${m.name}`);
  return applied.map((m) => m.name);
}
