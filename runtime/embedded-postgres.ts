import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './net';
import { makeReachable, postgresBinaries, systemUser, type PostgresBinaries, type RunAs } from './postgres-binaries';

/**
 * The embedded default's PostgreSQL: a real PostgreSQL server (native binaries from npm, see
 * ./postgres-binaries.ts) with its cluster in `<EXPORT_DATA_DIR>/postgres`, on a loopback port, so the
 * service meets the same engine, sessions and locks as with DATABASE_URL.
 */
export interface EmbeddedPostgres {
  url: string;
  port: number;
  /** "PostgreSQL 18.4" */
  version: string;
  dataDir: string;
  /** Who runs it: the system user's name when the service runs as root, else undefined (this user). */
  runsAs?: string;
  /** The postmaster (its children are the backends). */
  pid(): number | undefined;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** The cluster's directory; made (initdb) when it holds no finished cluster. */
  dataDir: string;
  /** Settings on top of SMALL_HOST_SETTINGS (the tests' throwaway clusters turn fsync off). */
  settings?: Record<string, string>;
  /** Runs once on a new cluster, before it counts as finished (the PGlite upgrade). */
  afterInit?: (url: string) => Promise<void>;
  log?: (message: string) => void;
  /** Told when the postmaster exits without being asked to. */
  onUnexpectedExit?: (detail: string) => void;
}

/**
 * PostgreSQL's settings for a small host (2 cores, a few GiB shared with the service and Temporal),
 * written to export-protocol.conf in the cluster at every start (postgresql.conf includes it).
 * - shared_buffers 128MB → 16MB: the embedded default's working set is a few MB; a miss is a read
 *   from the OS page cache. Every page of it that is touched stays resident (PGlite ran with 16MB too).
 * - max_connections 100 → 50: the service's pool (DATABASE_POOL_SIZE, 10) plus migrations, psql and
 *   a second service process fit many times over; each slot costs shared memory.
 * - work_mem 4MB (the default, said explicitly: per sort or hash, per query node) and
 *   maintenance_work_mem 64MB → 32MB (an index build or a VACUUM).
 * - max_parallel_workers_per_gather 2 → 0: on two cores a parallel plan only adds processes; the
 *   service's queries are short index lookups. autovacuum_max_workers 3 → 2.
 * - io_method worker → sync: PostgreSQL 18's three I/O worker processes (~5 MiB each) serve
 *   read-ahead for large scans, which this service does not run.
 * - max_logical_replication_workers 4 → 0: no logical replication here, so no launcher process.
 * - max_wal_size 1GB → 256MB, min_wal_size 80MB → 32MB: less disk for WAL between checkpoints.
 * - Durability stays on (fsync, synchronous_commit): this is the data of a running service.
 * - Loopback TCP only, no Unix socket (nothing to clash with a system PostgreSQL's /tmp socket), and
 *   its log in <cluster>/log, one file a weekday, overwritten a week later.
 */
export const SMALL_HOST_SETTINGS: Record<string, string> = {
  listen_addresses: "'127.0.0.1'",
  unix_socket_directories: "''",
  shared_buffers: "'16MB'",
  max_connections: '50',
  work_mem: "'4MB'",
  maintenance_work_mem: "'32MB'",
  effective_cache_size: "'256MB'",
  max_parallel_workers_per_gather: '0',
  autovacuum_max_workers: '2',
  io_method: "'sync'",
  max_logical_replication_workers: '0',
  max_wal_size: "'256MB'",
  min_wal_size: "'32MB'",
  timezone: "'UTC'",
  log_timezone: "'UTC'",
  logging_collector: 'on',
  log_directory: "'log'",
  log_filename: "'postgresql-%a.log'",
  log_truncate_on_rotation: 'on',
  log_rotation_age: "'1d'",
  log_rotation_size: '0',
};

const SETTINGS_FILE = 'export-protocol.conf';
/** Written once the cluster is made (and PGlite's data copied in): a cluster without it is redone. */
const FINISHED_MARKER = 'export-protocol-initialised';
const DATABASE = 'export_protocol';
const STOP_TIMEOUT_S = 30;

interface Cluster {
  bins: PostgresBinaries;
  dataDir: string;
  user?: RunAs;
  password: string;
  log: (message: string) => void;
}

/** Runs a PostgreSQL program as the cluster's user (pg_ctl and initdb refuse root). */
function runTool(c: Cluster, file: string, args: string[], timeoutMs = 120_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { timeout: timeoutMs, uid: c.user?.uid, gid: c.user?.gid, env: { ...process.env, LC_ALL: 'C', LANG: 'C' } }, (err, stdout, stderr) =>
      err ? reject(new Error(`${path.basename(file)} failed: ${(stderr || stdout).trim() || err.message}`)) : resolve(stdout),
    );
  });
}

const postmasterPid = (dataDir: string): number | undefined => {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined;
  } catch {
    return undefined;
  }
};

const alive = (pid: number | undefined): boolean => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The password the service connects with, made with the cluster and kept beside it (mode 600). */
function passwordFor(dataDir: string): string {
  const file = `${dataDir}-password`;
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** A server its killed service left behind (its watchdog is stopping it, or was killed too): stopped. */
async function stopLeftover(c: Cluster): Promise<void> {
  const pid = postmasterPid(c.dataDir);
  if (!alive(pid)) return;
  c.log(`stopping the embedded PostgreSQL left running by an earlier start (pid ${pid})`);
  await runTool(c, c.bins.pgCtl, ['stop', '-D', c.dataDir, '-m', 'fast', '-w', '-t', String(STOP_TIMEOUT_S)]).catch(() => undefined);
}

/** initdb into an empty directory owned by the cluster's user, with the service's password (SCRAM). */
async function initCluster(c: Cluster): Promise<void> {
  fs.rmSync(c.dataDir, { recursive: true, force: true }); // an unfinished earlier attempt
  fs.mkdirSync(c.dataDir, { recursive: true, mode: 0o700 });
  if (c.user) fs.chownSync(c.dataDir, c.user.uid, c.user.gid);
  const pwfile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-initdb-')), 'pw');
  fs.writeFileSync(pwfile, `${c.password}\n`, { mode: 0o600 });
  if (c.user) {
    fs.chownSync(path.dirname(pwfile), c.user.uid, c.user.gid);
    fs.chownSync(pwfile, c.user.uid, c.user.gid);
  }
  try {
    // C collation and UTF8: the same on every host, whatever locales it has.
    await runTool(c, c.bins.initdb, ['-D', c.dataDir, '-U', 'postgres', `--pwfile=${pwfile}`, '--auth=scram-sha-256', '--encoding=UTF8', '--no-locale', '--no-instructions']);
  } finally {
    fs.rmSync(path.dirname(pwfile), { recursive: true, force: true });
  }
  fs.appendFileSync(path.join(c.dataDir, 'postgresql.conf'), `\n# Export Protocol's settings for the embedded default (runtime/embedded-postgres.ts)\ninclude_if_exists = '${SETTINGS_FILE}'\n`);
}

function writeSettings(c: Cluster, settings: Record<string, string>): void {
  const lines = Object.entries(settings).map(([k, v]) => `${k} = ${v}`);
  fs.writeFileSync(path.join(c.dataDir, SETTINGS_FILE), `# Written by Export Protocol at every start (runtime/embedded-postgres.ts): edits are overwritten.\n${lines.join('\n')}\n`, { mode: 0o644 });
}

/** pg_ctl starts the postmaster in a session of its own (a terminal's Ctrl-C does not reach it) and waits until it accepts connections. */
async function startServer(c: Cluster, port: number): Promise<void> {
  const startupLog = path.join(c.dataDir, 'startup.log');
  try {
    await runTool(c, c.bins.pgCtl, ['start', '-D', c.dataDir, '-l', startupLog, '-w', '-t', '60', '-o', `-p ${port}`]);
  } catch (err) {
    const tail = fs.existsSync(startupLog) ? fs.readFileSync(startupLog, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
    throw new Error(`the embedded PostgreSQL did not start in ${c.dataDir}: ${(err as Error).message}${tail ? `\n${tail}` : ''}`);
  }
}

/** Starts on a free loopback port; another program may take it between the check and the bind: a second try. */
async function startOnFreePort(c: Cluster): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort(0);
    try {
      await startServer(c, port);
      return port;
    } catch (err) {
      if (attempt >= 3 || !/could not bind|Address already in use/i.test((err as Error).message)) throw err;
    }
  }
}

/**
 * Stops the postmaster when this process is gone, however it went (SIGKILL included): a shell reading
 * a pipe from this process gets end-of-file when the kernel closes it, and sends SIGINT (PostgreSQL's
 * fast shutdown). In a session of its own, like the postmaster. Not on Windows (no such shell): there
 * the next start stops a server left behind.
 */
function startWatchdog(pid: number): ChildProcess | undefined {
  if (process.platform === 'win32') return undefined;
  const script = 'read _ ; ps -p "$0" -o comm= 2>/dev/null | grep -q postgres && kill -INT "$0"';
  const child = spawn('/bin/sh', ['-c', script, String(pid)], { stdio: ['pipe', 'ignore', 'ignore'], detached: true });
  child.unref();
  (child.stdin as unknown as { unref?: () => void })?.unref?.();
  return child;
}

const urlOf = (c: Cluster, port: number, database: string) =>
  `postgres://postgres:${encodeURIComponent(c.password)}@127.0.0.1:${port}/${database}?sslmode=disable`;

async function createDatabase(c: Cluster, port: number): Promise<void> {
  const client = new pg.Client({ connectionString: urlOf(c, port, 'postgres') });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

async function prepare(opts: StartOptions): Promise<{ c: Cluster; fresh: boolean }> {
  const [bins, user] = await Promise.all([postgresBinaries(), systemUser()]);
  fs.mkdirSync(path.dirname(opts.dataDir), { recursive: true });
  if (user) makeReachable(opts.dataDir, user);
  const c: Cluster = { bins, dataDir: opts.dataDir, user, password: passwordFor(opts.dataDir), log: opts.log ?? (() => undefined) };
  const fresh = !fs.existsSync(path.join(opts.dataDir, FINISHED_MARKER));
  if (fresh) {
    if (fs.existsSync(opts.dataDir)) await stopLeftover(c).catch(() => undefined);
    await initCluster(c);
  } else {
    await stopLeftover(c);
  }
  writeSettings(c, { ...SMALL_HOST_SETTINGS, ...opts.settings });
  return { c, fresh };
}

/** Notices a postmaster that exits without being asked (killed): the service reports it, /healthz turns 503. */
function watchExit(pid: number, isStopping: () => boolean, onExit?: (detail: string) => void): NodeJS.Timeout {
  const timer = setInterval(() => {
    if (alive(pid) || isStopping()) return;
    clearInterval(timer);
    onExit?.(`exited (pid ${pid}); /healthz answers 503 until the service is started again`);
  }, 2_000);
  timer.unref();
  return timer;
}

/**
 * Starts the embedded PostgreSQL, making its cluster on the first start: initdb, the settings, the
 * database `export_protocol`, `afterInit`, then the marker that says the cluster is finished.
 */
export async function startEmbeddedPostgres(opts: StartOptions): Promise<EmbeddedPostgres> {
  const { c, fresh } = await prepare(opts);
  const port = await startOnFreePort(c);
  const pid = postmasterPid(c.dataDir) as number;
  const watchdog = startWatchdog(pid);
  let stopping = false;
  const exitWatch = watchExit(pid, () => stopping, opts.onUnexpectedExit);
  const url = urlOf(c, port, DATABASE);
  const stop = async () => {
    stopping = true;
    clearInterval(exitWatch);
    watchdog?.kill('SIGKILL');
    if (alive(pid)) await runTool(c, c.bins.pgCtl, ['stop', '-D', c.dataDir, '-m', 'fast', '-w', '-t', String(STOP_TIMEOUT_S)]).catch(() => process.kill(pid, 'SIGQUIT'));
  };
  try {
    if (fresh) {
      await createDatabase(c, port);
      await opts.afterInit?.(url);
      fs.writeFileSync(path.join(c.dataDir, FINISHED_MARKER), `${new Date().toISOString()}\n`);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, version: c.bins.version, dataDir: c.dataDir, runsAs: c.user?.name, pid: () => pid, stop };
}
