import { migrate } from '../../db/migrate';
import { startEmbeddedPostgres } from '../../runtime/embedded-postgres';

/**
 * Without DATABASE_URL (or TEST_DATABASE_URL) the topology test falls back to an in-memory PGlite served
 * over the wire, started here: PGlite cannot start inside a test file's sandbox (it imports modules
 * dynamically). PGlite is one session, so PostgreSQL's advisory lock cannot keep the four processes'
 * migrations apart: they are applied here, once. CI always gives a real PostgreSQL.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return;
  if (process.env.CI === 'true') throw new Error('CI runs the topology test against a real PostgreSQL: set DATABASE_URL');
  const pg = await startEmbeddedPostgres({ maxConnections: 200 });
  await migrate(pg.url);
  process.env.TOPOLOGY_PGLITE_URL = pg.url;
  (globalThis as Record<string, unknown>).__topologyPglite = pg;
}
