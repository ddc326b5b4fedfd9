import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client, Connection } from '@temporalio/client';
import { NativeConnection, Worker } from '@temporalio/worker';
import type { Logger } from 'pino';
import { createLogger } from './logging';
import { createApp } from '../api/app';
import type { ApiDeps, HealthReport } from '../api/context';
import { createActivities } from '../activities';
import { deleteExpired } from '../db/idempotency';
import { migrate } from '../db/migrate';
import { createPool, type Db } from '../db/pool';
import type { Config } from './config';
import type { TracingOptions } from './tracing';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';
import { createMailer } from '../activities/mailer';
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
  /** The embedded PostgreSQL's process, when it runs one (its pid changes if it is restarted). */
  embeddedPostgresPid?: () => number | undefined;
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

/**
 * Starts the service for a role: `all` (API + worker, the default), `api` or `worker`. Whatever is not
 * configured (DATABASE_URL, TEMPORAL_ADDRESS) is started embedded, with its data under EXPORT_DATA_DIR.
 * `stop()` tears everything down in reverse order; it is the one place shutdown happens.
 */
export async function startService(
  config: Config,
  opts: { logger?: Logger; tracing?: TracingOptions; temporal?: Promise<{ address: string; dev?: DevServer }> } = {},
): Promise<Service> {
  const logger = opts.logger ?? createLogger(config);
  const stack: Array<{ name: string; stop: () => Promise<unknown> }> = [];
  const stopAll = async () => {
    for (const { name, stop } of stack.reverse()) {
      try {
        await stop();
      } catch (err) {
        logger.warn({ err }, `stopping ${name} failed`);
      }
    }
    stack.length = 0;
  };

  // How long each step of the start took (logged once up): where a slow start goes.
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

  try {
    // The API's port first: a busy PORT stops the start at once, not after the embedded servers booted.
    const listen = await resolveListenPort({ port: config.port, host: config.host, explicit: config.portExplicit });
    let portReplaced = listen.replaced;
    if (portReplaced !== undefined) {
      logger.warn(`port ${portReplaced} is in use (another copy of the service?): the API takes port ${listen.port}; set PORT to choose one`);
    }

    // Loaded only when on (no cost otherwise); first, so it is stopped last and flushes everyone's spans.
    const tracing = config.tracing.enabled ? (await import('./tracing')).startTracing(config.tracing, logger, opts.tracing) : undefined;
    if (tracing) stack.push({ name: 'tracing', stop: tracing.stop });

    fs.mkdirSync(config.dataDir, { recursive: true });

    // PostgreSQL and Temporal start in parallel: each takes a few seconds when embedded.
    const pgPromise: Promise<{ url: string; embedded?: EmbeddedPostgres }> = config.database.url
      ? Promise.resolve({ url: config.database.url })
      : startEmbeddedPostgres({
          dataDir: path.join(config.dataDir, 'pglite'),
          maxConnections: 100,
          onUnexpectedExit: (detail) => logger.error(`the embedded PostgreSQL ${detail}`),
        }).then(
          (embedded) => ({ url: embedded.url, embedded }),
        );
    // runtime/main.ts starts Temporal before it loads this module, so the dev server boots meanwhile.
    const temporalPromise = opts.temporal ?? startConfiguredTemporal(config, (m) => logger.info(m));
    const [pgResult, temporalResult] = await Promise.allSettled([timed('postgres', pgPromise), timed('temporal', temporalPromise)]);
    if (pgResult.status === 'fulfilled' && pgResult.value.embedded) stack.push({ name: 'embedded PostgreSQL', stop: pgResult.value.embedded.stop });
    if (temporalResult.status === 'fulfilled' && temporalResult.value.dev) stack.push({ name: 'Temporal dev server', stop: temporalResult.value.dev.stop });
    if (pgResult.status === 'rejected') throw pgResult.reason;
    if (temporalResult.status === 'rejected') throw temporalResult.reason;
    const pg = pgResult.value;
    const temporal = temporalResult.value;

    await timed('migrations', migrate(pg.url, (m) => logger.info(m)));
    const db = createPool(pg.url, config.database.poolSize);
    stack.push({ name: 'database pool', stop: () => db.end() });

    const tls = config.temporal.tls
      ? {
          clientCertPair:
            config.temporal.tlsCertPath && config.temporal.tlsKeyPath
              ? { crt: fs.readFileSync(config.temporal.tlsCertPath), key: fs.readFileSync(config.temporal.tlsKeyPath) }
              : undefined,
          serverRootCACertificate: config.temporal.tlsCaPath ? fs.readFileSync(config.temporal.tlsCaPath) : undefined,
        }
      : undefined;
    const connection = await Connection.connect({ address: temporal.address, tls, apiKey: config.temporal.apiKey });
    stack.push({ name: 'Temporal client', stop: () => connection.close() });
    const client = new Client({ connection, namespace: config.temporal.namespace, interceptors: tracing?.clientInterceptors });
    await timed('searchAttributes', checkSearchAttributes(connection, config.temporal.namespace, !config.temporal.address, logger));

    if (!config.webhooks.secretsKey && !config.embedded && config.role !== 'all') {
      logger.warn('WEBHOOK_SECRETS_KEY is unset: webhook secrets are sealed with a key file in EXPORT_DATA_DIR, which every API and worker process must share');
    }
    const webhookSecrets = loadSecretBox(config.webhooks.secretsKey, path.join(config.dataDir, 'webhook-secrets.key'));
    const webhookPolicy = { allowHttp: config.webhooks.allowHttp, allowPrivateNetworks: config.webhooks.allowPrivateNetworks };
    const webhookQueue = { taskQueue: config.temporal.taskQueue, retryScheduleMs: config.webhooks.retryScheduleMs };
    const apiWebhooks: ApiDeps['webhooks'] = { secrets: webhookSecrets, policy: webhookPolicy, queue: webhookQueue };
    // The HS classifier's index (~0.5 s of CPU) is built just after the start, off its path (see lazyClassifier).
    if (config.nomenclatureCsv) fs.accessSync(config.nomenclatureCsv, fs.constants.R_OK); // a wrong path stops the start
    const classifier = lazyClassifier(() => buildServiceClassifier(config.nomenclatureCsv));
    let worker: Worker | undefined;
    let workerRun: Promise<void> | undefined;
    let mailSink: SmtpSink | undefined;
    if (config.role !== 'api') {
      let smtpUrl = config.mail.smtpUrl;
      if (!smtpUrl) {
        // The .eml files are the record: nothing is kept in memory, and only the headers are parsed (issue 17).
        mailSink = await startSmtpSink({ dir: path.join(config.dataDir, 'mail'), keep: { messages: 0, bytes: 0 } });
        stack.push({ name: 'SMTP sink', stop: () => mailSink!.stop() });
        smtpUrl = mailSink.url;
      }
      const mailer = createMailer(smtpUrl);
      stack.push({ name: 'mailer', stop: async () => mailer.close() });
      const nativeConnection = await NativeConnection.connect({ address: temporal.address, tls, apiKey: config.temporal.apiKey });
      const workflows = workflowCode({ tracing: tracing !== undefined });
      logger.info(workflows.why);
      stack.push({ name: 'Temporal worker connection', stop: () => nativeConnection.close() });
      worker = await timed('worker', Worker.create({
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
        interceptors: tracing?.workerInterceptors,
        sinks: tracing?.workerSinks,
        activities: createActivities({
          db,
          mailer,
          mailFrom: config.mail.from,
          classifier,
          webhooks: {
            ...webhookQueue,
            client,
            secrets: webhookSecrets,
            policy: webhookPolicy,
            timeoutMs: config.webhooks.timeoutMs,
            disableAfterMs: config.webhooks.disableAfterMs,
          },
        }),
      }));
      workerRun = worker.run();
      const w = worker;
      // Draining: the worker stops polling, finishes its in-flight tasks, then run() resolves.
      stack.push({ name: 'Temporal worker', stop: async () => { if (w.getState() === 'RUNNING') w.shutdown(); await workerRun; } });
      workerRun.catch((err) => logger.error({ err }, 'worker stopped with an error'));
    }

    const health = async (): Promise<HealthReport> => {
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
        check('worker', async () => {
          if (worker) {
            const state = worker.getState();
            if (state !== 'RUNNING') throw new Error(`worker is ${state}`);
            return `task queue ${config.temporal.taskQueue}`;
          }
          // API-only process: ready when some worker polls the task queue.
          const res = await connection.workflowService.describeTaskQueue({
            namespace: config.temporal.namespace,
            taskQueue: { name: config.temporal.taskQueue },
            taskQueueType: 1, // WORKFLOW
          });
          if (!res.pollers?.length) throw new Error(`no worker polls task queue ${config.temporal.taskQueue}`);
          return `${res.pollers.length} poller(s) on ${config.temporal.taskQueue}`;
        }),
      ]);
      return { ok: Object.values(checks).every((c) => c.ok), checks };
    };

    const adminToken =
      config.adminToken ?? (config.embedded ? readOrCreateSecret(path.join(config.dataDir, 'admin-token')) : undefined);

    let demo: DemoSeed | undefined;
    if (config.seedDemo && config.role !== 'worker') demo = await timed('seed', seedDemo(db, config.dataDir));

    const app = createApp({
      db,
      temporal: client,
      logger,
      adminToken: config.role === 'worker' ? undefined : adminToken,
      bodyLimit: config.bodyLimit,
      idempotency: config.idempotency,
      health,
      exportsConfig: { taskQueue: config.temporal.taskQueue, batchTtlMs: config.batchTtlMs, execute: config.execute },
      classifier,
      webhooks: apiWebhooks,
      tracing,
      metrics: config.metrics,
    });
    const server = http.createServer(app.callback());
    server.keepAliveTimeout = 65_000;
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
    const url = `http://${host}:${port}`;
    stack.push({
      name: 'HTTP server',
      // Stop accepting, let in-flight requests finish, then drop idle keep-alive sockets.
      stop: () => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeIdleConnections(); }),
    });

    const sweeper = setInterval(() => {
      deleteExpired(db).catch((err) => logger.warn({ err }, 'idempotency sweep failed'));
    }, 15 * 60_000);
    sweeper.unref();
    stack.push({ name: 'idempotency sweeper', stop: async () => clearInterval(sweeper) });

    // The README's requests read the addresses this start really took, so a second copy on another
    // EXPORT_DATA_DIR (other ports) is never confused with the first.
    if (demo) recordDemoEnv(demo.file, { EXPORT_BASE_URL: url, TEMPORAL_ADDRESS: temporal.address });
    logger.info({ ms: Math.round(performance.now() - started), phases }, 'started');
    setImmediate(() => {
      const at = performance.now();
      try {
        classifier.warm();
        logger.info({ ms: Math.round(performance.now() - at) }, 'HS classifier ready');
      } catch (err) {
        logger.error({ err }, 'the HS classifier could not be built (HS_NOMENCLATURE_CSV?); customs optimize will fail');
      }
    });

    return {
      url,
      port,
      portReplaced,
      databaseUrl: pg.url,
      temporalAddress: temporal.address,
      temporalUiUrl: temporal.dev?.uiUrl,
      temporalServerPid: temporal.dev?.pid,
      embeddedPostgresPid: pg.embedded?.pid,
      adminToken,
      demo,
      mailSink,
      db,
      client,
      webhooks: apiWebhooks,
      logger,
      health,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
