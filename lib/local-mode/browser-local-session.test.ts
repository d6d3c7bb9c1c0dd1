import { describe, expect, test, vi } from "vitest";
import {
  achievementsResponseSchema,
  appliancesResponseSchema,
  dashboardTasksResponseSchema,
  historyResponseSchema,
  monthlyHistoryResponseSchema,
  notificationsResponseSchema,
  onboardingCompleteResponseSchema,
  taskListResponseSchema,
  taskStatisticsResponseSchema,
  migrationRequestSchema,
  type MigrationRequest,
} from "@domain/contract/index.ts";
import { LOCAL_STORAGE_KEY_PREFIXES, LOCAL_STORAGE_KEYS } from "@domain/entities/browser-storage-keys.ts";
import { GUEST_EMAIL } from "@domain/entities/local-profile.ts";
import { VALIDATION_MESSAGES } from "@domain/messages.ts";
import { ApiError, type ApiClient } from "@lib/http/index.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { expectConsole } from "../../test-support/console-guard.ts";
import { LOCAL_MODE_UNAVAILABLE } from "./local-api-client.ts";
import { createLocalMode } from "./local-mode.ts";
import { createLocalSession, migratedMarkerKey, MIGRATION_MARKER_VALUE } from "./browser-local-session.ts";

const NOW = new Date("2026-11-22T14:00:00.000Z");

function setup() {
  const storage = memoryStorage();
  let sequence = 0;
  const local = createLocalMode({ storage, now: () => NOW, timeZone: () => "UTC", newId: () => `id-${++sequence}` });
  const cleared = vi.fn(() => storage.entries.clear());
  const session = createLocalSession({ local, storage, clearBrowserData: cleared });
  return { storage, local, session, cleared };
}

/** A server client that records what it was sent and answers each path as told. */
function serverClient(answers: Record<string, (body: unknown) => unknown>) {
  const sent: { path: string; body: unknown }[] = [];
  const post = vi.fn((path: string, body: unknown) => {
    sent.push({ path, body });
    const answer = answers[path];
    if (!answer) return Promise.reject(new ApiError({ code: "NOT_FOUND", message: "Not found", status: 404 }));
    try {
      return Promise.resolve(answer(body));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return { client: { post } as unknown as ApiClient, sent };
}

const migrated = () => ({ migrated: true, imported: { appliances: 1, completions: 1, tasks: 1 }, warnings: [], skipped: [] });
const onboarded = (body: unknown) => ({
  hasCompletedOnboarding: true,
  onboardingCompletedAt: NOW.toISOString(),
  homeType: (body as { homeType: string }).homeType,
  appliances: [],
  tasksCreated: 0,
  warnings: [],
});

async function onboardAndCompleteOne(session: ReturnType<typeof setup>["session"]) {
  await session.start();
  const onboarding = await session.client.post("/users/onboarding-complete", { homeType: "house", appliances: [{ type: "dryer", yearsOld: 4 }] }, { schema: onboardingCompleteResponseSchema });
  const { data: tasks } = await session.client.get("/tasks/for-dashboard", { schema: dashboardTasksResponseSchema });
  await session.client.put(`/tasks/${encodeURIComponent(tasks[0]!.id)}/complete`, {});
  return { onboarding, tasks };
}

describe("local mode behind the HTTP client (docs/product.md §4.16)", () => {
  test("a visitor without an e-mail is 'Guest'; onboarding, the dashboard, completing and the statistics answer from the browser", async () => {
    const { session } = setup();
    const { user, returning } = await session.start();
    expect(user).toMatchObject({ name: "Guest", email: GUEST_EMAIL, hasCompletedOnboarding: false });
    expect(returning).toBe(false);
    const { onboarding, tasks } = await onboardAndCompleteOne(session);
    expect(onboarding.tasksCreated).toBe(tasks.length);
    expect(onboarding.appliances).toEqual([expect.objectContaining({ type: "dryer", name: "Dryer" })]);
    expect((await session.current())?.hasCompletedOnboarding).toBe(true);

    const completed = await session.client.get("/tasks?status=completed", { schema: taskListResponseSchema });
    expect(completed.data.map((task) => task.id)).toEqual([tasks[0]!.id]);
    const { data: stats } = await session.client.get("/tasks/stats", { schema: taskStatisticsResponseSchema });
    expect(stats).toMatchObject({ completed: 1, currentStreak: 1 });
    const { data: appliances } = await session.client.get("/appliances", { schema: appliancesResponseSchema });
    expect(appliances).toEqual([expect.objectContaining({ type: "dryer", openTaskCount: tasks.length })]);
  });

  test("the completed tasks' history pages, searches and filters as the server's does, and counts the month", async () => {
    const { session } = setup();
    const { tasks } = await onboardAndCompleteOne(session);
    await session.client.put(`/tasks/${encodeURIComponent(tasks[1]!.id)}/complete`, { notes: "Used the long brush", costActual: 0 });
    const all = await session.client.get("/tasks/history?page=1&pageSize=20", { schema: historyResponseSchema });
    expect(all.pagination).toEqual({ page: 1, pageSize: 20, total: 2 });
    expect(all.appliances).toEqual([{ id: "dryer", name: "Dryer" }]);
    expect(all.data.map((entry) => entry.taskId).sort()).toEqual([tasks[0]!.id, tasks[1]!.id].sort());
    const found = await session.client.get("/tasks/history?search=LONG%20brush", { schema: historyResponseSchema });
    expect(found.data).toEqual([expect.objectContaining({ taskId: tasks[1]!.id, notes: "Used the long brush", costActual: 0, dueDate: tasks[1]!.dueDate })]);
    expect(found.data[0]!.moneySaved).toBe(found.data[0]!.proCost);
    const secondPage = await session.client.get("/tasks/history?page=2&pageSize=1", { schema: historyResponseSchema });
    expect(secondPage.data).toHaveLength(1);
    const none = await session.client.get("/tasks/history?applianceId=furnace", { schema: historyResponseSchema });
    expect(none.data).toEqual([]);
    const { data: months } = await session.client.get("/tasks/history/monthly", { schema: monthlyHistoryResponseSchema });
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toMatchObject({ month: "2026-11", completed: 2 });
  });

  test("an e-mail names the local user; the same e-mail again is a returning person with the same home", async () => {
    const { session } = setup();
    const first = await session.start({ email: "Sam.Lee@Example.com" });
    expect(first.user).toMatchObject({ name: "sam.lee", email: "sam.lee@example.com" });
    const again = await session.start({ email: "sam.lee@example.com" });
    expect(again).toMatchObject({ returning: true, user: { id: first.user.id } });
  });

  test("the spec's refusals come back as the server's would: 'Task not found' is a 404, a bad body a 400, nothing touches the network", async () => {
    const { session } = setup();
    const fetch = vi.spyOn(globalThis, "fetch");
    await session.start();
    await expect(session.client.put("/tasks/nope/complete", {})).rejects.toMatchObject({ status: 404, message: VALIDATION_MESSAGES.taskNotFound });
    // Worded as the server's error handler words a request its contract refuses: the field, then the problem.
    await expect(session.client.put("/tasks/nope/snooze", { days: "soon" })).rejects.toMatchObject({
      status: 400,
      code: "VALIDATION_FAILED",
      message: expect.stringMatching(/^The request is not valid: days: /) as unknown,
    });
    await expect(session.client.get("/calendar-feed")).rejects.toMatchObject({ status: 501, ...LOCAL_MODE_UNAVAILABLE });
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});

describe("moving the browser's home to an account (docs/product.md §4.4)", () => {
  test("sends everything once with server_wins, finishes onboarding on the account, then clears the browser's home and marks the user", async () => {
    const { session, storage } = setup();
    const { tasks } = await onboardAndCompleteOne(session);
    const server = serverClient({ "/migration/local": migrated, "/users/onboarding-complete": onboarded });
    const account = { id: "account-1" } as Parameters<typeof session.moveHomeTo>[1];

    expect(await session.moveHomeTo(server.client, account)).toBe("moved");
    const [migration, onboarding] = server.sent;
    const body = migration!.body as MigrationRequest;
    expect(migration!.path).toBe("/migration/local");
    expect(body.strategy).toBe("server_wins");
    expect(body.appliances).toEqual([{ type: "dryer", yearsOld: 4 }]);
    expect(body.completed).toEqual([expect.objectContaining({ taskId: tasks[0]!.masterTaskSlug, applianceId: "dryer", completedAt: NOW.toISOString() })]);
    expect(body.tasks).toHaveLength(1);
    expect(onboarding).toEqual({ path: "/users/onboarding-complete", body: { homeType: "house", appliances: [{ type: "dryer", yearsOld: 4 }] } });
    expect(storage.getItem(migratedMarkerKey("account-1"))).toBe(MIGRATION_MARKER_VALUE);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.migrationMarker)).toBe(MIGRATION_MARKER_VALUE);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.localUsers)).toBeNull();
    expect(storage.getItem(LOCAL_STORAGE_KEYS.localDataStore)).toBeNull();
    expect(await session.current()).toBeNull();

    // The same user again on this browser: nothing is sent a second time.
    expect(await session.moveHomeTo(server.client, account)).toBe("nothing-to-move");
    expect(server.sent).toHaveLength(2);
  });

  test("the achievements already toasted for the browser's home stay toasted for the account", async () => {
    const { session, storage } = setup();
    await onboardAndCompleteOne(session);
    const user = (await session.current())!;
    const announcedKey = (userId: string) => `${LOCAL_STORAGE_KEY_PREFIXES.announcedAchievements}${userId}`;
    storage.setItem(announcedKey(user.id), JSON.stringify(["first-task"]));
    storage.setItem(announcedKey("account-6"), JSON.stringify(["guide-followed"]));
    const server = serverClient({ "/migration/local": migrated, "/users/onboarding-complete": onboarded });

    expect(await session.moveHomeTo(server.client, { id: "account-6" } as Parameters<typeof session.moveHomeTo>[1])).toBe("moved");
    expect(JSON.parse(storage.getItem(announcedKey("account-6"))!)).toEqual(["guide-followed", "first-task"]);
  });

  test("each completion brings its notes, time and cost to the account", async () => {
    const { session } = setup();
    await session.start();
    await session.client.post("/users/onboarding-complete", { homeType: "house", appliances: [{ type: "dryer", yearsOld: 4 }] }, { schema: onboardingCompleteResponseSchema });
    const { data: tasks } = await session.client.get("/tasks/for-dashboard", { schema: dashboardTasksResponseSchema });
    await session.client.put(`/tasks/${encodeURIComponent(tasks[0]!.id)}/complete`, { notes: "Lint trap was full", timeSpentMinutes: 12, costActual: 4.5 });
    await session.client.put(`/tasks/${encodeURIComponent(tasks[1]!.id)}/complete`, {});
    const server = serverClient({ "/migration/local": migrated, "/users/onboarding-complete": onboarded });

    expect(await session.moveHomeTo(server.client, { id: "account-1" } as Parameters<typeof session.moveHomeTo>[1])).toBe("moved");
    const body = server.sent[0]!.body as MigrationRequest;
    expect(body.completed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ taskId: tasks[0]!.masterTaskSlug, notes: "Lint trap was full", timeSpentMinutes: 12, costActual: 4.5 }),
        { taskId: tasks[1]!.masterTaskSlug, applianceId: "dryer", completedAt: NOW.toISOString() },
      ]),
    );
    expect(migrationRequestSchema.safeParse(body).success).toBe(true);
  });

  test("where the home is goes with it, so the account schedules by the same seasons (docs/product.md §5.7)", async () => {
    const { session } = setup();
    await session.start();
    await session.client.post(
      "/users/onboarding-complete",
      { homeType: "house", appliances: [{ type: "central-ac", yearsOld: 4 }], location: { countryCode: "AU", postalCode: "2000" } },
      { schema: onboardingCompleteResponseSchema },
    );
    const server = serverClient({ "/migration/local": migrated, "/users/onboarding-complete": onboarded });

    expect(await session.moveHomeTo(server.client, { id: "account-1" } as Parameters<typeof session.moveHomeTo>[1])).toBe("moved");
    const body = server.sent[0]!.body as MigrationRequest;
    expect(body.homeLocation).toEqual({ countryCode: "AU", postalCode: "2000" });
    expect(migrationRequestSchema.safeParse(body).success).toBe(true);
  });

  test("a home whose location was never given sends none", async () => {
    const { session } = setup();
    await onboardAndCompleteOne(session);
    const server = serverClient({ "/migration/local": migrated, "/users/onboarding-complete": onboarded });
    expect(await session.moveHomeTo(server.client, { id: "account-1" } as Parameters<typeof session.moveHomeTo>[1])).toBe("moved");
    expect(server.sent[0]!.body).not.toHaveProperty("homeLocation");
  });

  test("falls back to /migration/merge where the server does not know /migration/local", async () => {
    const { session } = setup();
    await onboardAndCompleteOne(session);
    const server = serverClient({ "/migration/merge": migrated, "/users/onboarding-complete": onboarded });
    expect(await session.moveHomeTo(server.client, { id: "account-2" } as never)).toBe("moved");
    expect(server.sent.map((each) => each.path)).toEqual(["/migration/local", "/migration/merge", "/users/onboarding-complete"]);
  });

  test("a failure keeps the home in the browser, marks nothing, and the next try sends it again", async () => {
    expectConsole("error", /Moving the home kept in this browser to the account failed/);
    const { session, storage } = setup();
    await onboardAndCompleteOne(session);
    const failing = serverClient({
      "/migration/local": () => {
        throw new ApiError({ code: "INTERNAL", message: "Down", status: 503 });
      },
    });
    expect(await session.moveHomeTo(failing.client, { id: "account-3" } as never)).toBe("failed");
    expect(storage.getItem(migratedMarkerKey("account-3"))).toBeNull();
    expect((await session.current())?.name).toBe("Guest");
    const { data } = await session.client.get("/tasks?status=completed", { schema: taskListResponseSchema });
    expect(data).toHaveLength(1);

    const working = serverClient({ "/migration/local": migrated, "/users/onboarding-complete": onboarded });
    expect(await session.moveHomeTo(working.client, { id: "account-3" } as never)).toBe("moved");
  });

  test("takes every key of the home with it, its achievements and notifications too: the next home on this browser finds nothing it cannot read", async () => {
    const { session, storage } = setup();
    await onboardAndCompleteOne(session);
    await session.client.post("/appliances", { type: "furnace" });
    await session.client.get("/achievements");
    expect(storage.getItem(LOCAL_STORAGE_KEYS.localAchievements)).not.toBeNull();
    expect(storage.getItem(LOCAL_STORAGE_KEYS.localNotifications)).not.toBeNull();
    const server = serverClient({ "/migration/local": migrated, "/users/onboarding-complete": onboarded });

    expect(await session.moveHomeTo(server.client, { id: "account-5" } as never)).toBe("moved");

    expect([...storage.entries.keys()].sort()).toEqual([LOCAL_STORAGE_KEYS.migrationMarker, migratedMarkerKey("account-5")].sort());
    // Someone tries it without an account next on this browser: a fresh home, with no value set aside as damaged.
    const next = createLocalMode({ storage, now: () => NOW, timeZone: () => "UTC" });
    const nextSession = createLocalSession({ local: next, storage, clearBrowserData: () => undefined });
    await nextSession.start();
    const { data: achievements } = await nextSession.client.get("/achievements", { schema: achievementsResponseSchema });
    expect(achievements.filter((achievement) => achievement.isUnlocked)).toEqual([]);
    await expect(nextSession.client.get("/notifications", { schema: notificationsResponseSchema })).resolves.toEqual({ data: [] });
    expect(next.problems()).toEqual([]);
  });

  test("a home with nothing in it sends nothing", async () => {
    const { session } = setup();
    await session.start();
    const server = serverClient({});
    expect(await session.moveHomeTo(server.client, { id: "account-4" } as never)).toBe("nothing-to-move");
    expect(server.sent).toEqual([]);
  });

  test("signing out of local mode clears the browser's data", async () => {
    const { session, cleared } = setup();
    await session.start();
    await session.end();
    expect(cleared).toHaveBeenCalledOnce();
  });
});
