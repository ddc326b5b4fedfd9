import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { WorkerOptions } from '@temporalio/worker';

/**
 * The workflow code, bundled once at build time instead of at every start.
 *
 * A worker (and a replay) otherwise runs webpack over the workflow code each time it starts: seconds of
 * CPU on every `npm start`. `npm run build` writes `dist/workflow-bundle.js` after tsc, with the key of
 * what it was built from (every compiled file under dist/ and the SDK's version); the build skips it
 * when the key is unchanged, and a process uses it only when the key still matches, so a stale bundle is
 * never run: it bundles at start as before, and says so.
 *
 * Not used when tracing is on: its workflow interceptors are bundled in (runtime/tracing.ts), so that
 * process bundles at start.
 */
const DIST = path.resolve(__dirname, '..');
const BUNDLE = path.join(DIST, 'workflow-bundle.js');
const KEY_FILE = path.join(DIST, 'workflow-bundle.key');
const WORKFLOWS = require.resolve('../workflows');

/** Only compiled code has a dist/ to read: under ts-node or jest's transform there is no bundle. */
const compiled = __filename.endsWith('.js');

/**
 * What the bundle is built from: every compiled file under dist/ (path and contents, so a copy of dist/
 * that keeps the files but not their times still matches; hashing them takes some 50 ms) and the SDK's version.
 */
function inputsKey(): string {
  const hash = createHash('sha256');
  hash.update(`@temporalio/workflow ${require('@temporalio/workflow/package.json').version}\n`);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.js') && full !== BUNDLE) files.push(full);
    }
  };
  walk(DIST);
  for (const file of files.sort()) hash.update(`${path.relative(DIST, file)}\n`).update(fs.readFileSync(file));
  return hash.digest('hex');
}

const currentKey = (): string | undefined => {
  try {
    return fs.readFileSync(KEY_FILE, 'utf8').trim();
  } catch {
    return undefined;
  }
};

/** Writes the bundle unless the one there was built from the same inputs; returns whether it wrote. */
export async function buildWorkflowBundle(): Promise<boolean> {
  const key = inputsKey();
  if (currentKey() === key && fs.existsSync(BUNDLE)) return false;
  // Loaded only to bundle: the SDK takes half a second to load, and the build mostly finds the bundle current.
  const { bundleWorkflowCode, DefaultLogger } = await import('@temporalio/worker');
  const { code } = await bundleWorkflowCode({ workflowsPath: WORKFLOWS, logger: new DefaultLogger('WARN') });
  // Bundle, then key: a crash in between leaves a key that does not match, never a key for a half file.
  fs.writeFileSync(`${BUNDLE}.tmp`, code);
  fs.renameSync(`${BUNDLE}.tmp`, BUNDLE);
  fs.writeFileSync(KEY_FILE, `${key}\n`);
  return true;
}

/**
 * The worker's workflow code: the prebuilt bundle when it matches the code this process runs, else the
 * workflow sources (bundled now). `why` says which, for the start log.
 */
export function workflowCode(opts: { tracing: boolean }): { code: Pick<WorkerOptions, 'workflowBundle' | 'workflowsPath'>; why: string } {
  const fallback = (why: string) => ({ code: { workflowsPath: WORKFLOWS }, why });
  if (!compiled) return fallback('workflow code bundled at start (running from sources)');
  if (opts.tracing) return fallback('workflow code bundled at start (tracing interceptors)');
  if (!fs.existsSync(BUNDLE)) return fallback('workflow code bundled at start: no dist/workflow-bundle.js (npm run build writes it)');
  if (currentKey() !== inputsKey()) return fallback('workflow code bundled at start: dist/workflow-bundle.js is stale (npm run build rebuilds it)');
  return { code: { workflowBundle: { codePath: BUNDLE } }, why: 'workflow code from dist/workflow-bundle.js' };
}

if (require.main === module) {
  const started = Date.now();
  buildWorkflowBundle().then(
    (wrote) => console.log(wrote ? `workflow bundle: dist/workflow-bundle.js written in ${Date.now() - started} ms` : 'workflow bundle: up to date'),
    (err) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
