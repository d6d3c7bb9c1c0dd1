import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dashboardTasksResponseSchema, errorBodySchema, taskListResponseSchema } from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { idempotencyKeys } from "../db/schema.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/*
 * docs/product.md §4 offline queue: a queued change is replayed until the server answers, so a change
 * whose answer was lost arrives twice. With its Idempotency-Key the repeat must change nothing.
 */
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits });
});
afterAll(async () => {
  await server.close();
});

let keySequence = 0;
const newKey = () => `queue-item-${Date.now()}-${++keySequence}`;
const withKey = (key: string) => ({ headers: { "Idempotency-Key": key } });

async function homeWithTask(): Promise<{ user: SignedInClient; taskId: string }> {
  const user = await signUp(server);
  expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "refrigerator" }] })).status).toBe(200);
  const dashboard = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body);
  return { user, taskId: dashboard.data[0]!.id };
}

async function completedCount(user: SignedInClient): Promise<number> {
  const response = await user.client.get("/api/tasks?status=completed&pageSize=100");
  return taskListResponseSchema.parse(response.body).data.length;
}

describe("PUT /api/tasks/{id}/complete with an Idempotency-Key", () => {
  test("a repeat gets the first answer and completes nothing twice", async () => {
    const { user, taskId } = await homeWithTask();
    const key = newKey();
    const first = await user.client.put(`/api/tasks/${taskId}/complete`, { notes: "Coils vacuumed" }, withKey(key));
    const repeat = await user.client.put(`/api/tasks/${taskId}/complete`, { notes: "Coils vacuumed" }, withKey(key));
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toEqual(first.body);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    expect(await completedCount(user)).toBe(1);
  });

  test("complete, then undo, then a late replay of the complete: the task stays undone", async () => {
    const { user, taskId } = await homeWithTask();
    const completeKey = newKey();
    expect((await user.client.put(`/api/tasks/${taskId}/complete`, {}, withKey(completeKey))).status).toBe(200);
    expect((await user.client.put(`/api/tasks/${taskId}/uncomplete`, undefined, withKey(newKey()))).status).toBe(200);
    expect((await user.client.put(`/api/tasks/${taskId}/complete`, {}, withKey(completeKey))).status).toBe(200);
    expect(await completedCount(user)).toBe(0);
  });

  test("requests with one key at the same time complete the task once, and each gets its answer", async () => {
    const { user, taskId } = await homeWithTask();
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => user.client.put(`/api/tasks/${taskId}/complete`, {}, withKey(key))));
    // The first runs; the others wait for it and replay its answer.
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body);
    expect(await completedCount(user)).toBe(1);
  });

  test("a key claimed without an answer (a server that stopped in between, before claims and answers were kept together) is taken over by the replay", async () => {
    const { user, taskId } = await homeWithTask();
    const key = newKey();
    const path = `/api/tasks/${taskId}/complete`;
    const requestHash = createHash("sha256").update(JSON.stringify({})).digest("base64url");
    await server.database.db.insert(idempotencyKeys).values({ userId: user.user.id, key, method: "PUT", path, requestHash });
    const replay = await user.client.put(path, {}, withKey(key));
    expect(replay.status).toBe(200);
    expect(replay.headers.get("idempotent-replayed")).toBeNull();
    const again = await user.client.put(path, {}, withKey(key));
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.body).toEqual(replay.body);
    expect(await completedCount(user)).toBe(1);
  });

  test("without a key, each request is its own change (a second complete is refused as already done)", async () => {
    const { user, taskId } = await homeWithTask();
    expect((await user.client.put(`/api/tasks/${taskId}/complete`, {})).status).toBe(200);
    const again = await user.client.put(`/api/tasks/${taskId}/complete`, {});
    expect(again.status).not.toBe(500);
    expect(await completedCount(user)).toBe(1);
  });

  test("a key used for another request is refused with 422", async () => {
    const { user, taskId } = await homeWithTask();
    const key = newKey();
    expect((await user.client.put(`/api/tasks/${taskId}/complete`, {}, withKey(key))).status).toBe(200);
    const reused = await user.client.put(`/api/tasks/${taskId}/snooze`, { days: 3 }, withKey(key));
    expect(reused.status).toBe(422);
    expect(errorBodySchema.parse(reused.body).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
  });

  test("the same key on the same path with another body is another request, refused with 422 and not applied", async () => {
    const { user, taskId } = await homeWithTask();
    const key = newKey();
    const first = await user.client.put(`/api/tasks/${taskId}/snooze`, { days: 1 }, withKey(key));
    expect(first.status).toBe(200);
    const changed = await user.client.put(`/api/tasks/${taskId}/snooze`, { days: 300 }, withKey(key));
    expect(changed.status).toBe(422);
    expect(errorBodySchema.parse(changed.body).error.code).toBe("IDEMPOTENCY_KEY_REUSED");
    // The same body again is still the same request: its first answer, word for word.
    const repeat = await user.client.put(`/api/tasks/${taskId}/snooze`, { days: 1 }, withKey(key));
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get("idempotent-replayed")).toBe("true");
    expect(repeat.body).toEqual(first.body);

    const notes = newKey();
    expect((await user.client.put(`/api/tasks/${taskId}/complete`, {}, withKey(newKey()))).status).toBe(200);
    expect((await user.client.put(`/api/tasks/${taskId}/metadata`, { notes: "m1" }, withKey(notes))).status).toBe(200);
    expect((await user.client.put(`/api/tasks/${taskId}/metadata`, { notes: "m2", costActual: 5 }, withKey(notes))).status).toBe(422);
  });

  test("a malformed key is a 400 that names the header", async () => {
    const { user, taskId } = await homeWithTask();
    const response = await user.client.put(`/api/tasks/${taskId}/complete`, {}, withKey("short"));
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.message).toContain("Idempotency-Key");
    expect(await completedCount(user)).toBe(0);
  });

  test("a change that fails is not remembered: the retry with the same key runs it", async () => {
    const { user, taskId } = await homeWithTask();
    const key = newKey();
    const failed = await user.client.put(`/api/tasks/${taskId}/metadata`, { timeSpentMinutes: 20 }, withKey(key));
    // Metadata belongs to a completed task: on an open one it is refused, and the key stays free.
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect((await user.client.put(`/api/tasks/${taskId}/complete`, {}, withKey(newKey()))).status).toBe(200);
    const completed = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=completed")).body).data[0]!;
    expect(completed.id).toBe(taskId);
    const retried = await user.client.put(`/api/tasks/${taskId}/metadata`, { timeSpentMinutes: 20 }, withKey(key));
    expect(retried.status).toBe(200);
    expect(retried.headers.get("idempotent-replayed")).toBeNull();
  });

  test("one user's key means nothing for another user", async () => {
    const first = await homeWithTask();
    const second = await homeWithTask();
    const key = newKey();
    expect((await first.user.client.put(`/api/tasks/${first.taskId}/complete`, {}, withKey(key))).status).toBe(200);
    const other = await second.user.client.put(`/api/tasks/${second.taskId}/complete`, {}, withKey(key));
    expect(other.status).toBe(200);
    expect(other.headers.get("idempotent-replayed")).toBeNull();
    expect(await completedCount(second.user)).toBe(1);
  });
});
