import type { Page } from "@playwright/test";
import { onboardedHome, type OnboardedHome } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/*
 * The dashboard and the task guide against the real server. The home is set up through the API (the
 * onboarding screens are their own journey), in the browser's own cookie jar, so the page opens signed in.
 */

type ApiTask = { id: string; name: string; dueDate: string; daysUntilDue: number; priority?: "high" | "medium" | "low"; masterTaskSlug?: string | null; snoozeUntil?: string | null };

const PRIORITY = { high: 0, medium: 1, low: 2 } as const;

/** The dashboard's list as the server gives it. */
const dashboardTasks = (home: OnboardedHome) => home.read<ApiTask[]>("/api/tasks/for-dashboard");

/** The dashboard's groups by days until due: overdue, this week, coming up (the next month), later. */
const bucket = (days: number) => (days < 0 ? 0 : days < 7 ? 1 : days < 31 ? 2 : 3);

/** The groups and docs/product.md §4's order inside each: overdue first, priority high → low, earliest date. */
function expectedOrder(tasks: ApiTask[]): string[] {
  return [...tasks]
    .sort(
      (a, b) =>
        bucket(a.daysUntilDue) - bucket(b.daysUntilDue) ||
        PRIORITY[a.priority ?? "medium"] - PRIORITY[b.priority ?? "medium"] ||
        a.dueDate.localeCompare(b.dueDate),
    )
    .map((task) => task.name);
}

const cardNames = (page: Page) => page.locator('[data-slot="task-card"] h3').allTextContents();
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test.use({ timezoneId: "UTC" });
// Journeys of many steps against the real server: three times the default budget.
test.slow();

test("the dashboard lists the generated tasks in the spec's order; complete, undo, details and snooze", async ({ page }) => {
  const home = await onboardedHome(page, [{ type: "furnace", yearsOld: 12 }, { type: "water-heater-tank", yearsOld: 9 }, { type: "smoke-co-detectors" }, { type: "washing-machine", yearsOld: 6 }], "dashboard");
  const tasks = await dashboardTasks(home);
  expect(tasks.length).toBeGreaterThan(3);

  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: /^Good (morning|afternoon|evening)/ })).toBeVisible({ timeout: 30_000 });
  const showLater = page.getByRole("button", { name: /^Show \d+ later/ });
  if (await showLater.isVisible()) await showLater.click();
  expect(await cardNames(page)).toEqual(expectedOrder(tasks));

  // Complete in one click: the toast says when it comes back; Undo restores the card.
  const filter = tasks.find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
  // This occurrence's card: completing it opens the next occurrence, a card of the same name further down.
  const filterCard = page.locator(`[data-task-id="${filter.id}"]`);
  await filterCard.getByRole("button", { name: `Complete ${filter.name}` }).click();
  await expect(toasts(page).getByText(`${filter.name} done`)).toBeVisible();
  await expect(toasts(page).getByText(/^Next due [A-Z][a-z]{2} \d{1,2}(, \d{4})?$/)).toBeVisible();
  await expect(filterCard).toHaveCount(0);
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(filterCard.getByRole("button", { name: `Complete ${filter.name}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Complete ${filter.name}` })).toHaveCount(1);
  await expect(toasts(page).getByText(`${filter.name} is back on your list`)).toBeVisible();

  // Complete with details: notes, 20 minutes and $12.50 show in the task page's history.
  await filterCard.getByRole("button", { name: `More actions for ${filter.name}` }).click();
  await page.getByRole("menuitem", { name: /Complete with details/ }).click();
  const dialog = page.getByRole("dialog", { name: "Complete with details" });
  await dialog.getByLabel("Notes").fill("MERV 11, 16x25x1");
  await dialog.getByLabel("Time spent (minutes)").fill("20");
  await dialog.getByLabel("Cost (dollars)").fill("12.50");
  await dialog.getByRole("button", { name: "Complete task" }).click();
  await expect(toasts(page).getByText(`${filter.name} done`).last()).toBeVisible();
  await page.goto(`/task/${filter.id}`);
  const history = page.getByRole("heading", { name: "History in your home" }).locator("..");
  await expect(history.getByText("MERV 11, 16x25x1")).toBeVisible({ timeout: 15_000 });
  await expect(history.getByText("20 min spent · $12.50 spent on it")).toBeVisible();

  // Snooze by 7 days: the card moves to the group of the day the snooze ends (a week from today, or its
  // own due date when that is later), says until when (or keeps its due date when the snooze ends first,
  // docs/product.md §4.5), and stays there after a reload.
  await page.goto("/dashboard");
  const soonest = (await dashboardTasks(home)).sort((a, b) => a.daysUntilDue - b.daysUntilDue)[0]!;
  const groupOf = (days: number) => ["overdue", "this-week", "coming-up", "later"][bucket(days)]!;
  const before = groupOf(soonest.daysUntilDue);
  const after = groupOf(Math.max(soonest.daysUntilDue, 7));
  const card = (group: string) => page.locator(`section[data-group="${group}"] [data-task-id="${soonest.id}"]`);
  const label = soonest.daysUntilDue < 7 ? /^Snoozed until/ : /^Due in \d+ days$/;
  if (before === "later") await page.getByRole("button", { name: /^Show \d+ later/ }).click();
  await expect(card(before)).toBeVisible({ timeout: 15_000 });
  await card(before).getByRole("button", { name: /^More actions/ }).click();
  await page.getByRole("menuitem", { name: "Snooze 7 days" }).click();
  await expect(toasts(page).getByText(/ snoozed until /)).toBeVisible();
  await expect(card(after).getByText(label)).toBeVisible();
  if (after !== before) await expect(card(before)).toHaveCount(0);
  await page.reload();
  if (after === "later") await page.getByRole("button", { name: /^Show \d+ later/ }).click();
  await expect(card(after).getByText(label)).toBeVisible({ timeout: 15_000 });
});

test("a complete the server refuses restores the card and says 'Failed to complete task'", async ({ page }) => {
  const home = await onboardedHome(page, [{ type: "furnace", yearsOld: 5 }], "dashboard");
  const [first] = await dashboardTasks(home);
  await page.route("**/api/tasks/*/complete", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "INTERNAL", message: "Broken on purpose" } }) }),
  );
  await page.goto("/dashboard");
  await page.getByRole("button", { name: `Complete ${first!.name}` }).first().click({ timeout: 30_000 });
  await expect(toasts(page).getByText("Failed to complete task")).toBeVisible();
  await expect(page.getByRole("button", { name: `Complete ${first!.name}` }).first()).toBeVisible();
});

test("a task that is not there, or not this home's, says so at once: the server's 404 is final and not asked again", async ({ page }) => {
  await onboardedHome(page, [{ type: "furnace", yearsOld: 5 }], "dashboard");
  const missing = "00000000-0000-4000-8000-000000000000";
  const asked: number[] = [];
  page.on("response", (response) => {
    if (response.url().includes(`/api/tasks/${missing}`)) asked.push(response.status());
  });
  await page.goto(`/task/${missing}`);
  await expect(page.getByRole("heading", { name: "Task not found" })).toBeVisible({ timeout: 30_000 });
  expect(asked).toEqual([404]);
});

test("the guide of 'hvac-replace-filter' goes through every step by keyboard, each drawing loaded and its marks in words, and unlocks 'Guide followed'", async ({ page }) => {
  const home = await onboardedHome(page, [{ type: "furnace" }], "dashboard");
  const filter = (await dashboardTasks(home)).find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
  const guide = (await (await page.request.get("/api/catalog/tasks/hvac-replace-filter")).json()) as {
    data: { steps: { title: string; media: { overlays?: { label: string }[] } }[] };
  };

  await page.goto(`/task/${filter.id}`);
  await page.getByRole("button", { name: "Start the guide" }).click({ timeout: 30_000 });
  const region = page.getByRole("region", { name: /step-by-step guide/ });
  const steps = guide.data.steps;
  for (const [index, step] of steps.entries()) {
    await expect(region.getByText(`Step ${index + 1} of ${steps.length}`)).toBeVisible();
    await expect(region.getByRole("heading", { level: 2, name: step.title })).toBeVisible();
    const drawing = region.locator("figure img");
    await expect.poll(() => drawing.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    for (const overlay of step.media.overlays ?? []) {
      await expect(region.locator('[data-slot="image-with-overlays-legend"]').getByText(new RegExp(`^${overlay.label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:`))).toBeAttached();
    }
    if (index < steps.length - 1) await page.keyboard.press("ArrowRight");
  }
  await region.getByRole("button", { name: "Finish and complete" }).press("Enter");
  await expect(page.getByRole("dialog", { name: "Complete with details" })).toBeVisible();
  // Following a guide to its end unlocks its achievement, announced at once.
  await expect(page.getByText("Achievement unlocked: Guide followed", { exact: true })).toBeVisible();
});
