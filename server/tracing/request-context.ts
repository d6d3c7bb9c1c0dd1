import type { RequestHandler } from "express";
import { redactUrl } from "../logger.ts";
import { requestIds } from "./request-id.ts";
import { startSpan } from "./tracing.ts";

/**
 * Runs the rest of a request's handling with its id known to the logger and, when tracing is on, inside a
 * server span: the request's method and route, its path as the log keeps it (a calendar secret blanked),
 * its status. Put after pino-http, which gives the id.
 */
export function requestContext(): RequestHandler {
  return (req, res, next) => {
    // pino-http's ids are numbers counted by the process (its default); a proxy's own id would be a string.
    const requestId = typeof req.id === "object" ? JSON.stringify(req.id) : String(req.id);
    const traced = startSpan(
      { name: req.method, kind: "server", attributes: { "http.request.method": req.method, "url.path": redactUrl(req.originalUrl)?.split("?")[0] ?? "" } },
      req.headers,
    );
    if (!traced) {
      requestIds.run(requestId, next);
      return;
    }
    const { span, context, api } = traced;
    span.setAttribute("http.request.id", requestId);
    res.once("finish", () => {
      // The route's pattern (`/api/tasks/:id/complete`), not its path: one name for every task.
      const route = (req.baseUrl + ((req.route as { path?: string } | undefined)?.path ?? "")) || undefined;
      if (route) {
        span.setAttribute("http.route", route);
        span.updateName(`${req.method} ${route}`);
      }
      span.setAttribute("http.response.status_code", res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR });
      span.end();
    });
    res.once("close", () => span.end());
    requestIds.run(requestId, () => api.context.with(context, next));
  };
}
