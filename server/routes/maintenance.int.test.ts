import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  addApplianceResponseSchema,
  appliancesResponseSchema,
  completeTaskResponseSchema,
  dashboardTasksResponseSchema,
  errorBodySchema,
  notificationsResponseSchema,
  onboardingCompleteResponseSchema,
  taskDetailsResponseSchema,
  taskListResponseSchema,
  taskStatisticsResponseSchema,
  uncompleteTaskResponseSchema,
  type ServerTask,
} from "@domain/contract/index.ts";
import { scheduleDueDate } from "@domain/scheduling/server-schedule.ts";
import { defaultRateLimits } from "../config.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { fixedClock, fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

const TODAY = "2026-11-22";
let server: TestServer;

beforeAll(async () => {
  // Every test signs up new people from one address: lift the per-address sign-up limit (tested elsewhere).
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock: fixedClock(`${TODAY}T15:00:00Z`) });
});
afterAll(async () => {
  await server.close();
});

const everyKind = ["furnace", "central-ac", "drains-sinks", "sump-pump", "termite-pest-control", "smoke-co-detectors"];

async function onboardedUser(appliances: { type: string; yearsOld?: number }[] = everyKind.map((type) => ({ type }))): Promise<SignedInClient> {
  const user = await signUp(server);
  const response = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances });
  expect(response.status).toBe(200);
  return user;
}

async function dashboard(user: SignedInClient): Promise<ServerTask[]> {
  const response = await user.client.get("/api/tasks/for-dashboard");
  expect(response.status).toBe(200);
  return dashboardTasksResponseSchema.parse(response.body).data;
}

const bySlug = (tasks: ServerTask[], slug: string) => tasks.filter((task) => task.masterTaskSlug === slug);

describe("POST /api/users/onboarding-complete", () => {
  test("schedules every task of every appliance, with the domain's first due dates", async () => {
    const user = await onboardedUser();
    const tasks = await dashboard(user);
    // Tasks due the same day may come in either order (ties go by id).
    const dueDates = tasks.map((task) => [task.masterTaskSlug, task.dueDate]);
    expect(dueDates.slice(0, 2).sort()).toEqual([
      ["hvac-replace-filter", "2026-11-29"],
      ["test-smoke-co-alarms", "2026-11-29"],
    ]);
    expect(dueDates.slice(2)).toEqual([
      ["clean-drains-proactive", "2026-12-06"],
      ["test-sump-pump", "2026-12-22"],
      ["termite-inspection", "2027-01-06"],
      ["ac-schedule-service", "2027-04-01"],
      ["furnace-schedule-service", "2027-09-01"],
    ]);
    expect(bySlug(tasks, "hvac-replace-filter")[0]).toMatchObject({ daysUntilDue: 7, isQuickWin: true, applianceName: "Furnace", priority: "medium" });
    expect(bySlug(tasks, "test-smoke-co-alarms")[0]).toMatchObject({ priority: "high" });
  });

  test("onboarding twice creates nothing new", async () => {
    const user = await onboardedUser();
    const before = await dashboard(user);
    const again = await user.client.post("/api/users/onboarding-complete", { homeType: "condo", appliances: everyKind.map((type) => ({ type })) });
    expect(again.status).toBe(200);
    expect(onboardingCompleteResponseSchema.parse(again.body).tasksCreated).toBe(0);
    expect((await dashboard(user)).map((task) => task.id).sort()).toEqual(before.map((task) => task.id).sort());
    const appliances = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
    expect(appliances).toHaveLength(everyKind.length);
  });

  test("maps legacy ids, reports unknown ones as warnings and marks onboarding done", async () => {
    const user = await signUp(server);
    const response = await user.client.post("/api/users/onboarding-complete", {
      homeType: "house",
      appliances: [{ type: "hvac" }, { type: "hot-tub" }, { type: "smokeCoDetectors" }],
    });
    expect(response.status).toBe(200);
    const body = onboardingCompleteResponseSchema.parse(response.body);
    expect(body.appliances.map((appliance) => appliance.type).sort()).toEqual(["furnace", "smoke-co-detectors"]);
    expect(body.warnings).toEqual(['Ignored unknown appliance id "hot-tub"']);
    const session = await user.client.get<{ user: { hasCompletedOnboarding: boolean } }>("/api/auth/me");
    expect(session.body.user.hasCompletedOnboarding).toBe(true);
  });

  test("a purely numeric appliance id is a 400 and changes nothing", async () => {
    const user = await signUp(server);
    const response = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "42" }] });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.message).toContain('"42"');
    expect(appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data).toEqual([]);
  });

  test("an older appliance's tasks come forward: the install date stands for the last service", async () => {
    const user = await onboardedUser([{ type: "drains-sinks", yearsOld: 0.1 }, { type: "sump-pump", yearsOld: 10 }]);
    const tasks = await dashboard(user);
    const installed = addDaysFrom(TODAY, -Math.round(0.1 * 365.25));
    // 37 days old: the quarterly clean is due 3 months after installation, not as soon as possible.
    expect(bySlug(tasks, "clean-drains-proactive")[0]?.dueDate).toBe(
      scheduleDueDate({ taskId: "clean-drains-proactive", frequency: "quarterly", today: TODAY, lastCompletedOn: installed }).dueDate,
    );
    expect(bySlug(tasks, "clean-drains-proactive")[0]?.dueDate).toBe("2027-01-16");
    // Ten years old: long past its interval, so it comes forward to the earliest date (today + 30 days).
    expect(bySlug(tasks, "test-sump-pump")[0]?.dueDate).toBe("2026-12-22");
  });
});

function addDaysFrom(date: string, days: number): string {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

describe("PUT /api/tasks/:id/complete", () => {
  test.each([
    ["monthly", "hvac-replace-filter", "2026-12-22"],
    ["quarterly", "clean-drains-proactive", "2027-02-22"],
    ["bi-annually", "test-sump-pump", "2027-05-22"],
    ["every 2 years", "termite-inspection", "2028-11-22"],
    ["annually, seasonal (furnace service snaps to 1 September)", "furnace-schedule-service", "2027-09-01"],
    ["annually, seasonal (AC service snaps to 1 April)", "ac-schedule-service", "2028-04-01"],
  ])("%s: creates exactly one next occurrence, due %s", async (_frequency, slug, expected) => {
    const user = await onboardedUser();
    const task = bySlug(await dashboard(user), slug)[0]!;
    const response = await user.client.put(`/api/tasks/${task.id}/complete`, { notes: "Done", timeSpentMinutes: 12, costActual: 4.5 });
    expect(response.status).toBe(200);
    const body = completeTaskResponseSchema.parse(response.body);
    expect(body.nextDueDate).toBe(expected);
    expect(body.nextDueDate).toBe(scheduleDueDate({ taskId: slug, frequency: task.frequency, today: TODAY, lastCompletedOn: TODAY }).dueDate);
    const open = bySlug(await dashboard(user), slug);
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ id: body.nextTaskId, dueDate: expected });
  });

  test("completing twice is a 409 and records nothing more", async () => {
    const user = await onboardedUser();
    const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    expect((await user.client.put(`/api/tasks/${task.id}/complete`, {})).status).toBe(200);
    const second = await user.client.put(`/api/tasks/${task.id}/complete`, {});
    expect(second.status).toBe(409);
    const completed = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body);
    expect(completed.pagination.total).toBe(1);
    expect(bySlug(await dashboard(user), "hvac-replace-filter")).toHaveLength(1);
  });

  test("two completions of one task at once: one 200, one 409, one record and one next occurrence", async () => {
    const user = await onboardedUser();
    const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    const answers = await Promise.all([user.client.put(`/api/tasks/${task.id}/complete`, {}), user.client.put(`/api/tasks/${task.id}/complete`, {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const completed = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body);
    expect(completed.pagination.total).toBe(1);
    expect(bySlug(await dashboard(user), "hvac-replace-filter")).toHaveLength(1);
  });

  test("a task whose appliance was removed is undone without its next occurrence, and completed again with none", async () => {
    const user = await onboardedUser([{ type: "sump-pump" }]);
    const task = bySlug(await dashboard(user), "test-sump-pump")[0]!;
    const appliance = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data[0]!;
    expect((await user.client.put(`/api/tasks/${task.id}/complete`, {})).status).toBe(200);
    // Removing the appliance removes the open next occurrence; the completed one stays, without its appliance.
    expect((await user.client.delete(`/api/appliances/${appliance.id}`)).status).toBe(204);
    expect((await user.client.put(`/api/tasks/${task.id}/uncomplete`)).status).toBe(200);
    const again = await user.client.put(`/api/tasks/${task.id}/complete`, { notes: "last time" });
    expect(again.status).toBe(200);
    expect(completeTaskResponseSchema.parse(again.body)).toMatchObject({ nextTaskId: null, nextDueDate: null });
    const completed = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body);
    expect(completed.data).toEqual([expect.objectContaining({ id: task.id })]);
  });

  test("undoing a completion whose next occurrence is done is a 409 and changes nothing", async () => {
    const user = await onboardedUser();
    const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    const first = completeTaskResponseSchema.parse((await user.client.put(`/api/tasks/${task.id}/complete`, {})).body);
    expect((await user.client.put(`/api/tasks/${first.nextTaskId}/complete`, {})).status).toBe(200);
    const refused = await user.client.put(`/api/tasks/${task.id}/uncomplete`);
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.body).error.message).toBe("The next occurrence of this task is already completed");
    const completed = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body);
    expect(completed.pagination.total).toBe(2);
    expect((await user.client.put(`/api/tasks/${first.nextTaskId}/uncomplete`)).status).toBe(200);
    expect((await user.client.put(`/api/tasks/${task.id}/uncomplete`)).status).toBe(200);
    expect(bySlug(await dashboard(user), "hvac-replace-filter")).toEqual([expect.objectContaining({ id: task.id })]);
  });

  test("uncomplete restores the earlier state", async () => {
    const user = await onboardedUser();
    const before = await dashboard(user);
    const task = bySlug(before, "clean-drains-proactive")[0]!;
    await user.client.put(`/api/tasks/${task.id}/complete`, { notes: "scrubbed" });
    const undone = await user.client.put(`/api/tasks/${task.id}/uncomplete`);
    expect(undone.status).toBe(200);
    expect(await dashboard(user)).toEqual(before);
    const stats = taskStatisticsResponseSchema.parse((await user.client.get("/api/tasks/stats")).body).data;
    expect(stats.completed).toBe(0);
    expect((await user.client.put(`/api/tasks/${task.id}/uncomplete`)).status).toBe(409);
  });

  test("the undo answers the reopened task as the dashboard listed it before the completion", async () => {
    const user = await onboardedUser([{ type: "furnace" }]);
    const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    expect((await user.client.put(`/api/tasks/${task.id}/complete`, { notes: "changed", timeSpentMinutes: 5, costActual: 12.5 })).status).toBe(200);
    const undone = await user.client.put(`/api/tasks/${task.id}/uncomplete`);
    expect(undone.status).toBe(200);
    expect(uncompleteTaskResponseSchema.parse(undone.body).data).toEqual(task);
  });

  test("two undos of one completion at once: one 200, one 409, and the task open once with no record", async () => {
    const user = await onboardedUser([{ type: "furnace" }]);
    const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    expect((await user.client.put(`/api/tasks/${task.id}/complete`, {})).status).toBe(200);
    const answers = await Promise.all([user.client.put(`/api/tasks/${task.id}/uncomplete`), user.client.put(`/api/tasks/${task.id}/uncomplete`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(bySlug(await dashboard(user), "hvac-replace-filter")).toEqual([task]);
    const completed = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body);
    expect(completed.pagination.total).toBe(0);
  });

  test("an undo and a completion of the next occurrence at once: exactly one of them happens", async () => {
    for (let round = 0; round < 4; round++) {
      const user = await onboardedUser([{ type: "furnace" }]);
      const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
      const first = completeTaskResponseSchema.parse((await user.client.put(`/api/tasks/${task.id}/complete`, {})).body);
      const [undo, next] = await Promise.all([user.client.put(`/api/tasks/${task.id}/uncomplete`), user.client.put(`/api/tasks/${first.nextTaskId}/complete`, {})]);
      const completed = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body);
      const open = bySlug(await dashboard(user), "hvac-replace-filter");
      if (undo.status === 200) {
        expect([404, 409]).toContain(next.status);
        expect(completed.pagination.total).toBe(0);
        expect(open).toEqual([task]);
      } else {
        expect(undo.status).toBe(409);
        expect(errorBodySchema.parse(undo.body).error.message).toBe("The next occurrence of this task is already completed");
        expect(next.status).toBe(200);
        expect(completed.pagination.total).toBe(2);
        expect(open).toHaveLength(1);
        expect(open[0]!.id).not.toBe(task.id);
      }
    }
  });

  test("metadata belongs to a completed task, and is kept with it", async () => {
    const user = await onboardedUser();
    const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    expect((await user.client.put(`/api/tasks/${task.id}/metadata`, { notes: "early" })).status).toBe(409);
    await user.client.put(`/api/tasks/${task.id}/complete`, { notes: "first" });
    const updated = await user.client.put(`/api/tasks/${task.id}/metadata`, { notes: "MERV 11 filter", timeSpentMinutes: 7, costActual: 18 });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ data: { notes: "MERV 11 filter", timeSpentMinutes: 7, costActual: 18 } });
    const details = taskDetailsResponseSchema.parse((await user.client.get(`/api/tasks/${task.id}/details`)).body).data;
    expect(details).toMatchObject({ isCompleted: true, notes: "MERV 11 filter", guide: { id: "hvac-replace-filter" } });
    expect(details.history).toEqual([
      expect.objectContaining({ taskId: task.id, notes: "MERV 11 filter", timeSpentMinutes: 7, costActual: 18 }),
    ]);
  });

  test("an empty metadata change on a completed task is a 200 that changes nothing", async () => {
    const user = await onboardedUser();
    const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    await user.client.put(`/api/tasks/${task.id}/complete`, { notes: "first", timeSpentMinutes: 5 });
    const unchanged = await user.client.put(`/api/tasks/${task.id}/metadata`, {});
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual({ data: { notes: "first", timeSpentMinutes: 5 } });
  });

  test("docs/product.md §5.9: time spent over a day, 1,440 minutes, is a 400 on completing and on editing, and changes nothing", async () => {
    const user = await onboardedUser();
    const task = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    const refused = await user.client.put(`/api/tasks/${task.id}/complete`, { timeSpentMinutes: 100_000 });
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(refused.body).error.code).toBe("VALIDATION_FAILED");
    expect(bySlug(await dashboard(user), "hvac-replace-filter").map((open) => open.id)).toContain(task.id);
    expect((await user.client.put(`/api/tasks/${task.id}/complete`, { timeSpentMinutes: 1440 })).status).toBe(200);
    const edit = await user.client.put(`/api/tasks/${task.id}/metadata`, { timeSpentMinutes: 1441 });
    expect(edit.status).toBe(400);
    expect(errorBodySchema.parse(edit.body).error.code).toBe("VALIDATION_FAILED");
    const details = taskDetailsResponseSchema.parse((await user.client.get(`/api/tasks/${task.id}/details`)).body).data;
    expect(details.history).toEqual([expect.objectContaining({ taskId: task.id, timeSpentMinutes: 1440 })]);
  });
});

describe("GET /api/tasks/for-dashboard", () => {
  test("lists open tasks by daysUntilDue ascending (docs/product.md §4.10), snoozed ones with their snoozeUntil until unsnoozed", async () => {
    const user = await onboardedUser();
    const tasks = await dashboard(user);
    const days = tasks.map((task) => task.daysUntilDue);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    const snoozed = tasks[0]!;
    expect((await user.client.put(`/api/tasks/${snoozed.id}/snooze`, { days: 3 })).status).toBe(200);
    const whileSnoozed = (await dashboard(user)).find((task) => task.id === snoozed.id);
    expect(whileSnoozed?.snoozeUntil).toEqual(expect.any(String));
    expect((await user.client.put(`/api/tasks/${snoozed.id}/snooze`, { days: 0 })).status).toBe(400);
    expect((await user.client.put(`/api/tasks/${snoozed.id}/unsnooze`)).status).toBe(200);
    expect((await dashboard(user)).find((task) => task.id === snoozed.id)?.snoozeUntil).toBeNull();
  });

  // The dashboard checks the membership in the statement that reads the tasks (decision 018).
  test("a member with no open task gets an empty list, private to the browser and revalidated", async () => {
    const { client } = await signUp(server);
    const response = await client.get("/api/tasks/for-dashboard");
    expect(response.status).toBe(200);
    expect(dashboardTasksResponseSchema.parse(response.body).data).toEqual([]);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
  });
});

describe("statistics and the filtered list", () => {
  test("count what was done, the streak, minutes and money saved", async () => {
    const user = await onboardedUser();
    const tasks = await dashboard(user);
    await user.client.put(`/api/tasks/${bySlug(tasks, "hvac-replace-filter")[0]!.id}/complete`, { timeSpentMinutes: 6, costActual: 15 });
    await user.client.put(`/api/tasks/${bySlug(tasks, "furnace-schedule-service")[0]!.id}/complete`, {});
    const stats = taskStatisticsResponseSchema.parse((await user.client.get("/api/tasks/stats")).body).data;
    expect(stats).toEqual({
      total: 9,
      completed: 2,
      pending: 7,
      overdue: 0,
      completionRate: 22,
      currentStreak: 1,
      longestStreak: 1,
      // The filter saved 120 - 15; the furnace service was a technician's job and saved nothing.
      moneySaved: 105,
      minutesSpent: 6,
      // A home kept alone has no one else to count (docs/product.md §6.5).
      members: [],
    });
    const pending = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=pending&pageSize=3&page=2")).body);
    expect(pending.pagination).toEqual({ page: 2, pageSize: 3, total: 7 });
    expect(pending.data).toHaveLength(3);
    expect((await user.client.get("/api/tasks?status=finished")).status).toBe(400);
  });
});

describe("/api/appliances", () => {
  test("an install date in year 0 or more than 200 years back is a 400 by its field, and nothing is added or changed", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    const year0 = await user.client.post("/api/appliances", { type: "furnace", installDate: "0000-01-01" });
    expect(year0.status).toBe(400);
    expect(errorBodySchema.parse(year0.body).error.code).toBe("VALIDATION_FAILED");
    const ancient = await user.client.post("/api/appliances", { type: "furnace", installDate: "1826-11-21" });
    expect(ancient.status).toBe(400);
    expect(errorBodySchema.parse(ancient.body).error.message).toBe("The install date is more than 200 years ago");
    // 200 years to the day is still an age the form allows.
    const oldest = await user.client.post("/api/appliances", { type: "furnace", installDate: "1826-11-22" });
    expect(oldest.status).toBe(201);
    const { data: furnace } = addApplianceResponseSchema.parse(oldest.body);
    expect((await user.client.put(`/api/appliances/${furnace.id}`, { installDate: "0000-06-01" })).status).toBe(400);
    expect((await user.client.put(`/api/appliances/${furnace.id}`, { installDate: "1700-06-01" })).status).toBe(400);
    const onboarding = await signUp(server);
    expect((await onboarding.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "dryer", installDate: "0000-06-01" }] })).status).toBe(400);
    const appliances = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
    expect(appliances.map((appliance) => [appliance.type, appliance.installDate]).sort()).toEqual([
      ["drains-sinks", null],
      ["furnace", "1826-11-22"],
    ]);
  });

  test("adding one schedules its tasks and notifies; removing it removes open tasks and keeps the history", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    const added = await user.client.post("/api/appliances", { type: "furnace", brand: "Carrier", model: "59SC5", installDate: "2019-05-01" });
    expect(added.status).toBe(201);
    const { data: furnace, tasksCreated } = addApplianceResponseSchema.parse(added.body);
    expect(tasksCreated).toBe(2);
    expect(furnace).toMatchObject({ type: "furnace", name: "Furnace", brand: "Carrier", installDate: "2019-05-01" });

    const filter = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    await user.client.put(`/api/tasks/${filter.id}/complete`, {});
    const edited = await user.client.put(`/api/appliances/${furnace.id}`, { name: "Basement furnace" });
    expect(edited.status).toBe(200);

    expect((await user.client.delete(`/api/appliances/${furnace.id}`)).status).toBe(204);
    const remaining = await dashboard(user);
    expect(remaining.map((task) => task.masterTaskSlug)).toEqual(["clean-drains-proactive"]);
    const history = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body).data;
    expect(history.map((task) => task.masterTaskSlug)).toEqual(["hvac-replace-filter"]);

    const notes = notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data;
    expect(notes.map((note) => [note.title, note.message])).toEqual(
      expect.arrayContaining([
        ["Appliance Added", "Furnace has been added to your home"],
        ["Appliance Removed", "Basement furnace has been removed from your home"],
      ]),
    );
  });

  test("the list tells how many open tasks each appliance brings; removing one takes its open tasks away", async () => {
    const user = await onboardedUser([{ type: "furnace" }, { type: "drains-sinks" }]);
    const list = async () => appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
    const before = await list();
    // Onboarding adds them in one go, so their order is not the one asked for: compare sorted.
    expect(before.map((appliance) => [appliance.type, appliance.openTaskCount]).sort()).toEqual([
      ["drains-sinks", 1],
      ["furnace", 2],
    ]);
    const furnace = before.find((appliance) => appliance.type === "furnace")!;
    // Completing a task opens its next occurrence: the count stays what the appliance brings.
    const filter = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    await user.client.put(`/api/tasks/${filter.id}/complete`, {});
    expect((await list()).find((appliance) => appliance.type === "furnace")?.openTaskCount).toBe(2);

    await user.client.delete(`/api/appliances/${furnace.id}`);
    expect((await list()).map((appliance) => [appliance.type, appliance.openTaskCount])).toEqual([["drains-sinks", 1]]);
    expect((await dashboard(user)).map((task) => task.masterTaskSlug)).toEqual(["clean-drains-proactive"]);
  });

  test("a home-wide task is scheduled once, and goes to another appliance that lists it when its own is removed", async () => {
    const user = await onboardedUser([{ type: "furnace" }]);
    const added = addApplianceResponseSchema.parse((await user.client.post("/api/appliances", { type: "central-ac" })).body);
    // The central AC brings its own service, not a second filter change.
    expect(added.tasksCreated).toBe(1);
    const [filter, ...others] = bySlug(await dashboard(user), "hvac-replace-filter");
    expect(others).toEqual([]);
    expect(filter).toMatchObject({ applianceName: "Furnace" });
    const snoozed = await user.client.put(`/api/tasks/${filter!.id}/snooze`, { days: 30 });
    expect(snoozed.status).toBe(200);

    const appliances = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
    const furnace = appliances.find((appliance) => appliance.type === "furnace")!;
    // The list tells what removing each would hand over: the furnace's filter goes to the central AC.
    expect(appliances.map((appliance) => [appliance.type, appliance.openTaskCount, appliance.handedOverTaskCount])).toEqual([
      ["furnace", 2, 1],
      ["central-ac", 1, 0],
    ]);
    expect((await user.client.delete(`/api/appliances/${furnace.id}`)).status).toBe(204);
    // The same occurrence, as it was (its due date, its snooze), now the central AC's.
    const handedOver = bySlug(await dashboard(user), "hvac-replace-filter");
    expect(handedOver).toEqual([{ ...filter, applianceId: added.data.id, applianceName: "Central AC", snoozeUntil: handedOver[0]?.snoozeUntil }]);
    expect(handedOver[0]?.snoozeUntil).not.toBeNull();

    expect((await user.client.delete(`/api/appliances/${added.data.id}`)).status).toBe(204);
    expect(await dashboard(user)).toEqual([]);
  });

  test("editing the name renames its open tasks; editing the install date dates its never-done tasks again", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    const added = addApplianceResponseSchema.parse((await user.client.post("/api/appliances", { type: "furnace", installDate: "2026-10-01" })).body).data;
    const furnaceTasks = async () => (await dashboard(user)).filter((task) => task.applianceId === added.id);
    const dueOf = (tasks: ServerTask[], slug: string) => bySlug(tasks, slug)[0]?.dueDate;
    const fresh = await furnaceTasks();
    expect(dueOf(fresh, "hvac-replace-filter")).toBe(scheduleDueDate({ taskId: "hvac-replace-filter", frequency: "monthly", today: TODAY, lastCompletedOn: "2026-10-01" }).dueDate);

    const edited = await user.client.put(`/api/appliances/${added.id}`, { name: "Basement furnace", brand: "Carrier", installDate: "2010-03-15" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ data: { name: "Basement furnace", brand: "Carrier", installDate: "2010-03-15" } });
    const old = await furnaceTasks();
    expect(old.every((task) => task.applianceName === "Basement furnace")).toBe(true);
    for (const task of old) {
      const expected = scheduleDueDate({ taskId: task.masterTaskSlug!, frequency: task.frequency, today: TODAY, lastCompletedOn: "2010-03-15" }).dueDate;
      expect(task.dueDate, task.masterTaskSlug ?? task.name).toBe(expected);
    }
    // An old appliance's filter change comes forward to the earliest date the lead time allows.
    expect(dueOf(old, "hvac-replace-filter")).toBe("2026-11-29");

    // A task done once follows its completion, not the install date.
    const filter = bySlug(old, "hvac-replace-filter")[0]!;
    await user.client.put(`/api/tasks/${filter.id}/complete`, {});
    const afterCompletion = dueOf(await furnaceTasks(), "hvac-replace-filter");
    await user.client.put(`/api/appliances/${added.id}`, { installDate: "2026-11-01" });
    expect(dueOf(await furnaceTasks(), "hvac-replace-filter")).toBe(afterCompletion);
  });

  test("bad input is a 400 that changes nothing", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    const cases = [
      { type: "7" },
      { type: "jacuzzi" },
      { type: "furnace", installDate: "2999-01-01" },
      { type: "furnace", installDate: "yesterday" },
      { type: "furnace", name: "x".repeat(5000) },
      { type: 12 },
      {},
    ];
    for (const body of cases) {
      const response = await user.client.post("/api/appliances", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      errorBodySchema.parse(response.body);
    }
    expect(appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data).toHaveLength(1);
    expect((await user.client.put(`/api/appliances/not-a-uuid`, { name: "x" })).status).toBe(400);
  });
});

describe("notifications", () => {
  test("read one, read all, clear", async () => {
    const user = await onboardedUser([{ type: "furnace" }]);
    await user.client.post("/api/appliances", { type: "sump-pump" });
    await user.client.post("/api/appliances", { type: "central-ac" });
    const list = notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data;
    expect(list.map((note) => note.message)).toEqual(["Central AC has been added to your home", "Sump Pump has been added to your home"]);
    const read = await user.client.put(`/api/notifications/${list[0]!.id}/read`);
    expect(read.body).toMatchObject({ data: { id: list[0]!.id, isRead: true } });
    const all = notificationsResponseSchema.parse((await user.client.put("/api/notifications/read-all")).body).data;
    expect(all.every((note) => note.isRead)).toBe(true);
    expect((await user.client.delete("/api/notifications")).status).toBe(204);
    expect(notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data).toEqual([]);
  });
});

describe("isolation between homes", () => {
  test("user A can touch none of user B's appliances, tasks or notifications (404)", async () => {
    const alice = await onboardedUser([{ type: "furnace" }]);
    const bob = await onboardedUser([{ type: "sump-pump" }]);
    await bob.client.post("/api/appliances", { type: "central-ac" });
    const bobsTask = (await dashboard(bob))[0]!;
    const bobsAppliance = appliancesResponseSchema.parse((await bob.client.get("/api/appliances")).body).data[0]!;
    const bobsNote = notificationsResponseSchema.parse((await bob.client.get("/api/notifications")).body).data[0]!;

    const attempts = [
      alice.client.get(`/api/tasks/${bobsTask.id}/details`),
      alice.client.put(`/api/tasks/${bobsTask.id}/complete`, {}),
      alice.client.put(`/api/tasks/${bobsTask.id}/snooze`, { days: 2 }),
      alice.client.put(`/api/tasks/${bobsTask.id}/uncomplete`),
      alice.client.put(`/api/tasks/${bobsTask.id}/metadata`, { notes: "mine now" }),
      alice.client.put(`/api/appliances/${bobsAppliance.id}`, { name: "Mine" }),
      alice.client.delete(`/api/appliances/${bobsAppliance.id}`),
      alice.client.put(`/api/notifications/${bobsNote.id}/read`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);

    expect((await dashboard(alice)).some((task) => task.id === bobsTask.id)).toBe(false);
    expect(await dashboard(bob)).toContainEqual(bobsTask);
    const bobsNotes = notificationsResponseSchema.parse((await bob.client.get("/api/notifications")).body).data;
    expect(bobsNotes.find((note) => note.id === bobsNote.id)?.isRead).toBe(false);
  });

  test("without a session every task-engine route answers 401", async () => {
    const { client } = await signUp(server);
    client.accessToken = undefined;
    for (const path of ["/api/tasks/for-dashboard", "/api/appliances", "/api/notifications", "/api/tasks/stats"]) {
      expect((await client.get(path)).status).toBe(401);
    }
  });
});

describe("the catalogue API", () => {
  test("lists appliances and tasks, filters by appliance, and serves one entry with its steps", async () => {
    const { client } = await signUp(server);
    const appliances = await client.get<{ data: { id: string }[] }>("/api/catalog/appliances");
    expect(appliances.body.data.map((appliance) => appliance.id)).toContain("water-heater-tank");
    const forFurnace = await client.get<{ data: { id: string }[] }>("/api/catalog/tasks?applianceId=furnace");
    expect(forFurnace.body.data.map((task) => task.id)).toEqual(["hvac-replace-filter", "furnace-schedule-service"]);
    const one = await client.get<{ data: { steps: unknown[] } }>("/api/catalog/tasks/termite-inspection");
    expect(one.body.data.steps).toHaveLength(1);
    expect((await client.get("/api/catalog/tasks/no-such-task")).status).toBe(404);
    expect((await client.get("/api/catalog/tasks?applianceId=jacuzzi")).status).toBe(400);
  });
});

describe("POST /api/migration/local and /api/migration/merge", () => {
  const localData = {
    strategy: "server_wins",
    appliances: [
      { type: "hvac", yearsOld: 6 },
      { type: "sump-pump", yearsOld: null },
      { type: "toaster", yearsOld: 2 },
    ],
    completed: [{ taskId: "hvac-replace-filter", applianceId: "hvac", completedAt: "2026-11-01T09:30:00.000Z" }],
    lastCompleted: {
      "hvac-replace-filter:hvac": "2026-11-01T09:30:00.000Z",
      // Today's local store writes task::appliance; older local data wrote task:appliance.
      "test-sump-pump::sump-pump": "2026-10-12T18:00:00.000Z",
    },
    tasks: [
      { id: "clean-drains-proactive", applianceId: "drains-sinks", dueDate: "2026-12-01", completedAt: null },
      { id: "test-sump-pump", applianceId: "sumpPump", dueDate: "2026-12-01", completedAt: "2026-06-02T08:00:00Z" },
      { id: "termite-inspection", applianceId: "hvac", dueDate: "2026-12-01", completedAt: "2026-09-01T10:00:00Z" },
    ],
  };

  test("migration run twice imports once", async () => {
    const user = await onboardedUser([{ type: "furnace" }]);
    const first = await user.client.post("/api/migration/local", localData);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      migrated: true,
      // The furnace (legacy "hvac") is already there; the sump pump is new; the toaster is unknown.
      imported: { appliances: 1, completions: 2, tasks: 1 },
      warnings: ['Ignored unknown appliance id "toaster"'],
    });
    const second = await user.client.post("/api/migration/merge", localData);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ imported: { appliances: 0, completions: 0, tasks: 0 } });
    const reasons = (second.body as { skipped: { kind: string; id: string; reason: string }[] }).skipped;
    expect(reasons).toEqual(
      expect.arrayContaining([
        { kind: "appliance", id: "hvac", reason: "The home already has this appliance" },
        { kind: "completion", id: "hvac-replace-filter", reason: "Already imported" },
        { kind: "task", id: "clean-drains-proactive", reason: "The server's schedule is kept" },
        { kind: "task", id: "termite-inspection", reason: "Not a task of this appliance" },
      ]),
    );
    const history = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body).data;
    expect(history.map((task) => [task.masterTaskSlug, task.completedAt]).sort()).toEqual([
      ["hvac-replace-filter", "2026-11-01T09:30:00.000Z"],
      ["test-sump-pump", "2026-06-02T08:00:00.000Z"],
      ["test-sump-pump", "2026-10-12T18:00:00.000Z"],
    ]);
    expect(appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data.map((a) => a.type).sort()).toEqual(["furnace", "sump-pump"]);
  });

  test("a task done in the browser stays done until its next date on an appliance the move adds, with its notes; the server's own schedule stays", async () => {
    const user = await onboardedUser([{ type: "furnace" }]);
    const filterBefore = bySlug(await dashboard(user), "hvac-replace-filter")[0]!;
    const response = await user.client.post("/api/migration/local", {
      strategy: "server_wins",
      appliances: [{ type: "sump-pump", yearsOld: 3 }],
      completed: [
        { taskId: "test-sump-pump", applianceId: "sump-pump", completedAt: "2026-11-10T09:00:00.000Z", notes: "Pit was dry", timeSpentMinutes: 12, costActual: 4.5 },
        { taskId: "hvac-replace-filter", applianceId: "furnace", completedAt: "2026-11-20T09:00:00.000Z" },
      ],
      lastCompleted: {},
      tasks: [],
    });
    expect(response.status).toBe(200);
    const tasks = await dashboard(user);
    const expected = scheduleDueDate({ taskId: "test-sump-pump", frequency: "bi-annually", today: TODAY, lastCompletedOn: "2026-11-10" }).dueDate;
    expect(bySlug(tasks, "test-sump-pump").map((task) => task.dueDate)).toEqual([expected]);
    // The furnace was the server's already: its schedule is kept as it was (server_wins).
    expect(bySlug(tasks, "hvac-replace-filter").map((task) => task.dueDate)).toEqual([filterBefore.dueDate]);
    const history = await user.client.get("/api/tasks/history");
    expect(history.status).toBe(200);
    expect((history.body as { data: { masterTaskSlug: string; notes: string | null; timeSpentMinutes: number | null; costActual: number | null }[] }).data).toEqual(
      expect.arrayContaining([expect.objectContaining({ masterTaskSlug: "test-sump-pump", notes: "Pit was dry", timeSpentMinutes: 12, costActual: 4.5 })]),
    );
  });

  test("a completion dated after today is skipped, or taken as done now when a device clock runs a little fast; dates no one can keep are a 400", async () => {
    const user = await onboardedUser([{ type: "sump-pump" }]);
    const move = (completedAt: string, taskId = "test-sump-pump") =>
      user.client.post("/api/migration/local", { strategy: "server_wins", appliances: [], completed: [{ taskId, applianceId: "sump-pump", completedAt }], lastCompleted: {}, tasks: [] });
    const later = await move("2026-12-25T09:00:00.000Z");
    expect(later.status).toBe(200);
    expect(later.body).toMatchObject({ imported: { completions: 0 }, skipped: [{ kind: "completion", id: "test-sump-pump", reason: "Completed in the future" }] });
    // The server's clock says 15:00 UTC; a device two hours ahead.
    const fast = await move("2026-11-22T17:00:00.000Z");
    expect(fast.body).toMatchObject({ imported: { completions: 1 } });
    const history = (await user.client.get("/api/tasks/history")).body as { data: { completedAt: string }[] };
    expect(history.data.map((entry) => entry.completedAt)).toEqual(["2026-11-22T15:00:00.000Z"]);
    for (const unkeepable of ["9999-12-31T23:59:59Z", "0000-01-01T00:00:00Z", "1850-01-01T00:00:00Z", "2026-11-01T09:00:00-23:59"]) {
      const refused = await move(unkeepable);
      expect(refused.status, unkeepable).toBe(400);
      expect(errorBodySchema.parse(refused.body).error.code).toBe("VALIDATION_FAILED");
    }
    for (const path of ["/api/tasks/stats", "/api/tasks?status=all", "/api/achievements", "/api/tasks/history"]) expect((await user.client.get(path)).status, path).toBe(200);
  });

  test("two of a kind kept in the browser (two water heaters) are both added, beside as many as the home has; sent again, nothing more", async () => {
    const user = await onboardedUser([{ type: "furnace" }]);
    const heaters = { strategy: "server_wins", appliances: [{ type: "water-heater-tank", yearsOld: 4 }, { type: "water-heater-tank", yearsOld: 1 }], completed: [], lastCompleted: {}, tasks: [] };
    const first = await user.client.post("/api/migration/local", heaters);
    expect(first.body).toMatchObject({ imported: { appliances: 2 } });
    const again = await user.client.post("/api/migration/local", heaters);
    expect(again.body).toMatchObject({ imported: { appliances: 0 } });
    const types = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data.map((a) => a.type);
    expect(types.filter((type) => type === "water-heater-tank")).toHaveLength(2);
    // A third sent later, beside the two the home has: added once.
    const third = await user.client.post("/api/migration/local", { ...heaters, appliances: [...heaters.appliances, { type: "water-heater-tank", yearsOld: null }] });
    expect(third.body).toMatchObject({ imported: { appliances: 1 } });
  });

  test("an empty body, or local data with nothing in it, is a 400 that changes nothing", async () => {
    const user = await onboardedUser([{ type: "furnace" }]);
    expect((await user.client.post("/api/migration/local", {})).status).toBe(400);
    const nothing = await user.client.post("/api/migration/local", { strategy: "server_wins", appliances: [], completed: [], lastCompleted: {}, tasks: [] });
    expect(nothing.status).toBe(400);
    expect(errorBodySchema.parse(nothing.body).error.message).toContain("Nothing to migrate");
    expect((await user.client.post("/api/migration/local", { ...localData, strategy: "client_wins" })).status).toBe(400);
  });
});
