import { taskFitsClimate } from "@domain/scheduling/server-schedule.ts";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { APPLIANCE_IDS } from "@domain/appliances/identifiers.ts";
import { CATALOG_TASKS, catalogTaskById, isHomeWideTask, taskIdsForAppliance } from "@domain/catalog/index.ts";
import { catalogTaskResponseSchema, catalogTasksResponseSchema, dashboardTasksResponseSchema, taskDetailsResponseSchema } from "@domain/contract/index.ts";
import { signUp } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("the built-in catalogue drives the schedule", () => {
  test("onboarding every appliance kind schedules exactly the catalogue's tasks for each, a home-wide task once", async () => {
    const user = await signUp(server);
    const response = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: APPLIANCE_IDS.map((type) => ({ type })) });
    expect(response.status).toBe(200);
    const tasks = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data;
    // A home with no location is planned for the northern mixed climate: tasks of seasons it lacks are left out.
    const perAppliance = APPLIANCE_IDS.flatMap((type) => taskIdsForAppliance(type)).filter((id) => taskFitsClimate(id));
    const expected = [...perAppliance.filter((id) => !isHomeWideTask(id)), ...new Set(perAppliance.filter(isHomeWideTask))].sort();
    expect(tasks.map((task) => task.masterTaskSlug).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  test("GET /api/catalog/tasks serves every entry, and one entry with its steps", async () => {
    const { client } = await signUp(server);
    const list = catalogTasksResponseSchema.parse((await client.get("/api/catalog/tasks")).body).data;
    expect(list.map((task) => task.id).sort()).toEqual(CATALOG_TASKS.map((task) => task.id).sort());
    const one = catalogTaskResponseSchema.parse((await client.get("/api/catalog/tasks/dryer-clean-vent-inside")).body).data;
    expect(one.steps.length).toBeGreaterThan(1);
    expect(one.sources).toEqual(catalogTaskById("dryer-clean-vent-inside")?.sources);
    expect(one.sources?.map((source) => source.publisher)).toContain("U.S. Fire Administration");
  });

  test("a task's details carry its guide's sources, for the task screen to cite under \"Why it matters\"", async () => {
    const user = await signUp(server);
    await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "dryer" }] });
    const tasks = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data;
    const vent = tasks.find((task) => task.masterTaskSlug === "dryer-clean-vent-inside")!;
    const details = taskDetailsResponseSchema.parse((await user.client.get(`/api/tasks/${vent.id}/details`)).body).data;
    expect(details.guide?.sources).toEqual(catalogTaskById("dryer-clean-vent-inside")?.sources);
  });

  test("every picture a guide names is served under /guides with a day of caching", async () => {
    const files = new Set(CATALOG_TASKS.flatMap((task) => task.steps.flatMap((step) => step.media.images.map((image) => image.filename))));
    for (const file of files) {
      const response = await fetch(`${server.baseURL}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    }
    expect((await fetch(`${server.baseURL}/guides/no-such-picture.webp`)).status).toBe(404);
  });
});

describe("the catalogue's added tasks reach the homes that have the systems", () => {
  async function scheduled(appliances: { type: string }[]) {
    const user = await signUp(server);
    expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances })).status).toBe(200);
    const tasks = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data;
    return tasks.map((task) => `${task.applianceName} ${task.masterTaskSlug}`);
  }

  test("a gas water heater home gets the vent inspection and the temperature check; every home the escape drill and the radon test", async () => {
    const home = await scheduled([{ type: "dryer" }, { type: "water-heater-tank" }]);
    expect(home).toEqual(
      expect.arrayContaining([
        "Dryer practice-fire-escape-drill",
        "Dryer test-radon",
        "Water Heater (Tank) inspect-gas-appliance-vents",
        "Water Heater (Tank) water-heater-check-temperature",
      ]),
    );
    expect(home.filter((line) => line.endsWith(" practice-fire-escape-drill"))).toHaveLength(1);
  });

  test("a home with a private well gets the water test and the wellhead inspection, picked by its identifier or by 'well'", async () => {
    for (const type of ["private-well", "well"]) {
      expect(await scheduled([{ type }]), type).toEqual(
        expect.arrayContaining(["Private Well well-test-water", "Private Well well-inspect-wellhead", "Private Well practice-fire-escape-drill"]),
      );
    }
  });

  test("smoke alarms get their end-of-life check, an electrical panel its AFCI test, a refrigerator its water filter", async () => {
    expect(await scheduled([{ type: "smoke-co-detectors" }, { type: "electrical-panel" }, { type: "refrigerator" }])).toEqual(
      expect.arrayContaining([
        "Smoke & CO Detectors replace-alarms-end-of-life",
        "Electrical Panel test-afci-breakers",
        "Refrigerator refrigerator-replace-water-filter",
      ]),
    );
  });

  test("a heat-pump-only home is never scheduled a furnace service, nor a gas vent inspection", async () => {
    const home = await scheduled([{ type: "heat-pump" }]);
    expect(home).toContain("Heat Pump ac-schedule-service");
    expect(home.filter((line) => line.includes("furnace") || line.endsWith("inspect-gas-appliance-vents"))).toEqual([]);
  });
});
