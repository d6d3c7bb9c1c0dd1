import { expect, test, type Page } from "@playwright/test";
import { storyAddress } from "./story-address.ts";

/*
 * Proves that the screenshot comparison catches a one-pixel change: a Button story (one without a play
 * function, so nothing moves after it renders) matches its baseline
 * as it is, and fails against the same baseline once its padding grows by one pixel. Should the comparison's
 * tolerance (visual/playwright.config.ts) ever swallow such a change, this test fails.
 */

const story = "ui-button--secondary";
const baseline = `${story}--light-desktop.png`;

async function openStory(page: Page) {
  await page.goto(storyAddress(story, { globals: "theme:light" }), { waitUntil: "load" });
  await page.waitForFunction(() => document.body.classList.contains("sb-show-main"));
  await page.evaluate(() => document.fonts.ready);
}

test("a one-pixel padding change fails the comparison with the baseline", async ({ browser }, testInfo) => {
  // Rewriting baselines would store the changed picture as the Button's baseline.
  test.skip(testInfo.config.updateSnapshots === "all" || testInfo.config.updateSnapshots === "changed", "not while baselines are rewritten");

  const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: "reduce", viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await openStory(page);
  await expect(page).toHaveScreenshot(baseline, { fullPage: true });

  // px-4 (16 px) becomes 17 px on the left only, the change the how-to of docs/recipes.md describes.
  await page.addStyleTag({ content: '[data-slot="button"] { padding-left: 17px !important; }' });
  const widened = await page.locator('[data-slot="button"]').evaluate((button) => getComputedStyle(button).paddingLeft);
  expect(widened).toBe("17px");
  await expect(expect(page).toHaveScreenshot(baseline, { fullPage: true, timeout: 2_000 })).rejects.toThrow(/different/);
  await context.close();
});
