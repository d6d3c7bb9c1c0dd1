import { describe, expect, test, vi } from "vitest";
import { accessTokenExpiryMs, createAccessTokenStore, FALLBACK_REFRESH_MS, MAX_TIMER_DELAY_MS, refreshDelayMs } from "./access-token.ts";
import { resolveDataMode, type DataModeInputs } from "./data-mode.ts";
import { redact, redactText, REDACTED } from "./logger.ts";

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
const jwt = (claims: object) => `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url(claims)}.signature`;
const now = Date.parse("2026-11-22T12:00:00Z");
const seconds = (ms: number) => Math.floor(ms / 1000);

describe("refresh scheduling (product.md §4, §9)", () => {
  test.each([
    { case: "15 minutes left: 60 s before expiry", token: jwt({ exp: seconds(now + 15 * 60_000) }), delay: 14 * 60_000 },
    { case: "61 s left: in 1 s", token: jwt({ exp: seconds(now + 61_000) }), delay: 1_000 },
    { case: "30 s left: at once (minimum 0)", token: jwt({ exp: seconds(now + 30_000) }), delay: 0 },
    { case: "already expired: at once", token: jwt({ exp: seconds(now - 60_000) }), delay: 0 },
    { case: "no expiry claim: 10 minutes", token: jwt({ sub: "user-1" }), delay: FALLBACK_REFRESH_MS },
    { case: "not a JWT: 10 minutes", token: "opaque-token", delay: FALLBACK_REFRESH_MS },
    { case: "a garbled payload: 10 minutes", token: "aaa.%%%.bbb", delay: FALLBACK_REFRESH_MS },
    { case: "far future: capped to what a timer can wait", token: jwt({ exp: seconds(now + 365 * 86_400_000) }), delay: MAX_TIMER_DELAY_MS },
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

describe("remote or local mode (product.md §6)", () => {
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

describe("logs redact e-mails, tokens, cards and sensitive keys (product.md §8)", () => {
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
