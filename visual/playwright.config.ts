import { defineConfig } from "@playwright/test";
import { chromiumArgs, findChromium } from "../browser-config.ts";

/** Screenshots of every story against the committed baselines in visual/baselines/. */
export default defineConfig({
  testDir: ".",
  testMatch: "stories.visual.ts",
  globalSetup: "./serve-storybook.ts",
  workers: 2,
  fullyParallel: true,
  reporter: [["dot"]],
  timeout: 30_000,
  outputDir: "./diff",
  snapshotPathTemplate: "{testDir}/baselines/{arg}{ext}",
  expect: {
    toHaveScreenshot: { maxDiffPixelRatio: 0.001, threshold: 0.2, animations: "disabled", caret: "hide", scale: "css" },
  },
  use: {
    deviceScaleFactor: 1,
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
