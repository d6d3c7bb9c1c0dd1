import type { Page } from "@playwright/test";
import { createOnboardedAccount, onboardedHome, signInWithForm, signOutInBrowser, type Account } from "./accounts.ts";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { goOffline, openDashboardWithItsOwnCopy } from "./network.ts";

/*
 * docs/product.md §4.13: task changes made without a network wait in the offline queue and reach the
 * server exactly once. The home is set up through the API in the browser's own cookie jar, so the page
 * opens signed in; what the server holds is read with the account's token.
 */

type ApiTask = { id: string; name: string; isCompleted?: boolean };
type Home = {
  account: Account;
  completedIds: () => Promise<string[]>;
  openTasks: () => Promise<ApiTask[]>;
  notesOf: (taskId: string) => Promise<string | null | undefined>;
  /** Ends every session of the account, as 'Sign out of all devices' on another device does. */
  signOutEverywhere: () => Promise<void>;
};

/** A new home and what the server holds of it. */
async function homeWith(page: Page, appliances: readonly object[]): Promise<Home> {
  const home = await onboardedHome(page, appliances, "offline");
  return {
    account: home.account,
    signOutEverywhere: () => home.send("/api/auth/logout-all"),
    completedIds: async () => (await home.read<ApiTask[]>("/api/tasks?status=completed")).map((task) => task.id).sort(),
    openTasks: async () => (await home.read<ApiTask[]>("/api/tasks?status=all&pageSize=100")).filter((task) => !task.isCompleted),
    notesOf: async (taskId) => (await home.read<{ history?: { notes?: string | null }[] }>(`/api/tasks/${taskId}/details`)).history?.[0]?.notes,
  };
}

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });
/** Each toast, whether the toasts' own code is loaded or the plain ones stand in (a first visit offline). */
const toastItems = (page: Page) => toasts(page).locator('[data-slot="toast"]');
const header = (page: Page) => page.getByRole("banner");
const cards = (page: Page) => page.locator("[data-task-id]");

/** Opens the collapsed 'Later' group: a new home's tasks are all weeks away. */
async function showLater(page: Page) {
  const button = page.getByRole("button", { name: /^Show \d+ later/ });
  if (await button.isVisible()) await button.click();
}

/** The first task card of the list that is none of `ids`: its id and name. */
async function firstCardBut(page: Page, ids: readonly string[]): Promise<{ id: string; name: string }> {
  await showLater(page);
  const card = page.locator(`[data-task-id]${ids.map((id) => `:not([data-task-id="${id}"])`).join("")}`).first();
  await expect(card).toBeVisible();
  const label = await card.getByRole("button", { name: /^Complete / }).getAttribute("aria-label");
  return { id: (await card.getAttribute("data-task-id"))!, name: (label ?? "").replace(/^Complete /, "") };
}

/** The first task card of the list: its id and name. */
const firstCard = (page: Page) => firstCardBut(page, []);

/**
 * Completes the first card. The list may change under the pointer (an undo removes the next occurrence its
 * completion opened; a sync brings the server's list), so a card gone before the click is picked again.
 */
async function completeFirstCard(page: Page): Promise<{ id: string; name: string }> {
  for (let attempt = 1; ; attempt++) {
    const task = await firstCard(page);
    const clicked = await page
      .locator(`[data-task-id="${task.id}"]`)
      .getByRole("button", { name: `Complete ${task.name}` })
      .click({ timeout: 5_000 })
      .then(
        () => true,
        (error: unknown) => {
          if (attempt >= 5) throw error;
          return false;
        },
      );
    if (clicked) return task;
  }
}

async function completeFromCard(page: Page, task: { id: string; name: string }) {
  await page.locator(`[data-task-id="${task.id}"]`).getByRole("button", { name: `Complete ${task.name}` }).click();
  await expect(page.locator(`[data-task-id="${task.id}"]`)).toHaveCount(0);
}

/** Waits until the header says nothing waits any more: the queue has drained. */
async function queueDrained(page: Page) {
  await expect(header(page).getByText(/waiting to sync/)).toHaveCount(0, { timeout: 120_000 });
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("hearthkeep:offline-queue") ?? '{"items":[]}') as { items: unknown[] }).items.length)).toBe(0);
}

/** Undoes the history's one undoable completion through its dialog, without a network: the undo waits. */
async function undoFromHistoryOffline(page: Page) {
  await page.getByRole("region", { name: "History" }).getByRole("button", { name: /^Undo/ }).click();
  await page.getByRole("alertdialog", { name: "Undo this completion?" }).getByRole("button", { name: "Undo completion" }).click();
  await expect(toasts(page).getByText("Saved on this device. It syncs when you're back online.")).toBeVisible();
}

/**
 * The completed tasks page's figures and months as it shows them: the counts, time and savings, and the
 * months' tables. The streaks are left out: whether a waiting change ends or starts one is known only
 * once the server has it (features/tasks/header-figures.ts).
 */
async function figuresShown(page: Page): Promise<Record<string, string | null>> {
  const stats = page.getByRole("region", { name: "Statistics" });
  const labels = await stats.getByRole("term").allInnerTexts();
  const values = await stats.getByRole("definition").allInnerTexts();
  const figures: Record<string, string | null> = {};
  labels.forEach((label, index) => {
    if (!/streak/i.test(label)) figures[label] = values[index] ?? null;
  });
  for (const name of ["Tasks completed per month", "Money saved per month (estimate)"]) figures[name] = await page.getByRole("table", { name }).textContent();
  return figures;
}

test.use({ timezoneId: "UTC" });
test.describe.configure({ timeout: 180_000 });

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("the completed tasks page counts the changes waiting on this device as the server counts them once they arrive", async ({ page, context }) => {
    const home = await homeWith(page, [{ type: "furnace" }, { type: "refrigerator" }]);
    // The service worker keeps the app's code, so the menus and dialogs open offline as they do on a phone.
    await openDashboardWithItsOwnCopy(page);

    // Online: one completion the server has, and the completed tasks page read with it.
    const online = await firstCard(page);
    const completed = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${online.id}/complete`));
    await completeFromCard(page, online);
    expect((await completed).status()).toBe(200);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Completed" }).click();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByRole("heading", { name: online.name })).toBeVisible({ timeout: 30_000 });
    const stats = page.getByRole("region", { name: "Statistics" });
    await expect(stats.getByRole("definition").first()).toHaveText("1");

    // Offline: that completion is undone, and two others are made on the dashboard, one with its time and cost.
    await goOffline(context, page, true);
    await undoFromHistoryOffline(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    // Two other tasks than the one undone, which is back on the list.
    const plain = await firstCardBut(page, [online.id]);
    await completeFromCard(page, plain);
    const detailed = await firstCardBut(page, [online.id]);
    await page.locator(`[data-task-id="${detailed.id}"]`).getByRole("button", { name: `More actions for ${detailed.name}` }).click();
    await page.getByRole("menuitem", { name: /Complete with details/ }).click();
    const dialog = page.getByRole("dialog", { name: "Complete with details" });
    await dialog.getByLabel("Time spent (minutes)").fill("25");
    await dialog.getByLabel("Cost (dollars)").fill("12");
    await dialog.getByRole("button", { name: "Complete task" }).click();
    await expect(page.locator(`[data-task-id="${detailed.id}"]`)).toHaveCount(0);
    await expect(header(page).getByText("3 changes waiting to sync")).toBeAttached();

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Completed" }).click();
    await expect(history.getByRole("heading", { name: detailed.name })).toBeVisible();
    await expect(stats.getByRole("definition").first()).toHaveText("2");
    const whileWaiting = await figuresShown(page);

    // Online, the changes reach the server; read afresh from it, the page shows the same figures.
    await goOffline(context, page, false);
    await queueDrained(page);
    expect(await home.completedIds()).toEqual([plain.id, detailed.id].sort());
    await page.reload();
    await expect(history.getByRole("heading", { name: detailed.name })).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => figuresShown(page)).toEqual(whileWaiting);
  });

  test("offline: three completions, notes on one, an undo of another; a reload offline keeps the queue; online, the server holds exactly two completions and the notes", async ({ page, context }) => {
    const home = await homeWith(page, [{ type: "furnace" }, { type: "refrigerator" }, { type: "dishwasher" }]);
    await openDashboardWithItsOwnCopy(page);

    await goOffline(context, page, true);
    await expect(header(page).getByText("Offline")).toBeVisible();

    const plain = await firstCard(page);
    await completeFromCard(page, plain);
    await expect(toasts(page).getByText("Saved on this device. It syncs when you're back online.").first()).toBeVisible();

    const noted = await firstCard(page);
    await page.locator(`[data-task-id="${noted.id}"]`).getByRole("button", { name: `More actions for ${noted.name}` }).click();
    await page.getByRole("menuitem", { name: /Complete with details/ }).click();
    const dialog = page.getByRole("dialog", { name: "Complete with details" });
    await dialog.getByLabel("Notes").fill("Coils vacuumed, offline");
    await dialog.getByRole("button", { name: "Complete task" }).click();
    await expect(page.locator(`[data-task-id="${noted.id}"]`)).toHaveCount(0);

    const undone = await firstCard(page);
    await completeFromCard(page, undone);
    await toastItems(page).filter({ hasText: `${undone.name} done` }).getByRole("button", { name: "Undo" }).click();
    await expect(page.locator(`[data-task-id="${undone.id}"]`).getByRole("button", { name: `Complete ${undone.name}` })).toBeVisible();
    await expect(header(page).getByText("4 changes waiting to sync")).toBeAttached();

    // Reloaded without a network: the service worker opens the app, the session is the one this browser
    // had, the dashboard is its last list, and the queue is as it was.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
    await expect(header(page).getByText("4 changes waiting to sync")).toBeAttached();
    await expect(page.locator(`[data-task-id="${plain.id}"]`)).toHaveCount(0);
    await expect(page.locator(`[data-task-id="${undone.id}"]`)).toHaveCount(1);
    expect(await home.completedIds()).toEqual([]);

    await goOffline(context, page, false);
    await queueDrained(page);
    await expect.poll(() => home.completedIds()).toEqual([plain.id, noted.id].sort());
    expect(await home.notesOf(noted.id)).toBe("Coils vacuumed, offline");
  });

  test("a change made offline in a browser reopened from its own copy, its session cookies gone, reaches the server once online, and the session holds", async ({ page, context }) => {
    const home = await homeWith(page, [{ type: "furnace" }]);
    await openDashboardWithItsOwnCopy(page);

    // Closing the browser ends its session cookies, the CSRF cookie among them; the refresh cookie stays.
    // Reopened offline, the app comes from the service worker's copy, which sets no cookie.
    await goOffline(context, page, true);
    await context.clearCookies({ name: "csrf_token" });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
    const task = await firstCard(page);
    await completeFromCard(page, task);
    await expect(header(page).getByText("1 change waiting to sync")).toBeAttached();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("csrf_token");

    // Whichever request reaches the server first brings the cookie back; the queued change is made to be that one.
    let changeAnswered = () => {};
    const changeSent = new Promise<void>((resolve) => (changeAnswered = resolve));
    page.on("response", (response) => {
      if (response.request().method() === "PUT") changeAnswered();
    });
    await page.route(/\/api\//, async (route) => {
      if (route.request().method() === "GET") await changeSent;
      await route.fallback();
    });
    await goOffline(context, page, false);
    await queueDrained(page);
    await expect.poll(() => home.completedIds()).toEqual([task.id]);
    await expect(toasts(page).getByText(/^Failed to/)).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    await expect(page.locator(`[data-task-id="${task.id}"]`)).toHaveCount(0);
  });

  test("a change queued offline waits through a session that ended meanwhile, and reaches the server once its owner signs in again, not in someone else's session", async ({ page, context, request }) => {
    const home = await homeWith(page, [{ type: "furnace" }]);
    await openDashboardWithItsOwnCopy(page);

    await goOffline(context, page, true);
    const task = await firstCard(page);
    await completeFromCard(page, task);
    await expect(header(page).getByText("1 change waiting to sync")).toBeAttached();
    // Reloaded offline, the page holds no access token any more: only the refresh cookie could renew it.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
    await expect(header(page).getByText("1 change waiting to sync")).toBeAttached();

    // Meanwhile every session of the account is ended elsewhere: back online, this browser is signed out.
    await home.signOutEverywhere();
    await goOffline(context, page, false);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible({ timeout: 60_000 });
    expect(await home.completedIds()).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem("hearthkeep:offline-queue"))).toContain(task.id);

    // Someone else signs in on this browser first: the change is not theirs, so it is neither sent in their
    // session (their server would refuse a task of another home, and the change would be dropped) nor
    // counted in their header.
    const neighbour = await createOnboardedAccount(request, "neighbour");
    await signInWithForm(page, neighbour);
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
    await expect(header(page).getByText(/waiting to sync/)).toHaveCount(0);
    // A change of their own goes straight to the server: had the queue sent the other one, it went first.
    const theirs = await firstCard(page);
    await completeFromCard(page, theirs);
    await expect(toasts(page).getByText(`${theirs.name} done`).first()).toBeVisible();
    await expect(header(page).getByText(/waiting to sync/)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("hearthkeep:offline-queue"))).toContain(task.id);
    await expect(toasts(page).getByText(/^Failed to/)).toHaveCount(0);
    await signOutInBrowser(page);

    await signInWithForm(page, home.account);
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
    await queueDrained(page);
    await expect.poll(() => home.completedIds()).toEqual([task.id]);
    await expect(toasts(page).getByText(/^Failed to/)).toHaveCount(0);
  });
});

test("while an undo waits, the undone task is shown and the occurrence its completion opened is not, even when the server's list read midway says otherwise", async ({ page, context }) => {
  const home = await homeWith(page, [{ type: "smoke-co-detectors" }]);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });

  // Offline: a completion and its undo wait, in that order.
  await goOffline(context, page, true);
  const task = await firstCard(page);
  await completeFromCard(page, task);
  await toastItems(page).filter({ hasText: `${task.name} done` }).getByRole("button", { name: "Undo" }).click();
  await expect(header(page).getByText("2 changes waiting to sync")).toBeAttached();

  // Online, the completion reaches the server (which opens the next occurrence) and the undo is held on
  // its way: the server's list, read again now, has the next occurrence and not the undone task.
  let releaseUndo = () => {};
  const undoHeld = new Promise<void>((resolve) => (releaseUndo = resolve));
  await page.route("**/api/tasks/*/uncomplete", async (route) => {
    await undoHeld;
    await route.continue();
  });
  const completed = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${task.id}/complete`));
  const undoSent = page.waitForRequest((request) => request.url().endsWith(`/api/tasks/${task.id}/uncomplete`));
  await goOffline(context, page, false);
  expect((await completed).status()).toBe(200);
  await undoSent;
  const [next] = (await home.openTasks()).filter((open) => open.name === task.name);
  expect(next?.id).toBeDefined();
  expect(next?.id).not.toBe(task.id);

  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Completed" }).click();
  const reread = page.waitForResponse((response) => response.url().endsWith("/api/tasks/for-dashboard") && response.ok());
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await reread;
  await showLater(page);
  await expect(page.getByRole("button", { name: /^Show \d+ later/ })).toHaveCount(0);
  // The next occurrence is not offered: completing it would be refused once the undo has removed it.
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator(`[data-task-id="${next!.id}"]`)).toHaveCount(0);
  // The undone task is, although the server still has it completed: it is shown from the undo's copy.
  await expect(page.locator(`[data-task-id="${task.id}"]`).getByRole("button", { name: `Complete ${task.name}` })).toBeVisible();

  releaseUndo();
  await queueDrained(page);
  await expect(page.locator(`[data-task-id="${task.id}"]`).getByRole("button", { name: `Complete ${task.name}` })).toBeVisible();
  await expect(page.locator(`[data-task-id="${next!.id}"]`)).toHaveCount(0);
  expect(await home.completedIds()).toEqual([]);
  expect((await home.openTasks()).map((open) => open.id)).toContain(task.id);
  await expect(toasts(page).getByText(/^Failed to/)).toHaveCount(0);
});

test("an undo made offline on the completed tasks page shows the task on the dashboard as it was, due on its own day, in the place of the occurrence its completion opened", async ({ page, context }) => {
  const home = await homeWith(page, [{ type: "smoke-co-detectors" }]);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });

  // Online: a completion, and the dashboard's list read again, with the next occurrence it opened.
  const task = await firstCard(page);
  const cardBefore = await page.locator(`[data-task-id="${task.id}"]`).innerText();
  const completed = page.waitForResponse((response) => response.url().endsWith(`/api/tasks/${task.id}/complete`));
  const reread = page.waitForResponse((response) => response.url().endsWith("/api/tasks/for-dashboard") && response.ok());
  await completeFromCard(page, task);
  expect((await completed).status()).toBe(200);
  await reread;
  const [next] = (await home.openTasks()).filter((open) => open.name === task.name);
  expect(next?.id).toBeDefined();
  await expect(page.locator(`[data-task-id="${next!.id}"]`)).toBeAttached();

  // Offline, on the completed tasks page, the completion is undone: the undo waits.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Completed" }).click();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("heading", { name: task.name })).toBeVisible({ timeout: 30_000 });
  await goOffline(context, page, true);
  await undoFromHistoryOffline(page);

  // The dashboard, still offline, shows the task as it was before its completion, and not the occurrence
  // the undo will remove, although its own list (read online) has that occurrence and not the task.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await showLater(page);
  const card = page.locator(`[data-task-id="${task.id}"]`);
  await expect(card.getByRole("button", { name: `Complete ${task.name}` })).toBeVisible();
  expect(await card.innerText()).toBe(cardBefore);
  await expect(page.locator(`[data-task-id="${next!.id}"]`)).toHaveCount(0);

  // Online, the undo reaches the server, which then lists the same.
  await goOffline(context, page, false);
  await queueDrained(page);
  await expect(card.getByRole("button", { name: `Complete ${task.name}` })).toBeVisible();
  await expect(page.locator(`[data-task-id="${next!.id}"]`)).toHaveCount(0);
  expect(await card.innerText()).toBe(cardBefore);
  expect(await home.completedIds()).toEqual([]);
  expect((await home.openTasks()).map((open) => open.id)).toContain(task.id);
  await expect(toasts(page).getByText(/^Failed to/)).toHaveCount(0);
});


test("100 quick online/offline flips while completing and undoing lose nothing and duplicate nothing", async ({ page, context }) => {
  test.setTimeout(300_000);
  const home = await homeWith(page, [{ type: "furnace" }, { type: "refrigerator" }, { type: "dishwasher" }, { type: "washing-machine" }, { type: "water-heater-tank" }, { type: "smoke-co-detectors" }, { type: "oven-range" }, { type: "dryer" }, { type: "central-ac" }, { type: "garbage-disposal" }]);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
  // Every "Failed to …" toast, noted as it shows: a toast closes after a few seconds, and a change the server
  // refused (a 404 for an occurrence an undo removed, say) must be reported as refused, not found missing at
  // the end.
  await page.evaluate(() => {
    const refusals: string[] = [];
    Object.assign(window, { refusalsShown: refusals });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-slot="toast"]:not([data-refusal-noted])')) {
        if (!toast.textContent?.includes("Failed to")) continue;
        toast.setAttribute("data-refusal-noted", "");
        refusals.push(toast.textContent);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  // What each task's last change was: the server must end with exactly the completed ones.
  const lastChange = new Map<string, "complete" | "undo">();
  let undos = 0;
  for (let flip = 0; flip < 100; flip++) {
    await context.setOffline(flip % 2 === 0);
    // A change every third flip, alternately offline (0, 6, 12 …) and online (3, 9, 15 …).
    if (flip % 3 !== 0) continue;
    // Tag the toasts already shown, so the Undo below is the new completion's own: a toast of the same
    // name may still be up from an earlier occurrence, and `.last()` would find it before the new one shows.
    await page.locator('[data-slot="toast"]').evaluateAll((shown) => shown.forEach((toast) => toast.setAttribute("data-shown-before", "")));
    const task = await completeFirstCard(page);
    lastChange.set(task.id, "complete");
    if (flip % 12 !== 0) continue;
    // Undo from its toast straight away: the toast lasts 2.5 s (docs/product.md §9), so on a machine too
    // busy to reach it in time the completion simply stands, and is counted as such.
    const undo = toastItems(page)
      .filter({ hasText: `${task.name} done` })
      .and(page.locator(":not([data-shown-before])"))
      .getByRole("button", { name: "Undo" });
    const undone = await undo.click({ timeout: 5_000 }).then(
      () => true,
      () => false,
    );
    // The pointer resting on the toasts would hold them all open.
    await page.mouse.move(0, 0);
    if (!undone) continue;
    undos++;
    lastChange.set(task.id, "undo");
    await expect(async () => {
      await showLater(page);
      await expect(page.locator(`[data-task-id="${task.id}"]`).first()).toBeVisible({ timeout: 1000 });
    }).toPass();
  }
  expect(undos).toBeGreaterThan(0);
  await goOffline(context, page, false);
  await queueDrained(page);

  const expected = [...lastChange].filter(([, change]) => change === "complete").map(([id]) => id).sort();
  expect(expected.length).toBeGreaterThan(10);
  // Nothing was refused on the way (a duplicate would have been), then nothing is missing.
  expect(await page.evaluate(() => (window as unknown as { refusalsShown: string[] }).refusalsShown), "changes refused on the way").toEqual([]);
  await expect.poll(() => home.completedIds(), { timeout: 30_000 }).toEqual(expected);
  await expect(toasts(page).getByText(/^Failed to/)).toHaveCount(0);
});
