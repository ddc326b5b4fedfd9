import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What copyPgliteInto copied: each table's rows, how many sequences were set, the migrations the data was at. */
export interface PgliteCopy {
  tables: { table: string; rows: number }[];
  sequences: number;
  migrations: string[];
}

/** Sent to the copying process over IPC (not in argv: the URL may carry a password). */
export interface CopyRequest {
  pgliteDir: string;
  databaseUrl: string;
}

export type CopyReply = { copied: PgliteCopy } | { error: string };

/** Compiled, the entry is beside this file; under jest's TypeScript transform it is the built one (npm test builds). */
const PROCESS_ENTRY = __filename.endsWith('.ts')
  ? path.resolve(__dirname, '..', 'dist', 'runtime', 'pglite-upgrade-process.js')
  : path.join(__dirname, 'pglite-upgrade-process.js');

/** The end of what the child wrote to stderr, for an error message when it dies without a reply. */
const STDERR_TAIL = 4000;

/**
 * Copies every table of the PGlite data directory into the (empty, running) PostgreSQL at databaseUrl:
 * the schema is migrated to the PGlite database's own migration level first, then every row and sequence
 * is copied in one transaction (runtime/pglite-upgrade-process.ts). Resolves with what was copied;
 * rejects, having committed no rows, when anything does not match.
 *
 * The work runs in a short-lived child process: PGlite's WASM memory (~200 MiB) grows and is never
 * returned to the system, except by the process exiting.
 */
export async function copyPgliteInto(pgliteDir: string, databaseUrl: string): Promise<PgliteCopy> {
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new Error(`copying the PGlite data in ${pgliteDir} failed: it is not a PostgreSQL data directory (no PG_VERSION)`);
  }
  const { reply, code, stderr } = await runChild({ pgliteDir, databaseUrl });
  if (reply && 'copied' in reply) return reply.copied;
  const why = reply ? reply.error : `its process exited (${code}) without an answer${stderr ? `: ${stderr}` : ''}`;
  throw new Error(`copying the PGlite data in ${pgliteDir} into PostgreSQL failed: ${why}`);
}

interface ChildOutcome {
  reply?: CopyReply;
  code: string;
  stderr: string;
}

/** Forks the copying process, sends it the request and waits until it has exited (its memory is freed then). */
function runChild(request: CopyRequest): Promise<ChildOutcome> {
  // Not the parent's flags (--inspect, jest's ...); stdout ignored: the service's log is JSON on stdout.
  const child = fork(PROCESS_ENTRY, [], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let reply: CopyReply | undefined;
  let stderr = '';
  child.on('message', (m: CopyReply) => (reply = m));
  child.stderr?.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-STDERR_TAIL)));
  child.send(request, () => undefined); // a child that died at once is reported by 'close'
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    // 'close', not 'exit': it comes after the IPC channel has closed, so after the reply was received.
    child.once('close', (code, signal) => resolve({ reply, code: String(signal ?? code), stderr: stderr.trim() }));
  });
}
