import type { Cookie, Page, Response } from "@playwright/test";
import { onboardedHome, signInWithForm, signOutInBrowser } from "./accounts.ts";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { goOffline, openDashboardWithItsOwnCopy } from "./network.ts";

/*
 * docs/product.md §4.1, §7.2: signing out forgets the session in the browser at once; when the server
 * cannot be told (no network), it is told before anything else can present the refresh cookie, which is
 * httpOnly and good for 30 days. On a shared computer, the next person to open the dashboard must not find
 * the previous one's account.
 */

// The sign-in page's code must open without a network: the app's own copy (its service worker) serves it.
test.use({ serviceWorkers: "allow", timezoneId: "UTC" });
test.describe.configure({ timeout: 180_000 });

const header = (page: Page) => page.getByRole("banner");
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });



const isLogout = (response: Response) => new URL(response.url()).pathname === "/api/auth/logout" && response.request().method() === "POST";

test("signing out offline sticks: back online, /dashboard lands on the sign-in page, the server has ended the session, and a change made offline waits for its owner", async ({ page, context, playwright, baseURL }) => {
  const home = await onboardedHome(page, [{ type: "furnace" }], "sign-out-offline");
  // Signed in with the password typed on this device, as a person does: the key that keeps a waiting change
  // sealed through a sign-out exists (docs/decisions/051-waiting-changes-sealed-at-sign-out.md).
  await context.clearCookies();
  await page.goto("/sign-in");
  await signInWithForm(page, home.account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
  await openDashboardWithItsOwnCopy(page);

  // Offline, a task is completed (it waits in the queue), then the person signs out.
  await goOffline(context, page, true);
  await page.getByRole("button", { name: /^Show \d+ later/ }).click({ timeout: 5_000 }).catch(() => undefined);
  const card = page.locator("[data-task-id]").first();
  const taskId = (await card.getAttribute("data-task-id"))!;
  await card.getByRole("button", { name: /^Complete / }).click();
  await expect(header(page).getByText("1 change waiting to sync")).toBeAttached();

  await signOutInBrowser(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible({ timeout: 30_000 });
  // Told honestly: signed out here, the server is told later.
  await expect(toasts(page).getByText("You're signed out on this device")).toBeVisible();
  await expect(toasts(page).getByText("The server could not be reached. It will be told as soon as you're back online.")).toBeVisible();

  // The refresh cookie the browser still holds: the server has not heard of the sign-out.
  const refreshCookie = (await context.cookies()).find((cookie) => cookie.name === "refresh_token");
  expect(refreshCookie).toBeDefined();

  // Back online, the sign-in page tells the server at once. Its answer is awaited before the next visit: a
  // navigation while the logout is in flight would cancel it, and the test would then see the next page's.
  const told = page.waitForResponse((response) => isLogout(response) && response.status() === 204);
  await goOffline(context, page, false);
  await told;
  // Whoever sits down next opens the dashboard.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toHaveCount(0);

  // The server ended that session: the cookie the browser held buys nothing anywhere any more.
  const elsewhere = await playwright.request.newContext({ baseURL, storageState: { cookies: [refreshCookie as Cookie], origins: [] } });
  const session = (await (await elsewhere.get("/api/auth/session")).json()) as { ok: boolean };
  expect(session.ok).toBe(false);
  await elsewhere.dispose();
  expect(await home.read<{ id: string }[]>("/api/tasks?status=completed")).toEqual([]);

  // The change made offline waited through the sign-out, sealed for its owner, and reaches the server once
  // its owner signs in again.
  const stored = await page.evaluate(() => Object.keys(localStorage).map((key) => [key, localStorage.getItem(key) ?? ""]));
  expect(stored.some(([key]) => key!.startsWith("hearthkeep:sealed-queue:"))).toBe(true);
  expect(stored.filter(([, value]) => value!.includes(taskId))).toEqual([]);
  await signInWithForm(page, home.account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
  await expect(header(page).getByText(/waiting to sync/)).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(async () => (await home.read<{ id: string }[]>("/api/tasks?status=completed")).map((task) => task.id)).toEqual([taskId]);

  // Signed in again, a reload keeps the new session: nothing is owed any more.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
});

test("signing out offline ends the session in the browser's other tabs at once, not at their next refresh", async ({ page, context }) => {
  await onboardedHome(page, [{ type: "furnace" }], "sign-out-other-tab");
  await openDashboardWithItsOwnCopy(page);
  // A second tab of the same browser on the same account: it shares the refresh cookie and the storage.
  const otherTab = await context.newPage();
  await otherTab.goto("/dashboard");
  await expect(otherTab.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
  await otherTab.waitForFunction(() => navigator.serviceWorker.controller !== null);

  await goOffline(context, page, true);
  await signOutInBrowser(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible({ timeout: 30_000 });
  await expect(toasts(page).getByText("You're signed out on this device")).toBeVisible();

  // Without a reload, and with its access token still minutes from expiring, the other tab leaves the account too.
  await expect(otherTab.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible({ timeout: 10_000 });
  await expect(otherTab).toHaveURL(/\/sign-in/);
  await expect(otherTab.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toHaveCount(0);
});
