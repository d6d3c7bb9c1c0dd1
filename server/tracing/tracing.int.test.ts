import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { type ProxyTracerProvider, trace } from "@opentelemetry/api";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { signUp } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { startTracing, stopTracing, tracingIsOn } from "./tracing.ts";

type ReceivedSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; kind: number; attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[] };
type ExportRequest = { resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[] };

/** An OpenTelemetry collector as far as traces over OTLP/HTTP in JSON go: it keeps every span it is sent. */
async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => (body += chunk));
    req.on("end", () => {
      requests += 1;
      if (req.method === "POST" && req.url === "/v1/traces") {
        const exported = JSON.parse(body) as ExportRequest;
        for (const resource of exported.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, spans, requests: () => requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const logLines: string[] = [];
const logDestination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});
/** The request log line of the last request to `path`. */
const requestLogLine = (path: string) =>
  logLines
    .map((line) => JSON.parse(line) as { req?: { url?: string }; request_id?: string; trace_id?: string; span_id?: string })
    .findLast((line) => line.req?.url === path);

let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let server: TestServer | undefined;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
});
afterEach(async () => {
  await server?.close();
  server = undefined;
  await stopTracing();
});
afterAll(() => receiver.close());

// In this order: once tracing has started in this process, its modules are loaded.
describe("traces over OTLP", () => {
  test("with no endpoint set, no exporter runs: no tracer is registered and nothing is sent", async () => {
    expect(await startTracing({ endpoint: undefined })).toBe(false);
    expect(tracingIsOn()).toBe(false);
    expect((trace.getTracerProvider() as ProxyTracerProvider).getDelegate().constructor.name).toBe("NoopTracerProvider");
    server = await startTestServer({ logLevel: "info" }, { logDestination });
    const { client } = await signUp(server);
    expect((await client.get("/api/tasks/for-dashboard")).status).toBe(200);
    expect(receiver.requests()).toBe(0);
    // The request's id is on its log line all the same; there is no trace to name.
    const line = requestLogLine("/api/tasks/for-dashboard");
    expect(line?.request_id).toEqual(expect.any(String));
    expect(line?.trace_id).toBeUndefined();
  });

  test("with an endpoint set, one dashboard request makes a trace with an HTTP span and database spans, named on its log line", async () => {
    expect(await startTracing({ endpoint: receiver.url, sendEachSpan: true })).toBe(true);
    server = await startTestServer({ logLevel: "info" }, { logDestination });
    const { client } = await signUp(server);
    expect((await client.get("/api/tasks/for-dashboard")).status).toBe(200);
    await stopTracing();

    const http = receiver.spans.find((span) => span.name === "GET /api/tasks/for-dashboard");
    expect(http).toBeDefined();
    const attribute = (span: ReceivedSpan, key: string) => span.attributes.find((each) => each.key === key)?.value;
    expect(attribute(http!, "http.response.status_code")?.intValue).toEqual(expect.anything());
    const database = receiver.spans.filter((span) => span.traceId === http!.traceId && span.parentSpanId === http!.spanId && attribute(span, "db.system")?.stringValue === "postgresql");
    expect(database.length).toBeGreaterThan(0);
    expect(attribute(database[0]!, "db.query.text")?.stringValue).toMatch(/\bselect\b/i);

    const line = requestLogLine("/api/tasks/for-dashboard");
    expect(line?.trace_id).toBe(http!.traceId);
    expect(line?.span_id).toBe(http!.spanId);
    expect(line?.request_id).toBe(attribute(http!, "http.request.id")?.stringValue);
  });
});
