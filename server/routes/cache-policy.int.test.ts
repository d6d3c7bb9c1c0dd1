import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("API cache policy", () => {
  // A refusal depends on the caller as much as an answer does: a shared cache must not hand one on.
  test.each([
    ["GET", "/api/users/me", 401],
    ["GET", "/api/tasks/for-dashboard", 401],
    ["GET", "/api/appliances", 401],
    ["POST", "/api/appliances", 403],
    ["GET", "/api/no-such-route", 404],
  ])("%s %s answers %i with Cache-Control: no-store", async (method, path, status) => {
    const response = await fetch(`${server.baseURL}${path}`, { method, headers: { "content-type": "application/json" }, body: method === "POST" ? "{}" : undefined });
    expect(response.status).toBe(status);
    expect(errorBodySchema.safeParse(await response.json()).success).toBe(true);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  test("the public catalogue keeps its own caching", async () => {
    const response = await fetch(`${server.baseURL}/api/catalog/appliances`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});
