import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The prebuilt workflow bundle (runtime/workflow-bundle.ts), as the built code uses it: `npm run build`
 * (which npm test runs first) wrote dist/workflow-bundle.js; a process takes it while its key matches the
 * compiled code, and bundles at start as soon as any compiled file differs.
 */
const DIST = path.join(__dirname, '..', '..', 'dist');
const MODULE = path.join(DIST, 'runtime', 'workflow-bundle.js');
const PROBE = path.join(DIST, 'zz-workflow-bundle-probe.js');

/** workflowCode() of the built module, in a child process (jest runs the TypeScript sources). */
const choice = (tracing = false): { code: Record<string, unknown>; why: string } =>
  JSON.parse(execFileSync(process.execPath, ['-e', `console.log(JSON.stringify(require(${JSON.stringify(MODULE)}).workflowCode({ tracing: ${tracing} })))`], { encoding: 'utf8' }));

afterEach(() => fs.rmSync(PROBE, { force: true }));

test('the build wrote the bundle; a second build leaves it as it is', () => {
  expect(fs.existsSync(path.join(DIST, 'workflow-bundle.js'))).toBe(true);
  const before = fs.statSync(path.join(DIST, 'workflow-bundle.js')).mtimeMs;
  expect(execFileSync(process.execPath, [MODULE], { encoding: 'utf8' })).toContain('up to date');
  expect(fs.statSync(path.join(DIST, 'workflow-bundle.js')).mtimeMs).toBe(before);
});

test('a worker takes the bundle while it matches the compiled code, and bundles at start once it does not', () => {
  expect(choice()).toEqual({ code: { workflowBundle: { codePath: path.join(DIST, 'workflow-bundle.js') } }, why: 'workflow code from dist/workflow-bundle.js' });
  // Tracing adds workflow interceptors the bundle does not have.
  expect(choice(true).code).toEqual({ workflowsPath: path.join(DIST, 'workflows', 'index.js') });
  // Any compiled file changed (here: one more) makes the bundle stale: never run, bundled anew at start.
  fs.writeFileSync(PROBE, '// changed code\n');
  const stale = choice();
  expect(stale.code).toEqual({ workflowsPath: path.join(DIST, 'workflows', 'index.js') });
  expect(stale.why).toContain('stale');
});
