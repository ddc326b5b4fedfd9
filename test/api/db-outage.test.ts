import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { postgresBinaries, systemUser } from '../../runtime/postgres-binaries';
import type { Service } from '../../runtime/service';
import { createTenant, http, readyProduct, startTestService, type Http, type HttpResult, type Tenant } from '../helpers/stack';

/**
 * A PostgreSQL restart under load: the service runs against a throwaway cluster of its own, which is
 * restarted and stopped while clients sync. No answer may be a 500, every failure must be 503
 * DATABASE_UNAVAILABLE with Retry-After, and every acknowledged sync must be in the database afterwards.
 * The cluster is made with the embedded default's PostgreSQL binaries (runtime/postgres-binaries.ts), so
 * this runs in both passes.
 */
const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A cluster in a temp directory; as root its tools run as `postgres`, which initdb requires. */
class ThrowawayCluster {
  private constructor(
    private readonly bin: string,
    private readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<ThrowawayCluster> {
    const [{ pgCtl }] = await Promise.all([postgresBinaries(), systemUser()]);
    const bin = path.dirname(pgCtl);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-outage-pg-'));
    if (process.getuid?.() === 0) await run('chown', ['postgres', dir]);
    const cluster = new ThrowawayCluster(bin, dir, await freePort());
    await cluster.tool('initdb', '-D', dir, '-U', 'postgres', '--auth=trust');
    await cluster.start();
    process.once('exit', cluster.stopOnExit);
    return cluster;
  }

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  // Asynchronous on purpose: the service under test runs in this process and must keep serving.
  private async tool(name: string, ...args: string[]): Promise<void> {
    await run(...this.command(name, ...args), { timeout: 60_000 });
  }

  private command(name: string, ...args: string[]): [string, string[]] {
    const file = path.join(this.bin, name);
    return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  }

  private ctl = (...args: string[]) => this.tool('pg_ctl', '-D', this.dir, '-w', ...args);

  // The server's output goes to a log file: a server left writing to our pipe would keep pg_ctl's call open.
  private serverArgs = () => ['-l', path.join(this.dir, 'server.log'), '-o', `-p ${this.port} -k ${this.dir} -c listen_addresses=127.0.0.1`];

  start = () => this.ctl(...this.serverArgs(), 'start');
  stop = (mode = 'fast') => this.ctl('-m', mode, 'stop');
  restart = () => this.ctl(...this.serverArgs(), '-m', 'fast', 'restart');

  // Should this process end before afterAll, the server must not outlive it.
  private stopOnExit = () => spawnSync(...this.command('pg_ctl', '-D', this.dir, '-m', 'immediate', 'stop'));

  async destroy(): Promise<void> {
    process.removeListener('exit', this.stopOnExit);
    await this.stop('immediate').catch(() => undefined);
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

describe('a PostgreSQL restart under load', () => {
  let cluster: ThrowawayCluster;
  let service: Service;
  let api: Http;
  let t: Tenant;
  let productId: string;

  beforeAll(async () => {
    cluster = await ThrowawayCluster.create();
    // The service migrates its database at start; the API role alone keeps the load on the syncs.
    service = await startTestService({ DATABASE_URL: cluster.url }, 'api');
    api = http(service.url);
    t = await createTenant(api, 'Outage');
    const product = await api.post('/products/sync', { accountId: t.accountId, items: [readyProduct('outage-p')] }, { key: t.apiKey });
    productId = product.body.data[0].id;
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    await cluster?.destroy();
  });

  interface Sent { kind: 'orders' | 'products'; externalId: string; res: HttpResult }

  /** One sync, an order three times in four, else a product, each with a new externalId. */
  function sync(n: number): Promise<Sent> {
    const externalId = `outage-${n}`;
    const key = { key: t.apiKey };
    if (n % 4 === 3) {
      return api.post('/products/sync', { accountId: t.accountId, items: [readyProduct(externalId)] }, key).then((res) => ({ kind: 'products', externalId, res }));
    }
    const order = { externalId, destinationCountry: 'US', items: [{ productId, quantity: 1 + (n % 5), unitValueUsd: 2.5 }] };
    return api.post('/api/orders/sync', { accountId: t.accountId, items: [order] }, key).then((res) => ({ kind: 'orders', externalId, res }));
  }

  /** `clients` callers syncing back to back until `until` settles (30 s at most). */
  async function load(clients: number, until: Promise<unknown>): Promise<Sent[]> {
    let done = false;
    void until.finally(() => { done = true; });
    const cap = setTimeout(() => { done = true; }, 30_000);
    let next = 0;
    const sent: Sent[] = [];
    const client = async () => {
      while (!done) sent.push(await sync(next++));
    };
    await Promise.all([until, ...Array.from({ length: clients }, client)]).finally(() => clearTimeout(cap));
    return sent;
  }

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After, never 500, and loses no acknowledged sync', async () => {
    const outage = (async () => {
      await sleep(1500);
      await cluster.restart();
      await sleep(1000);
      await cluster.stop();
      await sleep(1000);
      await cluster.start();
      await sleep(1500);
    })();
    const sent = await load(8, outage);

    const failed = sent.filter((s) => s.res.status !== 200);
    expect(sent.filter((s) => s.res.status === 500).map((s) => s.res.body)).toEqual([]);
    for (const s of failed) {
      expect({ status: s.res.status, body: s.res.body }).toEqual({
        status: 503,
        body: { errorCode: 'DATABASE_UNAVAILABLE', message: expect.any(String), details: { reason: expect.any(String) } },
      });
      expect(Number(s.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    // The outage was seen (the server was down a full second) and the service recovered from it.
    expect(failed.length).toBeGreaterThan(0);
    expect(sent.length - failed.length).toBeGreaterThan(failed.length);
    // Every started call was pushed, so sent.length is the next unused number.
    expect((await sync(sent.length)).res.status).toBe(200);

    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      for (const kind of ['orders', 'products'] as const) {
        const acknowledged = sent.filter((s) => s.kind === kind && s.res.status === 200).map((s) => s.externalId);
        const { rows } = await db.query(`SELECT external_id FROM ${kind} WHERE account_id = $1 AND external_id = ANY($2::text[])`, [t.accountId, acknowledged]);
        expect(rows.map((r) => r.external_id).sort()).toEqual([...acknowledged].sort());
      }
    } finally {
      await db.end();
    }
  });
});
