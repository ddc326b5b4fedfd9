import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { DefaultLogger, LogEntry } from '@temporalio/worker';
import type { Config } from './config';

/** Workflow IDs of export batches: their log lines also carry `batchId`, what support searches by. */
const BATCH_WORKFLOW_ID = /^export-batch-(.+)$/;

/**
 * The service's one logger: JSON lines (one object per line, for log shippers), or with
 * LOG_FORMAT=pretty coloured single lines for a person at a terminal. Pretty printing runs in-process
 * (no worker thread): it is meant for the embedded default, not for volume.
 */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat' | 'role'>): Logger {
  const options = { level: config.logLevel, base: { service: 'export-protocol', role: config.role } };
  if (config.logFormat === 'pretty') return pino(options, pretty({ sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname,service' }));
  return pino(options);
}

/** What the Temporal SDK logs (workflow `log`, activity `log`, worker state) as fields of a pino line. */
export function sdkFields(entry: LogEntry): Record<string, unknown> {
  const meta = { ...(entry.meta ?? {}) } as Record<string, unknown>;
  const workflowId = typeof meta.workflowId === 'string' ? meta.workflowId : undefined;
  const batchId = workflowId?.match(BATCH_WORKFLOW_ID)?.[1];
  return { ...meta, ...(batchId && meta.batchId === undefined ? { batchId } : {}), source: 'temporal-sdk' };
}

/**
 * The Temporal SDK's logger, writing into `logger`: workflow and activity lines get the workflow's and
 * activity's IDs from the SDK and `batchId` from here. The SDK's own INFO lines (worker state,
 * bundling: no workflow ID) are noise at every start, so they show only at `debug`.
 */
export function temporalLogger(logger: Logger): DefaultLogger {
  // Required here, not at the top: the logger is made before the SDK is loaded (runtime/main.ts).
  const { DefaultLogger: SdkLogger } = require('@temporalio/worker') as typeof import('@temporalio/worker');
  const verbose = logger.level === 'debug' || logger.level === 'trace';
  return new SdkLogger(verbose ? 'DEBUG' : 'INFO', (entry) => {
    const fields = sdkFields(entry);
    if (entry.level === 'INFO' && !verbose && fields.workflowId === undefined) return;
    const level = entry.level === 'TRACE' ? 'trace' : (entry.level.toLowerCase() as 'debug' | 'info' | 'warn' | 'error');
    logger[level](fields, entry.message);
  });
}
