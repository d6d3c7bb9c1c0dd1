import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Page } from "@playwright/test";

// One page per worker: the Storybook bundle then loads from the browser cache between stories.
const test = base.extend<object, { sharedPage: Page }>({
  sharedPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: "reduce" });
      // Every story starts with empty storage, as a designer opening it would: what an earlier story saved
      // (an achievement already announced, a theme, a remembered user) would otherwise change its picture.
      await context.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
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
        // The screenshot waits for Storybook to finish the story (loaders, render, play function), then
        // for its images and fonts: a fixed network-idle wait would be slower and still race the play.
        const phase = await page.waitForFunction(() => {
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }).__STORYBOOK_PREVIEW__;
          const current = preview?.currentRender?.phase ?? "";
          return ["completed", "finished", "errored", "aborted"].includes(current) ? current : false;
        });
        // A play function that threw leaves the story half done, and no error display says so: a picture
        // of it would become a baseline of a broken state, so the test fails instead (and CI retries it).
        expect(await phase.jsonValue(), "the story's play function failed: run its story test to see why").not.toMatch(/errored|aborted/);
        await page.waitForFunction(() => document.body.classList.contains("sb-show-main") || document.body.classList.contains("sb-show-errordisplay"));
        await page.evaluate(async () => {
          await document.fonts.ready;
          const pending = [...document.images].filter((image) => !image.complete);
          // A story may show an image that never arrives (a loading state): give up on it after 3 s.
          const decoded = Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
          await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3_000))]);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        await expect(page.locator("body")).not.toHaveClass(/sb-show-errordisplay/);
        await expect(page).toHaveScreenshot(`${story.id}--${theme}-${size}.png`, { fullPage: true });
      });
    }
  }
}
