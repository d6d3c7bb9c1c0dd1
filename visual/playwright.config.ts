import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "../browser-config.ts";
import { screenshotOptions } from "./screenshot-options.ts";

/** Screenshots of every story against the committed baselines in visual/baselines/. */
export default defineConfig({
  testDir: ".",
  testMatch: "*.visual.ts",
  globalSetup: "./serve-storybook.ts",
  workers: 2,
  fullyParallel: true,
  // In CI, as in the end-to-end and story runs: a story whose play loses a race on a shared machine gets
  // one more try, and the report names it flaky; a picture that differs twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [["dot"]],
  timeout: 30_000,
  outputDir: "./diff",
  snapshotPathTemplate: "{testDir}/baselines/{arg}{ext}",
  expect: {
    // Chromium renders a story the same pixel for pixel from run to run, so no pixel may differ; pixel-change.visual.ts proves a 1 px change fails.
    toHaveScreenshot: { maxDiffPixels: 8, threshold: 0.2, ...screenshotOptions },
  },
  use: {
    deviceScaleFactor: 1,
    launchOptions: { executablePath: findChromium(), args: [...chromiumArgs, "--disable-checker-imaging"] },
  },
});
