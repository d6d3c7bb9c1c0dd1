import { test as base } from "@playwright/test";

export const test = base.extend({
  baseURL: async ({}, use) => {
    const baseURL = process.env.E2E_BASE_URL;
    if (!baseURL) throw new Error("E2E_BASE_URL is not set: the global setup did not start the server.");
    await use(baseURL);
  },
});
export { expect } from "@playwright/test";

/** The dashboard's heading greets by the time of day ("Good morning, Sam"). */
export const DASHBOARD_HEADING = /^Good (morning|afternoon|evening)\b/;
