import { delay } from "msw";

/**
 * How long the mock API takes to answer, so a designer browsing Storybook sees the loading states
 * (skeletons, "Saving…" buttons) that a real answer passes through. The times are local mode's, as
 * docs/product.md §9.5 gives them:
 *
 * - **create** and **bulk update**, 300 ms: adding an appliance (`POST /api/appliances`), recording a
 *   finished guide (`POST /api/achievements/guide-finished`); marking every notification read
 *   (`PUT /api/notifications/read-all`).
 * - **update**, **delete** and **snooze**, 200 ms: completing, undoing and annotating a task
 *   (`PUT /api/tasks/:id/complete`, `/uncomplete`, `/metadata`); snoozing and unsnoozing it
 *   (`/snooze`, `/unsnooze`); changing the profile, the preferences or an appliance
 *   (`PUT /api/users/profile`, `/api/users/preferences`, `/api/appliances/:id`); marking one notification
 *   read; removing an appliance, the notifications or the account (`DELETE /api/appliances/:id`,
 *   `/api/notifications`, `/api/users/me`).
 * - **generation** and **refresh**, 500 ms: finishing onboarding, which generates the home's schedule
 *   (`POST /api/users/onboarding-complete`, §4.12); loading the task lists (`GET /api/tasks/for-dashboard`,
 *   `GET /api/tasks`).
 *
 * Everything else answers at once: the spec gives other reads no time, and sign-in, sign-up, the session,
 * password resets, contact, the calendar feed, the export and migration are the server's alone, never
 * played by local mode. Handlers that stand for one state (failing, invalid, never answering) answer at
 * once too: their story is about that state, not about how long the work takes.
 *
 * The delays are on only where a person watches: interactive Storybook chooses "realistic" (its Network
 * toolbar item); the story tests, the screenshot run and unit tests get "instant", so no automated run
 * waits on the clock. "instant" is also what this module starts with, so anything that never chooses
 * (a unit test using the handlers) adds no delay.
 */

/** The kinds of work §9.5 gives a time, each with that time in milliseconds. */
export const simulatedDelayMs = {
  create: 300,
  bulkUpdate: 300,
  update: 200,
  delete: 200,
  snooze: 200,
  generation: 500,
  refresh: 500,
} as const satisfies Record<string, number>;

export type SimulatedWork = keyof typeof simulatedDelayMs;

export const networkModes = ["realistic", "instant"] as const;
export type NetworkMode = (typeof networkModes)[number];

export const isNetworkMode = (value: unknown): value is NetworkMode => networkModes.some((mode) => mode === value);

let currentMode: NetworkMode = "instant";

/** Chooses whether the handlers take §9.5's times ("realistic") or answer at once ("instant"). */
export function setNetworkMode(mode: NetworkMode): void {
  currentMode = mode;
}

export function networkMode(): NetworkMode {
  return currentMode;
}

/**
 * The mode a story runs in: an automated run's forced mode wins over anything a story or the toolbar
 * says, so none of them can slow a test; otherwise the toolbar's choice; otherwise "realistic", for the
 * person browsing.
 */
export function chooseNetworkMode({ forced, chosen }: { forced: NetworkMode | undefined; chosen: unknown }): NetworkMode {
  if (forced) return forced;
  return isNetworkMode(chosen) ? chosen : "realistic";
}

/** Waits as long as local mode takes for this kind of work, or not at all in "instant" mode. */
export async function simulateWork(work: SimulatedWork): Promise<void> {
  if (currentMode === "instant") return;
  await delay(simulatedDelayMs[work]);
}
