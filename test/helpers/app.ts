import pino from 'pino';
import { createApp } from '../../api/app';
import type { ApiDeps } from '../../api/context';
import { createClassifier } from '../../domain/classifier';
import type { Service } from '../../runtime/service';

/**
 * The API alone (no worker; Temporal only if `overrides` gives a client) from a test service's
 * database, with some pieces replaced: for what the running service's configuration does not show.
 */
export function apiApp(service: Service, overrides: Partial<ApiDeps> = {}) {
  return createApp({
    db: service.db,
    logger: pino({ level: 'silent' }),
    bodyLimit: '1mb',
    idempotency: { ttlHours: 24, waitMs: 0, lockTimeoutMs: 1000 },
    exportsConfig: { taskQueue: 'unused', batchTtlMs: 1000, execute: {} },
    classifier: createClassifier(),
    health: async () => ({ ok: true, checks: {} }),
    webhooks: service.webhooks,
    ...overrides,
  });
}
