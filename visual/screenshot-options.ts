import type { PageScreenshotOptions } from "@playwright/test";

/**
 * How every story is photographed, both by toHaveScreenshot (playwright.config.ts) and by the byte
 * comparison that comes before it (stories.visual.ts): the two must take the same picture.
 */
export const screenshotOptions = { animations: "disabled", caret: "hide", scale: "css" } as const satisfies PageScreenshotOptions;
