import './compile-cache';
import { ConfigError, loadConfig, type Role } from './config';
import { PortInUseError, resolveListenPort } from './net';

function roleFromArgs(argv: string[]): Role {
  const i = argv.indexOf('--role');
  const role = i >= 0 ? argv[i + 1] : 'all';
  if (role !== 'all' && role !== 'api' && role !== 'worker') {
    process.stderr.write(`--role must be all, api or worker (got ${role})\n`);
    process.exit(2);
  }
  return role;
}

/** The dev server main.ts started, stopped if the start fails before startService owns it (stop is idempotent). */
let earlyTemporal: Promise<{ dev?: { stop(): Promise<void> } }> | undefined;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env, roleFromArgs(process.argv));
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n(see .env.example)\n`);
      process.exit(2);
    }
    throw err;
  }
  // A busy PORT ends the start here, within a second: before Temporal's SDK and the service are even
  // loaded (startService checks again, and replaces a busy default port).
  try {
    await resolveListenPort({ port: config.port, host: config.host, explicit: config.portExplicit });
  } catch (err) {
    if (err instanceof PortInUseError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }
  const { createLogger, temporalLogger } = await import('./logging');
  const logger = createLogger(config);
  // The embedded Temporal dev server is a process of its own: it boots while this one loads the SDK and
  // the service's modules (a second or two each), instead of after. startService takes it from here.
  const { startConfiguredTemporal } = await import('./temporal-dev-server');
  const temporal = startConfiguredTemporal(config, (m) => logger.info(m));
  temporal.catch(() => undefined); // awaited (and its failure reported) by startService
  earlyTemporal = temporal;
  const { Runtime } = await import('@temporalio/worker');
  const { startService } = await import('./service');
  // Temporal's Runtime would stop workers on SIGINT/SIGTERM by itself; this process shuts down in one place.
  // Workflow and activity log lines go to the same pino logger, with the batch ID.
  // The SDK's metrics exporter listens on loopback only; GET /metrics appends what it answers.
  const { withTemporalMetrics } = await import('./metrics');
  await withTemporalMetrics((telemetryOptions) => Runtime.install({ shutdownSignals: [], logger: temporalLogger(logger), telemetryOptions }));

  const service = await startService(config, { logger, temporal });
  const lines = [
    '',
    `Export Protocol is up (role: ${config.role})`,
    `  API:           ${service.url}   (health: ${service.url}/healthz)`,
    ...(service.portReplaced !== undefined ? [`                 (port ${service.portReplaced} was in use, so the API took ${service.port}; PORT chooses one)`] : []),
    `  Temporal:      ${service.temporalAddress}${service.temporalUiUrl ? `   Web UI: ${service.temporalUiUrl}` : ''}`,
    `  PostgreSQL:    ${postgresLine(service.embeddedPostgres)}`,
  ];
  if (service.adminToken && config.role !== 'worker') {
    lines.push(`  Admin token:   ${config.adminToken ? '(EXPORT_ADMIN_TOKEN)' : service.adminToken}`);
  }
  if (service.demo) {
    lines.push(
      `  Demo account:  ${service.demo.accountId}  warehouse ${service.demo.warehouseId}  broker ${service.demo.brokerId}`,
      `  Demo API key:  ${service.demo.apiKey}`,
      ...(service.demo.testApiKey ? [`  Demo test key: ${service.demo.testApiKey}  (test mode: the broker e-mail is kept, not sent)`] : []),
      `  For the README's requests:  source ${service.demo.file}`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown took longer than 30 s; exiting');
      process.exit(1);
    }, 30_000);
    force.unref();
    await service.stop();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The banner's PostgreSQL line: what runs, where, and as whom. */
function postgresLine(embedded: { version: string; port: number; dataDir: string; runsAs?: string } | undefined): string {
  if (!embedded) return 'DATABASE_URL';
  return `embedded ${embedded.version} on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}${embedded.runsAs ? ` (as the system user ${embedded.runsAs})` : ''}`;
}

main().catch(async (err) => {
  process.stderr.write(`Export Protocol failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  await earlyTemporal?.then((t) => t.dev?.stop()).catch(() => undefined);
  process.exit(1);
});
