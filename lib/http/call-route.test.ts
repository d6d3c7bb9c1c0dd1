import { describe, expect, test, vi } from "vitest";
import { z } from "zod";
import { apiRouteTable } from "@domain/contract/route-table.ts";
import type { ApiRoute } from "@domain/contract/routes.ts";
import { callApiRoute, callRoute, INVALID_ANSWER_MESSAGES, routePathOf } from "./call-route.ts";
import type { ApiClient } from "./http-client.ts";

function recordingClient() {
  const request = vi.fn((..._args: unknown[]) => Promise.resolve(undefined));
  const verb = (method: string) => (...args: unknown[]) => request(method, ...args);
  return { client: { get: verb("GET"), post: verb("POST"), put: verb("PUT"), delete: verb("DELETE") } as unknown as ApiClient, request };
}

describe("callRoute", () => {
  test("sends the table's method to its path with the parameters filled in, and parses with its response schema", async () => {
    const { client, request } = recordingClient();
    await callRoute(client, "snoozeTask", { params: { id: "a/b" }, body: { days: 3 } }, { idempotencyKey: "k" });
    const route = apiRouteTable.find((row) => row.operationId === "snoozeTask")!;
    // A task is one home's: the call names the home this tab shows (docs/product.md §6.5).
    expect(request).toHaveBeenCalledWith("PUT", "/tasks/a%2Fb/snooze", { days: 3 }, {
      home: "current",
      idempotencyKey: "k",
      schema: route.response,
      invalidMessage: INVALID_ANSWER_MESSAGES.snoozeTask,
    });
  });

  test("appends the query's given values, and sends no schema for a 204", async () => {
    const { client, request } = recordingClient();
    await callRoute(client, "listTaskHistory", { query: { page: 2, pageSize: 20, search: undefined } });
    expect(request.mock.calls[0]?.[1]).toBe("/tasks/history?page=2&pageSize=20");
    await callRoute(client, "clearNotifications", {});
    expect(request.mock.calls[1]).toEqual(["DELETE", "/notifications", { home: "current" }]);
  });

  test("a route about one home names the current home, or the home given; a route about none names no home", async () => {
    const { client, request } = recordingClient();
    const homeRoute = { method: "get", path: "/api/things/{id}", operationId: "getThing", summary: "A thing", tag: "things", auth: true, home: true, params: z.object({ id: z.string() }), successStatus: 200 } as const satisfies ApiRoute;
    await callApiRoute(client, homeRoute, { params: { id: "t1" } });
    expect(request.mock.calls[0]).toEqual(["GET", "/things/t1", { home: "current" }]);
    await callApiRoute(client, homeRoute, { params: { id: "t1" } }, { homeId: "home-a" });
    expect(request.mock.calls[1]).toEqual(["GET", "/things/t1", { home: { id: "home-a" } }]);
    await callApiRoute(client, { ...homeRoute, home: false }, { params: { id: "t1" } }, { homeId: "home-a" });
    expect(request.mock.calls[2]).toEqual(["GET", "/things/t1", {}]);
  });

  test.each(apiRouteTable.map((route) => [route.operationId, route] as const))("builds the path of %s", (id, route) => {
    const params = Object.fromEntries([...route.path.matchAll(/\{([^/}]+)\}/g)].map(([, name]) => [name!, "x"]));
    expect(`/api${routePathOf(id, { params })}`).toBe(route.path.replace(/\{[^/}]+\}/g, "x"));
  });
});
