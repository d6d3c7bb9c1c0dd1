import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, findChromium } from "./browser-config.ts";

export default defineConfig({
  testDir: "./e2e",
  testMatch: "**/*.spec.ts",
  // Two files at a time: each journey makes its own accounts (e2e/accounts.ts) on the one server, and while
  // one waits on the server's password hashing or on a page, the other uses the second core. A file's
  // tests still run in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  globalSetup: "./e2e/global-setup.ts",
  // Limits for a busy machine, not a fast one: a journey signs in several times, and each sign-in costs a
  // full scrypt (about a second on an idle core, several when CI shares the machine). A test that passes
  // waits on conditions only, so a generous limit costs nothing until something is really wrong.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    ...devices["Desktop Chrome"],
    // A trace records a screenshot of every frame as it goes: recording one for every journey and keeping
    // it only on failure cost CI a third of this layer's time (docs/decisions/035). There the retry of a
    // failed journey records one; a run on a developer's machine has no retry, so it keeps recording them.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    actionTimeout: 60_000,
    navigationTimeout: 90_000,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
    // The app's service worker would answer pages from its precache and hide requests from `page.route`;
    // journeys test the app against the server. e2e/offline.spec.ts lets it run.
    serviceWorkers: "block",
  },
});
