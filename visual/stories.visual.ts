import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";

// One page per worker: the Storybook bundle then loads from the browser cache between stories.
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: "reduce" });
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

type IndexEntry = { id: string; type: "story" | "docs"; title: string; name: string; tags?: string[] };

const index = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "..", "storybook-static", "index.json"), "utf8"),
) as { entries: Record<string, IndexEntry> };

const stories = Object.values(index.entries).filter((entry) => entry.type === "story" && !entry.tags?.includes("no-visual"));

const viewports = {
  desktop: { width: 1024, height: 768 },
  mobile: { width: 375, height: 740 },
} as const;

for (const story of stories) {
  const sizes: (keyof typeof viewports)[] = story.tags?.includes("visual-mobile") ? ["desktop", "mobile"] : ["desktop"];
  for (const theme of ["light", "dark"] as const) {
    for (const size of sizes) {
      test(`${story.title} / ${story.name} (${theme}, ${size})`, async ({ sharedPage: page }) => {
        await page.setViewportSize(viewports[size]);
        const url = `${process.env.STORYBOOK_URL}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`;
        await page.goto(url, { waitUntil: "load" });
        // Stories that load forever never reach network idle; the others settle within this time.
        await page.waitForLoadState("networkidle", { timeout: 2_000 }).catch(() => undefined);
        await page.waitForFunction(() => document.body.classList.contains("sb-show-main") || document.body.classList.contains("sb-show-errordisplay"));
        await page.evaluate(() => document.fonts.ready);
        await expect(page.locator("body")).not.toHaveClass(/sb-show-errordisplay/);
        await expect(page).toHaveScreenshot(`${story.id}--${theme}-${size}.png`, { fullPage: true });
      });
    }
  }
}
