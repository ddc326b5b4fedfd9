import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

interface Pending {
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
}

interface Group {
  handlerId: number;
  messages: Pending[];
  resolve: (n: number) => void;
  reject: (err: Error) => void;
}

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const FLUSH = 0x48; // 'H'

function isStartup(m: Uint8Array): boolean {
  return m.length >= 8 && Buffer.from(m.buffer, m.byteOffset, m.byteLength).readInt32BE(4) === 0x00030000;
}

/**
 * The query queue PGLiteSocketHandler talks to, made safe for several connections.
 *
 * PGlite is one PostgreSQL session. pglite-socket's own queue interleaves connections message by
 * message, which breaks the extended protocol (`pg` sends Parse/Bind/Describe/Execute/Sync for every
 * parameterised query, and the unnamed statement is per session). This queue runs a connection's
 * messages as one group, up to the Sync (or a simple Query), and while a connection has a transaction
 * open only that connection's groups run, so each connection behaves like a session of its own.
 */
export class SessionQueue {
  private buffers = new Map<number, Pending[]>();
  private groups: Group[] = [];
  private owner: number | null = null;
  private running = false;

  constructor(private readonly db: PGlite) {}

  async enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const type = message[0];
    // Terminate ends the connection, not the one shared session; the close that follows rolls back.
    if (type === TERMINATE && !isStartup(message)) return 0;
    const buffer = this.buffers.get(handlerId) ?? [];
    buffer.push({ message, onData });
    if (!(isStartup(message) || type === SYNC || type === QUERY || type === FLUSH)) {
      // Part of an extended-protocol sequence: answered when its Sync runs.
      this.buffers.set(handlerId, buffer);
      return 0;
    }
    this.buffers.delete(handlerId);
    return new Promise<number>((resolve, reject) => {
      this.groups.push({ handlerId, messages: buffer, resolve, reject });
      void this.pump();
    });
  }

  private async pump(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const i = this.owner === null ? 0 : this.groups.findIndex((g) => g.handlerId === this.owner);
        if (i < 0 || this.groups.length === 0) return;
        const [group] = this.groups.splice(i, 1);
        // PGlite hands its answer over in many small pieces (a row at a time): collected and written to
        // the socket once per group, where writing each piece cost a syscall (a fifth of the main
        // thread under `npm run bench`). The client waits for the group's ReadyForQuery anyway.
        const chunks: Buffer[] = [];
        let bytes = 0;
        try {
          await this.db.runExclusive(async () => {
            for (const m of group.messages) {
              await this.db.execProtocolRawStream(m.message, {
                onRawData: (data) => {
                  bytes += data.length;
                  chunks.push(Buffer.from(data)); // a copy: the piece may be a view of PGlite's memory
                },
              });
            }
          });
          this.flush(group, chunks);
          this.owner = this.db.isInTransaction() ? group.handlerId : null;
          group.resolve(bytes);
        } catch (err) {
          this.flush(group, chunks);
          this.owner = this.db.isInTransaction() ? group.handlerId : null;
          group.reject(err as Error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private flush(group: Group, chunks: Buffer[]): void {
    if (chunks.length === 0) return;
    // Every message of a group comes from one connection: its last callback writes to that socket.
    group.messages[group.messages.length - 1].onData(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks));
  }

  clearQueueForHandler(handlerId: number): void {
    this.buffers.delete(handlerId);
    this.groups = this.groups.filter((g) => {
      if (g.handlerId !== handlerId) return true;
      g.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** A connection that drops inside a transaction must not leave the session in it. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    // exec() takes PGlite's own lock, the one runExclusive holds: not to be nested in it.
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.pump();
  }

  getQueueLength(): number {
    return this.groups.length;
  }
}

/**
 * PostgreSQL's memory settings, sized for one embedded session on a small host (issue 17). PGlite's
 * WASM memory grows and never shrinks, and PostgreSQL's defaults are a server's:
 * - shared_buffers 128MB → 16MB: the whole pool is touched at start (~145 MiB resident); the service's
 *   working set fits in 16MB, and a miss is a read from the OS page cache (the files are on disk).
 * - max_connections 100 → 10: PGlite is one backend; this only sizes the per-backend shared tables
 *   (PGPROC, the lock table: 64 locks × backends, still ~1,500), ~10 MiB less. The socket's connection
 *   limit is `maxConnections`, unrelated.
 * - maintenance_work_mem 64MB → 16MB: a CREATE INDEX or VACUUM on a large table would otherwise grow the
 *   WASM memory by up to 64MB for good; beyond 16MB it sorts on disk.
 * work_mem (4MB) stays: it shapes query plans; wal_buffers follows shared_buffers (1/32).
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB', 'max_connections=10', 'maintenance_work_mem=16MB'];

/**
 * A new data directory is initialised (initdb) in a short-lived child process. In this process it would
 * load and compile a second WASM module (initdb) and copy the cluster around: some 170 MiB of resident
 * memory that glibc and V8 keep after it is freed. The child's is returned to the system when it exits.
 */
async function initDataDir(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const script = `require(${JSON.stringify(require.resolve('@electric-sql/pglite'))}).PGlite.create({ dataDir: process.argv[1] }).then((db) => db.close())`;
  await new Promise<void>((resolve, reject) => {
    execFile(process.execPath, ['-e', script, dataDir], { timeout: 120_000 }, (err, _stdout, stderr) =>
      err ? reject(new Error(`initialising the embedded PostgreSQL in ${dataDir} failed: ${stderr.trim() || err.message}`)) : resolve(),
    );
  });
}

/**
 * PGlite (PostgreSQL compiled to WASM) with its files in `dataDir` (in memory without one), served on a
 * loopback port over the PostgreSQL wire protocol by pglite-socket's connection handler, so the same
 * `pg` data layer talks to it and to a real server.
 */
export async function startEmbeddedPostgres(opts: { dataDir?: string; maxConnections: number }): Promise<EmbeddedPostgres> {
  if (opts.dataDir) {
    fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
    await initDataDir(opts.dataDir);
  }
  const startParams = [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((s) => ['-c', s])];
  const db = await PGlite.create(opts.dataDir ? { dataDir: opts.dataDir, startParams } : { startParams });
  const queue = new SessionQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    if (handlers.size >= opts.maxConnections) {
      socket.end();
      return;
    }
    // The handler frames messages and answers SSL requests; the queue decides when they run.
    const handler = new PGLiteSocketHandler({ queryQueue: queue as never, closeOnDetach: true });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  server.maxConnections = opts.maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const h of handlers) h.detach(true);
      });
      await db.close();
    },
  };
}
