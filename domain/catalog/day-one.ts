/**
 * Catalogue tasks a home can do on its first day (docs/product.md §4.12 "Day one"): short, safe, no parts
 * to buy, and worth doing whatever the season. Their first occurrence is due the day they are planned,
 * not after the lead time (domain/scheduling/plan-appliance-tasks.ts), so a new home has something to do
 * today; later occurrences follow the task's frequency from the day it was done, as every task's do.
 * Every home gets at least the two home-wide ones, whatever it has.
 */
export const DAY_ONE_TASK_IDS: ReadonlySet<string> = new Set([
  "find-water-shut-off-valve",
  "photograph-rating-plates",
  "test-smoke-co-detectors",
  "refrigerator-check-temperatures",
  "test-fire-extinguishers",
  "test-gfci-outlets",
]);

export function isDayOneTask(catalogTaskId: string | null | undefined): boolean {
  return catalogTaskId != null && DAY_ONE_TASK_IDS.has(catalogTaskId);
}
