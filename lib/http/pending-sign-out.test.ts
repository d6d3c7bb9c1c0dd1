import { describe, expect, test, vi } from "vitest";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createAccessTokenStore } from "./access-token.ts";
import { createAuthApi } from "./auth-api.ts";
import { createEarlyRequests } from "./early-requests.ts";
import { createApiClient, SIGNED_OUT_CODE } from "./http-client.ts";
import { createPendingSignOut, PENDING_SIGN_OUT_KEY } from "./pending-sign-out.ts";
import { KEPT_ON_SIGN_OUT, LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";

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
const noContent = () => new Response(null, { status: 204 });

/**
 * A browser: its storage, and a server behind a network that can be cut. `answers` maps "METHOD /path" to
 * the server's answer; `sent` records what reached the network, in order.
 */
function browser(answers: Record<string, () => Response>) {
  const storage = memoryStorage();
  const network = { up: true };
  const sent: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const key = `${init.method ?? "GET"} ${new URL(url, "http://app.test").pathname}`;
    sent.push(key);
    const answer = answers[key];
    if (!network.up || !answer) return Promise.reject(new TypeError("Failed to fetch"));
    return Promise.resolve(answer());
  });
  const pendingSignOut = createPendingSignOut(() => storage);
  const newClient = (options: { earlyRequests?: ReturnType<typeof createEarlyRequests> } = {}) =>
    createApiClient({ tokens: createAccessTokenStore(), fetch, readCookie: () => "csrf-1", timeZone: () => "UTC", pendingSignOut, ...options });
  return { storage, network, sent, fetch, pendingSignOut, newClient };
}

describe("a sign-out the server could not be told of (docs/product.md §4.1, §7.2)", () => {
  test("its key is the one the list of the product's keys names, and erasing a guest's home keeps it", () => {
    expect(PENDING_SIGN_OUT_KEY).toBe(LOCAL_STORAGE_KEYS.pendingSignOut);
    expect(KEPT_ON_SIGN_OUT).toContain(PENDING_SIGN_OUT_KEY);
  });

  test("a logout without a network resolves (its errors are not thrown) and leaves the sign-out owed in the browser", async () => {
    const { network, storage, newClient } = browser({ "POST /api/auth/logout": noContent });
    network.up = false;
    await expect(createAuthApi(newClient()).logout()).resolves.toBe(false);
    expect(storage.getItem(PENDING_SIGN_OUT_KEY)).not.toBeNull();
  });

  test("a logout the server answers leaves nothing owed", async () => {
    const { storage, newClient } = browser({ "POST /api/auth/logout": noContent });
    await expect(createAuthApi(newClient()).logout()).resolves.toBe(true);
    expect(storage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
  });

  test("a logout the server refuses (it failed) stays owed too: its cookie was not cleared", async () => {
    const { storage, newClient } = browser({ "POST /api/auth/logout": () => json({ error: { code: "INTERNAL", message: "Something went wrong on our side" } }, 500) });
    await expect(createAuthApi(newClient()).logout()).resolves.toBe(false);
    expect(storage.getItem(PENDING_SIGN_OUT_KEY)).not.toBeNull();
  });

  test("the next start's probe, back online, sends the logout first and restores no session, although the cookie would", async () => {
    const { network, sent, pendingSignOut, newClient } = browser({
      "POST /api/auth/logout": noContent,
      "GET /api/auth/session": () => json({ ok: true, user, accessToken: "token-1" }),
    });
    network.up = false;
    await createAuthApi(newClient()).logout();
    network.up = true;

    // A reload: a new client on the same browser.
    const client = newClient();
    await expect(client.probeSession()).resolves.toEqual({ ok: false });
    expect(client.tokens.get()).toBeNull();
    expect(sent).toEqual(["POST /api/auth/logout", "POST /api/auth/logout"]);
    expect(pendingSignOut.isPending()).toBe(false);
  });

  test("still without a network, the probe answers no session and the sign-out stays owed: no remembered session opens", async () => {
    const { network, sent, pendingSignOut, newClient } = browser({ "GET /api/auth/session": () => json({ ok: true, user, accessToken: "token-1" }) });
    network.up = false;
    await createAuthApi(newClient()).logout();

    await expect(newClient().probeSession()).resolves.toEqual({ ok: false });
    expect(sent.filter((request) => request === "GET /api/auth/session")).toEqual([]);
    expect(pendingSignOut.isPending()).toBe(true);
  });

  test("a refresh (another tab still holds a token) tells the server first and is refused, so that tab's session ends too", async () => {
    const { network, sent, pendingSignOut, newClient } = browser({ "POST /api/auth/logout": noContent, "POST /api/auth/refresh": () => json({ accessToken: "token-2" }) });
    const otherTab = newClient();
    otherTab.tokens.set("token-1");
    network.up = false;
    await createAuthApi(newClient()).logout();
    network.up = true;

    await expect(otherTab.refreshAccessToken()).rejects.toMatchObject({ code: SIGNED_OUT_CODE, status: 401 });
    expect(otherTab.tokens.get()).toBeNull();
    expect(sent).not.toContain("POST /api/auth/refresh");
    expect(sent.at(-1)).toBe("POST /api/auth/logout");
    expect(pendingSignOut.isPending()).toBe(false);
  });

  test("the page's entry sends nothing ahead while a sign-out is owed: not the probe, not the dashboard's list", async () => {
    const { network, sent, pendingSignOut, fetch, newClient } = browser({
      "POST /api/auth/logout": noContent,
      "GET /api/auth/session": () => json({ ok: true, user, accessToken: "token-1" }),
      "GET /api/tasks/for-dashboard": () => json({ data: [] }),
    });
    network.up = false;
    await createAuthApi(newClient()).logout();
    network.up = true;
    sent.length = 0;

    const early = createEarlyRequests();
    early.start({ baseUrl: "/api", pageData: ["/tasks/for-dashboard", "/tasks/stats"], fetch, signOutPending: () => pendingSignOut.isPending() });
    expect(sent).toEqual([]);
    const client = newClient({ earlyRequests: early });
    await expect(client.probeSession()).resolves.toEqual({ ok: false });
    expect(sent).toEqual(["POST /api/auth/logout"]);
  });

  test("a browser that refuses storage keeps nothing owed, and the sign-out is as before: told once", () => {
    const refusing = createPendingSignOut(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => refusing.remember()).not.toThrow();
    expect(refusing.isPending()).toBe(false);
  });
});
