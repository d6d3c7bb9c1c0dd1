/**
 * Catalogue tasks added after homes had been scheduled. A home scheduled before gets them without
 * losing anything: on the server, a migration (server/db/migrations) gives each home's appliances the
 * ones they list, as adding the appliance today would; in local mode, the schedule is topped up with
 * them when it is next read (lib/local-mode/local-task-generation.ts). A task added to the
 * catalogue later joins `CATALOG_ADDITIONS` in a list of its own, with a migration of its own
 * (domain/catalog/README.md).
 */

/** Added with migration 0014: the tasks every home gets, the gas vents, the alarms' end of life, the well. */
export const CATALOG_ADDITIONS_OF_0014: readonly string[] = [
  "replace-alarms-end-of-life",
  "practice-fire-escape-drill",
  "test-radon",
  "test-afci-breakers",
  "water-heater-check-temperature",
  "inspect-gas-appliance-vents",
  "refrigerator-replace-water-filter",
  "well-test-water",
  "well-inspect-wellhead",
];

/** Added with migration 0016: short tasks a home can do on its first day (domain/catalog/day-one.ts). */
export const CATALOG_ADDITIONS_OF_0016: readonly string[] = ["find-water-shut-off-valve", "photograph-rating-plates", "refrigerator-check-temperatures"];

export const CATALOG_ADDITIONS: readonly string[] = [...CATALOG_ADDITIONS_OF_0014, ...CATALOG_ADDITIONS_OF_0016];
