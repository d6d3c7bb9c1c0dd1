import { readFile } from "node:fs/promises";
import type { Download, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./accessibility.ts";
import { createOnboardedAccount, csrfTokenOf, onboardedHome } from "./accounts.ts";

// Each step waits on the real server, which a busy machine slows down.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

type Task = { id: string; name: string; applianceId: string; dueDate: string };
type ApplianceRow = { id: string; installDate: string | null };
type DocumentRow = { id: string; name: string };

/** A whole, valid one-page PDF: header, catalog, pages, page, cross-reference table and trailer. */
function minimalPdf(): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R] /Count 1 >>", "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>"];
  let body = "%PDF-1.4\n";
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** An 8 × 8 baseline JPEG (the server reads it to make a thumbnail, so it has to be a real one). */
const minimalJpeg = Buffer.from(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAIAAgDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABf/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJABxh//2Q==",
  "base64",
);

/** Whole years from `made` to the browser's today (UTC, as the page counts them). */
async function yearsSince(page: Page, made: string): Promise<number> {
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  const [year, monthDay] = [Number(today.slice(0, 4)), today.slice(5)];
  return year - Number(made.slice(0, 4)) - (monthDay < made.slice(5) ? 1 : 0);
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** Chooses a file in the documents panel's file input, as the "Upload a file" button's chooser would. */
async function uploadDocument(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole("region", { name: "Documents and photos" }).getByLabel("Choose a file to upload").setInputFiles(file);
}

test("a water heater's brand and serial number give its age, which replaces the age band in its schedule", async ({ page, request }) => {
  const home = await onboardedHome(page, [{ type: "water-heater-tank", yearsOld: 2 }], "appliance-record");
  const dueDates = async () => (await home.read<Task[]>("/api/tasks/for-dashboard")).map((task) => task.dueDate).sort();
  const before = await dueDates();

  await page.goto("/appliances");
  const heater = page.getByRole("link", { name: "Water Heater (Tank)" });
  await expect(page.getByRole("heading", { level: 1, name: "Your appliances" })).toBeVisible();
  await heater.click();
  await expect(page.getByRole("heading", { level: 1, name: "Water Heater (Tank)" })).toBeVisible();
  await expect(page.getByText("About 2 years old (the age you picked)")).toBeVisible();

  await page.getByRole("button", { name: "Edit details" }).click();
  await page.getByLabel("Brand (optional)").fill("Bradford White");
  await page.getByLabel("Serial number (optional)").fill("MC1234567");
  await page.getByRole("button", { name: "Save changes" }).click();

  const estimate = page.getByRole("region", { name: "Age from the serial number" });
  await expect(estimate).toContainText("Estimated from the serial number: March 2015");
  await estimate.getByRole("button", { name: "Accept March 2015" }).click();
  await expect(estimate).toBeHidden();
  // The server keeps the real clock, and the page counts the age from the browser's today.
  const [appliance] = await home.read<ApplianceRow[]>("/api/appliances");
  expect(appliance?.installDate).toMatch(/^2015-03-\d\d$/);
  const years = await yearsSince(page, appliance!.installDate!);
  expect(years).toBeGreaterThanOrEqual(11);
  await expect(page.getByText(`Made Mar 2015 (from the serial number) · ${years} years old`, { exact: true })).toBeVisible();
  await expect.poll(dueDates).not.toEqual(before);

  // Its manual and a photo of its rating plate, kept with it.
  const documents = page.getByRole("region", { name: "Documents and photos" });
  const manual = { name: "water-heater-manual.pdf", mimeType: "application/pdf", buffer: minimalPdf() };
  const plate = { name: "rating-plate.jpg", mimeType: "image/jpeg", buffer: minimalJpeg };
  await uploadDocument(page, manual);
  await expect(documents.getByText(`${manual.name} uploaded.`, { exact: true })).toBeVisible();
  await documents.getByRole("combobox", { name: "Kind of document", exact: true }).click();
  await page.getByRole("option", { name: "Photo" }).click();
  await uploadDocument(page, plate);
  await expect(documents.getByText(`${plate.name} uploaded.`, { exact: true })).toBeVisible();
  const listed = documents.getByRole("list", { name: "Your documents" });
  await expect(listed.getByRole("listitem")).toHaveCount(2);

  for (const file of [manual, plate]) {
    const downloading = page.waitForEvent("download");
    await documents.getByRole("button", { name: `Download ${file.name}` }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(file.name);
    expect((await bytesOf(download)).equals(file.buffer), `the downloaded ${file.name} is the uploaded one`).toBe(true);
  }

  // A web page renamed manual.pdf is refused by its content, and the person is told why.
  await uploadDocument(page, { name: "manual.pdf", mimeType: "application/pdf", buffer: Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>") });
  await expect(documents.getByRole("alert")).toHaveText("Only PDF, JPEG, PNG, WebP and HEIC files can be uploaded.");
  await expect(listed.getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousAxeViolations(page, "the appliance page with its documents");

  // A task completed with details and a photo: the photo goes with that completion, and shows under its work done.
  const [heaterTask] = (await home.read<Task[]>("/api/tasks/for-dashboard")).filter((task) => task.applianceId === appliance!.id);
  await page.goto(`/task/${heaterTask!.id}`);
  await page.getByRole("button", { name: "Complete with details" }).click();
  const dialog = page.getByRole("dialog", { name: "Complete with details" });
  const workPhoto = { name: "flushed-tank.jpg", mimeType: "image/jpeg", buffer: minimalJpeg };
  await dialog.getByLabel("Choose a photo or receipt to attach").setInputFiles(workPhoto);
  await expect(dialog.getByText(/^flushed-tank\.jpg · /)).toBeVisible();
  await dialog.getByRole("button", { name: "Complete task" }).click();
  await expect(page.getByText(`${heaterTask!.name} done`, { exact: true })).toBeVisible();
  await expect.poll(async () => (await home.read<DocumentRow[]>("/api/documents")).map((document) => document.name)).toContain(workPhoto.name);
  await page.goto(`/appliances/${appliance!.id}`);
  const work = page.getByRole("region", { name: "Work done" });
  await expect(work.getByRole("list", { name: `Photos and receipts of ${heaterTask!.name}` }).getByRole("button", { name: `Download ${workPhoto.name}` })).toBeVisible();

  // Someone of another home asking for the manual's address gets "not found".
  const kept = await home.read<DocumentRow[]>(`/api/documents?applianceId=${appliance!.id}`);
  const keptManual = kept.find((document) => document.name === manual.name);
  expect(keptManual).toBeDefined();
  const stranger = await createOnboardedAccount(request, "stranger");
  const csrf = await csrfTokenOf(request);
  const login = await request.post("/api/auth/login", { data: stranger, headers: { "X-CSRF-Token": csrf } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const theirs = await request.get(`/api/documents/${keptManual!.id}/file`, { headers: { Authorization: `Bearer ${accessToken}` } });
  expect(theirs.status()).toBe(404);
  expect((await theirs.body()).includes(manual.buffer.subarray(0, 16))).toBe(false);
});
