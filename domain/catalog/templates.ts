import { resolveApplianceId, type ApplianceId } from "../appliances/identifiers.ts";
import type { TaskPriority } from "../entities/task.ts";
import { difficultyFromMinutes, type TimeDifficulty } from "../tasks/task-rules.ts";
import { catalogTaskById, taskIdsForAppliance } from "./tasks.ts";

/**
 * The local maintenance templates (docs/product.md §3.14 and §10.10): what the landing page and local mode generate tasks
 * from, per appliance type. Each template stands for a catalogue entry and takes its name, frequency
 * and time from it, so a task generated locally and the same task scheduled by the server agree.
 */

/** The appliance types templates exist for (docs/product.md §3.14). */
export const TEMPLATE_APPLIANCE_TYPES = ["hvac", "refrigerator", "water-heater", "washer", "dryer"] as const;
export type TemplateApplianceType = (typeof TEMPLATE_APPLIANCE_TYPES)[number];

export interface MaintenanceTemplate {
  /** The catalogue entry's id; a task generated from the template carries it as its masterTaskSlug. */
  readonly id: string;
  readonly applianceType: TemplateApplianceType;
  readonly name: string;
  readonly frequency: string;
  /** docs/product.md §9.2: from the time, Easy at 15 minutes or less, Medium up to 45, otherwise Hard. */
  readonly difficulty: TimeDifficulty;
  readonly priority: TaskPriority;
  /** Minutes. */
  readonly timeEstimate: number;
}

/** The appliance identifiers each type covers: a home with any of them gets those of the type's templates its systems need. */
export const TEMPLATE_APPLIANCE_IDS: Readonly<Record<TemplateApplianceType, readonly ApplianceId[]>> = {
  hvac: ["furnace", "central-ac", "heat-pump"],
  refrigerator: ["refrigerator"],
  "water-heater": ["water-heater-tank"],
  washer: ["washing-machine"],
  dryer: ["dryer"],
};

/**
 * Which catalogue entries each type's templates stand for, and how urgent each is. The priority is the
 * template's own (the catalogue has none): high where neglect risks fire, flood or a scald, medium for
 * upkeep that keeps an appliance efficient, low for checks that can wait a season.
 */
const TEMPLATE_SOURCES: Readonly<Record<TemplateApplianceType, readonly { readonly taskId: string; readonly priority: TaskPriority }[]>> = {
  hvac: [
    { taskId: "hvac-replace-filter", priority: "high" },
    { taskId: "ac-schedule-service", priority: "medium" },
    { taskId: "furnace-schedule-service", priority: "medium" },
  ],
  refrigerator: [{ taskId: "refrigerator-clean-coils", priority: "medium" }],
  "water-heater": [
    { taskId: "water-heater-test-valve", priority: "high" },
    { taskId: "water-heater-flush", priority: "medium" },
    { taskId: "water-heater-check-anode", priority: "low" },
  ],
  washer: [
    { taskId: "washer-check-hoses", priority: "high" },
    { taskId: "washer-replace-hoses", priority: "medium" },
  ],
  dryer: [
    { taskId: "dryer-clean-vent-inside", priority: "high" },
    { taskId: "dryer-clean-vent-outside", priority: "medium" },
  ],
};

export function isTemplateApplianceType(value: string): value is TemplateApplianceType {
  return (TEMPLATE_APPLIANCE_TYPES as readonly string[]).includes(value);
}

/** The templates of one appliance type, in order of the list above. */
export function maintenanceTemplates(applianceType: TemplateApplianceType): MaintenanceTemplate[] {
  return TEMPLATE_SOURCES[applianceType].map(({ taskId, priority }) => {
    const entry = catalogTaskById(taskId);
    // A template naming a task the catalogue lacks is a programming error, which the tests catch.
    if (!entry) throw new Error(`The ${applianceType} template names an unknown catalogue task: ${taskId}`);
    return {
      id: entry.id,
      applianceType,
      name: entry.name,
      frequency: entry.frequency,
      difficulty: difficultyFromMinutes(entry.estimatedTime),
      priority,
      timeEstimate: entry.estimatedTime,
    };
  });
}

/**
 * The template type for an appliance as stored: a template type itself ("hvac", "washer"), a current
 * identifier ("central-ac"), or a legacy or camelCase one ("windowAC"); undefined when no type covers it.
 */
export function templateTypeForAppliance(appliance: string): TemplateApplianceType | undefined {
  const trimmed = appliance.trim();
  if (isTemplateApplianceType(trimmed)) return trimmed;
  const id = resolveApplianceId(trimmed);
  if (id === undefined) return undefined;
  return TEMPLATE_APPLIANCE_TYPES.find((type) => TEMPLATE_APPLIANCE_IDS[type].includes(id));
}

/**
 * The templates for an appliance as stored (see templateTypeForAppliance); none when no type covers it.
 * An appliance named by its identifier gets only the templates of tasks the catalogue gives that
 * identifier: a heat pump or a central AC gets the AC service and not the furnace's, a furnace the
 * furnace service and not the AC's, as the server schedules them. A bare type ("hvac") says nothing of
 * the systems behind it and keeps all its type's templates.
 */
export function maintenanceTemplatesForAppliance(appliance: string): MaintenanceTemplate[] {
  const type = templateTypeForAppliance(appliance);
  if (type === undefined) return [];
  const templates = maintenanceTemplates(type);
  if (isTemplateApplianceType(appliance.trim())) return templates;
  const id = resolveApplianceId(appliance);
  if (id === undefined) return templates;
  const ownTasks = new Set(taskIdsForAppliance(id));
  return templates.filter((template) => ownTasks.has(template.id));
}
