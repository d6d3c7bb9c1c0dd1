import type { RequestHandler } from "express";
import type { ApiRoute } from "@domain/contract/index.ts";
import { AppError } from "./app-error.ts";

type RouteShape = Pick<ApiRoute, "method" | "path">;

/**
 * A contract path (`/api/tasks/{id}/complete`) as a matcher of request paths, exactly as the API's routers
 * match them (server/http/router.ts): a parameter is one segment, case counts, no trailing slash.
 */
export function pathMatcher(path: string): RegExp {
  const pattern = path
    .split(/(\{[^/}]+\})/)
    .map((part) => (part.startsWith("{") ? "[^/]+" : part.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("");
  return new RegExp(`^${pattern}$`);
}

/**
 * Answers 405 with `Allow` when the path is one of the API's but the method is not one of its own
 * (RFC 9110 §15.5.6), rather than a 404 that says the path does not exist, or the CSRF check's 403 that
 * sends a client looking for a token. A path the API does not have goes on, to its 404. `methods` says
 * which methods this instance judges: mounted before the CSRF check it judges the unsafe ones, which that
 * check would refuse first; mounted after the routes, the rest, which reach it only when no route answered.
 */
export function methodNotAllowed(routes: readonly RouteShape[], methods: (method: string) => boolean): RequestHandler {
  const byPath = new Map<string, { matcher: RegExp; allowed: Set<string> }>();
  for (const route of routes) {
    const entry = byPath.get(route.path) ?? { matcher: pathMatcher(route.path), allowed: new Set<string>() };
    entry.allowed.add(route.method.toUpperCase());
    if (route.method === "get") entry.allowed.add("HEAD");
    entry.allowed.add("OPTIONS");
    byPath.set(route.path, entry);
  }
  const entries = [...byPath.values()];
  return (req, _res, next) => {
    if (!methods(req.method)) return next();
    const path = req.baseUrl + req.path;
    const allowed = new Set<string>();
    for (const entry of entries) if (entry.matcher.test(path)) for (const method of entry.allowed) allowed.add(method);
    if (allowed.size === 0 || allowed.has(req.method)) return next();
    const allow = [...allowed].join(", ");
    next(new AppError(405, "METHOD_NOT_ALLOWED", `${req.method} is not allowed here; this path takes ${allow}`, undefined, { Allow: allow }));
  };
}
