import { test as base } from "@playwright/test";
import { expectOnlyRegisteredKeys } from "./browser-storage.ts";

export const test = base.extend({
  baseURL: async ({}, use) => {
    const baseURL = process.env.E2E_BASE_URL;
    if (!baseURL) throw new Error("E2E_BASE_URL is not set: the global setup did not start the server.");
    await use(baseURL);
  },
  // Whatever a journey leaves in its browser is listed by the cookie policy (docs/product.md §2.6).
  page: async ({ page }, use, testInfo) => {
    await use(page);
    await expectOnlyRegisteredKeys(page, testInfo);
  },
});
export { expect } from "@playwright/test";

/** The dashboard's heading greets by the time of day ("Good morning, Sam"). */
export const DASHBOARD_HEADING = /^Good (morning|afternoon|evening)\b/;
