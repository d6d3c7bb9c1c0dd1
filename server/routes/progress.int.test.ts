import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  accountExportSchema,
  achievementsResponseSchema,
  dashboardTasksResponseSchema,
  errorBodySchema,
  historyResponseSchema,
  monthlyHistoryResponseSchema,
  notificationsResponseSchema,
  type ServerTask,
} from "@domain/contract/index.ts";
import { eq } from "drizzle-orm";
import { defaultRateLimits } from "../config.ts";
import { listCompletionFacts, readAchievementFacts } from "../db/repositories/progress-repository.ts";
import { appliances, completions, homeMembers, tasks as schemaTasks } from "../db/schema.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { fixtureCatalog, steppingClock } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

const TODAY = "2026-11-22";
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock: steppingClock(`${TODAY}T15:00:00Z`) });
});
afterAll(async () => {
  await server.close();
});

async function onboardedUser(appliances = [{ type: "furnace" }, { type: "drains-sinks" }]): Promise<SignedInClient> {
  const user = await signUp(server);
  const response = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances });
  expect(response.status).toBe(200);
  return user;
}

async function openTasks(user: SignedInClient): Promise<ServerTask[]> {
  const response = await user.client.get("/api/tasks/for-dashboard");
  return dashboardTasksResponseSchema.parse(response.body).data;
}

async function complete(user: SignedInClient, task: ServerTask, metadata: Record<string, unknown> = {}) {
  const response = await user.client.put(`/api/tasks/${task.id}/complete`, metadata);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function history(user: SignedInClient, query = "") {
  const response = await user.client.get(`/api/tasks/history${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return historyResponseSchema.parse(response.body);
}

describe("GET /api/tasks/history", () => {
  test("lists completions newest first with notes, time, cost and what they saved against the pro cost", async () => {
    const user = await onboardedUser();
    const [first, second] = (await openTasks(user)).filter((task) => task.difficulty !== "Professional");
    await complete(user, first!, { notes: "Filter was grey", timeSpentMinutes: 12, costActual: 15 });
    await complete(user, second!);
    const { data, pagination, appliances } = await history(user);
    expect(pagination).toEqual({ page: 1, pageSize: 20, total: 2 });
    expect(data.map((entry) => entry.taskId)).toEqual([second!.id, first!.id]);
    // Each with the day it was due, which an undo gives back to it (an undo waiting offline shows it on that day).
    expect(data[1]).toMatchObject({ name: first!.name, notes: "Filter was grey", timeSpentMinutes: 12, costActual: 15, proCost: 120, moneySaved: 105, completedOn: TODAY, dueDate: first!.dueDate });
    expect(data[0]).toMatchObject({ notes: null, costActual: null, proCost: 120, moneySaved: 110, dueDate: second!.dueDate });
    expect(appliances.length).toBeGreaterThan(0);
  });

  test("a search or appliance filter with a character no one types is a 400, not a failed query", async () => {
    const user = await onboardedUser();
    for (const query of ["?search=%00", "?applianceId=%00", "?search=a%07b"]) {
      const response = await user.client.get(`/api/tasks/history${query}`);
      expect(response.status, query).toBe(400);
      expect(errorBodySchema.parse(response.body).error.code).toBe("VALIDATION_FAILED");
    }
  });

  test("searches names and notes, filters by appliance, and pages", async () => {
    const user = await onboardedUser();
    const tasks = (await openTasks(user)).filter((task) => task.difficulty !== "Professional");
    for (const [index, task] of tasks.entries()) await complete(user, task, { notes: index === 0 ? "50% done, found_rust" : "fine" });
    expect((await history(user, "?search=found_rust")).data).toHaveLength(1);
    expect((await history(user, `?search=${encodeURIComponent("50%")}`)).data).toHaveLength(1);
    expect((await history(user, "?search=nothing-like-this")).data).toHaveLength(0);
    const target = tasks[0]!;
    const filtered = await history(user, `?applianceId=${encodeURIComponent(target.applianceId)}`);
    expect(filtered.data.every((entry) => entry.applianceId === target.applianceId)).toBe(true);
    const paged = await history(user, "?pageSize=1&page=2");
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination.total).toBe(tasks.length);
  });

  test("shows only the caller's home", async () => {
    const owner = await onboardedUser();
    await complete(owner, (await openTasks(owner))[0]!);
    const stranger = await onboardedUser();
    expect((await history(stranger)).data).toHaveLength(0);
  });

  test("refuses a page size over the limit with 400", async () => {
    const user = await onboardedUser();
    expect((await user.client.get("/api/tasks/history?pageSize=500")).status).toBe(400);
  });

  test("needs a signed-in user", async () => {
    const user = await onboardedUser();
    user.client.accessToken = undefined;
    expect((await user.client.get("/api/tasks/history")).status).toBe(401);
  });
});

describe("GET /api/tasks/history/monthly", () => {
  test("twelve months ending this month, with this month's completions and savings", async () => {
    const user = await onboardedUser();
    const task = (await openTasks(user)).find((candidate) => candidate.difficulty !== "Professional")!;
    await complete(user, task, { costActual: 20 });
    const response = await user.client.get("/api/tasks/history/monthly");
    const { data } = monthlyHistoryResponseSchema.parse(response.body);
    expect(data).toHaveLength(12);
    expect(data.at(-1)).toEqual({ month: "2026-11", completed: 1, moneySaved: 100 });
    expect(data[0]).toEqual({ month: "2025-12", completed: 0, moneySaved: 0 });
  });
});

describe("achievements", () => {
  test("a first completion unlocks 'First task done' once, with one notification", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    const before = achievementsResponseSchema.parse((await user.client.get("/api/achievements")).body).data;
    expect(before.every((achievement) => !achievement.isUnlocked)).toBe(true);

    const [task] = await openTasks(user);
    await complete(user, task!);
    const after = achievementsResponseSchema.parse((await user.client.get("/api/achievements")).body).data;
    const firstTask = after.find((achievement) => achievement.id === "first-task");
    expect(firstTask?.isUnlocked).toBe(true);
    expect(firstTask?.unlockedAt?.startsWith(`${TODAY}T15:`)).toBe(true);

    const notifications = notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data;
    const unlocks = notifications.filter((notification) => notification.title === "Achievement unlocked");
    expect(unlocks.map((notification) => notification.message)).toContain("First task done: Completed your first maintenance task.");
    expect(unlocks.filter((notification) => notification.message.startsWith("First task done"))).toHaveLength(1);
    // The home's only appliance is serviced too: every unlock of the completion is announced, each once.
    const unlocked = after.filter((achievement) => achievement.isUnlocked).map((achievement) => `${achievement.title}: ${achievement.description}`);
    expect(unlocked).toEqual(expect.arrayContaining([expect.stringMatching(/^First task done/), expect.stringMatching(/^Everything serviced/)]));
    expect(unlocks.map((notification) => notification.message).sort()).toEqual(unlocked.sort());
  });

  test("what a completion earned is judged by the next read of the achievements, which writes its notification (decision 038)", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    const [task] = await openTasks(user);
    await complete(user, task!);
    const unlockNotifications = async () =>
      notificationsResponseSchema.parse((await user.client.get("/api/notifications")).body).data.filter((notification) => notification.title === "Achievement unlocked");
    expect(await unlockNotifications()).toEqual([]);
    const achievements = achievementsResponseSchema.parse((await user.client.get("/api/achievements")).body).data;
    expect(achievements.find((achievement) => achievement.id === "first-task")?.isUnlocked).toBe(true);
    expect((await unlockNotifications()).map((notification) => notification.message)).toContain("First task done: Completed your first maintenance task.");
  });

  test("an unlocked achievement stays unlocked after the completion is undone", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    const [task] = await openTasks(user);
    await complete(user, task!);
    // The app reads the achievements after every change: this read unlocks what the completion earned.
    expect((await user.client.get("/api/achievements")).status).toBe(200);
    expect((await user.client.put(`/api/tasks/${task!.id}/uncomplete`)).status).toBe(200);
    const after = achievementsResponseSchema.parse((await user.client.get("/api/achievements")).body).data;
    expect(after.find((achievement) => achievement.id === "first-task")?.isUnlocked).toBe(true);
  });

  test("the facts the achievements are judged on, read in one statement, are the home's completions, appliances and due days", async () => {
    const user = await onboardedUser();
    const tasks = await openTasks(user);
    await complete(user, tasks[0]!, { costActual: 12.5, timeSpentMinutes: 20 });
    await complete(user, tasks[1]!);
    await complete(user, tasks[2]!, { costActual: 3 });
    expect((await user.client.put(`/api/tasks/${tasks[2]!.id}/uncomplete`)).status).toBe(200);
    expect((await user.client.get("/api/achievements")).status).toBe(200);
    const { db } = server.database;
    const [member] = await db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, user.user.id));
    const homeId = member!.homeId;
    const facts = await readAchievementFacts(db, homeId);
    // The same rows in any order.
    const rows = (list: object[]) => list.map((row) => JSON.stringify(row)).sort();
    expect(rows(facts.completions)).toEqual(rows(await listCompletionFacts(db, homeId)));
    expect(facts.completions.map((fact) => fact.costActual).sort()).toEqual([12.5, null]);
    const dueFacts = await db
      .select({ dueDate: schemaTasks.dueDate, completedOn: completions.completedOn })
      .from(schemaTasks)
      .leftJoin(completions, eq(completions.taskId, schemaTasks.id))
      .where(eq(schemaTasks.homeId, homeId));
    expect(rows(facts.dueFacts)).toEqual(rows(dueFacts));
    const applianceIds = await db.select({ id: appliances.id }).from(appliances).where(eq(appliances.homeId, homeId));
    expect(facts.applianceIds.sort()).toEqual(applianceIds.map((row) => row.id).sort());
    expect(facts.unlockedIds).toContain("first-task");
    expect(await readAchievementFacts(db, crypto.randomUUID())).toEqual({ completions: [], applianceIds: [], dueFacts: [], unlockedIds: [] });
  });

  test("servicing every appliance unlocks 'Everything serviced'", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    const [task] = await openTasks(user);
    await complete(user, task!);
    const after = achievementsResponseSchema.parse((await user.client.get("/api/achievements")).body).data;
    expect(after.find((achievement) => achievement.id === "every-appliance")?.isUnlocked).toBe(true);
  });

  test("POST /api/achievements/guide-finished unlocks 'Guide followed' for a task of the home, 404 for another's", async () => {
    const user = await onboardedUser();
    const [task] = await openTasks(user);
    const response = await user.client.post("/api/achievements/guide-finished", { taskId: task!.id });
    expect(response.status).toBe(200);
    expect(achievementsResponseSchema.parse(response.body).data.find((achievement) => achievement.id === "guide-finished")?.isUnlocked).toBe(true);

    const stranger = await onboardedUser();
    expect((await stranger.client.post("/api/achievements/guide-finished", { taskId: task!.id })).status).toBe(404);
    expect((await stranger.client.post("/api/achievements/guide-finished", { taskId: "not-a-uuid" })).status).toBe(404);
  });

  test("the export holds the unlocked achievements", async () => {
    const user = await onboardedUser([{ type: "drains-sinks" }]);
    await complete(user, (await openTasks(user))[0]!);
    expect((await user.client.get("/api/achievements")).status).toBe(200);
    const exported = accountExportSchema.parse((await user.client.get("/api/users/me/export")).body);
    expect(exported.records.achievements?.map((row) => row.achievement_id ?? row.achievementId)).toContain("first-task");
  });
});

describe("PUT /api/users/preferences theme", () => {
  test("keeps 'system' as the theme", async () => {
    const user = await onboardedUser();
    const response = await user.client.put("/api/users/preferences", { theme: "system" });
    expect(response.status).toBe(200);
    expect((response.body as { preferences: { theme: string } }).preferences.theme).toBe("system");
  });
});
