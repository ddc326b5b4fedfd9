import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got: raw body and headers as sent. */
export interface Received {
  headers: Record<string, string>;
  body: string;
  json: { id: string; type: string; created_at: string; data: Record<string, any> };
  at: number;
}

/** How the receiver answers its n-th request (0-based): a status (and headers), or no answer at all. */
export type Reply = { status: number; headers?: Record<string, string> } | 'hang';

/**
 * A real HTTP receiver, as an integrator would run one. Verification is done with the Standard
 * Webhooks library (`standardwebhooks`), never with the service's code.
 */
export class WebhookReceiver {
  readonly received: Received[] = [];
  private server!: http.Server;
  private readonly hung: http.ServerResponse[] = [];

  constructor(private readonly reply: (n: number, req: Received) => Reply = () => ({ status: 200 })) {}

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const got: Received = { headers: req.headers as Record<string, string>, body, json: JSON.parse(body), at: Date.now() };
        const n = this.received.push(got) - 1;
        const r = this.reply(n, got);
        if (r === 'hang') {
          this.hung.push(res);
          return;
        }
        res.writeHead(r.status, r.headers).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Throws unless the request verifies with `secret` (the library checks signature and timestamp). */
  static verify(r: Received, secret: string): unknown {
    return new Webhook(secret).verify(r.body, r.headers);
  }

  /** Waits until `count` requests arrived (or throws after `ms`). */
  async waitFor(count: number, ms = 30_000): Promise<Received[]> {
    const deadline = Date.now() + ms;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`receiver got ${this.received.length} of ${count} requests: ${this.received.map((r) => r.json.type).join(', ')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return this.received;
  }

  async stop(): Promise<void> {
    for (const res of this.hung) res.destroy();
    this.server.closeAllConnections();
    await new Promise((r) => this.server.close(r));
  }
}
