import { APPLIANCE_IDS } from "@domain/appliances/identifiers.ts";
import { CATALOG_TASKS, taskIdsForAppliance } from "@domain/catalog/index.ts";
import type { CatalogTask } from "@domain/contract/index.ts";
import { planApplianceTasks } from "@domain/scheduling/plan-appliance-tasks.ts";
import { fixtureTasks } from "../../test-support/server/fixture-catalog.ts";
import type { BenchRow, BenchSuite } from "../types.ts";

const TODAY = "2026-11-22";
const rounds = 200;

/** Plans every appliance kind at once, `rounds` times; answers the median milliseconds of one full plan. */
function medianPlanMs(tasksFor: (type: (typeof APPLIANCE_IDS)[number]) => readonly CatalogTask[]): { ms: number; tasks: number } {
  const timings: number[] = [];
  let tasks = 0;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    tasks = APPLIANCE_IDS.reduce((count, type) => count + planApplianceTasks(tasksFor(type), round % 2 ? "2019-05-01" : null, TODAY).length, 0);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { ms: timings[Math.floor(timings.length / 2)]!, tasks };
}

const suite: BenchSuite = {
  name: "schedule",
  description: `first schedule for all ${APPLIANCE_IDS.length} appliance kinds at once (median of ${rounds} runs); target: a few milliseconds`,
  async run() {
    const byId = new Map(CATALOG_TASKS.map((task) => [task.id, task]));
    const builtIn = medianPlanMs((type) => taskIdsForAppliance(type).flatMap((id) => byId.get(id) ?? []));
    // A heavier home than the catalogue gives today: every fixture task for every kind, to show the headroom.
    const heavier = medianPlanMs((type) => fixtureTasks.map((task) => ({ ...task, id: `${type}-${task.id}` })));
    const rows: BenchRow[] = [
      { catalogue: `built-in (${CATALOG_TASKS.length} tasks)`, "tasks planned": builtIn.tasks, "median ms": Number(builtIn.ms.toFixed(3)) },
      { catalogue: `${fixtureTasks.length} tasks for every kind`, "tasks planned": heavier.tasks, "median ms": Number(heavier.ms.toFixed(3)) },
    ];
    return Promise.resolve(rows);
  },
};

export default suite;
