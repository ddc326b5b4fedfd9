import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { Logger } from 'pino';
import { createLogger } from './logging';
import { createApp } from '../api/app';
import { RateLimiter } from '../api/rate-limit';
import type { ApiDeps, HealthReport } from '../api/context';
import { createActivities } from '../activities';
import { deleteExpired } from '../db/idempotency';
import { deleteEndedWindows } from '../db/rate-limits';
import { migrate } from '../db/migrate';
import { createPool, type Db } from '../db/pool';
import type { Config } from './config';
import type { Tracing, TracingOptions } from './tracing';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { copyPgliteInto, type PgliteCopy } from './pglite-upgrade';
import { createMailer, type Mailer } from '../activities/mailer';
import { loadSecretBox } from '../activities/webhook-signing';
import { nearbyFreePort, PortInUseError, resolveListenPort } from './net';
import { recordDemoEnv, seedDemo, type DemoSeed } from './seed';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { ensureSearchAttributes } from './search-attributes';
import { startConfiguredTemporal, type DevServer } from './temporal-dev-server';
import { workflowCode } from './workflow-bundle';
import { buildServiceClassifier, lazyClassifier } from './classifier';

export interface Service {
  /** Base URL of the HTTP API (also served, health only, by a worker-only process). */
  url: string;
  port: number;
  /** The default port (PORT unset) that was in use, so the API took `port` instead. */
  portReplaced?: number;
  databaseUrl: string;
  temporalAddress: string;
  temporalUiUrl?: string;
  /** The Temporal dev server child's pid, when this process started one (the bench reads its CPU time). */
  temporalServerPid?: number;
  /** The embedded PostgreSQL, when this process started one (no DATABASE_URL). */
  embeddedPostgres?: EmbeddedPostgres;
  adminToken?: string;
  demo?: DemoSeed;
  /** The in-process SMTP sink, when SMTP_URL is unset and this process runs a worker. */
  mailSink?: SmtpSink;
  db: Db;
  client: Client;
  /** What the API seals webhook secrets and checks URLs with (tests build apps from it). */
  webhooks: ApiDeps['webhooks'];
  logger: Logger;
  health(): Promise<HealthReport>;
  stop(): Promise<void>;
}

function readOrCreateSecret(file: string): string {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    /* first start */
  }
  const token = `adm_${randomBytes(24).toString('base64url')}`;
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  return token;
}

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      p,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The embedded dev server gets the search attributes a newer version adds; a real cluster is checked. */
async function checkSearchAttributes(connection: Connection, namespace: string, embedded: boolean, logger: Logger): Promise<void> {
  let missing: string[];
  try {
    missing = await ensureSearchAttributes(connection, namespace, embedded);
  } catch (err) {
    // A cluster may not let this key read its search attributes (Temporal Cloud): that is no reason not to start.
    if (embedded) throw err;
    logger.warn({ err }, 'could not check the Temporal namespace for the search attributes');
    return;
  }
  if (missing.length > 0) {
    logger.error(
      { missing },
      `Temporal namespace ${namespace} lacks the search attributes ${missing.join(', ')}: batches that set them fail their workflow tasks. ` +
        `Register each once: temporal operator search-attribute create --namespace ${namespace} --name NAME --type Keyword`,
    );
  }
}

/** What was started, stopped in reverse order: `stop()` of the service, or a start that failed half-way. */
class ShutdownStack {
  private readonly entries: Array<{ name: string; stop: () => Promise<unknown> }> = [];
  constructor(private readonly logger: Logger) {}

  push(name: string, stop: () => Promise<unknown>): void {
    this.entries.push({ name, stop });
  }

  readonly stopAll = async (): Promise<void> => {
    for (const { name, stop } of this.entries.splice(0).reverse()) {
      try {
        await stop();
      } catch (err) {
        this.logger.warn({ err }, `stopping ${name} failed`);
      }
    }
  };
}

/** How long each step of the start took (logged once up): where a slow start goes. */
function startClock() {
  const started = performance.now();
  const phases: Record<string, number> = {};
  const timed = async <T>(name: string, work: Promise<T>): Promise<T> => {
    const at = performance.now();
    try {
      return await work;
    } finally {
      phases[name] = Math.round(performance.now() - at);
    }
  };
  return { phases, timed, elapsedMs: () => Math.round(performance.now() - started) };
}

/** What every phase of the start shares. */
interface Start {
  config: Config;
  logger: Logger;
  stack: ShutdownStack;
  timed: ReturnType<typeof startClock>['timed'];
}

type TemporalStart = { address: string; dev?: DevServer };
type ServiceClassifier = ReturnType<typeof lazyClassifier>;
type TemporalTls = { clientCertPair?: { crt: Buffer; key: Buffer }; serverRootCACertificate?: Buffer } | undefined;

/** Where an earlier version's PGlite data is kept once copied (named in the log). */
export const PGLITE_KEPT_AS = 'pglite-upgraded-to-postgres';

/**
 * Before issue 32 the embedded default ran PGlite with its files in <data>/pglite. A new cluster copies
 * every table from it (row counts checked, one transaction) before it counts as finished; then the old
 * directory is renamed, kept, and named in the log. A failed copy stops the start and leaves the old
 * directory as it was; the next start tries again on a new cluster.
 */
async function startEmbeddedWithUpgrade(config: Config, logger: Logger): Promise<EmbeddedPostgres> {
  const old = path.join(config.dataDir, 'pglite');
  const hasOld = fs.existsSync(path.join(old, 'PG_VERSION'));
  let copied: PgliteCopy | undefined;
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    afterInit: async (url) => {
      if (!hasOld) return;
      logger.info(`copying the data of an earlier version's embedded PGlite (${old}) into the new PostgreSQL cluster`);
      copied = await copyPgliteInto(old, url).catch((err: unknown) => {
        throw new Error(`copying ${old} into the embedded PostgreSQL failed, nothing was changed: ${err instanceof Error ? err.message : String(err)}`);
      });
    },
    log: (m) => logger.info(m),
    onUnexpectedExit: (detail) => logger.error(`the embedded PostgreSQL ${detail}`),
  });
  if (copied) {
    const kept = path.join(config.dataDir, PGLITE_KEPT_AS);
    fs.renameSync(old, kept);
    const rows = copied.tables.reduce((n, t) => n + t.rows, 0);
    logger.info(
      `copied ${copied.tables.length} tables, ${rows} rows (counts checked: ${copied.tables.map((t) => `${t.table} ${t.rows}`).join(', ')}) and ${copied.sequences} sequences from PGlite; ` +
        `the old directory is kept as ${kept}: delete it once you no longer need it`,
    );
  } else if (hasOld) {
    logger.warn(`${old} (an earlier version's PGlite) is there but the PostgreSQL cluster already existed, so it was not copied; move it away once you no longer need it`);
  }
  const runsAs = embedded.runsAs ? `, running as the system user ${embedded.runsAs} (the service runs as root)` : '';
  logger.info({ version: embedded.version, port: embedded.port, dataDir: embedded.dataDir }, `embedded ${embedded.version} on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}${runsAs}`);
  return embedded;
}

/** PostgreSQL and Temporal, started in parallel: each takes a few seconds when embedded. */
async function startBackends(s: Start, early?: Promise<TemporalStart>): Promise<{ pg: { url: string; embedded?: EmbeddedPostgres }; temporal: TemporalStart }> {
  const { config, logger } = s;
  const pgPromise: Promise<{ url: string; embedded?: EmbeddedPostgres }> = config.database.url
    ? Promise.resolve({ url: config.database.url })
    : startEmbeddedWithUpgrade(config, logger).then((embedded) => ({ url: embedded.url, embedded }));
  // runtime/main.ts starts Temporal before it loads this module, so the dev server boots meanwhile.
  const temporalPromise = early ?? startConfiguredTemporal(config, (m) => logger.info(m));
  const [pg, temporal] = await Promise.allSettled([s.timed('postgres', pgPromise), s.timed('temporal', temporalPromise)]);
  // Whichever started is stopped, also when the other failed.
  if (pg.status === 'fulfilled' && pg.value.embedded) s.stack.push('embedded PostgreSQL', pg.value.embedded.stop);
  if (temporal.status === 'fulfilled' && temporal.value.dev) s.stack.push('Temporal dev server', temporal.value.dev.stop);
  if (pg.status === 'rejected') throw pg.reason;
  if (temporal.status === 'rejected') throw temporal.reason;
  return { pg: pg.value, temporal: temporal.value };
}

function temporalTls(config: Config): TemporalTls {
  const t = config.temporal;
  if (!t.tls) return undefined;
  return {
    clientCertPair: t.tlsCertPath && t.tlsKeyPath ? { crt: fs.readFileSync(t.tlsCertPath), key: fs.readFileSync(t.tlsKeyPath) } : undefined,
    serverRootCACertificate: t.tlsCaPath ? fs.readFileSync(t.tlsCaPath) : undefined,
  };
}

async function connectClient(s: Start, address: string, tls: TemporalTls, tracing: Tracing | undefined): Promise<{ connection: Connection; client: Client }> {
  const { temporal } = s.config;
  const connection = await Connection.connect({ address, tls, apiKey: temporal.apiKey });
  s.stack.push('Temporal client', () => connection.close());
  const client = new Client({ connection, namespace: temporal.namespace, interceptors: tracing?.clientInterceptors });
  await s.timed('searchAttributes', checkSearchAttributes(connection, temporal.namespace, !temporal.address, s.logger));
  return { connection, client };
}

function webhookSettings(config: Config, logger: Logger) {
  if (!config.webhooks.secretsKey && !config.embedded && config.role !== 'all') {
    logger.warn('WEBHOOK_SECRETS_KEY is unset: webhook secrets are sealed with a key file in EXPORT_DATA_DIR, which every API and worker process must share');
  }
  const secrets = loadSecretBox(config.webhooks.secretsKey, path.join(config.dataDir, 'webhook-secrets.key'));
  const policy = { allowHttp: config.webhooks.allowHttp, allowPrivateNetworks: config.webhooks.allowPrivateNetworks };
  const queue = { taskQueue: config.temporal.taskQueue, retryScheduleMs: config.webhooks.retryScheduleMs };
  const api: ApiDeps['webhooks'] = { secrets, policy, queue };
  return { secrets, policy, queue, api };
}

/** The broker e-mail's transport: SMTP_URL, else an in-process sink writing .eml files under EXPORT_DATA_DIR. */
async function startMail(s: Start): Promise<{ mailer: Mailer; mailSink?: SmtpSink }> {
  let smtpUrl = s.config.mail.smtpUrl;
  let mailSink: SmtpSink | undefined;
  if (!smtpUrl) {
    // The .eml files are the record: nothing is kept in memory, and only the headers are parsed (issue 17).
    const sink = await startSmtpSink({ dir: path.join(s.config.dataDir, 'mail'), keep: { messages: 0, bytes: 0 } });
    s.stack.push('SMTP sink', () => sink.stop());
    smtpUrl = sink.url;
    mailSink = sink;
  }
  const mailer = createMailer(smtpUrl);
  s.stack.push('mailer', async () => mailer.close());
  return { mailer, mailSink };
}

interface WorkerDeps {
  address: string;
  tls: TemporalTls;
  tracing: Tracing | undefined;
  db: Db;
  client: Client;
  classifier: ServiceClassifier;
  webhooks: ReturnType<typeof webhookSettings>;
}

/** The Temporal worker (roles `all` and `worker`), running once this returns. */
async function startWorker(s: Start, d: WorkerDeps): Promise<{ worker: Worker; mailSink?: SmtpSink }> {
  const { config, logger } = s;
  const { mailer, mailSink } = await startMail(s);
  const nativeConnection = await NativeConnection.connect({ address: d.address, tls: d.tls, apiKey: config.temporal.apiKey });
  const workflows = workflowCode({ tracing: d.tracing !== undefined });
  logger.info(workflows.why);
  s.stack.push('Temporal worker connection', () => nativeConnection.close());
  const worker = await s.timed('worker', Worker.create({
    connection: nativeConnection,
    namespace: config.temporal.namespace,
    taskQueue: config.temporal.taskQueue,
    // Memory (issue 17, measured with bench/memory-probe.ts): a cached workflow costs 150-190 KiB
    // (core's run state, the workflow isolate, the main thread), so the default 250 holds ~45 MiB at most.
    maxCachedWorkflows: config.temporal.workerCacheSize,
    // One V8 context reused by every workflow, in one thread: each thread is an isolate of its own
    // (37 MiB at start, up to ~90 with a full cache), and a thread more buys nothing on this
    // network-bound worker. These are the SDK's defaults, pinned so that an SDK change cannot double them.
    reuseV8Context: true,
    workflowThreadPoolSize: 1,
    ...workflows.code,
    interceptors: d.tracing?.workerInterceptors,
    sinks: d.tracing?.workerSinks,
    activities: createActivities({
      db: d.db,
      mailer,
      mailFrom: config.mail.from,
      classifier: d.classifier,
      webhooks: {
        ...d.webhooks.queue,
        client: d.client,
        secrets: d.webhooks.secrets,
        policy: d.webhooks.policy,
        timeoutMs: config.webhooks.timeoutMs,
        disableAfterMs: config.webhooks.disableAfterMs,
      },
    }),
  }));
  const workerRun = worker.run();
  // Draining: the worker stops polling, finishes its in-flight tasks, then run() resolves.
  s.stack.push('Temporal worker', async () => { if (worker.getState() === 'RUNNING') worker.shutdown(); await workerRun; });
  workerRun.catch((err) => logger.error({ err }, 'worker stopped with an error'));
  return { worker, mailSink };
}

/** /healthz's checks, each given 2 s. */
function healthCheck(config: Config, db: Db, connection: Connection, worker: Worker | undefined): () => Promise<HealthReport> {
  const { taskQueue, namespace } = config.temporal;
  const workerCheck = async (): Promise<string> => {
    if (worker) {
      const state = worker.getState();
      if (state !== 'RUNNING') throw new Error(`worker is ${state}`);
      return `task queue ${taskQueue}`;
    }
    // API-only process: ready when some worker polls the task queue.
    const res = await connection.workflowService.describeTaskQueue({
      namespace,
      taskQueue: { name: taskQueue },
      taskQueueType: 1, // WORKFLOW
    });
    if (!res.pollers?.length) throw new Error(`no worker polls task queue ${taskQueue}`);
    return `${res.pollers.length} poller(s) on ${taskQueue}`;
  };
  return async () => {
    const checks: HealthReport['checks'] = {};
    const check = async (name: string, fn: () => Promise<string | void>) => {
      try {
        const detail = await withTimeout(fn(), 2000, name);
        checks[name] = detail ? { ok: true, detail } : { ok: true };
      } catch (err) {
        checks[name] = { ok: false, detail: (err as Error).message };
      }
    };
    await Promise.all([
      check('postgres', async () => { await db.query('SELECT 1'); }),
      check('temporal', async () => { await connection.workflowService.getSystemInfo({}); }),
      check('worker', workerCheck),
    ]);
    return { ok: Object.values(checks).every((c) => c.ok), checks };
  };
}

/** The HTTP API's app (a worker-only process serves health only: no admin token), with the demo account when seeded. */
async function buildApi(s: Start, d: Pick<ApiDeps, 'db' | 'health' | 'classifier' | 'webhooks' | 'tracing'> & { client: Client }) {
  const { config } = s;
  const adminToken = config.adminToken ?? (config.embedded ? readOrCreateSecret(path.join(config.dataDir, 'admin-token')) : undefined);
  const demo = config.seedDemo && config.role !== 'worker' ? await s.timed('seed', seedDemo(d.db, config.dataDir)) : undefined;
  const app = createApp({
    db: d.db,
    temporal: d.client,
    logger: s.logger,
    adminToken: config.role === 'worker' ? undefined : adminToken,
    bodyLimit: config.bodyLimit,
    idempotency: config.idempotency,
    rateLimiter: new RateLimiter(d.db, config.rateLimits, s.logger),
    health: d.health,
    exportsConfig: { taskQueue: config.temporal.taskQueue, batchTtlMs: config.batchTtlMs, execute: config.execute },
    classifier: d.classifier,
    webhooks: d.webhooks,
    tracing: d.tracing,
    metrics: config.metrics,
  });
  return { adminToken, demo, app };
}

/** Listens on the port resolved at the start; a default port taken meanwhile is replaced by a nearby one. */
async function serveHttp(s: Start, app: ReturnType<typeof createApp>, listen: { port: number; replaced?: number }) {
  const { config, logger } = s;
  const server = http.createServer(app.callback());
  server.keepAliveTimeout = 65_000;
  let portReplaced = listen.replaced;
  let listenPort = listen.port;
  for (let attempt = 1; ; attempt++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(listenPort, config.host, () => resolve());
      });
      break;
    } catch (err) {
      // Free when checked, taken while the rest booted.
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw err;
      const next = await nearbyFreePort(listenPort, config.host);
      if (config.portExplicit) throw new PortInUseError(listenPort, next);
      logger.warn(`port ${listenPort} was taken while starting: the API takes port ${next}; set PORT to choose one`);
      portReplaced ??= listenPort;
      listenPort = next;
    }
  }
  const port = (server.address() as { port: number }).port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  s.stack.push(
    'HTTP server',
    // Stop accepting, let in-flight requests finish, then drop idle keep-alive sockets.
    () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeIdleConnections(); }),
  );
  return { port, portReplaced, url: `http://${host}:${port}` };
}

/** Every 15 min, off the request path: expired idempotency records and ended rate-limit windows. */
function startExpirySweeper(s: Start, db: Db): void {
  const sweeper = setInterval(() => {
    deleteExpired(db).catch((err) => s.logger.warn({ err }, 'idempotency sweep failed'));
    deleteEndedWindows(db).catch((err) => s.logger.warn({ err }, 'rate-limit sweep failed'));
  }, 15 * 60_000);
  sweeper.unref();
  s.stack.push('expiry sweeper', async () => clearInterval(sweeper));
}

/**
 * The HS classifier's table is built just after the start, off its path: about 1 s of CPU on the 2-core CI host with
 * the build's indexes (dist/classifier-index.v8), about 2 s without them.
 */
function warmClassifierSoon(classifier: ServiceClassifier, logger: Logger): void {
  setImmediate(() => {
    const at = performance.now();
    try {
      classifier.warm();
      logger.info({ ms: Math.round(performance.now() - at) }, 'HS classifier ready');
    } catch (err) {
      logger.error({ err }, 'the HS classifier could not be built (HS_NOMENCLATURE_CSV?); customs optimize will fail');
    }
  });
}

/**
 * Starts the service for a role: `all` (API + worker, the default), `api` or `worker`. Whatever is not
 * configured (DATABASE_URL, TEMPORAL_ADDRESS) is started embedded, with its data under EXPORT_DATA_DIR.
 * `stop()` tears everything down in reverse order; it is the one place shutdown happens.
 */
export async function startService(
  config: Config,
  opts: { logger?: Logger; tracing?: TracingOptions; temporal?: Promise<TemporalStart> } = {},
): Promise<Service> {
  const logger = opts.logger ?? createLogger(config);
  const stack = new ShutdownStack(logger);
  const clock = startClock();
  const s: Start = { config, logger, stack, timed: clock.timed };
  try {
    // The API's port first: a busy PORT stops the start at once, not after the embedded servers booted.
    const listen = await resolveListenPort({ port: config.port, host: config.host, explicit: config.portExplicit });
    if (listen.replaced !== undefined) {
      logger.warn(`port ${listen.replaced} is in use (another copy of the service?): the API takes port ${listen.port}; set PORT to choose one`);
    }
    // Loaded only when on (no cost otherwise); first, so it is stopped last and flushes everyone's spans.
    const tracing = config.tracing.enabled ? (await import('./tracing')).startTracing(config.tracing, logger, opts.tracing) : undefined;
    if (tracing) stack.push('tracing', tracing.stop);
    fs.mkdirSync(config.dataDir, { recursive: true });

    const { pg, temporal } = await startBackends(s, opts.temporal);
    await s.timed('migrations', migrate(pg.url, (m) => logger.info(m)));
    const db = createPool(pg.url, config.database.poolSize);
    stack.push('database pool', () => db.end());
    const tls = temporalTls(config);
    const { connection, client } = await connectClient(s, temporal.address, tls, tracing);
    const webhooks = webhookSettings(config, logger);
    if (config.nomenclatureCsv) fs.accessSync(config.nomenclatureCsv, fs.constants.R_OK); // a wrong path stops the start
    const classifier = lazyClassifier(() => buildServiceClassifier(config.nomenclatureCsv, (why) => logger.info(why)));
    const { worker, mailSink } =
      config.role !== 'api' ? await startWorker(s, { address: temporal.address, tls, tracing, db, client, classifier, webhooks }) : { worker: undefined, mailSink: undefined };
    const health = healthCheck(config, db, connection, worker);

    const { adminToken, demo, app } = await buildApi(s, { db, client, health, classifier, webhooks: webhooks.api, tracing });
    const { url, port, portReplaced } = await serveHttp(s, app, listen);
    startExpirySweeper(s, db);

    // The README's requests read the addresses this start really took, so a second copy on another
    // EXPORT_DATA_DIR (other ports) is never confused with the first.
    if (demo) recordDemoEnv(demo.file, { EXPORT_BASE_URL: url, TEMPORAL_ADDRESS: temporal.address });
    logger.info({ ms: clock.elapsedMs(), phases: clock.phases }, 'started');
    warmClassifierSoon(classifier, logger);

    return {
      url,
      port,
      portReplaced,
      databaseUrl: pg.url,
      temporalAddress: temporal.address,
      temporalUiUrl: temporal.dev?.uiUrl,
      temporalServerPid: temporal.dev?.pid,
      embeddedPostgres: pg.embedded,
      adminToken,
      demo,
      mailSink,
      db,
      client,
      webhooks: webhooks.api,
      logger,
      health,
      stop: stack.stopAll,
    };
  } catch (err) {
    await stack.stopAll();
    throw err;
  }
}
