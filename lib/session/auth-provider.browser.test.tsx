import type * as React from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, test, vi } from "vitest";
import { AUTH_MESSAGES } from "@domain/contract/index.ts";
import { AuthProvider, useAuth, type AuthContextValue } from "./auth-provider.tsx";
import type { ApiClient } from "@lib/http/index.ts";
import { createPendingSignOut, PENDING_SIGN_OUT_KEY } from "@lib/http/index.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { onboardedUser as user } from "../../mock-api/fixtures/auth.ts";
import { jsonAnswer, stubApiClient } from "../../test-support/stub-api-client.ts";

const refusal = (status: number, code: string, message: string) => jsonAnswer({ error: { code, message } }, status);

/** What fetch does when the browser has no network: the client reports it as NETWORK_ERROR. */
const unreachable = () => Promise.reject(new TypeError("Failed to fetch"));

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  vi.restoreAllMocks();
});

type ProviderProps = Pick<React.ComponentProps<typeof AuthProvider>, "onSignedOut" | "rememberedUser" | "localSession" | "onPasswordSession">;

/** Renders an AuthProvider and hands back its live context value; the tests wait for the state they expect. */
async function mount(client: ApiClient, { onSignedOut, rememberedUser, localSession, onPasswordSession }: ProviderProps = {}) {
  let latest: AuthContextValue | undefined;
  function Reader() {
    latest = useAuth();
    return null;
  }
  root = createRoot(document.createElement("div"));
  root.render(
    <AuthProvider
      client={client}
      onSignedOut={onSignedOut}
      rememberedUser={rememberedUser}
      {...(localSession ? { localSession } : {})}
      {...(onPasswordSession ? { onPasswordSession } : {})}
    >
      <Reader />
    </AuthProvider>,
  );
  await vi.waitFor(() => expect(latest).toBeDefined());
  return () => latest!;
}

describe("the start-up check (docs/product.md §4.1)", () => {
  test("the refresh cookie restores the session through the probe", async () => {
    const { client, tokens } = stubApiClient({ "GET /api/auth/session": () => jsonAnswer({ ok: true, user, accessToken: "fresh" }) });
    const auth = await mount(client);
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "authenticated", user: { id: user.id }, error: null, hasCompletedOnboarding: true, mode: "remote" }));
    expect(tokens.get()).toBe("fresh");
  });

  test("no session: signed out, without an error", async () => {
    const { client, calls } = stubApiClient({ "GET /api/auth/session": () => jsonAnswer({ ok: false }) });
    const auth = await mount(client);
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", user: null, error: null }));
    expect(calls).toEqual(["GET /api/auth/session"]);
  });

  test("a refused token falls back to the session probe", async () => {
    const { client, calls } = stubApiClient(
      {
        "GET /api/auth/me": () => refusal(401, "UNAUTHORIZED", "Sign in first"),
        "POST /api/auth/refresh": () => refusal(401, "SESSION_INVALID", "Session invalid"),
        "GET /api/auth/session": () => jsonAnswer({ ok: true, user, accessToken: "fresh" }),
      },
      { token: "stale" },
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const auth = await mount(client);
    await vi.waitFor(() => expect(auth().status).toBe("authenticated"));
    expect(calls).toEqual(["GET /api/auth/me", "POST /api/auth/refresh", "GET /api/auth/session"]);
  });

  test("a refused token and no session: everything cleared, with 'Session invalid'", async () => {
    const { client, tokens } = stubApiClient(
      {
        "GET /api/auth/me": () => refusal(401, "UNAUTHORIZED", "Sign in first"),
        "POST /api/auth/refresh": () => refusal(401, "SESSION_INVALID", "Session invalid"),
        "GET /api/auth/session": () => jsonAnswer({ ok: false }),
      },
      { token: "stale" },
    );
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const auth = await mount(client);
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", error: AUTH_MESSAGES.sessionInvalid, signedOutOnPurpose: false }));
    expect(tokens.get()).toBeNull();
  });

  test("a probe that fails is logged and reads 'Authentication check failed'", async () => {
    const { client } = stubApiClient({ "GET /api/auth/session": () => refusal(500, "INTERNAL", "Something went wrong on our side") });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const auth = await mount(client);
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", error: AUTH_MESSAGES.authenticationCheckFailed }));
    expect(logged).toHaveBeenCalledOnce();
  });
});

/** Mounted, and the start-up probe has found no session. */
async function signedOutAtStart(client: ApiClient, onSignedOut?: () => void) {
  const auth = await mount(client, { onSignedOut });
  await vi.waitFor(() => expect(auth().status).toBe("unauthenticated"));
  return auth;
}

describe("login, signup and logout (docs/product.md §4.1)", () => {
  test("a refused login leaves the visitor signed out with 'Login failed' and the server's reason", async () => {
    const { client } = stubApiClient({
      "GET /api/auth/session": () => jsonAnswer({ ok: false }),
      "POST /api/auth/login": () => refusal(401, "INVALID_CREDENTIALS", "The e-mail or password is incorrect"),
    });
    const auth = await signedOutAtStart(client);
    const outcome = await auth().login({ email: user.email, password: "wrong" });
    expect(outcome).toMatchObject({ ok: false, message: AUTH_MESSAGES.loginFailed, error: { code: "INVALID_CREDENTIALS" } });
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", error: AUTH_MESSAGES.loginFailed }));
  });

  test("a refused signup reads 'Signup failed'", async () => {
    const { client } = stubApiClient({
      "GET /api/auth/session": () => jsonAnswer({ ok: false }),
      "POST /api/auth/signup": () => refusal(409, "EMAIL_TAKEN", "An account with this e-mail already exists"),
    });
    const auth = await signedOutAtStart(client);
    await auth().signup({ email: user.email, password: "long enough" });
    await vi.waitFor(() => expect(auth().error).toBe(AUTH_MESSAGES.signupFailed));
  });

  test("login then logout: the server is told, the token forgotten and the app's stores reset once", async () => {
    const { client, tokens, calls } = stubApiClient({
      "GET /api/auth/session": () => jsonAnswer({ ok: false }),
      "POST /api/auth/login": () => jsonAnswer({ accessToken: "access-1", user }),
      "POST /api/auth/logout": () => new Response(null, { status: 204 }),
    });
    const signedOut = vi.fn();
    const auth = await signedOutAtStart(client, signedOut);
    expect(signedOut).not.toHaveBeenCalled();
    await auth().login({ email: user.email, password: "right" });
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "authenticated", user: { email: user.email } }));
    expect(tokens.get()).toBe("access-1");
    await auth().logout();
    // Asked for: the guards keep no page for the next sign-in (docs/product.md §2.2).
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", user: null, error: null, signedOutOnPurpose: true }));
    expect(tokens.get()).toBeNull();
    expect(calls).toContain("POST /api/auth/logout");
    expect(signedOut).toHaveBeenCalledOnce();
  });

  test("a password sign-in hands the account and its password over before the session opens (decision 051), and a failure there does not fail it", async () => {
    const { client } = stubApiClient({
      "GET /api/auth/session": () => jsonAnswer({ ok: false }),
      "POST /api/auth/login": () => jsonAnswer({ accessToken: "access-1", user }),
    });
    const statusWhenCalled: string[] = [];
    let auth: () => AuthContextValue = () => {
      throw new Error("not mounted");
    };
    const onPasswordSession = vi.fn(() => {
      statusWhenCalled.push(auth().status);
      return Promise.reject(new Error("sealed changes unreadable"));
    });
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    auth = await mount(client, { onPasswordSession });
    await vi.waitFor(() => expect(auth().status).toBe("unauthenticated"));
    const outcome = await auth().login({ email: user.email, password: "right" });
    expect(outcome).toMatchObject({ ok: true });
    expect(onPasswordSession).toHaveBeenCalledWith(expect.objectContaining({ id: user.id }), "right");
    expect(statusWhenCalled).toEqual(["unauthenticated"]);
    await vi.waitFor(() => expect(auth().status).toBe("authenticated"));
    expect(warned).toHaveBeenCalled();
  });
});

/** A token whose lifetime is already over, so its refresh is due the moment it arrives. */
const tokenDueForRefresh = `header.${btoa(JSON.stringify({ iat: 1, exp: 1 }))}.signature`;

describe("a session without a network (docs/product.md §4.13)", () => {
  test("a start-up probe that gets no answer opens the remembered user's session, unconfirmed", async () => {
    const { client } = stubApiClient({ "GET /api/auth/session": unreachable });
    const signedOut = vi.fn();
    const auth = await mount(client, { onSignedOut: signedOut, rememberedUser: () => Promise.resolve(user) });
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "authenticated", user: { id: user.id }, error: null, isLocalSession: false, sessionUnconfirmed: true }));
    expect(signedOut).not.toHaveBeenCalled();
  });

  test("a refresh that gets no answer leaves the session open, unconfirmed, instead of signing out", async () => {
    const { client, calls } = stubApiClient({
      "GET /api/auth/session": () => jsonAnswer({ ok: true, user, accessToken: tokenDueForRefresh }),
      "POST /api/auth/refresh": unreachable,
    });
    const signedOut = vi.fn();
    const auth = await mount(client, { onSignedOut: signedOut });
    await vi.waitFor(() => expect(calls).toContain("POST /api/auth/refresh"));
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "authenticated", user: { id: user.id }, error: null, sessionUnconfirmed: true }));
    expect(signedOut).not.toHaveBeenCalled();
  });

  test("back online, the unconfirmed session is checked again, and the server's answer confirms it", async () => {
    let online = false;
    const { client, calls, tokens } = stubApiClient({ "GET /api/auth/session": () => (online ? jsonAnswer({ ok: true, user, accessToken: "fresh" }) : unreachable()) });
    const listening = vi.spyOn(window, "addEventListener");
    const auth = await mount(client, { rememberedUser: () => Promise.resolve(user) });
    await vi.waitFor(() => expect(auth().sessionUnconfirmed).toBe(true));
    // Only an unconfirmed session listens; the event must not arrive before it does.
    await vi.waitFor(() => expect(listening).toHaveBeenCalledWith("online", expect.any(Function)));
    expect(calls).toEqual(["GET /api/auth/session"]);

    online = true;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "authenticated", user: { id: user.id }, sessionUnconfirmed: false }));
    expect(calls).toEqual(["GET /api/auth/session", "GET /api/auth/session"]);
    expect(tokens.get()).toBe("fresh");
  });
});

describe("signing out when the server cannot be told (docs/product.md §4.1, §7.2)", () => {
  const sessionCookieStillGood = () => jsonAnswer({ ok: true, user, accessToken: "fresh" });

  test("offline: the person is signed out here, the sign-out is owed, and it is told the moment the browser is online", async () => {
    const storage = memoryStorage();
    let online = true;
    const { client, calls, tokens } = stubApiClient(
      {
        "GET /api/auth/session": sessionCookieStillGood,
        "POST /api/auth/logout": () => (online ? new Response(null, { status: 204 }) : unreachable()),
      },
      { pendingSignOut: createPendingSignOut(() => storage) },
    );
    const signedOut = vi.fn();
    const auth = await mount(client, { onSignedOut: signedOut });
    await vi.waitFor(() => expect(auth().status).toBe("authenticated"));

    online = false;
    await auth().logout();
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", user: null, error: null, serverSignOutPending: true }));
    expect(tokens.get()).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
    expect(storage.getItem(PENDING_SIGN_OUT_KEY)).not.toBeNull();

    online = true;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(auth().serverSignOutPending).toBe(false));
    expect(storage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
    expect(calls).toEqual(["GET /api/auth/session", "POST /api/auth/logout", "POST /api/auth/logout"]);
    expect(auth().status).toBe("unauthenticated");
  });

  test("the next start tells the server first, and the cookie it would have presented restores no session", async () => {
    const storage = memoryStorage();
    createPendingSignOut(() => storage).remember();
    const { client, calls } = stubApiClient({ "GET /api/auth/session": sessionCookieStillGood, "POST /api/auth/logout": () => new Response(null, { status: 204 }) }, { pendingSignOut: createPendingSignOut(() => storage) });
    const auth = await mount(client, { rememberedUser: () => Promise.resolve(user) });
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", user: null, error: null, serverSignOutPending: false }));
    expect(calls).toEqual(["POST /api/auth/logout"]);
    expect(storage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
  });

  test("a start still without a network opens neither the cookie's session nor the remembered one", async () => {
    const storage = memoryStorage();
    createPendingSignOut(() => storage).remember();
    const { client, calls } = stubApiClient({ "GET /api/auth/session": unreachable, "POST /api/auth/logout": unreachable }, { pendingSignOut: createPendingSignOut(() => storage) });
    const auth = await mount(client, { rememberedUser: () => Promise.resolve(user) });
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", user: null, serverSignOutPending: true, sessionUnconfirmed: false }));
    expect(calls).toEqual(["POST /api/auth/logout"]);
  });

  test("signing in while a sign-out is owed ends the old session on the server first; the new one owes nothing", async () => {
    const storage = memoryStorage();
    createPendingSignOut(() => storage).remember();
    let serverUp = false;
    const { client, calls } = stubApiClient(
      {
        "POST /api/auth/logout": () => (serverUp ? new Response(null, { status: 204 }) : unreachable()),
        "POST /api/auth/login": () => jsonAnswer({ accessToken: "access-1", user }),
      },
      { pendingSignOut: createPendingSignOut(() => storage) },
    );
    const auth = await mount(client);
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", serverSignOutPending: true }));
    serverUp = true;
    await auth().login({ email: user.email, password: "right" });
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "authenticated", serverSignOutPending: false }));
    expect(calls).toEqual(["POST /api/auth/logout", "POST /api/auth/logout", "POST /api/auth/login"]);
    expect(storage.getItem(PENDING_SIGN_OUT_KEY)).toBeNull();
  });
});

describe("another tab of this browser signs out (docs/product.md §4.1, decision 032)", () => {
  /**
   * What the browser tells this tab when another one writes or strikes out the record of a sign-out: the
   * other tab changes the shared storage (here the client's), and this one hears a `storage` event on window.
   */
  function otherTabChanges(storage: ReturnType<typeof memoryStorage>, newValue: string | null, { key = PENDING_SIGN_OUT_KEY, storageArea = localStorage }: { key?: string; storageArea?: Storage } = {}) {
    if (key === PENDING_SIGN_OUT_KEY) {
      if (newValue === null) storage.removeItem(key);
      else storage.setItem(key, newValue);
    }
    window.dispatchEvent(new StorageEvent("storage", { key, newValue, storageArea }));
  }
  const SIGNED_OUT_AT = "2026-11-30T09:00:00.000Z";

  async function signedIn() {
    const storage = memoryStorage();
    const { client, calls, tokens } = stubApiClient({ "GET /api/auth/session": () => jsonAnswer({ ok: true, user, accessToken: "fresh" }) }, { pendingSignOut: createPendingSignOut(() => storage) });
    const signedOut = vi.fn();
    const auth = await mount(client, { onSignedOut: signedOut });
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "authenticated", isLocalSession: false }));
    return { storage, calls, tokens, signedOut, auth };
  }

  test("the session ends here at once, not at its next refresh; the tab that signed out is the one that says how", async () => {
    const { storage, calls, tokens, signedOut, auth } = await signedIn();
    otherTabChanges(storage, SIGNED_OUT_AT);
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", user: null, error: null, serverSignOutPending: true, signedOutInAnotherTab: true, signedOutOnPurpose: true }));
    expect(tokens.get()).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
    // The other tab sends the logout; this one asks the server for nothing.
    expect(calls).toEqual(["GET /api/auth/session"]);

    // The other tab's logout was answered: nothing is owed any more.
    otherTabChanges(storage, null);
    await vi.waitFor(() => expect(auth().serverSignOutPending).toBe(false));
    expect(auth().status).toBe("unauthenticated");
  });

  test("signed out online in the other tab, the session ends here too", async () => {
    const { storage, signedOut, auth } = await signedIn();
    // The record is written before the logout is sent and struck out by its answer: both arrive here.
    otherTabChanges(storage, SIGNED_OUT_AT);
    otherTabChanges(storage, null);
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "unauthenticated", serverSignOutPending: false, signedOutInAnotherTab: true }));
    expect(signedOut).toHaveBeenCalledOnce();
  });

  test("another key, or another storage than the shared one, changes nothing", async () => {
    const { storage, signedOut, auth } = await signedIn();
    otherTabChanges(storage, SIGNED_OUT_AT, { key: "hearthkeep:app-state" });
    otherTabChanges(storage, SIGNED_OUT_AT, { storageArea: sessionStorage });
    // The listener ends a session synchronously (it forgets the token and resets the stores as it hears).
    expect(signedOut).not.toHaveBeenCalled();
    expect(auth().status).toBe("authenticated");
  });

  test("a home kept in this browser is no server session, and stays", async () => {
    const storage = memoryStorage();
    const { client } = stubApiClient({ "GET /api/auth/session": () => jsonAnswer({ ok: false }) }, { pendingSignOut: createPendingSignOut(() => storage) });
    const guest = { ...user, id: "local-guest", email: "guest@local" };
    const localSession = {
      client,
      current: () => Promise.resolve(guest),
      start: () => Promise.resolve({ user: guest, returning: false }),
      moveHomeTo: () => Promise.resolve("nothing-to-move" as const),
      end: () => Promise.resolve(),
    };
    const signedOut = vi.fn();
    const auth = await mount(client, { onSignedOut: signedOut, localSession });
    await vi.waitFor(() => expect(auth()).toMatchObject({ status: "authenticated", isLocalSession: true }));
    otherTabChanges(storage, SIGNED_OUT_AT);
    expect(signedOut).not.toHaveBeenCalled();
    expect(auth()).toMatchObject({ status: "authenticated", isLocalSession: true, user: { id: "local-guest" } });
  });
});
