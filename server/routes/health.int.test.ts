import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema, healthResponseSchema } from "@domain/contract/index.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { TestClient } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("GET /api/health", () => {
  test("answers ok after a real query, naming the database in use", async () => {
    const response = await fetch(`${server.baseURL}/api/health`);
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(await response.json());
    expect(body.database).toBe(process.env.DATABASE_URL ? "postgres" : "pglite");
  });
});

describe("unknown API paths and unreadable bodies", () => {
  test("answer 404 with the JSON error body", async () => {
    const response = await fetch(`${server.baseURL}/api/does-not-exist`);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe("NOT_FOUND");
  });

  test("a body that is not JSON answers 400 with the JSON error body", async () => {
    const response = await new TestClient(server.baseURL).request("POST", "/api/auth/login", { rawBody: "{not json" });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.code).toBe("BAD_REQUEST");
  });
});
