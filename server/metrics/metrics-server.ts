import { createServer, type Server } from "node:http";
import express from "express";
import { metricsPath, serveMetrics } from "./http-metrics.ts";

/** The server of METRICS_PORT: `GET /metrics` and nothing else, for a scraper on the same machine. */
export function createMetricsServer(): Server {
  const app = express();
  app.disable("x-powered-by");
  app.get(metricsPath, serveMetrics);
  return createServer(app);
}
