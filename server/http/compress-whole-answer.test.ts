import type { IncomingHttpHeaders, Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { answerAsSent } from "../../test-support/server/answer-as-sent.ts";
import { bodyETag } from "./body-etag.ts";
import { COMPRESS_FROM_BYTES, COMPRESS_WHOLE_UP_TO_BYTES, compressWholeAnswer } from "./compress-whole-answer.ts";

/** A JSON answer of about `bytes` bytes, as the API sends them. */
const answerOf = (bytes: number) => ({ data: "task ".repeat(Math.ceil(bytes / 5)).slice(0, bytes) });
const medium = answerOf(8 * 1024);
const large = answerOf(COMPRESS_WHOLE_UP_TO_BYTES + 1024);
const small = answerOf(COMPRESS_FROM_BYTES / 2);

let server: Server;
let baseURL: string;
/** Which answers went through `compression`'s stream, which writes what it compressed through `res.write`. */
const streamed = new Set<string>();

beforeAll(async () => {
  const app = express();
  app.set("etag", bodyETag);
  // Mounted first, so that it sees what `compression`'s stream writes: the middleware keeps the `write` it found.
  app.use((req, res, next) => {
    const write = res.write.bind(res);
    res.write = ((...args: Parameters<typeof res.write>) => {
      streamed.add(req.path);
      return write(...args);
    }) as typeof res.write;
    next();
  });
  app.use(compression());
  app.use(compressWholeAnswer);
  app.get("/medium", (_req, res) => void res.json(medium));
  app.get("/large", (_req, res) => void res.json(large));
  app.get("/small", (_req, res) => void res.json(small));
  app.get("/no-transform", (_req, res) => void res.set("Cache-Control", "no-store, no-transform").json(medium));
  app.get("/text", (_req, res) => void res.type("text/plain").send(JSON.stringify(medium)));
  app.get("/in-pieces", (_req, res) => {
    res.type("application/json");
    res.write(JSON.stringify(medium).slice(0, 10));
    res.end(JSON.stringify(medium).slice(10));
  });
  server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, "127.0.0.1", () => resolve(started));
  });
  const address = server.address();
  baseURL = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const send = (path: string, headers: Record<string, string>, method?: string) => answerAsSent(`${baseURL}${path}`, headers, method);

const decoded = ({ headers, body }: { headers: IncomingHttpHeaders; body: Buffer }) =>
  JSON.parse((headers["content-encoding"] === "br" ? brotliDecompressSync(body) : headers["content-encoding"] === "gzip" ? gunzipSync(body) : body).toString("utf8")) as unknown;

describe("a whole JSON answer, compressed in one call", () => {
  test.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["br;q=0.5, gzip", "gzip"],
  ])("asked with %j, it is sent as %s, with its length and Vary, and decodes to the answer", async (acceptEncoding, encoding) => {
    const answer = await send("/medium", { "accept-encoding": acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe(encoding);
    expect(answer.headers["vary"]).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(JSON.stringify(medium).length / 4);
    expect(decoded(answer)).toEqual(medium);
    expect(streamed.has("/medium")).toBe(false);
  });

  test("each header's choice is remembered, and many different headers neither change a choice nor are all kept", async () => {
    for (let index = 0; index < 300; index += 1) {
      const answer = await send("/medium", { "accept-encoding": index % 2 === 0 ? `gzip, x-${index}` : `identity, x-${index}` });
      expect(answer.headers["content-encoding"]).toBe(index % 2 === 0 ? "gzip" : undefined);
    }
    expect((await send("/medium", { "accept-encoding": "gzip, deflate, br, zstd" })).headers["content-encoding"]).toBe("br");
  });

  test("its ETag is the answer's before compression, and a repeat that names it gets a 304 without a body", async () => {
    const plain = await send("/medium", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toBe(JSON.stringify(medium));
    const compressed = await send("/medium", { "accept-encoding": "br" });
    expect(compressed.headers["etag"]).toBe(plain.headers["etag"]);
    const repeat = await send("/medium", { "accept-encoding": "br", "if-none-match": String(compressed.headers["etag"]) });
    expect(repeat.status).toBe(304);
    expect(repeat.body.length).toBe(0);
    expect(repeat.headers["content-encoding"]).toBeUndefined();
  });

  test("a HEAD is answered with the headers alone", async () => {
    const head = await send("/medium", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  test("an answer too small to gain is sent as it is", async () => {
    const answer = await send("/small", { "accept-encoding": "br, gzip" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(decoded(answer)).toEqual(small);
  });

  test("an answer that asks not to be transformed, or is not JSON, is left to the compression middleware's own rules", async () => {
    const untouched = await send("/no-transform", { "accept-encoding": "br, gzip" });
    expect(untouched.headers["content-encoding"]).toBeUndefined();
    expect(decoded(untouched)).toEqual(medium);
    const text = await send("/text", { "accept-encoding": "br, gzip" });
    expect(text.headers["content-encoding"]).toBe("br");
    expect(streamed.has("/text")).toBe(true);
  });

  test("a large answer, and one written in pieces, are still compressed by the stream", async () => {
    for (const path of ["/large", "/in-pieces"]) {
      const answer = await send(path, { "accept-encoding": "gzip" });
      expect(answer.headers["content-encoding"], path).toBe("gzip");
      expect(decoded(answer), path).toEqual(path === "/large" ? large : medium);
      expect(streamed.has(path), path).toBe(true);
    }
  });
});
