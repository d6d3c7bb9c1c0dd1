import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type DestinationStream, type Logger } from "pino";
import type { Config } from "./config.ts";
import { currentRequestId } from "./tracing/request-id.ts";
import { currentTraceIds } from "./tracing/tracing.ts";

/**
 * The server's logger. Every line is scrubbed wherever its values sit: fields named like secrets or
 * personal data are blanked at any depth, and e-mail addresses, password hashes and tokens are cut out
 * of every string, the message and error texts included (docs/product.md §8); a child logger's fields
 * too. A request or response logged as `req` or `res`, by pino-http or anywhere else, goes through
 * `requestLogSerializers`, which keep no header but the user agent. pino's own path redaction is not
 * used: it blanked a subset of the same fields (named paths, two levels deep) by walking every object
 * of every line again, 3–7 % of the server's time under load (decision 018). Tests pass a `destination` to read what would be written; without one,
 * tests log nothing.
 */
export function createLogger(config: Pick<Config, "logLevel" | "nodeEnv">, destination?: DestinationStream): Logger {
  const options = {
    level: config.nodeEnv === "test" && !destination ? "silent" : config.logLevel,
    // Every line written while a request is served names it, and the trace and span it is part of when
    // tracing is on (server/tracing/tracing.ts), so a trace's lines and a line's trace are found from either.
    mixin: () => {
      const requestId = currentRequestId();
      const traceIds = currentTraceIds();
      return requestId === undefined ? (traceIds ?? {}) : { request_id: requestId, ...traceIds };
    },
    serializers: { err: serializeError, ...requestLogSerializers },
    formatters: { log: (fields: Record<string, unknown>) => scrubFields(fields) as Record<string, unknown> },
    hooks: {
      logMethod(this: Logger, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? scrubText(arg) : arg)),
        );
      },
    },
  };
  const logger = destination ? pino(options, destination) : pino(options);
  // pino formats a child's fields with none of the formatters above, so they are scrubbed as it is made.
  // Children inherit this from the root logger, so a child's child is scrubbed too.
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each logger as `this`
  const makeChild = logger.child;
  logger.child = function scrubbedChild(this: Logger, bindings, childOptions) {
    return makeChild.call(this, scrubFields(bindings) as typeof bindings, childOptions);
  } as Logger["child"];
  return logger;
}

const censored = "[redacted]";

/** Field names whose values are secrets or personal data, at any depth. */
const sensitiveKey = /pass(word)?|hash|token|secret|cookie|authori[sz]ation|e-?mail|^params$|^queryOptions$/i;

const secretPatterns: [RegExp, string][] = [
  // A database error's row or key values: `Failing row contains (…)`, `Key (email)=(…) already exists`.
  [/Failing row contains \(.*\)/gs, `Failing row contains (${censored})`],
  [/Key \(([^)]*)\)=\((.*?)\)(?= |$)/gm, `Key ($1)=(${censored})`],
  // The parameters Drizzle appends to a failed query's message.
  [/\nparams: [\s\S]*?(?=\n {4}at |$)/g, `\nparams: ${censored}`],
  [/\bBearer\s+[\w.~+/=-]+/gi, `Bearer ${censored}`],
  [/\b(scrypt|disabled)\$[^\s,)'"]+/g, `[password hash]`],
  [/\beyJ[\w-]+\.[\w-]+\.[\w-]+/g, `[token]`],
  [/[\w.%+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}/gi, `[e-mail]`],
];

/** A text with every e-mail address, password hash, token and database value in it replaced. */
export function scrubText(text: string): string {
  return secretPatterns.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}

/** The error fields worth logging; others (a failed query's parameters above all) are left out. */
const errorFields = ["code", "severity", "detail", "hint", "schema", "table", "column", "dataType", "constraint", "routine", "status", "statusCode", "type", "errno", "syscall", "query"] as const;

/**
 * An error as a log line holds it: its type, message, stack, the database's diagnostic fields and its
 * cause, all scrubbed; never the parameters of a failed query (Drizzle and PGlite attach them).
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const source = error as Error & Record<string, unknown>;
  const serialized: Record<string, unknown> = { type: error.name, message: scrubText(error.message) };
  if (error.stack) serialized.stack = scrubText(error.stack);
  for (const field of errorFields) {
    const value = source[field];
    if (typeof value === "string" || typeof value === "number") serialized[field] = typeof value === "string" ? scrubText(value) : value;
  }
  if (error.cause !== undefined && depth < 4) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

function scrubFields(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value instanceof Error) return serializeError(value);
  if (typeof value !== "object" || value === null || depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => scrubFields(item, depth + 1));
  // Only plain records are walked: a request or a stream is left to its serializer.
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, sensitiveKey.test(key) && item !== undefined && item !== null ? censored : scrubFields(item, depth + 1)]),
  );
}

/** A URL with its query values blanked: a reset link's `?token=…` or an e-mail in a query stays out of logs. */
export function redactQuery(url: string | undefined): string | undefined {
  if (!url) return url;
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  const keys = [...new Set(params.keys())].map((key) => `${encodeURIComponent(key)}=[redacted]`);
  return `${url.slice(0, queryStart)}?${keys.join("&")}`;
}

/**
 * Paths whose rest is a credential: a calendar feed's secret (all it takes to read the feed) and the signed
 * token of an unsubscribe link. Named by their segments, lower-case.
 */
const credentialPathPrefixes = [
  ["api", "calendar"],
  ["api", "email", "unsubscribe"],
];

/** `%XX` escapes decoded byte by byte (never failing on a malformed one), up to three layers deep. */
function decodeEscapes(text: string): string {
  let decoded = text;
  for (let layer = 0; layer < 3 && /%[0-9a-f]{2}/i.test(decoded); layer++) {
    decoded = decoded.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }
  return decoded;
}

/**
 * A path with the credential after a credential prefix replaced, in whatever form the path came: any
 * case, escaped letters or slashes, doubled slashes, backslashes, dot segments, a trailing slash, an
 * absolute-form target (`GET http://host/api/calendar/…`). The API answers those forms 404, but every
 * request is logged, and a calendar app's or a mail client's request of one would log the secret.
 * A path without one is kept as it came.
 */
function redactCredentialPath(url: string): string {
  const origin = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  const pathEnd = url.slice(origin.length).search(/[?#]/);
  const pathEndAt = pathEnd < 0 ? url.length : origin.length + pathEnd;
  const segments: string[] = [];
  for (const segment of decodeEscapes(url.slice(origin.length, pathEndAt)).split(/[/\\]+/)) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  for (const prefix of credentialPathPrefixes) {
    const matches = segments.length > prefix.length && prefix.every((name, index) => segments[index]!.trim().toLowerCase() === name);
    if (!matches) continue;
    const credential = segments.slice(prefix.length).join("/");
    const suffix = /\.ics\/*$/i.exec(decodeEscapes(url.slice(origin.length, pathEndAt)))?.[0] ?? "";
    const kept = credential.toLowerCase().endsWith(".ics") ? suffix : "";
    return `${origin}/${segments.slice(0, prefix.length).join("/")}/${censored}${kept}${url.slice(pathEndAt)}`;
  }
  return url;
}

/**
 * A request's URL as the log keeps it: query values blanked, a credential in the path blanked, and any
 * e-mail address or token typed into a path (`/api/users/ana@example.com`) scrubbed as in any text.
 */
export function redactUrl(url: string | undefined): string | undefined {
  const withoutQuery = redactQuery(url);
  if (!withoutQuery) return withoutQuery;
  return scrubText(redactCredentialPath(withoutQuery));
}

type SerializedRequest = { id?: unknown; method?: string; url?: string; remoteAddress?: string; headers?: Record<string, unknown>; raw?: IncomingMessage };
type SerializedResponse = { statusCode?: number; headers?: Record<string, unknown>; raw?: ServerResponse };

/**
 * What pino-http logs of a request and response: method, path without query values, status and
 * the user agent; never cookies, Authorization, CSRF tokens or Set-Cookie.
 */
export const requestLogSerializers = {
  req: (req: SerializedRequest) => ({
    id: req.id,
    method: req.method,
    url: redactUrl(req.url),
    remoteAddress: req.remoteAddress,
    userAgent: req.headers?.["user-agent"],
  }),
  res: (res: SerializedResponse) => ({ statusCode: res.statusCode }),
};
