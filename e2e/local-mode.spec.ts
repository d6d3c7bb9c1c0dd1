import type { Page, Request } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { password, uniqueEmail } from "./accounts.ts";

// Onboarding schedules a home and signing up hashes a password: on a busy machine either can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Sets up a home in the onboarding the page shows: a house with its suggested appliances. */
async function setUpSuggestedHouse(page: Page) {
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Get started" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/^\d+ selected$/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  // Where the home is: optional, skipped here (docs/product.md §5.7).
  await page.getByRole("button", { name: "Skip for now" }).click();
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The completed tasks the account holds, read through the page's own session. */
async function completedOnServer(page: Page): Promise<{ masterTaskSlug: string | null; applianceId: string }[]> {
  return page.evaluate(async () => {
    const csrf = document.cookie.split("; ").find((part) => part.startsWith("csrf_token="))?.split("=")[1] ?? "";
    const refresh = await fetch("/api/auth/refresh", { method: "POST", headers: { "X-CSRF-Token": csrf }, credentials: "include" });
    const { accessToken } = (await refresh.json()) as { accessToken: string };
    const response = await fetch("/api/tasks?status=completed", { headers: { Authorization: `Bearer ${accessToken}` } });
    return ((await response.json()) as { data: { masterTaskSlug: string | null; applianceId: string }[] }).data;
  });
}

test("a visitor tries it without an account, completes two tasks kept across a reload, then signs up and finds them in the account once", async ({ page }) => {
  const taskCalls: string[] = [];
  const recordTaskCalls = (request: Request) => {
    if (new URL(request.url()).pathname.startsWith("/api/tasks")) taskCalls.push(request.url());
  };
  page.on("request", recordTaskCalls);

  // The entry on the landing page's final call to action.
  await page.goto("/");
  await page.getByRole("link", { name: "Try it without an account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Try it without an account" })).toBeVisible();
  await page.getByRole("button", { name: "Start without an account" }).click();
  await setUpSuggestedHouse(page);

  await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Guest$/ })).toBeVisible();
  const completeButtons = page.getByRole("button", { name: /^Complete / });
  await expect(completeButtons.first()).toBeVisible();
  const names: string[] = [];
  // Two different tasks (a task's next occurrence, or the same task of another appliance, may share its name).
  const labels = await completeButtons.evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
  for (const label of [...new Set(labels)].slice(0, 2)) {
    // A day-one task's button says so: "Complete … (start here)"; its toast names the task alone.
    const name = label.replace(/^Complete /, "").replace(/ \(start here\)$/, "");
    names.push(name);
    await page.getByRole("button", { name: label, exact: true }).first().click();
    await expect(toasts(page).getByText(`${name} done`)).toBeVisible();
  }
  // Achievements are earned in the browser too, by the server's rules (docs/product.md §4.16).
  await expect(toasts(page).getByText("Achievement unlocked: First task done")).toBeVisible();

  // Kept in the browser: a reload shows the same home with both tasks done.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /Guest$/ })).toBeVisible();
  await page.goto("/dashboard?status=completed");
  for (const name of names) await expect(page.getByRole("main").getByText(name, { exact: true }).first()).toBeVisible();
  // The completed tasks' page, its history and its statistics, from the browser too.
  await page.goto("/completed");
  await expect(page.getByRole("heading", { level: 1, name: "Completed tasks" })).toBeVisible();
  for (const name of names) await expect(page.getByRole("main").getByText(name, { exact: true }).first()).toBeVisible();
  const firstTask = page.getByRole("region", { name: "Achievements" }).getByRole("listitem").filter({ hasText: "First task done" });
  await expect(firstTask.getByText(/^Unlocked /)).toBeVisible();
  expect(taskCalls, "local mode never asks the server for tasks").toEqual([]);
  page.off("request", recordTaskCalls);

  // A second tab of the same browser signs up at the same moment as this one: the home moves once.
  const second = await page.context().newPage();
  await second.goto("/sign-up");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const email = uniqueEmail("local-move");
  await page.goto("/sign-up");
  await expect(page.getByText("Your home on this browser moves into the new account.")).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).getByText("Your home is now in your account")).toBeVisible();

  // The second tab repeats the sign-up: the account exists and is refused; opened again, that tab is in
  // the account (the browser's session), and nothing moved twice.
  await second.getByLabel("E-mail").fill(email);
  await second.getByLabel("Password", { exact: true }).fill(password);
  await second.getByRole("button", { name: "Create account" }).click();
  // The form's own alert: the page's assertive live region is an alert too, and may be there by now.
  await expect(second.getByRole("form", { name: "Create your account" }).getByRole("alert")).toBeVisible();
  await second.goto("/dashboard");
  await expect(second.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening)/ })).toBeVisible();
  await expect(second.getByRole("heading", { level: 1, name: /Guest$/ })).toHaveCount(0);

  const completed = await completedOnServer(page);
  expect(completed).toHaveLength(2);
  expect(new Set(completed.map((task) => `${task.masterTaskSlug}:${task.applianceId}`)).size).toBe(2);
});

/** Every open task the dashboard lists: the later ones are folded away until asked for. */
async function showEveryOpenTask(page: Page) {
  await expect(page.getByRole("button", { name: /^Complete / }).first()).toBeVisible();
  const later = page.getByRole("button", { name: /^Show \d+ later tasks?$/ });
  if ((await later.count()) > 0) await later.click();
}

test("without an account, an appliance is added and removed on /appliances/add, and its task comes and goes with it", async ({ page }) => {
  const serverCalls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/api\/(appliances|tasks|notifications)/.test(path)) serverCalls.push(`${request.method()} ${path}`);
  });
  await page.goto("/try");
  await page.getByRole("button", { name: "Start without an account" }).click();
  await setUpSuggestedHouse(page);
  await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Guest$/ })).toBeVisible();
  await showEveryOpenTask(page);
  await expect(page.getByRole("main").getByText("Test the sump pump", { exact: true })).toHaveCount(0);

  // Added: the toast, the row with its task, the bell, and the task on the dashboard.
  await page.goto("/appliances/add");
  await expect(page.getByRole("heading", { level: 1, name: "Your appliances" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search appliances" }).fill("sump");
  await page.getByRole("checkbox", { name: "Sump Pump", exact: true }).click();
  await page.getByRole("button", { name: "Add 1 appliance" }).click();
  await expect(toasts(page).getByText("Sump Pump has been added to your home")).toBeVisible();
  const row = page.getByRole("listitem", { name: "Sump Pump" });
  await expect(row).toContainText("1 task");
  await expect(page.getByRole("link", { name: "Notifications, 1 unread" })).toBeVisible();
  await page.goto("/dashboard");
  await showEveryOpenTask(page);
  await expect(page.getByRole("main").getByText("Test the sump pump", { exact: true })).toBeVisible();

  // Removed: asked first, then the row and its task go, and the notification center has both changes.
  await page.goto("/appliances/add");
  await page.getByRole("listitem", { name: "Sump Pump" }).getByRole("button", { name: "Remove Sump Pump" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Sump Pump?" });
  await expect(confirm).toContainText("Its scheduled task goes with it.");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(toasts(page).getByText("Sump Pump has been removed from your home")).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Sump Pump" })).toHaveCount(0);
  await page.goto("/dashboard");
  await showEveryOpenTask(page);
  await expect(page.getByRole("main").getByText("Test the sump pump", { exact: true })).toHaveCount(0);
  await page.goto("/notifications");
  const main = page.getByRole("main");
  await expect(main.getByText("Sump Pump has been removed from your home")).toBeVisible();
  await expect(main.getByText("Sump Pump has been added to your home")).toBeVisible();

  expect(serverCalls, "a home kept in the browser never asks the server for its appliances, tasks or notifications").toEqual([]);
});
