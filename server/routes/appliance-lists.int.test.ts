import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  addApplianceResponseSchema,
  appliancesResponseSchema,
  errorBodySchema,
  migrationResponseSchema,
  onboardingCompleteResponseSchema,
} from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { signUp } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimits: { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } } });
});
afterAll(async () => {
  await server.close();
});

/** docs/product.md §5: lists drop empty ids and '0', 'undefined', 'null' before refusing purely numeric ones. */
describe("appliance lists are normalised as the spec says", () => {
  test("onboarding drops empty ids and '0', 'undefined', 'null' and keeps the rest", async () => {
    const { client } = await signUp(server);
    const response = await client.post("/api/users/onboarding-complete", {
      homeType: "house",
      appliances: [{ type: "" }, { type: "0" }, { type: "undefined" }, { type: "null" }, { type: "  " }, { type: "furnace" }, { type: "washer" }],
    });
    expect(response.status).toBe(200);
    const body = onboardingCompleteResponseSchema.parse(response.body);
    expect(body.appliances.map((appliance) => appliance.type).sort()).toEqual(["furnace", "washing-machine"]);
    expect(body.warnings).toEqual([]);
  });

  test("the home's appliances are listed in the order onboarding sent them, then in the order added", async () => {
    const { client } = await signUp(server);
    // Enough of them that an order by their random ids matches this one by chance once in 40,320 homes.
    const sent = ["roof-structure", "furnace", "washing-machine", "attic", "central-ac", "boiler", "dishwasher", "chimney"];
    const onboarding = await client.post("/api/users/onboarding-complete", { homeType: "house", appliances: sent.map((type) => ({ type })) });
    expect(onboarding.status).toBe(200);
    expect(onboardingCompleteResponseSchema.parse(onboarding.body).appliances.map((appliance) => appliance.type)).toEqual(sent);
    expect((await client.post("/api/appliances", { type: "dryer" })).status).toBe(201);
    const listed = appliancesResponseSchema.parse((await client.get("/api/appliances")).body).data;
    expect(listed.map((appliance) => appliance.type)).toEqual([...sent, "dryer"]);
  });

  test("onboarding still refuses a purely numeric id once the empty ones are gone, and keeps nothing", async () => {
    const { client } = await signUp(server);
    const response = await client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "0" }, { type: "furnace" }, { type: "7" }] });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.message).toBe('Rejected numeric appliance id "7"');
    expect(appliancesResponseSchema.parse((await client.get("/api/appliances")).body).data).toEqual([]);
  });

  test("adding an appliance answers the normalisation's warnings (none for a legacy id it maps)", async () => {
    const { client } = await signUp(server);
    const response = await client.post("/api/appliances", { type: "hvac" });
    expect(response.status).toBe(201);
    const body = addApplianceResponseSchema.parse(response.body);
    expect(body.data.type).toBe("furnace");
    expect(body.warnings).toEqual([]);
  });

  test.each([
    ["an empty id", "", '"" is not an appliance id'],
    ["'null'", "null", '"null" is not an appliance id'],
    ["a numeric id", "12", 'Rejected numeric appliance id "12"'],
    ["an unknown id", "toaster", 'Ignored unknown appliance id "toaster"'],
  ])("adding an appliance with %s is a 400 that says why", async (_label, type, message) => {
    const { client } = await signUp(server);
    const response = await client.post("/api/appliances", { type });
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body).error.message).toBe(message);
  });

  test("migration drops empty ids silently, reports numeric and unknown ones, and imports the rest", async () => {
    const { client } = await signUp(server);
    const response = await client.post("/api/migration/local", {
      strategy: "server_wins",
      appliances: [
        { type: "", yearsOld: 1 },
        { type: "undefined", yearsOld: null },
        { type: "7", yearsOld: 2 },
        { type: "toaster", yearsOld: 2 },
        { type: "dishwasher", yearsOld: 3 },
      ],
      completed: [],
      lastCompleted: {},
      tasks: [],
    });
    expect(response.status).toBe(200);
    const body = migrationResponseSchema.parse(response.body);
    expect(body.imported.appliances).toBe(1);
    expect(body.warnings).toEqual(['Rejected numeric appliance id "7"', 'Ignored unknown appliance id "toaster"']);
    expect(body.skipped.filter((item) => item.kind === "appliance").map((item) => item.id)).toEqual(["7", "toaster"]);
  });
});
