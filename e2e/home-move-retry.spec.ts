import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { password, uniqueEmail } from "./accounts.ts";

/*
 * docs/product.md §4.4: a home kept in the browser whose move to the new account failed at sign-up is
 * moved again at the next start. The dashboard then opens on the account with that home in it, although
 * the page's entry asked for the account's list before the move (decision 027).
 */

// Onboarding schedules a home and signing up hashes a password: on a busy machine either can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const GREETING = /^Good (morning|afternoon|evening)/;

test("a home whose move failed at sign-up is moved at the next start, and the dashboard shows its tasks at once, not an empty account", async ({ page }) => {
  // A guest sets up a house in the browser.
  await page.goto("/try");
  await page.getByRole("button", { name: "Start without an account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Get started" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText(/^\d+ selected$/)).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  // Where the home is: optional, skipped here (docs/product.md §5.7).
  await page.getByRole("button", { name: "Skip for now" }).click();
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /Guest$/ })).toBeVisible();
  const guestTasks = await page.locator("[data-task-id]").count();

  // Signing up, the move fails on the server's side: the home stays in the browser.
  await page.route("**/api/migration/local", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "Something went wrong on our side" } }) }),
  );
  await page.goto("/sign-up");
  await page.getByLabel("E-mail").fill(uniqueEmail("move-retry"));
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(toasts(page).getByText(/^Your home could not be moved to your account yet/)).toBeVisible();
  await page.unroute("**/api/migration/local");

  // The next start: the entry asks for the session and the account's (still empty) list at once, then the
  // app moves the home. The list on screen is the account's with the home in it, without a reload.
  const listsRead: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/tasks/for-dashboard") void response.json().then((body: { data: unknown[] }) => listsRead.push(body.data.length));
  });
  const moved = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/migration/local");
  await page.goto("/dashboard");
  expect((await moved).status()).toBeLessThan(300);
  await expect(toasts(page).getByText("Your home is now in your account")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: GREETING })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: /Guest$/ })).toHaveCount(0);
  await expect(page.locator("[data-task-id]").first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "No tasks yet" })).toHaveCount(0);
  expect(guestTasks).toBeGreaterThan(0);
  // The list read ahead, before the move, was empty; the one shown was read after it.
  expect(listsRead[0]).toBe(0);
  expect(listsRead.at(-1)).toBeGreaterThan(0);
});
