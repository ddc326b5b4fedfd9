import path from 'node:path';
import { z } from 'zod';
import { WEBHOOK_RETRY_SCHEDULE_MS } from '../workflows/definitions';

/** Every environment variable the service reads, validated once at start. `.env.example` lists the same names. */
const booleanString = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const port = (fallback: number) =>
  z.coerce.number().int('must be an integer').min(0, 'must be 0..65535').max(65535, 'must be 0..65535').default(fallback);

const envSchema = z.object({
  PORT: port(3000),
  HOST: z.string().default('127.0.0.1'),
  EXPORT_DATA_DIR: z.string().default('./.data'),
  EXPORT_ADMIN_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  TEMPORAL_ADDRESS: optionalString,
  TEMPORAL_NAMESPACE: z.string().min(1).default('default'),
  TEMPORAL_TLS: booleanString.default(false),
  TEMPORAL_TLS_CERT_PATH: optionalString,
  TEMPORAL_TLS_KEY_PATH: optionalString,
  TEMPORAL_TLS_CA_PATH: optionalString,
  TEMPORAL_API_KEY: optionalString,
  TEMPORAL_CLI_PATH: optionalString,
  TEMPORAL_DEV_PORT: port(7233),
  TEMPORAL_DEV_UI_PORT: port(8233),
  TEMPORAL_TASK_QUEUE: z.string().min(1).default('export-protocol'),
  TEMPORAL_WORKER_CACHE_SIZE: z.coerce.number().int('must be an integer').min(0).max(100_000).default(250),
  IDEMPOTENCY_TTL_HOURS: z.coerce.number().positive('must be > 0').default(24),
  IDEMPOTENCY_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  IDEMPOTENCY_LOCK_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  // Requests per API key and window; 0 turns that policy off (api/rate-limit.ts says why these defaults).
  RATE_LIMIT_READS: z.coerce.number().int('must be an integer').min(0).max(1_000_000_000).default(100),
  RATE_LIMIT_WRITES: z.coerce.number().int('must be an integer').min(0).max(1_000_000_000).default(25),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int('must be an integer').min(1).max(3600).default(1),
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/i, 'must look like 1mb or 512kb').default('1mb'),
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
  EXPORT_MAIL_FROM: z.string().min(3).default('Export Protocol <exports@export-protocol.localhost>'),
  HS_NOMENCLATURE_CSV: optionalString,
  EXPORT_BATCH_TTL_HOURS: z.coerce.number().positive('must be > 0').default(168),
  EXECUTE_RESPONSE_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000, 'must be at most 60000: HTTP clients time out').default(10_000),
  BROKER_SUBMISSION_RETRY_HOURS: z.coerce.number().positive('must be > 0').default(48),
  WEBHOOK_ALLOW_HTTP: booleanString.optional(),
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: booleanString.optional(),
  WEBHOOK_SECRETS_KEY: optionalString.pipe(
    z.string().refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 random bytes, base64-encoded (openssl rand -base64 32)').optional(),
  ),
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(15_000),
  WEBHOOK_RETRY_SCHEDULE: optionalString.pipe(
    z.string().regex(/^\s*\d+(ms|s|m|h)?(\s*,\s*\d+(ms|s|m|h)?)*\s*$/, 'must be a comma-separated list of delays such as 0,5s,5m,30m,2h').optional(),
  ),
  WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().positive('must be > 0').default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  EXPORT_SEED_DEMO: booleanString.optional(),
  // The standard OpenTelemetry variables: an OTLP endpoint turns tracing on (runtime/tracing.ts).
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' }).optional()),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s):// URL' }).optional()),
  OTEL_SERVICE_NAME: optionalString,
  OTEL_SDK_DISABLED: booleanString.optional(),
});

export type Env = z.infer<typeof envSchema>;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** "0,5s,5m,2h" → milliseconds (a bare number is seconds). */
function parseDelays(list: string): number[] {
  return list.split(',').map((item) => {
    const [, n, unit] = /^(\d+)(ms|s|m|h)?$/.exec(item.trim()) as RegExpExecArray;
    return Number(n) * UNIT_MS[unit ?? 's'];
  });
}

export type Role = 'all' | 'api' | 'worker';

/** The OTLP spec's rule: the signal-specific URL is used as is, the base one gets the signal's path. */
function tracingConfig(e: Env): Config['tracing'] {
  const base = e.OTEL_EXPORTER_OTLP_ENDPOINT;
  const url = e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? (base && `${base.replace(/\/+$/, '')}/v1/traces`);
  return { enabled: url !== undefined && !e.OTEL_SDK_DISABLED, serviceName: e.OTEL_SERVICE_NAME ?? 'export-protocol', url };
}

export interface Config {
  role: Role;
  port: number;
  /**
   * PORT was set: that port or nothing (a busy one stops the start). Unset, the default 3000 is only a
   * preference and a busy one is replaced by a free port, as the embedded Temporal's ports are.
   */
  portExplicit: boolean;
  host: string;
  dataDir: string;
  adminToken?: string;
  /** Embedded means "no DATABASE_URL": PostgreSQL's cluster in the data directory, admin token generated, demo seeded. */
  embedded: boolean;
  database: { url?: string; poolSize: number };
  temporal: {
    address?: string;
    namespace: string;
    taskQueue: string;
    /** workflows the worker keeps in memory (maxCachedWorkflows); the rest are replayed from history when needed */
    workerCacheSize: number;
    tls: boolean;
    tlsCertPath?: string;
    tlsKeyPath?: string;
    tlsCaPath?: string;
    apiKey?: string;
    cliPath?: string;
    devPort: number;
    devUiPort: number;
  };
  idempotency: { ttlHours: number; waitMs: number; lockTimeoutMs: number };
  /**
   * Per-API-key rate limits: `reads` (GET, HEAD) and `writes` (POST, PATCH, DELETE) requests per key in each
   * window of `windowSeconds`, counted in PostgreSQL across every API process; 0 turns that policy off.
   */
  rateLimits: { reads: number; writes: number; windowSeconds: number };
  /** SMTP_URL, else an in-process sink (embedded default) whose mails land in <dataDir>/mail. */
  mail: { smtpUrl?: string; from: string };
  /** BATCHED batches not executed within this are closed as EXPIRED. */
  batchTtlMs: number;
  /** How execute waits for the broker e-mail, and how long the e-mail is retried. */
  execute: { responseTimeoutMs: number; brokerRetryHours: number };
  /** A complete HS nomenclature (section,hscode,description,parent,level) that widens the classifier's table. */
  nomenclatureCsv?: string;
  /**
   * Webhook delivery. `allowHttp` / `allowPrivateNetworks` default to true only on the embedded default
   * (a receiver on this machine works out of the box); with DATABASE_URL set they default to false.
   */
  webhooks: {
    allowHttp: boolean;
    allowPrivateNetworks: boolean;
    /** WEBHOOK_SECRETS_KEY, else a key file in the data directory. */
    secretsKey?: string;
    timeoutMs: number;
    retryScheduleMs: number[];
    disableAfterMs: number;
  };
  bodyLimit: string;
  logLevel: Env['LOG_LEVEL'];
  /** LOG_FORMAT; default `pretty` on the embedded default at a terminal, else `json`. */
  logFormat: 'json' | 'pretty';
  seedDemo: boolean;
  /** GET /metrics: METRICS_TOKEN required when set; else open when embedded, off (404) otherwise. */
  metrics: { token?: string; open: boolean };
  /**
   * OpenTelemetry traces over OTLP: on when an OTLP endpoint is set (and OTEL_SDK_DISABLED is not true).
   * `url` is where spans go: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as is, else OTEL_EXPORTER_OTLP_ENDPOINT + /v1/traces.
   */
  tracing: { enabled: boolean; serviceName: string; url?: string };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, role: Role = 'all'): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.')}=${JSON.stringify(env[String(i.path[0])] ?? '')}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const problems: string[] = [];
  if ((e.TEMPORAL_TLS_CERT_PATH === undefined) !== (e.TEMPORAL_TLS_KEY_PATH === undefined)) {
    problems.push('TEMPORAL_TLS_CERT_PATH and TEMPORAL_TLS_KEY_PATH must be set together');
  }
  if (problems.length) throw new ConfigError(problems);
  const embedded = e.DATABASE_URL === undefined;
  return {
    role,
    port: e.PORT,
    portExplicit: env.PORT !== undefined && env.PORT.trim() !== '',
    host: e.HOST,
    dataDir: path.resolve(e.EXPORT_DATA_DIR),
    adminToken: e.EXPORT_ADMIN_TOKEN,
    embedded,
    database: { url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE },
    temporal: {
      address: e.TEMPORAL_ADDRESS,
      namespace: e.TEMPORAL_NAMESPACE,
      taskQueue: e.TEMPORAL_TASK_QUEUE,
      workerCacheSize: e.TEMPORAL_WORKER_CACHE_SIZE,
      tls: e.TEMPORAL_TLS || e.TEMPORAL_TLS_CERT_PATH !== undefined || e.TEMPORAL_API_KEY !== undefined,
      tlsCertPath: e.TEMPORAL_TLS_CERT_PATH,
      tlsKeyPath: e.TEMPORAL_TLS_KEY_PATH,
      tlsCaPath: e.TEMPORAL_TLS_CA_PATH,
      apiKey: e.TEMPORAL_API_KEY,
      cliPath: e.TEMPORAL_CLI_PATH,
      devPort: e.TEMPORAL_DEV_PORT,
      devUiPort: e.TEMPORAL_DEV_UI_PORT,
    },
    idempotency: { ttlHours: e.IDEMPOTENCY_TTL_HOURS, waitMs: e.IDEMPOTENCY_WAIT_MS, lockTimeoutMs: e.IDEMPOTENCY_LOCK_TIMEOUT_MS },
    rateLimits: { reads: e.RATE_LIMIT_READS, writes: e.RATE_LIMIT_WRITES, windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS },
    mail: { smtpUrl: e.SMTP_URL, from: e.EXPORT_MAIL_FROM },
    nomenclatureCsv: e.HS_NOMENCLATURE_CSV,
    batchTtlMs: Math.round(e.EXPORT_BATCH_TTL_HOURS * 3_600_000),
    execute: { responseTimeoutMs: e.EXECUTE_RESPONSE_TIMEOUT_MS, brokerRetryHours: e.BROKER_SUBMISSION_RETRY_HOURS },
    webhooks: {
      allowHttp: e.WEBHOOK_ALLOW_HTTP ?? embedded,
      allowPrivateNetworks: e.WEBHOOK_ALLOW_PRIVATE_NETWORKS ?? embedded,
      secretsKey: e.WEBHOOK_SECRETS_KEY,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      retryScheduleMs: e.WEBHOOK_RETRY_SCHEDULE ? parseDelays(e.WEBHOOK_RETRY_SCHEDULE) : [...WEBHOOK_RETRY_SCHEDULE_MS],
      disableAfterMs: Math.round(e.WEBHOOK_DISABLE_AFTER_HOURS * 3_600_000),
    },
    bodyLimit: e.BODY_LIMIT,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (embedded && process.stdout.isTTY ? 'pretty' : 'json'),
    seedDemo: e.EXPORT_SEED_DEMO ?? embedded,
    metrics: { token: e.METRICS_TOKEN, open: embedded },
    tracing: tracingConfig(e),
  };
}
