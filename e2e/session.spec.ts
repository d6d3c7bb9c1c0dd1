import type { Page, Request } from "@playwright/test";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { createOnboardedAccount, csrfTokenOf, signInWithForm } from "./accounts.ts";

/*
 * The browser's clock is Playwright's to move (page.clock), so "fifteen minutes later" takes no time:
 * the app's refresh timer fires as it would after a quarter of an hour, against the real server.
 */

const isRefresh = (request: Request) => new URL(request.url()).pathname === "/api/auth/refresh";

/**
 * Records, in the page, the page's own (fake) time at each call to the refresh route, so that the minute
 * the app asked in is read off the page's clock, not guessed from how much real time passed.
 */
async function recordRefreshTimes(page: Page) {
  await page.addInitScript(() => {
    const record = window as unknown as { refreshCallTimes: number[] };
    record.refreshCallTimes = [];
    const fetchBefore = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname === "/api/auth/refresh") record.refreshCallTimes.push(Date.now());
      return fetchBefore(input, init);
    };
  });
}

const refreshCallTimes = (page: Page) => page.evaluate(() => (window as unknown as { refreshCallTimes: number[] }).refreshCallTimes);

/**
 * Runs the page's clock on a minute at a time until the app has asked for a new access token, and says
 * after how many minutes (by the page's clock) it did, with the request. A minute at a time, because the
 * page plans the next refresh only once the previous answer has arrived.
 */
async function minutesUntilRefresh(page: Page, limit = 20): Promise<{ minutes: number; request: Request }> {
  const startedAt = await page.evaluate(() => Date.now());
  const callsBefore = (await refreshCallTimes(page)).length;
  const sent = page.waitForRequest(isRefresh);
  // Awaited only once the page has asked; a page that never asks fails below, not as a stray rejection.
  sent.catch(() => undefined);
  for (let minute = 1; minute <= limit; minute += 1) {
    await page.clock.runFor("01:00");
    const calledAt = (await refreshCallTimes(page))[callsBefore];
    if (calledAt !== undefined) return { minutes: Math.ceil((calledAt - startedAt) / 60_000), request: await sent };
  }
  throw new Error(`No refresh within ${limit} minutes`);
}

test("an access token about to expire is refreshed silently, again and again", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "refresh");
  await recordRefreshTimes(page);
  await page.clock.install();
  await page.goto("/sign-in");
  await signInWithForm(page, account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();

  for (let round = 1; round <= 2; round += 1) {
    // The token lives 15 minutes and is renewed a minute before it runs out.
    const { minutes, request: refresh } = await minutesUntilRefresh(page);
    expect(minutes, `minutes before refresh number ${round}`).toBeGreaterThanOrEqual(13);
    expect(minutes, `minutes before refresh number ${round}`).toBeLessThanOrEqual(16);
    const response = await refresh.response();
    expect(response?.status()).toBe(200);
    const { accessToken } = (await response!.json()) as { accessToken: string };
    const me = await request.get("/api/auth/me", { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(account.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  }

  // The rotated refresh cookie still restores the session after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
});

test("a session revoked elsewhere sends the user to /sign-in at its next refresh", async ({ page, context, playwright, baseURL }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const account = await createOnboardedAccount(setup, "revoked");
  await setup.dispose();
  await recordRefreshTimes(page);
  await page.clock.install();
  await page.goto("/sign-in");
  await signInWithForm(page, account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();

  // Another client holding this session's cookie signs it out: the server revokes the refresh token.
  const elsewhere = await playwright.request.newContext({ baseURL, storageState: await context.storageState() });
  const logout = await elsewhere.post("/api/auth/logout", { headers: { "X-CSRF-Token": await csrfTokenOf(elsewhere) } });
  expect(logout.status()).toBe(204);
  await elsewhere.dispose();

  const { request: refresh } = await minutesUntilRefresh(page);
  expect((await refresh.response())?.status()).toBe(401);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

  // Signing in again starts a new session and returns to the page the user was on.
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
});
