import { describe, expect, test } from "vitest";
import { dashboardTasksResponseSchema, homeLocationResponseSchema, onboardingCompleteResponseSchema, taskDetailsResponseSchema } from "@domain/contract/index.ts";
import { emptyLocalDataStore, localDataStoreSchema } from "@domain/entities/local-data-store.ts";
import type { ApiClient } from "@lib/http/index.ts";
import { memoryStorage } from "../../test-support/memory-storage.ts";
import { createLocalApiClient } from "./local-api-client.ts";
import { createLocalMode } from "./local-mode.ts";

// The same day, appliances and expectations as server/routes/home-location.int.test.ts: both modes schedule
// by one shared rule (domain/seasons), so they must agree to the day.
const NOW = new Date("2026-12-07T15:00:00.000Z");
const appliances = ["central-ac", "furnace", "outdoor-faucets", "backup-generator"].map((type) => ({ type }));

async function onboarded(location?: object) {
  const storage = memoryStorage();
  let sequence = 0;
  const local = createLocalMode({ storage, now: () => NOW, timeZone: () => "UTC", newId: () => `id-${++sequence}` });
  const client = createLocalApiClient(local);
  await local.users.signIn({ email: "ana@example.com" });
  await client.post("/users/onboarding-complete", { homeType: "house", appliances, ...(location && { location }) }, { schema: onboardingCompleteResponseSchema });
  return { client, storage };
}

async function dueDates(client: ApiClient): Promise<Map<string, string>> {
  const tasks = (await client.get("/tasks/for-dashboard", { schema: dashboardTasksResponseSchema })).data;
  return new Map(tasks.map((task) => [task.masterTaskSlug ?? task.id, task.dueDate]));
}
const monthOf = (date: string | undefined) => Number(date?.slice(5, 7));

describe("where the home is, in local mode (docs/product.md §5.7)", () => {
  test("onboarding in Sydney schedules the AC service in the southern spring and says so in words", async () => {
    const { client } = await onboarded({ countryCode: "AU", postalCode: "2000" });
    const due = await dueDates(client);
    expect([9, 10, 11]).toContain(monthOf(due.get("ac-schedule-service")));
    expect(monthOf(due.get("furnace-schedule-service"))).toBe(3);
    expect(due.has("winterize-outdoor-faucets")).toBe(false);
    const location = await client.get("/home/location", { schema: homeLocationResponseSchema });
    expect(location.climate.description).toBe("Southern hemisphere · mild, no hard freezes");
  });

  test("a home with no location keeps the northern months", async () => {
    const { client } = await onboarded();
    const due = await dueDates(client);
    expect(due.get("ac-schedule-service")).toBe("2027-04-01");
    expect(due.get("turn-on-outdoor-water")).toBe("2027-04-01");
    expect(due.has("prepare-hurricane-generator")).toBe(false);
    expect((await client.get("/home/location", { schema: homeLocationResponseSchema })).location).toBeNull();
  });

  test("moving the home to Miami moves future seasonal tasks, drops the freeze tasks, adds hurricane preparation and keeps what was done", async () => {
    const { client } = await onboarded();
    const faucets = (await client.get("/tasks/for-dashboard", { schema: dashboardTasksResponseSchema })).data.find((task) => task.masterTaskSlug === "winterize-outdoor-faucets");
    await client.put(`/tasks/${faucets!.id}/complete`, {});
    const answer = await client.put("/home/location", { location: { countryCode: "US", postalCode: "33101", latitude: 25.77419 } }, { schema: homeLocationResponseSchema });
    expect(answer.climate).toMatchObject({ hemisphere: "northern", climate: "hot-humid" });
    expect(answer.location?.latitude).toBe(25.8);
    const after = await dueDates(client);
    expect(after.get("ac-schedule-service")).toBe("2027-03-01");
    expect(after.has("winterize-outdoor-faucets")).toBe(false);
    expect(after.has("turn-on-outdoor-water")).toBe(false);
    expect(after.get("prepare-hurricane-generator")).toBe("2027-05-01");
    const details = await client.get(`/tasks/${faucets!.id}/details`, { schema: taskDetailsResponseSchema });
    expect(details.data).toMatchObject({ isCompleted: true, dueDate: faucets!.dueDate });
  });

  test("clearing the location brings back the northern months", async () => {
    const { client } = await onboarded({ countryCode: "NZ" });
    expect(monthOf((await dueDates(client)).get("ac-schedule-service"))).toBe(11);
    await client.put("/home/location", { location: null }, { schema: homeLocationResponseSchema });
    expect((await dueDates(client)).get("ac-schedule-service")).toBe("2027-04-01");
  });

  test("data stored before the location was asked reads as a home with no location", () => {
    const { homeLocation: _none, ...older } = emptyLocalDataStore();
    expect(localDataStoreSchema.parse(older).homeLocation).toBeUndefined();
  });
});
