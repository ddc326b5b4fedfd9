import { DefaultLogger, Runtime } from '@temporalio/worker';
import { withTemporalMetrics } from '../../runtime/metrics';

// Worker lifecycle INFO lines drown test output; warnings and errors still show. The SDK's metrics
// exporter is on, as in the service, so GET /metrics has its temporal_ lines. Jest awaits an exported function.
export = async function quietTemporal(): Promise<void> {
  try {
    await withTemporalMetrics((telemetryOptions) =>
      Runtime.install({ logger: new DefaultLogger((process.env.TEST_TEMPORAL_LOG_LEVEL as 'WARN') ?? 'WARN'), telemetryOptions }),
    );
  } catch {
    /* already installed in this process: it keeps the exporter address recorded then */
  }
};
