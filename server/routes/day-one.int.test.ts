import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { SUGGESTED_APPLIANCES } from "@domain/appliances/suggestions.ts";
import { completeTaskResponseSchema, dashboardTasksResponseSchema, taskStatisticsResponseSchema, type ServerTask } from "@domain/contract/index.ts";
import { compareCalendarDates } from "@domain/dates/calendar-date.ts";
import type { HomeType } from "@domain/entities/home.ts";
import { startHereTasks } from "@domain/tasks/start-here.ts";
import { defaultRateLimits } from "../config.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { fixedClock } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

const TODAY = "2026-12-07";
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  // The real catalogue: the day-one tasks are its own.
  server = await startTestServer({ rateLimits }, { clock: fixedClock(`${TODAY}T15:00:00Z`) });
});
afterAll(async () => {
  await server.close();
});

async function onboarded(homeType: HomeType): Promise<SignedInClient> {
  const user = await signUp(server);
  const response = await user.client.post("/api/users/onboarding-complete", { homeType, appliances: SUGGESTED_APPLIANCES[homeType].map((type) => ({ type })) });
  expect(response.status).toBe(200);
  return user;
}

async function dashboard(user: SignedInClient): Promise<ServerTask[]> {
  return dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data;
}

const startHere = (tasks: readonly ServerTask[]) =>
  startHereTasks(tasks, TODAY, (task) => ({ catalogTaskId: task.masterTaskSlug, timeEstimate: task.timeEstimate, dueDate: task.dueDate, priority: task.priority, name: task.name }));

describe("POST /api/users/onboarding-complete: something to do on day one (docs/product.md §4.12)", () => {
  test.each<HomeType>(["house", "apartment", "other"])("a new %s has tasks due today, and not every task is", async (homeType) => {
    const tasks = await dashboard(await onboarded(homeType));
    const picks = startHere(tasks);
    expect(picks.length).toBeGreaterThanOrEqual(1);
    expect(picks.length).toBeLessThanOrEqual(3);
    expect(picks.every((task) => task.dueDate === TODAY)).toBe(true);
    expect(tasks.filter((task) => task.dueDate === TODAY).length).toBeLessThan(tasks.length);
  });
});

describe("PUT /api/tasks/:id/complete on a day-one task", () => {
  test("counts like any completion and moves the task to a future due date", async () => {
    const user = await onboarded("house");
    const [first] = startHere(await dashboard(user));
    const response = await user.client.put(`/api/tasks/${first!.id}/complete`, {});
    expect(response.status).toBe(200);
    const body = completeTaskResponseSchema.parse(response.body);
    expect(compareCalendarDates(body.nextDueDate!, TODAY)).toBeGreaterThan(0);
    const after = await dashboard(user);
    const open = after.filter((task) => task.masterTaskSlug === first!.masterTaskSlug && !task.isCompleted);
    expect(open).toHaveLength(1);
    expect(open[0]!.dueDate).toBe(body.nextDueDate);
    expect(startHere(after).map((task) => task.id)).not.toContain(first!.id);
    const stats = taskStatisticsResponseSchema.parse((await user.client.get("/api/tasks/stats")).body).data;
    expect(stats).toMatchObject({ completed: 1, currentStreak: 1 });
  });
});
