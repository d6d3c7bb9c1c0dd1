import { defineConfig, mergeConfig } from "vitest/config";
import { playwright } from "@vitest/browser-playwright";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import viteConfig from "./vite.config.ts";
import { chromiumArgs, findChromium } from "./browser-config.ts";
import { LongFilesFirst } from "./test-support/long-files-first.ts";

process.env.STORYBOOK_DISABLE_TELEMETRY = "1";

/** A console.error or console.warn a test does not expect fails it (the story tests check it in .storybook/preview.tsx). */
const setupFiles = ["./test-support/fail-on-console.setup.ts"];

/*
 * Tests wait on conditions, never on the clock; these limits only stop a test that hangs. They are
 * generous because CI may share its 2 cores with other work: a real scrypt hash then takes seconds.
 */
const patience = { testTimeout: 60_000, hookTimeout: 120_000 };

const radixParts = ["accordion", "alert-dialog", "avatar", "checkbox", "dialog", "dropdown-menu", "label", "popover", "progress", "radio-group", "select", "separator", "slot", "switch", "tabs", "toast", "tooltip"].map((part) => `radix-ui/${part}`);

const browserProject = () => ({
  enabled: true,
  headless: true,
  instances: [{ browser: "chromium" as const }],
  provider: playwright({ launchOptions: { executablePath: findChromium(), args: chromiumArgs } }),
  screenshotFailures: false,
});

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      sequence: { sequencer: LongFilesFirst },
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            setupFiles,
            environment: "node",
            ...patience,
            // One module graph per worker, as in the integration project: loading each file's imports afresh
            // was half of this layer's time (31 s, against 15 s without). No unit test mocks a module, the
            // files pass in any order (--sequence.shuffle), and the setup file still runs for each file.
            isolate: false,
            include: ["{domain,server,lib,features,app,ui,mock-api,scripts,bench,docs,test-support}/**/*.test.{ts,tsx}", "*.test.ts"],
            exclude: ["**/*.int.test.ts", "**/*.browser.test.{ts,tsx}", "node_modules/**"],
          },
        },
        {
          extends: true,
          test: {
            name: "integration",
            setupFiles,
            globalSetup: ["./test-support/server/built-server.global-setup.ts"],
            environment: "node",
            include: ["server/**/*.int.test.ts"],
            ...patience,
            // Longer still here: each server has a fresh PGlite (a second idle, a minute or more when
            // CI shares the machine), and the tests of password hashing pay the app's full scrypt.
            testTimeout: 120_000,
            hookTimeout: 300_000,
            fileParallelism: true,
            maxWorkers: 2,
            // One module graph per worker, not one per file: every file imports the whole server (Express,
            // Drizzle, both database drivers, the job queue), which took 130-140 s of the pass's CPU when
            // each file loaded it afresh. No integration test mocks a module, and each starts its own app
            // and database, so nothing a file does reaches the next.
            isolate: false,
          },
        },
        {
          extends: true,
          // Radix's parts are imported one path each (decision 028): found one at a time, each would make Vite
          // re-optimize and reload the page mid-run, which fails a browser test's first run on a fresh clone.
          optimizeDeps: { include: radixParts },
          test: {
            name: "browser",
            setupFiles,
            ...patience,
            include: ["{ui,lib,features,app}/**/*.browser.test.{ts,tsx}"],
            browser: browserProject(),
          },
        },
        ...(["light", "dark"] as const).map((theme) => ({
          extends: true as const,
          plugins: [storybookTest({ configDir: ".storybook" })],
          // The mock API answers at once here: tests wait on conditions, and §9.5's delays would only add time.
          define: { __FORCED_STORY_THEME__: JSON.stringify(theme), __FORCED_STORY_NETWORK__: JSON.stringify("instant") },
          test: {
            name: theme === "light" ? "storybook" : "storybook-dark",
            // Two story files at a time: a story spends much of its time waiting on the browser, so even
            // on 2 cores this takes a fifth off the run.
            maxWorkers: 2,
            ...patience,
            // In CI, as in the end-to-end run: a story that fails once when the machine is shared gets one
            // more try; the report still lists the retry, and a story that fails twice fails the run.
            retry: process.env.CI ? 1 : 0,
            browser: browserProject(),
          },
        })),
      ],
    },
  }),
);
