import type { Page } from "@playwright/test";
import { onboardedHome, signInWithForm, signOutInBrowser } from "./accounts.ts";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { goOffline, openDashboardWithItsOwnCopy } from "./network.ts";

/*
 * A shared computer (decision 051): after a person signs out with a change still waiting, nothing the
 * browser keeps reads as theirs (their e-mail, their name, a task's name, a note they wrote), and the change
 * still reaches the server when they sign in again.
 */

test.use({ serviceWorkers: "allow", timezoneId: "UTC" });
test.describe.configure({ timeout: 180_000 });

const NOTE = "Filter swapped, the old one was grey";

/** A value found in the browser; `appCode` for the app's own files its service worker keeps, the same for everyone. */
type Stored = { where: string; text: string; appCode?: boolean };

/** Every value the page can read from its origin's storage: Web Storage, IndexedDB and Cache Storage. */
async function everythingStored(page: Page): Promise<Stored[]> {
  return page.evaluate(async () => {
    const found: Stored[] = [];
    for (const [name, storage] of [["localStorage", localStorage], ["sessionStorage", sessionStorage]] as const) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? "";
        found.push({ where: `${name} ${key}`, text: `${key} ${storage.getItem(key) ?? ""}` });
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} did not open`));
      });
      for (const storeName of database.objectStoreNames) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(storeName).objectStore(storeName).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error(`${storeName} did not read`));
        });
        found.push({ where: `IndexedDB ${name}/${storeName}`, text: JSON.stringify(values) });
      }
      database.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        found.push({ where: `Cache ${cacheName} ${request.url}`, text: `${request.url} ${(await response?.text()) ?? ""}`, appCode: cacheName.startsWith("workbox-precache") });
      }
    }
    return found;
  });
}

test("after signing out with a change waiting, no e-mail, name, task name or note is readable in the browser; the owner's next sign-in sends the change", async ({ page, context }) => {
  const home = await onboardedHome(page, [{ type: "furnace" }], "shared-browser");
  // Signed in with the form, as a person does: the session's secret comes from the password.
  await context.clearCookies();
  await page.goto("/sign-in");
  await signInWithForm(page, home.account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
  await openDashboardWithItsOwnCopy(page);

  await goOffline(context, page, true);
  await page.getByRole("button", { name: /^Show \d+ later/ }).click({ timeout: 5_000 }).catch(() => undefined);
  const card = page.locator("[data-task-id]").first();
  await expect(card).toBeVisible();
  const taskId = (await card.getAttribute("data-task-id"))!;
  const taskName = ((await card.getByRole("button", { name: /^Complete / }).getAttribute("aria-label")) ?? "").replace(/^Complete /, "");
  expect(taskName).not.toBe("");
  await card.getByRole("button", { name: `More actions for ${taskName}` }).click();
  await page.getByRole("menuitem", { name: /Complete with details/ }).click();
  const dialog = page.getByRole("dialog", { name: "Complete with details" });
  await dialog.getByLabel("Notes").fill(NOTE);
  await dialog.getByRole("button", { name: "Complete task" }).click();
  await expect(page.getByRole("banner").getByText("1 change waiting to sync")).toBeAttached();

  await signOutInBrowser(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible({ timeout: 30_000 });
  // Told what is kept, how and for whom.
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("1 change kept for you, encrypted")).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("hearthkeep:sealed-queue:")))).toBe(true);

  // The app's own code holds the catalogue's task names (a home kept in the browser plans from them) and
  // ordinary words such as a first name: there they say nothing about who used this browser, and only the
  // e-mail and the note, which are this run's alone, are looked for. Everywhere else all four are.
  const unique = [home.account.email, NOTE].map((text) => text.toLowerCase());
  const ordinary = ["Robin", taskName].map((text) => text.toLowerCase());
  const stored = await everythingStored(page);
  const leaks = stored.flatMap(({ where, text, appCode }) =>
    [...unique, ...(appCode ? [] : ordinary)].filter((needle) => text.toLowerCase().includes(needle)).map((needle) => `${needle} in ${where}`),
  );
  expect(leaks).toEqual([]);

  await goOffline(context, page, false);
  await page.goto("/sign-in");
  await signInWithForm(page, home.account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await home.read<{ id: string }[]>("/api/tasks?status=completed")).map((task) => task.id), { timeout: 60_000 }).toEqual([taskId]);
  const details = await home.read<{ history?: { notes?: string | null }[] }>(`/api/tasks/${taskId}/details`);
  expect(details.history?.[0]?.notes).toBe(NOTE);
});
