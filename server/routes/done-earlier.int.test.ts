import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  completeTaskResponseSchema,
  dashboardTasksResponseSchema,
  editCompletionResponseSchema,
  errorBodySchema,
  taskDetailsResponseSchema,
  type ServerTask,
} from "@domain/contract/index.ts";
import { COMPLETION_DATE_MESSAGES } from "@domain/messages.ts";
import { defaultRateLimits } from "../config.ts";
import { logIn, signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/*
 * docs/product.md §4.5 "Done earlier". The server's clock is a test's to move; its days are in the past of
 * any run, so the rows' creation times (the database's own clock) never bound the days a test dates.
 */
let instant = new Date("2026-11-22T15:00:00Z");
const setToday = (day: string) => {
  instant = new Date(`${day}T15:00:00Z`);
};
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock: { now: () => new Date(instant) } });
});
afterAll(async () => {
  await server.close();
});

async function onboardedUser(types: string[]): Promise<SignedInClient> {
  const user = await signUp(server);
  const response = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: types.map((type) => ({ type })) });
  expect(response.status).toBe(200);
  return user;
}

async function openTask(user: SignedInClient, slug: string): Promise<ServerTask> {
  const response = await user.client.get("/api/tasks/for-dashboard");
  expect(response.status).toBe(200);
  const task = dashboardTasksResponseSchema.parse(response.body).data.find((each) => each.masterTaskSlug === slug);
  expect(task, slug).toBeDefined();
  return task!;
}

describe("PUT /api/tasks/:id/complete with the day it was done", () => {
  test("a completion dated three days ago counts the next due date from that day", async () => {
    setToday("2026-11-22");
    const user = await onboardedUser(["sump-pump"]);
    const task = await openTask(user, "test-sump-pump");
    const response = await user.client.put(`/api/tasks/${task.id}/complete`, { completedOn: "2026-11-19", notes: "Float switch fine" });
    expect(response.status).toBe(200);
    // Bi-annually: six months from the 19th, where today's completion would have given the 22nd.
    expect(completeTaskResponseSchema.parse(response.body)).toMatchObject({ nextDueDate: "2027-05-19" });
    expect((await openTask(user, "test-sump-pump")).dueDate).toBe("2027-05-19");
    const details = taskDetailsResponseSchema.parse((await user.client.get(`/api/tasks/${task.id}/details`)).body).data;
    expect(details.history[0]).toMatchObject({ taskId: task.id, completedOn: "2026-11-19", notes: "Float switch fine" });
  });

  test("a day after today is refused on its field, and nothing is completed", async () => {
    setToday("2026-11-22");
    const user = await onboardedUser(["sump-pump"]);
    const task = await openTask(user, "test-sump-pump");
    const response = await user.client.put(`/api/tasks/${task.id}/complete`, { completedOn: "2026-11-23" });
    expect(response.status).toBe(400);
    const body = errorBodySchema.parse(response.body);
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.details).toEqual([expect.objectContaining({ path: ["completedOn"], message: COMPLETION_DATE_MESSAGES.inFuture })]);
    expect((await openTask(user, "test-sump-pump")).id).toBe(task.id);
  });

  test("a task overdue by three cycles gets a due date in the future, done today or dated on its missed day", async () => {
    setToday("2026-03-01");
    let user = await onboardedUser(["furnace"]);
    const first = await openTask(user, "hvac-replace-filter");
    expect(first.dueDate).toBe("2026-03-08");
    // Monthly, and missed on 8 March, April, May and June. (A session does not outlive months: sign in again.)
    setToday("2026-07-01");
    user = await logIn(server, user.email, user.password);
    expect((await openTask(user, "hvac-replace-filter")).daysUntilDue).toBeLessThan(-90);
    const doneToday = completeTaskResponseSchema.parse((await user.client.put(`/api/tasks/${first.id}/complete`, {})).body);
    expect(doneToday.nextDueDate).toBe("2026-08-01");

    // Dated on the day it was due, and missed three times since: moved on by whole months to the first after today.
    const second = await openTask(user, "hvac-replace-filter");
    setToday("2026-11-05");
    user = await logIn(server, user.email, user.password);
    const response = await user.client.put(`/api/tasks/${second.id}/complete`, { completedOn: "2026-08-01" });
    expect(response.status).toBe(200);
    const datedEarlier = completeTaskResponseSchema.parse(response.body);
    expect(datedEarlier.nextDueDate).toBe("2026-12-01");
    expect(datedEarlier.nextDueDate! > "2026-11-05").toBe(true);
  });
});

describe("PUT /api/tasks/:id/completion", () => {
  test("editing the latest completion's day in the history moves the next due date again, with notes, time and cost", async () => {
    setToday("2026-11-22");
    const user = await onboardedUser(["sump-pump"]);
    const task = await openTask(user, "test-sump-pump");
    await user.client.put(`/api/tasks/${task.id}/complete`, { completedOn: "2026-11-19" });
    const response = await user.client.put(`/api/tasks/${task.id}/completion`, { completedOn: "2026-11-10", notes: "Done before the storm", timeSpentMinutes: 25, costActual: 12.5 });
    expect(response.status).toBe(200);
    expect(editCompletionResponseSchema.parse(response.body).data).toMatchObject({
      taskId: task.id,
      completedOn: "2026-11-10",
      notes: "Done before the storm",
      timeSpentMinutes: 25,
      costActual: 12.5,
      nextDueDate: "2027-05-10",
    });
    expect((await openTask(user, "test-sump-pump")).dueDate).toBe("2027-05-10");

    // Clearing: "" clears the notes, null the time and cost; a field left out is kept.
    const cleared = await user.client.put(`/api/tasks/${task.id}/completion`, { notes: "", timeSpentMinutes: null });
    expect(editCompletionResponseSchema.parse(cleared.body).data).toMatchObject({ completedOn: "2026-11-10", notes: null, timeSpentMinutes: null, costActual: 12.5 });
  });

  test("an earlier completion's day changes its record alone: the open occurrence follows the latest", async () => {
    setToday("2026-11-22");
    const user = await onboardedUser(["sump-pump"]);
    const first = await openTask(user, "test-sump-pump");
    await user.client.put(`/api/tasks/${first.id}/complete`, { completedOn: "2026-11-19" });
    const second = await openTask(user, "test-sump-pump");
    await user.client.put(`/api/tasks/${second.id}/complete`, {});
    const third = await openTask(user, "test-sump-pump");
    const response = await user.client.put(`/api/tasks/${first.id}/completion`, { completedOn: "2026-11-20" });
    expect(response.status).toBe(200);
    expect(editCompletionResponseSchema.parse(response.body).data).toMatchObject({ completedOn: "2026-11-20", nextDueDate: null });
    expect(await openTask(user, "test-sump-pump")).toMatchObject({ id: third.id, dueDate: third.dueDate });
  });

  test("a day after today is refused on its field; an open task has no completion to edit; another home's is not found", async () => {
    setToday("2026-11-22");
    const user = await onboardedUser(["sump-pump"]);
    const task = await openTask(user, "test-sump-pump");
    const open = await user.client.put(`/api/tasks/${task.id}/completion`, { notes: "x" });
    expect(open.status).toBe(409);
    expect(errorBodySchema.parse(open.body).error.message).toBe(COMPLETION_DATE_MESSAGES.notCompleted);

    await user.client.put(`/api/tasks/${task.id}/complete`, {});
    const future = await user.client.put(`/api/tasks/${task.id}/completion`, { completedOn: "2026-12-01" });
    expect(future.status).toBe(400);
    expect(errorBodySchema.parse(future.body).error.details).toEqual([expect.objectContaining({ path: ["completedOn"], message: COMPLETION_DATE_MESSAGES.inFuture })]);

    const stranger = await onboardedUser(["sump-pump"]);
    expect((await stranger.client.put(`/api/tasks/${task.id}/completion`, { notes: "mine now" })).status).toBe(404);
    const tooLong = await user.client.put(`/api/tasks/${task.id}/completion`, { timeSpentMinutes: 5000 });
    expect(tooLong.status).toBe(400);
  });
});
