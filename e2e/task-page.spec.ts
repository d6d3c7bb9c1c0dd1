import type { Locator, Page, Response } from "@playwright/test";
import { onboardedHome } from "./accounts.ts";
import { expect, test } from "./fixtures.ts";

/*
 * The task page against the real server, at the sizes and on the media the unit and story tests cannot
 * reach: a phone's screen under the app's own bottom bar, and paper (print media emulated).
 */

type ApiTask = { id: string; masterTaskSlug?: string | null };

test.use({ timezoneId: "UTC" });
// Each journey signs up and sets up a home first: three times the default budget.
test.slow();

/** A home with a furnace, and its filter task, whose guide has a drawing with marks at every step. */
async function filterTaskOf(page: Page): Promise<ApiTask> {
  const home = await onboardedHome(page, [{ type: "furnace" }], "task-page");
  const tasks = await home.read<ApiTask[]>("/api/tasks/for-dashboard");
  return tasks.find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
}

/** Every drawing under `within` has loaded, so the page is as tall as it will be and the marks are drawn. */
async function drawingsLoaded(within: Locator, count: number): Promise<void> {
  const drawings = within.locator('[data-slot="image-with-overlays-frame"] img');
  await expect(drawings).toHaveCount(count);
  await expect
    .poll(() => drawings.evaluateAll((images) => images.every((image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0)))
    .toBe(true);
  await expect(within.locator('[data-slot="image-with-overlays-frame"][data-state="loaded"]')).toHaveCount(count);
}

test("at phone width the guide's Previous / Next bar sits above the bottom navigation, so Next can be pressed without scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const filter = await filterTaskOf(page);
  await page.goto(`/task/${filter.id}`);
  await page.getByRole("button", { name: "Start the guide" }).click({ timeout: 30_000 });
  const guide = page.getByRole("region", { name: /step-by-step guide/ });
  await expect(guide.getByText("Step 1 of 3")).toBeVisible();
  await drawingsLoaded(guide, 1);

  const next = guide.getByRole("button", { name: "Next" });
  const bottomNav = (await page.getByRole("navigation", { name: "Sections" }).boundingBox())!;
  const button = (await next.boundingBox())!;
  // The guide is taller than the screen: the bar has stuck to the bottom, and above the navigation.
  expect(button.y + button.height).toBeLessThanOrEqual(bottomNav.y);
  expect(button.y + button.height).toBeGreaterThan(740 - 2 * bottomNav.height);
  // A tap on it reaches the button itself, not the navigation over it.
  const tapped = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest("button")?.textContent ?? null, [button.x + button.width / 2, button.y + button.height / 2]);
  expect(tapped).toBe("Next");
  await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  await expect(guide.getByText("Step 2 of 3")).toBeVisible();

  // On a wide screen there is no bottom navigation, and the bar sticks to the bottom edge as before.
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
  expect(await next.locator("..").evaluate((bar) => getComputedStyle(bar).bottom)).toBe("0px");

  // The browser's Back leaves the guide for the task's overview, not the page; Forward opens it at its step.
  await expect(page).toHaveURL(new RegExp(`/task/${filter.id}\\?step=2$`));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/task/${filter.id}$`));
  await expect(page.getByRole("button", { name: "Start the guide" })).toBeFocused();
  await page.goForward();
  await expect(guide.getByText("Step 2 of 3")).toBeVisible();
  // A reload stays on the step.
  await page.reload();
  await expect(page.getByRole("region", { name: /step-by-step guide/ }).getByText("Step 2 of 3")).toBeVisible({ timeout: 30_000 });
});

test("printed, the guide has no app header or navigation, each mark stays on its drawing, and the dark theme prints light", async ({ page }) => {
  // A phone's width, where the bottom navigation shows on screen.
  await page.setViewportSize({ width: 375, height: 740 });
  const filter = await filterTaskOf(page);
  await page.goto(`/task/${filter.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
  const colours = () => page.evaluate(() => ({ background: getComputedStyle(document.body).backgroundColor, text: getComputedStyle(document.body).color }));
  const light = await colours();

  // The dark theme, chosen from the user menu.
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await page.keyboard.press("Escape");
  expect((await colours()).background).not.toBe(light.background);

  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Sections" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Complete", exact: true })).toBeHidden();
  // Paper gets the light palette: dark text on a light page.
  expect(await colours()).toEqual(light);

  const printable = page.locator('[data-slot="printable-guide"]');
  await expect(printable).toBeVisible();
  await drawingsLoaded(printable, 3);
  await page.screenshot({ path: test.info().outputPath("printed-guide-phone.png"), fullPage: true });

  // An A4 sheet's width at 96 dpi, as the browser lays out the printed page.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: test.info().outputPath("printed-guide-a4.png"), fullPage: true });

  // The drawings are kept small enough for a page (at most 9 cm tall) and their marks are placed on the
  // drawing itself, not on a wider box around it.
  for (const frame of await printable.locator('[data-slot="image-with-overlays-frame"]').all()) {
    const drawing = (await frame.locator("img").boundingBox())!;
    const box = (await frame.boundingBox())!;
    expect(drawing.height).toBeLessThanOrEqual((9 / 2.54) * 96 + 1);
    expect(Math.abs(box.width - drawing.width)).toBeLessThanOrEqual(1);
    const marks = frame.locator('[data-slot="image-overlay"]');
    expect(await marks.count()).toBeGreaterThan(0);
    for (const mark of await marks.all()) {
      const { x, y, width, height } = (await mark.boundingBox())!;
      const centre = { x: x + width / 2, y: y + height / 2 };
      expect(centre.x).toBeGreaterThanOrEqual(drawing.x);
      expect(centre.x).toBeLessThanOrEqual(drawing.x + drawing.width);
      expect(centre.y).toBeGreaterThanOrEqual(drawing.y);
      expect(centre.y).toBeLessThanOrEqual(drawing.y + drawing.height);
    }
  }
});

test("an address that is no task id (300 characters, a NUL) says 'Task not found' at once, as one of no task of the home does", async ({ page }) => {
  await onboardedHome(page, [{ type: "furnace", yearsOld: 5 }], "task-page");
  for (const id of ["x".repeat(300), "%00", "not-a-uuid"]) {
    const asked: number[] = [];
    const listen = (response: Response) => {
      if (/\/api\/tasks\/[^/]*\/details$/.test(new URL(response.url()).pathname)) asked.push(response.status());
    };
    page.on("response", listen);
    await page.goto(`/task/${id}`);
    await expect(page.getByRole("heading", { name: "Task not found" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Try again" })).toHaveCount(0);
    // The refusal is final: asked once, not again.
    expect(asked).toHaveLength(1);
    page.off("response", listen);
  }
});
