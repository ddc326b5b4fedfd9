import net from 'node:net';

/** Binds `port` on loopback to see whether it is free; port 0 asks the OS for any free port. */
export function reservePort(port: number, host = '127.0.0.1'): Promise<number | undefined> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(undefined));
    srv.listen({ port, host, exclusive: true }, () => {
      const addr = srv.address();
      const got = typeof addr === 'object' && addr ? addr.port : undefined;
      srv.close(() => resolve(got));
    });
  });
}

/** The preferred port when it is free, otherwise any free loopback port. */
export async function freePort(preferred = 0, avoid: number[] = []): Promise<number> {
  if (preferred > 0 && !avoid.includes(preferred)) {
    const got = await reservePort(preferred);
    if (got) return got;
  }
  for (;;) {
    const got = await reservePort(0);
    if (got && !avoid.includes(got)) return got;
  }
}

export function waitForTcp(host: string, port: number, timeoutMs: number, isAlive: () => boolean = () => true): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (!isAlive()) return reject(new Error(`process exited before ${host}:${port} accepted connections`));
      const sock = net.connect({ host, port });
      sock.once('connect', () => {
        sock.destroy();
        resolve();
      });
      sock.once('error', () => {
        sock.destroy();
        if (Date.now() > deadline) reject(new Error(`${host}:${port} did not accept connections within ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** Whether binding `port` on `host` fails with EADDRINUSE. */
export function portInUse(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'EADDRINUSE'));
    srv.listen({ port, host, exclusive: true }, () => srv.close(() => resolve(false)));
  });
}

/** The API's port is taken and PORT named it: the service stops before starting anything. */
export class PortInUseError extends Error {
  constructor(public readonly port: number, suggestion: number) {
    super(`Port ${port} is in use: set PORT to a free port, e.g. PORT=${suggestion} npm start`);
    this.name = 'PortInUseError';
  }
}

/** A free port on `host` near `from` (the next few numbers first, so it is easy to remember), else any. */
export async function nearbyFreePort(from: number, host: string): Promise<number> {
  for (let p = from + 1; p <= Math.min(from + 10, 65535); p++) {
    if (await reservePort(p, host)) return p;
  }
  for (;;) {
    const got = await reservePort(0, host);
    if (got) return got;
  }
}

/**
 * The port the API will listen on, decided before anything boots (the embedded Temporal and PostgreSQL
 * take seconds): port 0 or a free port is kept; a busy port named by PORT throws PortInUseError; a busy
 * default (PORT unset) is replaced by a free one, which `replaced` reports.
 */
export async function resolveListenPort(opts: { port: number; host: string; explicit: boolean }): Promise<{ port: number; replaced?: number }> {
  // Only "in use" is decided here; any other refusal (EACCES, an address not on this machine) is left
  // to the real listen, which reports it as it is.
  if (opts.port === 0 || !(await portInUse(opts.port, opts.host))) return { port: opts.port };
  const other = await nearbyFreePort(opts.port, opts.host);
  if (opts.explicit) throw new PortInUseError(opts.port, other);
  return { port: other, replaced: opts.port };
}
