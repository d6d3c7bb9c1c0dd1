/**
 * Tasks a home needs once, whichever of its heating and cooling appliances list them (docs/product.md
 * §4.12). A furnace and a central air conditioner share one air handler, one filter, one set of ducts and
 * one thermostat, and the catalogue lists these tasks under each such appliance; scheduled once per
 * appliance, a home with both saw 'Replace the HVAC air filter' twice. Such a task goes to the first of the
 * home's appliances that lists it, and moves to another that lists it when that one is removed.
 * Tasks of the unit itself (its service, its drain, its outdoor unit) stay one per appliance.
 * The same holds for the vents of a home's gas appliances, and for the tasks every home gets whatever it has.
 */
export const HOME_WIDE_TASK_IDS: ReadonlySet<string> = new Set([
  "hvac-replace-filter",
  "hvac-clean-ductwork",
  "thermostat-recalibrate",
  "ceiling-fan-reverse",
  // One look along every gas appliance's vent, whether the home has a gas water heater, furnace or boiler, or all three.
  "inspect-gas-appliance-vents",
  // Every home's own tasks (the whole_home key): listed under every appliance, held by the first one the home added.
  "practice-fire-escape-drill",
  "test-radon",
  "find-water-shut-off-valve",
  "photograph-rating-plates",
]);

export function isHomeWideTask(catalogTaskId: string): boolean {
  return HOME_WIDE_TASK_IDS.has(catalogTaskId);
}

/**
 * The tasks of the home itself rather than of any appliance (the catalogue's whole_home key): a fire escape
 * plan, a radon test, the water shut-off valve, the rating plates. They are held by an appliance only so the
 * home has one of each; they are named as the home's, never as that appliance's (docs/product.md §4.12).
 */
export const WHOLE_HOME_TASK_IDS: ReadonlySet<string> = new Set([
  "practice-fire-escape-drill",
  "test-radon",
  "find-water-shut-off-valve",
  "photograph-rating-plates",
]);

export function isWholeHomeTask(catalogTaskId: string | null | undefined): boolean {
  return catalogTaskId != null && WHOLE_HOME_TASK_IDS.has(catalogTaskId);
}
