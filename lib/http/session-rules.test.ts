import { afterEach, describe, expect, test, vi } from "vitest";
import {
  accessTokenExpiryMs,
  createAccessTokenStore,
  FALLBACK_REFRESH_MS,
  MAX_TIMER_DELAY_MS,
  refreshDelayMs,
  scheduleTokenRefresh,
} from "./access-token.ts";
import { resolveDataMode, type DataModeInputs } from "./data-mode.ts";
import { redact, redactText, REDACTED } from "@lib/logger/index.ts";

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (claims: object) => `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.signature`;
const now = Date.parse("2026-11-22T12:00:00Z");
const seconds = (ms: number) => Math.floor(ms / 1000);

describe("refresh scheduling (docs/product.md §4.2, §9.6)", () => {
  test.each([
    { case: "15 minutes left: 60 s before expiry", token: jwt({ exp: seconds(now + 15 * 60_000) }), delay: 14 * 60_000 },
    { case: "61 s left: in 1 s", token: jwt({ exp: seconds(now + 61_000) }), delay: 1_000 },
    { case: "30 s left: at once (minimum 0)", token: jwt({ exp: seconds(now + 30_000) }), delay: 0 },
    { case: "already expired: at once", token: jwt({ exp: seconds(now - 60_000) }), delay: 0 },
    { case: "no expiry claim: 10 minutes", token: jwt({ sub: "user-1" }), delay: FALLBACK_REFRESH_MS },
    { case: "not a JWT: 10 minutes", token: "opaque-token", delay: FALLBACK_REFRESH_MS },
    { case: "a garbled payload: 10 minutes", token: "aaa.%%%.bbb", delay: FALLBACK_REFRESH_MS },
    { case: "far future: a year less a minute", token: jwt({ exp: seconds(now + 365 * 86_400_000) }), delay: 365 * 86_400_000 - 60_000 },
    { case: "issued now for 15 minutes: 14 minutes", token: jwt({ iat: seconds(now), exp: seconds(now + 15 * 60_000) }), delay: 14 * 60_000 },
    {
      case: "this device's clock 15 minutes ahead of the server's: still 14 minutes (the token's own lifetime counts)",
      token: jwt({ iat: seconds(now - 15 * 60_000), exp: seconds(now) }),
      delay: 14 * 60_000,
    },
    {
      case: "this device's clock 10 minutes behind: still 14 minutes",
      token: jwt({ iat: seconds(now + 10 * 60_000), exp: seconds(now + 25 * 60_000) }),
      delay: 14 * 60_000,
    },
    { case: "a lifetime under a minute: at once", token: jwt({ iat: seconds(now), exp: seconds(now + 30_000) }), delay: 0 },
    { case: "an issue time after the expiry is ignored", token: jwt({ iat: seconds(now + 60 * 60_000), exp: seconds(now + 5 * 60_000) }), delay: 4 * 60_000 },
  ])("$case", ({ token, delay }) => {
    expect(refreshDelayMs(token, now)).toBe(delay);
  });

  test("reads exp in seconds and answers milliseconds", () => {
    expect(accessTokenExpiryMs(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
  });

  test("the token store tells its listeners about changes, once per change", () => {
    const store = createAccessTokenStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set("a");
    store.set("a");
    store.set(null);
    unsubscribe();
    store.set("b");
    expect(listener.mock.calls).toEqual([["a"], [null]]);
  });
});

describe("the refresh schedule (docs/product.md §4.2)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const token = (issuedAtMs: number, lifetimeMs = 15 * 60_000) => jwt({ iat: seconds(issuedAtMs), exp: seconds(issuedAtMs + lifetimeMs) });

  function schedule(options: { refresh?: () => Promise<unknown> } = {}) {
    vi.useFakeTimers({ now });
    const tokens = createAccessTokenStore();
    const refresh = vi.fn(options.refresh ?? (() => Promise.resolve()));
    const onFailure = vi.fn();
    const stop = scheduleTokenRefresh({ tokens, refresh, onFailure });
    return { tokens, refresh, onFailure, stop };
  }

  test("refreshes once, 60 s before the token expires", async () => {
    const { tokens, refresh } = schedule();
    tokens.set(token(now));
    await vi.advanceTimersByTimeAsync(14 * 60_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refresh).toHaveBeenCalledOnce();
  });

  test("each new token is planned afresh, and the old plan dropped", async () => {
    const { tokens, refresh } = schedule({ refresh: () => Promise.resolve() });
    tokens.set(token(now));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    tokens.set(token(now + 10 * 60_000));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(9 * 60_000);
    expect(refresh).toHaveBeenCalledOnce();
  });

  test("a refreshed token from a server whose clock is behind causes no storm of refreshes", async () => {
    const { tokens, refresh } = schedule();
    refresh.mockImplementation(() => {
      // The server's clock is 20 minutes behind this device: by this device's clock the new token is already expired.
      tokens.set(token(Date.now() - 20 * 60_000));
      return Promise.resolve();
    });
    tokens.set(token(now - 20 * 60_000));
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(refresh.mock.calls.length).toBe(Math.floor(60 / 14));
  });

  test("signing out (no token) cancels the plan; stopping ends it", async () => {
    const { tokens, refresh, stop } = schedule();
    tokens.set(token(now));
    tokens.set(null);
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
    tokens.set(token(Date.now()));
    stop();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(refresh).not.toHaveBeenCalled();
  });

  test("a failed refresh is reported, once", async () => {
    const refusal = new Error("Session invalid");
    const { tokens, onFailure } = schedule({ refresh: () => Promise.reject(refusal) });
    tokens.set(token(now));
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(onFailure).toHaveBeenCalledExactlyOnceWith(refusal);
  });

  test("a token without an expiry is refreshed 10 minutes after it arrives", async () => {
    const { tokens, refresh } = schedule();
    tokens.set("opaque-token");
    await vi.advanceTimersByTimeAsync(FALLBACK_REFRESH_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledOnce();
  });

  test("a refresh further off than a timer can wait is reached in steps, not early", async () => {
    const { tokens, refresh } = schedule();
    const lifetime = 40 * 86_400_000;
    tokens.set(token(now, lifetime));
    await vi.advanceTimersByTimeAsync(MAX_TIMER_DELAY_MS + 1000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(lifetime - 60_000 - MAX_TIMER_DELAY_MS - 1000);
    expect(refresh).toHaveBeenCalledOnce();
  });
});

describe("remote or local mode (docs/product.md §6.4)", () => {
  const none: DataModeInputs = { hasToken: false, localOnlySession: false, productionBuild: false, remoteEnabledSetting: undefined, localRemoteFlag: false };
  test.each<{ case: string; inputs: Partial<DataModeInputs>; mode: "remote" | "local" }>([
    { case: "nothing set: local", inputs: {}, mode: "local" },
    { case: "a token: remote", inputs: { hasToken: true }, mode: "remote" },
    { case: "a production build: remote", inputs: { productionBuild: true }, mode: "remote" },
    { case: "remote enabled by the build: remote", inputs: { remoteEnabledSetting: "true" }, mode: "remote" },
    { case: "the local flag: remote", inputs: { localRemoteFlag: true }, mode: "remote" },
    { case: "remote disabled by the build wins over a production build", inputs: { productionBuild: true, remoteEnabledSetting: "false" }, mode: "local" },
    { case: "remote disabled by the build wins over a token", inputs: { hasToken: true, remoteEnabledSetting: "false" }, mode: "local" },
    { case: "the admin test mode's token forces local-only", inputs: { localOnlySession: true, productionBuild: true, localRemoteFlag: true }, mode: "local" },
  ])("$case", ({ inputs, mode }) => {
    expect(resolveDataMode({ ...none, ...inputs })).toBe(mode);
  });
});

describe("logs redact e-mails, tokens, cards and sensitive keys (docs/product.md §8.7)", () => {
  test.each([
    { text: "login failed for ana@example.com", expected: "login failed for [email]" },
    { text: "Authorization: Bearer abc.def-ghi", expected: "Authorization: Bearer [token]" },
    { text: `token ${jwt({ sub: "u" })} refused`, expected: "token [token] refused" },
    { text: "card 4111 1111 1111 1111 declined", expected: "card [card] declined" },
    { text: "card 4111-1111-1111-1111", expected: "card [card]" },
    { text: "task 12 due in 30 days", expected: "task 12 due in 30 days" },
  ])("'$text'", ({ text, expected }) => {
    expect(redactText(text)).toBe(expected);
  });

  test("sensitive keys are blanked at any depth, other values scrubbed", () => {
    expect(
      redact({ email: "ana@example.com", password: "hunter22", nested: { accessToken: "t", refresh_token: "r", note: "mail bo@x.io" }, list: [{ cardNumber: "4111" }], count: 3 }),
    ).toEqual({ email: "[email]", password: REDACTED, nested: { accessToken: REDACTED, refresh_token: REDACTED, note: "mail [email]" }, list: [{ cardNumber: REDACTED }], count: 3 });
  });

  test("errors keep their name and code, their message scrubbed", () => {
    const error = Object.assign(new Error("no account for ana@example.com"), { code: "NOT_FOUND" });
    expect(redact(error)).toMatchObject({ name: "Error", message: "no account for [email]", code: "NOT_FOUND" });
  });
});
