import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { createOnboardedAccount } from "./accounts.ts";

// Onboarding schedules a home and signing in hashes a password: on a busy machine either can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const HEATER = "Water Heater (Tank)";

/** Starts a home on this browser, as a guest, with the house onboarding suggests. */
async function startLocalHome(page: Page) {
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
  await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening), Guest$/ })).toBeVisible();
}

/** The text of a file the page handed over, read from where the browser saved it. */
async function savedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, "utf8");
}

test("without an account, a second water heater is added beside the first, each with its own tasks", async ({ page }) => {
  await startLocalHome(page);
  await page.goto("/appliances/add");
  await expect(page.getByRole("heading", { level: 1, name: "Your appliances" })).toBeVisible();
  const heaters = page.getByRole("listitem", { name: HEATER, exact: true });
  for (let kept = await heaters.count(); kept < 2; kept++) {
    await page.getByRole("searchbox", { name: "Search appliances" }).fill("water heater");
    await page.getByRole("checkbox", { name: new RegExp(`^${HEATER.replace(/[()]/g, "\\$&")}`) }).click();
    await page.getByRole("button", { name: "Add 1 appliance" }).click();
    await expect(heaters).toHaveCount(kept + 1);
  }
  await expect(toasts(page).getByText(`${HEATER} has been added to your home`).first()).toBeVisible();
  // Each has its schedule: neither row is empty.
  for (const row of await heaters.all()) await expect(row).toContainText(/\d+ tasks?/);
});

test("without an account, the data and the calendar download as files that hold the home", async ({ page }) => {
  await startLocalHome(page);
  await page.goto("/settings");
  await expect(page.getByRole("heading", { level: 2, name: "Reminders and weekly summary" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create an account for reminders" })).toHaveAttribute("href", "/sign-up");

  const [data] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download your data" }).click()]);
  expect(data.suggestedFilename()).toBe("hearthkeep-export.json");
  const exported = JSON.parse(await savedText(data)) as { user: { email: string }; records: { appliances: unknown[]; tasks: { name: string }[] } };
  expect(exported.user.email).toBe("guest@hearthkeep.invalid");
  expect(exported.records.appliances.length).toBeGreaterThan(0);
  expect(exported.records.tasks.length).toBeGreaterThan(0);

  const [calendar] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download calendar (.ics)" }).click()]);
  expect(calendar.suggestedFilename()).toBe("hearthkeep-maintenance.ics");
  const ics = await savedText(calendar);
  expect(ics).toMatch(/^BEGIN:VCALENDAR/);
  expect(ics).toContain("BEGIN:VEVENT");
  expect(ics).toMatch(/SUMMARY:.+\(/);
  expect(ics).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
});

test("a returning visitor with an account signs in from a home kept on this browser and is welcomed back", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "returning");
  await startLocalHome(page);
  await page.goto("/sign-in");
  await expect(page.getByText(/The home you set up on this browser comes with you/)).toBeVisible();
  await page.getByLabel("E-mail").fill(account.email);

  // A wrong password first: the product's words, and the home stays on this browser.
  await page.getByLabel("Password", { exact: true }).fill("not the password at all");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("form", { name: "Sign in" }).getByRole("alert")).toContainText("Login failed. Please try again.");

  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(toasts(page).getByText("Welcome back!")).toBeVisible();
  await expect(toasts(page).getByText(`Logged in as ${account.email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toasts(page).getByText("Your home is now in your account")).toBeVisible();
});
