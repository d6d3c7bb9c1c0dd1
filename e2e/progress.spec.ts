import type { APIRequestContext, Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { expect as baseExpect, test } from "./fixtures.ts";
import { createOnboardedAccount, csrfTokenOf, signInWithForm, signOutInBrowser, signUpInBrowser, type Account } from "./accounts.ts";

/*
 * Completed tasks, achievements, the notification center and settings against the real server. Tasks
 * are completed through the API, as the dashboard would: the screens under test are the ones that read
 * the results.
 */

type Task = { id: string; name: string };

// Each journey signs up and works through several screens against the real server: on a busy machine a
// screen may take more than the default 5 s to answer, and a journey more than 30 s.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** An API session of `account`: its access token and CSRF token, for calls made the way the browser makes them. */
async function apiSession(api: APIRequestContext, account: Account) {
  const csrf = await csrfTokenOf(api);
  const login = await api.post("/api/auth/login", { data: account, headers: { "X-CSRF-Token": csrf } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { headers: { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}` } };
}

/** Completes the first `count` open tasks with the given notes; answers the tasks completed. */
async function completeTasks(api: APIRequestContext, account: Account, notes: readonly string[]): Promise<Task[]> {
  const { headers } = await apiSession(api, account);
  const open = await api.get("/api/tasks/for-dashboard", { headers });
  const { data } = (await open.json()) as { data: Task[] };
  expect(data.length).toBeGreaterThanOrEqual(notes.length);
  const done = data.slice(0, notes.length);
  for (const [index, task] of done.entries()) {
    const response = await api.put(`/api/tasks/${task.id}/complete`, { headers, data: { notes: notes[index], timeSpentMinutes: 10 + index } });
    expect(response.status(), await response.text()).toBe(200);
  }
  return done;
}

async function signIn(page: Page, account: Account, path = "/dashboard") {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await signInWithForm(page, account);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

const bell = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Notifications/ });

test("three completed tasks: history with notes, statistics, an achievement's toast and notification, mark all read", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "progress");
  const notes = ["Swapped the filter", "Vacuumed the vents", "Checked the thermostat"];
  const done = await completeTasks(request, account, notes);

  await signIn(page, account, "/completed");
  await expect(page.getByRole("heading", { level: 1, name: "Completed tasks" })).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Achievement unlocked: First task done", { exact: true })).toBeVisible();

  const history = page.getByRole("region", { name: "History" });
  for (const [index, task] of done.entries()) {
    await expect(history.getByRole("heading", { name: task.name }).first()).toBeVisible();
    await expect(history.getByText(notes[index]!)).toBeVisible();
  }
  await expect(history.getByText("Showing 3 of 3")).toBeVisible();

  const statistics = page.getByRole("region", { name: "Statistics" });
  await expect(statistics.locator("dl", { hasText: "Completed" }).getByRole("definition")).toHaveText("3");
  await expect(statistics.locator("dl", { hasText: "Current streak" }).getByRole("definition")).toHaveText("1 day");

  await expect(page.getByRole("region", { name: "Achievements" }).getByText(/Unlocked/).first()).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(/^Notifications, \d+ unread$/);

  await bell(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(page.getByText("First task done: Completed your first maintenance task.")).toBeVisible();
  await page.getByRole("button", { name: "Mark all read" }).click();
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(page.getByText(/All caught up/)).toBeVisible();
});

/** The theme the server keeps for the account, read in a session of its own. */
async function accountThemeOf(api: APIRequestContext, account: Account): Promise<string> {
  const csrf = await csrfTokenOf(api);
  const login = await api.post("/api/auth/login", { data: account, headers: { "X-CSRF-Token": csrf } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const profile = await api.get("/api/users/profile", { headers: { Authorization: `Bearer ${accessToken}` } });
  return ((await profile.json()) as { preferences: { theme: string } }).preferences.theme;
}

test("the theme chosen on this browser before signing up becomes the new account's, not the account's default", async ({ page, request }) => {
  await page.goto("/sign-up");
  await page.evaluate(() => localStorage.setItem("hearthkeep:theme", "dark"));
  const account = await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/, { timeout: 30_000 });
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect.poll(() => accountThemeOf(request, account), { timeout: 30_000 }).toBe("dark");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
});

test("the dark theme survives a reload and is painted from the first frame", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "theme");
  await signIn(page, account, "/settings");
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/users/preferences") && response.request().method() === "PUT");
  await page.getByRole("radio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect((await saved).status()).toBe(200);

  // Before any of the page's own scripts: the class <html> has when <body> arrives and at the first frame.
  await page.addInitScript(() => {
    const seen = window as unknown as { classAtBody?: string; classAtFirstFrame?: string };
    new MutationObserver((_records, observer) => {
      if (!document.body) return;
      seen.classAtBody = document.documentElement.className;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
    requestAnimationFrame(() => {
      seen.classAtFirstFrame = document.documentElement.className;
    });
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as unknown as { classAtFirstFrame?: string }).classAtFirstFrame)).toContain("dark");
  expect(await page.evaluate(() => (window as unknown as { classAtBody?: string }).classAtBody)).toContain("dark");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
});

test("weekly summary off survives signing out and in again", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "weekly");
  await signIn(page, account, "/settings");
  const weekly = page.getByRole("switch", { name: "Weekly summary" });
  await expect(weekly).toBeChecked();
  const saved = page.waitForResponse((response) => response.url().endsWith("/api/users/preferences") && response.request().method() === "PUT");
  await weekly.click();
  expect((await saved).status()).toBe(200);
  await expect(weekly).not.toBeChecked();

  await signOutInBrowser(page);
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await signInWithForm(page, account);
  // Signed in once the app leaves the sign-in page: going elsewhere sooner would cut the sign-in short.
  await expect(page).not.toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByRole("switch", { name: "Weekly summary" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "E-mail reminders" })).toBeChecked();
});

test("the export downloads JSON with the home's appliances, tasks and completions", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "export");
  const [task] = await completeTasks(request, account, ["Exported note"]);
  await signIn(page, account, "/settings");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("hearthkeep-export.json");
  const exported = JSON.parse(await readFile((await download.path()), "utf8")) as { user: { email: string }; records: Record<string, Record<string, unknown>[]> };
  expect(exported.user.email).toBe(account.email);
  expect(exported.records.appliances?.length).toBeGreaterThan(0);
  expect(exported.records.tasks?.some((row) => row.id === task!.id)).toBe(true);
  expect(exported.records.completions?.some((row) => row.notes === "Exported note")).toBe(true);
});

test("deleting the account signs the user out, and the old password no longer signs in", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "delete");
  await signIn(page, account, "/settings");
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/sign-in$/);

  const csrf = await csrfTokenOf(request);
  const login = await request.post("/api/auth/login", { data: account, headers: { "X-CSRF-Token": csrf } });
  expect(login.status()).toBe(401);
});

test("signing out of all devices ends another browser's session", async ({ page, request, browser, baseURL }) => {
  const account = await createOnboardedAccount(request, "everywhere");
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  try {
    await signIn(otherPage, account, "/settings");
    await expect(otherPage.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await signIn(page, account, "/settings");
    await page.getByRole("button", { name: "Sign out of all devices" }).click();
    await expect(page).toHaveURL(/\/sign-in$/);

    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/sign-in$/);
  } finally {
    await other.close();
  }
});
