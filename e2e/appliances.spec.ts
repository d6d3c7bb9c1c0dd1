import type { Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { createOnboardedAccount, signInWithForm } from "./accounts.ts";

// Each step waits on the real server, which a busy machine slows down.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 240_000 });

type Task = { applianceId: string; applianceName: string; dueDate: string; masterTaskSlug: string | null };
type Appliance = { id: string; type: string; name: string; brand: string | null; installDate: string | null; openTaskCount: number };

/** Reads the API with the page's own session (a fresh access token from its refresh cookie). */
async function read<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (target) => {
    const csrf = document.cookie.split("; ").find((part) => part.startsWith("csrf_token="))?.split("=")[1] ?? "";
    const refresh = await fetch("/api/auth/refresh", { method: "POST", headers: { "X-CSRF-Token": csrf }, credentials: "include" });
    const { accessToken } = (await refresh.json()) as { accessToken: string };
    const response = await fetch(target, { headers: { Authorization: `Bearer ${accessToken}` }, credentials: "include" });
    return (await response.json()) as unknown;
  }, path) as Promise<T>;
}

const sumpPumpTasks = async (page: Page) =>
  (await read<{ data: Task[] }>(page, "/api/tasks/for-dashboard")).data.filter((task) => task.masterTaskSlug === "test-sump-pump");

function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

test("an appliance is added, edited and removed on /appliances/add, and the task list follows each step", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "appliances");
  await page.goto("/appliances/add");
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await signInWithForm(page, account);
  await expect(page.getByRole("heading", { level: 1, name: "Your appliances" })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "Furnace" })).toBeVisible();
  expect(await sumpPumpTasks(page)).toEqual([]);

  // Add: search, tick, add.
  await page.getByRole("searchbox", { name: "Search appliances" }).fill("sump");
  await page.getByRole("checkbox", { name: "Sump Pump", exact: true }).click();
  await page.getByRole("button", { name: "Add 1 appliance" }).click();
  const row = page.getByRole("listitem", { name: "Sump Pump" });
  await expect(row).toContainText("1 task");
  await expect.poll(async () => (await sumpPumpTasks(page)).length).toBe(1);
  const [added] = await sumpPumpTasks(page);

  // Edit the brand and the install date: the never-done task is dated again from the new date.
  await row.getByRole("button", { name: "Edit Sump Pump" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Sump Pump" });
  await dialog.getByLabel("Brand (optional)").fill("Zoeller");
  const installDate = daysAgo(20);
  await dialog.getByLabel("Install date (optional)").fill(installDate);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Zoeller");
  const { data: appliances } = await read<{ data: Appliance[] }>(page, "/api/appliances");
  expect(appliances.find((appliance) => appliance.type === "sump-pump")).toMatchObject({ brand: "Zoeller", installDate, openTaskCount: 1 });
  await expect.poll(async () => (await sumpPumpTasks(page))[0]?.dueDate).not.toBe(added!.dueDate);

  // Remove: the confirmation says how many scheduled tasks go with it.
  await row.getByRole("button", { name: "Remove Sump Pump" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Sump Pump?" });
  await expect(confirm).toContainText("Its scheduled task goes with it.");
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByRole("listitem", { name: "Sump Pump" })).toHaveCount(0);
  await expect.poll(async () => (await sumpPumpTasks(page)).length).toBe(0);
  const notes = await read<{ data: { title: string; message: string }[] }>(page, "/api/notifications");
  expect(notes.data.map((note) => [note.title, note.message])).toEqual(
    expect.arrayContaining([
      ["Appliance Added", "Sump Pump has been added to your home"],
      ["Appliance Removed", "Sump Pump has been removed from your home"],
    ]),
  );
});
