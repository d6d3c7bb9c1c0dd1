import type { Page } from "@playwright/test";
import { onboardedHome } from "./accounts.ts";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { goOffline, openDashboardWithItsOwnCopy } from "./network.ts";

/*
 * docs/product.md §3.15, §4.16, §5.5: the offline queue is stored versioned, and a queue stored the older
 * way (a bare list of changes, without owners) is migrated when read, not emptied: a completion whose
 * minutes were kept as text loses only that field, and still reaches the server with its notes.
 */

test.use({ serviceWorkers: "allow", timezoneId: "UTC" });
test.describe.configure({ timeout: 180_000 });

const QUEUE_KEY = "hearthkeep:offline-queue";
const header = (page: Page) => page.getByRole("banner");
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });


test("a completion with details, stored the older way, survives a reload offline and reaches the server with its notes", async ({ page, context }) => {
  const home = await onboardedHome(page, [{ type: "furnace" }], "older-queue");
  await openDashboardWithItsOwnCopy(page);

  // Offline, a task is completed with notes and the time it took.
  await goOffline(context, page, true);
  await page.getByRole("button", { name: /^Show \d+ later/ }).click({ timeout: 5_000 }).catch(() => undefined);
  const card = page.locator("[data-task-id]").first();
  const taskId = (await card.getAttribute("data-task-id"))!;
  const name = ((await card.getByRole("button", { name: /^Complete / }).getAttribute("aria-label")) ?? "").replace(/^Complete /, "");
  await card.getByRole("button", { name: `More actions for ${name}` }).click();
  await page.getByRole("menuitem", { name: /Complete with details/ }).click();
  const dialog = page.getByRole("dialog", { name: "Complete with details" });
  await dialog.getByLabel("Notes").fill("Filter was grey, changed offline");
  await dialog.getByLabel("Time spent (minutes)").fill("22");
  await dialog.getByRole("button", { name: "Complete task" }).click();
  await expect(page.locator(`[data-task-id="${taskId}"]`)).toHaveCount(0);
  await expect(header(page).getByText("1 change waiting to sync")).toBeAttached();

  // The queue as an older app stored it: a bare list, no owner, the minutes as text.
  await page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? "{}") as { items: { ownerId?: string; meta?: Record<string, unknown> }[] };
    const older = stored.items.map(({ ownerId: _owner, ...item }) => ({ ...item, meta: { ...item.meta, timeSpentMinutes: String(item.meta?.timeSpentMinutes) } }));
    localStorage.setItem(key, JSON.stringify(older));
  }, QUEUE_KEY);

  // Reloaded offline: the change still waits, and the dashboard still shows the task done.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
  await expect(header(page).getByText("1 change waiting to sync")).toBeAttached();
  await expect(page.locator(`[data-task-id="${taskId}"]`)).toHaveCount(0);
  // Migrated whole: nothing was lost that the person must be told of.
  await expect(toasts(page).getByText(/could not be read/)).toHaveCount(0);
  const migrated = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "null") as { version: number; items: { ownerId?: string; meta?: object }[] }, QUEUE_KEY);
  expect(migrated.version).toBe(1);
  expect(migrated.items).toEqual([expect.objectContaining({ meta: { notes: "Filter was grey, changed offline" }, ownerId: expect.any(String) })]);

  // Online, the completion and its notes reach the server.
  await goOffline(context, page, false);
  await expect(header(page).getByText(/waiting to sync/)).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(async () => (await home.read<{ id: string }[]>("/api/tasks?status=completed")).map((task) => task.id)).toEqual([taskId]);
  const details = await home.read<{ history?: { notes?: string | null }[] }>(`/api/tasks/${taskId}/details`);
  expect(details.history?.[0]?.notes).toBe("Filter was grey, changed offline");
  await expect(toasts(page).getByText(/^Failed to/)).toHaveCount(0);
});
