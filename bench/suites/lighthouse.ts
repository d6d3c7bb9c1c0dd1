/**
 * Lighthouse 12 on the landing page (`/`), mobile preset (a mid-range phone on a throttled 4G link),
 * with the machine's Chromium, against the built app served by the real server on a free port.
 * Targets (issue "Landing"): performance ≥ 95, accessibility, best practices and SEO 100.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../../e2e/server.ts";
import type { BenchRow, BenchSuite } from "../types.ts";

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const targets: Record<(typeof categories)[number], number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const pagePath = process.env.LIGHTHOUSE_PATH ?? "/";
const resultsDir = path.resolve(import.meta.dirname, "..", "results");

const suite: BenchSuite = {
  name: "lighthouse",
  description: `Lighthouse ${pagePath} on the mobile preset with ${chromePath}, built app on the real server`,
  async run() {
    const builtIndex = path.resolve(import.meta.dirname, "..", "..", "dist", "web", "index.html");
    if (!existsSync(builtIndex)) throw new Error("No web build found: run `npm run build` before the Lighthouse benchmark.");
    const server = await startServer();
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
    try {
      const result = await lighthouse(`${server.baseURL}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      if (!result) throw new Error("Lighthouse returned no result.");
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      // The whole report, for the details behind a score (open it in https://googlechrome.github.io/lighthouse/viewer/).
      await mkdir(resultsDir, { recursive: true });
      const reportFile = path.join(resultsDir, `${new Date().toISOString().replace(/[:.]/g, "-")}-lighthouse-report.json`);
      await writeFile(reportFile, JSON.stringify(lhr));
      console.info(`  full report: ${path.relative(process.cwd(), reportFile)}`);
      const rows: BenchRow[] = categories.map((id) => {
        const score = Math.round((lhr.categories[id]?.score ?? 0) * 100);
        return { page: pagePath, category: id, score, target: targets[id], met: score >= targets[id] ? "yes" : "NO" };
      });
      // What held a score down, so a missed target says where to look.
      const failing = Object.values(lhr.audits).filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative");
      for (const audit of failing) console.info(`  ${audit.id}: ${audit.score} ${audit.displayValue ?? ""}`);
      const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"];
      console.info(metrics.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? "?"}`).join(" · "));
      return rows;
    } finally {
      chrome.kill();
      await server.stop();
    }
  },
};

export default suite;
