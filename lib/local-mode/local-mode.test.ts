import { describe, expect, test } from "vitest";
import { LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { nextOccurrenceDueDate } from "@domain/scheduling/plan-appliance-tasks.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createEncryptedStorage } from "./encrypted-storage.ts";
import { createLocalMode, type LocalMode } from "./local-mode.ts";
import { localTaskId } from "./local-task-generation.ts";

const DAY = 24 * 60 * 60 * 1000;
const START = new Date("2026-11-22T14:00:00.000Z");
const TASKS_KEY = LOCAL_STORAGE_KEYS.localTasks;
const VENT = localTaskId("dryer", "dryer-clean-vent-inside");
const FILTER = localTaskId("furnace", "hvac-replace-filter");

/** One browser's storage and clock, and local mode opened on it as a page load would. */
function browser() {
  const storage = memoryStorage();
  const clock = { now: START };
  let sequence = 0;
  const open = () => createLocalMode({ storage, now: () => clock.now, timeZone: () => "UTC", newId: () => `id-${++sequence}` });
  const later = (days: number) => {
    clock.now = new Date(clock.now.getTime() + days * DAY);
  };
  return { storage, open, later, now: () => clock.now };
}

/**
 * A home set up months ago: a dryer, a furnace and a central air conditioner chosen at onboarding (the
 * air filter is the whole home's, on the furnace), a water heater added later with its install date and
 * a name of its own, tasks done since (the dryer's vent cleaning twice), and tasks overdue by now.
 */
async function homeWithHistory() {
  const { storage, open, later, now } = browser();
  const mode = open();
  await mode.users.signIn({ email: "ana@example.com" });
  await mode.home.completeOnboarding({ homeType: "house", appliances: [{ type: "dryer", yearsOld: 3 }, { type: "furnace" }, { type: "central-ac", yearsOld: 12 }] });
  later(20);
  await mode.appliances.add({ type: "water-heater-tank", name: "Basement heater", installDate: "2019-05-01" });
  later(20);
  const { nextTaskId } = await mode.tasks.complete(VENT, { notes: "Lint everywhere", timeSpentMinutes: 25 });
  later(3);
  await mode.tasks.complete(FILTER);
  later(2);
  await mode.tasks.complete(nextTaskId!, { costActual: 12 });
  later(150);
  return { storage, open, later, now };
}

/** Everything the screens show of a home's tasks, the ids of occurrences made by completing left out (they are new ids when made again). */
async function whatTheScreensShow(mode: LocalMode) {
  const withoutNewIds = (tasks: ServerTask[]) => tasks.map(({ id, ...task }) => ({ ...task, ...(id.startsWith("local-") && { id }) }));
  const history = await mode.tasks.history({ page: 1, pageSize: 50 });
  return {
    dashboard: withoutNewIds(await mode.tasks.dashboardTasks()),
    completed: withoutNewIds(await mode.tasks.taskList("completed")),
    history: { ...history, data: history.data.map(({ taskId, ...entry }) => ({ ...entry, ...(taskId.startsWith("local-") && { taskId }) })) },
    statistics: await mode.tasks.statistics(),
    monthly: await mode.tasks.monthlyHistory(),
    appliances: await mode.appliances.list(),
  };
}

/** Replaces the stored tasks with `text`, encrypted as the app writes it when `encrypted`. */
async function damageTasks(storage: ReturnType<typeof memoryStorage>, text: string, { encrypted = false } = {}) {
  if (encrypted) await createEncryptedStorage({ storage }).write(TASKS_KEY, text);
  else storage.setItem(TASKS_KEY, text);
}

describe("a schedule that could not be read is made again from the home (docs/product.md §4.16)", () => {
  test("its tasks come back due as they were, overdue ones still overdue, and the history is whole", async () => {
    const { storage, open, now } = await homeWithHistory();
    const before = await whatTheScreensShow(open());
    // The fixture is what it claims: a task overdue, done ones among the open ones' predecessors, a removed appliance's history.
    expect(before.dashboard.some((task) => task.daysUntilDue < 0)).toBe(true);
    expect(before.history.data.map((entry) => entry.applianceId).sort()).toEqual(["dryer", "dryer", "furnace"]);

    await damageTasks(storage, "{ half a sched", { encrypted: true });
    const damaged = storage.getItem(TASKS_KEY);
    const reloaded = open();
    expect(await whatTheScreensShow(reloaded)).toEqual(before);
    const setAsideKey = `${TASKS_KEY}:damaged:${now().getTime()}`;
    expect(reloaded.problems()).toEqual([{ kind: "damaged", key: TASKS_KEY, setAsideKey, reason: "not-json", rebuilt: true }]);
    // The damaged value is kept as it was, next to the schedule made again.
    expect(storage.getItem(setAsideKey)).toBe(damaged);
  });

  test("a second appliance of a kind gets its own schedule back, its done task done on it and not on the first", async () => {
    const { storage, open, later } = await homeWithHistory();
    const mode = open();
    const second = await mode.appliances.add({ type: "water-heater-tank", name: "Garage heater", yearsOld: 2 });
    later(5);
    const garageTask = (await mode.tasks.dashboardTasks()).find((task) => task.applianceName === "Garage heater");
    await mode.tasks.complete(garageTask!.id, { notes: "Flushed" });
    later(5);
    const before = await whatTheScreensShow(open());
    expect(before.appliances.filter((appliance) => appliance.type === "water-heater-tank").map((appliance) => appliance.id)).toContain(second.data.id);

    await damageTasks(storage, "{ half a sched", { encrypted: true });
    expect(await whatTheScreensShow(open())).toEqual(before);
  });

  test("the schedule made again is stored, so the next load finds nothing wrong and makes nothing again", async () => {
    const { storage, open, later } = await homeWithHistory();
    await damageTasks(storage, JSON.stringify({ version: 1, tasks: "lost" }), { encrypted: true });
    const first = open();
    const rebuilt = await first.tasks.taskList("all");
    expect(first.problems()).toEqual([expect.objectContaining({ key: TASKS_KEY, reason: "invalid", rebuilt: true })]);

    later(1);
    const next = open();
    expect(await next.tasks.taskList("all")).toEqual(rebuilt.map((task) => ({ ...task, daysUntilDue: task.daysUntilDue - 1 })));
    expect(next.problems()).toEqual([]);
  });

  test("what could still be read is kept and not made twice; only what was lost is made again", async () => {
    const { storage, open } = await homeWithHistory();
    const mode = open();
    const before = await whatTheScreensShow(mode);
    const stored = await createEncryptedStorage({ storage }).read(TASKS_KEY);
    if (stored.kind !== "text") throw new Error("The tasks were not stored");
    const { tasks } = JSON.parse(stored.text) as { tasks: { id: string }[] };
    const lost = [VENT, FILTER];
    // The done vent cleaning and the open filter change are damaged; everything else reads.
    const damaged = tasks.map((task) => (lost.includes(task.id) ? { ...task, dueDate: "soon" } : task));
    await damageTasks(storage, JSON.stringify({ version: 1, tasks: damaged }), { encrypted: true });

    const reloaded = open();
    const after = await whatTheScreensShow(reloaded);
    expect(after).toEqual(before);
    // The two lost first occurrences come back under their own ids; the occurrences after them are the ones kept.
    const ids = (await reloaded.tasks.taskList("all")).map((task) => task.id);
    expect(ids.sort()).toEqual(tasks.map((task) => task.id).sort());
  });

  test("completions are kept as they were: the statistics, the streak and the record sent to an account do not change", async () => {
    const { storage, open } = await homeWithHistory();
    const sent = async (mode: LocalMode) => {
      const request = await mode.home.migrationRequest();
      return request && { ...request, tasks: [...request.tasks].sort((a, b) => (a.completedAt ?? "").localeCompare(b.completedAt ?? "")) };
    };
    const before = await open().tasks.statistics();
    const request = await sent(open());
    await damageTasks(storage, "{ not json");
    const reloaded = open();
    expect(await reloaded.tasks.statistics()).toEqual(before);
    expect(await sent(reloaded)).toEqual(request);
  });

  test("completing a task after the schedule was made again goes on from it; undoing the last completion reopens its occurrence", async () => {
    const { storage, open, now } = await homeWithHistory();
    await damageTasks(storage, "{ not json");
    const mode = open();
    const filter = (await mode.tasks.dashboardTasks()).find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
    // The filter check done 150 days ago came due a month after it.
    expect(filter.daysUntilDue).toBeLessThan(0);
    expect(filter.dueDate).toBe("2027-02-04");
    const today = now().toISOString().slice(0, 10);
    const { nextDueDate } = await mode.tasks.complete(filter.id);
    expect(nextDueDate).toBe(nextOccurrenceDueDate({ catalogTaskId: "hvac-replace-filter", frequency: "monthly" }, today, today));
    await mode.tasks.uncomplete(filter.id);
    expect((await mode.tasks.dashboardTasks()).filter((task) => task.masterTaskSlug === "hvac-replace-filter")).toEqual([filter]);
    // The completion made again before it: done, and its record the one the completed tasks show.
    await expect(mode.tasks.taskDetails(FILTER)).resolves.toMatchObject({ isCompleted: true, completedAt: "2027-01-04T14:00:00.000Z" });
  });

  test("what was done on an appliance since removed stays among the completed tasks, dated the day it was done", async () => {
    const { storage, open } = browser();
    const mode = open();
    await mode.users.signIn({ email: "ana@example.com" });
    await mode.home.completeOnboarding({ homeType: "house", appliances: [{ type: "dryer" }, { type: "refrigerator" }] });
    const coils = (await mode.tasks.dashboardTasks()).find((task) => task.masterTaskSlug === "refrigerator-clean-coils")!;
    await mode.tasks.complete(coils.id, { notes: "Dusty" });
    const fridge = (await mode.appliances.list()).find((appliance) => appliance.type === "refrigerator")!;
    await mode.appliances.remove(fridge.id);
    const dashboard = await mode.tasks.dashboardTasks();

    await damageTasks(storage, "{ not json");
    const reloaded = open();
    expect(await reloaded.tasks.dashboardTasks()).toEqual(dashboard);
    const { data } = await reloaded.tasks.history({ page: 1, pageSize: 10 });
    expect(data).toEqual([
      expect.objectContaining({ applianceId: "refrigerator", masterTaskSlug: "refrigerator-clean-coils", completedAt: START.toISOString(), dueDate: "2026-11-22", notes: "Dusty" }),
    ]);
  });

  test("a schedule whose damaged copy could not be set aside is left as it is: nothing is written over it, nothing is promised", async () => {
    const { storage, open } = await homeWithHistory();
    await damageTasks(storage, "{ not json");
    storage.state.failWrites = true;
    const mode = open();
    await expect(mode.tasks.dashboardTasks()).resolves.toEqual([]);
    expect(mode.problems()).toEqual([{ kind: "damaged", key: TASKS_KEY, setAsideKey: null, reason: "not-json" }]);
    expect(storage.getItem(TASKS_KEY)).toBe("{ not json");
  });

  test("a home with nothing to make a schedule from keeps the empty one, and is not told it was rebuilt", async () => {
    const { storage, open } = browser();
    await open().users.signIn({ email: "ana@example.com" });
    await damageTasks(storage, "{ not json");
    const mode = open();
    await expect(mode.tasks.dashboardTasks()).resolves.toEqual([]);
    expect(mode.problems()).toEqual([expect.not.objectContaining({ rebuilt: true })]);
  });
});

describe("the completed tasks of a home kept in the browser (docs/product.md §2.15, §4.16)", () => {
  test("a completion is undone from its history entry after a reload as before it: the task is open again, as it was", async () => {
    const { open } = browser();
    const mode = open();
    await mode.users.signIn({ email: "ana@example.com" });
    await mode.home.completeOnboarding({ homeType: "house", appliances: [{ type: "dryer" }] });
    const before = await mode.tasks.dashboardTasks();
    const vent = before.find((task) => task.id === VENT)!;
    await mode.tasks.complete(vent.id);

    const reloaded = open();
    const { data } = await reloaded.tasks.history({ page: 1, pageSize: 20 });
    expect(data.map((entry) => entry.taskId)).toEqual([vent.id]);
    await reloaded.tasks.uncomplete(data[0]!.taskId);
    expect(await reloaded.tasks.dashboardTasks()).toEqual(before);
    expect((await reloaded.tasks.history({ page: 1, pageSize: 20 })).data).toEqual([]);
  });
});
