export { APPLIANCE_KEYS, isApplianceKey, type ApplianceKey } from "./appliance-keys.ts";
export { NOT_APPLICABLE, GUIDE_COLOURS } from "./define-entry.ts";
export { CATALOG_TASKS, catalogTaskById, taskIdsForAppliance } from "./tasks.ts";
export { HOME_WIDE_TASK_IDS, isHomeWideTask, WHOLE_HOME_TASK_IDS, isWholeHomeTask } from "./home-wide.ts";
export { DAY_ONE_TASK_IDS, isDayOneTask } from "./day-one.ts";
export {
  maintenanceTemplates,
  maintenanceTemplatesForAppliance,
  templateTypeForAppliance,
  TEMPLATE_APPLIANCE_IDS,
  TEMPLATE_APPLIANCE_TYPES,
  type MaintenanceTemplate,
  type TemplateApplianceType,
} from "./templates.ts";
