import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../runtime/embedded-postgres';

/**
 * The embedded default's PostgreSQL (same binaries, same settings) on a throwaway cluster in a temp
 * directory, removed on stop. Durability off (fsync, synchronous_commit), as CI's DATABASE_URL cluster
 * has it; room for every test file's pools.
 */
export async function startThrowawayPostgres(maxConnections = 200): Promise<EmbeddedPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-test-pg-'));
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'postgres'),
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: String(maxConnections) },
  });
  return {
    ...pg,
    async stop() {
      await pg.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
