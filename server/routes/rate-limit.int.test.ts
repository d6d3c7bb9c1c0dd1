import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { signUp, TestClient, uniqueEmail } from "../../test-support/server/test-client.ts";

let server: TestServer;
beforeAll(async () => {
  // Smaller limits than the defaults keep the test quick. Password attempts: password-attempts.int.test.ts.
  server = await startTestServer({
    rateLimits: { ...defaultRateLimits, contactPerIp: { limit: 3, windowMs: 60 * 60_000 } },
  });
});
afterAll(async () => {
  await server.close();
});

function expectRateLimited(response: { status: number; body: unknown; headers: Headers }) {
  expect(response.status).toBe(429);
  expect(errorBodySchema.parse(response.body).error.code).toBe("RATE_LIMITED");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
}

describe("rate limits", () => {
  test("contact messages are limited per client", async () => {
    const client = new TestClient(server.baseURL);
    for (let attempt = 0; attempt < server.config.rateLimits.contactPerIp.limit; attempt += 1) {
      const response = await client.post("/api/contact", { name: "Ana", email: uniqueEmail(), subject: "Hi", message: `Message ${attempt}` });
      expect(response.status).toBe(201);
    }
    expectRateLimited(await client.post("/api/contact", { name: "Ana", email: uniqueEmail(), subject: "Hi", message: "One more" }));
  });

  test("counts live in the database, so another server on the same database sees them", async () => {
    const result = await server.database.db.execute("select count(*)::int as count from rate_limit_buckets");
    const rows = (result as { rows: { count: number }[] }).rows;
    expect(rows[0]!.count).toBeGreaterThan(0);
    const keys = await server.database.db.execute("select key from rate_limit_buckets");
    expect(JSON.stringify(keys)).not.toMatch(/@example\.com|127\.0\.0\.1/);
  });

  test("a new window starts once the old one has passed", async () => {
    // The server's clock, moved by the test: the window passes without the test waiting for it.
    let instant = Date.parse("2026-12-01T12:00:00Z");
    const clock = { now: () => new Date(instant) };
    const windowMs = 60 * 60_000;
    const quick = await startTestServer({ rateLimits: { ...defaultRateLimits, contactPerIp: { limit: 1, windowMs } } }, { clock });
    try {
      const client = new TestClient(quick.baseURL);
      const message = () => ({ name: "Ana", email: uniqueEmail(), subject: "Hi", message: "Hello" });
      expect((await client.post("/api/contact", message())).status).toBe(201);
      expectRateLimited(await client.post("/api/contact", message()));
      instant += windowMs - 1_000;
      const stillLimited = await client.post("/api/contact", message());
      expectRateLimited(stillLimited);
      expect(stillLimited.headers.get("retry-after")).toBe("1");
      instant += 1_000;
      expect((await client.post("/api/contact", message())).status).toBe(201);
    } finally {
      await quick.close();
    }
  });

  test("signup and refresh are limited per client too", async () => {
    const limited = await startTestServer({
      rateLimits: { ...defaultRateLimits, signupPerIp: { limit: 1, windowMs: 60_000 }, refreshPerIp: { limit: 2, windowMs: 60_000 } },
    });
    try {
      const { client, email } = await signUp(limited);
      expectRateLimited(await new TestClient(limited.baseURL).post("/api/auth/signup", { email: uniqueEmail(), password: "long enough password" }));
      // Past the limit a taken address is refused like any other, so it cannot be told apart (decision 010).
      expectRateLimited(await new TestClient(limited.baseURL).post("/api/auth/signup", { email, password: "long enough password" }));
      expect((await client.post("/api/auth/refresh")).status).toBe(200);
      expect((await client.post("/api/auth/refresh")).status).toBe(200);
      expectRateLimited(await client.post("/api/auth/refresh"));
    } finally {
      await limited.close();
    }
  });
});
