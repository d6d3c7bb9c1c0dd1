import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { TestClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

type Layer = { rawPath?: string; route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } };

/** Every route Express would answer, found by walking the app's router stack (mount paths included). */
function registeredRoutes(stack: Layer[], prefix = ""): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      // A router's `/` is the path it is mounted at (`/api/appliances`), as a strict router matches it.
      const path = prefix !== "" && layer.route.path === "/" ? "" : layer.route.path;
      return Object.keys(layer.route.methods).map((method) => `${method} ${prefix}${path}`);
    }
    if (layer.handle.stack) {
      const mount = layer.rawPath && layer.rawPath !== "/" ? layer.rawPath : "";
      return registeredRoutes(layer.handle.stack, prefix + mount);
    }
    return [];
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/openapi.json", () => {
  test("is an OpenAPI 3.1 document that describes every API route the server registers", async () => {
    const response = await new TestClient(server.baseURL).get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>("/api/openapi.json");
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe("3.1.0");
    const documented = new Set(
      Object.entries(response.body.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`)),
    );

    // Development routes included: the document describes them too.
    const config = { ...loadConfig({ NODE_ENV: "development", DATA_DIR: "memory://" }) };
    const app = createApp({ config, database: server.database, logger: createLogger({ ...config, nodeEnv: "test" }) });
    const routes = registeredRoutes((app as unknown as { router: { stack: Layer[] } }).router.stack)
      .filter((route) => route.split(" ")[1]!.startsWith("/api/"))
      .map((route) => route.replace(/:(\w+)/g, "{$1}"));
    expect(routes.length).toBeGreaterThan(30);
    const missing = routes.filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });

  test("each operation has an id, its success response and the JSON error body", async () => {
    const response = await new TestClient(server.baseURL).get<{ paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>> }>(
      "/api/openapi.json",
    );
    const complete = response.body.paths["/api/tasks/{id}/complete"]!.put!;
    expect(complete.operationId).toBe("completeTask");
    expect(Object.keys(complete.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "404", "409"]));
  });
});
