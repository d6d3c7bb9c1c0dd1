import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import type { ErrorBody } from "@domain/contract/index.ts";
import type { Config } from "../config.ts";
import { apiRoutes } from "../openapi.ts";
import { httpRequestDuration, httpRequestErrors, metricsRegistry } from "./metrics.ts";
import { createRouteIds } from "./route-ids.ts";

export const metricsPath = "/metrics";

const routeIdOf = createRouteIds(apiRoutes);

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether an Authorization header carries the token, compared in constant time. */
function carriesToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? "");
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

/** Answers a scrape with every series of the process, in Prometheus's text format. */
export const serveMetrics: RequestHandler = async (_req, res) => {
  res.setHeader("Cache-Control", "no-store");
  res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
};

/**
 * Times every request under its route id, and, when METRICS_TOKEN is set, answers `GET /metrics` to a
 * caller with that token (docs/decisions/068-metrics-behind-a-token-or-on-loopback.md). Mounted first,
 * so a request's time includes all the app does with it and a scrape is not written to the request log.
 */
export function httpMetrics({ metricsToken }: Pick<Config, "metricsToken">): RequestHandler {
  return (req, res, next) => {
    if (req.path === metricsPath && metricsToken !== undefined) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.status(405).setHeader("Allow", "GET, HEAD").json({ error: { code: "METHOD_NOT_ALLOWED", message: "Metrics are read with GET" } } satisfies ErrorBody);
        return;
      }
      if (!carriesToken(req.headers.authorization, metricsToken)) {
        res.status(401).setHeader("WWW-Authenticate", 'Bearer realm="metrics"').setHeader("Cache-Control", "no-store");
        res.json({ error: { code: "UNAUTHORIZED", message: "Metrics need the METRICS_TOKEN as a Bearer token" } } satisfies ErrorBody);
        return;
      }
      void serveMetrics(req, res, next);
      return;
    }
    const route = routeIdOf(req.method, req.path);
    const stop = httpRequestDuration.startTimer({ route });
    res.once("finish", () => {
      const status = String(res.statusCode);
      stop({ status });
      if (res.statusCode >= 500) httpRequestErrors.inc({ route, status });
    });
    next();
  };
}
