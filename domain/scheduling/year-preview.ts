import type { ApplianceId } from "../appliances/identifiers.ts";
import { APPLIANCE_KEYS, isApplianceKey } from "../catalog/appliance-keys.ts";
import { isHomeWideTask } from "../catalog/home-wide.ts";
import { intervalInMonths } from "./frequency.ts";
import { effectiveInterval, taskFitsClimate } from "./server-schedule.ts";
import type { HomeClimate } from "../seasons/home-location.ts";

/**
 * What a set of appliances will ask of a home in a year, before anything is scheduled: the review step
 * of onboarding says "31 tasks a year, about 9 hours". It follows the rules the server schedules with:
 * each appliance gets every catalogue task whose keys map to it (one per appliance, as the server
 * creates them; a home-wide task once, catalog/home-wide.ts), and a task recurs at its frequency, lengthened to its minimum interval (docs/product.md §5).
 */

/** The parts of a catalogue task the preview reads (the list route's summaries carry them). */
export interface PreviewCatalogTask {
  readonly id: string;
  readonly applianceIds: readonly string[];
  readonly frequency: string;
  /** Whole minutes per occurrence. */
  readonly estimatedTime: number;
}

export interface YearPreview {
  /** Distinct recurring tasks the appliances bring (what the task list will hold). */
  readonly taskCount: number;
  /** Occurrences in a year, all tasks together, rounded to a whole number. */
  readonly tasksPerYear: number;
  /** Minutes of work in a year, rounded to a whole minute. */
  readonly minutesPerYear: number;
}

const MONTHS_PER_YEAR = 12;

/** Whether a catalogue task is one of an appliance's (its snake_case keys map to the kebab-case id). */
export function catalogTaskAppliesTo(task: Pick<PreviewCatalogTask, "applianceIds">, appliance: ApplianceId): boolean {
  return task.applianceIds.some((key) => isApplianceKey(key) && (APPLIANCE_KEYS[key] as readonly ApplianceId[]).includes(appliance));
}

/** How often a task comes round in a year: 12 for monthly, 52.18 for weekly, 1/3 for "every 3 years". */
export function occurrencesPerYear(task: Pick<PreviewCatalogTask, "id" | "frequency">): number {
  return MONTHS_PER_YEAR / intervalInMonths(effectiveInterval(task.id, task.frequency));
}

/**
 * The year of maintenance the given appliances bring; each appliance id counts once. Tasks of a season the
 * home does not have (hurricane preparation up north) are not counted, as they are not scheduled.
 */
export function previewMaintenanceYear(catalog: readonly PreviewCatalogTask[], appliances: readonly ApplianceId[], home?: HomeClimate): YearPreview {
  let taskCount = 0;
  let occurrences = 0;
  let minutes = 0;
  const homeWideCounted = new Set<string>();
  for (const appliance of new Set(appliances)) {
    for (const task of catalog) {
      if (!catalogTaskAppliesTo(task, appliance) || !taskFitsClimate(task.id, home)) continue;
      if (isHomeWideTask(task.id)) {
        if (homeWideCounted.has(task.id)) continue;
        homeWideCounted.add(task.id);
      }
      const perYear = occurrencesPerYear(task);
      taskCount += 1;
      occurrences += perYear;
      minutes += perYear * task.estimatedTime;
    }
  }
  return { taskCount, tasksPerYear: Math.round(occurrences), minutesPerYear: Math.round(minutes) };
}

/** How many of the catalogue's tasks one appliance brings (one open occurrence each once scheduled). */
export function taskCountForAppliance(catalog: readonly PreviewCatalogTask[], appliance: ApplianceId, home?: HomeClimate): number {
  return catalog.filter((task) => catalogTaskAppliesTo(task, appliance) && taskFitsClimate(task.id, home)).length;
}
