import { getResponse } from "msw";
import { describe, expect, test } from "vitest";
import { authResponseSchema, defaultUserPreferences, preferencesResponseSchema, profileResponseSchema } from "@domain/contract/index.ts";
import { fakeAccessToken, newUser, onboardedProfile } from "../fixtures/auth.ts";
import { accountOf } from "./account.ts";
import { authHandlers } from "./auth.ts";

/*
 * The mock API's sign-up keeps what the server keeps of a new account: its theme, sent by the browser
 * that chose it before the account existed (docs/product.md §2.17), is the account's, and the profile
 * answers it as the server's GET /api/users/profile does.
 */

const origin = "http://localhost";
const handlers = () => [authHandlers.signup.ok, ...accountOf()];

async function send(method: "GET" | "POST" | "PUT", path: string, { body, token, timeZone }: { body?: unknown; token?: string; timeZone?: string } = {}) {
  const headers = {
    ...(body !== undefined && { "Content-Type": "application/json" }),
    ...(token !== undefined && { Authorization: `Bearer ${token}` }),
    ...(timeZone !== undefined && { "X-Time-Zone": timeZone }),
  };
  const request = new Request(`${origin}${path}`, { method, headers, ...(body !== undefined && { body: JSON.stringify(body) }) });
  const response = await getResponse(handlers(), request, { baseUrl: origin });
  if (!response) throw new Error(`No mock answers ${method} ${path}`);
  return response;
}

async function signUp(body: Record<string, unknown>) {
  const response = await send("POST", "/api/auth/signup", { body: { password: "copper kettle on the hob", ...body } });
  expect(response.status).toBe(201);
  return authResponseSchema.parse(await response.json());
}

const profileOf = async (token: string) => profileResponseSchema.parse(await (await send("GET", "/api/users/profile", { token })).json());

describe("signing up through the mock API", () => {
  test("the theme sent is the new account's, answered by its profile", async () => {
    const { accessToken, user } = await signUp({ email: "dark@example.com", name: "Dee", theme: "dark" });
    expect(user).toMatchObject({ email: "dark@example.com", name: "Dee", hasCompletedOnboarding: false });
    await expect(profileOf(accessToken)).resolves.toMatchObject({
      id: user.id,
      email: "dark@example.com",
      name: "Dee",
      hasCompletedOnboarding: false,
      preferences: { ...defaultUserPreferences, theme: "dark" },
    });
  });

  test("an unknown theme is refused with the server's 400, and no account is made", async () => {
    const response = await send("POST", "/api/auth/signup", { body: { email: "sepia@example.com", password: "copper kettle on the hob", theme: "sepia" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
  });

  test("the browser's time zone, sent with the sign-up, is the account's; a zone it does not know is not kept", async () => {
    const signUpIn = async (email: string, timeZone: string) => {
      const response = await send("POST", "/api/auth/signup", { body: { email, password: "copper kettle on the hob" }, timeZone });
      return authResponseSchema.parse(await response.json()).accessToken;
    };
    expect((await profileOf(await signUpIn("lisbon@example.com", "Europe/Lisbon"))).preferences).toMatchObject({ timeZone: "Europe/Lisbon", timeZoneFollowsBrowser: true });
    expect((await profileOf(await signUpIn("nowhere@example.com", "Mars/Olympus_Mons"))).preferences.timeZone).toBe(defaultUserPreferences.timeZone);
  });

  test("without a theme the account starts with the default one", async () => {
    const { accessToken } = await signUp({ email: "plain@example.com" });
    expect((await profileOf(accessToken)).preferences).toEqual(defaultUserPreferences);
  });

  test("a preference changed afterwards is the new account's, and every other session keeps its own", async () => {
    const { accessToken, user } = await signUp({ email: "system@example.com", theme: "system" });
    const changed = await send("PUT", "/api/users/preferences", { token: accessToken, body: { weeklySummary: false } });
    expect(preferencesResponseSchema.parse(await changed.json()).preferences).toMatchObject({ theme: "system", weeklySummary: false });
    expect((await profileOf(accessToken)).preferences).toMatchObject({ theme: "system", weeklySummary: false });
    // Each sign-up is an account of its own: the fixtures' new user, and the signed-in one, are not it.
    expect(user.id).not.toBe(newUser.id);
    expect((await profileOf(fakeAccessToken(newUser.id))).preferences).toEqual(onboardedProfile.preferences);
    expect(await profileOf(fakeAccessToken(onboardedProfile.id))).toEqual(onboardedProfile);
  });
});

describe("the time zone through the mock API, as the server keeps it (docs/product.md §4.17)", () => {
  test("a zone picked is chosen; the browser's sent to follow it follows again", async () => {
    const { accessToken } = await signUp({ email: "zone@example.com" });
    const put = async (body: Record<string, unknown>) =>
      preferencesResponseSchema.parse(await (await send("PUT", "/api/users/preferences", { token: accessToken, body })).json()).preferences;
    expect(await put({ timeZone: "America/New_York" })).toMatchObject({ timeZone: "America/New_York", timeZoneFollowsBrowser: false });
    expect((await profileOf(accessToken)).preferences).toMatchObject({ timeZone: "America/New_York", timeZoneFollowsBrowser: false });
    expect(await put({ timeZoneFollowsBrowser: true, timeZone: "Europe/Paris" })).toMatchObject({ timeZone: "Europe/Paris", timeZoneFollowsBrowser: true });
    expect((await profileOf(accessToken)).preferences).toMatchObject({ timeZone: "Europe/Paris", timeZoneFollowsBrowser: true });
  });
});
