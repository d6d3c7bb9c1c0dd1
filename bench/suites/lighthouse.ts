/**
 * Lighthouse 12, mobile preset (a mid-range phone on a throttled 4G link), with the machine's Chromium,
 * against the built app served by the real server on a free port:
 * - the landing page `/`: performance ≥ 95, accessibility, best practices and SEO 100;
 * - the dashboard `/dashboard` of a signed-in homeowner with 30 open tasks: performance ≥ 90,
 *   accessibility 100, largest contentful paint under 2.5 s.
 * `npm run bench -- lighthouse`; `LIGHTHOUSE_PAGE=/dashboard` measures one of the two only.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright";
import { startServer, type RunningServer } from "../../e2e/server.ts";
import type { BenchRow, BenchSuite } from "../types.ts";
import { signedInHomeowner } from "../support/homeowner.ts";

type Category = "performance" | "accessibility" | "best-practices" | "seo";
type PageUnderTest = {
  path: string;
  targets: Partial<Record<Category, number>>;
  /** Largest contentful paint target, in milliseconds of Lighthouse's simulated mobile load. */
  lcpUnderMs?: number;
  /** Makes the browser a signed-in user's before Lighthouse opens the page; says who, for the table. */
  prepare?: (server: RunningServer, debuggingPort: number) => Promise<string>;
};

const DASHBOARD_TASKS = 30;

const pages: PageUnderTest[] = [
  { path: "/", targets: { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } },
  {
    path: "/dashboard",
    targets: { performance: 90, accessibility: 100 },
    lcpUnderMs: 2_500,
    prepare: async (server, debuggingPort) => {
      const homeowner = await signedInHomeowner(server.baseURL, DASHBOARD_TASKS);
      // The session's cookies go into the browser Lighthouse drives, as if the homeowner had signed in there.
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
      try {
        const [context] = browser.contexts();
        if (!context) throw new Error("The launched Chromium has no browser context.");
        await context.addCookies(homeowner.cookies);
      } finally {
        await browser.close();
      }
      return `signed in, ${homeowner.openTasks} open tasks`;
    },
  },
];

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const onlyPage = process.env.LIGHTHOUSE_PAGE;
const resultsDir = path.resolve(import.meta.dirname, "..", "results");

async function measure(server: RunningServer, page: PageUnderTest): Promise<BenchRow[]> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const who = page.prepare ? await page.prepare(server, chrome.port) : "visitor";
    const categories = Object.keys(page.targets) as Category[];
    const result = await lighthouse(
      `${server.baseURL}${page.path}`,
      // Storage is kept: clearing it would sign the homeowner out before the page loads.
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories, disableStorageReset: true },
    );
    if (!result) throw new Error("Lighthouse returned no result.");
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== page.path) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${page.path}: the page sent it elsewhere.`);
    }
    // The whole report, for the details behind a score (open it in https://googlechrome.github.io/lighthouse/viewer/).
    await mkdir(resultsDir, { recursive: true });
    const name = page.path === "/" ? "landing" : page.path.slice(1).replaceAll("/", "-");
    const reportFile = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-lighthouse-${name}.json`);
    await writeFile(reportFile, JSON.stringify(lhr));
    console.info(`  ${page.path} (${who}): full report in ${path.relative(process.cwd(), reportFile)}`);
    const rows: BenchRow[] = categories.map((id) => {
      const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const target = page.targets[id] ?? 0;
      return { page: page.path, measure: id, value: score, target: `≥ ${target}`, met: score >= target ? "yes" : "NO" };
    });
    if (page.lcpUnderMs !== undefined) {
      const lcp = Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY);
      rows.push({ page: page.path, measure: "largest contentful paint (ms)", value: lcp, target: `< ${page.lcpUnderMs}`, met: lcp < page.lcpUnderMs ? "yes" : "NO" });
    }
    // What held a score down, so a missed target says where to look.
    const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
    for (const audit of failing) console.info(`  ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
    console.info(`  ${metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? "?"}`).join(" · ")}`);
    return rows;
  } finally {
    chrome.kill();
  }
}

const suite: BenchSuite = {
  name: "lighthouse",
  description: `Lighthouse on the mobile preset with ${chromePath}, built app on the real server: ${pages.map((page) => page.path).join(", ")}`,
  async run() {
    const builtIndex = path.resolve(import.meta.dirname, "..", "..", "dist", "web", "index.html");
    if (!existsSync(builtIndex)) throw new Error("No web build found: run `npm run build` before the Lighthouse benchmark.");
    const chosen = pages.filter((page) => !onlyPage || page.path === onlyPage);
    if (chosen.length === 0) throw new Error(`LIGHTHOUSE_PAGE must be one of ${pages.map((page) => page.path).join(", ")}.`);
    const server = await startServer();
    try {
      const rows: BenchRow[] = [];
      for (const page of chosen) rows.push(...(await measure(server, page)));
      return rows;
    } finally {
      await server.stop();
    }
  },
};

export default suite;
