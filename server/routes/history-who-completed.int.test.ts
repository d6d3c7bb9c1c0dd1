import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dashboardTasksResponseSchema, historyResponseSchema, type CompletedTaskEntry, type ServerTask } from "@domain/contract/index.ts";
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
