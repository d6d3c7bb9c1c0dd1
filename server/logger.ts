import type { IncomingMessage, ServerResponse } from "node:http";
import { pino, type Logger } from "pino";
import type { Config } from "./config.ts";

/** Paths pino blanks in every log line: personal data and secrets never reach the logs (docs/product.md §8.7). */
export const redactedPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-csrf-token']",
  'res.headers["set-cookie"]',
  "password",
  "email",
  "token",
  "accessToken",
  "refreshToken",
  "*.password",
  "*.email",
  "*.token",
  "*.accessToken",
  "*.refreshToken",
  "*.*.password",
  "*.*.email",
  "*.*.token",
];

export function createLogger(config: Pick<Config, "logLevel" | "nodeEnv">): Logger {
  return pino({
    level: config.nodeEnv === "test" ? "silent" : config.logLevel,
    redact: { paths: redactedPaths, censor: "[redacted]" },
  });
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
    url: redactQuery(req.url),
    remoteAddress: req.remoteAddress,
    userAgent: req.headers?.["user-agent"],
  }),
  res: (res: SerializedResponse) => ({ statusCode: res.statusCode }),
};
