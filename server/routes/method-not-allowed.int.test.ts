import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import { TestClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const someTask = "/api/tasks/7d1f3c52-52a6-4a57-9c2b-6d3f5f0a1b2c";

describe("a method the path does not take is a 405 that says which it does", () => {
  test.each([
    ["DELETE", "/api/health", "GET, HEAD, OPTIONS"],
    ["PATCH", `${someTask}/complete`, "PUT, OPTIONS"],
    ["GET", "/api/auth/login", "POST, OPTIONS"],
    ["HEAD", "/api/auth/signup", "POST, OPTIONS"],
    ["POST", `${someTask}/details`, "GET, HEAD, OPTIONS"],
  ])("%s %s", async (method, path, allow) => {
    // Without a CSRF token: the method is wrong whoever asks, so that is what the answer says.
    const response = await new TestClient(server.baseURL).request(method, path, { csrf: false });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe(allow);
    expect(response.headers.get("cache-control")).toBe("no-store");
    if (method !== "HEAD") {
      expect(errorBodySchema.parse(response.body).error).toMatchObject({ code: "METHOD_NOT_ALLOWED", message: `${method} is not allowed here; this path takes ${allow}` });
    }
  });

  test("TRACE, which browsers never send, is refused the same way", async () => {
    // fetch() will not send TRACE at all, hence a plain HTTP request.
    const { status, headers, body } = await new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(new URL("/api/tasks/for-dashboard", server.baseURL), { method: "TRACE" }, (incoming) => {
        let text = "";
        incoming.setEncoding("utf8");
        incoming.on("data", (chunk: string) => (text += chunk));
        incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
    expect(status).toBe(405);
    expect(headers.allow).toBe("GET, HEAD, OPTIONS");
    expect(errorBodySchema.parse(JSON.parse(body)).error.code).toBe("METHOD_NOT_ALLOWED");
  });

  test("a path with several methods lists them all", async () => {
    const response = await new TestClient(server.baseURL).request("PATCH", "/api/appliances/7d1f3c52-52a6-4a57-9c2b-6d3f5f0a1b2c", { csrf: false });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")?.split(", ").sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PUT"]);
  });

  test("a method the path takes goes on to its route and its checks", async () => {
    const client = new TestClient(server.baseURL);
    expect((await client.request("PUT", `${someTask}/complete`, { csrf: false })).status).toBe(403);
    expect((await client.get("/api/health")).status).toBe(200);
    expect((await client.request("OPTIONS", "/api/health")).headers.get("allow")).toBe("GET, HEAD");
  });

  test("a path the API does not have is still a 404, and so are the development helpers", async () => {
    const client = new TestClient(server.baseURL);
    expect((await client.get("/api/nowhere")).status).toBe(404);
    expect((await client.get("/api/auth/dev-login")).status).toBe(404);
    expect((await client.request("DELETE", "/api/dev/outbox", { csrf: false })).status).toBe(403);
  });
});
