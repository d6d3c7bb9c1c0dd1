import { describe, expect, test, vi } from "vitest";
import { dashboardTasksResponseSchema, VALIDATION_MESSAGES } from "@domain/contract/index.ts";
import { createAccessTokenStore } from "./access-token.ts";
import { ApiError, normaliseError } from "./api-failure.ts";
import { errorFromResponse } from "./error-from-response.ts";
import { createAuthApi } from "./auth-api.ts";
import { createApiClient, type ApiClient } from "./http-client.ts";

type Call = { url: string; init: RequestInit; headers: Headers };
type Reply = Response | ((call: Call) => Response | Promise<Response>);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const unauthorised = () => json({ error: { code: "UNAUTHORIZED", message: "Sign in first" } }, 401);
const validUser = {
  id: "user-1",
  email: "ana@example.com",
  plan: "free",
  hasCompletedOnboarding: false,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  avatarUrl: null,
};

/** A client whose fetch answers from `routes` (path → replies, used in order; the last repeats). */
function clientWith(routes: Record<string, Reply[]>, options: { token?: string; csrf?: string; baseUrl?: string; currentHomeId?: () => string | null } = {}) {
  const calls: Call[] = [];
  const served: Record<string, number> = {};
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://app.test").pathname;
    const call = { url, init, headers: new Headers(init.headers) };
    calls.push(call);
    const replies = routes[path];
    if (!replies) throw new Error(`unexpected request ${path}`);
    const index = Math.min(served[path] ?? 0, replies.length - 1);
    served[path] = (served[path] ?? 0) + 1;
    const reply = replies[index]!;
    return typeof reply === "function" ? reply(call) : reply.clone();
  });
  const tokens = createAccessTokenStore();
  if (options.token) tokens.set(options.token);
  const client = createApiClient({
    tokens,
    fetch,
    readCookie: (name) => (name === "csrf_token" ? options.csrf : undefined),
    timeZone: () => "Europe/Paris",
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    ...(options.currentHomeId ? { currentHomeId: options.currentHomeId } : {}),
  });
  return { client, calls, tokens };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
}

describe("every request (docs/product.md §7.1)", () => {
  test("goes to /api, as JSON, with credentials, the Bearer token, the CSRF cookie's value and the time zone", async () => {
    const { client, calls } = clientWith({ "/api/things": [json({ saved: true })] }, { token: "access-1", csrf: "csrf-abc" });
    await expect(client.post("/things", { name: "Filter" })).resolves.toEqual({ saved: true });
    const [call] = calls;
    expect(call!.url).toBe("/api/things");
    expect(call!.init.method).toBe("POST");
    expect(call!.init.credentials).toBe("include");
    expect(call!.init.body).toBe(JSON.stringify({ name: "Filter" }));
    expect(call!.headers.get("Content-Type")).toBe("application/json");
    expect(call!.headers.get("Authorization")).toBe("Bearer access-1");
    expect(call!.headers.get("X-CSRF-Token")).toBe("csrf-abc");
    expect(call!.headers.get("X-Time-Zone")).toBe("Europe/Paris");
  });

  test("the base path is configurable", async () => {
    const { client, calls } = clientWith({ "/v2/api/things": [json({})] }, { baseUrl: "https://api.example.com/v2/api/" });
    await client.get("/things");
    expect(calls[0]!.url).toBe("https://api.example.com/v2/api/things");
  });

  test("carries no Authorization header without a token, and none on calls that start a session", async () => {
    const { client, calls } = clientWith({ "/api/things": [json({})], "/api/auth/login": [json({ accessToken: "a", user: validUser })] }, {});
    await client.get("/things");
    expect(calls[0]!.headers.has("Authorization")).toBe(false);
    const withToken = clientWith({ "/api/auth/login": [json({ accessToken: "a", user: validUser })] }, { token: "old" });
    await createAuthApi(withToken.client).login({ email: "ana@example.com", password: "secret" });
    expect(withToken.calls[0]!.headers.has("Authorization")).toBe(false);
  });

  test("a task change's key goes as Idempotency-Key, on the first try and on the retry after a refresh; other calls send none", async () => {
    const { client, calls } = clientWith(
      { "/api/tasks/t1/complete": [unauthorised(), json({ nextTaskId: null, nextDueDate: null })], "/api/auth/refresh": [json({ accessToken: "access-2" })] },
      { token: "expired" },
    );
    await client.put("/tasks/t1/complete", {}, { idempotencyKey: "6f1c2a44-key" });
    expect(calls.map((call) => [call.url, call.headers.get("Idempotency-Key")])).toEqual([
      ["/api/tasks/t1/complete", "6f1c2a44-key"],
      ["/api/auth/refresh", null],
      ["/api/tasks/t1/complete", "6f1c2a44-key"],
    ]);
  });

  test("a request about a home sends X-Home-Id: the home shown when it is sent, or the one given; the retry after a refresh names the same home", async () => {
    let shown: string | null = "home-a";
    const { client, calls } = clientWith(
      { "/api/tasks": [unauthorised(), json({ data: [] })], "/api/auth/refresh": [json({ accessToken: "access-2" })], "/api/users/profile": [json({})] },
      { token: "expired", currentHomeId: () => shown },
    );
    const sent = client.get("/tasks", { home: "current" });
    // The person switches home while the first try is refused: the retry still goes to the home it was for.
    shown = "home-b";
    await sent;
    await client.put("/tasks", {}, { home: { id: "home-c" } });
    await client.get("/users/profile");
    expect(calls.map((call) => [call.url, call.headers.get("X-Home-Id")])).toEqual([
      ["/api/tasks", "home-a"],
      ["/api/auth/refresh", null],
      ["/api/tasks", "home-a"],
      ["/api/tasks", "home-c"],
      ["/api/users/profile", null],
    ]);
  });

  test("while no home is chosen, a request about the current home names none, and the server takes the account's first", async () => {
    const { client, calls } = clientWith({ "/api/tasks": [json({ data: [] })] }, { token: "t", currentHomeId: () => null });
    await client.get("/tasks", { home: "current" });
    expect(calls[0]!.headers.has("X-Home-Id")).toBe(false);
  });

  test("a 204 returns nothing", async () => {
    const { client } = clientWith({ "/api/things/1": [new Response(null, { status: 204 })] });
    await expect(client.delete("/things/1")).resolves.toBeUndefined();
  });
});

describe("a write without the CSRF cookie (decision 004)", () => {
  /** The server's refusal of a write that came without the cookie's value; it sets the cookie as it answers. */
  const csrfRefusal = (cookies: { csrf?: string }) => () => {
    cookies.csrf = "csrf-new";
    return json({ error: { code: "CSRF_FAILED", message: "The request is missing its CSRF token; reload the page and try again" } }, 403);
  };

  test("is sent once more with the cookie the refusal set: a change queued offline in a browser reopened from its cache", async () => {
    const cookies: { csrf?: string; token?: string } = { token: "access-1" };
    const { client, calls } = clientWith({ "/api/tasks/t1/complete": [csrfRefusal(cookies), json({ nextTaskId: null, nextDueDate: null })] }, cookies);
    await expect(client.put("/tasks/t1/complete", {}, { idempotencyKey: "key-1" })).resolves.toEqual({ nextTaskId: null, nextDueDate: null });
    expect(calls.map((call) => [call.url, call.headers.get("X-CSRF-Token"), call.headers.get("Idempotency-Key")])).toEqual([
      ["/api/tasks/t1/complete", null, "key-1"],
      ["/api/tasks/t1/complete", "csrf-new", "key-1"],
    ]);
  });

  test("a refresh refused for it is sent again too, so the session does not end over a cookie", async () => {
    const cookies: { csrf?: string } = {};
    const { client, calls, tokens } = clientWith(
      { "/api/things": [unauthorised(), json({ ok: 1 })], "/api/auth/refresh": [csrfRefusal(cookies), json({ accessToken: "access-2" })] },
      cookies,
    );
    const ended = vi.fn();
    client.onSessionEnded(ended);
    await expect(client.get("/things")).resolves.toEqual({ ok: 1 });
    expect(calls.map((call) => [call.url, call.headers.get("X-CSRF-Token")])).toEqual([
      ["/api/things", null],
      ["/api/auth/refresh", null],
      ["/api/auth/refresh", "csrf-new"],
      ["/api/things", null],
    ]);
    expect(tokens.get()).toBe("access-2");
    expect(ended).not.toHaveBeenCalled();
  });

  test("a 403 that set no new cookie is the answer: sent once, its refusal reported", async () => {
    const { client, calls } = clientWith(
      { "/api/things": [json({ error: { code: "CSRF_FAILED", message: "The request is missing its CSRF token; reload the page and try again" } }, 403)] },
      { csrf: "csrf-abc" },
    );
    const error = await rejection(client.post("/things", {}));
    expect(error).toMatchObject({ code: "CSRF_FAILED", status: 403 });
    expect(calls).toHaveLength(1);
  });
});

describe("a 401 (docs/product.md §7.1, §8.2)", () => {
  test("refreshes once, then retries the request once with the new token", async () => {
    const { client, calls, tokens } = clientWith(
      { "/api/things": [unauthorised(), json({ ok: 1 })], "/api/auth/refresh": [json({ accessToken: "access-2" })] },
      { token: "expired" },
    );
    await expect(client.get("/things")).resolves.toEqual({ ok: 1 });
    expect(calls.map((call) => call.url)).toEqual(["/api/things", "/api/auth/refresh", "/api/things"]);
    expect(calls[1]!.headers.has("Authorization")).toBe(false);
    expect(calls[1]!.init.credentials).toBe("include");
    expect(calls[2]!.headers.get("Authorization")).toBe("Bearer access-2");
    expect(tokens.get()).toBe("access-2");
  });

  test("requests failing together share one refresh", async () => {
    const { client, calls } = clientWith(
      {
        "/api/a": [unauthorised(), json("a")],
        "/api/b": [unauthorised(), json("b")],
        "/api/auth/refresh": [json({ accessToken: "access-2" })],
      },
      { token: "expired" },
    );
    await expect(Promise.all([client.get("/a"), client.get("/b")])).resolves.toEqual(["a", "b"]);
    expect(calls.filter((call) => call.url === "/api/auth/refresh")).toHaveLength(1);
  });

  test("when the refresh fails, the session ends: token cleared, listeners told, the 401 reported", async () => {
    const { client, tokens } = clientWith(
      { "/api/things": [unauthorised()], "/api/auth/refresh": [json({ error: { code: "SESSION_INVALID", message: "Session invalid" } }, 401)] },
      { token: "expired" },
    );
    const ended = vi.fn();
    client.onSessionEnded(ended);
    const error = await rejection(client.get("/things"));
    expect(error).toMatchObject({ code: "UNAUTHORIZED", status: 401, message: "Sign in first" });
    expect(ended).toHaveBeenCalledOnce();
    expect(tokens.get()).toBeNull();
  });

  test("when the retry is refused too, the session ends and nothing loops", async () => {
    const { client, calls } = clientWith(
      { "/api/things": [unauthorised()], "/api/auth/refresh": [json({ accessToken: "access-2" })] },
      { token: "expired" },
    );
    const ended = vi.fn();
    client.onSessionEnded(ended);
    await rejection(client.get("/things"));
    expect(calls).toHaveLength(3);
    expect(ended).toHaveBeenCalledOnce();
  });

  test("a wrong password at login is an answer, not a reason to refresh", async () => {
    const { client, calls } = clientWith({
      "/api/auth/login": [json({ error: { code: "INVALID_CREDENTIALS", message: "The e-mail or password is incorrect" } }, 401)],
    });
    const error = await rejection(createAuthApi(client).login({ email: "ana@example.com", password: "wrong" }));
    expect(error.code).toBe("INVALID_CREDENTIALS");
    expect(calls).toHaveLength(1);
  });

  test("a refresh and a session probe never run at the same time (each rotates the one refresh cookie)", async () => {
    let releaseRefresh: () => void = () => undefined;
    const order: string[] = [];
    const { client } = clientWith({
      "/api/auth/refresh": [
        async () => {
          order.push("refresh starts");
          await new Promise<void>((resolve) => (releaseRefresh = resolve));
          order.push("refresh ends");
          return json({ accessToken: "access-2" });
        },
      ],
      "/api/auth/session": [
        () => {
          order.push("probe starts");
          return json({ ok: false });
        },
      ],
      "/api/marker": [
        () => {
          order.push("marker");
          return json({});
        },
      ],
    });
    const refresh = client.refreshAccessToken();
    const probe = client.probeSession();
    await vi.waitFor(() => expect(order).toContain("refresh starts"));
    // A request that waits for no one, asked once the refresh has reached the network: by its answer, a
    // probe that was not held back (asked just after the refresh, on the same path) would have reached it too.
    await client.get("/marker", { authenticated: false });
    expect(order).toEqual(["refresh starts", "marker"]);
    releaseRefresh();
    await Promise.all([refresh, probe]);
    expect(order).toEqual(["refresh starts", "marker", "refresh ends", "probe starts"]);
  });
});

describe("error normalisation (docs/product.md §8.1)", () => {
  test.each([
    {
      reply: json({ error: { code: "EMAIL_TAKEN", message: "An account with this e-mail already exists" } }, 409),
      expected: { code: "EMAIL_TAKEN", message: "An account with this e-mail already exists", status: 409 },
    },
    { reply: new Response("Bad gateway from the proxy", { status: 502 }), expected: { code: "HTTP_502", message: "Bad gateway from the proxy", status: 502 } },
    { reply: new Response("", { status: 503, statusText: "Service Unavailable" }), expected: { code: "HTTP_503", message: "Service Unavailable", status: 503 } },
    { reply: json({ unexpected: "shape" }, 500), expected: { code: "HTTP_500", message: '{"unexpected":"shape"}', status: 500 } },
  ])("a $expected.status answer becomes $expected.code", async ({ reply, expected }) => {
    const { client } = clientWith({ "/api/things": [reply] });
    expect(await rejection(client.get("/things"))).toMatchObject(expected);
  });

  test.each([
    { thrown: new TypeError("Failed to fetch"), expected: { code: "UNKNOWN", message: "Failed to fetch" } },
    { thrown: { code: "E_CUSTOM", message: "Custom" }, expected: { code: "E_CUSTOM", message: "Custom" } },
    { thrown: {}, expected: { code: "UNKNOWN", message: "Unexpected error" } },
    { thrown: undefined, expected: { code: "UNKNOWN", message: "Unexpected error" } },
    { thrown: 42, expected: { code: "UNKNOWN", message: "Unexpected error" } },
  ])("normaliseError($thrown) gives $expected.code / $expected.message", ({ thrown, expected }) => {
    expect(normaliseError(thrown)).toMatchObject(expected);
  });

  test("an empty body with no status text still says something", () => {
    expect(errorFromResponse(500, "", "")).toMatchObject({ code: "HTTP_500", message: "Unexpected error" });
  });

  test("a request that never reaches the server is a NETWORK_ERROR", async () => {
    const client = createApiClient({
      tokens: createAccessTokenStore(),
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
      readCookie: () => undefined,
    });
    expect(await rejection(client.get("/things"))).toMatchObject({ code: "NETWORK_ERROR" });
  });
});

describe("answers are checked against the domain contract (docs/product.md §5.1)", () => {
  const auth = (client: ApiClient) => createAuthApi(client);
  test.each([
    { name: "login", path: "/api/auth/login", call: (c: ApiClient) => auth(c).login({ email: "a@b.co", password: "x" }), message: VALIDATION_MESSAGES.invalidLoginResponse, body: { accessToken: "", user: validUser } },
    { name: "signup", path: "/api/auth/signup", call: (c: ApiClient) => auth(c).signup({ email: "a@b.co", password: "12345678" }), message: VALIDATION_MESSAGES.invalidLoginResponse, body: { accessToken: "t" } },
    { name: "refresh", path: "/api/auth/refresh", call: (c: ApiClient) => c.refreshAccessToken(), message: VALIDATION_MESSAGES.invalidRefreshResponse, body: { token: "t" } },
    { name: "me", path: "/api/auth/me", call: (c: ApiClient) => auth(c).me(), message: VALIDATION_MESSAGES.invalidUserPayload, body: { user: { ...validUser, plan: "platinum" } } },
    {
      name: "tasks",
      path: "/api/tasks/for-dashboard",
      call: (c: ApiClient) => c.get("/tasks/for-dashboard", { schema: dashboardTasksResponseSchema, invalidMessage: VALIDATION_MESSAGES.invalidTasksResponse }),
      message: VALIDATION_MESSAGES.invalidTasksResponse,
      body: { data: "not a list" },
    },
  ])("an invalid $name answer is rejected with '$message'", async ({ path, call, message, body }) => {
    const { client } = clientWith({ [path]: [json(body)] });
    expect(await rejection(call(client))).toMatchObject({ code: "INVALID_RESPONSE", message });
  });

  test("a valid login answer passes through", async () => {
    const { client } = clientWith({ "/api/auth/login": [json({ accessToken: "t", user: validUser })] });
    await expect(auth(client).login({ email: "ana@example.com", password: "x" })).resolves.toMatchObject({ accessToken: "t", user: { id: "user-1" } });
  });
});
