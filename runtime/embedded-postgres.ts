import { execFile, fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  url: string;
  /** The process PGlite runs in (its CPU and memory are not the service's). */
  pid(): number | undefined;
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

/** What the embedded PostgreSQL's own process is asked to serve (sent as its one argument, in JSON). */
export interface ServeOptions {
  dataDir?: string;
  maxConnections: number;
  /** The loopback port to listen on; 0 for any (a restart asks for the port the service already uses). */
  port: number;
}

/**
 * PGlite (PostgreSQL compiled to WASM) with its files in `dataDir` (in memory without one), served on a
 * loopback port over the PostgreSQL wire protocol by pglite-socket's connection handler, so the same
 * `pg` data layer talks to it and to a real server. Runs in the embedded PostgreSQL's own process
 * (runtime/embedded-postgres-process.ts).
 */
export async function serveEmbeddedPostgres(opts: ServeOptions): Promise<EmbeddedPostgres> {
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
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    pid: () => process.pid,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const h of handlers) h.detach(true);
      });
      await db.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// The service's side: PGlite in a process of its own.

/** Compiled, the entry is beside this file; under jest's TypeScript transform it is the built one (npm test builds). */
const PROCESS_ENTRY = __filename.endsWith('.ts')
  ? path.resolve(__dirname, '..', 'dist', 'runtime', 'embedded-postgres-process.js')
  : path.join(__dirname, 'embedded-postgres-process.js');

const STOP_GRACE_MS = 15_000;
const RESTART_DELAY_MS = 1_000;

type ChildMessage = { url: string } | { error: string };

/** A server left behind (its service was killed and it has not noticed yet) would share the files: stop it first. */
async function stopStale(pidFile: string): Promise<void> {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  const running = () => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('embedded-postgres-process');
    } catch {
      return false;
    }
  };
  // It closes its files and exits on its own once its service is gone; give it that time, then kill it.
  for (let waited = 0; running() && waited < STOP_GRACE_MS; waited += 100) await new Promise((r) => setTimeout(r, 100));
  if (running()) process.kill(pid, 'SIGKILL');
  fs.rmSync(pidFile, { force: true });
}

/** Forks the server process and resolves with its URL once it listens. */
function forkServer(options: ServeOptions): { child: ChildProcess; ready: Promise<string> } {
  // Not the parent's flags (--cpu-prof, --inspect ...): the server is not what they are about. Its JS
  // heap only passes protocol bytes through: a 1 MiB young generation keeps it small (RSS 225 -> 155 MiB
  // after a 17 s write and read load, at the same speed).
  const child = fork(PROCESS_ENTRY, [JSON.stringify(options)], { execArgv: ['--max-semi-space-size=1'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = new Promise<string>((resolve, reject) => {
    child.once('message', (m: ChildMessage) => ('url' in m ? resolve(m.url) : reject(new Error(`the embedded PostgreSQL did not start: ${m.error}`))));
    child.once('exit', (code, signal) => reject(new Error(`the embedded PostgreSQL exited while starting (${signal ?? code})`)));
  });
  return { child, ready };
}

export interface StartOptions {
  dataDir?: string;
  maxConnections: number;
  /** Told when the server process dies on its own (it is restarted on the same port). */
  onUnexpectedExit?: (detail: string) => void;
}

/**
 * Starts PGlite in a process of its own and keeps it running.
 *
 * In the service's process PGlite ran every statement synchronously on the event loop (a quarter of the
 * main thread under `npm run bench`) and kept its WASM memory, PostgreSQL's caches and the malloc arenas
 * they grew in the service's resident memory for good. Here it has its own event loop and its own
 * memory, and the wire protocol it is reached by is the one it already spoke over a loopback socket.
 * The server exits when asked (stop), and on its own when its service is gone (the IPC channel closes,
 * even on SIGKILL): it ignores SIGINT and SIGTERM, which a terminal or a supervisor also sends to the
 * whole process group, so it outlives the service's drain. Should it die, it is started again on the
 * same port, where the pool reconnects.
 */
export async function startEmbeddedPostgres(opts: StartOptions): Promise<EmbeddedPostgres> {
  const pidFile = opts.dataDir ? `${opts.dataDir}.pid` : undefined;
  if (opts.dataDir) {
    fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
    if (pidFile) await stopStale(pidFile);
    await initDataDir(opts.dataDir);
  }
  let stopping = false;
  let current = forkServer({ dataDir: opts.dataDir, maxConnections: opts.maxConnections, port: 0 });
  const url = await current.ready.catch((err: unknown) => {
    current.child.kill('SIGKILL');
    throw err;
  });
  const port = Number(new URL(url).port);
  const supervise = (child: ChildProcess) => {
    if (pidFile && child.pid) fs.writeFileSync(pidFile, String(child.pid));
    child.once('exit', (code, signal) => {
      if (stopping) return;
      opts.onUnexpectedExit?.(`exited (${signal ?? code}); starting it again on port ${port}`);
      setTimeout(() => {
        if (stopping) return;
        current = forkServer({ dataDir: opts.dataDir, maxConnections: opts.maxConnections, port });
        current.ready.catch((err: unknown) => opts.onUnexpectedExit?.(String(err)));
        supervise(current.child);
      }, RESTART_DELAY_MS).unref();
    });
  };
  supervise(current.child);
  return {
    url,
    pid: () => current.child.pid,
    async stop() {
      stopping = true;
      const { child } = current;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.send('stop');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        await exited;
        clearTimeout(timer);
      }
      if (pidFile) fs.rmSync(pidFile, { force: true });
    },
  };
}
