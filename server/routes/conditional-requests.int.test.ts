import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { defaultRateLimits } from "../config.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/*
 * A homeowner opens the dashboard many times a week and it rarely changes between two visits: a
 * repeat with If-None-Match must cost a 304 without a body, and an answer that changed must not be
 * mistaken for the old one.
 */
let server: TestServer;
let user: SignedInClient;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits });
  user = await signUp(server);
  const onboarding = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "refrigerator" }] });
  expect(onboarding.status).toBe(200);
});
afterAll(async () => {
  await server.close();
});

/*
 * A browser revalidating from its cache sends If-None-Match itself. A fetch() given the header by hand
 * also adds `Cache-Control: no-cache` (the Fetch standard's rule for conditional requests), which asks
 * the server to ignore freshness; naming a Cache-Control of our own keeps the request a browser's.
 */
const conditional = (etag: string) => ({ "if-none-match": etag, "cache-control": "max-age=0" });

async function revalidate(path: string, client?: SignedInClient) {
  const first = client ? await client.client.get(path) : await fetchAnswer(path);
  expect(first.status).toBe(200);
  const etag = first.headers.get("etag");
  expect(etag, `${path} answers with an ETag`).toBeTruthy();
  const repeat = client
    ? await client.client.get(path, { headers: conditional(etag!) })
    : await fetchAnswer(path, conditional(etag!));
  return { etag: etag!, repeat };
}

async function fetchAnswer(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.baseURL}${path}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text };
}

describe("GET /api/tasks/for-dashboard with If-None-Match", () => {
  test("an unchanged dashboard answers 304 with no body", async () => {
    const answer = await user.client.get("/api/tasks/for-dashboard");
    // Kept by the browser only to be revalidated, and never by a shared cache.
    expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    const { repeat } = await revalidate("/api/tasks/for-dashboard", user);
    expect(repeat.status).toBe(304);
    expect(repeat.body).toBeUndefined();
  });

  test("after a task is completed the old ETag no longer matches", async () => {
    const { etag } = await revalidate("/api/tasks/for-dashboard", user);
    const dashboard = await user.client.get<{ data: { id: string }[] }>("/api/tasks/for-dashboard");
    const [first] = dashboard.body.data;
    expect((await user.client.put(`/api/tasks/${first!.id}/complete`, {})).status).toBe(200);
    const after = await user.client.get("/api/tasks/for-dashboard", { headers: conditional(etag) });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  test("another home's ETag never turns into a 304 of this home's tasks", async () => {
    const other = await signUp(server);
    await other.client.post("/api/users/onboarding-complete", { homeType: "condo", appliances: [{ type: "dishwasher" }] });
    const { etag } = await revalidate("/api/tasks/for-dashboard", other);
    const mine = await user.client.get("/api/tasks/for-dashboard", { headers: conditional(etag) });
    expect(mine.status).toBe(200);
  });
});

describe("GET /api/catalog with If-None-Match", () => {
  test.each(["/api/catalog/appliances", "/api/catalog/tasks"])("%s answers 304 with no body when unchanged", async (path) => {
    const { repeat } = await revalidate(path);
    expect(repeat.status).toBe(304);
    expect(repeat.body).toBe("");
  });
});

describe("guide drawings", () => {
  test("are cached for a day and revalidated by ETag", async () => {
    const response = await fetchAnswer("/guides/attic.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const repeat = await fetchAnswer("/guides/attic.webp", conditional(response.headers.get("etag")!));
    expect(repeat.status).toBe(304);
  });
});
