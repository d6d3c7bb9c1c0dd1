import type * as OpenTelemetry from "@opentelemetry/api";
import type { Context, Span, SpanKind, Tracer } from "@opentelemetry/api";

/**
 * Traces (docs/decisions/085-traces-by-hand-over-otlp.md): spans for each HTTP request, each database query
 * and each job, sent over OTLP/HTTP (JSON) when OTEL_EXPORTER_OTLP_ENDPOINT is set. Without it nothing of
 * OpenTelemetry is loaded (the SDK and its exporter come in with `import()`, a chunk of their own in the
 * build), and the hooks below cost one check of a variable.
 *
 * The spans are made here by hand, not by OpenTelemetry's automatic instrumentations: those patch `http`,
 * `express` and `pg` as Node loads them, and the built server bundles express and pg into its own files,
 * where no loader hook sees them; PGlite has no instrumentation at all.
 */
type OpenTelemetryApi = typeof OpenTelemetry;

type Tracing = { api: OpenTelemetryApi; tracer: Tracer; shutdown(): Promise<void> };

let active: Tracing | undefined;

export type TracingOptions = {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: the collector's base address; traces go to `<endpoint>/v1/traces`. */
  endpoint: string | undefined;
  /** Whether spans are sent as they end (tests) rather than in batches every few seconds. */
  sendEachSpan?: boolean;
};

/** Starts tracing when an endpoint is configured; answers whether it did. Stop it with `stopTracing()`. */
export async function startTracing({ endpoint, sendEachSpan = false }: TracingOptions): Promise<boolean> {
  if (!endpoint || active) return active !== undefined;
  const [api, { BasicTracerProvider, BatchSpanProcessor, SimpleSpanProcessor }, { AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { OTLPTraceExporter }, { Resource }] =
    await Promise.all([
      import("@opentelemetry/api"),
      import("@opentelemetry/sdk-trace-base"),
      import("@opentelemetry/context-async-hooks"),
      import("@opentelemetry/core"),
      import("@opentelemetry/exporter-trace-otlp-http"),
      import("@opentelemetry/resources"),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, "")}/v1/traces` });
  const provider = new BasicTracerProvider({
    resource: new Resource({ "service.name": "hearthkeep" }),
    spanProcessors: [sendEachSpan ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(exporter)],
  });
  provider.register({ contextManager: new AsyncLocalStorageContextManager(), propagator: new W3CTraceContextPropagator() });
  active = {
    api,
    tracer: provider.getTracer("hearthkeep"),
    shutdown: async () => {
      await provider.shutdown();
      api.trace.disable();
      api.context.disable();
      api.propagation.disable();
    },
  };
  return true;
}

/** Sends the spans still held and stops tracing; nothing when it was not started. */
export async function stopTracing(): Promise<void> {
  const stopping = active;
  active = undefined;
  await stopping?.shutdown();
}

export function tracingIsOn(): boolean {
  return active !== undefined;
}

/** The trace and span ids of the span in progress, for log lines; none when tracing is off or no span runs. */
export function currentTraceIds(): { trace_id: string; span_id: string } | undefined {
  if (!active) return undefined;
  const span = active.api.trace.getActiveSpan();
  if (!span) return undefined;
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

export type SpanStart = { name: string; kind: "server" | "client" | "internal"; attributes?: Record<string, string | number> };

const kindOf = (api: OpenTelemetryApi, kind: SpanStart["kind"]): SpanKind =>
  kind === "server" ? api.SpanKind.SERVER : kind === "client" ? api.SpanKind.CLIENT : api.SpanKind.INTERNAL;

/**
 * A span around `run`, the current one while it runs (so the spans it starts are its children); marked failed
 * when `run` throws. `run` alone when tracing is off.
 */
export async function inSpan<T>(start: SpanStart, run: () => Promise<T>): Promise<T> {
  if (!active) return run();
  const { api, tracer } = active;
  return tracer.startActiveSpan(start.name, { kind: kindOf(api, start.kind), attributes: start.attributes ?? {} }, async (span) => {
    try {
      return await run();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: api.SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * A span started now and ended by the caller (a query answered through a callback, a request answered when
 * its response finishes), with the context that makes it the parent of what runs inside it. `parent`: the
 * W3C trace context headers of a request, when it continues a trace begun elsewhere.
 */
export function startSpan(start: SpanStart, parent?: Record<string, string | string[] | undefined>): { span: Span; context: Context; api: OpenTelemetryApi } | undefined {
  if (!active) return undefined;
  const { api, tracer } = active;
  const parentContext = parent ? api.propagation.extract(api.context.active(), parent) : api.context.active();
  const span = tracer.startSpan(start.name, { kind: kindOf(api, start.kind), attributes: start.attributes ?? {} }, parentContext);
  return { span, context: api.trace.setSpan(parentContext, span), api };
}
