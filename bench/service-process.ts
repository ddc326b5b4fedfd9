import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../runtime/paths';

/**
 * The service as a user runs it, in a process of its own: package.json's `start` script (with its node
 * flags and MALLOC_ARENA_MAX; the embedded default unless DATABASE_URL, TEMPORAL_ADDRESS or SMTP_URL say
 * otherwise), so what a bench measures of it (CPU, resident memory) is the service's and not the load
 * generator's.
 */
export interface ServiceProcess {
  url: string;
  temporalAddress: string;
  pid: number;
  /**
   * The Temporal dev server's process and the embedded PostgreSQL's (its postmaster, whose children are
   * the backends; PGlite's one process before issue 32), when it started them.
   */
  temporalServerPid: () => number | undefined;
  postgresPid: () => number | undefined;
  stop(): Promise<void>;
}

const START_SCRIPT = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;

/**
 * `npm start`'s command (its environment and node flags) running `entry` instead of the service. `exec`:
 * the shell becomes node, so the pid is the program's.
 */
export function startCommand(nodeArgs = '', entry?: string): string {
  const command = START_SCRIPT.replace(/\bnode /, `exec "${process.execPath}" ${nodeArgs} `);
  return entry ? command.replace('dist/runtime/main.js', entry) : command;
}

/** The pid on a file's first line (PostgreSQL's postmaster.pid has more lines after it). */
const readPid = (file: string) => () => {
  try {
    return Number(fs.readFileSync(file, 'utf8').split('\n')[0].trim()) || undefined;
  } catch {
    return undefined;
  }
};

/** A process's resident memory in MiB, from /proc (Linux); null elsewhere or when it is gone. */
export function processRssMiB(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** A process and all its descendants (PostgreSQL runs a process per connection), from /proc (Linux). */
export function processTree(pid: number | undefined): number[] {
  if (!pid) return [];
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/**
 * Proportional memory (PSS, MiB) of processes, from /proc/PID/smaps_rollup (Linux): a page shared by n
 * processes counts 1/n in each, so a sum over processes counts it once. Null when none can be read.
 */
export function processesPssMiB(pids: number[]): number | null {
  let kb = 0;
  let read = 0;
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      read++;
    } catch {
      // gone meanwhile, or not readable
    }
  }
  return read ? Math.round(kb / 1024) : null;
}

/** CPU seconds of a process and its live descendants together (null when the process is gone). */
export function processTreeCpuSeconds(pid: number | undefined): number | null {
  const own = processCpuSeconds(pid);
  if (own === null) return null;
  return processTree(pid).slice(1).reduce((sum, p) => sum + (processCpuSeconds(p) ?? 0), own);
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
export function processCpuSeconds(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/**
 * Starts it with `env` on top of this process's environment, any free ports and `dataDir`; resolves once
 * it is up. BENCH_SERVICE_NODE_ARGS adds node flags, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
 */
export async function startServiceProcess(dataDir: string, env: NodeJS.ProcessEnv): Promise<ServiceProcess> {
  const command = startCommand(process.env.BENCH_SERVICE_NODE_ARGS ?? '');
  const child: ChildProcess = spawn('sh', ['-c', command], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, EXPORT_DATA_DIR: dataDir, PORT: '0', TEMPORAL_DEV_PORT: '0', TEMPORAL_DEV_UI_PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const deadline = Date.now() + 120_000;
  while (!out.includes('Export Protocol is up')) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the service exited while starting:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the service did not come up within 120 s:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 200)); // the rest of the banner
  const url = /API:\s+(http:\/\/\S+)/.exec(out)?.[1];
  const temporalAddress = /Temporal:\s+(\S+)/.exec(out)?.[1];
  if (!url || !temporalAddress) throw new Error(`no API or Temporal address in the banner:\n${out}`);
  return {
    url,
    temporalAddress,
    pid: child.pid as number,
    temporalServerPid: readPid(path.join(dataDir, 'temporal.pid')),
    postgresPid: () => readPid(path.join(dataDir, 'postgres', 'postmaster.pid'))() ?? readPid(path.join(dataDir, 'pglite.pid'))(),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
