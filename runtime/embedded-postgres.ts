import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite (PostgreSQL compiled to WASM) with its files in `dataDir`, served on a loopback port over the
 * PostgreSQL wire protocol, so the same `pg` data layer talks to it and to a real server.
 * PGlite is single-session: the socket server multiplexes connections message by message, which is
 * only safe for one busy connection at a time, so the service uses a pool of one against it; the
 * spare connections are for migrations and a developer's psql.
 */
export async function startEmbeddedPostgres(opts: { dataDir?: string; maxConnections: number }): Promise<EmbeddedPostgres> {
  if (opts.dataDir) fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  const db = await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir } : {});
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: opts.maxConnections });
  await server.start();
  const addr = server.getServerConn();
  return {
    url: `postgres://postgres:postgres@${addr}/postgres?sslmode=disable`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
