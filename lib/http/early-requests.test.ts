import { describe, expect, test, vi } from "vitest";
import { dashboardTasksResponseSchema } from "@domain/contract/index.ts";
import { createAccessTokenStore } from "./access-token.ts";
import { createEarlyRequests } from "./early-requests.ts";
import { createApiClient } from "./http-client.ts";

const user = {
  id: "user-1",
  email: "ana@example.com",
  plan: "free",
  hasCompletedOnboarding: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  avatarUrl: null,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const signedIn = () => json({ ok: true, accessToken: "token-1", user });
const DATA_PATH = "/tasks/for-dashboard";

type Sent = { path: string; headers: Headers; credentials: RequestCredentials | undefined };

/** A fetch that answers by path and records what was sent; a path with no answer fails like a lost network. */
function network(answers: Record<string, () => Response>) {
  const sent: Sent[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://app.test").pathname.replace(/^\/api/, "");
    sent.push({ path, headers: new Headers(init.headers), credentials: init.credentials });
    const answer = answers[path];
    return answer ? Promise.resolve(answer()) : Promise.reject(new TypeError("Failed to fetch"));
  });
  return { fetch, sent };
}

function pageWith(
  answers: Record<string, () => Response>,
  options: { pageData?: readonly string[] } = { pageData: [DATA_PATH] },
  homes: { stored?: string | null; shown?: string | null } = {},
) {
  const { fetch, sent } = network(answers);
  const early = createEarlyRequests();
  early.start({ baseUrl: "/api", fetch, timeZone: () => "Europe/Paris", homeId: () => homes.stored ?? null, ...options });
  const shown = homes.shown === undefined ? (homes.stored ?? null) : homes.shown;
  const client = createApiClient({ tokens: createAccessTokenStore(), fetch, earlyRequests: early, timeZone: () => "Europe/Paris", readCookie: () => undefined, currentHomeId: () => shown });
  return { client, early, sent };
}

const readList = (client: ReturnType<typeof createApiClient>) => client.get(DATA_PATH, { schema: dashboardTasksResponseSchema, home: "current" });

describe("requests sent ahead by the page's entry", () => {
  test("the probe, then the page's data with the probe's token, are what the client's first calls get: nothing is asked twice", async () => {
    const { client, sent } = pageWith({ "/auth/session": signedIn, [DATA_PATH]: () => json({ data: [] }) });

    const session = await client.probeSession();
    expect(session.ok && session.user.email).toBe("ana@example.com");
    expect(client.tokens.get()).toBe("token-1");
    await expect(readList(client)).resolves.toEqual({ data: [] });

    expect(sent.map((request) => request.path)).toEqual(["/auth/session", DATA_PATH]);
    const [probe, data] = sent;
    expect(probe?.headers.get("Authorization")).toBeNull();
    expect(probe?.headers.get("X-Time-Zone")).toBeNull();
    expect(probe?.credentials).toBe("include");
    expect(data?.headers.get("Authorization")).toBe("Bearer token-1");
    expect(data?.headers.get("X-Time-Zone")).toBe("Europe/Paris");
  });

  test("each answer is handed over once: the next read asks the server", async () => {
    const { client, sent } = pageWith({ "/auth/session": signedIn, [DATA_PATH]: () => json({ data: [] }) });
    await client.probeSession();
    await readList(client);
    await readList(client);
    expect(sent.map((request) => request.path)).toEqual(["/auth/session", DATA_PATH, DATA_PATH]);
  });

  test("a visitor without a session: no data is asked for ahead, and the probe's answer still reaches the client", async () => {
    const { client, sent } = pageWith({ "/auth/session": () => json({ ok: false }) });
    await expect(client.probeSession()).resolves.toEqual({ ok: false });
    expect(client.tokens.get()).toBeNull();
    expect(sent.map((request) => request.path)).toEqual(["/auth/session"]);
  });

  test("a probe that got no answer is sent again by the client, whose failure is the one reported", async () => {
    const { client, sent } = pageWith({});
    await expect(client.probeSession()).rejects.toMatchObject({ code: "NETWORK_ERROR" });
    expect(sent.map((request) => request.path)).toEqual(["/auth/session", "/auth/session"]);
  });

  test("data fetched with another token than the client's is not used", async () => {
    const { client, sent } = pageWith({ "/auth/session": signedIn, [DATA_PATH]: () => json({ data: [] }) });
    await client.probeSession();
    client.tokens.set("token-2");
    await readList(client);
    expect(sent.map((request) => [request.path, request.headers.get("Authorization")])).toEqual([
      ["/auth/session", null],
      [DATA_PATH, "Bearer token-1"],
      [DATA_PATH, "Bearer token-2"],
    ]);
  });

  test("once the page opened is left, what was not claimed is forgotten and asked for again", async () => {
    const { client, early, sent } = pageWith({ "/auth/session": signedIn, [DATA_PATH]: () => json({ data: [] }) });
    await client.probeSession();
    early.forget();
    await readList(client);
    expect(sent.filter((request) => request.path === DATA_PATH)).toHaveLength(2);
  });

  test("a write made before the page's data is claimed drops it: a home moved to the account at start shows in the list", async () => {
    let moved = false;
    const { client, sent } = pageWith({
      "/auth/session": signedIn,
      // The account's list before the home kept in the browser reached it, and after.
      [DATA_PATH]: () => json({ data: moved ? [{ id: "task-1", name: "Replace the HVAC air filter", applianceId: "furnace", dueDate: "2026-12-01" }] : [] }),
      "/migration/local": () => {
        moved = true;
        return json({ ok: true });
      },
    });
    await client.probeSession();
    // The list sent ahead has left with the probe's token, before the move.
    await vi.waitFor(() => expect(sent.map((request) => request.path)).toContain(DATA_PATH));
    await client.post("/migration/local", { strategy: "server_wins" });
    const { data } = await readList(client);
    expect(data.map((task) => task.id)).toEqual(["task-1"]);
    expect(sent.map((request) => request.path)).toEqual(["/auth/session", DATA_PATH, "/migration/local", DATA_PATH]);
  });

  test("a page's several reads leave side by side with the probe's token, each handed over once to its own read", async () => {
    const STATS_PATH = "/tasks/stats";
    const { client, sent } = pageWith(
      { "/auth/session": signedIn, [DATA_PATH]: () => json({ data: [] }), [STATS_PATH]: () => json({ data: { completed: 3 } }) },
      { pageData: [DATA_PATH, STATS_PATH] },
    );
    await client.probeSession();
    await vi.waitFor(() => expect(sent.map((request) => request.path)).toEqual(["/auth/session", DATA_PATH, STATS_PATH]));
    expect(sent.slice(1).map((request) => request.headers.get("Authorization"))).toEqual(["Bearer token-1", "Bearer token-1"]);
    await expect(client.get(STATS_PATH)).resolves.toEqual({ data: { completed: 3 } });
    await expect(readList(client)).resolves.toEqual({ data: [] });
    expect(sent).toHaveLength(3);
  });

  test("a page without data of its own sends the probe alone", async () => {
    const { sent } = pageWith({ "/auth/session": signedIn }, {});
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe("/auth/session");
  });
  test("the page's data names the home this device shows, as the client's own request would", async () => {
    const { client, sent } = pageWith({ "/auth/session": signedIn, [DATA_PATH]: () => json({ data: [] }) }, { pageData: [DATA_PATH] }, { stored: "home-b" });
    await client.probeSession();
    await readList(client);
    expect(sent.map((request) => [request.path, request.headers.get("X-Home-Id")])).toEqual([
      ["/auth/session", null],
      [DATA_PATH, "home-b"],
    ]);
  });

  test("an answer fetched ahead for another home than the one shown is not taken: the client asks for its own", async () => {
    const { client, sent } = pageWith({ "/auth/session": signedIn, [DATA_PATH]: () => json({ data: [] }) }, { pageData: [DATA_PATH] }, { stored: "home-a", shown: "home-b" });
    await client.probeSession();
    await readList(client);
    expect(sent.map((request) => [request.path, request.headers.get("X-Home-Id")])).toEqual([
      ["/auth/session", null],
      [DATA_PATH, "home-a"],
      [DATA_PATH, "home-b"],
    ]);
  });
});
