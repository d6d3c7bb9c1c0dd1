import { expect, test } from "./fixtures.ts";

test("from the landing page a visitor reaches sign-up through Start Free", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Hearthkeep/);
  await expect(page.getByRole("heading", { level: 1, name: "Home maintenance you'll actually keep up with" })).toBeVisible();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Start Free" }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
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
});
