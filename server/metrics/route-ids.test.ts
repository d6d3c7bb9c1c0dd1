import { describe, expect, test } from "vitest";
import { apiRoutes } from "../openapi.ts";
import { createRouteIds, unmatchedRouteId, webRouteId } from "./route-ids.ts";

const routeIdOf = createRouteIds(apiRoutes);

/** A request path for a route, each parameter filled with a value of the kind a client sends. */
const samplePath = (path: string) => path.replace(/\{[^}]+\}/g, "3f1c2a9e-7b5d-4c8e-9a6f-1d2e3f4a5b6c");

describe("the route id a request is counted under", () => {
  test.each(apiRoutes.map((route) => [route.method.toUpperCase(), route.path, route.operationId] as const))("%s %s is %s", (method, path, operationId) => {
    expect(routeIdOf(method, samplePath(path))).toBe(operationId);
  });

  test("a HEAD is counted as its GET", () => {
    expect(routeIdOf("HEAD", "/api/health")).toBe("getHealth");
  });

  test.each([
    ["GET", "/api/nothing-here"],
    ["GET", "/api/tasks/for-dashboard/"],
    ["GET", "/API/health"],
    ["PATCH", "/api/tasks"],
    ["GET", "/api/calendar/abc.txt"],
  ])("%s %s, which no route of the contract describes, is unmatched", (method, path) => {
    expect(routeIdOf(method, path)).toBe(unmatchedRouteId);
  });

  test("a page or a file of the web app is counted as the web app's", () => {
    expect(routeIdOf("GET", "/dashboard")).toBe(webRouteId);
    expect(routeIdOf("GET", "/assets/index-abc.js")).toBe(webRouteId);
    expect(routeIdOf("GET", "/apiary")).toBe(webRouteId);
  });
});
