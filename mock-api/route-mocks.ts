import { http, type HttpResponseResolver } from "msw";
import { apiRouteOf, type ApiRouteId } from "@domain/contract/route-table.ts";

/** The route's path as MSW matches it: the table's `{id}` written `:id`. */
export function mockPathOf(id: ApiRouteId): string {
  return apiRouteOf(id).path.replace(/\{([^/}]+)\}/g, ":$1");
}

/** A mock of one route of the table, found by its id: its method and path come from the table. */
export function mockRoute(id: ApiRouteId, resolver: HttpResponseResolver) {
  return http[apiRouteOf(id).method](mockPathOf(id), resolver);
}
