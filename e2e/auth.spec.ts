import type { Page } from "@playwright/test";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { createOnboardedAccount, password, signInWithForm, signOutInBrowser, signUpInBrowser, uniqueEmail } from "./accounts.ts";

test("sign up lands on onboarding; signing out returns to sign-in", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page).toHaveTitle(/Create your account/);
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your home" })).toBeVisible();

  await signOutInBrowser(page);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/sign-in$/);
});

/** The API requests the page sends once it has asked the server to end the session: a list that grows. */
function requestsAfterSignOut(page: Page): string[] {
  const sent: string[] = [];
  let signingOut = false;
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === "/api/auth/logout") signingOut = true;
    else if (signingOut && pathname.startsWith("/api/")) sent.push(`${request.method()} ${pathname}`);
  });
  return sent;
}

/** The bell and the achievements have been read, so signing out has their queries to stop. */
const headerReads = (page: Page) =>
  Promise.all(["/api/notifications", "/api/achievements"].map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path)));

test("signing out, here or on every device, asks the server for nothing more without the session", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "sign-out");
  await page.goto("/dashboard");
  let read = headerReads(page);
  await signInWithForm(page, account);
  await read;
  let sent = requestsAfterSignOut(page);
  await signOutInBrowser(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(sent).toEqual([]);

  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  read = headerReads(page);
  await page.goto("/settings");
  await read;
  sent = requestsAfterSignOut(page);
  // The write that ends every session is still a write: nothing may read the bell again after it.
  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  expect(sent).toEqual([]);
});

test("a visitor sent from /dashboard to sign in comes back to /dashboard, and a reload keeps the session", async ({ page, request }) => {
  const account = await createOnboardedAccount(request);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in$/);
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard/);

  // The access token lived in memory only: after the reload the refresh cookie brings the session back.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
});

test("signing in after signing out starts on the dashboard, not on the page the last user left", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "sign-out-settings");
  await page.goto("/settings");
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/settings$/);
  await signOutInBrowser(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
});

test("a signed-up user is remembered after a reload", async ({ page }) => {
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Set up your home" })).toBeVisible();
});

test("/login and /signup redirect; an unknown path shows the not-found page; /dashboard asks to sign in", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("an unknown address keeps a signed-in user in the signed-in frame", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "not-found");
  await page.goto("/sign-in");
  await signInWithForm(page, account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Account menu/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

test("a wrong password keeps what was typed and shows the server's message", async ({ page }) => {
  await page.goto("/sign-in");
  await signInWithForm(page, { email: "nobody@example.com", password: "wrong password" });
  await expect(page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect" }).first()).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("nobody@example.com");
});

test("signing up twice with one address is refused with the server's words", async ({ page }) => {
  const email = uniqueEmail("twice");
  await signUpInBrowser(page, email);
  await expect(page).toHaveURL(/\/onboarding$/);
  await signOutInBrowser(page);
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/sign-up");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "An account with this e-mail already exists" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});
