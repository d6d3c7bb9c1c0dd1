import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { errorBodySchema } from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { slowDownDelayMs } from "../security/rate-limit.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { signUp, TestClient, type TestResponse } from "../../test-support/server/test-client.ts";

/** Each wrong password costs a full scrypt: generous time on a busy machine. */
const slow = { timeout: 240_000 };

let server: TestServer;
const slowDown = { freeFailures: 5, baseDelayMs: 1_000, maxDelayMs: 1_000, windowMs: 15 * 60_000 };
beforeAll(async () => {
  // The default per-account-and-client limit (10) as the defect was reported; a short, flat slow-down.
  server = await startTestServer({ rateLimits: { ...defaultRateLimits, loginPerIp: { limit: 1000, windowMs: 60_000 } }, passwordSlowDown: slowDown });
});
afterAll(async () => {
  await server.close();
});

let nextAddress = 1;
/** A client from its own address: the server trusts X-Forwarded-For from the loopback, as behind a local proxy. */
function clientFrom(address = `203.0.113.${nextAddress++}`) {
  const client = new TestClient(server.baseURL);
  const request = client.request.bind(client);
  client.request = (method, path, options = {}) => request(method, path, { ...options, headers: { ...options.headers, "x-forwarded-for": address } });
  return client;
}

function expectRateLimited(response: TestResponse) {
  expect(response.status).toBe(429);
  expect(errorBodySchema.parse(response.body).error.code).toBe("RATE_LIMITED");
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("password attempts are limited per account and client, slowed per account", () => {
  test("after an attacker's 10 wrong passwords, the owner still signs in from a clean client", slow, async () => {
    const owner = await signUp(server);
    const attacker = clientFrom();
    const limit = server.config.rateLimits.passwordFailuresPerAccountAndClient.limit;
    expect(limit).toBe(10);
    for (let attempt = 0; attempt < limit; attempt += 1) {
      expect((await attacker.post("/api/auth/login", { email: owner.email, password: `wrong guess ${attempt}` })).status).toBe(401);
    }
    // The attacker's client is refused on this account, even were it to find the right password…
    expectRateLimited(await attacker.post("/api/auth/login", { email: owner.email, password: owner.password }));
    // …while the owner, from anywhere else, gets in (slowed down, not refused).
    expect((await clientFrom().post("/api/auth/login", { email: owner.email, password: owner.password })).status).toBe(200);
  });

  test("the failures of an account slow every check of it down, from any client", slow, async () => {
    const owner = await signUp(server);
    // Each failure from another client, so no client reaches its own limit.
    for (let attempt = 0; attempt < slowDown.freeFailures; attempt += 1) {
      expect((await clientFrom().post("/api/auth/login", { email: owner.email, password: `wrong guess ${attempt}` })).status).toBe(401);
    }
    expect(slowDownDelayMs(slowDown, slowDown.freeFailures)).toBe(1_000);
    const startedAt = performance.now();
    const answer = await clientFrom().post("/api/auth/login", { email: owner.email, password: owner.password });
    // A lower bound only: a busy machine makes answers slower, never faster.
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(slowDown.baseDelayMs - 20);
    expect(answer.status).toBe(200);
  });

  test("DELETE /api/users/me shares the limiter: wrong passwords there count as failed sign-ins", slow, async () => {
    const owner = await signUp(server);
    const address = "198.51.100.77";
    const thief = clientFrom(address);
    thief.accessToken = owner.client.accessToken;
    const limit = server.config.rateLimits.passwordFailuresPerAccountAndClient.limit;
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const response = await thief.delete("/api/users/me", { password: `wrong guess ${attempt}` });
      expect(response.status).toBe(403);
    }
    expectRateLimited(await thief.delete("/api/users/me", { password: owner.password }));
    // The same client cannot go on guessing through the sign-in form.
    expectRateLimited(await clientFrom(address).post("/api/auth/login", { email: owner.email, password: owner.password }));
    // The account is still there, and its owner still signs in.
    expect((await clientFrom().post("/api/auth/login", { email: owner.email, password: owner.password })).status).toBe(200);
  });

  test("slowDownDelayMs grows from the free failures on and stops at its cap", () => {
    const rule = { freeFailures: 5, baseDelayMs: 500, maxDelayMs: 8_000, windowMs: 60_000 };
    expect([0, 4, 5, 6, 7, 8, 9, 10, 30].map((failures) => slowDownDelayMs(rule, failures))).toEqual([0, 0, 500, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });
});
