import { serveEmbeddedPostgres, type ServeOptions } from './embedded-postgres';

/**
 * The embedded PostgreSQL's own process, forked by startEmbeddedPostgres (runtime/embedded-postgres.ts)
 * with its options as the one argument. It says `{url}` (or `{error}`) over IPC once it listens, and
 * stops on the message 'stop' or when the IPC channel closes (its service is gone).
 */
const options = JSON.parse(process.argv[2] ?? '{}') as ServeOptions;

// Stopped by its service after the service has drained, not by the signal sent to the whole group.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => undefined);

serveEmbeddedPostgres(options).then(
  (server) => {
    let stopping: Promise<void> | undefined;
    const stop = () => {
      stopping ??= server.stop().finally(() => process.exit(0));
    };
    process.on('message', (m) => m === 'stop' && stop());
    process.on('disconnect', stop);
    process.send?.({ url: server.url });
  },
  (err: unknown) => {
    const message = { error: err instanceof Error ? err.message : String(err) };
    if (process.send) process.send(message, () => process.exit(1));
    else process.exit(1);
  },
);
