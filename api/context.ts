import type { Middleware, ParameterizedContext } from 'koa';
import type { RouterContext } from '@koa/router';
import type { Client } from '@temporalio/client';
import type { Logger } from 'pino';
import type { Classifier } from '../domain/classifier';
import type { Db } from '../db/pool';
import type { Scope } from '../domain/environments';
import type { NetworkPolicy } from '../activities/webhook-http';
import type { SecretBox } from '../activities/webhook-signing';
import type { WebhookQueueSettings } from '../activities/webhook-queue';
import type { ExecuteOptions } from '../workflows/definitions';
import type { RateLimiter, RateLimitState } from './rate-limit';

export interface AppState {
  requestId: string;
  auth?: Scope & { apiKeyId: string };
  /**
   * What is wrong with the request body or path, found before routing but reported by the route after
   * authentication: a caller without a valid key gets 401 whatever it sent.
   */
  bodyError?: import('./errors').ApiError;
  pathError?: import('./errors').ApiError;
  /** Set by requireApiKey when the key's rate limit applies: what idempotent() reports a replay to. */
  rateLimit?: RateLimitState;
}

export type AppContext = ParameterizedContext<AppState> & RouterContext<AppState>;

export interface HealthReport {
  ok: boolean;
  checks: Record<string, { ok: boolean; detail?: string }>;
}

/** What the HTTP layer is built from; tests build the same app from the same pieces. */
export interface ApiDeps {
  db: Db;
  temporal?: Client;
  logger: Logger;
  adminToken?: string;
  bodyLimit: string;
  idempotency: { ttlHours: number; waitMs: number; lockTimeoutMs: number };
  health: () => Promise<HealthReport>;
  exportsConfig: { taskQueue: string; batchTtlMs: number; execute: ExecuteOptions };
  /** The HS classifier: the built-in table, widened by HS_NOMENCLATURE_CSV when set. */
  classifier: Classifier;
  /** Webhook endpoints: sealing their secrets, the URL policy, and where redeliveries are queued. */
  webhooks: { secrets: SecretBox; policy: NetworkPolicy; queue: WebhookQueueSettings };
  /** GET /metrics: `token` (METRICS_TOKEN) required when set; else open only when `open` (embedded), otherwise 404. */
  metrics?: { token?: string; open: boolean };
  /** Per-API-key rate limits (api/rate-limit.ts); none (no limits) where an app is built without it. */
  rateLimiter?: RateLimiter;
  /** Only when tracing is on (runtime/tracing.ts): the middleware making each request's SERVER span. */
  tracing?: { middleware: Middleware<AppState> };
}
