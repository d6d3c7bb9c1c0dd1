/*
 * docs/product.md §2.14: the open guide and its step are part of the task page's address (`?step=2`), so the
 * browser's Back leaves the guide for the task's overview rather than leaving the page, and a reload stays on
 * the step. Opening the guide adds a history entry; moving between steps replaces it, so one Back leaves the
 * guide whichever step it is on, as the "Leave guide" button does.
 */

/** The search parameter that holds the open guide's step, counted from 1 as the page shows it. */
export const GUIDE_STEP_PARAM = "step";

/**
 * The step (counted from 0) an address opens the guide at, or null when it shows the overview. A value that
 * is no step number ("abc", "0", "-2") still opens the guide, at its first step; one past the last step is
 * brought back to the last by the guide itself, which knows how many there are.
 */
export function guideStepOf(search: URLSearchParams): number | null {
  const value = search.get(GUIDE_STEP_PARAM);
  if (value === null) return null;
  return /^\d+$/.test(value) ? Math.max(Number(value) - 1, 0) : 0;
}

/** `search` with the guide open at `step` (counted from 0), or closed when `step` is null; other parameters are kept. */
export function withGuideStep(search: URLSearchParams, step: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (step === null) next.delete(GUIDE_STEP_PARAM);
  else next.set(GUIDE_STEP_PARAM, String(step + 1));
  return next;
}

/** The history state of a guide opened from the overview: leaving that guide goes back one entry, to the overview. */
export const OPENED_FROM_OVERVIEW = { guideOpenedFromOverview: true } as const;

export function wasOpenedFromOverview(state: unknown): boolean {
  return typeof state === "object" && state !== null && "guideOpenedFromOverview" in state && state.guideOpenedFromOverview === true;
}
