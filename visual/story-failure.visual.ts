import { expect, test, type Browser } from "@playwright/test";
import { storyAddress } from "./story-address.ts";
import { describeFailure, recordStoryOutcomes, storyOutcome, switchStory } from "./story-outcome.ts";

/*
 * Proves that the screenshot run fails a story that fails, rather than photographing it: the same Button
 * stories that pass as they are fail once their arguments (set from the address, as Storybook allows)
 * make the play function's expectation false or leave the button without a name for axe.
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
