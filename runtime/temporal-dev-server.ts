import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { SearchAttributeType } from '@temporalio/common';
import { exportSearchAttributes } from '../workflows/search-attributes';
import type { Config } from './config';
import { freePort, waitForTcp } from './net';
import { ensureTemporalCli } from './temporal-cli';

export interface DevServerOptions {
  cliPath: string;
  /** SQLite file; undefined keeps everything in memory (tests). */
  dbFilename?: string;
  logFile?: string;
  pidFile?: string;
  port?: number;
  uiPort?: number;
  namespace?: string;
  ui?: boolean;
}

export interface DevServer {
  address: string;
  uiUrl?: string;
  pid: number;
  stop(): Promise<void>;
}

const typeNames: Record<string, string> = {
  [SearchAttributeType.KEYWORD]: 'Keyword',
  [SearchAttributeType.TEXT]: 'Text',
  [SearchAttributeType.INT]: 'Int',
  [SearchAttributeType.DOUBLE]: 'Double',
  [SearchAttributeType.BOOL]: 'Bool',
  [SearchAttributeType.DATETIME]: 'Datetime',
  [SearchAttributeType.KEYWORD_LIST]: 'KeywordList',
};

/** A dev server left behind by a crashed run would hold the SQLite file: stop it before starting a new one. */
function killStale(pidFile: string): void {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(pidFile, 'utf8').trim());
  } catch {
    return;
  }
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('start-dev')) process.kill(pid, 'SIGKILL');
  } catch {
    /* not running */
  }
  fs.rmSync(pidFile, { force: true });
}

/**
 * A port freePort found free can be bound by another process before the CLI binds it (parallel test workers, an
 * outgoing connection's ephemeral port): the CLI then exits at once with "bind: address already in use". Such a start
 * is tried again on fresh ports; any other failure is reported at once.
 */
const PORT_TAKEN = /bind: address already in use/;
const START_ATTEMPTS = 3;

export async function startTemporalDevServer(opts: DevServerOptions): Promise<DevServer> {
  if (opts.pidFile) killStale(opts.pidFile);
  for (let attempt = 1; ; attempt += 1) {
    const started = await launchDevServer(opts);
    if ('address' in started) return started;
    if (!PORT_TAKEN.test(started.output) || attempt >= START_ATTEMPTS) throw new Error(`Temporal dev server did not start: ${started.why}`);
  }
}

/** One start on freshly chosen ports: the server, or why it did not start and what it printed. */
async function launchDevServer(opts: DevServerOptions): Promise<DevServer | { why: string; output: string }> {
  const port = await freePort(opts.port ?? 0);
  const ui = opts.ui ?? true;
  const uiPort = ui ? await freePort(opts.uiPort ?? 0, [port]) : undefined;
  const logStart = opts.logFile && fs.existsSync(opts.logFile) ? fs.statSync(opts.logFile).size : 0;
  const child = spawnCli(opts, devServerArgs(opts, port, uiPort));
  const output = printedSince(child, opts.logFile, logStart);
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  if (opts.pidFile && child.pid) fs.writeFileSync(opts.pidFile, String(child.pid));

  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exitPromise;
      clearTimeout(timer);
    }
    if (opts.pidFile) fs.rmSync(opts.pidFile, { force: true });
  };
  try {
    await waitForTcp('127.0.0.1', port, 60_000, () => !exited);
  } catch (err) {
    await stop();
    const hint = opts.logFile ? ` (see ${path.resolve(opts.logFile)})` : '';
    return { why: `${(err as Error).message}${hint}`, output: output() };
  }
  return { address: `127.0.0.1:${port}`, uiUrl: uiPort ? `http://127.0.0.1:${uiPort}` : undefined, pid: child.pid ?? -1, stop };
}

function devServerArgs(opts: DevServerOptions, port: number, uiPort: number | undefined): string[] {
  const args = ['server', 'start-dev', '--ip', '127.0.0.1', '--port', String(port), '--log-format', 'json', '--log-level', 'warn'];
  if (uiPort) args.push('--ui-port', String(uiPort), '--ui-disable-news-fetch');
  else args.push('--headless');
  if (opts.namespace && opts.namespace !== 'default') args.push('--namespace', opts.namespace);
  if (opts.dbFilename) {
    // The pragmas Temporal's own SDK CI uses; without them the SQLite file store is slow.
    args.push('--db-filename', opts.dbFilename, '--sqlite-pragma', 'journal_mode=WAL', '--sqlite-pragma', 'synchronous=OFF');
  }
  // Eager activity dispatch: an activity a workflow task schedules on the worker's own task queue is
  // handed back in the task's completion reply instead of going through a poll (the e-mail activity of
  // execute). Off by default in the server; a cluster operator sets the same dynamic config key.
  args.push('--dynamic-config-value', 'system.enableActivityEagerExecution=true');
  for (const key of exportSearchAttributes) args.push('--search-attribute', `${key.name}=${typeNames[key.type]}`);
  return args;
}

/** The CLI with its output appended to the log file, or kept in memory (its last lines) when there is none. */
function spawnCli(opts: DevServerOptions, args: string[]): ChildProcess {
  const logFd = opts.logFile ? fs.openSync(opts.logFile, 'a') : 'pipe';
  const child = spawn(opts.cliPath, args, { stdio: ['ignore', logFd, logFd] });
  if (typeof logFd === 'number') fs.closeSync(logFd);
  return child;
}

/** The end of what this start of the CLI printed: in the log file after `logStart` bytes, or piped. */
function printedSince(child: ChildProcess, logFile: string | undefined, logStart: number): () => string {
  const TAIL = 4096;
  if (logFile) return () => fs.readFileSync(logFile).subarray(logStart).toString('utf8').slice(-TAIL);
  let kept = '';
  const keep = (chunk: Buffer) => (kept = (kept + chunk.toString('utf8')).slice(-TAIL));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => kept;
}

/** Temporal for this configuration: TEMPORAL_ADDRESS, or the dev server started under EXPORT_DATA_DIR. */
export async function startConfiguredTemporal(config: Config, log: (msg: string) => void): Promise<{ address: string; dev?: DevServer }> {
  if (config.temporal.address) return { address: config.temporal.address };
  fs.mkdirSync(config.dataDir, { recursive: true });
  const dev = await startTemporalDevServer({
    cliPath: ensureTemporalCli(config.temporal.cliPath, log),
    dbFilename: path.join(config.dataDir, 'temporal.sqlite'),
    logFile: path.join(config.dataDir, 'temporal.log'),
    pidFile: path.join(config.dataDir, 'temporal.pid'),
    port: config.temporal.devPort,
    uiPort: config.temporal.devUiPort,
    namespace: config.temporal.namespace,
  });
  return { address: dev.address, dev };
}
