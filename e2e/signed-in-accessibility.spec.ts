import { test as base, type Browser, type Locator, type Page } from "@playwright/test";
import { SIGNED_IN_PAGE_PATHS, SIGNED_IN_PATHS } from "../app/signed-in-paths.ts";
import { csrfTokenOf, password, uniqueEmail } from "./accounts.ts";
import { expectNoHorizontalOverflow, expectNoSeriousAxeViolations, SWEEP_WIDTHS } from "./accessibility.ts";
import { DASHBOARD_HEADING, expect } from "./fixtures.ts";

/*
 * The signed-in app as someone with a name on their account meets it, held to WCAG 2.2 AA (axe) on every
 * signed-in page and every overlay those pages open, at a phone's and a laptop's width, in both themes,
 * and worked from the keyboard alone. One account and one page serve the whole file: each check moves the
 * same page on, as a person would, instead of signing in again.
 */

const THEMES = ["light", "dark"] as const;
const OWNER_NAME = "Ada Lovelace";

type SignedIn = { page: Page; headers: Record<string, string> };

async function signedInPage(browser: Browser): Promise<SignedIn> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error("E2E_BASE_URL is not set: the global setup did not start the server.");
  const context = await browser.newContext({ baseURL, timezoneId: "UTC", serviceWorkers: "block" });
  const page = await context.newPage();
  const csrf = await csrfTokenOf(page.request);
  const signup = await page.request.post("/api/auth/signup", {
    data: { email: uniqueEmail("a11y"), password, name: OWNER_NAME },
    headers: { "X-CSRF-Token": csrf },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  return { page, headers: { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}`, "X-Time-Zone": "UTC" } };
}

const test = base.extend<object, { signedIn: SignedIn }>({
  signedIn: [
    async ({ browser }, use) => {
      const signedIn = await signedInPage(browser);
      await use(signedIn);
      await signedIn.page.context().close();
    },
    { scope: "worker" },
  ],
});

test.describe.configure({ mode: "serial" });
// Each check sweeps one page or overlay four times over (two widths, two themes).
test.slow();

/** Checks the page as it is now at both widths and in both themes; leaves it at the last combination's. */
async function sweep(page: Page, where: string, isReady: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width: width.width, height: width.height });
    for (const theme of THEMES) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await isReady();
      await motionEnded(page);
      const described = `${where} at ${width.width} px, ${theme}`;
      await expectNoSeriousAxeViolations(page, described);
      await expectNoHorizontalOverflow(page, described);
    }
  }
  await page.setViewportSize({ width: SWEEP_WIDTHS[1].width, height: SWEEP_WIDTHS[1].height });
}

/**
 * What is checked is the page at rest, not a frame of a page's fade or of a colour's transition after the
 * theme changed: colour contrast would read a half-faded page. Endless animations (a spinner) never end.
 */
async function motionEnded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** A signed-in page is ready once its heading shows and no part of it is still loading. */
async function pageSettled(page: Page): Promise<void> {
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

type ApiTask = { id: string; name: string; masterTaskSlug?: string | null };

let filterTask: ApiTask;
let furnaceId: string;

/** A real address for each signed-in path: a parameter is filled with something the account has. */
function addressOf(path: string): string {
  if (path === "/appliances/:id") return `/appliances/${encodeURIComponent(furnaceId)}`;
  return path.replace(":id", encodeURIComponent(filterTask.id));
}

test("onboarding, before the home is set up, passes at both widths in both themes", async ({ signedIn: { page, headers } }) => {
  await page.goto("/onboarding");
  await expect(page.getByRole("heading", { level: 1, name: "Set up your home" })).toBeVisible();
  // The theme follows the device from here on (saved to the account), so that the sweep's colour scheme is the page's.
  await page.getByRole("button", { name: /^Account menu/ }).click();
  await page.getByRole("menuitemradio", { name: "System" }).click();
  await expect(page.getByRole("menu")).toBeHidden();
  await sweep(page, "/onboarding", () => pageSettled(page));

  const onboarding = await page.request.post("/api/users/onboarding-complete", { data: { homeType: "house", appliances: [{ type: "furnace" }] }, headers });
  expect(onboarding.ok(), await onboarding.text()).toBe(true);
  furnaceId = ((await onboarding.json()) as { appliances: { id: string }[] }).appliances[0]!.id;
  const tasks = await page.request.get("/api/tasks/for-dashboard", { headers });
  filterTask = ((await tasks.json()) as { data: ApiTask[] }).data.find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
  expect(filterTask).toBeDefined();
});

test("every signed-in page passes at both widths in both themes", async ({ signedIn: { page } }) => {
  for (const path of SIGNED_IN_PATHS.filter((candidate) => !(SIGNED_IN_PAGE_PATHS.onboarding as readonly string[]).includes(candidate))) {
    await page.goto(addressOf(path));
    await expect(page).toHaveURL(new RegExp(`${addressOf(path)}$`));
    await sweep(page, path, () => pageSettled(page));
  }
});

/** Sweeps an overlay while it is open: it, and the page behind it, at both widths in both themes. */
async function sweepOpen(page: Page, where: string, overlay: Locator): Promise<void> {
  await expect(overlay).toBeVisible();
  await sweep(page, where, () => expect(overlay).toBeVisible());
}

test("every overlay of the signed-in pages passes while open, at both widths in both themes", async ({ signedIn: { page } }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();

  await page.getByRole("button", { name: /^Account menu/ }).click();
  await sweepOpen(page, "the account menu", page.getByRole("menu"));
  await page.keyboard.press("Escape");

  const card = page.locator('[data-slot="task-card"]').first();
  await card.getByRole("button", { name: /^More actions for/ }).click();
  await sweepOpen(page, "a task's menu (complete with details, snooze)", page.getByRole("menu"));
  await page.getByRole("menuitem", { name: "Complete with details…" }).click();
  await sweepOpen(page, "the completion details dialog", page.getByRole("dialog"));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.goto(addressOf("/task/:id"));
  await page.getByRole("button", { name: "Complete with details" }).click();
  await sweepOpen(page, "the task page's completion dialog", page.getByRole("dialog"));
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Start the guide" }).click();
  await sweepOpen(page, "guide mode", page.getByRole("region", { name: /step-by-step guide/ }));
  await page.getByRole("button", { name: "Leave guide" }).click();

  await page.goto("/appliances/add");
  await page.getByRole("button", { name: /^Edit / }).first().click();
  await sweepOpen(page, "the edit appliance dialog", page.getByRole("dialog"));
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: /^Remove / }).first().click();
  await sweepOpen(page, "the remove appliance dialog", page.getByRole("alertdialog"));
  await page.keyboard.press("Escape");

  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete account" }).click();
  await sweepOpen(page, "the delete account dialog", page.getByRole("alertdialog"));
  await page.keyboard.press("Escape");
});

/*
 * Keyboard: every control of a page is reached with Tab and shows where the focus is; the actions work
 * with Enter and Space.
 */

const CONTROLS = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

type FocusStop = { key: string; indicator: boolean; description: string };

/**
 * Marks every control on screen and notes how it looks unfocused, so that a focus indicator shows as a
 * change of outline or shadow when Tab reaches it.
 */
async function markControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const keys: string[] = [];
    document.querySelectorAll<HTMLElement>(selector).forEach((control, index) => {
      if (!control.checkVisibility({ visibilityProperty: true }) || control.closest("[inert], [aria-hidden='true']")) return;
      const style = getComputedStyle(control);
      control.dataset.keyboardStop = String(index);
      control.dataset.unfocusedLook = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
      keys.push(String(index));
    });
    return keys;
  }, CONTROLS);
}

/** Where the focus is now, and whether it shows. */
async function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const style = getComputedStyle(focused);
    const outlined = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
    const look = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}|${style.boxShadow}`;
    return {
      key: focused.dataset.keyboardStop ?? "",
      indicator: (outlined || style.boxShadow !== "none") && look !== focused.dataset.unfocusedLook,
      description: `${focused.tagName.toLowerCase()} "${(focused.getAttribute("aria-label") ?? focused.textContent ?? "").trim().slice(0, 60)}"`,
    };
  });
}

/** Tabs through the whole page from its top: every control on screen is reached, each with a focus indicator. */
async function expectEveryControlReachedWithVisibleFocus(page: Page, where: string): Promise<void> {
  const controls = await markControls(page);
  expect(controls.length, `controls on ${where}`).toBeGreaterThan(0);
  const reached = new Set<string>();
  const withoutIndicator: string[] = [];
  await page.locator("body").evaluate((body) => {
    (document.activeElement as HTMLElement | null)?.blur();
    // Tab starts from the top of the document.
    window.getSelection()?.collapse(body, 0);
  });
  for (let press = 0; press < controls.length * 2 + 10 && reached.size < controls.length; press += 1) {
    await page.keyboard.press("Tab");
    const stop = await focusStop(page);
    if (!stop) continue;
    if (stop.key) reached.add(stop.key);
    if (!stop.indicator) withoutIndicator.push(stop.description);
  }
  // A control whose code loads on first focus (a task's menu, a tooltip) is put back as a new element: the one marked is gone.
  const missed = await page.evaluate(
    (keys) =>
      keys
        .map((key) => document.querySelector<HTMLElement>(`[data-keyboard-stop="${key}"]`))
        .filter((control) => control !== null)
        .map((control) => control.outerHTML.slice(0, 160)),
    controls.filter((key) => !reached.has(key)),
  );
  expect(missed, `controls Tab never reached on ${where}`).toEqual([]);
  expect([...new Set(withoutIndicator)], `focused controls with no visible indicator on ${where}`).toEqual([]);
}

/** Tabs forward until `target` has the focus, then checks that it shows. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await markControls(page);
  for (let press = 0; press < 200; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
  expect((await focusStop(page))?.indicator, "a focus indicator on the focused control").toBe(true);
}

test("the dashboard, the task page and its guide work from the keyboard alone, with the focus always in sight", async ({ signedIn: { page } }) => {
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width: width.width, height: width.height });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    await expectEveryControlReachedWithVisibleFocus(page, `/dashboard at ${width.width} px`);
    await page.goto(addressOf("/task/:id"));
    await expect(page.getByRole("heading", { level: 1, name: filterTask.name })).toBeVisible();
    await expectEveryControlReachedWithVisibleFocus(page, `the task page at ${width.width} px`);
  }

  // The guide: opened, stepped through and left with Enter and Space.
  await tabTo(page, page.getByRole("button", { name: "Start the guide" }));
  await page.keyboard.press("Enter");
  const guide = page.getByRole("region", { name: /step-by-step guide/ });
  await expect(guide.getByText("Step 1 of 3")).toBeVisible();
  await expectEveryControlReachedWithVisibleFocus(page, "guide mode");
  await tabTo(page, guide.getByRole("button", { name: "Next" }));
  await page.keyboard.press("Space");
  await expect(guide.getByText("Step 2 of 3")).toBeVisible();
  await tabTo(page, guide.getByRole("button", { name: "Previous" }));
  await page.keyboard.press("Enter");
  await expect(guide.getByText("Step 1 of 3")).toBeVisible();
  await tabTo(page, guide.getByRole("button", { name: "Pause timer" }));
  await page.keyboard.press("Space");
  await expect(guide.getByRole("button", { name: "Resume timer" })).toBeFocused();
  await tabTo(page, guide.getByRole("button", { name: "Leave guide" }));
  await page.keyboard.press("Enter");
  await expect(guide).toBeHidden();

  // The dashboard: a task's menu opened with Enter and walked with the arrows, a task completed with Space.
  await page.goto("/dashboard");
  const card = page.locator('[data-slot="task-card"]').first();
  const taskName = (await card.getByRole("heading", { level: 3 }).textContent()) ?? "";
  await tabTo(page, card.getByRole("button", { name: `More actions for ${taskName}` }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("menuitem", { name: "Complete with details…" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menuitem", { name: "Snooze 1 day" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(card.getByRole("button", { name: `More actions for ${taskName}` })).toBeFocused();
  await tabTo(page, card.getByRole("button", { name: `Complete ${taskName}` }));
  await page.keyboard.press("Space");
  await expect(page.locator('[data-slot="task-card"]').getByRole("heading", { name: taskName, exact: true })).toBeHidden();
});

test("the completed page with a completion's details, and its undo dialog, pass at both widths in both themes", async ({ signedIn: { page } }) => {
  // A completion with a cost and a time, so that the statistics' money and time tiles have figures to show.
  await page.goto("/dashboard");
  const card = page.locator('[data-slot="task-card"]').first();
  await card.getByRole("button", { name: /^More actions for/ }).click();
  await page.getByRole("menuitem", { name: "Complete with details…" }).click();
  const details = page.getByRole("dialog", { name: "Complete with details" });
  await details.getByLabel("Time spent (minutes)").fill("20");
  await details.getByLabel("Cost (dollars)").fill("12.50");
  await details.getByRole("button", { name: "Complete task" }).click();
  await expect(details).toBeHidden();

  await page.goto("/completed");
  await sweep(page, "/completed with completions", () => pageSettled(page));
  await page.getByRole("button", { name: /^Undo completing/ }).first().click();
  await sweepOpen(page, "the undo completion dialog", page.getByRole("alertdialog"));
  await page.keyboard.press("Escape");
});
