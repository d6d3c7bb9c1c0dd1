import type { BrowserContext, Page } from "@playwright/test";

/*
 * How a screenshot test learns whether its story passed. Storybook announces on its channel when a play
 * function throws (`playFunctionThrewException`; the story then still "finishes" as a success), when
 * rendering throws or errors go unhandled, and the end of each story (`storyFinished`) with each check's
 * report, axe's among them.
 */

type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };
type StoryFinished = { storyId: string; status: "success" | "error"; reporters: { result?: { violations?: Violation[] } }[] };
export type StoryOutcome = { status: StoryFinished["status"]; errors: string[]; violations: Violation[] };

/** What the init script below keeps in each page the context opens. */
type StorySlot = {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    on: (event: string, listener: (payload: unknown, ...more: unknown[]) => void) => void;
    off: (event: string, listener: (payload: unknown, ...more: unknown[]) => void) => void;
    emit: (event: string, ...payload: unknown[]) => void;
  };
  __storyFinished: Promise<StoryFinished>;
  __storyErrors: string[];
  /** Where the window was scrolled when the story's play function ended; null for a story without one. */
  __scrollAtPlayEnd: { x: number; y: number } | null;
  /** Shows another story in the page already open, as if it had been opened afresh (see `switchStory`). */
  __switchStory: (storyId: string) => void;
};

/**
 * Listens from the moment the channel exists, in every page the context opens, so no announcement can
 * be missed however fast the story ends.
 */
export async function recordStoryOutcomes(context: BrowserContext) {
  await context.addInitScript(() => {
    const slot = window as unknown as StorySlot;
    let expectedStory = new URLSearchParams(window.location.search).get("id");
    let finish: (finished: StoryFinished) => void = () => undefined;
    let switching = false;
    const awaitStory = (storyId: string | null) => {
      expectedStory = storyId;
      slot.__storyErrors = [];
      slot.__scrollAtPlayEnd = null;
      slot.__storyFinished = new Promise((resolve) => {
        finish = resolve;
      });
    };
    awaitStory(expectedStory);
    const describe = (payload: unknown) =>
      (Array.isArray(payload) ? (payload as unknown[]) : [payload])
        .map((error) => (error && typeof error === "object" && "message" in error ? String(error.message) : JSON.stringify(error)))
        .join("; ");
    let channel: StorySlot["__STORYBOOK_ADDONS_CHANNEL__"];
    Object.defineProperty(slot, "__STORYBOOK_ADDONS_CHANNEL__", {
      configurable: true,
      get: () => channel,
      set: (next: NonNullable<StorySlot["__STORYBOOK_ADDONS_CHANNEL__"]>) => {
        channel = next;
        for (const event of ["playFunctionThrewException", "storyThrewException", "storyErrored", "unhandledErrorsWhilePlaying"]) {
          next.on(event, (payload) => slot.__storyErrors.push(`${event}: ${describe(payload)}`));
        }
        // Storybook announces the change after it has taken the last story down and before the next one's
        // loaders run: the next story then starts with empty storage, as it would in a page of its own.
        next.on("storyChanged", () => {
          if (!switching) return;
          switching = false;
          localStorage.clear();
          sessionStorage.clear();
        });
        // Storybook announces "played" the moment the play function has returned, before axe runs.
        next.on("storyRenderPhaseChanged", (payload) => {
          const { newPhase, storyId } = payload as { newPhase: string; storyId: string };
          if (newPhase === "played" && (expectedStory === null || storyId === expectedStory)) slot.__scrollAtPlayEnd = { x: window.scrollX, y: window.scrollY };
        });
        next.on("storyFinished", (payload) => {
          const finished = payload as StoryFinished;
          if (expectedStory === null || finished.storyId === expectedStory) finish(finished);
        });
      },
    });
    slot.__switchStory = (storyId) => {
      awaitStory(storyId);
      switching = true;
      window.scrollTo(0, 0);
      if (!channel) throw new Error("Storybook's channel is not there: open a story in this page before switching to another");
      channel.emit("setCurrentStory", { storyId, viewMode: "story" });
    };
  });
}

/**
 * Shows another story in a page where Storybook has already shown one, without loading the page again:
 * loading Storybook's runtime again took about 40 % of each screenshot's time. Storybook takes the last
 * story down (unmounting it, as leaving it in Storybook does) and the next one starts with empty storage;
 * `storyOutcome` then waits for that story, not the last.
 */
export async function switchStory(page: Page, storyId: string) {
  await page.evaluate((id) => (window as unknown as StorySlot).__switchStory(id), storyId);
}

/** Waits for the open story to finish (loaders, render, play function, axe) and says how it went. */
export async function storyOutcome(page: Page): Promise<StoryOutcome> {
  // Awaits the announcement itself rather than polling for it at every animation frame, which ran a check
  // sixty times a second through every play function, on cores the run already keeps busy.
  return page.evaluate(async () => {
    const slot = window as unknown as StorySlot;
    const event = await slot.__storyFinished;
    const errors = slot.__storyErrors;
    // Only what a failure message needs crosses back: axe's full results are large.
    const violations = event.reporters.flatMap((report) => report.result?.violations ?? []);
    const outcome: StoryOutcome = { status: errors.length > 0 ? "error" : event.status, errors, violations };
    return outcome;
  });
}

/**
 * Puts the window back where the story's play function left it, and says from where, if anything scrolled
 * it since. A full-page picture draws the page's sticky header, toasts and other fixed parts where the
 * window is scrolled when it is taken; a story that ends scrolled (a "See How It Works" jump, a list grown
 * by "Load more") was now and then photographed with its header a few pixels off, in CI only, with every
 * other pixel equal, so something scrolled it between the play's end and the picture. The play is what
 * the story shows, so its end is what is photographed.
 */
export async function restoreScrollOfPlayEnd(page: Page): Promise<{ from: { x: number; y: number }; to: { x: number; y: number } } | null> {
  return page.evaluate(async () => {
    const to = (window as unknown as StorySlot).__scrollAtPlayEnd;
    const from = { x: window.scrollX, y: window.scrollY };
    if (!to || (to.x === from.x && to.y === from.y)) return null;
    window.scrollTo({ left: to.x, top: to.y, behavior: "instant" });
    // Scroll observers (the phone's sticky bar) answer in the frames after a scroll.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return { from, to };
  });
}

/** What the page knows of the story it shows: Storybook's preview, with the story's own parameters. */
type PreviewSlot = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id: string; story?: { parameters?: { a11y?: A11yParameter } } } };
};
type A11yParameter = { disable?: boolean; test?: "off" | "todo" | "error"; options?: Record<string, unknown> };

/**
 * Paints the story the page shows in the dark theme, as the theme decorator of .storybook/preview.tsx
 * paints it (the `dark` class on <html> and the browser's colour scheme), and checks it with axe again, with
 * the story's own a11y parameters, through the a11y addon's re-run (the events its panel's "Rerun" sends
 * and hears). The story is not played again: its play function ended in the light theme, and the theme
 * changes colours only (no style of the dark theme hides or shows anything), so the dark picture is the
 * end of the play in dark. Axe runs again because contrast is what the theme changes, and only its rules
 * that read colours: every other rule reads the same document as in the light theme, where it has just
 * passed, and running them all again took a fifth of each story's time in the screenshot run
 * (docs/decisions/074).
 */
export async function paintDarkAndCheck(page: Page): Promise<StoryOutcome> {
  return page.evaluate(async () => {
    const root = document.documentElement;
    root.classList.add("dark");
    root.style.colorScheme = "dark";
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const slot = window as unknown as StorySlot & PreviewSlot;
    const render = slot.__STORYBOOK_PREVIEW__?.currentRender;
    const channel = slot.__STORYBOOK_ADDONS_CHANNEL__;
    if (!render || !channel) return { status: "error" as const, errors: ["Storybook has shown no story in this page"], violations: [] };
    const a11y = render.story?.parameters?.a11y ?? {};
    // As the addon's own check after a play: none for a story that turns it off, and only warnings for "todo".
    if (a11y.disable === true || a11y.test === "off") return { status: "success" as const, errors: [], violations: [] };
    const result = await new Promise<{ violations?: Violation[] } | Error>((resolve) => {
      const onResult = (payload: unknown, storyId: unknown) => {
        if (storyId === render.id) finish(payload as { violations?: Violation[] });
      };
      const onError = (error: unknown) => finish(error instanceof Error ? error : new Error(JSON.stringify(error)));
      const finish = (outcome: { violations?: Violation[] } | Error) => {
        channel.off("storybook/a11y/result", onResult);
        channel.off("storybook/a11y/error", onError);
        resolve(outcome);
      };
      channel.on("storybook/a11y/result", onResult);
      channel.on("storybook/a11y/error", onError);
      // axe's rules that read colours: text contrast (AA) and links told apart from the text around them by colour alone.
      const colourRules = { type: "rule", values: ["color-contrast", "link-in-text-block"] };
      channel.emit("storybook/a11y/manual", render.id, { ...a11y, options: { ...a11y.options, runOnly: colourRules } });
    });
    if (result instanceof Error) return { status: "error" as const, errors: [`axe could not run in the dark theme: ${result.message}`], violations: [] };
    // Only what a failure message needs crosses back, as in storyOutcome.
    const violations = (a11y.test === "todo" ? [] : (result.violations ?? [])).map(({ id, help, nodes }) => ({ id, help, nodes: nodes.map(({ target }) => ({ target })) }));
    return { status: violations.length > 0 ? ("error" as const) : ("success" as const), errors: [], violations };
  });
}

export function describeFailure({ errors, violations }: StoryOutcome): string {
  const found = violations.map((violation) => `${violation.id} (${violation.help}) at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`);
  const reasons = [...errors, ...(found.length > 0 ? [`axe found ${found.length} violation(s): ${found.join("; ")}`] : [])];
  return reasons.length > 0 ? `the story failed: ${reasons.join(" | ")}` : "the story failed: run its story test to see why";
}
