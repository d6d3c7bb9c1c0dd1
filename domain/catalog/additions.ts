/**
 * Catalogue tasks added after homes had been scheduled. A home scheduled before gets them without
 * losing anything: on the server, migration 0014 (server/db/migrations) gives each home's appliances the
 * ones they list, as adding the appliance today would; in local mode, the schedule is topped up with
 * them when it is next read (features/local-mode/local-task-generation.ts). A task added to the
 * catalogue later joins this list with a migration of its own (domain/catalog/README.md).
 */
export const CATALOG_ADDITIONS: readonly string[] = [
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
