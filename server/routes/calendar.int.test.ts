import ical, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { calendarFeedResponseSchema, dashboardTasksResponseSchema, errorBodySchema } from "@domain/contract/index.ts";
import { defaultRateLimits } from "../config.ts";
import { fixedClock, fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";
import { WHOLE_HOME_TASK_IDS } from "@domain/catalog/index.ts";

const appUrl = "https://hearthkeep.example";
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits, appUrl }, { catalog: fixtureCatalog(), clock: fixedClock("2026-11-22T15:00:00Z") });
}, 300_000);
afterAll(async () => {
  await server?.close();
});

async function onboardedUser(): Promise<SignedInClient> {
  const user = await signUp(server);
  const appliances = ["furnace", "drains-sinks", "smoke-co-detectors"].map((type) => ({ type }));
  expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances })).status).toBe(200);
  return user;
}

async function feedUrl(user: SignedInClient, method: "get" | "post" = "get"): Promise<URL> {
  const response = method === "get" ? await user.client.get("/api/users/calendar") : await user.client.post("/api/users/calendar/regenerate");
  expect(response.status).toBe(200);
  const { url } = calendarFeedResponseSchema.parse(response.body);
  expect(url.startsWith(`${appUrl}/api/calendar/`)).toBe(true);
  // The URL names APP_URL; the test server listens elsewhere.
  return new URL(new URL(url).pathname, server.baseURL);
}

/** node-ical gives a property with parameters (URL;VALUE=URI:…) as `{ params, val }`. */
const valueOf = (property: unknown) => (typeof property === "object" && property !== null && "val" in property ? String(property.val) : String(property));

const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;

describe("the calendar feed", () => {
  test("GET /api/users/calendar answers the same private URL until it is regenerated, and needs a session", async () => {
    const user = await onboardedUser();
    const first = await feedUrl(user);
    expect((await feedUrl(user)).href).toBe(first.href);
    expect(first.pathname).toMatch(/^\/api\/calendar\/[\w-]{43}\.ics$/);
    expect((await fetch(new URL("/api/users/calendar", server.baseURL))).status).toBe(401);
    const other = await onboardedUser();
    expect((await feedUrl(other)).href).not.toBe(first.href);
  });

  test("parses as valid iCalendar and lists every open task once, all day on its due date, with guide, time and appliance", async () => {
    const user = await onboardedUser();
    const tasks = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data;
    expect((await user.client.put(`/api/tasks/${tasks[0]!.id}/complete`, {})).status).toBe(200);
    const open = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data;

    const response = await fetch(await feedUrl(user));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT6H");
    expect(text).toContain("X-PUBLISHED-TTL:PT6H");

    const events = Object.values(ical.sync.parseICS(text)).filter((component): component is VEvent => component?.type === "VEVENT");
    expect(events.map((event) => event.uid).sort()).toEqual(open.map((task) => `${task.id}@hearthkeep`).sort());
    expect(events.map((event) => event.uid)).not.toContain(`${tasks[0]!.id}@hearthkeep`);
    for (const task of open) {
      const event = events.find((candidate) => candidate.uid === `${task.id}@hearthkeep`)!;
      expect(event.datetype).toBe("date");
      expect(dayOf(event.start)).toBe(task.dueDate);
      expect(text).toContain(`DTSTART;VALUE=DATE:${task.dueDate.replaceAll("-", "")}`);
      // The tasks every home gets are the home's, whichever appliance holds them (docs/product.md §4.12;
      // this test's small catalogue has none: appliance-records.int.test.ts reads the built-in catalogue's).
      const place = WHOLE_HOME_TASK_IDS.has(task.masterTaskSlug ?? "") ? "Whole home" : task.applianceName;
      expect(valueOf(event.summary)).toBe(`${task.name} (${place})`);
      expect(valueOf(event.url)).toBe(`${appUrl}/task/${task.id}`);
      expect(valueOf(event.description)).toContain(`About ${task.timeEstimate} min.`);
      expect(valueOf(event.description)).toContain(place);
    }
  });

  test("a regenerated secret makes the old URL answer 404", async () => {
    const user = await onboardedUser();
    const old = await feedUrl(user);
    expect((await fetch(old)).status).toBe(200);
    const renewed = await feedUrl(user, "post");
    expect(renewed.href).not.toBe(old.href);
    const gone = await fetch(old);
    expect(gone.status).toBe(404);
    expect(errorBodySchema.parse(await gone.json()).error.code).toBe("NOT_FOUND");
    expect((await fetch(renewed)).status).toBe(200);
    expect((await feedUrl(user)).href).toBe(renewed.href);
  });

  test("an unknown or malformed secret answers 404", async () => {
    expect((await fetch(new URL(`/api/calendar/${"a".repeat(43)}.ics`, server.baseURL))).status).toBe(404);
    expect((await fetch(new URL("/api/calendar/short.ics", server.baseURL))).status).toBe(404);
  });
});
