import { HttpHandler } from "msw";
import { describe, expect, test } from "vitest";
import { apiRouteTable, type ApiRouteId } from "@domain/contract/route-table.ts";
import { defaultHandlers } from "./index.ts";
import { migrationHandlers } from "./handlers/migration.ts";
import { mockPathOf } from "./route-mocks.ts";

/**
 * The routes the mock API leaves out, each with why: it serves the app's screens, and these are never
 * called by them (a mail client, a calendar app, an operator or the development tools call them).
 */
const notMocked: Partial<Record<ApiRouteId, string>> = {
  getReadiness: "asked by a load balancer, never by the app",
  devLogIn: "a development helper of the real server",
  listOutbox: "a development helper of the real server",
  dispatchScheduledMessages: "a development helper of the real server",
  getCalendarFeedIcs: "fetched by calendar apps from the real server",
  showUnsubscribe: "an HTML page opened from an e-mail, served by the real server",
  unsubscribe: "posted from an e-mail or its page, served by the real server",
  getOpenApiDocument: "the API's description, read by developers from the real server",
  mergeLocalData: "the fallback of a server without migrateLocalData, which the mock API has",
  getCatalogTask: "the app reads the catalogue whole, with listCatalogTasks",
};

// The move of local-mode data is mocked per story, as the default home is a signed-in one with nothing to move.
const mocked = new Set(
  [...defaultHandlers, ...Object.values(migrationHandlers)].flatMap((handler) => (handler instanceof HttpHandler ? [`${String(handler.info.method).toLowerCase()} ${String(handler.info.path)}`] : [])),
);

describe("the mock API's handlers", () => {
  test.each(apiRouteTable.filter((route) => !(route.operationId in notMocked)).map((route) => [route.operationId, route] as const))("mock %s", (id, route) => {
    expect(mocked.has(`${route.method} ${mockPathOf(id)}`), `${route.method.toUpperCase()} ${route.path}`).toBe(true);
  });

  test("leave out only routes of the table", () => {
    const ids = new Set<string>(apiRouteTable.map((route) => route.operationId));
    expect(Object.keys(notMocked).filter((id) => !ids.has(id))).toEqual([]);
  });
});
