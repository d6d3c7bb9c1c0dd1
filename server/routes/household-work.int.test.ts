import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  assignTaskResponseSchema,
  dashboardTasksResponseSchema,
  notificationsResponseSchema,
  taskDetailsResponseSchema,
  taskListResponseSchema,
  type ServerTask,
} from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { completions, tasks } from "../db/schema.ts";
import { unassignMemberTasks } from "../db/repositories/tasks-repository.ts";
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

/** Alex's onboarded home, shared with Sam (docs/product.md §6.5). */
async function sharedHome(): Promise<{ alex: SignedInClient; sam: SignedInClient; homeId: string }> {
  const alex = await signUp(server, { name: "Alex Morgan" });
  expect((await alex.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "smoke-co-detectors" }] })).status).toBe(200);
  const sam = await signUp(server, { name: "Sam Lee" });
  const homeId = await homeIdOf(server, alex);
  await joinHome(server, sam, homeId);
  return { alex, sam, homeId };
}

async function dashboard(person: SignedInClient): Promise<ServerTask[]> {
  const response = await person.client.get("/api/tasks/for-dashboard");
  expect(response.status).toBe(200);
  return dashboardTasksResponseSchema.parse(response.body).data;
}

const furnaceFilterOf = async (person: SignedInClient) => (await dashboard(person)).find((task) => task.masterTaskSlug === "hvac-replace-filter")!;
const assign = (person: SignedInClient, taskId: string, userId: string | null) => person.client.put(`/api/tasks/${taskId}/assignee`, { userId });
const notificationsOf = async (person: SignedInClient) => notificationsResponseSchema.parse((await person.client.get("/api/notifications")).body).data;

describe("PUT /api/tasks/{id}/assignee", () => {
  test("gives a task to a member: every member's dashboard, list and task page name them, and giving it again changes nothing", async () => {
    const { alex, sam } = await sharedHome();
    const filter = await furnaceFilterOf(alex);
    expect(filter.assignee).toBeNull();

    const response = await assign(alex, filter.id, sam.user.id);
    expect(response.status).toBe(200);
    expect(assignTaskResponseSchema.parse(response.body).data.assignee).toEqual({ userId: sam.user.id, name: "Sam Lee" });
    expect((await assign(alex, filter.id, sam.user.id)).status).toBe(200);

    expect((await furnaceFilterOf(sam)).assignee).toEqual({ userId: sam.user.id, name: "Sam Lee" });
    const list = taskListResponseSchema.parse((await alex.client.get("/api/tasks?status=pending")).body).data;
    expect(list.find((task) => task.id === filter.id)?.assignee?.name).toBe("Sam Lee");
    const details = taskDetailsResponseSchema.parse((await sam.client.get(`/api/tasks/${filter.id}/details`)).body).data;
    expect(details.assignee).toEqual({ userId: sam.user.id, name: "Sam Lee" });

    expect(assignTaskResponseSchema.parse((await assign(sam, filter.id, null)).body).data.assignee).toBeNull();
    expect((await furnaceFilterOf(alex)).assignee).toBeNull();
  });

  test("someone who is not a member of the home is refused with words, and the task stays as it was", async () => {
    const { alex, sam } = await sharedHome();
    const stranger = await signUp(server);
    const filter = await furnaceFilterOf(alex);
    expect((await assign(alex, filter.id, sam.user.id)).status).toBe(200);

    for (const userId of [stranger.user.id, "6f1c2f7e-2b7c-4a4e-9a57-0a8f1b1e2c99"]) {
      const refused = await assign(alex, filter.id, userId);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: { message: "That person is not a member of this home: choose a member, or nobody" } });
    }
    expect((await assign(alex, filter.id, "sam")).status).toBe(400);
    expect((await furnaceFilterOf(alex)).assignee?.userId).toBe(sam.user.id);
  });

  test("another home's task answers 404 and is not changed", async () => {
    const { alex } = await sharedHome();
    const stranger = await signUp(server);
    const filter = await furnaceFilterOf(alex);
    expect((await assign(stranger, filter.id, stranger.user.id)).status).toBe(404);
    expect((await assign(stranger, filter.id, null)).status).toBe(404);
    expect((await furnaceFilterOf(alex)).assignee).toBeNull();
  });

  test("a completed occurrence cannot be given, and the next occurrence keeps whom it was given to", async () => {
    const { alex, sam } = await sharedHome();
    const filter = await furnaceFilterOf(alex);
    expect((await assign(alex, filter.id, sam.user.id)).status).toBe(200);
    const completed = await sam.client.put(`/api/tasks/${filter.id}/complete`, {});
    expect(completed.status).toBe(200);

    expect((await assign(alex, filter.id, alex.user.id)).status).toBe(409);
    const next = await furnaceFilterOf(alex);
    expect(next.id).not.toBe(filter.id);
    expect(next.assignee).toEqual({ userId: sam.user.id, name: "Sam Lee" });
  });
});

describe("who completed it (docs/product.md §6.5)", () => {
  test("the history names the member who did it, and 'a former member' once their account is gone; their open tasks go back to nobody", async () => {
    const { alex, sam } = await sharedHome();
    const filter = await furnaceFilterOf(alex);
    expect((await sam.client.put(`/api/tasks/${filter.id}/complete`, {})).status).toBe(200);
    const next = await furnaceFilterOf(alex);
    expect((await assign(alex, next.id, sam.user.id)).status).toBe(200);

    const history = () => alex.client.get(`/api/tasks/${next.id}/details`).then((response) => taskDetailsResponseSchema.parse(response.body).data.history);
    expect((await history()).map((entry) => entry.completedBy)).toEqual([{ userId: sam.user.id, name: "Sam Lee" }]);

    expect((await sam.client.delete("/api/users/me", { password: testPassword })).status).toBe(204);
    expect((await history()).map((entry) => entry.completedBy)).toEqual([{ userId: null, name: null }]);
    expect((await furnaceFilterOf(alex)).assignee).toBeNull();
  });

  test("unassignMemberTasks gives a leaving member's open tasks back to nobody and leaves other members' alone", async () => {
    const { alex, sam, homeId } = await sharedHome();
    const [first, second] = await dashboard(alex);
    expect((await assign(alex, first!.id, sam.user.id)).status).toBe(200);
    expect((await assign(alex, second!.id, alex.user.id)).status).toBe(200);
    await unassignMemberTasks(server.database.db, homeId, sam.user.id);
    const after = await dashboard(alex);
    expect(after.find((task) => task.id === first!.id)?.assignee).toBeNull();
    expect(after.find((task) => task.id === second!.id)?.assignee?.userId).toBe(alex.user.id);
  });
});

describe("the household's notifications (docs/product.md §6.5)", () => {
  test("a member's completion and appliance reach the other members' notification centers, not their own", async () => {
    const { alex, sam } = await sharedHome();
    const before = (await notificationsOf(alex)).length;
    const filter = await furnaceFilterOf(sam);
    expect((await sam.client.put(`/api/tasks/${filter.id}/complete`, {})).status).toBe(200);
    expect((await sam.client.post("/api/appliances", { type: "dishwasher", name: "Dishwasher" })).status).toBe(201);

    const alexSees = await notificationsOf(alex);
    expect(alexSees.slice(0, alexSees.length - before).map((note) => [note.title, note.message])).toEqual([
      ["Sam Lee added an appliance", "Dishwasher has been added to your home"],
      ["Sam Lee completed a task", `${filter.name} (${filter.applianceName})`],
    ]);
    const samSees = await notificationsOf(sam);
    expect(samSees.map((note) => note.title)).toEqual(["Appliance Added"]);

    // Read and cleared by one member, the other's stay.
    expect((await sam.client.delete("/api/notifications")).status).toBe(204);
    expect(await notificationsOf(sam)).toEqual([]);
    expect(await notificationsOf(alex)).toHaveLength(alexSees.length);
    expect((await sam.client.put(`/api/notifications/${alexSees[0]!.id}/read`)).status).toBe(404);
  });

  test("a member who turned household activity off hears nothing of the others", async () => {
    const { alex, sam } = await sharedHome();
    expect((await alex.client.put("/api/users/preferences", { householdActivity: false })).status).toBe(200);
    const before = await notificationsOf(alex);
    const filter = await furnaceFilterOf(sam);
    expect((await sam.client.put(`/api/tasks/${filter.id}/complete`, {})).status).toBe(200);
    expect(await notificationsOf(alex)).toEqual(before);
  });
});

describe("two members completing the same task at the same moment", () => {
  test("one completion is recorded; the other member is told it is already done", async () => {
    const { alex, sam, homeId } = await sharedHome();
    const filter = await furnaceFilterOf(alex);
    const answers = await Promise.all([alex.client.put(`/api/tasks/${filter.id}/complete`, {}), sam.client.put(`/api/tasks/${filter.id}/complete`, {})]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const recorded = await server.database.db.select().from(completions).where(and(eq(completions.homeId, homeId), eq(completions.taskId, filter.id)));
    expect(recorded).toHaveLength(1);
    const open = await server.database.db.select().from(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.catalogTaskId, "hvac-replace-filter"), eq(tasks.status, "open")));
    expect(open).toHaveLength(1);
  });
});
