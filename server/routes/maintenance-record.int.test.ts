import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "csv-parse/sync";
import { extractText } from "unpdf";
import { appliancesResponseSchema, dashboardTasksResponseSchema, type ServerTask } from "@domain/contract/index.ts";
import { RECORD_CSV_HEADER } from "@domain/records/maintenance-record.ts";
import { defaultRateLimits } from "../config.ts";
import { signUp, type SignedInClient } from "../../test-support/server/test-client.ts";
import { fixtureCatalog } from "../../test-support/server/fixture-catalog.ts";
import { startTestServer, type TestServer } from "../../test-support/server/test-server.ts";

/*
 * docs/product.md §4.19: the home's maintenance record. The clock stays in the past of any run (see
 * done-earlier.int.test.ts), so the days a test dates are never before the rows' creation.
 */
let server: TestServer;

beforeAll(async () => {
  const rateLimits = { ...defaultRateLimits, signupPerIp: { limit: 1000, windowMs: 60_000 } };
  server = await startTestServer({ rateLimits }, { catalog: fixtureCatalog(), clock: { now: () => new Date("2026-11-22T15:00:00Z") } });
});
afterAll(async () => {
  await server.close();
});

async function download(user: SignedInClient, path: string) {
  const response = await fetch(`${server.baseURL}${path}`, { headers: { authorization: `Bearer ${user.client.accessToken}` } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function openTask(user: SignedInClient, slug: string): Promise<ServerTask> {
  const tasks = dashboardTasksResponseSchema.parse((await user.client.get("/api/tasks/for-dashboard")).body).data;
  const task = tasks.find((each) => each.masterTaskSlug === slug);
  expect(task, slug).toBeDefined();
  return task!;
}

/** A home with a water heater by a named maker and two completions, one of them with notes to escape. */
async function homeWithTwoCompletions(): Promise<SignedInClient> {
  const user = await signUp(server, { name: "Zoé Michałowska" });
  expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "sump-pump" }, { type: "furnace" }] })).status).toBe(200);
  const appliances = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
  const pump = appliances.find((appliance) => appliance.type === "sump-pump")!;
  const changed = await user.client.put(`/api/appliances/${pump.id}`, { name: "Basement pump — Łódź model", brand: "Zoeller", model: "M53", installDate: "2015-03-10" });
  expect(changed.status).toBe(200);
  const pumpTask = await openTask(user, "test-sump-pump");
  expect((await user.client.put(`/api/tasks/${pumpTask.id}/complete`, { completedOn: "2026-11-19", notes: 'Float "stuck", freed it\n=SUM(A1)', costActual: 12.5, timeSpentMinutes: 25 })).status).toBe(200);
  const filter = await openTask(user, "hvac-replace-filter");
  expect((await user.client.put(`/api/tasks/${filter.id}/complete`, {})).status).toBe(200);
  return user;
}

describe("GET /api/home/record.pdf", () => {
  test("answers a PDF attachment whose text holds the appliances, the two completions' names and dates, and non-Latin-1 names readably", async () => {
    const user = await homeWithTwoCompletions();
    const response = await download(user, "/api/home/record.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe("attachment; filename=hearthkeep-maintenance-record.pdf");
    expect(response.bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const { text } = await extractText(new Uint8Array(response.bytes), { mergePages: true });
    expect(text).toContain("Home maintenance record");
    expect(text).toContain("Made on Nov 22, 2026");
    // "ł" is outside the standard fonts' characters: spelled "l"; "ó", "é" and the dash are kept.
    expect(text).toContain("Basement pump — Lódz model");
    expect(text).toContain("Zoeller M53");
    expect(text).toContain("age: 11 years");
    expect(text).toMatch(/Nov 19, 2026\s+Test the sump pump/);
    expect(text).toMatch(/Nov 22, 2026\s+Replace the HVAC filter/);
    expect(text).toContain("done by Zoé Michalowska");
    expect(text).toContain("$12.50");
    expect(text).toContain("Page 1 of 1");
  });

  test("asks for a signed-in member: no token is a 401, and a home's record never shows another's work", async () => {
    expect((await fetch(`${server.baseURL}/api/home/record.pdf`)).status).toBe(401);
    await homeWithTwoCompletions();
    const stranger = await signUp(server);
    expect((await stranger.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [] })).status).toBe(200);
    const { text } = await extractText(new Uint8Array((await download(stranger, "/api/home/record.pdf")).bytes), { mergePages: true });
    expect(text).toContain("No appliances recorded.");
    expect(text).toContain("No completed work recorded yet.");
    expect(text).not.toContain("Zoeller");
  });
});

describe("GET /api/home/record.csv", () => {
  test("answers a CSV attachment with one row per completion, quoted and escaped, then the appliances with no work yet", async () => {
    const user = await homeWithTwoCompletions();
    const response = await download(user, "/api/home/record.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe("attachment; filename=hearthkeep-maintenance-record.csv");
    const text = response.bytes.toString("utf8");
    expect(text.startsWith("\uFEFFDate done,")).toBe(true);
    expect(text).toContain("\r\n");

    const rows = parse(text, { bom: true });
    expect(rows[0]).toEqual([...RECORD_CSV_HEADER]);
    const work = rows.slice(1).filter((row) => row[0] !== "");
    expect(work).toHaveLength(2);
    expect(work[0]).toEqual([
      "2026-11-19",
      "Test the sump pump",
      "Basement pump — Łódź model",
      "Sump Pump",
      "Zoeller",
      "M53",
      "11 years",
      "Zoé Michałowska",
      "25",
      "12.50",
      // The quotes and the line break survive; the line that starts like a formula is escaped.
      'Float "stuck", freed it\n=SUM(A1)',
    ]);
    expect(work[1]!.slice(0, 2)).toEqual(["2026-11-22", "Replace the HVAC filter"]);
    expect(rows.slice(1).filter((row) => row[0] === "")).toEqual([]);
  });

  test("a cell that starts like a formula is written so a spreadsheet shows it as text", async () => {
    const user = await signUp(server, { name: "=HYPERLINK(1)" });
    expect((await user.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "sump-pump" }] })).status).toBe(200);
    const task = await openTask(user, "test-sump-pump");
    expect((await user.client.put(`/api/tasks/${task.id}/complete`, { notes: "+1 new float" })).status).toBe(200);
    const rows = parse((await download(user, "/api/home/record.csv")).bytes.toString("utf8"), { bom: true });
    expect(rows[1]).toEqual(expect.arrayContaining(["'=HYPERLINK(1)", "'+1 new float"]));
  });
});
