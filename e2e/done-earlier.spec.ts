import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expect as baseExpect, test } from "./fixtures.ts";

/*
 * docs/product.md §4.5 "Done earlier" and §4.19: a task done yesterday is recorded on that day, shown so in
 * the history, edited there, and found in the maintenance record's CSV. The home is kept in the browser, whose
 * clock the journey sets: a home set up yesterday has tasks that may be dated yesterday (never before they
 * were added), which a server started today could not give.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });
test.use({ timezoneId: "UTC" });

const DAY_MS = 86_400_000;
const noonOf = (instant: number) => new Date(Math.floor(instant / DAY_MS) * DAY_MS + DAY_MS / 2);
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("a task completed with yesterday's date shows that day in the history, is edited there, and is a row of the CSV record", async ({ page }) => {
  const today = noonOf(Date.now());
  const yesterday = new Date(today.getTime() - DAY_MS);
  const yesterdayDay = yesterday.toISOString().slice(0, 10);
  const yesterdayWords = yesterday.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

  // Set up yesterday, without an account.
  await page.clock.setFixedTime(yesterday);
  await page.goto("/try");
  await page.getByRole("button", { name: "Start without an account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Get started" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Today: complete a task with details, dated yesterday.
  await page.clock.setFixedTime(today);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: /Guest$/ })).toBeVisible();
  // A task of an appliance's own, so the appliance's record below has it (the whole home's are the home's).
  const card = page.locator("article[data-slot=task-card]").filter({ hasNot: page.getByText("Whole home", { exact: true }) }).first();
  const place = (await card.locator("p").first().textContent()) ?? "";
  const more = card.getByRole("button", { name: /^More actions for / });
  const taskName = ((await more.getAttribute("aria-label")) ?? "").replace(/^More actions for /, "");
  await more.click();
  await page.getByRole("menuitem", { name: /Complete with details/ }).click();
  const dialog = page.getByRole("dialog", { name: "Complete with details" });
  const doneOn = dialog.getByLabel(/^Done on/);
  await expect(doneOn).toHaveValue(today.toISOString().slice(0, 10));
  await doneOn.fill(yesterdayDay);
  await dialog.getByLabel("Notes").fill("Done the day before");
  await dialog.getByRole("button", { name: "Complete task" }).click();
  await expect(toasts(page).getByText(`${taskName} done`)).toBeVisible();

  // The history shows the day it was done, and edits it.
  await page.goto("/completed");
  const entry = page.getByRole("region", { name: "History" }).getByRole("listitem").filter({ hasText: "Done the day before" });
  await expect(entry.getByText(yesterdayWords)).toBeVisible();
  await entry.getByRole("button", { name: `Edit completion of ${taskName}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit completion" });
  await expect(edit.getByLabel(/^Done on/)).toHaveValue(yesterdayDay);
  await edit.getByLabel("Notes").fill("Done the day before, with a new filter");
  await edit.getByLabel("Cost (dollars)").fill("14.50");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page).getByText(`${taskName} updated`)).toBeVisible();
  await expect(edit).toBeHidden();
  const edited = page.getByRole("region", { name: "History" }).getByRole("listitem").filter({ hasText: "with a new filter" });
  await expect(edited.getByText(yesterdayWords)).toBeVisible();
  // The focus comes back to the entry's Edit.
  await expect(edited.getByRole("button", { name: `Edit completion of ${taskName}` })).toBeFocused();

  // The maintenance record's CSV, made in the browser, has the row.
  await page.goto("/settings");
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV of the maintenance record" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("hearthkeep-maintenance-record.csv");
  const rows: string[][] = parse(await readFile(await download.path()), { bom: true });
  expect(rows).toContainEqual(expect.arrayContaining([yesterdayDay, taskName, "14.50", "Done the day before, with a new filter"]));
  await expect(page.getByText("The PDF is made by our server, so it needs an account; the CSV is made on this browser.")).toBeVisible();

  // The appliance's own record, made in the browser too, holds its rows alone.
  expect(rows.some((row) => row[3] !== place && row[3] !== "Appliance")).toBe(true);
  await page.goto("/appliances");
  await page.getByRole("link", { name: place }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: place })).toBeVisible();
  const downloadingItsOwn = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV of this appliance's maintenance record" }).click();
  const itsOwn: string[][] = parse(await readFile(await (await downloadingItsOwn).path()), { bom: true });
  expect(new Set(itsOwn.slice(1).map((row) => row[3]))).toEqual(new Set([place]));
  expect(itsOwn).toContainEqual(expect.arrayContaining([yesterdayDay, taskName, "14.50"]));
});
