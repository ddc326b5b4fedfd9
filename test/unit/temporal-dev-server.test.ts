import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startTemporalDevServer } from '../../runtime/temporal-dev-server';

/**
 * The start is tried again when the CLI lost a port to another process between freePort and its own bind (seen in
 * CI: "process exited before … accepted connections"), and only then. A stand-in CLI plays the three cases: the real
 * CLI's exit on a taken port is `Error: can't set frontend port N: listen tcp …: bind: address already in use`.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-temporal-'));

/** A stand-in CLI playing `mode`, and how many times it was started (the child does not see jest's process.env). */
function fakeCli(mode: 'taken-once' | 'always-taken' | 'bad-flag'): { cli: string; runs: () => number } {
  const cli = path.join(dir, `temporal-${mode}`);
  const state = `${cli}.runs`;
  fs.writeFileSync(
    cli,
    `#!${process.execPath}
const fs = require('fs');
const state = ${JSON.stringify(state)};
const run = Number(fs.existsSync(state) ? fs.readFileSync(state, 'utf8') : 0) + 1;
fs.writeFileSync(state, String(run));
const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
const mode = ${JSON.stringify(mode)};
if (mode === 'always-taken' || (mode === 'taken-once' && run === 1)) {
  console.error("Error: can't set frontend port " + port + ': listen tcp 127.0.0.1:' + port + ': bind: address already in use');
  process.exit(1);
}
if (mode === 'bad-flag') {
  console.error('Error: unknown flag: --nonsense');
  process.exit(1);
}
require('net').createServer().listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
`,
    { mode: 0o755 },
  );
  fs.rmSync(state, { force: true });
  return { cli, runs: () => Number(fs.readFileSync(state, 'utf8')) };
}

const accepts = (address: string): Promise<boolean> =>
  new Promise((resolve) => {
    const [host, port] = address.split(':');
    const socket = net.connect(Number(port), host, () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('starts again on fresh ports when a port was taken before the CLI bound it', async () => {
  const { cli, runs } = fakeCli('taken-once');
  const server = await startTemporalDevServer({ cliPath: cli, ui: false });
  expect(runs()).toBe(2);
  expect(await accepts(server.address)).toBe(true);
  await server.stop();
});

it('reads the taken port in the log file when there is one', async () => {
  const { cli, runs } = fakeCli('taken-once');
  const logFile = path.join(dir, 'temporal.log');
  fs.writeFileSync(logFile, 'an earlier start: bind: address already in use\n');
  const server = await startTemporalDevServer({ cliPath: cli, ui: false, logFile });
  expect(runs()).toBe(2);
  await server.stop();
});

it('gives up after three starts that all lost a port', async () => {
  const { cli, runs } = fakeCli('always-taken');
  await expect(startTemporalDevServer({ cliPath: cli, ui: false })).rejects.toThrow(/^Temporal dev server did not start: process exited before/);
  expect(runs()).toBe(3);
});

it('reports any other failure at once', async () => {
  const { cli, runs } = fakeCli('bad-flag');
  const logFile = path.join(dir, 'bad.log');
  // a taken port in an earlier start's lines is not this start's
  fs.writeFileSync(logFile, 'an earlier start: bind: address already in use\n');
  await expect(startTemporalDevServer({ cliPath: cli, ui: false, logFile })).rejects.toThrow(/did not start: .*\(see .*bad\.log\)/);
  expect(runs()).toBe(1);
});
