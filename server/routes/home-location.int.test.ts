import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { dashboardTasksResponseSchema, homeLocationResponseSchema, taskDetailsResponseSchema, type ServerTask } from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { builtInCatalog } from "../services/built-in-catalog.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { fixedClock } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

const TODAY = "2026-12-07";
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: builtInCatalog(), clock: fixedClock(`${TODAY}T15:00:00Z`) });
});
afterAll(async () => {
  await server.close();
});

const appliances = ["central-ac", "furnace", "outdoor-faucets", "backup-generator"].map((type) => ({ type }));

async function onboarded(location?: object): Promise<SignedInClient> {
  const user = await signUp(server);
  const response = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances, ...(location && { location }) });
  expect(response.status).toBe(200);
  return user;
}

async function dueDates(user: SignedInClient): Promise<Map<string, string>> {
  const response = await user.client.get("/api/tasks/for-dashboard");
  expect(response.status).toBe(200);
  const tasks: ServerTask[] = dashboardTasksResponseSchema.parse(response.body).data;
  return new Map(tasks.map((task) => [task.masterTaskSlug ?? task.id, task.dueDate]));
}

const monthOf = (date: string | undefined) => Number(date?.slice(5, 7));

describe("where the home is (docs/product.md §5.7)", () => {
  test("onboarding in Sydney schedules the AC service in the southern spring and says so in words", async () => {
    const user = await onboarded({ countryCode: "AU", postalCode: "2000" });
    const due = await dueDates(user);
    expect([9, 10, 11]).toContain(monthOf(due.get("ac-schedule-service")));
    expect(monthOf(due.get("furnace-schedule-service"))).toBe(3);
    expect(due.has("winterize-outdoor-faucets")).toBe(false);
    const location = homeLocationResponseSchema.parse((await user.client.get("/api/home/location")).body);
    expect(location.climate.description).toBe("Southern hemisphere · mild, no hard freezes");
    expect(location.location).toMatchObject({ countryCode: "AU", postalCode: "2000" });
  });

  test("a home with no location keeps the northern months, and its location answers null", async () => {
    const user = await onboarded();
    const due = await dueDates(user);
    expect(due.get("ac-schedule-service")).toBe("2027-04-01");
    expect(due.get("turn-on-outdoor-water")).toBe("2027-04-01");
    expect(due.has("prepare-hurricane-generator")).toBe(false);
    const location = homeLocationResponseSchema.parse((await user.client.get("/api/home/location")).body);
    expect(location).toMatchObject({ location: null, climate: { hemisphere: "northern", climate: "mixed", source: "default" } });
  });

  test("moving the home to Miami moves future seasonal tasks, drops the freeze tasks, adds hurricane preparation and keeps what was done", async () => {
    const user = await onboarded();
    const before = await dueDates(user);
    const [faucets] = dashboardTasksResponseSchema
      .parse((await user.client.get("/api/tasks/for-dashboard")).body)
      .data.filter((task) => task.masterTaskSlug === "winterize-outdoor-faucets");
    expect((await user.client.put(`/api/tasks/${faucets!.id}/complete`, {})).status).toBe(200);

    const response = await user.client.put("/api/home/location", { location: { countryCode: "US", postalCode: "33101", latitude: 25.77419 } });
    expect(response.status).toBe(200);
    const answer = homeLocationResponseSchema.parse(response.body);
    expect(answer.climate).toMatchObject({ hemisphere: "northern", climate: "hot-humid" });
    // Never kept finer than a tenth of a degree.
    expect(answer.location?.latitude).toBe(25.8);

    const after = await dueDates(user);
    expect(before.get("ac-schedule-service")).toBe("2027-04-01");
    expect(after.get("ac-schedule-service")).toBe("2027-03-01");
    expect(after.has("winterize-outdoor-faucets")).toBe(false);
    expect(after.has("turn-on-outdoor-water")).toBe(false);
    expect(after.get("prepare-hurricane-generator")).toBe("2027-05-01");
    // The completion stays in the task's history.
    const details = await user.client.get(`/api/tasks/${faucets!.id}/details`);
    expect(details.status).toBe(200);
    expect(taskDetailsResponseSchema.parse(details.body).data).toMatchObject({ isCompleted: true, dueDate: faucets!.dueDate });
  });

  test("a location the contract refuses is a 400 and changes nothing", async () => {
    const user = await onboarded();
    const response = await user.client.put("/api/home/location", { location: { countryCode: "Australia" } });
    expect(response.status).toBe(400);
    expect(homeLocationResponseSchema.parse((await user.client.get("/api/home/location")).body).location).toBeNull();
  });

  test("clearing the location brings back the northern months", async () => {
    const user = await onboarded({ countryCode: "NZ" });
    expect(monthOf((await dueDates(user)).get("ac-schedule-service"))).toBe(11);
    expect((await user.client.put("/api/home/location", { location: null })).status).toBe(200);
    expect((await dueDates(user)).get("ac-schedule-service")).toBe("2027-04-01");
  });
});

describe("POST /api/migration/local with where the browser's home is (docs/product.md §5.7, §7.4)", () => {
  const move = (homeLocation?: object) => ({
    strategy: "server_wins",
    appliances: appliances.map(({ type }) => ({ type, yearsOld: null })),
    completed: [],
    lastCompleted: {},
    tasks: [],
    ...(homeLocation && { homeLocation }),
  });

  test("a new account takes the browser's location, and the moved appliances follow its seasons", async () => {
    const user = await signUp(server);
    expect((await user.client.post("/api/migration/local", move({ countryCode: "AU", postalCode: "2000" }))).status).toBe(200);
    const location = homeLocationResponseSchema.parse((await user.client.get("/api/home/location")).body);
    expect(location.location).toEqual({ countryCode: "AU", postalCode: "2000" });
    expect(location.climate.description).toBe("Southern hemisphere · mild, no hard freezes");
    const due = await dueDates(user);
    expect([9, 10, 11]).toContain(monthOf(due.get("ac-schedule-service")));
    expect(due.has("winterize-outdoor-faucets")).toBe(false);
  });

  test("an account that already says where its home is keeps its location and its schedule", async () => {
    const user = await onboarded({ countryCode: "US", postalCode: "33101" });
    const before = await dueDates(user);
    expect((await user.client.post("/api/migration/local", move({ countryCode: "AU", postalCode: "2000" }))).status).toBe(200);
    expect(homeLocationResponseSchema.parse((await user.client.get("/api/home/location")).body).location).toEqual({ countryCode: "US", postalCode: "33101" });
    expect(await dueDates(user)).toEqual(before);
  });

  test("a move without a location leaves the account's home without one", async () => {
    const user = await signUp(server);
    expect((await user.client.post("/api/migration/local", move())).status).toBe(200);
    expect(homeLocationResponseSchema.parse((await user.client.get("/api/home/location")).body).location).toBeNull();
    expect((await dueDates(user)).get("ac-schedule-service")).toBe("2027-04-01");
  });
});
