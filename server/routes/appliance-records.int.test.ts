import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  applianceRecordResponseSchema,
  appliancesResponseSchema,
  calendarFeedResponseSchema,
  dashboardTasksResponseSchema,
  errorBodySchema,
  onboardingCompleteResponseSchema,
  updateApplianceResponseSchema,
} from "@domain/contract/index.ts";
import { WHOLE_HOME_TASK_IDS } from "@domain/catalog/index.ts";
import { defaultRateLimits } from "../config.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/* docs/product.md §2.12: an appliance's record, read and edited. The server's day is fixed, so due dates are exact. */
let server: TestServer;
beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { clock: { now: () => new Date("2026-12-07T15:00:00Z") } });
});
afterAll(async () => {
  await server.close();
});

async function homeWithWaterHeater(yearsOld = 2): Promise<{ user: SignedInClient; applianceId: string }> {
  const user = await signUp(server);
  const response = await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "water-heater-tank", yearsOld }] });
  expect(response.status).toBe(200);
  return { user, applianceId: onboardingCompleteResponseSchema.parse(response.body).appliances[0]!.id };
}

describe("GET /api/appliances/{id}", () => {
  test("answers the record with its open tasks by due date and its completed work, newest first", async () => {
    const { user, applianceId } = await homeWithWaterHeater();
    const open = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data.filter((task) => task.applianceId === applianceId);
    expect(open.length).toBeGreaterThan(0);
    expect((await user.client.put(`/api/tasks/${open[0]!.id}/complete`, { notes: "Flushed, clear water" })).status).toBe(200);

    const response = await user.client.get(`/api/appliances/${applianceId}`);
    expect(response.status).toBe(200);
    const record = applianceRecordResponseSchema.parse(response.body).data;
    expect(record).toMatchObject({ id: applianceId, type: "water-heater-tank", serialNumber: null, location: null, notes: null, installDateSource: "age" });
    expect(record.completedWork).toEqual([expect.objectContaining({ taskId: open[0]!.id, taskName: open[0]!.name, completedOn: "2026-12-07", notes: "Flushed, clear water" })]);
    const dueDates = record.openTasks.map((task) => task.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    expect(record.nextTask).toEqual(record.openTasks[0]);
  });

  test("the tasks every home gets are held by its first appliance but shown as the home's, not in the appliance's record or its next task", async () => {
    const { user, applianceId } = await homeWithWaterHeater();
    const held = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data.filter((task) => task.applianceId === applianceId);
    const wholeHome = held.filter((task) => task.masterTaskSlug !== null && WHOLE_HOME_TASK_IDS.has(task.masterTaskSlug ?? ""));
    expect(wholeHome.map((task) => task.masterTaskSlug).sort()).toEqual([...WHOLE_HOME_TASK_IDS].sort());

    const record = applianceRecordResponseSchema.parse((await user.client.get(`/api/appliances/${applianceId}`)).body).data;
    const shownIds = record.openTasks.map((task) => task.id);
    for (const task of wholeHome) expect(shownIds).not.toContain(task.id);
    expect(record.openTasks.length).toBe(held.length - wholeHome.length);
    // Removing it hands them on, so they still count among what it holds.
    expect(record.openTaskCount).toBe(held.length);
    expect(record.nextTask).toEqual(record.openTasks[0]);
    const [listed] = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
    expect(listed!.nextTask).toEqual(record.openTasks[0]);

    // The calendar feed names them as the home's too.
    const { url } = calendarFeedResponseSchema.parse((await user.client.get("/api/users/calendar")).body);
    const feed = await (await fetch(new URL(new URL(url).pathname, server.baseURL))).text();
    expect(feed).toContain("SUMMARY:Find and label the main water shut-off valve (Whole home)");
    expect(feed).toContain("SUMMARY:Flush sediment from the water heater (Water Heater (Tank))");
  });

  test("another home's appliance, and an id that names none, answer 404", async () => {
    const { applianceId } = await homeWithWaterHeater();
    const stranger = await signUp(server);
    const theirs = await stranger.client.get(`/api/appliances/${applianceId}`);
    expect(theirs.status).toBe(404);
    expect(errorBodySchema.parse(theirs.body).error.message).toBe("Appliance not found");
    expect((await stranger.client.get("/api/appliances/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await stranger.client.get("/api/appliances/not-a-uuid")).status).toBe(400);
  });
});

describe("PUT /api/appliances/{id} with the record's fields", () => {
  test("keeps the serial number, location and notes, and an accepted estimate as the date the tasks count from", async () => {
    // A new heater's tasks start an interval away; an 11-year-old's come forward, so the date is seen to count.
    const { user, applianceId } = await homeWithWaterHeater(0);
    const before = applianceRecordResponseSchema.parse((await user.client.get(`/api/appliances/${applianceId}`)).body).data;
    const response = await user.client.put(`/api/appliances/${applianceId}`, {
      brand: "Bradford White",
      serialNumber: "TC1234567",
      location: "Basement, by the stairs",
      notes: "Anode replaced 2022",
      installDate: "2015-03-01",
      installDateSource: "serial",
    });
    expect(response.status).toBe(200);
    expect(updateApplianceResponseSchema.parse(response.body).data).toMatchObject({
      brand: "Bradford White",
      serialNumber: "TC1234567",
      location: "Basement, by the stairs",
      notes: "Anode replaced 2022",
      installDate: "2015-03-01",
      installDateSource: "serial",
    });
    // The accepted month stands in for the age band as a typed date does: the tasks never done are dated from it alike.
    const after = applianceRecordResponseSchema.parse((await user.client.get(`/api/appliances/${applianceId}`)).body).data;
    const typedElsewhere = await homeWithWaterHeater();
    expect((await typedElsewhere.user.client.put(`/api/appliances/${typedElsewhere.applianceId}`, { installDate: "2015-03-01" })).status).toBe(200);
    const typedRecord = applianceRecordResponseSchema.parse((await typedElsewhere.user.client.get(`/api/appliances/${typedElsewhere.applianceId}`)).body).data;
    const dueDates = (tasks: typeof before.openTasks) => tasks.map((task) => `${task.name} ${task.dueDate}`).sort();
    expect(dueDates(after.openTasks)).toEqual(dueDates(typedRecord.openTasks));
    expect(dueDates(after.openTasks)).not.toEqual(dueDates(before.openTasks));

    // A date typed again is the owner's; clearing it clears where it came from.
    const typed = await user.client.put(`/api/appliances/${applianceId}`, { installDate: "2016-06-10" });
    expect(updateApplianceResponseSchema.parse(typed.body).data).toMatchObject({ installDate: "2016-06-10", installDateSource: "entered" });
    const cleared = await user.client.put(`/api/appliances/${applianceId}`, { installDate: null, serialNumber: "", notes: null });
    expect(updateApplianceResponseSchema.parse(cleared.body).data).toMatchObject({ installDate: null, installDateSource: null, serialNumber: null, notes: null });
  });

  test("a field over its limit is refused on that field, and nothing is kept", async () => {
    const { user, applianceId } = await homeWithWaterHeater();
    const response = await user.client.put(`/api/appliances/${applianceId}`, { location: "Garage", notes: "x".repeat(2001) });
    expect(response.status).toBe(400);
    const { error } = errorBodySchema.parse(response.body);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(error.details)).toContain("notes");
    const listed = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
    expect(listed[0]).toMatchObject({ location: null, notes: null });
    expect(listed[0]!.nextTask).not.toBeNull();
  });

  test("an age band is not a source a request may claim", async () => {
    const { user, applianceId } = await homeWithWaterHeater();
    const response = await user.client.put(`/api/appliances/${applianceId}`, { installDate: "2015-03-01", installDateSource: "age" });
    expect(response.status).toBe(400);
  });
});
