import type { APIRequestContext, Page } from "@playwright/test";
import { expect as baseExpect, test } from "./fixtures.ts";
import { signUpInBrowser } from "./accounts.ts";

// Signing up hashes a password and onboarding schedules a home: on a busy machine either can take seconds.
const expect = baseExpect.configure({ timeout: 30_000 });

/*
 * Onboarding against the real server: from a new account to a scheduled home. The server's answers are
 * read through the page's own session (its refresh cookie), as the app reads them.
 */

type DashboardTask = { masterTaskSlug: string | null; applianceName: string };

/** The signed-in page's API session: a fresh access token from the refresh cookie the page holds. */
async function apiOf(page: Page): Promise<{ get: (path: string) => Promise<unknown> }> {
  const request: APIRequestContext = page.request;
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === "csrf_token")?.value ?? "";
  const refreshed = await request.post("/api/auth/refresh", { headers: { "X-CSRF-Token": csrf } });
  expect(refreshed.ok(), await refreshed.text()).toBe(true);
  const { accessToken } = (await refreshed.json()) as { accessToken: string };
  return {
    get: async (path) => {
      const response = await request.get(path, { headers: { Authorization: `Bearer ${accessToken}` } });
      expect(response.ok(), await response.text()).toBe(true);
      return response.json() as Promise<unknown>;
    },
  };
}

// Long journeys of many steps: give them room on a busy machine.
test.describe.configure({ timeout: 240_000 });

const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });

test("a new user sets up a house with five appliances and two ages, and gets their tasks", async ({ page }) => {
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your home" })).toBeVisible();

  await page.getByRole("button", { name: "Get started" }).click();
  await expect(stepHeading(page, "What kind of home is it?")).toBeVisible();
  await expect(page.getByRole("radio", { name: "House", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();

  // The house's suggestion is ticked; keep three of it and find two more by searching.
  await expect(stepHeading(page, "What do you have?")).toBeVisible();
  for (const name of ["Central AC", "Washing Machine", "Gutters & Downspouts", "Roof", "Smoke & CO Detectors"]) {
    await page.getByRole("checkbox", { name, exact: true }).click();
  }
  await expect(page.getByText("3 selected")).toBeVisible();
  const search = page.getByRole("searchbox", { name: "Search appliances" });
  await search.fill("boiler");
  await page.getByRole("checkbox", { name: "Boiler", exact: true }).click();
  await search.fill("AC");
  await expect(page.getByRole("checkbox", { name: "Central AC", exact: true })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Refrigerator", exact: true })).toHaveCount(0);
  await search.fill("dishw");
  await page.getByRole("checkbox", { name: "Dishwasher", exact: true }).click();
  await expect(page.getByText("5 selected")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Two ages; the rest stay "not sure". Then a reload: the same step, the same choices.
  await expect(stepHeading(page, "How old are they?")).toBeVisible();
  // An age it cannot take, typed key by key and followed at once by a mouse click on Next: the message is
  // already under the field, so the button does not move under the pointer, the click lands, and the
  // step stays with the focus taken to the field.
  const furnaceAge = page.getByRole("group", { name: "Furnace", exact: true }).getByRole("spinbutton");
  await page.getByRole("group", { name: "Furnace", exact: true }).getByRole("checkbox", { name: /Not sure/ }).click();
  await furnaceAge.selectText();
  await furnaceAge.pressSequentially("999");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(furnaceAge).toBeFocused();
  await expect(page.getByRole("group", { name: "Furnace", exact: true }).getByRole("alert")).toHaveText("Enter a number from 0 to 50.");
  await expect(stepHeading(page, "How old are they?")).toBeVisible();
  await page.getByRole("group", { name: "Furnace", exact: true }).getByRole("checkbox", { name: /Not sure/ }).click();
  for (const [name, years] of [["Furnace", "12"], ["Boiler", "3"]] as const) {
    const row = page.getByRole("group", { name, exact: true });
    await row.getByRole("checkbox", { name: /Not sure/ }).click();
    await row.getByRole("spinbutton").fill(years);
    await row.getByRole("spinbutton").press("Enter");
  }
  await page.reload();
  await expect(stepHeading(page, "How old are they?")).toBeVisible();
  await expect(page.getByRole("group", { name: "Furnace", exact: true }).getByRole("spinbutton")).toHaveValue("12");
  await expect(page.getByRole("group", { name: "Boiler", exact: true }).getByRole("spinbutton")).toHaveValue("3");
  await expect(page.getByRole("group", { name: "Dishwasher", exact: true }).getByRole("checkbox", { name: /Not sure/ })).toBeChecked();

  // Browser back and forward move between the steps.
  await page.goBack();
  await expect(stepHeading(page, "What do you have?")).toBeVisible();
  await expect(page.getByText("5 selected")).toBeVisible();
  await page.goForward();
  await expect(stepHeading(page, "How old are they?")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // Where the home is: optional, and skipped here; its own journey types a postcode (home-location.spec.ts).
  await expect(stepHeading(page, "Where is your home?")).toBeVisible();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(stepHeading(page, "Check and finish")).toBeVisible();
  await expect(page.getByText("12 years old")).toBeVisible();
  await expect(page.getByTestId("year-preview")).toHaveText(/^\d+ tasks a year, about \d+ hours?$/);
  await page.getByRole("button", { name: "Finish setup" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const api = await apiOf(page);
  const { data: tasks } = (await api.get("/api/tasks/for-dashboard")) as { data: DashboardTask[] };
  const appliancesWithTasks = new Set(tasks.map((task) => task.applianceName));
  expect([...appliancesWithTasks].sort()).toEqual(["Boiler", "Dishwasher", "Furnace", "Refrigerator", "Water Heater (Tank)"]);
  const { data: appliances } = (await api.get("/api/appliances")) as { data: { type: string; installDate: string | null }[] };
  expect(appliances.filter((appliance) => appliance.installDate !== null).map((appliance) => appliance.type).sort()).toEqual(["boiler", "furnace"]);

  // Opening /onboarding again leads to the dashboard; the server's answer to a second onboarding adds nothing.
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/dashboard$/);
  const again = await page.evaluate(async () => {
    const csrf = document.cookie.split("; ").find((part) => part.startsWith("csrf_token="))?.split("=")[1] ?? "";
    const refresh = await fetch("/api/auth/refresh", { method: "POST", headers: { "X-CSRF-Token": csrf }, credentials: "include" });
    const { accessToken } = (await refresh.json()) as { accessToken: string };
    const response = await fetch("/api/users/onboarding-complete", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ homeType: "house", appliances: [{ type: "furnace" }, { type: "boiler" }, { type: "dishwasher" }] }),
    });
    return (await response.json()) as { tasksCreated: number };
  });
  expect(again.tasksCreated).toBe(0);
  const after = await apiOf(page);
  const { data: tasksAfter } = (await after.get("/api/tasks/for-dashboard")) as { data: DashboardTask[] };
  expect(tasksAfter).toHaveLength(tasks.length);
});

test("a typical house (home type, six appliances, no ages) takes at most 12 clicks or key presses", async ({ page }) => {
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  let actions = 0;
  const click = async (role: "button" | "checkbox", name: string) => {
    actions += 1;
    await page.getByRole(role, { name, exact: true }).click();
  };

  await click("button", "Get started");
  await expect(page.getByRole("radio", { name: "House", exact: true })).toBeChecked();
  await click("button", "Next");
  // The house's suggestion holds eight; a home without a roof of its own to look after unticks two.
  await expect(page.getByText("8 selected")).toBeVisible();
  await click("checkbox", "Roof");
  await click("checkbox", "Gutters & Downspouts");
  await expect(page.getByText("6 selected")).toBeVisible();
  await click("button", "Next");
  await expect(stepHeading(page, "How old are they?")).toBeVisible();
  await click("button", "Next");
  await click("button", "Skip for now");
  await click("button", "Finish setup");
  await expect(page).toHaveURL(/\/dashboard$/);

  expect(actions).toBeLessThanOrEqual(12);
});

test("when the server refuses, the choices stay and a retry finishes without doubling anything", async ({ page }) => {
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole("button", { name: "Get started" }).click();
  await page.getByRole("radio", { name: "Condo" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("5 selected")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();

  let refused = false;
  await page.route("**/api/users/onboarding-complete", async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ error: { code: "UNAVAILABLE", message: "The service is unavailable" } }) });
  });
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The service is unavailable" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByText("Appliances (5)")).toBeVisible();

  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const api = await apiOf(page);
  const { data: appliances } = (await api.get("/api/appliances")) as { data: { type: string }[] };
  expect(appliances.map((appliance) => appliance.type).sort()).toEqual(["bathroom-exhaust-fans", "central-ac", "dishwasher", "refrigerator", "smoke-co-detectors"]);
});
