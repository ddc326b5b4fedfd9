import { startThrowawayPostgres } from '../helpers/throwaway-postgres';

/**
 * Without DATABASE_URL (or TEST_DATABASE_URL) the topology test runs on the embedded default's PostgreSQL,
 * a throwaway cluster started here. CI gives it a PostgreSQL server of its own.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL) return;
  if (process.env.CI === 'true') throw new Error('CI runs the topology test against a real PostgreSQL: set DATABASE_URL');
  const pg = await startThrowawayPostgres();
  process.env.TOPOLOGY_EMBEDDED_PG_URL = pg.url;
  (globalThis as Record<string, unknown>).__topologyEmbeddedPostgres = pg;
}
