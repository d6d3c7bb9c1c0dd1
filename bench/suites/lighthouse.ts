/**
 * Lighthouse 12, mobile preset (a mid-range phone on a throttled 4G link), with the machine's Chromium,
 * against the built app served by the real server on a free port:
 * - the landing page `/`: performance ≥ 95, accessibility, best practices and SEO 100;
 * - the dashboard `/dashboard` of a signed-in homeowner with 30 open tasks: performance ≥ 90,
 *   accessibility 100, largest contentful paint under 2.5 s.
 * Each page is measured `LIGHTHOUSE_RUNS` times (3 by default) and the table shows the median, with
 * every run's figure beside it; the script each page loads (compressed, as sent) is shown too, with the
 * dashboard's first-visit target of 200 KB.
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
  /** Script sent for the first visit, compressed, in KB. */
  scriptKbAtMost?: number;
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
    scriptKbAtMost: 200,
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
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const resultsDir = path.resolve(import.meta.dirname, "..", "results");

/** One figure of one run; a target is met when the figure is at least it (higher) or under it (lower). */
type Figure = { measure: string; value: number; target?: number | undefined; better: "higher" | "lower" };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The page's table rows: each figure's median over the runs, every run's value, and whether the target is met. */
function summarise(page: PageUnderTest, runsOfFigures: Figure[][]): BenchRow[] {
  return runsOfFigures[0]!.map(({ measure, target, better }) => {
    const values = runsOfFigures.map((figures) => figures.find((figure) => figure.measure === measure)?.value ?? Number.NaN);
    const value = median(values);
    const met = target === undefined ? "" : (better === "higher" ? value >= target : value <= target) ? "yes" : "NO";
    return { page: page.path, measure, median: value, runs: values.join(", "), target: target === undefined ? "" : `${better === "higher" ? "≥" : "≤"} ${target}`, met };
  });
}

async function measure(server: RunningServer, page: PageUnderTest): Promise<Figure[]> {
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
    const figures: Figure[] = categories.map((id) => ({
      measure: id,
      value: Math.round((lhr.categories[id]?.score ?? 0) * 100),
      target: page.targets[id] ?? 0,
      better: "higher",
    }));
    if (page.lcpUnderMs !== undefined) {
      const lcp = Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY);
      figures.push({ measure: "largest contentful paint (ms)", value: lcp, target: page.lcpUnderMs, better: "lower" });
    }
    figures.push({ measure: "total blocking time (ms)", value: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0), better: "lower" });
    const requests = (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; mimeType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
    // A script fetched ahead to run later (the landing page's prefetch) is sent all the same, though not as a Script.
    const isScript = (request: { resourceType?: string; mimeType?: string }) => request.resourceType === "Script" || /javascript/.test(request.mimeType ?? "");
    const scriptBytes = requests.filter(isScript).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    figures.push({ measure: "script sent (KB, compressed)", value: Math.round(scriptBytes / 1024), target: page.scriptKbAtMost, better: "lower" });
    // What held a score down, so a missed target says where to look.
    const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
    for (const audit of failing) console.info(`  ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
    console.info(`  ${metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? "?"}`).join(" · ")}`);
    return figures;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse itself sometimes fails to record a trace (NO_NAVSTART, "Please run Lighthouse again"): once more, then give up. */
async function measureAgainOnTraceFailure(server: RunningServer, page: PageUnderTest): Promise<Figure[]> {
  try {
    return await measure(server, page);
  } catch (error) {
    if (!(error instanceof Error && error.message.startsWith("Lighthouse failed: NO_"))) throw error;
    console.info(`  ${error.message}; measuring again`);
    return measure(server, page);
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
      for (const page of chosen) {
        const runsOfFigures: Figure[][] = [];
        for (let run = 0; run < runs; run += 1) runsOfFigures.push(await measureAgainOnTraceFailure(server, page));
        rows.push(...summarise(page, runsOfFigures));
      }
      return rows;
    } finally {
      await server.stop();
    }
  },
};

export default suite;
