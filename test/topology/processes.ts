import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ENTRY = path.join(__dirname, '..', '..', 'dist', 'runtime', 'main.js');

export type Role = 'api' | 'worker';

/**
 * One service process of the scaled-out shape: `node dist/runtime/main.js --role api|worker`, the built
 * entry point as deployed, with its own EXPORT_DATA_DIR and PORT. Its output goes to `<runDir>/<name>.log`
 * (appended across restarts).
 */
export class ServiceProcess {
  proc?: ChildProcess;
  /** Pids this name ran as, oldest first. */
  readonly pids: number[] = [];
  private output = '';
  /** Set just before the test kills or stops it: any other exit is a crash the test fails on. */
  private expectingExit = false;
  readonly unexpectedExits: string[] = [];

  constructor(
    readonly name: string,
    readonly role: Role,
    readonly port: number,
    private readonly env: Record<string, string>,
    private readonly runDir: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get logFile(): string {
    return path.join(this.runDir, `${this.name}.log`);
  }

  get pid(): number {
    return this.proc?.pid ?? -1;
  }

  alive(): boolean {
    return this.proc !== undefined && this.proc.exitCode === null && this.proc.signalCode === null;
  }

  /** Starts the process and resolves once it printed that it is up. */
  async start(timeoutMs = 90_000): Promise<void> {
    const dataDir = path.join(this.runDir, this.name);
    fs.mkdirSync(dataDir, { recursive: true });
    const log = fs.openSync(this.logFile, 'a');
    const proc = spawn(process.execPath, [ENTRY, '--role', this.role], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(this.port), HOST: '127.0.0.1', EXPORT_DATA_DIR: dataDir, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.proc = proc;
    this.expectingExit = false;
    this.output = '';
    if (proc.pid) this.pids.push(proc.pid);
    const onData = (d: Buffer) => {
      this.output += d.toString();
      if (this.output.length > 200_000) this.output = this.output.slice(-100_000);
      fs.writeSync(log, d);
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('close', () => fs.closeSync(log)); // after the last output was written
    let up = false;
    proc.once('exit', (code, signal) => {
      // An exit while starting is start()'s error; one after it said it is up is a crash.
      if (up && !this.expectingExit) this.unexpectedExits.push(`${this.name} (pid ${proc.pid}) exited by itself: code ${code}, signal ${signal}`);
    });
    const deadline = Date.now() + timeoutMs;
    while (!this.output.includes('Export Protocol is up')) {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`${this.name} exited while starting:\n${this.output}`);
      if (Date.now() > deadline) throw new Error(`${this.name} did not start within ${timeoutMs} ms:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    up = true;
  }

  /** SIGKILL, as a crashed host or an OOM kill; resolves when the process is gone. */
  async kill(): Promise<void> {
    const proc = this.proc;
    if (!proc || !this.alive()) return;
    this.expectingExit = true;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGKILL');
    await exited;
  }

  /** SIGTERM (a graceful stop), SIGKILL after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    const proc = this.proc;
    if (!proc || !this.alive()) return;
    this.expectingExit = true;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  }

  /** The last lines of its log, for a failure message. */
  tail(lines = 30): string {
    return this.output.split('\n').slice(-lines).join('\n');
  }
}
