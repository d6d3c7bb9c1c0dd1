import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { parse } from "csv-parse/sync";
import { extractText } from "unpdf";
import { appliancesResponseSchema, dashboardTasksResponseSchema, type ServerTask } from "@domain/contract/index.ts";
import { homesResponseSchema } from "@domain/contract/homes.ts";
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
    expect(text).toContain("Maintenance record of My home");
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
    expect(text.startsWith("\uFEFFHome,Date done,")).toBe(true);
    expect(text).toContain("\r\n");

    const rows = parse(text, { bom: true });
    expect(rows[0]).toEqual([...RECORD_CSV_HEADER]);
    const work = rows.slice(1).filter((row) => row[1] !== "");
    expect(work).toHaveLength(2);
    expect(work[0]).toEqual([
      "My home",
      "2026-11-19",
      "Test the sump pump",
      "Basement pump — Łódź model",
      "Sump Pump",
      "Zoeller",
      "M53",
      "11 years",
      "",
      "",
      "Zoé Michałowska",
      "25",
      "12.50",
      // The quotes and the line break survive; the line that starts like a formula is escaped.
      'Float "stuck", freed it\n=SUM(A1)',
      "",
      "",
      "",
    ]);
    expect(work[1]!.slice(1, 3)).toEqual(["2026-11-22", "Replace the HVAC filter"]);
    expect(rows.slice(1).filter((row) => row[1] === "")).toEqual([]);
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

/** The record's home named, a warranty on the pump and two documents: the pump's manual and one of the home's own. */
async function homeWithWarrantyAndDocuments(): Promise<{ user: SignedInClient; pumpId: string; furnaceId: string }> {
  const user = await homeWithTwoCompletions();
  const { homes } = homesResponseSchema.parse((await user.client.get("/api/homes")).body);
  expect((await user.client.put(`/api/homes/${homes[0]!.id}`, { name: "Maple Street" })).status).toBe(200);
  const appliances = appliancesResponseSchema.parse((await user.client.get("/api/appliances")).body).data;
  const pumpId = appliances.find((appliance) => appliance.type === "sump-pump")!.id;
  const furnaceId = appliances.find((appliance) => appliance.type === "furnace")!.id;
  expect((await user.client.put(`/api/appliances/${pumpId}/warranty`, { startsOn: "2025-03-10", lengthMonths: 36, provider: "Zoeller Care" })).status).toBe(200);
  const upload = (name: string, fields: Record<string, string>) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append("file", new Blob([new Uint8Array(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n"))], { type: "application/pdf" }), name);
    return user.client.post("/api/documents", undefined, { form });
  };
  expect((await upload("Pump manual.pdf", { kind: "manual", applianceId: pumpId })).status).toBe(201);
  expect((await upload("Deed.pdf", { kind: "other" })).status).toBe(201);
  return { user, pumpId, furnaceId };
}

describe("the record's warranties and documents", () => {
  test("the PDF names the home, gives each warranty's last day and provider, and lists the documents", async () => {
    const { user } = await homeWithWarrantyAndDocuments();
    const { text } = await extractText(new Uint8Array((await download(user, "/api/home/record.pdf")).bytes), { mergePages: true });
    expect(text).toContain("Maintenance record of Maple Street");
    expect(text).toContain("Under warranty until Mar 9, 2028 (Zoeller Care)");
    expect(text).toContain("Documents");
    // The day a document was uploaded is the database's, not the test's clock.
    expect(text).toMatch(/Pump manual\.pdf\s+Manual · Basement pump — Lódz model · uploaded [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).toMatch(/Deed\.pdf\s+Other · the home · uploaded [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  });

  test("the CSV carries the home's name, the warranty beside its appliance and a row per document", async () => {
    const { user } = await homeWithWarrantyAndDocuments();
    const rows: string[][] = parse((await download(user, "/api/home/record.csv")).bytes.toString("utf8"), { bom: true });
    const column = (name: (typeof RECORD_CSV_HEADER)[number]) => RECORD_CSV_HEADER.indexOf(name);
    expect(new Set(rows.slice(1).map((row) => row[column("Home")]))).toEqual(new Set(["Maple Street"]));
    const pumpWork = rows.find((row) => row[column("Task")] === "Test the sump pump")!;
    expect([pumpWork[column("Warranty until")], pumpWork[column("Warranty provider")]]).toEqual(["2028-03-09", "Zoeller Care"]);
    const documents = rows.filter((row) => row[column("Document")] !== "" && row !== rows[0]);
    expect(documents.map((row) => [row[column("Document")], row[column("Document kind")], row[column("Appliance")], row[column("Uploaded")]])).toEqual([
      ["Deed.pdf", "Other", "", expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
      ["Pump manual.pdf", "Manual", "Basement pump — Łódź model", expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/)],
    ]);
  });
});

describe("one appliance's record, ?applianceId=", () => {
  test("holds that appliance's details, work, warranty and documents only", async () => {
    const { user, pumpId } = await homeWithWarrantyAndDocuments();
    const { text } = await extractText(new Uint8Array((await download(user, `/api/home/record.pdf?applianceId=${pumpId}`)).bytes), { mergePages: true });
    expect(text).toMatch(/Maintenance record of Basement pump — Lódz\s+model, Maple Street/);
    expect(text).toContain("Test the sump pump");
    expect(text).not.toContain("Replace the HVAC filter");
    expect(text).toContain("Pump manual.pdf");
    expect(text).not.toContain("Deed.pdf");

    const rows: string[][] = parse((await download(user, `/api/home/record.csv?applianceId=${pumpId}`)).bytes.toString("utf8"), { bom: true });
    expect(new Set(rows.slice(1).map((row) => row[RECORD_CSV_HEADER.indexOf("Appliance")]))).toEqual(new Set(["Basement pump — Łódź model"]));
  });

  test("another home's appliance answers 404, and a malformed id 400", async () => {
    const { pumpId } = await homeWithWarrantyAndDocuments();
    const stranger = await signUp(server);
    expect((await stranger.client.post("/api/users/onboarding-complete", { homeType: "house", appliances: [] })).status).toBe(200);
    expect((await download(stranger, `/api/home/record.pdf?applianceId=${pumpId}`)).status).toBe(404);
    expect((await download(stranger, `/api/home/record.csv?applianceId=${pumpId}`)).status).toBe(404);
    expect((await download(stranger, "/api/home/record.csv?applianceId=not-an-id")).status).toBe(400);
  });
});
