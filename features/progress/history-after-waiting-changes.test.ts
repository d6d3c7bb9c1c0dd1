import { describe, expect, test } from "vitest";
import type { CompletedTaskEntry } from "@domain/contract/index.ts";
import { OFFLINE_QUEUE_VERSION, type OfflineQueueItem } from "@domain/entities/offline-queue.ts";
import type { ServerTask } from "@domain/entities/task.ts";
import { parseStoredQueue } from "@lib/offline-sync/index.ts";
import { historyAfterWaitingChanges } from "./history-after-waiting-changes.ts";
import type { TaskStats } from "@features/tasks/index.ts";
import { monthlyAfterWaitingChanges, statsAfterWaitingChanges, type MonthlyFigures } from "./stats-after-waiting-changes.ts";

// Today is 24 November 2026; the browser is in New York, five hours behind UTC.
const timeZone = "America/New_York";
const allOfThem = { filters: { search: "", applianceId: null }, timeZone };

/** The smoke alarms' test as the dashboard listed it when it was completed without a network. */
const alarms: ServerTask = {
  id: "task-alarms",
  name: "Test smoke and carbon monoxide alarms",
  frequency: "monthly",
  applianceId: "appliance-alarm",
  applianceName: "Hallway smoke alarm",
  timeEstimate: 10,
  dueDate: "2026-11-21",
  daysUntilDue: -3,
  difficulty: "Easy",
  masterTaskSlug: "test-smoke-co-detectors",
  isCompleted: false,
  completedAt: null,
  snoozeUntil: null,
  diyCost: 0,
  proCost: 75,
};

/** The server's history, read before that: a filter change this morning. */
const filterChange: CompletedTaskEntry = {
  taskId: "task-0001",
  name: "Replace the HVAC air filter",
  applianceId: "appliance-furnace",
  applianceName: "Furnace",
  masterTaskSlug: "hvac-replace-filter",
  dueDate: "2026-11-24",
  completedAt: "2026-11-24T09:30:00.000Z",
  completedOn: "2026-11-24",
  notes: "Filter was grey",
  timeSpentMinutes: 10,
  costActual: 18,
  proCost: 80,
  moneySaved: 62,
  completedBy: null,
};

let made = 0;
function change(type: OfflineQueueItem["type"], taskId: string, createdAt: string, extra: Partial<OfflineQueueItem> = {}): OfflineQueueItem {
  const at = Date.parse(createdAt);
  return { id: `${at}-${String(++made).padStart(6, "0")}`, createdAt: at, attempts: 0, type, taskId, applianceId: "appliance-alarm", correlationId: `key-${made}`, ...extra };
}

const completion = change("complete", alarms.id, "2026-11-24T11:00:00.000Z", { completes: alarms });

/** The queue as a reload finds it: written to the browser's storage, then read back. */
function afterAReload(items: readonly OfflineQueueItem[]): OfflineQueueItem[] {
  return parseStoredQueue(JSON.stringify({ version: OFFLINE_QUEUE_VERSION, items })).queue.items;
}

describe("a completion waiting in the offline queue", () => {
  const listed: CompletedTaskEntry = {
    taskId: alarms.id,
    name: alarms.name,
    applianceId: "appliance-alarm",
    applianceName: "Hallway smoke alarm",
    masterTaskSlug: "test-smoke-co-detectors",
    dueDate: "2026-11-21",
    completedAt: "2026-11-24T11:00:00.000Z",
    completedOn: "2026-11-24",
    notes: null,
    timeSpentMinutes: null,
    costActual: null,
    proCost: 75,
    moneySaved: 75,
    completedBy: null,
  };

  test("is listed from the task it kept, newest first, and counted", () => {
    const { entries, totalChange, waitingTasks } = historyAfterWaitingChanges([filterChange], [completion], allOfThem);
    expect(entries).toEqual([listed, filterChange]);
    expect(totalChange).toBe(1);
    // Its undo needs the task: the server has opened no next occurrence to show it from.
    expect(waitingTasks.get(alarms.id)).toEqual(alarms);
  });

  test("after a reload without a network, with no history read yet, it is listed the same", () => {
    const { entries, totalChange, waitingTasks } = historyAfterWaitingChanges([], afterAReload([completion]), allOfThem);
    expect(entries).toEqual([listed]);
    expect(totalChange).toBe(1);
    expect(waitingTasks.get(alarms.id)).toEqual(alarms);
  });

  test("is dated on the day it was made where the browser is, as the server dates it", () => {
    const lateEvening = change("complete", alarms.id, "2026-11-25T02:00:00.000Z", { completes: alarms });
    expect(historyAfterWaitingChanges([], [lateEvening], allOfThem).entries[0]?.completedOn).toBe("2026-11-24");
  });

  test("carries the details saved for it since, and what they saved against the pro's price", () => {
    const details = change("metadata", alarms.id, "2026-11-24T11:01:00.000Z", { meta: { notes: "New 9 V batteries", costActual: 12 } });
    const fixedTime = change("metadata", alarms.id, "2026-11-24T11:02:00.000Z", { meta: { timeSpentMinutes: 15 } });
    const [entry] = historyAfterWaitingChanges([], [completion, details, fixedTime], allOfThem).entries;
    expect(entry).toMatchObject({ notes: "New 9 V batteries", costActual: 12, timeSpentMinutes: 15, proCost: 75, moneySaved: 63 });
  });

  test("undone while it waits, it has left, and the count with it", () => {
    const undo = change("undo", alarms.id, "2026-11-24T11:05:00.000Z", { reopens: alarms });
    expect(historyAfterWaitingChanges([filterChange], [completion, undo], allOfThem)).toEqual({ entries: [filterChange], totalChange: 0, waitingTasks: new Map() });
    expect(historyAfterWaitingChanges([], afterAReload([completion, undo]), allOfThem).entries).toEqual([]);
  });

  test("completed again after its undo, it is listed once more, as the last completion", () => {
    const undo = change("undo", alarms.id, "2026-11-24T11:05:00.000Z");
    const again = change("complete", alarms.id, "2026-11-24T11:10:00.000Z", { completes: alarms });
    const { entries } = historyAfterWaitingChanges([], [completion, undo, again], allOfThem);
    expect(entries.map((entry) => entry.completedAt)).toEqual(["2026-11-24T11:10:00.000Z"]);
  });

  test("already in the server's history (its answer was lost on the way back), it is listed once, as the server has it", () => {
    const fromServer = { ...listed, completedAt: "2026-11-24T11:00:01.000Z", notes: "From the server" };
    expect(historyAfterWaitingChanges([fromServer], [completion], allOfThem)).toEqual({ entries: [fromServer], totalChange: 0, waitingTasks: new Map() });
  });

  test("queued before completions kept their task, it cannot be listed, and nothing is made up", () => {
    const bare = change("complete", alarms.id, "2026-11-24T11:00:00.000Z");
    expect(historyAfterWaitingChanges([filterChange], [bare], allOfThem)).toEqual({ entries: [filterChange], totalChange: 0, waitingTasks: new Map() });
  });

  test("is listed only when it matches the search and the appliance chosen, as the server's entries are", () => {
    const only = (search: string, applianceId: string | null) => historyAfterWaitingChanges([], [completion], { filters: { search, applianceId }, timeZone }).entries.map((entry) => entry.taskId);
    expect(only("  CARBON ", null)).toEqual([alarms.id]);
    expect(only("hallway", "appliance-alarm")).toEqual([alarms.id]);
    expect(only("furnace", null)).toEqual([]);
    expect(only("", "appliance-furnace")).toEqual([]);
  });
});

describe("an undo waiting in the offline queue", () => {
  test("takes the server's entry away, and the count with it", () => {
    const undo = change("undo", filterChange.taskId, "2026-11-24T11:00:00.000Z");
    expect(historyAfterWaitingChanges([filterChange], [undo], allOfThem)).toEqual({ entries: [], totalChange: -1, waitingTasks: new Map() });
  });
});

test("nothing waiting: the server's history as it is", () => {
  expect(historyAfterWaitingChanges([filterChange], [], allOfThem)).toEqual({ entries: [filterChange], totalChange: 0, waitingTasks: new Map() });
});

describe("the statistics with the changes waiting in the offline queue", () => {
  const today = "2026-11-24";
  /** The server's figures, read before the changes were made. */
  const server: TaskStats = {
    total: 20,
    completed: 8,
    overdue: 2,
    pending: 10,
    completionRate: 40,
    currentStreak: 0,
    longestStreak: 3,
    moneySaved: 500,
    minutesSpent: 240,
  };
  const after = (unsettled: readonly OfflineQueueItem[], loaded: readonly CompletedTaskEntry[] = [filterChange]) =>
    statsAfterWaitingChanges(server, unsettled, { loaded, today, timeZone });

  test("without any, they are the server's", () => {
    expect(after([])).toBe(server);
  });

  test("a completion of an overdue task counts as done, opens its next occurrence, and brings its time and savings", () => {
    const details = change("metadata", alarms.id, "2026-11-24T11:01:00.000Z", { meta: { costActual: 12, timeSpentMinutes: 15 } });
    expect(after([completion, details])).toEqual({
      total: 21,
      completed: 9,
      overdue: 1,
      pending: 11,
      completionRate: 43,
      // Made today with no streak running: it starts one, as the dashboard's header says.
      currentStreak: 1,
      longestStreak: 3,
      moneySaved: 563,
      minutesSpent: 255,
    });
  });

  test("the same after a reload without a network, with no history read yet", () => {
    expect(statsAfterWaitingChanges(server, afterAReload([completion]), { loaded: [], today, timeZone })).toMatchObject({ completed: 9, overdue: 1, total: 21, moneySaved: 575 });
  });

  test("a task not yet due leaves the pending count where it was: it leaves it, and its next occurrence joins it", () => {
    const upcoming = { ...alarms, dueDate: "2026-11-30", daysUntilDue: 6 };
    expect(after([change("complete", alarms.id, "2026-11-24T11:00:00.000Z", { completes: upcoming })])).toMatchObject({ total: 21, completed: 9, overdue: 2, pending: 10 });
  });

  test("a completion undone while it waits changes nothing", () => {
    const undo = change("undo", alarms.id, "2026-11-24T11:05:00.000Z", { reopens: alarms });
    expect(after([completion, undo])).toEqual({ ...server });
  });

  test("a completion the server's history lists already has reached it, and is not counted twice", () => {
    const fromServer = { ...filterChange, taskId: alarms.id };
    expect(after([completion], [fromServer])).toMatchObject({ total: 20, completed: 8, overdue: 2, moneySaved: 500 });
  });

  test("a completion queued before the task was kept with it counts as done, with nothing made up for its day, time or savings", () => {
    expect(after([change("complete", alarms.id, "2026-11-24T11:00:00.000Z")])).toMatchObject({ total: 21, completed: 9, overdue: 2, pending: 10, moneySaved: 500, minutesSpent: 240 });
  });

  test("an undo of the server's completion takes it back, its next occurrence, and the time and savings its entry shows", () => {
    const undo = change("undo", filterChange.taskId, "2026-11-24T11:00:00.000Z", { reopensOn: "2026-11-24" });
    expect(after([undo])).toEqual({ ...server, total: 19, completed: 7, pending: 10, completionRate: 37, moneySaved: 438, minutesSpent: 230 });
  });

  test("an undo whose task's day has passed makes it overdue again", () => {
    const undo = change("undo", filterChange.taskId, "2026-11-24T11:00:00.000Z", { reopensOn: "2026-11-20" });
    expect(after([undo])).toMatchObject({ total: 19, completed: 7, overdue: 3, pending: 9 });
  });

  test("the longest streak is never shorter than the current one", () => {
    const none = { ...server, longestStreak: 0 };
    expect(statsAfterWaitingChanges(none, [completion], { loaded: [], today, timeZone })).toMatchObject({ currentStreak: 1, longestStreak: 1 });
  });
});

describe("the months of the chart with the changes waiting in the offline queue", () => {
  const months: MonthlyFigures = [
    { month: "2026-10", completed: 1, moneySaved: 125 },
    { month: "2026-11", completed: 2, moneySaved: 162 },
  ];
  const after = (unsettled: readonly OfflineQueueItem[], loaded: readonly CompletedTaskEntry[] = [filterChange]) => monthlyAfterWaitingChanges(months, unsettled, { loaded, timeZone });

  test("without any, they are the server's", () => {
    expect(after([])).toBe(months);
  });

  test("a waiting completion counts in the month it was made, with what it saved", () => {
    const details = change("metadata", alarms.id, "2026-11-24T11:01:00.000Z", { meta: { costActual: 12 } });
    expect(after([completion, details])).toEqual([months[0], { month: "2026-11", completed: 3, moneySaved: 225 }]);
  });

  test("made late on the last evening of October where the browser is, it counts in October, as the server dates it", () => {
    const lateEvening = change("complete", alarms.id, "2026-11-01T03:00:00.000Z", { completes: alarms });
    expect(after([lateEvening])).toEqual([{ month: "2026-10", completed: 2, moneySaved: 200 }, months[1]]);
  });

  test("an undo takes its history entry out of that entry's month", () => {
    const undo = change("undo", filterChange.taskId, "2026-11-24T11:00:00.000Z", { reopensOn: "2026-11-24" });
    expect(after([undo])).toEqual([months[0], { month: "2026-11", completed: 1, moneySaved: 100 }]);
  });

  test("an undo whose entry the history read does not list, or a completion it lists already, leaves the months as they are", () => {
    const undo = change("undo", "task-elsewhere", "2026-11-24T11:00:00.000Z", { reopensOn: "2026-11-24" });
    expect(after([undo])).toEqual(months);
    expect(after([completion], [{ ...filterChange, taskId: alarms.id }])).toEqual(months);
  });
});
