import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import Negotiator from "negotiator";

/** Below this an answer is sent as it is: compressing a few hundred bytes saves no round trip. */
export const COMPRESS_FROM_BYTES = 1024;
/** Above this, compressing in one call would hold the event loop too long; the stream does it on the thread pool. */
export const COMPRESS_WHOLE_UP_TO_BYTES = 64 * 1024;

/*
 * The fastest settings: the answers this compresses are small, so a higher quality saves a few hundred
 * bytes and costs more time than they take on the wire (docs/decisions/041-api-answers-compressed-in-one-call.md).
 */
const brotliOptions = (length: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: 1,
    // A window as large as the largest answer compressed here: the default (4 MB) only costs memory to set up.
    [constants.BROTLI_PARAM_LGWIN]: 16,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: length,
  },
});
const gzipOptions = { level: 1 };

type End = Response["end"];

/**
 * The encoding the client accepts best; among those it likes as well, ours in `preferred` order, as the
 * `compression` middleware chooses (a browser lists gzip before br). The package's types leave out the
 * `preferred` argument its code takes.
 */
const chooseEncoding = (negotiator: Negotiator, available: string[], preferred: string[]) =>
  (negotiator.encoding as (available: string[], preferred: string[]) => string | undefined).call(negotiator, available, preferred);

/*
 * A browser sends the same Accept-Encoding with every request, and reading it was a fifth of the time this
 * spends on an answer; so each header's choice is remembered, and forgotten all at once when too many
 * different headers have come (no client can grow the server by sending new ones).
 */
const REMEMBERED_HEADERS = 200;
const chosenEncodings = new Map<string, "br" | "gzip" | undefined>();

function encodingFor(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (acceptEncoding === undefined) return undefined;
  if (chosenEncodings.has(acceptEncoding)) return chosenEncodings.get(acceptEncoding);
  const chosen = chooseEncoding(new Negotiator({ headers: { "accept-encoding": acceptEncoding } }), ["br", "gzip", "identity"], ["br", "gzip"]);
  const encoding = chosen === "br" || chosen === "gzip" ? chosen : undefined;
  if (chosenEncodings.size >= REMEMBERED_HEADERS) chosenEncodings.clear();
  chosenEncodings.set(acceptEncoding, encoding);
  return encoding;
}

/** The encoding to compress `res`'s answer of `bytes` bytes in here, checked cheapest first: most answers go by at once. */
function compressible(req: Request, res: Response, bytes: () => number): "br" | "gzip" | undefined {
  if (req.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304) return undefined;
  if (res.getHeader("Content-Encoding") !== undefined) return undefined;
  if (!String(res.getHeader("Content-Type") ?? "").startsWith("application/json")) return undefined;
  if (/\bno-transform\b/i.test(String(res.getHeader("Cache-Control") ?? ""))) return undefined;
  const encoding = encodingFor(req.headers["accept-encoding"]);
  if (encoding === undefined) return undefined;
  const size = bytes();
  return size < COMPRESS_FROM_BYTES || size > COMPRESS_WHOLE_UP_TO_BYTES ? undefined : encoding;
}

/**
 * Compresses a JSON answer that is handed over whole (`res.json`, `res.send`) in one synchronous call.
 * The `compression` middleware, mounted before this one, compresses through a stream on libuv's
 * thread pool: measured on a slow host, about 430 µs of the server's CPU for a dashboard that costs
 * about 500 µs without it, where one call costs about a quarter of that. What is streamed, too large,
 * not JSON or already encoded goes on to `compression` unchanged, which then sees the encoding set and
 * leaves it alone.
 * The ETag is the body's before compression, as `compression` leaves it too.
 */
export const compressWholeAnswer: RequestHandler = (req, res, next) => {
  const end: End = res.end.bind(res);
  // `end`'s overloads (chunk, encoding, callback in any of their forms) cannot be typed by one signature.
  res.end = function endCompressed(this: Response, ...args: Parameters<End>) {
    const [chunk, encodingOrCallback, callback] = args as [unknown, unknown, unknown];
    if (res.headersSent || (typeof chunk !== "string" && !Buffer.isBuffer(chunk))) return end(...args);
    const textEncoding = typeof encodingOrCallback === "string" ? (encodingOrCallback as BufferEncoding) : "utf8";
    const encoding = compressible(req, res, () => (typeof chunk === "string" ? Buffer.byteLength(chunk, textEncoding) : chunk.length));
    if (encoding === undefined) return end(...args);
    const body = typeof chunk === "string" ? Buffer.from(chunk, textEncoding) : chunk;
    const compressed = encoding === "br" ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, gzipOptions);
    res.setHeader("Content-Encoding", encoding);
    res.vary("Accept-Encoding");
    res.setHeader("Content-Length", compressed.length);
    const done = typeof encodingOrCallback === "function" ? encodingOrCallback : callback;
    return typeof done === "function" ? end(compressed, done as () => void) : end(compressed);
  } as End;
  next();
};
