import type { ApiRoute } from "@domain/contract/index.ts";

/** Requests outside the API: the web app's pages and files. */
export const webRouteId = "web";
/** API requests that no route of the contract describes (a 404, a mistyped path). */
export const unmatchedRouteId = "unmatched";

const apiPrefix = /^\/api(\/|$)/i;

type CompiledRoute = { pattern: RegExp; operationId: string };

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** `/api/tasks/{id}/complete` → /^\/api\/tasks\/[^/]+\/complete$/: a parameter is one whole or partial segment. */
function patternOf(path: string): RegExp {
  const parts = path.split(/(\{[^}]+\})/).map((part) => (part.startsWith("{") ? "[^/]+" : escapeForPattern(part)));
  return new RegExp(`^${parts.join("")}$`);
}

/**
 * The route id (the contract's operationId) a request is counted under, from its method and path, so the
 * metrics have one series per route of the contract whatever ids or secrets a path carries. A request is
 * placed from the contract, not from the route Express matched: the refusals that come before any route
 * (CSRF, method not allowed, a body too large, a rate limit) are counted under the route they were
 * refused for. The paths are matched as the API's routers match them: case-sensitive, strict.
 */
export function createRouteIds(routes: readonly ApiRoute[]): (method: string, path: string) => string {
  const byMethod = new Map<string, CompiledRoute[]>();
  for (const route of routes) {
    const method = route.method.toUpperCase();
    const list = byMethod.get(method) ?? [];
    list.push({ pattern: patternOf(route.path), operationId: route.operationId });
    byMethod.set(method, list);
  }
  return (method, path) => {
    // The app mounts its API at /api in any case (Express's mounts are case-insensitive); its routes are not.
    if (!apiPrefix.test(path)) return webRouteId;
    // HEAD is answered by the GET route.
    const candidates = byMethod.get(method === "HEAD" ? "GET" : method) ?? [];
    return candidates.find((route) => route.pattern.test(path))?.operationId ?? unmatchedRouteId;
  };
}
