import { isWholeHomeTask } from "../catalog/home-wide.ts";

/** How a task every home gets is named where a task names its appliance (the catalogue's own word). */
export const WHOLE_HOME_PLACE = "Whole home";

/**
 * What a task is for, as a card or a list names it under the task: its appliance, or the whole home for the
 * tasks every home gets, which an appliance holds only so the home has one of each (docs/product.md §4.12).
 */
export function taskPlaceName(task: { readonly masterTaskSlug?: string | null; readonly applianceName?: string | null; readonly applianceId: string }): string {
  if (isWholeHomeTask(task.masterTaskSlug)) return WHOLE_HOME_PLACE;
  return task.applianceName?.trim() ? task.applianceName : task.applianceId;
}
