import type { Page } from "@playwright/test";
import { LOCAL_STORAGE_KEYS } from "../domain/entities/browser-storage-keys.ts";
import { type ResolvedTheme } from "../domain/entities/theme.ts";
import { blogArticles } from "../features/public-site/blog-articles.ts";
import { publicPageAddresses } from "../app/public-page-paths.ts";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, SWEEP_WIDTHS } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";

/*
 * Every page a visitor can open without an account, as the app's router lists them (app/routes.tsx), at a
 * phone's and a laptop's width in both themes: no serious or critical axe violation, and no page that
 * scrolls sideways. A page the router gains is swept without a change here.
 */

/** An address for each route pattern: a parameter takes a value that names something, `*` an unknown address. */
function addressOf(pattern: string): string {
  if (pattern === "*") return "/no-such-page";
  return pattern.replace(/:(\w+)/g, (_, parameter: string) => {
    if (parameter === "slug") return blogArticles[0]!.slug;
    // A link that is no invitation: the page says so, which is the state a stranger's guess lands on.
    if (parameter === "token") return "no-such-invitation";
    throw new Error(`No sample value for the route parameter :${parameter} of ${pattern}: add one to the public pages' sweep.`);
  });
}

/** The theme as a visitor's saved choice sets it (lib/theme), before the first paint. */
async function useTheme(page: Page, theme: ResolvedTheme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript(
    ([key, choice]) => {
      window.localStorage.setItem(key, choice);
    },
    [LOCAL_STORAGE_KEYS.theme, theme] as const,
  );
}

/** Waits until the page shows its heading and no fade or other finite animation is still under way. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

for (const pattern of publicPageAddresses) {
  for (const theme of ["light", "dark"] as const) {
    test(`${pattern} in the ${theme} theme passes axe and fits the phone's and the laptop's width`, async ({ page }) => {
      await useTheme(page, theme);
      for (const size of SWEEP_WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(addressOf(pattern));
        await settled(page);
        await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        const where = `${pattern} (${theme}, ${size.width} px)`;
        await expectNoHorizontalOverflow(page, where);
        await expectNoSeriousAxeViolations(page, where);
      }
    });
  }
}
