import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { appliancesResponseSchema, taskListResponseSchema } from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { signUp, type SignedInClient, type TestResponse } from "../../test-support/server/test-client.ts";
import { fixedClock, fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/*
 * The same change of a home's contents sent several times at once (a double press, two tabs, a retry
 * racing the first try): the home ends with what one of them makes, never twice as much, and every
 * request is answered below 500. PGlite runs one transaction at a time; PostgreSQL runs them side by
 * side, so these tell the most on the PostgreSQL run.
 */

const TODAY = "2026-11-22";
const AT_ONCE = 5;
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock: fixedClock(`${TODAY}T15:00:00Z`) });
});
afterAll(async () => {
  await server.close();
});

/** What the home holds: its appliances by kind, and every task (open and done) by catalogue task and status. */
async function contentsOf(user: SignedInClient) {
  const appliances = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
  const tasks = taskListResponseSchema.parse((await user.client.get("/api/tasks?status=all&pageSize=100")).body).data;
  return {
    appliances: appliances.map((appliance) => appliance.type).sort(),
    tasks: tasks.map((task) => `${task.masterTaskSlug} ${task.applianceId === null ? "" : appliances.find((each) => each.id === task.applianceId)?.type} ${task.isCompleted ? "done" : "open"}`).sort(),
  };
}

/** Sends `send` for one home `AT_ONCE` times at once and for another home once, and compares the two homes. */
async function atOnceAndOnce(prepare: (user: SignedInClient) => Promise<void>, send: (user: SignedInClient, index: number) => Promise<TestResponse>) {
  const [racing, alone] = [await signUp(server), await signUp(server)];
  await prepare(racing);
  await prepare(alone);
  const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, index) => send(racing, index)));
  expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: AT_ONCE }, () => 200));
  expect((await send(alone, 0)).status).toBe(200);
  const once = await contentsOf(alone);
  expect(once.appliances.length).toBeGreaterThan(0);
  expect(await contentsOf(racing)).toEqual(once);
  return answers;
}

const nothingYet = () => Promise.resolve();

describe(`the same change of a home's contents ${AT_ONCE} times at once`, () => {
  test("POST /api/users/onboarding-complete adds each appliance and its tasks once, and each answer lists them", async () => {
    const onboarding = { homeType: "house", appliances: ["furnace", "central-ac", "drains-sinks", "sump-pump", "termite-pest-control", "smoke-co-detectors"].map((type) => ({ type })) };
    const answers = await atOnceAndOnce(nothingYet, (user) => user.client.post("/api/users/onboarding-complete", onboarding));
    const tasksCreated = answers.map((answer) => (answer.body as { tasksCreated: number }).tasksCreated);
    // One of them created the tasks; the others found them there.
    expect(tasksCreated.filter((created) => created > 0)).toHaveLength(1);
    for (const answer of answers) expect((answer.body as { appliances: unknown[] }).appliances).toHaveLength(onboarding.appliances.length);
  });

  const localData = {
    strategy: "server_wins",
    appliances: [
      { type: "furnace", yearsOld: 6 },
      { type: "sump-pump", yearsOld: null },
    ],
    completed: [{ taskId: "hvac-replace-filter", applianceId: "furnace", completedAt: "2026-11-01T09:30:00.000Z" }],
    lastCompleted: { "test-sump-pump::sump-pump": "2026-10-12T18:00:00.000Z" },
    tasks: [],
  };
  const onboardedWithAFurnace = async (user: SignedInClient) => {
    expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "smoke-co-detectors" }] })).status).toBe(200);
  };

  test("POST /api/migration/local imports each appliance and completion once", async () => {
    const answers = await atOnceAndOnce(onboardedWithAFurnace, (user) => user.client.post("/api/migration/local", localData));
    const imported = answers.map((answer) => (answer.body as { imported: { appliances: number } }).imported.appliances);
    expect(imported.sort()).toEqual([0, 0, 0, 0, 2]);
  });

  test("POST /api/migration/merge, and /local and /merge mixed, import each once", async () => {
    await atOnceAndOnce(onboardedWithAFurnace, (user) => user.client.post("/api/migration/merge", localData));
    await atOnceAndOnce(onboardedWithAFurnace, (user, index) => user.client.post(index % 2 === 0 ? "/api/migration/local" : "/api/migration/merge", localData));
  });

  test("an onboarding and a move from local mode at once add each appliance once", async () => {
    await atOnceAndOnce(nothingYet, (user, index) =>
      index % 2 === 0
        ? user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "sump-pump" }] })
        : user.client.post("/api/migration/local", { ...localData, completed: [], lastCompleted: {} }),
    );
  });
});
