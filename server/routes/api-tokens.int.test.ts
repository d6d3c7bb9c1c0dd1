import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { apiTokensResponseSchema, createApiTokenResponseSchema, dashboardTasksResponseSchema, errorBodySchema, tokenAccessOf, type ApiTokenScope } from "@domain/contract/index.ts";
import { apiRouteTable } from "@domain/contract/route-table.ts";
import { defaultRateLimits } from "../config.ts";
import { apiTokens as apiTokensTable } from "../db/schema.ts";
import { signUp, TestClient, type SignedInClient } from "../../test-support/server/test-client.ts";
import { fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/** A clock the test moves by hand, to pass the minute between two notes of a token's use. */
const clock = (() => {
  let instant = new Date("2026-11-22T15:00:00Z").getTime();
  return { now: () => new Date(instant), advance: (ms: number) => (instant += ms) };
})();

const requestsPerToken = 6;
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 }, requestsPerApiToken: { limit: requestsPerToken, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock });
});
afterAll(async () => {
  await server.close();
});

async function onboardedUser(): Promise<SignedInClient> {
  const user = await signUp(server);
  const response = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "smoke-co-detectors" }] });
  expect(response.status).toBe(200);
  return user;
}

async function makeToken(user: SignedInClient, scope: ApiTokenScope, name = `Home Assistant ${scope}`) {
  const response = await user.client.post("/api/users/api-tokens", { name, scope });
  expect(response.status).toBe(201);
  return createApiTokenResponseSchema.parse(response.body);
}

/** A client like a home automation's: no cookies, no CSRF token, only the personal token. */
function automation(secret: string) {
  const client = new TestClient(server.baseURL);
  return (method: string, path: string, body?: unknown) =>
    client.request(method, path, { body, csrf: false, headers: { authorization: `Bearer ${secret}` } });
}

/** A path of the route with each parameter filled in. */
const samplePath = (path: string) => path.replace(/\{[^/}]+\}/g, "00000000-0000-4000-8000-000000000000");

function errorCodeOf(body: unknown): string | undefined {
  return errorBodySchema.safeParse(body).data?.error.code;
}

describe("POST /api/users/api-tokens", () => {
  test("answers the secret once; the list shows the token without it, and the table keeps only its hash", async () => {
    const user = await onboardedUser();
    const { token, secret } = await makeToken(user, "read", "Kitchen tablet");
    expect(secret).toMatch(/^hk_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: "Kitchen tablet", scope: "read", lastUsedAt: null });

    const list = await user.client.get("/api/users/api-tokens");
    expect(list.status).toBe(200);
    expect(apiTokensResponseSchema.parse(list.body).tokens).toEqual([token]);
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(3));

    const rows = await server.database.db.select().from(apiTokensTable);
    expect(rows.some((row) => row.tokenHash.includes(secret.slice(3)) || row.name.includes(secret))).toBe(false);
  });

  test("refuses a token without a name", async () => {
    const user = await onboardedUser();
    const response = await user.client.post("/api/users/api-tokens", { name: "  ", scope: "read" });
    expect(response.status).toBe(400);
  });
});

describe("a personal API token on the API", () => {
  test("reads GET /api/tasks/for-dashboard, with no session and no CSRF token, and notes when it was used", async () => {
    const user = await onboardedUser();
    const { secret } = await makeToken(user, "read");
    const response = await automation(secret)("GET", "/api/tasks/for-dashboard");
    expect(response.status).toBe(200);
    expect(dashboardTasksResponseSchema.parse(response.body).data.length).toBeGreaterThan(0);

    const list = apiTokensResponseSchema.parse((await user.client.get("/api/users/api-tokens")).body);
    expect(list.tokens[0]?.lastUsedAt).toBe(clock.now().toISOString());
  });

  test("is refused on DELETE /api/users/me, and the account stays", async () => {
    const user = await onboardedUser();
    const { secret } = await makeToken(user, "write");
    const response = await automation(secret)("DELETE", "/api/users/me", { password: user.password });
    expect(response.status).toBe(403);
    expect(errorCodeOf(response.body)).toBe("API_TOKEN_NOT_ACCEPTED");
    expect((await user.client.get("/api/auth/me")).status).toBe(200);
  });

  test("is refused on the token routes: a token cannot list, make or revoke tokens", async () => {
    const user = await onboardedUser();
    const { token, secret } = await makeToken(user, "write");
    const call = automation(secret);
    for (const response of [
      await call("GET", "/api/users/api-tokens"),
      await call("POST", "/api/users/api-tokens", { name: "Another", scope: "write" }),
      await call("DELETE", `/api/users/api-tokens/${token.id}`),
    ]) {
      expect(response.status).toBe(403);
      expect(errorCodeOf(response.body)).toBe("API_TOKEN_NOT_ACCEPTED");
    }
    expect(apiTokensResponseSchema.parse((await user.client.get("/api/users/api-tokens")).body).tokens).toHaveLength(1);
  });

  test("every account, session, token and deletion route of the table is closed to tokens", () => {
    const accountRoutes = apiRouteTable.filter((route) => route.path.startsWith("/api/auth/") || route.path.startsWith("/api/users") || route.method === "delete" && route.tag !== "notifications" && route.tag !== "appliances");
    expect(accountRoutes.length).toBeGreaterThan(20);
    expect(accountRoutes.filter((route) => tokenAccessOf(route) !== "never").map((route) => route.operationId)).toEqual([]);
  });

  test.each(apiRouteTable.filter((route) => tokenAccessOf(route) === "never").map((route) => [`${route.method.toUpperCase()} ${route.path}`, route] as const))(
    "%s refuses a read-write token with 403 before doing anything",
    async (_name, route) => {
      const user = await onboardedUser();
      const { secret } = await makeToken(user, "write");
      const response = await automation(secret)(route.method.toUpperCase(), samplePath(route.path), route.method === "get" ? undefined : {});
      expect(response.status).toBe(403);
      expect(errorCodeOf(response.body)).toBe("API_TOKEN_NOT_ACCEPTED");
    },
  );

  test("a read-only token is refused on every route that changes data; a read-write one is let through", async () => {
    const user = await onboardedUser();
    const { secret: readOnly } = await makeToken(user, "read");
    const writes = apiRouteTable.filter((route) => tokenAccessOf(route) === "write");
    expect(writes.length).toBeGreaterThan(5);
    for (const route of writes) {
      const response = await automation(readOnly)(route.method.toUpperCase(), samplePath(route.path), {});
      expect([route.operationId, response.status, errorCodeOf(response.body)]).toEqual([route.operationId, 403, "API_TOKEN_READ_ONLY"]);
    }

    const { secret: readWrite } = await makeToken(user, "write");
    const tasks = dashboardTasksResponseSchema.parse((await automation(readWrite)("GET", "/api/tasks/for-dashboard")).body).data;
    const snoozed = await automation(readWrite)("PUT", `/api/tasks/${tasks[0]!.id}/snooze`, { days: 7 });
    expect(snoozed.status).toBe(200);
  });

  test("a revoked token is refused from the very next request", async () => {
    const user = await onboardedUser();
    const { token, secret } = await makeToken(user, "read");
    const call = automation(secret);
    expect((await call("GET", "/api/tasks/for-dashboard")).status).toBe(200);
    expect((await user.client.delete(`/api/users/api-tokens/${token.id}`)).status).toBe(204);
    const refused = await call("GET", "/api/tasks/for-dashboard");
    expect(refused.status).toBe(401);
    expect(apiTokensResponseSchema.parse((await user.client.get("/api/users/api-tokens")).body).tokens).toEqual([]);
  });

  test("an unknown token is refused with 401", async () => {
    const response = await automation(`hk_${"A".repeat(43)}`)("GET", "/api/tasks/for-dashboard");
    expect(response.status).toBe(401);
  });

  test("a token of an account deleted since is refused", async () => {
    const user = await onboardedUser();
    const { secret } = await makeToken(user, "read");
    expect((await user.client.delete("/api/users/me", { password: user.password })).status).toBe(204);
    expect((await automation(secret)("GET", "/api/tasks/for-dashboard")).status).toBe(401);
  });

  test("is limited per token: past the limit it gets 429, and another token of the same account still reads", async () => {
    const user = await onboardedUser();
    const { secret: busy } = await makeToken(user, "read");
    const { secret: quiet } = await makeToken(user, "read");
    const statuses: number[] = [];
    for (let request = 0; request <= requestsPerToken; request += 1) statuses.push((await automation(busy)("GET", "/api/tasks/stats")).status);
    expect(statuses.slice(0, requestsPerToken).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await automation(quiet)("GET", "/api/tasks/stats")).status).toBe(200);
  });

  test("notes its use at most once a minute", async () => {
    const user = await onboardedUser();
    const { secret } = await makeToken(user, "read");
    const lastUsed = async () => apiTokensResponseSchema.parse((await user.client.get("/api/users/api-tokens")).body).tokens[0]?.lastUsedAt;
    const call = automation(secret);
    const first = clock.now().toISOString();
    await call("GET", "/api/tasks/stats");
    clock.advance(30_000);
    await call("GET", "/api/tasks/stats");
    expect(await lastUsed()).toBe(first);
    clock.advance(31_000);
    await call("GET", "/api/tasks/stats");
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });
});

describe("DELETE /api/users/api-tokens/{id}", () => {
  test("answers 404 for another account's token, which keeps working", async () => {
    const owner = await onboardedUser();
    const stranger = await onboardedUser();
    const { token, secret } = await makeToken(owner, "read");
    expect((await stranger.client.delete(`/api/users/api-tokens/${token.id}`)).status).toBe(404);
    expect((await automation(secret)("GET", "/api/tasks/for-dashboard")).status).toBe(200);
  });
});
