import { DefaultLogger, Runtime } from '@temporalio/worker';

// Worker lifecycle INFO lines drown test output; warnings and errors still show.
try {
  Runtime.install({ logger: new DefaultLogger((process.env.TEST_TEMPORAL_LOG_LEVEL as 'WARN') ?? 'WARN') });
} catch {
  /* already installed in this process */
}
