import { http, type HttpResponseResolver } from "msw";
import { apiRouteOf, type ApiRouteId } from "@domain/contract/route-table.ts";
import type { ApiRoute } from "@domain/contract/routes.ts";

/** The route's path as MSW matches it: the table's `{id}` written `:id`. */
export function mockPathOf(id: ApiRouteId): string {
  return mockPathOfRoute(apiRouteOf(id));
}

/** A route's path as MSW matches it, given its row. */
export function mockPathOfRoute(route: ApiRoute): string {
  return route.path.replace(/\{([^/}]+)\}/g, ":$1");
}

/** A mock of one route of the table, found by its id: its method and path come from the table. */
export function mockRoute(id: ApiRouteId, resolver: HttpResponseResolver) {
  return mockRouteOf(apiRouteOf(id), resolver);
}

/** A mock of one route given its row. */
export function mockRouteOf(route: ApiRoute, resolver: HttpResponseResolver) {
  return http[route.method](mockPathOfRoute(route), resolver);
}
