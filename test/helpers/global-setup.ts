import { migrate } from '../../db/migrate';
import { startThrowawayPostgres } from './throwaway-postgres';
import { ensureTemporalCli } from '../../runtime/temporal-cli';
import { startTemporalDevServer } from '../../runtime/temporal-dev-server';

/**
 * One Temporal dev server (in memory) for the whole run, and PostgreSQL: DATABASE_URL when set (CI runs
 * against a server of its own), otherwise the embedded default's PostgreSQL on a throwaway cluster.
 * Test files start their own API and worker against these (test/helpers/stack.ts).
 */
export default async function globalSetup(): Promise<void> {
  const [temporal, pg] = await Promise.all([
    startTemporalDevServer({ cliPath: ensureTemporalCli(process.env.TEMPORAL_CLI_PATH || undefined), ui: false }),
    process.env.DATABASE_URL ? Promise.resolve(undefined) : startThrowawayPostgres(),
  ]);
  const databaseUrl = process.env.DATABASE_URL || (pg as { url: string }).url;
  await migrate(databaseUrl);
  process.env.TEST_TEMPORAL_ADDRESS = temporal.address;
  process.env.TEST_DATABASE_URL = databaseUrl;
  (globalThis as Record<string, unknown>).__exportProtocolTestStack = { temporal, pg };
  process.stdout.write(`\n[test] Temporal ${temporal.address}; PostgreSQL ${process.env.DATABASE_URL ? 'DATABASE_URL' : `embedded ${(pg as { version: string }).version} (throwaway cluster)`}\n`);
}
