import type { ApplianceId } from "@domain/appliances/identifiers.ts";
import type { CatalogTask } from "@domain/contract/index.ts";

/** The built-in catalogue as the task engine reads it: every entry, one by id, and those an appliance gets. */
export interface CatalogSource {
  readonly tasks: readonly CatalogTask[];
  taskById(id: string): CatalogTask | undefined;
  tasksForAppliance(type: ApplianceId): readonly CatalogTask[];
}

export function createCatalogSource(
  tasks: readonly CatalogTask[],
  taskIdsForAppliance: (type: ApplianceId) => readonly string[],
): CatalogSource {
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const perAppliance = new Map<ApplianceId, readonly CatalogTask[]>();
  return {
    tasks,
    taskById: (id) => byId.get(id),
    tasksForAppliance: (type) => {
      let list = perAppliance.get(type);
      if (!list) {
        list = taskIdsForAppliance(type).flatMap((id) => {
          const task = byId.get(id);
          return task ? [task] : [];
        });
        perAppliance.set(type, list);
      }
      return list;
    },
  };
}
