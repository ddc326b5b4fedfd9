import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { Pool } from 'pg';
import { freePort } from '../../runtime/net';
import { startSmtpSink, type SmtpSink } from '../../runtime/smtp-sink';
import { ensureTemporalCli } from '../../runtime/temporal-cli';
import { startTemporalDevServer, type DevServer } from '../../runtime/temporal-dev-server';
import { ADMIN_TOKEN, createTenant, http, readyProduct, type Tenant } from '../helpers/stack';
import { Integrator, type ApiTarget, type Attempt, type Op } from './integrator';
import { ServiceProcess } from './processes';
import { SmtpRelay } from './smtp-relay';

/**
 * The scaled-out shape, run: one Temporal server, one PostgreSQL, one SMTP sink, and TWO API processes
 * and TWO worker processes (`node dist/runtime/main.js --role api|worker`), all separate processes
 * sharing DATABASE_URL, TEMPORAL_ADDRESS, TEMPORAL_TASK_QUEUE, EXPORT_ADMIN_TOKEN and WEBHOOK_SECRETS_KEY.
 *
 * A few concurrent clients plan and execute batches, alternating between the APIs and retrying each
 * request with its Idempotency-Key as integrators do. Mid-load one worker is SIGKILLed while broker
 * e-mails are in flight on it, and one API process while plan/execute requests are in flight on it
 * (they are retried on the other API with the same key); the killed API is restarted and serves again.
 * Then every batch must be COMPLETED with exactly one customs package (the same on every read), one
 * broker e-mail in the sink and one `export.executed` event, and one batch (and one workflow) per plan key.
 *
 * Each worker reaches the sink through its own relay (./smtp-relay.ts), which holds the end of every
 * message for HOLD_MS, as a slow mail server would: that keeps the e-mail activity in flight long
 * enough for the kill to land inside it, and tells the test which e-mails were in flight when it did.
 *
 * `npm run test:topology` (builds first). PostgreSQL: DATABASE_URL (or TEST_DATABASE_URL); without one,
 * the embedded default's PostgreSQL on a throwaway cluster (./global-setup.ts), said so in the output
 * (CI gives it a server of its own).
 */

const BATCHES = Number(process.env.TOPOLOGY_BATCHES ?? 36);
const CLIENTS = Number(process.env.TOPOLOGY_CLIENTS ?? 4);
/** How long the "broker mail server" takes to accept a message. */
const HOLD_MS = 250;
const KILL_WORKER_AFTER = Math.max(3, Math.round(BATCHES * 0.2));
const KILL_API_AFTER = Math.max(KILL_WORKER_AFTER + 2, Math.round(BATCHES * 0.45));
const SETTLE_TIMEOUT_MS = 180_000;

jest.setTimeout(420_000);

const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-protocol-topology-'));
const t0 = Date.now();
const at = () => `${((Date.now() - t0) / 1000).toFixed(1)}s`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const say = (line: string) => process.stdout.write(`[topology ${at()}] ${line}\n`);

let temporal: DevServer | undefined;
let databaseLabel = '';
let pool: Pool;
let temporalClient: Client | undefined;
let temporalConnection: Connection | undefined;
let sink: SmtpSink;
const relays: SmtpRelay[] = [];
const services: ServiceProcess[] = [];
const workers: ServiceProcess[] = [];
const apis: ServiceProcess[] = [];
let targets: ApiTarget[] = [];
let passed = false;

async function waitUntil(what: string, timeoutMs: number, cond: () => boolean | Promise<boolean>, interval = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(interval);
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(3000) })).status === 200;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const databaseUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
  // Without one, ./global-setup.ts started the embedded default's PostgreSQL on a throwaway cluster.
  const url = databaseUrl ?? process.env.TOPOLOGY_EMBEDDED_PG_URL;
  if (!url) throw new Error('no DATABASE_URL, and no embedded PostgreSQL from the global setup');
  databaseLabel = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : 'the embedded PostgreSQL (no DATABASE_URL given)';
  const dev = await startTemporalDevServer({ cliPath: ensureTemporalCli(process.env.TEMPORAL_CLI_PATH || undefined), ui: false, logFile: path.join(runDir, 'temporal.log') });
  temporal = dev;
  pool = new Pool({ connectionString: url, max: 4 });
  sink = await startSmtpSink();
  const sinkAddress = new URL(sink.url);
  say(`Temporal ${dev.address}; ${databaseLabel}; SMTP sink ${sink.url}; logs in ${runDir}`);

  const taskQueue = `topology-${randomBytes(4).toString('hex')}`;
  const shared = {
    DATABASE_URL: url,
    TEMPORAL_ADDRESS: dev.address,
    TEMPORAL_TASK_QUEUE: taskQueue,
    EXPORT_ADMIN_TOKEN: ADMIN_TOKEN,
    WEBHOOK_SECRETS_KEY: randomBytes(32).toString('base64'),
    EXPORT_SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  };
  const ports: number[] = [];
  const port = async () => {
    const p = await freePort(0, ports);
    ports.push(p);
    return p;
  };
  for (const name of ['worker-a', 'worker-b']) {
    const relay = await new SmtpRelay(name, { host: sinkAddress.hostname, port: Number(sinkAddress.port) }, HOLD_MS).start();
    relays.push(relay);
    workers.push(new ServiceProcess(name, 'worker', await port(), { ...shared, SMTP_URL: relay.url }, runDir));
  }
  // The APIs send no mail; they get the sink's address all the same (one configuration for every process).
  for (const name of ['api-a', 'api-b']) apis.push(new ServiceProcess(name, 'api', await port(), { ...shared, SMTP_URL: sink.url }, runDir));
  services.push(...workers, ...apis);
  // All four start at once, as an orchestrator starts them: each runs the migrations, waiting for the
  // others (db/migrate.ts), and none may fail to start.
  await Promise.all(services.map((s) => s.start()));
  for (const api of apis) await waitUntil(`${api.name} healthy (PostgreSQL, Temporal, a worker polling)`, 60_000, () => healthy(api.url), 200);
  targets = apis.map((a) => ({ name: a.name, url: a.url, inflight: new Set<Attempt>() }));
  temporalConnection = await Connection.connect({ address: dev.address });
  temporalClient = new Client({ connection: temporalConnection });
  say(`up: ${services.map((s) => `${s.name} pid ${s.pid} :${s.port}`).join(', ')}`);
});

afterAll(async () => {
  await Promise.all(services.map((s) => s.stop().catch(() => undefined)));
  for (const r of relays) await r.stop().catch(() => undefined);
  await sink?.stop().catch(() => undefined);
  await temporalConnection?.close().catch(() => undefined);
  await pool?.end().catch(() => undefined);
  await temporal?.stop().catch(() => undefined);
  if (passed && !process.env.TOPOLOGY_KEEP_LOGS) fs.rmSync(runDir, { recursive: true, force: true });
  else process.stdout.write(`[topology] logs kept in ${runDir}\n${services.map((s) => `--- ${s.name} (last lines)\n${s.tail(15)}`).join('\n')}\n`);
});

interface BatchRun {
  index: number;
  tenant: Tenant;
  orderIds: string[];
  batchId?: string;
  /** Every customs package ID and number the API answered for this batch (execute and each inspect). */
  packageIds: Set<string>;
  packageNumbers: Set<string>;
}

interface Kill {
  process: string;
  pid: number;
  at: string;
  detail: string;
}

test('2 API + 2 worker processes: batches complete exactly once through a worker kill and an API kill', async () => {
  const client = new Integrator(targets, { requestTimeoutMs: 60_000, opDeadlineMs: 150_000 });
  const admin = http(apis[0].url);
  const tenants = [await createTenant(admin, 'Topology Outfitters'), await createTenant(http(apis[1].url), 'Topology Traders')];

  // Products and orders through the APIs (one keyed sync each, alternating processes).
  const ordersPerBatch = 2;
  const orderIds = new Map<string, string[]>();
  for (const [ti, tenant] of tenants.entries()) {
    const p = await client.send('products', 'POST', '/products/sync', {
      accountId: tenant.accountId,
      items: [readyProduct('tee'), readyProduct('mug', { name: 'Ceramic mug', description: 'Stoneware coffee mug, 350 ml', materials: ['ceramic'], hsCode: '6912.00', weightKg: 0.4, declaredValueUsd: 9 })],
    }, { apiKey: tenant.apiKey, idempotencyKey: 'topology-products', prefer: ti });
    expect(p.status).toBe(200);
    const [tee, mug] = p.body.data.map((x: { id: string }) => x.id);
    const count = Math.ceil(BATCHES / tenants.length) * ordersPerBatch;
    const items = Array.from({ length: count }, (_, n) => ({
      externalId: `topo-${n}`,
      destinationCountry: 'US',
      destinationPostalCode: '10001',
      items: [{ productId: tee, quantity: 1 + (n % 3), unitValueUsd: 12.5 }, { productId: mug, quantity: 2, unitValueUsd: 9 }],
    }));
    const o = await client.send('orders', 'POST', '/api/orders/sync', { accountId: tenant.accountId, items }, { apiKey: tenant.apiKey, idempotencyKey: 'topology-orders', prefer: ti + 1 });
    expect(o.status).toBe(200);
    orderIds.set(tenant.accountId, o.body.data.map((x: { id: string }) => x.id));
  }
  const batches: BatchRun[] = Array.from({ length: BATCHES }, (_, index) => {
    const tenant = tenants[index % tenants.length];
    const slot = Math.floor(index / tenants.length) * ordersPerBatch;
    return { index, tenant, orderIds: orderIds.get(tenant.accountId)!.slice(slot, slot + ordersPerBatch), packageIds: new Set(), packageNumbers: new Set() };
  });
  const accountIds = tenants.map((t) => t.accountId);

  // --- the load: plan + execute per batch, CLIENTS at a time, alternating API processes ---
  const loadStart = Date.now();
  let next = 0;
  let executesAnswered = 0;
  let loadDone = false;
  const failures: string[] = [];
  const runBatch = async (b: BatchRun) => {
    const key = { apiKey: b.tenant.apiKey };
    const plan = await client.send(`plan #${b.index}`, 'POST', '/api/exports/plan', {
      accountId: b.tenant.accountId, warehouseId: b.tenant.warehouseId, brokerId: b.tenant.brokerId, orderIds: b.orderIds,
    }, { ...key, idempotencyKey: `topology-plan-${b.index}`, prefer: b.index });
    if (plan.status !== 200 || plan.body.readinessState !== 'READY') {
      failures.push(`plan #${b.index}: ${plan.status} ${JSON.stringify(plan.body).slice(0, 300)}`);
      return;
    }
    b.batchId = plan.body.exportId;
    // Execute starts on the other API process than the plan did.
    const exec = await client.send(`execute #${b.index} ${b.batchId}`, 'POST', '/api/exports/execute', {
      accountId: b.tenant.accountId, batchId: b.batchId,
    }, { ...key, idempotencyKey: `topology-execute-${b.index}`, prefer: b.index + 1 });
    executesAnswered++;
    if (exec.status !== 200 || exec.body.state !== 'COMPLETED') {
      failures.push(`execute #${b.index} ${b.batchId}: ${exec.status} ${JSON.stringify(exec.body).slice(0, 300)} (attempts: ${exec.op.attempts.map((a) => `${a.api}:${a.status ?? a.retryReason}`).join(', ')})`);
      return;
    }
    b.packageIds.add(exec.body.customs_package_id);
  };
  const load = async () => {
    try {
      await Promise.all(Array.from({ length: CLIENTS }, async () => {
        while (next < batches.length) await runBatch(batches[next++]);
      }));
    } finally {
      loadDone = true;
    }
  };

  // --- the kills ---
  const kills: Kill[] = [];
  let workerKill: { held: string[]; victim: ServiceProcess; stateAtKill: string } | undefined;
  let apiKill: { victim: ServiceProcess; attempts: Attempt[]; killedAt: number; restartedAt?: number } | undefined;
  const notOver = (what: string) => {
    if (loadDone) throw new Error(`the load ended before ${what}: the kill would not hit in-flight work (raise TOPOLOGY_BATCHES)`);
    return false;
  };
  const batchStates = async () => {
    const { rows } = await pool.query(
      `SELECT b.state, count(*)::int AS n, count(*) FILTER (WHERE s.status = 'pending')::int AS pending
       FROM export_batches b LEFT JOIN broker_submissions s ON s.batch_id = b.id
       WHERE b.account_id = ANY($1) GROUP BY b.state ORDER BY b.state`,
      [accountIds],
    );
    return rows.map((r) => `${r.n} ${r.state}${r.pending ? ` (${r.pending} e-mail pending)` : ''}`).join(', ');
  };

  const killWorker = async () => {
    const victim = workers[0];
    const relay = relays[0];
    await waitUntil(`${KILL_WORKER_AFTER} executes answered`, 120_000, () => executesAnswered >= KILL_WORKER_AFTER || notOver('the worker kill'));
    // Hold every message end on this worker's way to the sink from now on, until a broker e-mail is in
    // flight on it; and let every e-mail the sink already accepted from it be recorded as sent (a kill
    // between the two is SMTP's own at-least-once window, which no sender can close).
    relay.freeze();
    await waitUntil('a broker e-mail in flight on worker-a', 30_000, () => relay.held().length > 0 || notOver('an e-mail was in flight on worker-a'));
    // A second one if it comes soon (the mailer's socket timeout, 10 s, runs from the first).
    await waitUntil('a second e-mail', 1500, () => relay.held().length > 1).catch(() => undefined);
    await waitUntil('the e-mails worker-a delivered to be recorded as sent', 5_000, async () => {
      const ids = [...new Set(relay.forwarded)];
      if (ids.length === 0) return true;
      const { rows } = await pool.query(`SELECT count(*)::int AS n FROM broker_submissions WHERE batch_id = ANY($1) AND status = 'sent'`, [ids]);
      return rows[0].n === ids.length;
    });
    const held = relay.held();
    const stateAtKill = await batchStates();
    const pid = victim.pid;
    await victim.kill();
    relay.dropAll();
    kills.push({ process: 'worker-a', pid, at: at(), detail: `${held.length} broker e-mail(s) in flight, batches: ${stateAtKill}` });
    workerKill = { held, victim, stateAtKill };
    say(`SIGKILL worker-a (pid ${pid}) with ${held.length} broker e-mail(s) in flight (${held.join(', ')}); batches: ${stateAtKill}`);
  };

  const killApi = async () => {
    const victim = apis[1];
    const target = targets[1];
    await waitUntil(`${KILL_API_AFTER} executes answered`, 180_000, () => executesAnswered >= KILL_API_AFTER || notOver('the API kill'));
    // A plan or execute that has been on its way to api-b for a moment (it is past authentication and the
    // idempotency claim, waiting on Temporal).
    const busy = () => [...target.inflight].some((a) => /^(plan|execute)/.test(a.op.label) && Date.now() - a.startedAt >= 100);
    await waitUntil('a plan or execute in flight on api-b', 30_000, () => busy() || notOver('a request was in flight on api-b'), 5);
    const attempts = [...target.inflight];
    const pid = victim.pid;
    const killedAt = Date.now();
    await victim.kill();
    apiKill = { victim, attempts, killedAt };
    kills.push({ process: 'api-b', pid, at: at(), detail: `${attempts.length} request(s) in flight: ${attempts.map((a) => a.op.label).join('; ')}` });
    say(`SIGKILL api-b (pid ${pid}) with ${attempts.length} request(s) in flight: ${attempts.map((a) => a.op.label).join('; ')}`);
    await sleep(2000);
    await victim.start();
    apiKill.restartedAt = Date.now();
    say(`api-b restarted (pid ${victim.pid}) on the same port`);
  };

  const chaos = async () => {
    await killWorker();
    await killApi();
  };
  const [loadResult, chaosResult] = await Promise.allSettled([load(), chaos()]);
  if (chaosResult.status === 'rejected') throw chaosResult.reason;
  if (loadResult.status === 'rejected') throw loadResult.reason;
  const loadMs = Date.now() - loadStart;
  say(`load done in ${(loadMs / 1000).toFixed(1)}s: ${executesAnswered} executes answered, ${client.retries} retries`);
  expect(failures).toEqual([]);

  // --- settle: every batch COMPLETED with its e-mail sent, read through both APIs ---
  let reads = 0;
  const settleStart = Date.now();
  await Promise.all(batches.map(async (b) => {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    for (;;) {
      const res = await client.send(`inspect #${b.index}`, 'GET', `/api/exports/${b.batchId}`, undefined, { apiKey: b.tenant.apiKey, prefer: reads++ });
      expect(res.status).toBe(200);
      const v = res.body;
      if (v.customsPackage) {
        b.packageIds.add(v.customsPackage.id);
        b.packageNumbers.add(v.customsPackage.packageNumber);
      }
      if (v.state === 'COMPLETED' && v.brokerSubmission?.status === 'sent') return;
      if (Date.now() > deadline) throw new Error(`batch #${b.index} ${b.batchId} not settled after ${SETTLE_TIMEOUT_MS} ms: ${v.state}, e-mail ${v.brokerSubmission?.status}`);
      await sleep(500);
    }
  }));
  say(`all ${BATCHES} batches COMPLETED with the e-mail sent (settled ${((Date.now() - settleStart) / 1000).toFixed(1)}s after the load)`);

  // --- exactly once ---
  const ids = batches.map((b) => b.batchId as string);
  const dup = (counts: Map<string, number>) => ids.reduce((n, id) => n + Math.max(0, (counts.get(id) ?? 0) - 1), 0);
  const missing = (counts: Map<string, number>) => ids.filter((id) => (counts.get(id) ?? 0) === 0);
  const countBy = async (sql: string) => new Map<string, number>((await pool.query(sql, [accountIds])).rows.map((r) => [r.batch_id, r.n]));

  // One batch per plan key (a retried plan landed on the batch its first request started)...
  const { rows: batchRows } = await pool.query('SELECT id FROM export_batches WHERE account_id = ANY($1)', [accountIds]);
  expect(batchRows.map((r) => r.id).sort()).toEqual([...ids].sort());
  // ... and one workflow each.
  const workflowIds: string[] = [];
  for (const accountId of accountIds) {
    for await (const wf of temporalClient!.workflow.list({ query: `ExportAccountId = '${accountId}'` })) workflowIds.push(wf.workflowId);
  }
  expect(workflowIds.sort()).toEqual(ids.map((id) => `export-batch-${id}`).sort());

  // One customs package per batch: the same on every read, and one row.
  const readDuplicates = batches.filter((b) => b.packageIds.size !== 1 || b.packageNumbers.size !== 1).map((b) => `#${b.index}: ${[...b.packageIds].join('/')} ${[...b.packageNumbers].join('/')}`);
  expect(readDuplicates).toEqual([]);
  const packages = await countBy('SELECT batch_id, count(*)::int AS n FROM customs_packages WHERE account_id = ANY($1) GROUP BY batch_id');
  expect(missing(packages)).toEqual([]);
  const packageDuplicates = dup(packages);

  // One broker e-mail per batch in the sink.
  const mails = new Map<string, number>();
  for (const m of sink.messages()) {
    const batchId = /^<(.+)\.broker-submission@export-protocol>$/.exec(m.messageId)?.[1];
    if (batchId) mails.set(batchId, (mails.get(batchId) ?? 0) + 1);
  }
  expect(missing(mails)).toEqual([]);
  const mailDuplicates = dup(mails);
  const strayMails = [...mails.keys()].filter((id) => !ids.includes(id));

  // One export.executed event per batch: through the API and in the table.
  let apiEventDuplicates = 0;
  for (const b of batches) {
    const res = await client.send(`events #${b.index}`, 'GET', `/api/events?batchId=${b.batchId}&type=export.executed`, undefined, { apiKey: b.tenant.apiKey, prefer: b.index });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThanOrEqual(1);
    apiEventDuplicates += res.body.data.length - 1;
  }
  const events = await countBy(`SELECT batch_id, count(*)::int AS n FROM events WHERE account_id = ANY($1) AND type = 'export.executed' GROUP BY batch_id`);
  expect(missing(events)).toEqual([]);
  const eventDuplicates = dup(events);

  // --- the kills hit in-flight work ---
  // The worker: each e-mail it had in flight was sent again by the survivor (attempt 2+), once.
  expect(workerKill).toBeDefined();
  const held = workerKill!.held;
  expect(held.length).toBeGreaterThan(0);
  const { rows: heldRows } = await pool.query('SELECT batch_id, attempts, status FROM broker_submissions WHERE batch_id = ANY($1)', [held]);
  expect(heldRows.filter((r) => r.status === 'sent' && r.attempts >= 2).map((r) => r.batch_id).sort()).toEqual([...new Set(held)].sort());
  let retriedInHistory = 0;
  let workflowTaskTimeouts = 0;
  for (const id of ids) {
    const history = await temporalClient!.workflow.getHandle(`export-batch-${id}`).fetchHistory();
    const evs = history.events ?? [];
    workflowTaskTimeouts += evs.filter((e) => e.workflowTaskTimedOutEventAttributes).length;
    if (held.includes(id) && evs.some((e) => (e.activityTaskStartedEventAttributes?.attempt ?? 0) >= 2)) retriedInHistory++;
  }
  expect(retriedInHistory).toBe(new Set(held).size);

  // The API: the requests it had in flight failed with the connection, and were answered 200 by the
  // other API process under the same key.
  expect(apiKill).toBeDefined();
  const hit = apiKill!.attempts.filter((a) => a.retryReason?.startsWith('connection') || a.retryReason === 'timeout');
  expect(hit.length).toBeGreaterThan(0);
  expect(hit.some((a) => /^(plan|execute)/.test(a.op.label))).toBe(true);
  const hitOps = [...new Set(hit.map((a) => a.op))];
  const hitSummary = (op: Op) => `${op.label} [${op.attempts.map((a) => `${a.api}:${a.status ?? a.retryReason}`).join(' → ')}]`;
  for (const op of hitOps) {
    expect({ op: hitSummary(op), status: op.final?.status }).toEqual({ op: hitSummary(op), status: 200 });
    expect(op.attempts.some((a) => a.startedAt >= apiKill!.killedAt && a.api !== 'api-b')).toBe(true);
  }
  // The restarted API serves again.
  expect(apiKill!.restartedAt).toBeDefined();
  expect(await healthy(apis[1].url)).toBe(true);
  const servedAfterRestart = client.ops.filter((op) => op.final?.api === 'api-b' && op.attempts[op.attempts.length - 1].startedAt >= apiKill!.restartedAt!).length;
  expect(servedAfterRestart).toBeGreaterThan(0);

  // Nothing crashed by itself, and no answer was a 500.
  expect(services.flatMap((s) => s.unexpectedExits)).toEqual([]);
  expect(client.internalErrors).toEqual([]);

  // What the processes logged at error level (pino level >= 50), for the record: not a failure by itself.
  const errorLines = services.map((s) => {
    const lines = fs.readFileSync(s.logFile, 'utf8').split('\n').filter((l) => {
      try {
        return (JSON.parse(l) as { level?: number }).level! >= 50;
      } catch {
        return false;
      }
    });
    return { name: s.name, lines };
  });
  for (const { name, lines } of errorLines) {
    for (const l of lines.slice(0, 3)) say(`${name} logged: ${l.slice(0, 400)}`);
  }

  // How long integrators waited for a definitive answer (all attempts of a request).
  const latency = (kind: string) => {
    const ms = client.ops.filter((op) => op.label.startsWith(kind) && op.final).map((op) => op.attempts[op.attempts.length - 1].endedAt! - op.attempts[0].startedAt).sort((a, b) => a - b);
    return `${kind} p50 ${ms[Math.floor(ms.length / 2)]} ms, max ${ms[ms.length - 1]} ms`;
  };
  say(`answer times: ${latency('plan')}; ${latency('execute')}`);

  const reasons = [...client.retryReasons.entries()].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${n}× ${r}`).join(', ');
  const duration = ((Date.now() - t0) / 1000).toFixed(1);
  say(`retries by reason: ${reasons || 'none'}`);
  say(`requests hit by the API kill: ${hitOps.map(hitSummary).join('; ')}`);
  say(`e-mail attempts of the batches in flight on the killed worker: ${heldRows.map((r) => `${r.batch_id}=${r.attempts}`).join(', ')}; workflow task timeouts (tasks lost with the worker): ${workflowTaskTimeouts}`);
  say(
    `FIGURES batches=${BATCHES} (${databaseLabel.split(' (')[0]}, 2 API + 2 workers, ${CLIENTS} clients); ` +
      `kills: ${kills.map((k) => `${k.process} pid ${k.pid} at ${k.at} (${k.detail})`).join('; ')}; ` +
      `retries=${client.retries}; duplicates: packages=${packageDuplicates} e-mails=${mailDuplicates} events=${eventDuplicates} (API ${apiEventDuplicates}); ` +
      `stray e-mails=${strayMails.length}; error log lines: ${errorLines.map((e) => `${e.name} ${e.lines.length}`).join(', ')}; load ${(loadMs / 1000).toFixed(1)}s; duration=${duration}s`,
  );
  expect({ packageDuplicates, mailDuplicates, eventDuplicates, apiEventDuplicates, strayMails }).toEqual({
    packageDuplicates: 0, mailDuplicates: 0, eventDuplicates: 0, apiEventDuplicates: 0, strayMails: [],
  });
  passed = true;
});
