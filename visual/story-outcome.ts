import type { BrowserContext, Page } from "@playwright/test";

/*
 * How a screenshot test learns whether its story passed. Storybook announces on its channel when a play
 * function throws (`playFunctionThrewException`; the story then still "finishes" as a success), when
 * rendering throws or errors go unhandled, and the end of each story (`storyFinished`) with each check's
 * report, axe's among them.
 */

type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };
type StoryFinished = { status: "success" | "error"; reporters: { result?: { violations?: Violation[] } }[] };
export type StoryOutcome = { status: StoryFinished["status"]; errors: string[]; violations: Violation[] };

/**
 * Listens from the moment the channel exists, in every page the context opens, so no announcement can
 * be missed however fast the story ends.
 */
export async function recordStoryOutcomes(context: BrowserContext) {
  await context.addInitScript(() => {
    type Channel = { on: (event: string, listener: (payload: unknown) => void) => void };
    const slot = window as unknown as {
      __STORYBOOK_ADDONS_CHANNEL__?: Channel;
      __storyFinished: Promise<unknown>;
      __storyErrors: string[];
    };
    slot.__storyErrors = [];
    let finish: (finished: unknown) => void = () => undefined;
    slot.__storyFinished = new Promise((resolve) => {
      finish = resolve;
    });
    const describe = (payload: unknown) =>
      (Array.isArray(payload) ? (payload as unknown[]) : [payload])
        .map((error) => (error && typeof error === "object" && "message" in error ? String(error.message) : JSON.stringify(error)))
        .join("; ");
    let channel: Channel | undefined;
    Object.defineProperty(slot, "__STORYBOOK_ADDONS_CHANNEL__", {
      configurable: true,
      get: () => channel,
      set: (next: Channel) => {
        channel = next;
        for (const event of ["playFunctionThrewException", "storyThrewException", "storyErrored", "unhandledErrorsWhilePlaying"]) {
          next.on(event, (payload) => slot.__storyErrors.push(`${event}: ${describe(payload)}`));
        }
        next.on("storyFinished", finish);
      },
    });
  });
}

/** Waits for the open story to finish (loaders, render, play function, axe) and says how it went. */
export async function storyOutcome(page: Page): Promise<StoryOutcome> {
  // Awaits the announcement itself rather than polling for it at every animation frame, which ran a check
  // sixty times a second through every play function, on cores the run already keeps busy.
  return page.evaluate(async () => {
    const slot = window as unknown as { __storyFinished: Promise<StoryFinished>; __storyErrors: string[] };
    const event = await slot.__storyFinished;
    const errors = slot.__storyErrors;
    // Only what a failure message needs crosses back: axe's full results are large.
    const violations = event.reporters.flatMap((report) => report.result?.violations ?? []);
    const outcome: StoryOutcome = { status: errors.length > 0 ? "error" : event.status, errors, violations };
    return outcome;
  });
}

export function describeFailure({ errors, violations }: StoryOutcome): string {
  const found = violations.map((violation) => `${violation.id} (${violation.help}) at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(", ")}`);
  const reasons = [...errors, ...(found.length > 0 ? [`axe found ${found.length} violation(s): ${found.join("; ")}`] : [])];
  return reasons.length > 0 ? `the story failed: ${reasons.join(" | ")}` : "the story failed: run its story test to see why";
}
