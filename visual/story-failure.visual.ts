import { expect, test, type Browser } from "@playwright/test";
import { storyAddress } from "./story-address.ts";
import { describeFailure, paintDarkAndCheck, recordStoryOutcomes, storyOutcome, switchStory } from "./story-outcome.ts";

/*
 * Proves that the screenshot run fails a story that fails, rather than photographing it: the same Button
 * stories that pass as they are fail once their arguments (set from the address, as Storybook allows)
 * make the play function's expectation false or leave the button without a name for axe; and that the
 * dark theme's check, made on the story's end in the light theme, fails on a colour only the dark theme has.
 */

async function open(browser: Browser, story: string, args: string) {
  const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: "reduce", viewport: { width: 1024, height: 768 } });
  await recordStoryOutcomes(context);
  const page = await context.newPage();
  await page.goto(storyAddress(story, { globals: "theme:dark", ...(args ? { args } : {}) }), { waitUntil: "load" });
  const outcome = await storyOutcome(page);
  await context.close();
  return outcome;
}

test("a play function that fails is reported as a failed story", async ({ browser }) => {
  // The play function looks for the button named "Save changes".
  expect(await open(browser, "ui-button--primary", "")).toEqual({ status: "success", errors: [], violations: [] });
  const failed = await open(browser, "ui-button--primary", "children:Discard");
  expect(failed.status).toBe("error");
  expect(describeFailure(failed)).toMatch(/playFunctionThrewException: Unable to find an accessible element with the role "button" and name "Save changes"/);
});

test("an axe violation is reported as a failed story, with the rule and the element", async ({ browser }) => {
  expect((await open(browser, "ui-button--secondary", "")).status).toBe("success");
  const failed = await open(browser, "ui-button--secondary", "children:!undefined");
  expect(failed.status).toBe("error");
  expect(describeFailure(failed)).toMatch(/button-name/);
});

test("a story switched to in place is reported for itself, and starts with empty storage", async ({ browser }) => {
  const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: "reduce", viewport: { width: 1024, height: 768 } });
  await recordStoryOutcomes(context);
  const page = await context.newPage();
  await page.goto(storyAddress("ui-button--primary", { globals: "theme:dark", args: "children:Discard" }), { waitUntil: "load" });
  expect((await storyOutcome(page)).status).toBe("error");
  await page.evaluate(() => localStorage.setItem("left-by-the-last-story", "yes"));
  await switchStory(page, "ui-button--secondary");
  // Neither the last story's failure nor its storage comes along.
  expect(await storyOutcome(page)).toEqual({ status: "success", errors: [], violations: [] });
  expect(await page.evaluate(() => localStorage.getItem("left-by-the-last-story"))).toBeNull();
  await context.close();
});

test("a contrast only the dark theme gets wrong fails the story's dark check, with the rule and the element", async ({ browser }) => {
  const context = await browser.newContext({ deviceScaleFactor: 1, reducedMotion: "reduce", viewport: { width: 1024, height: 768 } });
  await recordStoryOutcomes(context);
  const page = await context.newPage();
  await page.goto(storyAddress("ui-button--secondary", { globals: "theme:light" }), { waitUntil: "load" });
  expect((await storyOutcome(page)).status).toBe("success");
  // The story's own colours pass in the dark theme too.
  expect(await paintDarkAndCheck(page)).toEqual({ status: "success", errors: [], violations: [] });

  // A rule that darkens the button's text against its background in the dark theme alone.
  await page.addStyleTag({ content: 'html.dark [data-slot="button"] { color: #3a3a3a !important; background: #2a2a2a !important; }' });
  const dark = await paintDarkAndCheck(page);
  expect(dark.status).toBe("error");
  expect(dark.violations.map((violation) => violation.id)).toEqual(["color-contrast"]);
  expect(describeFailure(dark)).toMatch(/axe found 1 violation\(s\): color-contrast/);
  await context.close();
});
