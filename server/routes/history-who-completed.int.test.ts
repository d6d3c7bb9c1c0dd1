import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dashboardTasksResponseSchema, historyResponseSchema, taskStatisticsResponseSchema, type CompletedTaskEntry, type ServerTask, type TaskStatisticsResponse } from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { homeIdOf, joinHome } from "../../test-support/server/households.ts";
import { signUp, testPassword, type SignedInClient } from "../../test-support/server/test-client.ts";
import { fixedClock, fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock: fixedClock("2026-11-22T15:00:00Z") });
});
afterAll(async () => {
  await server.close();
});

async function onboarded(name: string): Promise<SignedInClient> {
  const person = await signUp(server, { name });
  expect((await person.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "smoke-co-detectors" }, { type: "drains-sinks" }] })).status).toBe(200);
  return person;
}

async function dashboard(person: SignedInClient): Promise<ServerTask[]> {
  const response = await person.client.get("/api/tasks/for-dashboard");
  expect(response.status).toBe(200);
  return dashboardTasksResponseSchema.parse(response.body).data;
}

async function complete(person: SignedInClient, task: ServerTask): Promise<void> {
  expect((await person.client.put(`/api/tasks/${task.id}/complete`, {})).status).toBe(200);
}

async function history(person: SignedInClient): Promise<CompletedTaskEntry[]> {
  const response = await person.client.get("/api/tasks/history");
  expect(response.status).toBe(200);
  return historyResponseSchema.parse(response.body).data;
}

/** Who the history names for each task, by task name. */
const whoDid = (entries: readonly CompletedTaskEntry[]) => Object.fromEntries(entries.map((entry) => [entry.name, entry.completedBy]));

describe("GET /api/tasks/history: who completed each task (docs/product.md §6.5)", () => {
  test("in a shared home every member reads who did each completion, and 'a former member' once an account is gone", async () => {
    const alex = await onboarded("Alex Morgan");
    const homeId = await homeIdOf(server, alex);
    const sam = await signUp(server, { name: "Sam Lee" });
    const jo = await signUp(server, { name: "Jo Park" });
    await joinHome(server, sam, homeId);
    await joinHome(server, jo, homeId);
    const [first, second, third] = await dashboard(alex);
    await complete(sam, first!);
    await complete(alex, second!);
    await complete(jo, third!);

    const expected = {
      [first!.name]: { userId: sam.user.id, name: "Sam Lee" },
      [second!.name]: { userId: alex.user.id, name: "Alex Morgan" },
      [third!.name]: { userId: jo.user.id, name: "Jo Park" },
    };
    expect(whoDid(await history(alex))).toEqual(expected);
    expect(whoDid(await history(sam))).toEqual(expected);

    expect((await jo.client.delete("/api/users/me", { password: testPassword })).status).toBe(204);
    expect(whoDid(await history(alex))).toEqual({ ...expected, [third!.name]: { userId: null, name: null } });
  });

  test("a search of the history keeps who did it", async () => {
    const alex = await onboarded("Alex Morgan");
    const sam = await signUp(server, { name: "Sam Lee" });
    await joinHome(server, sam, await homeIdOf(server, alex));
    const [task] = await dashboard(alex);
    await complete(sam, task!);
    const response = await alex.client.get(`/api/tasks/history?search=${encodeURIComponent(task!.name)}`);
    expect(historyResponseSchema.parse(response.body).data.map((entry) => entry.completedBy)).toEqual([{ userId: sam.user.id, name: "Sam Lee" }]);
  });

  test("a home kept alone names its one person, whom the app then does not show", async () => {
    const alone = await onboarded("Robin Vale");
    const [task] = await dashboard(alone);
    await complete(alone, task!);
    expect((await history(alone)).map((entry) => entry.completedBy)).toEqual([{ userId: alone.user.id, name: "Robin Vale" }]);
  });
});

async function statistics(person: SignedInClient): Promise<TaskStatisticsResponse["data"]> {
  const response = await person.client.get("/api/tasks/stats", { headers: { "X-Time-Zone": "UTC" } });
  expect(response.status).toBe(200);
  return taskStatisticsResponseSchema.parse(response.body).data;
}

describe("GET /api/tasks/stats: who did how much in a shared home (docs/product.md §2.15)", () => {
  test("each member's completions, time and own streaks sit beside the home's, owners first, the caller marked", async () => {
    const alex = await onboarded("Alex Morgan");
    const sam = await signUp(server, { name: "Sam Lee" });
    await joinHome(server, sam, await homeIdOf(server, alex));
    const [first, second, third] = await dashboard(alex);
    expect((await sam.client.put(`/api/tasks/${first!.id}/complete`, { completedOn: "2026-11-21", timeSpentMinutes: 20 })).status).toBe(200);
    expect((await sam.client.put(`/api/tasks/${second!.id}/complete`, { timeSpentMinutes: 15 })).status).toBe(200);
    expect((await alex.client.put(`/api/tasks/${third!.id}/complete`, { completedOn: "2026-11-19", timeSpentMinutes: 30 })).status).toBe(200);

    const seenByAlex = await statistics(alex);
    expect(seenByAlex).toMatchObject({ completed: 3, minutesSpent: 65, currentStreak: 2 });
    expect(seenByAlex.members).toEqual([
      expect.objectContaining({ userId: alex.user.id, name: "Alex Morgan", isYou: true, completed: 1, minutesSpent: 30, currentStreak: 0, longestStreak: 1 }),
      expect.objectContaining({ userId: sam.user.id, name: "Sam Lee", isYou: false, completed: 2, minutesSpent: 35, currentStreak: 2, longestStreak: 2 }),
    ]);
    const saved = seenByAlex.members!.reduce((sum, member) => sum + member.moneySaved, 0);
    expect(saved).toBeCloseTo(seenByAlex.moneySaved, 2);

    const seenBySam = await statistics(sam);
    expect(seenBySam.members!.map((member) => [member.name, member.isYou])).toEqual([["Alex Morgan", false], ["Sam Lee", true]]);
  });

  test("a home kept alone splits nothing", async () => {
    const alone = await onboarded("Robin Vale");
    const [task] = await dashboard(alone);
    expect((await alone.client.put(`/api/tasks/${task!.id}/complete`, {})).status).toBe(200);
    const stats = await statistics(alone);
    expect(stats).toMatchObject({ completed: 1, currentStreak: 1, members: [] });
  });
});
