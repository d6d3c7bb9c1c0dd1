import type { Page } from "@playwright/test";
import { onboardedHome } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/** The chunk that is the app itself (app/start-app.tsx); the entry loads it once the visitor acts. */
const APP_CODE = /\/assets\/start-app-[\w-]+\.js$/;

/**
 * Keeps the app's code from arriving until `release()`, so a press surely lands on a page the app has not
 * taken over yet; `requested()` tells whether the page has asked for that code so far.
 */
async function holdTheApp(page: Page): Promise<{ requested: () => boolean; release: () => void }> {
  let requested = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(APP_CODE, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { requested: () => requested, release };
}

test("from the landing page a visitor reaches sign-up through Start Free", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Hearthkeep/);
  await expect(page.getByRole("heading", { level: 1, name: "Home maintenance you'll actually keep up with" })).toBeVisible();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Start Free" }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test("a homeowner who is signed in finds the way back to the dashboard on the landing page", async ({ page }) => {
  await onboardedHome(page, [{ type: "furnace" }], "landing-reader");
  await page.goto("/");
  const header = page.getByRole("navigation", { name: "Account" });
  // Drawn for a visitor at build time; once the app has started and found the session, the header leads home.
  await header.getByRole("link", { name: "Pricing" }).hover();
  await expect(header.getByRole("link", { name: "Go to dashboard" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Start Free" })).toHaveCount(0);
  await header.getByRole("link", { name: "Go to dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the demo tasks toggle on click and Space, and the progress follows", async ({ page }) => {
  await page.goto("/");
  const progress = page.getByRole("progressbar", { name: "Tasks done" });
  await expect(progress).toHaveAttribute("aria-valuetext", "0 of 3 done");
  await page.getByRole("checkbox", { name: "Replace HVAC filter" }).click();
  await expect(progress).toHaveAttribute("aria-valuetext", "1 of 3 done");
  await page.getByRole("checkbox", { name: "Test smoke alarms" }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Test smoke alarms" })).toBeChecked();
  await expect(progress).toHaveAttribute("aria-valuetext", "2 of 3 done");
});

test("a visitor who does nothing runs none of the app's code while the page loads, yet the app starts later and checks the session", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  const sessionCheck = page.waitForRequest((request) => new URL(request.url()).pathname === "/api/auth/session");
  await page.goto("/");
  // Loaded and painted, fonts and images in: the app waits for the visitor or, seconds later, an idle moment.
  await page.waitForLoadState("networkidle");
  const ownScripts = await page.evaluate(() => [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => new URL(script.src).pathname));
  expect(scripts.toSorted()).toEqual(ownScripts.toSorted());
  await sessionCheck;
  expect(scripts.filter((script) => APP_CODE.test(script))).toHaveLength(1);
});

test("the first press on a demo task, made before the app runs, is answered once it does", async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto("/");
  const progress = page.getByRole("progressbar", { name: "Tasks done" });
  const task = page.getByRole("checkbox", { name: "Replace HVAC filter" });
  await task.click();
  // The press asked for the app; until it runs, the task keeps its state rather than flipping twice.
  await expect.poll(app.requested).toBe(true);
  await expect(task).not.toBeChecked();
  app.release();
  await expect(task).toBeChecked();
  await expect(progress).toHaveAttribute("aria-valuetext", "1 of 3 done");
});

test("a press made once the app's code runs, while it still loads the landing page's code to take the page over, is answered once it can be", async ({ page }) => {
  // No fetching ahead at idle moments: the landing page's code is then asked for only by the app's start.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  let landingCodeAskedFor = false;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/landing-(?!gate-)[\w-]+\.js$/, async (route) => {
    landingCodeAskedFor = true;
    await released;
    await route.continue();
  });
  await page.goto("/");
  const seeHowItWorks = page.getByRole("button", { name: "See How It Works" });
  // Pointing at it starts the app; once the app asks for the landing page's code, its own code has run.
  await seeHowItWorks.hover();
  await expect.poll(() => landingCodeAskedFor).toBe(true);
  await seeHowItWorks.click();
  release();
  await expect(page.getByRole("region", { name: "How it works" })).toBeInViewport();
});

test("a link the pointer rests on before the app runs gets its page warmed up once the app starts", async ({ page }) => {
  // Here the browser is never idle, so neither the idle start nor the landing page's idle warm-up can be what asks for the code.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const accountPages = page.waitForRequest((request) => /\/assets\/account-[\w-]+\.js$/.test(new URL(request.url()).pathname));
  await page.goto("/");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Sign in" }).hover();
  await accountPages;
});

test("See How It Works scrolls to the three steps", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "See How It Works" }).click();
  const section = page.getByRole("region", { name: "How it works" });
  await expect(section).toBeInViewport();
  await expect(section.getByRole("listitem")).toHaveCount(3);
});

test.describe("at a 375 px phone width", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("the mobile menu opens, keeps focus inside, closes on Escape, and its links navigate", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Account" })).toBeHidden();
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const menu = page.getByRole("dialog", { name: "Hearthkeep" });
    await expect(menu).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    for (let press = 0; press < 14; press += 1) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(opener).toBeFocused();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await opener.click();
    await menu.getByRole("link", { name: "FAQ" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frequently Asked Questions" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Hearthkeep" }).getByRole("link", { name: "Start Free" }).click();
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test("the first tap on the menu button, made before the app runs, opens the menu once it does", async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect.poll(app.requested).toBe(true);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    app.release();
    await expect(page.getByRole("dialog", { name: "Hearthkeep" })).toBeVisible();
  });

  test("a visitor who scrolled before the app started stays where they were when it takes over", async ({ page }) => {
    const app = await holdTheApp(page);
    await page.goto("/");
    const task = page.getByRole("checkbox", { name: "Replace HVAC filter" });
    // Below the fold at this width: reaching it scrolls the page, which starts the app.
    await task.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await expect.poll(app.requested).toBe(true);
    app.release();
    await task.tap();
    await expect(task).toBeChecked();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });
});
