import { describe, expect, test } from "vitest";
import { CATALOG_ADDITIONS } from "@domain/catalog/additions.ts";
import { catalogTaskById, HOME_WIDE_TASK_IDS, taskIdsForAppliance } from "@domain/catalog/index.ts";
import { emptyLocalDataStore, type LocalCompletedTask, type LocalDataStore } from "@domain/entities/local-data-store.ts";
import type { LocalProfileAppliance } from "@domain/entities/local-profile.ts";
import { localTaskSchema } from "@domain/entities/local-tasks.ts";
import { installDateFromYearsOld, nextOccurrenceDueDate, planApplianceTasks } from "@domain/scheduling/plan-appliance-tasks.ts";
import { SUGGESTED_APPLIANCES } from "@domain/appliances/suggestions.ts";
import { HOME_TYPES } from "@domain/entities/home.ts";
import { startHereTasks } from "@domain/tasks/start-here.ts";
import { addedCatalogTasks, generateLocalTasks, localTaskId, rebuildLocalTasks } from "./local-task-generation.ts";

const NOW = new Date("2026-11-22T09:00:00.000Z");
const TODAY = "2026-11-22";

const store = (selectedAppliances: string[], applianceAges: LocalDataStore["applianceAges"] = []) => ({
  ...emptyLocalDataStore(),
  selectedAppliances,
  applianceAges,
});

const generate = (selected: string[], ages: LocalDataStore["applianceAges"] = [], existing = generateLocalTasks(store([]), [], { now: NOW, today: TODAY }).tasks) =>
  generateLocalTasks(store(selected, ages), existing, { now: NOW, today: TODAY });

describe("local task generation (docs/product.md §4.12)", () => {
  test.each(HOME_TYPES.map((homeType) => [homeType]))("a new %s with its suggested appliances has something to do today, as on the server", (homeType) => {
    const { tasks } = generate([...SUGGESTED_APPLIANCES[homeType]]);
    const picks = startHereTasks(tasks, TODAY, (task) => ({ catalogTaskId: task.masterTaskSlug, timeEstimate: task.timeEstimate, dueDate: task.dueDate, priority: task.priority, name: task.name }));
    expect(picks.length).toBeGreaterThanOrEqual(1);
    expect(picks.every((task) => task.dueDate === TODAY)).toBe(true);
  });

  test("every catalogue task of each selected appliance, once, as valid local tasks", () => {
    const { tasks, created, warnings } = generate(["furnace", "dryer"]);
    // The tasks the whole home shares (every home's own among them) are the furnace's, the first appliance.
    const dryerOwn = taskIdsForAppliance("dryer").filter((id) => !HOME_WIDE_TASK_IDS.has(id));
    const expected = [...taskIdsForAppliance("furnace").map((id) => localTaskId("furnace", id)), ...dryerOwn.map((id) => localTaskId("dryer", id))];
    expect(created.map((task) => task.id)).toEqual(expected);
    expect(tasks).toEqual(created);
    expect(warnings).toEqual([]);
    for (const task of tasks) expect(localTaskSchema.parse(task)).toEqual(task);
  });

  test("due dates, names and priorities are the server's for the same appliance and age (docs/product.md §4.16)", () => {
    const entries = taskIdsForAppliance("water-heater-tank").map((id) => catalogTaskById(id)!);
    const server = planApplianceTasks(entries, installDateFromYearsOld(6, TODAY), TODAY);
    const local = generate(["water-heater-tank"], [{ applianceId: "water-heater-tank", yearsPurchased: 6 }]).created;
    expect(local.map(({ masterTaskSlug, name, frequency, dueDate, priority, difficulty, timeEstimate }) => ({ catalogTaskId: masterTaskSlug, name, frequency, dueDate, priority, difficulty, timeEstimate }))).toEqual(server);
  });

  test("an appliance's age brings its tasks forward, as an install date would", () => {
    const filterOf = (ages: LocalDataStore["applianceAges"]) => generate(["furnace"], ages).created.find((task) => task.masterTaskSlug === "hvac-replace-filter");
    // The filter is checked monthly. Never installed: the 7-day lead time of docs/product.md §5.8; four
    // years old: overdue, so also the lead time; a week old (0.02 years): a month after installation.
    expect(filterOf([])?.dueDate).toBe("2026-11-29");
    expect(filterOf([{ applianceId: "furnace", yearsPurchased: 4 }])?.dueDate).toBe("2026-11-29");
    expect(filterOf([{ applianceId: "furnace", yearsPurchased: 0.02 }])?.dueDate).toBe("2026-12-15");
  });

  test("a task carries what the screens show: the catalogue's description, steps and savings message, the appliance's name", () => {
    const [task] = generate(["dryer"]).created;
    const entry = catalogTaskById(task!.masterTaskSlug!)!;
    expect(task).toMatchObject({
      applianceId: "dryer",
      applianceName: "Dryer",
      description: entry.description,
      costSavings: entry.savingsMessage,
      instructions: entry.steps.map((step) => step.title),
      isCompleted: false,
      createdAt: NOW.toISOString(),
      // An annual task: the 45-day lead time of docs/product.md §5.8.
      dueDate: "2027-01-06",
      daysUntilDue: 45,
      isOverdue: false,
      previousTaskId: null,
    });
  });

  test("generating again creates nothing: a task whose id exists is skipped", () => {
    const first = generate(["furnace"]);
    const again = generate(["furnace"], [], first.tasks);
    expect(again.created).toEqual([]);
    expect(again.tasks).toEqual(first.tasks);
  });

  test("a task whose first occurrence was done and whose next one is open is not made again", () => {
    const [first, ...rest] = generate(["dryer"]).tasks;
    const done = { ...first!, isCompleted: true };
    const next = { ...first!, id: "next-occurrence", previousTaskId: first!.id };
    // The first occurrence is gone from the list (say, an older store), but the series is still open.
    expect(generate(["dryer"], [], [next, ...rest]).created).toEqual([]);
    expect(generate(["dryer"], [], [done, next, ...rest]).created).toEqual([]);
  });

  test("a home-wide task comes once, on the first appliance that lists it, also when a second is added later", () => {
    const both = generate(["furnace", "central-ac"]).created;
    const filters = both.filter((task) => task.masterTaskSlug === "hvac-replace-filter");
    expect(filters.map((task) => task.applianceId)).toEqual(["furnace"]);
    // The unit's own tasks are still one per appliance.
    expect(both.filter((task) => task.masterTaskSlug === "ac-schedule-service").map((task) => task.applianceId)).toEqual(["central-ac"]);
    const first = generate(["furnace"]);
    const added = generate(["furnace", "central-ac"], [], first.tasks).created;
    expect(added.some((task) => HOME_WIDE_TASK_IDS.has(task.masterTaskSlug ?? ""))).toBe(false);
  });

  test("adding an appliance adds only its tasks", () => {
    const first = generate(["furnace"]);
    const more = generate(["furnace", "dryer"], [], first.tasks);
    expect(more.created.every((task) => task.applianceId === "dryer")).toBe(true);
    expect(more.tasks).toHaveLength(first.tasks.length + more.created.length);
  });

  test("legacy and camelCase ids are read as today's, refused and unknown ones reported (docs/product.md §5.3)", () => {
    const { created, warnings } = generate(["washingMachine", "42", "toaster", "null"]);
    expect(new Set(created.map((task) => task.applianceId))).toEqual(new Set(["washing-machine"]));
    expect(warnings.map((warning) => warning.kind)).toEqual(["numeric", "unknown"]);
  });
});

describe("a schedule made again from the home (docs/product.md §4.16)", () => {
  let sequence = 0;
  const options = { now: NOW, today: TODAY, dayOf: (instant: string) => instant.slice(0, 10), newId: () => `new-${++sequence}` };
  const done = (taskId: string, applianceId: string, completedAt: string): LocalCompletedTask => ({ taskId, applianceId, masterTaskSlug: taskId, completedAt, date: completedAt.slice(0, 10) });
  const appliance = (type: string, addedAt: string, details: Partial<LocalProfileAppliance> = {}): LocalProfileAppliance => ({ id: `appliance-${type}`, type, name: type, yearsOld: null, addedAt, ...details });

  test("without the profile, the data store's appliances and ages give what generating gives", () => {
    const ages = [{ applianceId: "furnace", yearsPurchased: 4 }];
    expect(rebuildLocalTasks([], store(["furnace", "dryer"], ages), [], options)).toEqual(generate(["furnace", "dryer"], ages).created);
  });

  test("an appliance's tasks are planned as of the day it was added, with its age then and its name", () => {
    const added = appliance("dryer", "2025-03-10T08:00:00.000Z", { yearsOld: 2, name: "Laundry room dryer" });
    const rebuilt = rebuildLocalTasks([], store(["dryer"], [{ applianceId: "dryer", yearsPurchased: 2 }]), [added], options);
    const entries = taskIdsForAppliance("dryer").map((id) => catalogTaskById(id)!);
    expect(rebuilt.map((task) => task.dueDate)).toEqual(planApplianceTasks(entries, installDateFromYearsOld(2, "2025-03-10"), "2025-03-10").map((task) => task.dueDate));
    expect(rebuilt.every((task) => task.applianceName === "Laundry room dryer" && task.createdAt === added.addedAt)).toBe(true);
  });

  test("a task done since is next due where completing it made it due; done before the appliance was added again, it is history only", () => {
    const vent = "dryer-clean-vent-inside";
    const records = [done(vent, "dryer", "2025-01-05T10:00:00.000Z"), done(vent, "dryer", "2025-09-01T10:00:00.000Z")];
    const rebuilt = rebuildLocalTasks([], { ...store(["dryer"]), completedTasks: records }, [appliance("dryer", "2025-06-01T10:00:00.000Z")], options);
    const series = rebuilt.filter((task) => task.masterTaskSlug === vent);
    const open = series.find((task) => !task.isCompleted)!;
    const since = series.find((task) => task.completedAt === records[1]!.completedAt)!;
    expect(open).toMatchObject({ dueDate: nextOccurrenceDueDate({ catalogTaskId: vent, frequency: "annually" }, "2025-09-01", "2025-09-01"), previousTaskId: since.id });
    // The occurrence done since the appliance was added is the series' first, due where adding it planned it.
    expect(since).toMatchObject({ id: localTaskId("dryer", vent), previousTaskId: null, dueDate: "2025-07-16" });
    // The one before it belongs to the appliance removed since: listed as done the day it was done, apart from the series.
    expect(series.find((task) => task.completedAt === records[0]!.completedAt)).toMatchObject({ isCompleted: true, dueDate: "2025-01-05", previousTaskId: null });
    expect(series).toHaveLength(3);
  });

  test("a task the whole home shares is one series across its appliances, on the first that lists it", () => {
    const filter = "hvac-replace-filter";
    const records = [done(filter, "furnace", "2026-06-01T10:00:00.000Z"), done(filter, "central-ac", "2026-09-01T10:00:00.000Z")];
    const home = [appliance("furnace", "2026-01-01T10:00:00.000Z"), appliance("central-ac", "2026-01-01T10:00:00.000Z")];
    const rebuilt = rebuildLocalTasks([], { ...store(["furnace", "central-ac"]), completedTasks: records }, home, options);
    const series = rebuilt.filter((task) => task.masterTaskSlug === filter);
    expect(series.map((task) => [task.applianceId, task.isCompleted])).toEqual([
      ["furnace", true],
      ["central-ac", true],
      ["furnace", false],
    ]);
    expect(series[2]!.dueDate).toBe(nextOccurrenceDueDate({ catalogTaskId: filter, frequency: "monthly" }, "2026-09-01", "2026-09-01"));
  });

  test("what could be read stays as it is, its open occurrence and its snooze with it, and nothing is made twice", () => {
    const home = [appliance("dryer", "2026-01-01T10:00:00.000Z")];
    const whole = rebuildLocalTasks([], store(["dryer"]), home, options);
    const snoozed = { ...whole[0]!, snoozeUntil: "2026-12-01T10:00:00.000Z" };
    const again = rebuildLocalTasks([snoozed], store(["dryer"]), home, options);
    expect(again).toHaveLength(whole.length);
    expect(again[0]).toBe(snoozed);
  });
});

describe("the catalogue's added tasks for a schedule made before them", () => {
  const before = (selected: string[], ages: LocalDataStore["applianceAges"] = []) =>
    generate(selected, ages, []).tasks.filter((task) => !CATALOG_ADDITIONS.includes(task.masterTaskSlug ?? ""));

  test("each scheduled appliance gets those it lists, as generating it today would, a shared one once", () => {
    const ages = [{ applianceId: "furnace", yearsPurchased: 6 }];
    const existing = before(["furnace", "water-heater-tank"], ages);
    const added = addedCatalogTasks(store(["furnace", "water-heater-tank"], ages), existing, { now: NOW, today: TODAY });
    const full = generate(["furnace", "water-heater-tank"], ages, []).tasks.filter((task) => CATALOG_ADDITIONS.includes(task.masterTaskSlug ?? ""));
    expect(added).toEqual(full);
    expect(added.filter((task) => task.masterTaskSlug === "inspect-gas-appliance-vents").map((task) => task.applianceId)).toEqual(["furnace"]);
  });

  test("adds nothing twice, and leaves appliances with no task yet to generation", () => {
    const existing = before(["dryer"]);
    const first = addedCatalogTasks(store(["dryer", "refrigerator"]), existing, { now: NOW, today: TODAY });
    expect(first.map((task) => task.id).sort()).toEqual(
      ["practice-fire-escape-drill", "test-radon", "find-water-shut-off-valve", "photograph-rating-plates"].map((id) => localTaskId("dryer", id)).sort(),
    );
    expect(addedCatalogTasks(store(["dryer", "refrigerator"]), [...existing, ...first], { now: NOW, today: TODAY })).toEqual([]);
  });
});
