import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const ENTRY = path.join(__dirname, '..', '..', 'dist', 'runtime', 'main.js');

/**
 * A worker as a real process (`--role worker`, the built entry point) on the run's Temporal and
 * database, for tests that SIGKILL it; resolves once it says it is up. `env` adds to (or overrides)
 * the test defaults; `name` names its data directory.
 */
export function startChildWorker(name: string, env: Record<string, string>): Promise<ChildProcess> {
  const proc = spawn(process.execPath, [ENTRY, '--role', 'worker'], {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      EXPORT_DATA_DIR: path.join(os.tmpdir(), `export-protocol-${name}-${process.pid}`),
      DATABASE_URL: process.env.TEST_DATABASE_URL,
      TEMPORAL_ADDRESS: process.env.TEST_TEMPORAL_ADDRESS,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let out = '';
  proc.stdout?.on('data', (d) => (out += d));
  proc.stderr?.on('data', (d) => (out += d));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('Export Protocol is up')) {
        clearInterval(timer);
        resolve(proc);
      } else if (proc.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`worker exited:\n${out}`));
      }
    }, 50);
  });
}
