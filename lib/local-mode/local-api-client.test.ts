import { describe, expect, test, vi } from "vitest";
import { CATALOG_ADDITIONS } from "@domain/catalog/additions.ts";
import { catalogTaskById, HOME_WIDE_TASK_IDS, taskIdsForAppliance } from "@domain/catalog/index.ts";
import {
  achievementNotificationContent,
  accountExportSchema,
  achievementsResponseSchema,
  addApplianceResponseSchema,
  applianceRecordResponseSchema,
  appliancesResponseSchema,
  dashboardTasksResponseSchema,
  historyResponseSchema,
  markNotificationReadResponseSchema,
  notificationsResponseSchema,
  onboardingCompleteResponseSchema,
  snoozeTaskResponseSchema,
  updateApplianceResponseSchema,
  type CatalogTask,
} from "@domain/contract/index.ts";
import { addDays, calendarDateInTimeZone } from "@domain/dates/calendar-date.ts";
import { APPLIANCE_MESSAGES, INSTALL_DATE_MESSAGES, NOTIFICATION_MESSAGES } from "@domain/messages.ts";
import { planApplianceTasks } from "@domain/scheduling/plan-appliance-tasks.ts";
import { scheduleDueDate } from "@domain/scheduling/server-schedule.ts";
import type { ApiClient } from "@lib/http/index.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createLocalApiClient } from "./local-api-client.ts";
import { createLocalMode } from "./local-mode.ts";
import { createLocalStores } from "./local-stores.ts";

const NOW = new Date("2026-11-22T14:00:00.000Z");
const TODAY = calendarDateInTimeZone(NOW, "UTC");

/** A home kept in the browser, set up with these appliances, behind the HTTP client's interface. */
async function homeWith(...types: string[]) {
  const storage = memoryStorage();
  let sequence = 0;
  const local = createLocalMode({ storage, now: () => NOW, timeZone: () => "UTC", newId: () => `id-${++sequence}` });
  const client = createLocalApiClient(local);
  await local.users.signIn({ email: "ana@example.com" });
  await client.post("/users/onboarding-complete", { homeType: "house", appliances: types.map((type) => ({ type })) }, { schema: onboardingCompleteResponseSchema });
  return { local, client, storage };
}

const appliances = async (client: ApiClient) => (await client.get("/appliances", { schema: appliancesResponseSchema })).data;
const applianceOf = async (client: ApiClient, type: string) => {
  const found = (await appliances(client)).find((appliance) => appliance.type === type);
  if (!found) throw new Error(`No ${type} in the home`);
  return found;
};
const openTasks = async (client: ApiClient) => (await client.get("/tasks/for-dashboard", { schema: dashboardTasksResponseSchema })).data;
const notifications = async (client: ApiClient) => (await client.get("/notifications", { schema: notificationsResponseSchema })).data;
const catalogEntries = (type: Parameters<typeof taskIdsForAppliance>[0]): CatalogTask[] => taskIdsForAppliance(type).flatMap((id) => catalogTaskById(id) ?? []);

describe("POST /api/users/onboarding-complete in local mode (docs/product.md §2.11, §2.12)", () => {
  test("keeps a given name trimmed, else the kind's name, and lists the appliances in the order sent, as the server does", async () => {
    const storage = memoryStorage();
    let sequence = 0;
    const local = createLocalMode({ storage, now: () => NOW, timeZone: () => "UTC", newId: () => `id-${++sequence}` });
    const client = createLocalApiClient(local);
    await local.users.signIn({ email: "ana@example.com" });

    await client.post(
      "/users/onboarding-complete",
      { homeType: "house", appliances: [{ type: "roof-structure" }, { type: "furnace", name: "  Basement furnace  " }, { type: "dryer" }] },
      { schema: onboardingCompleteResponseSchema },
    );

    expect((await appliances(client)).map((appliance) => [appliance.type, appliance.name])).toEqual([
      ["roof-structure", "Roof"],
      ["furnace", "Basement furnace"],
      ["dryer", "Dryer"],
    ]);
  });
});

describe("GET /api/users/me/export in local mode (docs/product.md §4.16)", () => {
  test("answers everything the browser keeps in the account export's shape, and touches no network", async () => {
    const { client } = await homeWith("dryer", "furnace");
    const open = await openTasks(client);

    const exported = await client.get("/users/me/export", { schema: accountExportSchema });

    expect(exported).toMatchObject({ exportedAt: NOW.toISOString(), user: { email: "ana@example.com", name: "ana" }, home: { homeType: "house" }, preferences: { timeZone: "UTC" } });
    expect(exported.records.appliances?.map((appliance) => appliance.type)).toEqual(["dryer", "furnace"]);
    expect(exported.records.tasks?.filter((task) => task.isCompleted === false).map((task) => task.id).sort()).toEqual(open.map((task) => task.id).sort());
  });
});

describe("POST /api/appliances in local mode (docs/product.md §2.12, §4.8, §4.12)", () => {
  test("adds the appliance with its catalogue tasks, planned as the server plans them, and writes 'Appliance Added'", async () => {
    const { client } = await homeWith("dryer");

    const added = await client.post("/appliances", { type: "washing-machine", brand: "Bosch", model: "WAX32" }, { schema: addApplianceResponseSchema });

    expect(added.data).toMatchObject({ type: "washing-machine", name: "Washing Machine", brand: "Bosch", model: "WAX32", installDate: null });
    expect(added.warnings).toEqual([]);
    const washerTasks = (await openTasks(client)).filter((task) => task.applianceId === "washing-machine");
    // The tasks every home gets are already the dryer's.
    const washerOwn = catalogEntries("washing-machine").filter((entry) => !HOME_WIDE_TASK_IDS.has(entry.id));
    expect(added.tasksCreated).toBe(washerOwn.length);
    expect(washerTasks.map((task) => [task.masterTaskSlug, task.dueDate]).sort()).toEqual(
      planApplianceTasks(washerOwn, null, TODAY)
        .map((task) => [task.catalogTaskId, task.dueDate])
        .sort(),
    );
    expect(await applianceOf(client, "washing-machine")).toMatchObject({ id: added.data.id, openTaskCount: added.tasksCreated, handedOverTaskCount: 0 });
    expect(await notifications(client)).toEqual([
      { id: expect.any(String) as unknown, type: "success", title: "Appliance Added", message: "Washing Machine has been added to your home", createdAt: NOW.toISOString(), isRead: false },
    ]);
  });

  test("an install date or an age stands in for the last service, and the tasks carry the name given", async () => {
    const { client } = await homeWith("dryer");
    const installDate = addDays(TODAY, -900);

    const added = await client.post("/appliances", { type: "washing-machine", name: "Laundry room washer", installDate }, { schema: addApplianceResponseSchema });

    expect(added.data).toMatchObject({ name: "Laundry room washer", installDate });
    const washerTasks = (await openTasks(client)).filter((task) => task.applianceId === "washing-machine");
    expect(washerTasks.map((task) => task.applianceName)).toEqual(washerTasks.map(() => "Laundry room washer"));
    expect(washerTasks.map((task) => [task.masterTaskSlug, task.dueDate]).sort()).toEqual(
      planApplianceTasks(
        catalogEntries("washing-machine").filter((entry) => !HOME_WIDE_TASK_IDS.has(entry.id)),
        installDate,
        TODAY,
      )
        .map((task) => [task.catalogTaskId, task.dueDate])
        .sort(),
    );
  });

  test("a task the whole home shares is not added again when the home already has it open", async () => {
    const { client } = await homeWith("furnace");

    const added = await client.post("/appliances", { type: "centralAC" }, { schema: addApplianceResponseSchema });

    const shared = taskIdsForAppliance("central-ac").filter((id) => HOME_WIDE_TASK_IDS.has(id));
    expect(added.data.type).toBe("central-ac");
    expect(added.tasksCreated).toBe(taskIdsForAppliance("central-ac").length - shared.length);
    const open = await openTasks(client);
    for (const id of shared) expect(open.filter((task) => task.masterTaskSlug === id).map((task) => task.applianceId)).toEqual(["furnace"]);
  });

  test("a second appliance of a kind has a schedule of its own, as an account's does: done, renamed and removed apart from the first", async () => {
    const { client, storage, local } = await homeWith("water-heater-tank");
    const first = await applianceOf(client, "water-heater-tank");
    const firstTasks = (await openTasks(client)).filter((task) => task.applianceId === "water-heater-tank");

    const second = await client.post("/appliances", { type: "water-heater-tank", name: "Garage water heater" }, { schema: addApplianceResponseSchema });

    const own = catalogEntries("water-heater-tank").filter((entry) => !HOME_WIDE_TASK_IDS.has(entry.id));
    expect(second.tasksCreated).toBe(own.length);
    const heaters = (await appliances(client)).filter((appliance) => appliance.type === "water-heater-tank");
    expect(heaters.map((appliance) => [appliance.name, appliance.openTaskCount])).toEqual([
      [first.name, first.openTaskCount],
      ["Garage water heater", own.length],
    ]);
    const secondTasks = (await openTasks(client)).filter((task) => task.applianceName === "Garage water heater");
    expect(secondTasks.map((task) => task.masterTaskSlug).sort()).toEqual(own.map((entry) => entry.id).sort());

    // Done on the second (its next occurrence opens): the first's occurrence of the same task stays open.
    const flush = secondTasks.find((task) => task.masterTaskSlug === firstTasks[0]!.masterTaskSlug) ?? secondTasks[0]!;
    await client.put(`/tasks/${encodeURIComponent(flush.id)}/complete`, {});
    const open = await openTasks(client);
    expect(open.find((task) => task.id === flush.id)).toBeUndefined();
    expect(open.filter((task) => task.applianceId === "water-heater-tank").map((task) => task.id).sort()).toEqual(firstTasks.map((task) => task.id).sort());

    // Moving to an account sends both, and the completion under the kind the server knows (docs/product.md §4.4).
    const move = await local.home.migrationRequest();
    expect(move?.appliances.filter((appliance) => appliance.type === "water-heater-tank")).toHaveLength(2);
    expect(move?.completed.map((record) => [record.taskId, record.applianceId])).toEqual([[flush.masterTaskSlug, "water-heater-tank"]]);
    expect(Object.keys(move?.lastCompleted ?? {})).toEqual([`${flush.masterTaskSlug}::water-heater-tank`]);

    // Renaming the second renames its tasks only.
    await client.put(`/appliances/${second.data.id}`, { name: "Garage heater" }, { schema: updateApplianceResponseSchema });
    expect((await openTasks(client)).filter((task) => task.applianceId === "water-heater-tank").map((task) => task.applianceName)).toEqual(firstTasks.map(() => first.name));

    // Removing the first keeps the second, its tasks (with the home-wide ones the first hands it) and the kind the home has.
    const handedOverTaskCount = (await applianceOf(client, "water-heater-tank")).handedOverTaskCount ?? 0;
    expect(handedOverTaskCount).toBeGreaterThan(0);
    await client.delete(`/appliances/${first.id}`);
    expect((await appliances(client)).map((appliance) => [appliance.name, appliance.openTaskCount])).toEqual([["Garage heater", own.length + handedOverTaskCount]]);
    expect((await createLocalStores({ storage }).dataStore.read()).selectedAppliances).toContain("water-heater-tank");
  });

  test("a home an older version kept, one appliance of each kind, reads as it was and takes a second of a kind", async () => {
    const { client, storage } = await homeWith("dryer");
    const before = await openTasks(client);
    const stored = await createLocalStores({ storage }).users.read();
    // An older version's profile: no appliance says where its tasks are kept.
    expect(stored.users.flatMap((user) => user.appliances).every((appliance) => !("tasksUnder" in appliance))).toBe(true);

    await client.post("/appliances", { type: "dryer", name: "Upstairs dryer" }, { schema: addApplianceResponseSchema });

    const after = await openTasks(client);
    expect(after.filter((task) => task.applianceId === "dryer")).toEqual(before.filter((task) => task.applianceId === "dryer"));
    expect((await appliances(client)).map((appliance) => appliance.name)).toEqual(["Dryer", "Upstairs dryer"]);
  });

  test("refuses what the server refuses, in its words, and changes nothing", async () => {
    const { client } = await homeWith("dryer");
    const before = await openTasks(client);

    await expect(client.post("/appliances", { type: "toaster" })).rejects.toMatchObject({ status: 400, code: "BAD_REQUEST" });
    await expect(client.post("/appliances", { type: "42" })).rejects.toMatchObject({ status: 400, code: "BAD_REQUEST" });
    await expect(client.post("/appliances", { type: "washing-machine", installDate: addDays(TODAY, 1) })).rejects.toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      message: INSTALL_DATE_MESSAGES.inFuture,
    });
    await expect(client.post("/appliances", { type: "washing-machine", name: "x".repeat(101) })).rejects.toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: expect.stringMatching(/^The request is not valid: name: /) as unknown,
    });

    expect(await openTasks(client)).toEqual(before);
    expect((await appliances(client)).map((appliance) => appliance.type)).toEqual(["dryer"]);
    expect(await notifications(client)).toEqual([]);
  });
});

describe("PUT /api/appliances/:id in local mode (docs/product.md §2.12, §5.9)", () => {
  test("keeps the name, brand and model; its open tasks take the new name, its history keeps the old one", async () => {
    const { client } = await homeWith("dryer");
    const [first] = (await openTasks(client)).filter((task) => task.applianceId === "dryer");
    await client.put(`/tasks/${encodeURIComponent(first!.id)}/complete`, {});
    const dryer = await applianceOf(client, "dryer");

    const { data } = await client.put(`/appliances/${dryer.id}`, { name: "Basement dryer", brand: "Miele", model: "T1" }, { schema: updateApplianceResponseSchema });

    expect(data).toMatchObject({ id: dryer.id, name: "Basement dryer", brand: "Miele", model: "T1", updatedAt: NOW.toISOString() });
    expect(await applianceOf(client, "dryer")).toMatchObject({ name: "Basement dryer", brand: "Miele", model: "T1" });
    const open = (await openTasks(client)).filter((task) => task.applianceId === "dryer");
    expect(open.map((task) => task.applianceName)).toEqual(open.map(() => "Basement dryer"));
    const history = await client.get("/tasks/history", { schema: historyResponseSchema });
    expect(history.data.map((entry) => entry.applianceName)).toEqual(["Dryer"]);
  });

  test("a corrected install date dates again the tasks never done, as adding it with that date would have", async () => {
    const { client } = await homeWith("dryer");
    const [done, never] = (await openTasks(client)).filter((task) => task.applianceId === "dryer");
    await client.put(`/tasks/${encodeURIComponent(done!.id)}/complete`, {});
    const next = (await openTasks(client)).find((task) => task.masterTaskSlug === done!.masterTaskSlug)!;
    // Installed ten days ago: its tasks fall due an interval from then, later than a home with no date.
    const installDate = addDays(TODAY, -10);

    const { data } = await client.put(`/appliances/${(await applianceOf(client, "dryer")).id}`, { installDate }, { schema: updateApplianceResponseSchema });

    expect(data.installDate).toBe(installDate);
    const after = await openTasks(client);
    const expected = scheduleDueDate({ taskId: never!.masterTaskSlug!, frequency: never!.frequency, today: TODAY, lastCompletedOn: installDate }).dueDate;
    expect(expected).not.toBe(never!.dueDate);
    expect(after.find((task) => task.id === never!.id)?.dueDate).toBe(expected);
    // Done once already: its next occurrence follows that completion, not the install date.
    expect(after.find((task) => task.id === next.id)?.dueDate).toBe(next.dueDate);
  });

  test("refuses a future install date, an empty change and an appliance the home does not have", async () => {
    const { client } = await homeWith("dryer");
    const dryer = await applianceOf(client, "dryer");

    await expect(client.put(`/appliances/${dryer.id}`, { installDate: addDays(TODAY, 1) })).rejects.toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      message: INSTALL_DATE_MESSAGES.inFuture,
    });
    await expect(client.put(`/appliances/${dryer.id}`, {})).rejects.toMatchObject({ status: 400, code: "VALIDATION_FAILED", message: "The request is not valid: Nothing to change" });
    await expect(client.put("/appliances/somebody-else", { name: "Mine" })).rejects.toMatchObject({ status: 404, code: "NOT_FOUND", message: APPLIANCE_MESSAGES.notFound });
    expect(await applianceOf(client, "dryer")).toEqual(dryer);
  });
});

describe("DELETE /api/appliances/:id in local mode (docs/product.md §4.8, §4.12)", () => {
  test("its open tasks go, its completed ones stay in the history under its name, and 'Appliance Removed' is written", async () => {
    const { client, local } = await homeWith("dryer", "furnace");
    const [first] = (await openTasks(client)).filter((task) => task.applianceId === "dryer");
    await client.put(`/tasks/${encodeURIComponent(first!.id)}/complete`, {});

    await client.delete(`/appliances/${(await applianceOf(client, "dryer")).id}`);

    expect((await appliances(client)).map((appliance) => appliance.type)).toEqual(["furnace"]);
    expect((await openTasks(client)).filter((task) => task.applianceId === "dryer")).toEqual([]);
    const history = await client.get("/tasks/history", { schema: historyResponseSchema });
    expect(history.data).toEqual([expect.objectContaining({ taskId: first!.id, applianceId: "dryer", applianceName: "Dryer" })]);
    // After the completion's own 'Achievement unlocked', as the server writes them.
    expect((await notifications(client)).map(({ title, message, type }) => ({ title, message, type }))).toEqual([
      { title: "Appliance Removed", message: "Dryer has been removed from your home", type: "info" },
      achievementNotificationContent("first-task"),
    ]);
    // docs/product.md §4.8: its age goes with it; what moving to an account would send no longer has it.
    expect((await local.home.migrationRequest())?.appliances.map((appliance) => appliance.type)).toEqual(["furnace"]);
  });

  test("a task the whole home shares goes, as it is, to another appliance that lists it; the list says so before", async () => {
    const { client } = await homeWith("furnace", "central-ac");
    // The gas vents' inspection is not the central AC's to inherit: it goes with the furnace.
    const shared = taskIdsForAppliance("furnace").filter((id) => HOME_WIDE_TASK_IDS.has(id) && taskIdsForAppliance("central-ac").includes(id));
    const furnace = await applianceOf(client, "furnace");
    expect(furnace.handedOverTaskCount).toBe(shared.length);
    expect((await applianceOf(client, "central-ac")).handedOverTaskCount).toBe(0);
    const filter = (await openTasks(client)).find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
    const { data: snoozed } = await client.put(`/tasks/${encodeURIComponent(filter.id)}/snooze`, { days: 10 }, { schema: snoozeTaskResponseSchema });

    await client.delete(`/appliances/${furnace.id}`);

    const open = await openTasks(client);
    expect(open.find((task) => task.id === filter.id)).toMatchObject({ applianceId: "central-ac", applianceName: "Central AC", dueDate: filter.dueDate, snoozeUntil: snoozed.snoozeUntil });
    for (const id of shared) expect(open.filter((task) => task.masterTaskSlug === id).map((task) => task.applianceId)).toEqual(["central-ac"]);
    expect(open.filter((task) => task.masterTaskSlug === "furnace-schedule-service")).toEqual([]);
    expect(await applianceOf(client, "central-ac")).toMatchObject({ openTaskCount: taskIdsForAppliance("central-ac").length, handedOverTaskCount: 0 });
  });

  test("added again after being removed, it gets its tasks again, next to the history it left", async () => {
    const { client } = await homeWith("dryer");
    const [first] = await openTasks(client);
    await client.put(`/tasks/${encodeURIComponent(first!.id)}/complete`, {});
    await client.delete(`/appliances/${(await applianceOf(client, "dryer")).id}`);

    const added = await client.post("/appliances", { type: "dryer" }, { schema: addApplianceResponseSchema });

    expect(added.tasksCreated).toBe(taskIdsForAppliance("dryer").length);
    expect((await openTasks(client)).map((task) => task.masterTaskSlug).sort()).toEqual([...taskIdsForAppliance("dryer")].sort());
    expect((await client.get("/tasks/history", { schema: historyResponseSchema })).data.map((entry) => entry.taskId)).toEqual([first!.id]);
  });

  test("an appliance the home does not have is a 404, and nothing is written", async () => {
    const { client } = await homeWith("dryer");
    await expect(client.delete("/appliances/somebody-else")).rejects.toMatchObject({ status: 404, code: "NOT_FOUND", message: APPLIANCE_MESSAGES.notFound });
    expect(await notifications(client)).toEqual([]);
  });
});

describe("the notification center in local mode (docs/product.md §2.16, §3.12)", () => {
  test("newest first; read one, read all, clear all; another id is 'Notification not found'; nothing touches the network", async () => {
    const fetch = vi.spyOn(globalThis, "fetch");
    const { client } = await homeWith("dryer");
    await client.post("/appliances", { type: "furnace" });
    await client.post("/appliances", { type: "washing-machine" });
    const [newest, oldest] = await notifications(client);
    expect([newest?.message, oldest?.message]).toEqual(["Washing Machine has been added to your home", "Furnace has been added to your home"]);

    const { data: read } = await client.put(`/notifications/${newest!.id}/read`, undefined, { schema: markNotificationReadResponseSchema });
    expect(read).toEqual({ ...newest, isRead: true });
    expect((await notifications(client)).map((notification) => notification.isRead)).toEqual([true, false]);
    await expect(client.put("/notifications/another/read")).rejects.toMatchObject({ status: 404, code: "NOT_FOUND", message: NOTIFICATION_MESSAGES.notFound });

    const { data: all } = await client.put("/notifications/read-all", undefined, { schema: notificationsResponseSchema });
    expect(all.map((notification) => notification.isRead)).toEqual([true, true]);
    await client.delete("/notifications");
    expect(await notifications(client)).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  test("an achievement a completion unlocks writes 'Achievement unlocked', in the server's words, once (docs/product.md §4.9)", async () => {
    const { client } = await homeWith("dryer");
    const [first] = await openTasks(client);
    await client.put(`/tasks/${encodeURIComponent(first!.id)}/complete`, {});
    const content = async () => (await notifications(client)).map(({ type, title, message }) => ({ type, title, message }));
    const written = await content();
    expect(written).toContainEqual(achievementNotificationContent("first-task"));
    expect((await notifications(client)).every((notification) => !notification.isRead && notification.createdAt === NOW.toISOString())).toBe(true);

    // One notification for each achievement the completion unlocked, the last unlocked first (newest first).
    const unlocked = (await client.get("/achievements", { schema: achievementsResponseSchema })).data.filter((each) => each.isUnlocked).map((each) => each.id);
    expect(written).toEqual(unlocked.map(achievementNotificationContent).reverse());
    // Reading them again unlocked nothing new, so wrote nothing; a guide followed to its end writes its own.
    expect(await content()).toEqual(written);
    await client.post("/achievements/guide-finished", { taskId: first!.id });
    expect(await content()).toEqual([achievementNotificationContent("guide-finished"), ...written]);
  });
});

describe("a home kept in the browser before the catalogue's added tasks (domain/catalog/additions.ts)", () => {
  test("gets them at its next read, planned as the server plans them, and keeps its history", async () => {
    const { client, storage } = await homeWith("furnace", "water-heater-tank", "smoke-co-detectors");
    const filter = (await openTasks(client)).find((task) => task.masterTaskSlug === "hvac-replace-filter");
    await client.put(`/tasks/${encodeURIComponent(filter!.id)}/complete`, {});
    // Written as an older version left it: its schedule, history included, without the added tasks.
    const stores = createLocalStores({ storage, now: () => NOW.getTime() });
    const stored = await stores.tasks.read();
    await stores.tasks.write({ version: 1, tasks: stored.tasks.filter((task) => !CATALOG_ADDITIONS.includes(task.masterTaskSlug ?? "")) });
    const before = (await stores.tasks.read()).tasks;

    // Reopened after an update: the same storage, a new local mode.
    const reopened = createLocalApiClient(createLocalMode({ storage, now: () => NOW, timeZone: () => "UTC", newId: () => "id-after" }));
    const open = await openTasks(reopened);
    const added = open.filter((task) => CATALOG_ADDITIONS.includes(task.masterTaskSlug ?? ""));
    expect(added.map((task) => `${task.applianceId} ${task.masterTaskSlug}`).sort()).toEqual(
      [
        "furnace practice-fire-escape-drill",
        "furnace test-radon",
        "furnace inspect-gas-appliance-vents",
        "furnace find-water-shut-off-valve",
        "furnace photograph-rating-plates",
        "water-heater-tank water-heater-check-temperature",
        "smoke-co-detectors replace-alarms-end-of-life",
      ].sort(),
    );
    for (const task of added) {
      const [planned] = planApplianceTasks([catalogTaskById(task.masterTaskSlug!)!], null, TODAY);
      expect(task.dueDate, task.masterTaskSlug ?? "").toBe(planned!.dueDate);
    }
    const history = await reopened.get("/tasks/history", { schema: historyResponseSchema });
    expect(history.data.map((entry) => entry.taskId)).toEqual([filter!.id]);
    // Every task it had is still there, as it was.
    const after = (await stores.tasks.read()).tasks;
    expect(after.slice(0, before.length)).toEqual(before);
    // Read again: nothing more is added.
    expect((await openTasks(reopened)).length).toBe(open.length);
  });
});

describe("the catalogue's added tasks reach the homes kept in the browser that have the systems", () => {
  const scheduled = async (...types: string[]) => (await openTasks((await homeWith(...types)).client)).map((task) => `${task.applianceId} ${task.masterTaskSlug}`);

  test("a gas water heater home gets the vent inspection; every home the escape drill and the radon test, once", async () => {
    const home = await scheduled("dryer", "water-heater-tank");
    expect(home).toEqual(
      expect.arrayContaining(["dryer practice-fire-escape-drill", "dryer test-radon", "water-heater-tank inspect-gas-appliance-vents", "water-heater-tank water-heater-check-temperature"]),
    );
    expect(home.filter((line) => line.endsWith(" test-radon"))).toHaveLength(1);
  });

  test("a private well gets its water test and wellhead inspection; smoke alarms their end-of-life check", async () => {
    expect(await scheduled("private-well", "smoke-co-detectors")).toEqual(
      expect.arrayContaining(["private-well well-test-water", "private-well well-inspect-wellhead", "smoke-co-detectors replace-alarms-end-of-life"]),
    );
  });

  test("a heat-pump-only home is never scheduled a furnace service", async () => {
    const home = await scheduled("heat-pump");
    expect(home).toContain("heat-pump ac-schedule-service");
    expect(home.filter((line) => line.includes("furnace"))).toEqual([]);
  });
});

describe("GET /api/appliances/{id} in local mode (docs/product.md §2.12)", () => {
  test("answers the record's fields and age, its open tasks by due date and its completed work, by its id or its tasks' holder", async () => {
    const { client } = await homeWith("water-heater-tank");
    const heater = await applianceOf(client, "water-heater-tank");
    const updated = await client.put(
      `/appliances/${heater.id}`,
      { brand: "Bradford White", serialNumber: "MC1234567", location: "Garage", notes: "Anode checked", installDate: "2015-03-01", installDateSource: "serial" },
      { schema: updateApplianceResponseSchema },
    );
    expect(updated.data).toMatchObject({ serialNumber: "MC1234567", location: "Garage", notes: "Anode checked", installDate: "2015-03-01", installDateSource: "serial" });
    const [first] = await openTasks(client);
    await client.put(`/tasks/${first!.id}/complete`, { notes: "Flushed" });

    const record = (await client.get(`/appliances/${heater.id}`, { schema: applianceRecordResponseSchema })).data;
    expect(record).toMatchObject({ id: heater.id, location: "Garage", installDateSource: "serial" });
    expect(record.completedWork).toEqual([expect.objectContaining({ taskName: first!.name, notes: "Flushed", completedOn: TODAY })]);
    const dueDates = record.openTasks.map((task) => task.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(record.nextTask).toEqual(record.openTasks[0]);
    // A task's page names the appliance by what its tasks are kept under (its kind).
    expect((await client.get("/appliances/water-heater-tank", { schema: applianceRecordResponseSchema })).data.id).toBe(heater.id);
    await expect(client.get("/appliances/nothing-here", { schema: applianceRecordResponseSchema })).rejects.toMatchObject({ status: 404 });
  });

  test("a date typed again is the owner's, and one from the age band says so", async () => {
    const { client } = await homeWith();
    const added = await client.post("/appliances", { type: "furnace", yearsOld: 4 }, { schema: addApplianceResponseSchema });
    expect(added.data.installDateSource).toBe("age");
    const typed = await client.put(`/appliances/${added.data.id}`, { installDate: "2020-05-01" }, { schema: updateApplianceResponseSchema });
    expect(typed.data.installDateSource).toBe("entered");
  });
});
