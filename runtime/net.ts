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
