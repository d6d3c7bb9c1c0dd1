import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Request } from "@playwright/test";
import { TEST_ACCOUNTS, TEST_MODE_TOASTS, TEST_MODE_TOKENS } from "../app/dev/test-mode-tokens.ts";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { onboardedHome, signUpInBrowser } from "./accounts.ts";

/*
 * The build the end-to-end layer serves is a production build (`vite build`): the test modes and
 * analytics must not be in it (docs/product.md §6.3, §7.9). The files are read as built, source maps included.
 */

const webDist = path.resolve(import.meta.dirname, "..", "dist", "web");

async function builtFiles(folder = webDist): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? builtFiles(path.join(folder, entry.name)) : Promise.resolve([path.join(folder, entry.name)]))),
  );
  return nested.flat();
}

const isText = (file: string) => /\.(js|mjs|css|html|map|json|webmanifest|txt|svg)$/.test(file);

const testModeStrings = [
  ...Object.values(TEST_MODE_TOKENS),
  ...Object.values(TEST_MODE_TOASTS),
  ...Object.values(TEST_ACCOUNTS).flatMap((account) => [account.email, account.password]),
];

test("the built app holds no test-mode token, account, toast or code", async () => {
  const files = (await builtFiles()).filter(isText);
  expect(files.some((file) => file.endsWith(".js"))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const text = await readFile(file, "utf8");
    for (const needle of testModeStrings) if (text.includes(needle)) found.push(`${path.relative(webDist, file)}: ${needle}`);
  }
  expect(found).toEqual([]);
});

test("no built script points at its source map, so browsers fetch none (a production server does not serve them)", async () => {
  const scripts = (await builtFiles()).filter((file) => file.endsWith(".js"));
  const pointing: string[] = [];
  for (const file of scripts) if ((await readFile(file, "utf8")).includes("sourceMappingURL")) pointing.push(path.basename(file));
  expect(pointing).toEqual([]);
});

test.describe("without an analytics key", () => {
  test.skip(Boolean(process.env.VITE_POSTHOG_KEY), "this build was given an analytics key");

  test("the analytics library is not in the build", async () => {
    const scripts = (await builtFiles()).filter((file) => file.endsWith(".js"));
    const found: string[] = [];
    for (const file of scripts) {
      const text = await readFile(file, "utf8");
      // PostHog's browser library names itself throughout (its hosts, its cookies, its globals).
      if (/posthog/i.test(text)) found.push(path.basename(file));
    }
    expect(found).toEqual([]);
  });

  test("a visit sends nothing anywhere but the app's own server, and asks no consent", async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL!).origin && url.protocol !== "data:") elsewhere.push(request.url());
    });
    await page.goto("/");
    await signUpInBrowser(page);
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto("/privacy-policy");
    await expect(page.getByRole("region", { name: "Analytics consent" })).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  });
});

test("the test accounts are ordinary, unknown credentials in the built app", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(TEST_ACCOUNTS.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect" }).first()).toBeVisible();
  await expect(page.getByText(TEST_MODE_TOASTS.admin)).toHaveCount(0);
});

test("the app breaks none of its own Content-Security-Policy rules, from the landing page to onboarding", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("CSP violation:")) violations.push(message.text());
  });
  // The browser reports a violation even when the code that caused it caught the error (zod's probe for eval did).
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.warn(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Sign in" }).first().click();
  await expect(page.getByRole("heading", { name: /sign in/i }).first()).toBeVisible();
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading").first()).toBeVisible();
  expect(violations).toEqual([]);
});

test("an address other than / is sent without the landing page's markup and shows the session check before any script runs", async ({ browser, baseURL }) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  try {
    const response = await page.goto(`${baseURL}/dashboard`);
    // The landing page's hero, which index.html carries for /.
    expect(await response?.text()).not.toContain('id="hero-title"');
    await expect(page.getByRole("status").filter({ hasText: "Checking authentication..." })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(0);
  } finally {
    await page.close();
  }
});

test("a dashboard opened directly goes from the session check to its content without waiting on a fallback for code it has", async ({ page }) => {
  await onboardedHome(page, [{ type: "furnace", yearsOld: 12 }], "no-code-fallback");
  // Every busy status the page shows, in order: the frame's and the route's fallbacks say only "Loading...".
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { statusesSeen: seen });
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent?.trim() ?? "";
        if (text && seen.at(-1) !== text) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  const statuses = await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen);
  expect(statuses).toContain("Checking authentication...");
  expect(statuses).not.toContain("Loading...");
});

test("the dashboard's HTML names the code its first paint runs, so the browser fetches it with the page; other addresses' HTML does not", async ({ page }) => {
  // The build writes the page (vite.config.ts) and the server picks it by address (server/app.ts): each names the folder on its own side.
  const dashboard = await (await page.request.get("/dashboard")).text();
  expect(dashboard).toMatch(/<link rel="modulepreload" href="\/assets\/start-app-[\w-]+\.js">/);
  expect(dashboard).toMatch(/<link rel="modulepreload" href="\/assets\/signed-in-[\w-]+\.js">/);
  expect(dashboard).toContain("Checking authentication...");
  expect(await (await page.request.get("/settings")).text()).not.toContain('rel="modulepreload" href="/assets/start-app-');
});

test("a dashboard opened directly asks for what only completes it (bell, achievements, the account's theme) once its list is on screen, and for its statistics beside the list", async ({ page }) => {
  await onboardedHome(page, [{ type: "furnace", yearsOld: 12 }], "content-first");
  // The frame that paints the dashboard's heading, which comes with its list.
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector("main h1")) return;
      requestAnimationFrame(() => Object.assign(window, { contentShownAt: performance.now() }));
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  const completing = ["/api/notifications", "/api/achievements", "/api/users/profile"];
  // The statistics word the dashboard's message when nothing is due this week: they leave with the list (app/main.tsx).
  const statistics = "/api/tasks/stats";
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  const answered = [...completing, statistics].map((path) => page.waitForResponse((response) => new URL(response.url()).pathname === path));
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await Promise.all(answered);
  const { contentShownAt, requestedAt } = await page.evaluate((paths) => {
    const entries = performance.getEntriesByType("resource");
    return {
      contentShownAt: (window as unknown as { contentShownAt: number }).contentShownAt,
      requestedAt: Object.fromEntries(paths.map((path) => [path, entries.find((entry) => new URL(entry.name).pathname === path)?.startTime ?? -1])),
    };
  }, [...completing, statistics, "/api/tasks/for-dashboard"]);
  for (const path of completing) expect(requestedAt[path], path).toBeGreaterThan(contentShownAt);
  expect(requestedAt[statistics]).toBeGreaterThan(0);
  expect(requestedAt[statistics]).toBeLessThan(contentShownAt);
  // Fetched ahead and handed to the dashboard's own read: asked for once.
  expect(requests.filter((path) => path === statistics)).toHaveLength(1);
});

/**
 * The dashboard's first visit: a signed-in homeowner opens /dashboard with nothing cached, and the script
 * the page loads until its list shows and the network settles, as sent (compressed, headers included, as
 * Lighthouse counts it). The target is 200 KB (issues 16 and 20, bench/suites/lighthouse.ts); the page
 * loads about 181 KB since the build compresses its scripts itself (decisions 024, 027, 028 and 029 took
 * it from 355 KB), and the budget leaves a little room under the target for growth to show here first.
 * It showed at 195 KB: the signed-in user now read back encrypted at start (decision 056), and the dashboard's
 * "Start here" and the reader's dates (decisions 067 and 070). The budget moved to 198 KB, still under the
 * target; the next growth has to be paid for by taking work off the first paint. Households, several homes
 * and push took it past the target; decision 096 moves the budget to 208 KB until that is paid back, and
 * its addendum to 216 KB once photos at completion and the appliance's own record came (214 KB measured).
 * Each file is listed so a failure says which one grew.
 */
const DASHBOARD_SCRIPT_BUDGET_KB = 216;

test("the dashboard's first visit loads no more compressed script than its budget", async ({ page }) => {
  await onboardedHome(page, [{ type: "furnace", yearsOld: 12 }, { type: "water-heater-tank", yearsOld: 9 }, { type: "smoke-co-detectors" }], "budget");
  const scripts = new Map<string, Promise<number>>();
  const countScript = (request: Request) => {
    if (request.resourceType() !== "script") return;
    scripts.set(new URL(request.url()).pathname, request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
  };
  page.on("requestfinished", countScript);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await page.waitForLoadState("networkidle");
  // A script finishing after this point is not the first visit's; its size, asked for as the page closes,
  // was refused, and the refusal, unawaited, failed the next journeys of the worker.
  page.off("requestfinished", countScript);
  const sizes = await Promise.all([...scripts].map(async ([file, size]) => ({ file, kb: Math.round((await size) / 102.4) / 10 })));
  const totalKb = Math.round(sizes.reduce((sum, { kb }) => sum + kb, 0));
  console.info(`Dashboard first visit: ${totalKb} KB of script\n${sizes.map(({ file, kb }) => `  ${kb} KB ${file}`).join("\n")}`);
  expect(totalKb, sizes.map(({ file, kb }) => `${file} ${kb} KB`).join(", ")).toBeLessThanOrEqual(DASHBOARD_SCRIPT_BUDGET_KB);
});
