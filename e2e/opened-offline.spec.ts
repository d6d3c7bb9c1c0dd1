import { createOnboardedAccount, signInWithForm } from "./accounts.ts";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { goOffline } from "./network.ts";

/*
 * docs/product.md §4.13, §9.4: a signed-in page opened without a network, whose list this browser never
 * kept, waits for the network and reads it as soon as the network is back, without a reload. (The rule that
 * decides it, reads paused rather than failed, is app/query-network.browser.test.ts.)
 */

test.use({ serviceWorkers: "allow" });
test.describe.configure({ timeout: 180_000 });


test("the dashboard opened offline, with no list kept, says it waits for the network and loads as soon as it is back", async ({ page, context, request }) => {
  const account = await createOnboardedAccount(request, "opened-offline");
  // Signed in from a link to the completed tasks: the dashboard has not been seen in this browser yet.
  await page.goto("/completed");
  await signInWithForm(page, account);
  await expect(page.getByRole("heading", { level: 1, name: "Completed tasks" })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none"), { timeout: 60_000 })
    .toBe("activated");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The browser keeps who was signed in, encrypted (decision 056), so a page opened offline opens their screens.
  await expect.poll(() => page.evaluate(() => localStorage.getItem("hearthkeep:session-user") ?? "")).toContain("hearthkeep:encrypted");
  expect(await page.evaluate(() => localStorage.getItem("hearthkeep:app-state") ?? "")).not.toContain(account.email);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("hearthkeep:dashboard")))).toEqual([]);

  await goOffline(context, page, true);
  const listFailed = page.waitForEvent("requestfailed", (failed) => new URL(failed.url()).pathname === "/api/tasks/for-dashboard");
  await page.goto("/dashboard");
  await listFailed;
  await expect(page.getByRole("banner").getByText("Offline")).toBeVisible();
  // The list's next try waits for the network: the page says so rather than loading for ever.
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await expect(page.getByText("Your tasks load as soon as you are back online.")).toBeVisible();
  await expect(page.getByText("Loading tasks...")).toHaveCount(0);

  await goOffline(context, page, false);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("[data-task-id]").first()).toBeAttached();
  await expect(page.getByRole("heading", { name: "You are offline" })).toHaveCount(0);
  await expect(page.getByText("Unable to load tasks. Please check your connection and try again.")).toHaveCount(0);
});
