import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  HOME_HEADER,
  accountExportSchema,
  createApiTokenResponseSchema,
  allHomesDashboardResponseSchema,
  dashboardTasksResponseSchema,
  homeResponseSchema,
  homesResponseSchema,
  type HomeSummary,
} from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { findHomeIdOfMember } from "../db/repositories/users-repository.ts";
import { completions, homeMembers } from "../db/schema.ts";
import { fixedClock, fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { rowCountsOfHome } from "../../test-support/server/home-rows.ts";
import { signUp, TestClient, testPassword, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

// docs/product.md §6.5: several homes per person, the home a request is about, and what deleting does.

const TODAY = "2026-11-22";
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock: fixedClock(`${TODAY}T15:00:00Z`) });
});
afterAll(async () => {
  await server.close();
});

const inHome = (homeId: string) => ({ headers: { [HOME_HEADER]: homeId } });

async function homesOf(person: SignedInClient): Promise<HomeSummary[]> {
  const response = await person.client.get("/api/homes");
  expect(response.status).toBe(200);
  return homesResponseSchema.parse(response.body).homes;
}

async function createHome(person: SignedInClient, name: string): Promise<HomeSummary> {
  const response = await person.client.post("/api/homes", { name });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return homeResponseSchema.parse(response.body);
}

async function setUp(person: SignedInClient, appliances: string[], homeId?: string) {
  const response = await person.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: appliances.map((type) => ({ type })) }, homeId ? inHome(homeId) : {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function dashboard(person: SignedInClient, homeId?: string) {
  const response = await person.client.get("/api/tasks/for-dashboard", homeId ? inHome(homeId) : {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return dashboardTasksResponseSchema.parse(response.body).data;
}

/** Makes `person` a member of `homeId`, as an accepted invitation will (the invitations are their own routes). */
async function join(person: SignedInClient, homeId: string, role: "owner" | "member" = "member") {
  await server.database.db.insert(homeMembers).values({ homeId, userId: person.user.id, role });
}

describe("GET and POST /api/homes", () => {
  test("a new account has one home of its own, not yet set up, shown until named as having no name", async () => {
    const alex = await signUp(server);
    const [home, ...others] = await homesOf(alex);
    expect(others).toEqual([]);
    expect(home).toMatchObject({ name: null, role: "owner", memberCount: 1, onboarded: false, homeType: null });
    await setUp(alex, ["furnace"]);
    expect((await homesOf(alex))[0]).toMatchObject({ onboarded: true, homeType: "house" });
  });

  test("another home is the caller's, listed after the first, with its own set-up and tasks", async () => {
    const alex = await signUp(server);
    await setUp(alex, ["furnace"]);
    const cottage = await createHome(alex, "  Lake cottage ");
    expect(cottage).toMatchObject({ name: "Lake cottage", role: "owner", memberCount: 1, onboarded: false });
    expect((await homesOf(alex)).map((home) => home.name)).toEqual([null, "Lake cottage"]);

    expect(await dashboard(alex, cottage.id)).toEqual([]);
    await setUp(alex, ["sump-pump"], cottage.id);
    expect((await dashboard(alex, cottage.id)).map((task) => task.applianceName)).toEqual(["Sump Pump"]);
    // Without the header, the first home, as older clients and queued changes expect.
    expect(new Set((await dashboard(alex)).map((task) => task.applianceName))).toEqual(new Set(["Furnace"]));
  });

  test.each([
    ["an empty name", ""],
    ["a name of spaces", "   "],
    ["a name of two lines", "Lake\ncottage"],
    ["a name too long", "x".repeat(81)],
  ])("refuses %s with 400 and makes nothing", async (_, name) => {
    const alex = await signUp(server);
    const response = await alex.client.post("/api/homes", { name });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    expect(await homesOf(alex)).toHaveLength(1);
  });
});

describe(`the ${HOME_HEADER} header`, () => {
  test("a home the caller does not belong to, or an id that is no home, answers 404; a deleted account 401", async () => {
    const alex = await signUp(server);
    const sam = await signUp(server);
    const samsHome = (await homesOf(sam))[0]!.id;
    for (const path of ["/api/tasks/for-dashboard", "/api/appliances", "/api/users/calendar"]) {
      expect((await alex.client.get(path, inHome(samsHome))).status, path).toBe(404);
      expect((await alex.client.get(path, inHome("not-a-home"))).status, path).toBe(404);
    }
    expect((await alex.client.put("/api/tasks/not-a-task/complete", {}, inHome("not-a-home"))).status).toBe(404);
    expect((await alex.client.delete("/api/users/me", { password: testPassword })).status).toBe(204);
    expect((await alex.client.get("/api/tasks/for-dashboard", inHome(samsHome))).status).toBe(401);
    expect((await alex.client.put("/api/tasks/not-a-task/complete", {}, inHome(samsHome))).status).toBe(401);
  });

  test("a member completes and undoes a task of a shared home named in the header", async () => {
    const alex = await signUp(server);
    await setUp(alex, ["furnace"]);
    const alexHome = (await homesOf(alex))[0]!.id;
    const sam = await signUp(server);
    await join(sam, alexHome);
    const [task] = await dashboard(sam, alexHome);
    expect((await sam.client.put(`/api/tasks/${task!.id}/complete`, {}, inHome(alexHome))).status).toBe(200);
    expect((await sam.client.put(`/api/tasks/${task!.id}/uncomplete`, undefined, inHome(alexHome))).status).toBe(200);
    // Sam's own home is the first: without the header, Alex's task is not there.
    expect((await sam.client.put(`/api/tasks/${task!.id}/complete`, {})).status).toBe(404);
  });
});

describe("a personal API token", () => {
  test("acts on the home its request names, or the first home without one", async () => {
    const alex = await signUp(server);
    await setUp(alex, ["furnace"]);
    const cottage = await createHome(alex, "Lake cottage");
    await setUp(alex, ["sump-pump"], cottage.id);
    const made = await alex.client.post("/api/users/api-tokens", { name: "Home Assistant", scope: "read" });
    const { secret } = createApiTokenResponseSchema.parse(made.body);
    const automation = new TestClient(server.baseURL);
    const read = (headers: Record<string, string> = {}) =>
      automation.request("GET", "/api/appliances", { csrf: false, headers: { authorization: `Bearer ${secret}`, ...headers } });

    const names = (body: unknown) => (body as { data: { name: string }[] }).data.map((appliance) => appliance.name);
    expect(names((await read()).body)).toEqual(["Furnace"]);
    expect(names((await read({ [HOME_HEADER]: cottage.id })).body)).toEqual(["Sump Pump"]);
    const stranger = await signUp(server);
    expect((await read({ [HOME_HEADER]: (await homesOf(stranger))[0]!.id })).status).toBe(404);
  });
});

describe("PUT and DELETE /api/homes/{homeId}", () => {
  test("an owner renames; a member may not (403); a stranger finds no home (404)", async () => {
    const alex = await signUp(server);
    const home = (await homesOf(alex))[0]!;
    const sam = await signUp(server);
    await join(sam, home.id);
    const stranger = await signUp(server);

    const renamed = await alex.client.put(`/api/homes/${home.id}`, { name: "Maple Street" });
    expect(renamed.status).toBe(200);
    expect(homeResponseSchema.parse(renamed.body)).toMatchObject({ name: "Maple Street", memberCount: 2 });
    expect((await sam.client.put(`/api/homes/${home.id}`, { name: "Mine" })).status).toBe(403);
    expect((await sam.client.delete(`/api/homes/${home.id}`)).status).toBe(403);
    expect((await stranger.client.put(`/api/homes/${home.id}`, { name: "Mine" })).status).toBe(404);
    expect((await homesOf(sam)).find((each) => each.id === home.id)).toMatchObject({ name: "Maple Street", role: "member" });
  });

  test("deleting a home removes every row it held; its members keep their other homes, and one left with none gets a new one", async () => {
    const alex = await signUp(server);
    await setUp(alex, ["furnace"]);
    const second = await createHome(alex, "Rental");
    await setUp(alex, ["furnace", "sump-pump"], second.id);
    const [task] = await dashboard(alex, second.id);
    expect((await alex.client.put(`/api/tasks/${task!.id}/complete`, {}, inHome(second.id))).status).toBe(200);
    const sam = await signUp(server);
    const samsOwnHome = (await homesOf(sam))[0]!.id;
    await join(sam, second.id);
    const jo = await signUp(server);
    const josOwnHome = (await homesOf(jo))[0]!.id;
    await join(jo, second.id);
    // Jo's own home goes first, so that Jo is left with the shared home alone.
    expect((await jo.client.delete(`/api/homes/${josOwnHome}`)).status).toBe(204);
    expect((await homesOf(jo)).map((home) => home.id)).toEqual([second.id]);

    const before = await rowCountsOfHome(server.database.db, second.id);
    expect(before).toMatchObject({ homes: 1, home_members: 3, appliances: 2, completions: 1 });
    expect((await alex.client.delete(`/api/homes/${second.id}`)).status).toBe(204);
    const after = await rowCountsOfHome(server.database.db, second.id);
    expect(Object.values(after).every((count) => count === 0), JSON.stringify(after)).toBe(true);

    expect((await homesOf(alex)).map((home) => home.name)).toEqual([null]);
    expect((await homesOf(sam)).map((home) => home.id)).toEqual([samsOwnHome]);
    expect((await sam.client.get("/api/tasks/for-dashboard", inHome(second.id))).status).toBe(404);
    // Jo had the deleted home alone left: Jo has a new, empty home and its set-up to do.
    expect(await homesOf(jo)).toEqual([expect.objectContaining({ name: null, role: "owner", memberCount: 1, onboarded: false })]);
  });

  test("deleting one's only home leaves a new, empty one in its place", async () => {
    const alex = await signUp(server);
    await setUp(alex, ["furnace"]);
    const [home] = await homesOf(alex);
    expect((await alex.client.delete(`/api/homes/${home!.id}`)).status).toBe(204);
    const [fresh, ...others] = await homesOf(alex);
    expect(others).toEqual([]);
    expect(fresh).toMatchObject({ onboarded: false, memberCount: 1 });
    expect(fresh!.id).not.toBe(home!.id);
    expect(await dashboard(alex)).toEqual([]);
  });
});

describe("GET /api/tasks/for-dashboard/all-homes", () => {
  test("lists the open tasks of every home of the caller, each with its home, by days until due", async () => {
    const alex = await signUp(server);
    await setUp(alex, ["furnace"]);
    const cottage = await createHome(alex, "Lake cottage");
    await setUp(alex, ["sump-pump"], cottage.id);
    const stranger = await signUp(server);
    await setUp(stranger, ["central-ac"]);

    const response = await alex.client.get("/api/tasks/for-dashboard/all-homes");
    expect(response.status).toBe(200);
    const tasks = allHomesDashboardResponseSchema.parse(response.body).data;
    const first = (await homesOf(alex))[0]!;
    expect(new Set(tasks.map((task) => `${task.homeName ?? "(first)"}: ${task.applianceName}`))).toEqual(new Set(["(first): Furnace", "Lake cottage: Sump Pump"]));
    expect(new Set(tasks.map((task) => task.homeId))).toEqual(new Set([first.id, cottage.id]));
    expect(tasks.map((task) => task.daysUntilDue)).toEqual([...tasks.map((task) => task.daysUntilDue)].sort((a, b) => a - b));
  });
});

describe("deleting an account that shares homes", () => {
  test("the person leaves shared homes, their completions stay with no one named, and a home they owned alone passes to the member who joined first", async () => {
    const alex = await signUp(server);
    await setUp(alex, ["furnace", "sump-pump"]);
    const alexHome = (await homesOf(alex))[0]!.id;
    const sam = await signUp(server);
    const samsHome = (await homesOf(sam))[0]!.id;
    await join(sam, alexHome);
    const jo = await signUp(server);
    await join(jo, alexHome);
    const [task] = await dashboard(alex, alexHome);
    expect((await sam.client.put(`/api/tasks/${task!.id}/complete`, {}, inHome(alexHome))).status).toBe(200);

    const countsBefore = await rowCountsOfHome(server.database.db, alexHome);
    expect((await sam.client.delete("/api/users/me", { password: testPassword })).status).toBe(204);
    // Sam's own home went with Sam; Alex's keeps everything but Sam's membership.
    expect(Object.values(await rowCountsOfHome(server.database.db, samsHome)).every((count) => count === 0)).toBe(true);
    expect(await rowCountsOfHome(server.database.db, alexHome)).toEqual({ ...countsBefore, home_members: countsBefore.home_members! - 1 });
    const [completion] = await server.database.db.select().from(completions).where(and(eq(completions.homeId, alexHome), eq(completions.taskId, task!.id)));
    expect(completion).toMatchObject({ completedBy: null });

    expect((await alex.client.delete("/api/users/me", { password: testPassword })).status).toBe(204);
    expect(await findHomeIdOfMember(server.database.db, jo.user.id)).toBeDefined();
    expect((await homesOf(jo)).find((home) => home.id === alexHome)).toMatchObject({ role: "owner", memberCount: 1 });
    expect((await rowCountsOfHome(server.database.db, alexHome)).completions).toBe(countsBefore.completions);
  });
});

describe("GET /api/users/me/export", () => {
  test("holds every home the person belongs to and the rows of each", async () => {
    const alex = await signUp(server);
    await setUp(alex, ["furnace"]);
    const cottage = await createHome(alex, "Lake cottage");
    await setUp(alex, ["sump-pump"], cottage.id);
    const sam = await signUp(server);
    await setUp(sam, ["central-ac"]);
    const samsHome = (await homesOf(sam))[0]!.id;
    await join(alex, samsHome);

    const exported = accountExportSchema.parse((await alex.client.get("/api/users/me/export")).body);
    const first = (await homesOf(alex))[0]!.id;
    expect(exported.home.id).toBe(first);
    expect(exported.homes.map((home) => [home.id, home.name, home.role])).toEqual([
      [first, null, "owner"],
      [cottage.id, "Lake cottage", "owner"],
      [samsHome, null, "member"],
    ]);
    expect(new Set(exported.records.appliances!.map((row) => row.homeId))).toEqual(new Set([first, cottage.id, samsHome]));
  });
});
