import type { BrowserContext, Page } from "@playwright/test";
import { onboardedHome, signInWithForm, signOutInBrowser } from "./accounts.ts";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { goOffline, openDashboardWithItsOwnCopy } from "./network.ts";

/*
 * A shared computer (decisions 051, 056, 057): after a person signs out with a change still waiting, nothing
 * the browser keeps reads as theirs (their e-mail, their name, a task's name, a note they wrote), and the
 * change still reaches the server when they sign in again with their password. A session restored from its
 * cookie has no password to seal with: signing out asks first, and what it said would happen is what does.
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

/** The cookies the browser holds for the app, each with what a token among them says once decoded. */
async function cookiesStored(context: BrowserContext): Promise<Stored[]> {
  const decoded = (value: string) =>
    value
      .split(".")
      .map((part) => {
        try {
          return Buffer.from(part, "base64url").toString("utf8");
        } catch {
          return "";
        }
      })
      .join(" ");
  return (await context.cookies()).map((cookie) => ({ where: `cookie ${cookie.name}`, text: `${cookie.name} ${decodeURIComponent(cookie.value)} ${decoded(cookie.value)}` }));
}

/**
 * What of the person is readable anywhere the browser keeps something for this site. The app's own code
 * holds the catalogue's task names (a home kept in the browser plans from them) and ordinary words such as
 * a first name: there they say nothing about who used this browser, and only the e-mail and the note,
 * which are this run's alone, are looked for. Everywhere else all four are.
 */
async function readableTraces(page: Page, context: BrowserContext, person: { email: string; name: string; note: string; taskName: string }): Promise<string[]> {
  const unique = [person.email, person.note].map((text) => text.toLowerCase());
  const ordinary = [person.name, person.taskName].map((text) => text.toLowerCase());
  const stored = [...(await everythingStored(page)), ...(await cookiesStored(context))];
  return stored.flatMap(({ where, text, appCode }) =>
    [...unique, ...(appCode ? [] : ordinary)].filter((needle) => text.toLowerCase().includes(needle)).map((needle) => `${needle} in ${where}`),
  );
}

/** Completes the dashboard's first task offline, with a note; returns its id and name. */
async function completeFirstTaskOffline(page: Page, context: BrowserContext): Promise<{ taskId: string; taskName: string }> {
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
  return { taskId, taskName };
}

test("after signing out with a change waiting, no e-mail, name, task name or note is readable in the browser; the owner's next sign-in sends the change", async ({ page, context }) => {
  const home = await onboardedHome(page, [{ type: "furnace" }], "shared-browser");
  // Signed in with the form, as a person does: the session's secret comes from the password.
  await context.clearCookies();
  await page.goto("/sign-in");
  await signInWithForm(page, home.account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
  await openDashboardWithItsOwnCopy(page);
  const { taskId, taskName } = await completeFirstTaskOffline(page, context);

  await signOutInBrowser(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible({ timeout: 30_000 });
  // Told what is kept, how and for whom.
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("1 change kept for you, encrypted")).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith("hearthkeep:sealed-queue:")))).toBe(true);
  expect(await readableTraces(page, context, { email: home.account.email, name: "Robin", note: NOTE, taskName })).toEqual([]);

  await goOffline(context, page, false);
  await page.goto("/sign-in");
  await signInWithForm(page, home.account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await home.read<{ id: string }[]>("/api/tasks?status=completed")).map((task) => task.id), { timeout: 60_000 }).toEqual([taskId]);
  const details = await home.read<{ history?: { notes?: string | null }[] }>(`/api/tasks/${taskId}/details`);
  expect(details.history?.[0]?.notes).toBe(NOTE);
});

test("a session restored from its cookie keeps no plain e-mail or name while signed in, and a sign-out with a change waiting says the change goes, then leaves nothing readable", async ({ page, context }) => {
  // Signed up through the API: the browser holds the session's cookie, and its pages restore the session
  // from it without the password ever being typed here.
  const home = await onboardedHome(page, [{ type: "furnace" }], "restored-session");
  await openDashboardWithItsOwnCopy(page);
  // Who is signed in is kept for a start without a network, encrypted (decision 056).
  await expect.poll(() => page.evaluate(() => localStorage.getItem("hearthkeep:session-user") ?? "")).toContain("hearthkeep:encrypted");
  const webStorage = async () => (await everythingStored(page)).filter(({ where }) => where.startsWith("localStorage") || where.startsWith("sessionStorage"));
  expect((await webStorage()).filter(({ text }) => text.toLowerCase().includes(home.account.email.toLowerCase()) || text.includes("Robin")).map(({ where }) => where)).toEqual([]);

  const { taskName } = await completeFirstTaskOffline(page, context);
  await signOutInBrowser(page);
  // No password in this session, so nothing to seal the change with: asked first, and told plainly (decision 057).
  const dialog = page.getByRole("alertdialog", { name: "Sign out with 1 change not synced?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("If you sign out now, it is deleted from this device and never reaches your account.");
  await dialog.getByRole("button", { name: "Delete it and sign out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => page.evaluate(() => localStorage.getItem("hearthkeep:offline-queue"))).toBeNull();
  expect(await readableTraces(page, context, { email: home.account.email, name: "Robin", note: NOTE, taskName })).toEqual([]);

  // What the dialog said: the change never reaches the account, also once its owner signs in again.
  await goOffline(context, page, false);
  await page.goto("/sign-in");
  await signInWithForm(page, home.account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 60_000 });
  expect(await home.read<{ id: string }[]>("/api/tasks?status=completed")).toEqual([]);
});
