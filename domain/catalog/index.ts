export { APPLIANCE_KEYS, isApplianceKey, type ApplianceKey } from "./appliance-keys.ts";
export { NOT_APPLICABLE, GUIDE_COLOURS } from "./define-entry.ts";
export { CATALOG_TASKS, catalogTaskById, taskIdsForAppliance } from "./tasks.ts";
