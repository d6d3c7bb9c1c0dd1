import { existsSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * Finds the Chromium the browser tests drive: CHROMIUM_PATH, else Playwright's own installed
 * browser, else Debian's /usr/bin/chromium. Nothing is ever downloaded.
 */
export function findChromium(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no file is there.`);
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core") as { chromium: { executablePath(): string } };
    const playwrightOwn = chromium.executablePath();
    if (playwrightOwn && existsSync(playwrightOwn)) return playwrightOwn;
  } catch {
    // Playwright has no browser of its own installed: fall through to the system one.
  }
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  throw new Error(
    "No Chromium found for the browser tests. Set CHROMIUM_PATH to a Chromium or Chrome binary, " +
      "or on Debian install one with: apt-get install chromium",
  );
}

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-dev-shm-usage",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--font-render-hinting=none",
];
