import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test as base, type Page, type TestInfo } from "@playwright/test";
import { samePixels } from "../scripts/baseline-pictures.ts";
import { screenshotOptions } from "./screenshot-options.ts";
import { storyAddress } from "./story-address.ts";
import { describeFailure, paintDarkAndCheck, recordStoryOutcomes, restoreScrollOfPlayEnd, storyOutcome, switchStory } from "./story-outcome.ts";

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
      await recordStoryOutcomes(context);
      await use(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
});

/**
 * Compares the page with its baseline. A screenshot showing the same pixels as its baseline matches it: equal
 * bytes answer at once (Chromium encodes a picture into the same bytes every time), and a baseline re-encoded
 * smaller (scripts/visual.ts, docs/decisions/073) is decoded and compared pixel by pixel with sharp, tens of
 * milliseconds. Only a picture that differs goes on to toHaveScreenshot (a third of a second for a full page):
 * it applies the tolerance of playwright.config.ts, writes the diff images and, under --update, rewrites the
 * baseline, only then.
 */
async function expectBaseline(page: Page, name: string, testInfo: TestInfo) {
  const baselinePath = testInfo.snapshotPath(name, { kind: "screenshot" });
  if (existsSync(baselinePath)) {
    const picture = await page.screenshot({ ...screenshotOptions, fullPage: true });
    if (await samePixels(picture, readFileSync(baselinePath))) return;
  }
  // Soft, so that a light picture that differs still leaves its dark one compared, and both are reported.
  await expect.soft(page).toHaveScreenshot(name, { fullPage: true });
}

type IndexEntry = { id: string; type: "story" | "docs"; title: string; name: string; importPath: string; tags?: string[] };

/** Every story file each worker's page has shown since it loaded. */
const shownFiles = new WeakMap<Page, Set<string>>();

/**
 * Opens one story in the light theme and waits for Storybook to finish it: its loaders, render, play
 * function, axe check and the console guard of .storybook/preview.tsx. Any of them failing fails the test,
 * with the reason Storybook gave.
 *
 * A page already showing a story switches to this one in place (story-outcome.ts), unless it has shown a
 * story of the same file since it loaded: a story file's module lives as long as the page, and what one
 * story changed in the mock home its file keeps (an appliance removed, a notification read) would show in
 * the next. Otherwise the page loads afresh. A story that fails ends its worker, so the retry starts in a
 * new page.
 */
async function openStoryAndExpectSuccess(page: Page, story: IndexEntry) {
  const last = shownFiles.get(page);
  shownFiles.delete(page);
  let files: Set<string>;
  if (last && !last.has(story.importPath)) {
    await switchStory(page, story.id);
    files = last.add(story.importPath);
  } else {
    await page.goto(storyAddress(story.id, { globals: "theme:light" }), { waitUntil: "load" });
    files = new Set([story.importPath]);
  }
  const outcome = await storyOutcome(page);
  expect(outcome.status, describeFailure(outcome)).toBe("success");
  shownFiles.set(page, files);
}

/** The stories taken one file at a time in turn (the first of each file, then the second, …), so that a page switches in place as long as it can. */
function takenInTurn(entries: IndexEntry[]): IndexEntry[] {
  const byFile = new Map<string, IndexEntry[]>();
  for (const entry of entries) byFile.set(entry.importPath, [...(byFile.get(entry.importPath) ?? []), entry]);
  const files = [...byFile.values()];
  const longest = Math.max(0, ...files.map((group) => group.length));
  return Array.from({ length: longest }, (_, position) => files.flatMap((group) => group[position] ?? [])).flat();
}

const index = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "..", "storybook-static", "index.json"), "utf8"),
) as { entries: Record<string, IndexEntry> };

// What only a development build holds (test modes) is absent from this production build of Storybook:
// npm test plays those stories in the story tests instead (scripts/test-all.ts).
const allStories = Object.values(index.entries).filter((entry) => entry.type === "story" && !entry.importPath.endsWith(".dev-build.stories.tsx"));
const stories = allStories.filter((entry) => !entry.tags?.includes("no-visual"));
/** Stories whose picture would not be stable (a toast that times out, a live check): their play and axe still run. */
const checkedOnly = allStories.filter((entry) => entry.tags?.includes("no-visual"));

const viewports = {
  desktop: { width: 1024, height: 768 },
  mobile: { width: 375, height: 740 },
} as const;

/** Where the page's width is more than the window's: a phone would then scroll left and right. */
async function expectNoSidewaysScroll(page: Page) {
  // A hidden chart table once made the Completed page 32 px wider than a phone.
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, "the page is wider than the window").toBeLessThanOrEqual(widths.window);
}

// Size, then the stories file by file in turn: a worker's page then switches from story to story in place,
// and loads afresh only where a file comes round again (openStoryAndExpectSuccess).
const storiesInTurn = takenInTurn(stories);
for (const size of Object.keys(viewports) as (keyof typeof viewports)[]) {
  for (const story of storiesInTurn) {
    const tags = story.tags ?? [];
    const sizes: (keyof typeof viewports)[] = tags.includes("phone-only") ? ["mobile"] : tags.includes("visual-mobile") ? ["desktop", "mobile"] : ["desktop"];
    if (!sizes.includes(size)) continue;
    test(`${story.title} / ${story.name} (light and dark, ${size})`, async ({ sharedPage: page }, testInfo) => {
      await page.setViewportSize(viewports[size]);
      // The screenshot waits for Storybook to finish the story (loaders, render, play function, axe), then
      // for its images and fonts: a fixed network-idle wait would be slower and still race the play.
      // A story that failed would otherwise be photographed half done, and the picture kept as a baseline.
      // This run is where every story's play and axe check run (docs/decisions/015).
      await openStoryAndExpectSuccess(page, story);
      await page.waitForFunction(() => document.body.classList.contains("sb-show-main") || document.body.classList.contains("sb-show-errordisplay"));
      // A story that shows a picture still loading says so with its tag: waiting for it would only cost the 3 s below.
      const imagesArrive = !tags.includes("image-never-arrives");
      await page.evaluate(async (waitForImages) => {
        await document.fonts.ready;
        // Lazy images below the fold would otherwise start loading while the full-page picture is taken,
        // and be photographed part-decoded or not at all, differently from run to run.
        for (const image of document.images) if (image.loading === "lazy") image.loading = "eager";
        const pending = waitForImages ? [...document.images].filter((image) => !image.complete) : [];
        // A story may show an image that never arrives (a loading state): give up on it after 3 s.
        const decoded = Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
        await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, 3_000))]);
        // A frame drawn after the last change: page.screenshot, unlike toHaveScreenshot, does not wait for one.
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, imagesArrive);
      await expect(page.locator("body")).not.toHaveClass(/sb-show-errordisplay/);
      const moved = await restoreScrollOfPlayEnd(page);
      // Printed, so that a run shows which stories something scrolls after their play, and by how much.
      if (moved) console.log(`${testInfo.title}: scrolled from ${moved.to.y} to ${moved.from.y} px after its play, put back`);
      await expectNoSidewaysScroll(page);
      await expectBaseline(page, `${story.id}--light-${size}.png`, testInfo);

      // The same end of the play in the dark theme, checked with axe again: its colours are the theme's own
      // (paintDarkAndCheck, docs/decisions/015).
      const dark = await paintDarkAndCheck(page);
      expect(dark.status, `in the dark theme, ${describeFailure(dark)}`).toBe("success");
      await restoreScrollOfPlayEnd(page);
      await expectNoSidewaysScroll(page);
      await expectBaseline(page, `${story.id}--dark-${size}.png`, testInfo);
    });
  }
}

for (const story of checkedOnly) {
  test(`${story.title} / ${story.name} (light, play and axe only)`, async ({ sharedPage: page }) => {
    await page.setViewportSize(story.tags?.includes("phone-only") ? viewports.mobile : viewports.desktop);
    await openStoryAndExpectSuccess(page, story);
  });
}
