import {
  context,
  diag,
  DiagLogLevel,
  propagation,
  ProxyTracerProvider,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { envDetectorSync, hostDetectorSync, Resource } from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { node } from '@opentelemetry/sdk-node';
import type { ClientInterceptors } from '@temporalio/client';
import {
  makeWorkflowExporter,
  OpenTelemetryActivityInboundInterceptor,
  OpenTelemetryWorkflowClientInterceptor,
  type OpenTelemetrySinks,
} from '@temporalio/interceptors-opentelemetry';
import type { InjectedSinks, WorkerInterceptors } from '@temporalio/worker';
import type Koa from 'koa';
import type { Logger } from 'pino';
import type { AppState } from '../api/context';
import type { Config } from './config';

/**
 * OpenTelemetry traces: one trace from the HTTP request through the Temporal update, the workflow and
 * its activities. service.ts loads this module only when tracing is on, so with it off none of the SDK
 * is even loaded.
 */
export interface TracingOptions {
  /** Replaces the OTLP exporter (tests: a SimpleSpanProcessor over an InMemorySpanExporter). */
  spanProcessor?: SpanProcessor;
}

export interface Tracing {
  /** The SERVER span of each request; createApp installs it first, so it sees the final status. */
  middleware: Koa.Middleware<AppState>;
  clientInterceptors: ClientInterceptors;
  workerInterceptors: WorkerInterceptors;
  workerSinks: InjectedSinks<OpenTelemetrySinks>;
  /** Flushes pending spans and unregisters the global provider, context manager and propagator. */
  stop(): Promise<void>;
}

function buildResource(serviceName: string): Resource {
  // OTEL_RESOURCE_ATTRIBUTES is honoured; the service name (OTEL_SERVICE_NAME, else ours) wins.
  return Resource.default()
    .merge(envDetectorSync.detect())
    .merge(hostDetectorSync.detect())
    .merge(new Resource({ 'service.name': serviceName }));
}

/** The SDK's own warnings (a collector that cannot be reached, …) go to our log instead of nowhere. */
function logDiagnostics(logger: Logger): void {
  const warn = (message: string, ...args: unknown[]) =>
    logger.warn({ detail: message, err: args.find((a) => a instanceof Error) }, 'OpenTelemetry SDK problem: spans may be lost');
  const ignore = () => undefined;
  diag.setLogger({ error: warn, warn, info: ignore, debug: ignore, verbose: ignore }, DiagLogLevel.WARN);
}

export function startTracing(settings: Config['tracing'], logger: Logger, opts: TracingOptions = {}): Tracing {
  const resource = buildResource(settings.serviceName);
  // OTLP over http/json to the URL config validated; OTEL_EXPORTER_OTLP_HEADERS etc. are read by the exporter.
  const processor = opts.spanProcessor ?? new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }));
  // NodeTracerProvider = BasicTracerProvider + AsyncLocalStorage context manager + W3C propagators,
  // without NodeSDK's default OTLP log exporter and global logger provider.
  const provider = new node.NodeTracerProvider({ resource, spanProcessors: [processor] });
  provider.register();
  if ((trace.getTracerProvider() as ProxyTracerProvider).getDelegate() !== provider) {
    provider.shutdown().catch(() => undefined);
    throw new Error('another OpenTelemetry tracer provider is registered in this process: tracing needs its own');
  }
  logDiagnostics(logger);
  return {
    middleware: httpSpans(trace.getTracer('export-protocol-http')),
    clientInterceptors: { workflow: [new OpenTelemetryWorkflowClientInterceptor()] },
    workerInterceptors: {
      workflowModules: [require.resolve('../workflows/tracing-interceptors')],
      activity: [(ctx) => ({ inbound: new OpenTelemetryActivityInboundInterceptor(ctx) })],
    },
    // Workflow spans are made in the isolate and handed out through this sink (never during replay).
    workerSinks: { exporter: makeWorkflowExporter(processor, resource) },
    stop: async () => {
      try {
        await provider.shutdown();
      } finally {
        trace.disable();
        context.disable();
        propagation.disable();
        diag.disable();
      }
    },
  };
}

/** A SERVER span per request, continuing an incoming W3C `traceparent`; never keys or bodies. */
export function httpSpans(tracer: Tracer): Koa.Middleware<AppState> {
  return async (ctx, next) => {
    const parent = propagation.extract(ROOT_CONTEXT, ctx.headers);
    const span = tracer.startSpan(ctx.method, { kind: SpanKind.SERVER, attributes: { 'http.request.method': ctx.method } }, parent);
    try {
      await context.with(trace.setSpan(parent, span), next);
    } catch (err) {
      span.recordException(err as Error);
      throw err;
    } finally {
      endHttpSpan(span, ctx);
    }
  };
}

function endHttpSpan(span: Span, ctx: Koa.ParameterizedContext<AppState>): void {
  // Known only after routing: @koa/router leaves the matched route's template on the context.
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof route === 'string') {
    span.updateName(`${ctx.method} ${route}`);
    span.setAttribute('http.route', route);
  }
  span.setAttribute('http.response.status_code', ctx.status);
  if (ctx.state.requestId) span.setAttribute('export.request_id', ctx.state.requestId);
  if (ctx.state.auth?.accountId) span.setAttribute('export.account_id', ctx.state.auth.accountId);
  if (ctx.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}
