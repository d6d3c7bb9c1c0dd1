import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { csrfTokenOf, password, signUpInBrowser, uniqueEmail } from "./accounts.ts";

// Signing up hashes a password and onboarding schedules a home: on a busy machine either can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

/*
 * Where the home is (docs/product.md §5.7), against the real server: the seasons a location gives, said in
 * words at onboarding and followed by the schedule; and a climate changed in settings, which moves what is
 * to come and leaves what was done as it was. Seasonal tasks fall due on the first of their season's month
 * whatever today is, so these journeys hold on any day the server's clock shows.
 */

type Task = { id: string; masterTaskSlug: string | null; dueDate: string; isCompleted?: boolean };

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const monthOf = (date: string | undefined) => Number(date?.slice(5, 7));

/** The API as the signed-in page's own session: a fresh access token from the refresh cookie the page holds. */
async function apiOfPage(page: Page) {
  const request: APIRequestContext = page.request;
  const csrf = await csrfTokenOf(request);
  const refreshed = await request.post("/api/auth/refresh", { headers: { "X-CSRF-Token": csrf } });
  expect(refreshed.ok(), await refreshed.text()).toBe(true);
  const { accessToken } = (await refreshed.json()) as { accessToken: string };
  const headers = { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}`, "X-Time-Zone": "UTC" };
  const get = async (path: string): Promise<unknown> => {
    const response = await request.get(path, { headers, maxRetries: 2 });
    expect(response.ok(), await response.text()).toBe(true);
    return response.json();
  };
  return {
    get,
    read: async <T>(path: string): Promise<T> => ((await get(path)) as { data: T }).data,
    send: async (method: "post" | "put", path: string, body: object = {}) => {
      const response = await request[method](path, { headers, data: body });
      expect(response.ok(), await response.text()).toBe(true);
    },
  };
}

/**
 * Picks an option of a select by keyboard: a pointer's click on an option of a list that is still placing
 * itself under a busy machine can land before the list takes it, and leave it open.
 */
async function choose(page: Page, select: string, option: string) {
  const combobox = page.getByRole("combobox", { name: select });
  await combobox.focus();
  await combobox.press("Enter");
  const item = page.getByRole("option", { name: option, exact: true });
  await item.focus();
  await item.press("Enter");
  await expect(combobox).toContainText(option);
}

const dueDatesOf = (tasks: readonly Task[]) => new Map(tasks.map((task) => [task.masterTaskSlug ?? task.id, task.dueDate]));

test("onboarding with a Sydney postcode says 'Southern hemisphere', and the first AC service falls in the southern spring", async ({ page }) => {
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Get started" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  // The house's suggestion has central air; keep it.
  await expect(page.getByRole("checkbox", { name: "Central AC", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(stepHeading(page, "How old are they?")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  await expect(stepHeading(page, "Where is your home?")).toBeVisible();
  await choose(page, "Country", "Australia");
  await page.getByRole("textbox", { name: "Postal code (optional)" }).fill("2000");
  await expect(page.getByText("Southern hemisphere · mild, no hard freezes")).toBeVisible();
  await page.getByRole("button", { name: "Use this location" }).click();

  await expect(stepHeading(page, "Check and finish")).toBeVisible();
  await expect(page.getByText("Southern hemisphere · mild, no hard freezes")).toBeVisible();
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const api = await apiOfPage(page);
  const tasks = await api.read<Task[]>("/api/tasks/for-dashboard");
  const acService = tasks.filter((task) => task.masterTaskSlug === "ac-schedule-service").map((task) => task.dueDate).sort()[0];
  // September to November: the southern spring, before its summer.
  expect([9, 10, 11]).toContain(monthOf(acService));
  // Sydney does not freeze hard: no outdoor-faucet winterizing was planned.
  expect(tasks.some((task) => task.masterTaskSlug === "winterize-outdoor-faucets")).toBe(false);
  const location = (await api.get("/api/home/location")) as { location: object; climate: { description: string } };
  expect(location.location).toEqual({ countryCode: "AU", postalCode: "2000" });
  expect(location.climate.description).toBe("Southern hemisphere · mild, no hard freezes");
});

test("changing the climate in settings moves the future seasonal tasks and leaves a completed one as it was", async ({ page }) => {
  // A house set up without a location: northern months, hard freezes.
  const csrf = await csrfTokenOf(page.request);
  const signup = await page.request.post("/api/auth/signup", { data: { email: uniqueEmail("climate"), password, name: "Robin" }, headers: { "X-CSRF-Token": csrf } });
  expect(signup.status(), await signup.text()).toBe(201);
  const api = await apiOfPage(page);
  await api.send("post", "/api/users/onboarding-complete", { homeType: "house", appliances: ["central-ac", "furnace", "outdoor-faucets"].map((type) => ({ type })) });

  const before = await api.read<Task[]>("/api/tasks/for-dashboard");
  const faucets = before.find((task) => task.masterTaskSlug === "winterize-outdoor-faucets")!;
  expect(faucets, "the faucets' winterizing is planned where it freezes").toBeDefined();
  await api.send("put", `/api/tasks/${faucets.id}/complete`);
  const beforeDue = dueDatesOf(before);
  expect(monthOf(beforeDue.get("ac-schedule-service"))).toBe(4);

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Where your home is" })).toBeVisible();
  await choose(page, "Climate", "hot and humid, no hard freezes");
  await expect(page.getByText("Northern hemisphere · hot and humid, no hard freezes")).toBeVisible();
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Location saved. Upcoming seasonal tasks have moved to your seasons.")).toBeVisible();

  const after = dueDatesOf(await api.read<Task[]>("/api/tasks/for-dashboard"));
  // Hot and humid homes cool earlier: the AC service comes forward from April to March.
  expect(monthOf(after.get("ac-schedule-service"))).toBe(3);
  expect(after.get("ac-schedule-service")).not.toBe(beforeDue.get("ac-schedule-service"));
  // The completed winterizing keeps its day and stays done; no new one is planned where nothing freezes.
  const done = await api.read<Task>(`/api/tasks/${faucets.id}/details`);
  expect(done).toMatchObject({ isCompleted: true, dueDate: faucets.dueDate });
  expect(after.has("winterize-outdoor-faucets")).toBe(false);
});
