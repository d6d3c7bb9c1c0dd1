import { expect, userEvent, waitFor } from "storybook/test";

/**
 * Clicks a control whose code arrives when it is first pointed at (ui/lib/deferred-trigger.ts): pointing at
 * its stand-in puts the real control in its place, a new element, and a person's press lands on that one.
 * A click dispatched by a test goes to the element it was given, and when the code was already loaded the
 * swap came between the click's pointing and its press, which then went to the stand-in, no longer on the
 * page: the menu stayed shut. So this points first, waits for the real control and clicks that.
 */
export async function clickDeferredTrigger(find: () => Promise<HTMLElement>): Promise<void> {
  await userEvent.hover(await find());
  await waitFor(async () => expect(await find()).not.toHaveAttribute("data-stand-in"));
  await userEvent.click(await find());
}
