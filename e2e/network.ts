import type { BrowserContext, Page } from "@playwright/test";
import { DASHBOARD_HEADING, expect } from "./fixtures.ts";

/** Takes the browser off the network, or puts it back, and waits until the page has heard it. */
export async function goOffline(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  // The app hears the browser's own online/offline events; waited for, not slept on.
  await page.waitForFunction((expected) => navigator.onLine === expected, !offline);
}

/**
 * Opens the dashboard and waits for the service worker to control it: the app's own copy must be in place
 * before the network goes, or a reload offline has nothing to open.
 */
export async function openDashboardWithItsOwnCopy(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none"), { timeout: 60_000 })
    .toBe("activated");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
