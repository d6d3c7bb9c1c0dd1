import { expect, test } from "@playwright/test";
import { storyAddress } from "./story-address.ts";
import { recordStoryOutcomes, restoreScrollOfPlayEnd, storyOutcome, switchStory } from "./story-outcome.ts";

/*
 * Proves that a story is photographed where its play function left the page, even when something scrolls
 * the window after the play: the landing's "See How It Works" story ends with the page scrolled to its
 * three steps; scrolled on afterwards, it is put back, and its picture is its baseline's again.
 */

const story = "pages-landing--see-how-it-works";

test("a scroll after the play is undone before the picture", async ({ browser }, testInfo) => {
  test.skip(testInfo.config.updateSnapshots === "all" || testInfo.config.updateSnapshots === "changed", "not while baselines are rewritten");

  const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: "reduce", viewport: { width: 1024, height: 768 } });
  await recordStoryOutcomes(context);
  const page = await context.newPage();
  await page.goto(storyAddress(story, { globals: "theme:dark" }), { waitUntil: "load" });
  expect((await storyOutcome(page)).status).toBe("success");
  const atPlayEnd = await page.evaluate(() => window.scrollY);
  expect(atPlayEnd, "the story ends scrolled down to its section").toBeGreaterThan(0);
  // Nothing has scrolled since the play: there is nothing to put back.
  expect(await restoreScrollOfPlayEnd(page)).toBeNull();

  await page.evaluate(() => window.scrollBy({ top: 26, behavior: "instant" }));
  expect(await restoreScrollOfPlayEnd(page)).toEqual({ from: { x: 0, y: atPlayEnd + 26 }, to: { x: 0, y: atPlayEnd } });
  expect(await page.evaluate(() => window.scrollY)).toBe(atPlayEnd);
  await page.evaluate(() => Promise.all([...document.images].map((image) => ((image.loading = "eager"), image.decode().catch(() => undefined)))));
  await expect(page).toHaveScreenshot(`${story}--dark-desktop.png`, { fullPage: true });

  // A story switched to in place forgets the last one's scroll: the Button stories have no play function.
  await switchStory(page, "ui-button--secondary");
  expect((await storyOutcome(page)).status).toBe("success");
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await restoreScrollOfPlayEnd(page)).toBeNull();
  await context.close();
});
