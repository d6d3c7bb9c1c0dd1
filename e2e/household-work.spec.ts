import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./accessibility.ts";
import { csrfTokenOf, latestEmailTo, onboardedHome, password, uniqueEmail, type Account } from "./accounts.ts";

/*
 * The shared home's work against the real server and its mailer (docs/product.md §6.5): a task given to a
 * member is done by them in their browser and the owner's history says who did it; a person with two homes
 * switches between them and sees both homes' tasks at once. Each person has a browser of their own.
 *
 * Checked below the browser, where a journey cannot reach: the reminder of a given task goes to its
 * assignee only (server/jobs/household-reminders.int.test.ts: the reminder run needs a clock set to the
 * reminder's morning), and two members completing the same task at once leave one completion
 * (server/routes/household-work.int.test.ts).
 */

type ApiTask = { id: string; name: string; masterTaskSlug: string | null; applianceName: string };

test.use({ timezoneId: "UTC" });
// Journeys of many steps, two people and several sign-ins against the real server.
test.slow();

/** The furnace's filter change, which every furnace gets. */
const FILTER_SLUG = "hvac-replace-filter";

/** Alex's browser: a context of its own (as the journeys' page is configured), Alex signed up and onboarded through its API, so the page opens signed in. */
async function alexsBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, timezoneId: "UTC", serviceWorkers: "block" });
  const page = await context.newPage();
  const api: APIRequestContext = context.request;
  const csrf = await csrfTokenOf(api);
  const account: Account = { email: uniqueEmail("alex"), password };
  const signup = await api.post("/api/auth/signup", { data: { ...account, name: "Alex Morgan" }, headers: { "X-CSRF-Token": csrf } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const headers = { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}`, "X-Time-Zone": "UTC" };
  const onboarding = await api.post("/api/users/onboarding-complete", { data: { homeType: "house", appliances: [{ type: "furnace" }] }, headers });
  expect(onboarding.ok(), await onboarding.text()).toBe(true);
  const exported = await api.get("/api/users/me/export", { headers });
  const homeId = ((await exported.json()) as { home: { id: string } }).home.id;
  const tasks = await api.get("/api/tasks/for-dashboard", { headers, maxRetries: 2 });
  expect(tasks.ok(), await tasks.text()).toBe(true);
  const filter = ((await tasks.json()) as { data: ApiTask[] }).data.find((task) => task.masterTaskSlug === FILTER_SLUG);
  if (!filter) throw new Error("Alex's furnace has no filter change");
  return { context, page, api, headers, homeId, filter };
}

/** Sam follows the e-mailed invitation in `page`, creates an account named Sam Lee from it, and joins. */
async function samJoins(page: Page, request: APIRequestContext, samEmail: string, inviter: string): Promise<void> {
  const email = await latestEmailTo(request, samEmail, `${inviter} invited you to their home on Hearthkeep`);
  const link = /https?:\/\/\S+?(\/invitations\/[A-Za-z0-9_%-]+)/.exec(email.text)?.[1];
  if (!link) throw new Error(`No invitation link in the e-mail:\n${email.text}`);
  await page.goto(link);
  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("Name (optional)").fill("Sam Lee");
  await page.getByLabel("E-mail").fill(samEmail);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("button", { name: "Accept and join" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Household" })).toBeVisible();
  await expect(page.getByRole("list", { name: "The home's people" }).getByRole("listitem")).toHaveCount(2);
}

test("Alex gives Sam the furnace filter; Sam completes it in the browser, and Alex's history says Sam did it", async ({ page, request, browser, baseURL }) => {
  const alex = await alexsBrowser(browser, baseURL);
  try {
    const samEmail = uniqueEmail("sam");
    const invited = await alex.api.post(`/api/homes/${alex.homeId}/invitations`, { data: { email: samEmail }, headers: alex.headers });
    expect(invited.status(), await invited.text()).toBe(201);
    await samJoins(page, request, samEmail, "Alex Morgan");

    // Alex gives the task to Sam from the dashboard: each card of a shared home says who does it.
    const { filter } = alex;
    await alex.page.goto("/dashboard");
    await expect(alex.page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    await alex.page.getByRole("button", { name: `Assign: who does ${filter.name}` }).click();
    await alex.page.getByRole("menuitemradio", { name: "Sam Lee" }).click();
    const givenToSam = alex.page.getByRole("button", { name: `SL Sam Lee: who does ${filter.name}` });
    await expect(givenToSam).toBeVisible();
    await expectNoSeriousAxeViolations(alex.page, "the dashboard of a shared home, a task given to a member");

    // Sam's dashboard, reached from the household page's header, shows Alex's home (set up: nothing for Sam to
    // set up first), the task as Sam's, and Sam completes it.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    await expect(page.getByRole("button", { name: `SL You: who does ${filter.name}` })).toBeVisible();
    await page.getByRole("button", { name: `Complete ${filter.name}` }).click();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText(`${filter.name} done`)).toBeVisible();

    // Alex's Completed page lists it as done by Sam; so does the task's page.
    await alex.page.goto("/completed");
    await expect(alex.page.getByRole("heading", { level: 1, name: "Completed tasks" })).toBeVisible();
    const done = alex.page.getByRole("listitem").filter({ has: alex.page.getByRole("heading", { level: 4, name: filter.name }) });
    await expect(done).toContainText("by Sam Lee");
    await alex.page.goto(`/task/${filter.id}`);
    const history = alex.page.getByRole("region", { name: "History in your home" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history.getByRole("listitem")).toContainText("Completed by Sam Lee");
    await expectNoSeriousAxeViolations(alex.page, "a shared home's task page, done by another member");

    // Sam's own page of it says Sam did it.
    await page.goto(`/task/${filter.id}`);
    await expect(page.getByRole("region", { name: "History in your home" }).getByRole("listitem")).toContainText("Completed by you");
  } finally {
    await alex.context.close();
  }
});

/** Whether the dashboard shown lists a task of this name, the later ones unfolded. */
async function dashboardShows(page: Page, taskName: string, shown: boolean): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your tasks" })).toBeVisible();
  const showLater = page.getByRole("button", { name: /^Show \d+ later/ });
  if (await showLater.isVisible()) await showLater.click();
  await expect(page.getByRole("region", { name: "Your tasks" }).getByRole("button", { name: `Complete ${taskName}`, exact: true })).toHaveCount(shown ? 1 : 0);
}

test("a second home: added and set up from Settings, switched to and back, and both homes' tasks in All my homes, each labelled", async ({ page }) => {
  // The first home has gutters, which the second, a condo, is not offered; the condo has a dishwasher.
  const home = await onboardedHome(page, [{ type: "gutters-downspouts" }], "two-homes");
  const firstHomeTasks = await home.read<ApiTask[]>("/api/tasks/for-dashboard");
  // A task of the gutters themselves (the home-wide tasks every home gets come with the first appliance too).
  const gutters = firstHomeTasks.find((task) => task.masterTaskSlug?.includes("gutter"));
  if (!gutters) throw new Error(`No gutter task in the first home: ${JSON.stringify(firstHomeTasks.map((task) => task.masterTaskSlug))}`);
  expect(firstHomeTasks.some((task) => task.applianceName === "Dishwasher")).toBe(false);

  // With one home there is nothing to switch to: Settings offers to add one.
  await page.goto("/settings");
  await page.getByRole("button", { name: "Add a home" }).click();
  await expect(page).toHaveURL(/\/homes\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add a home" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the page that names a new home");
  await page.getByLabel("Home name").fill("Lake cottage");
  await page.getByRole("button", { name: "Create and set up" }).click();

  // The usual onboarding sets it up: a condo with its suggested appliances.
  await expect(page).toHaveURL(/\/homes\/new\/setup$/);
  await page.getByRole("button", { name: "Get started" }).click();
  await page.getByRole("radio", { name: "Condo" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("checkbox", { name: "Dishwasher", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "How old are they?" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await page.getByRole("button", { name: "Finish setup" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The new home is the one shown; the header's switcher goes back to the first and forth again.
  const switcher = (name: string) => page.getByRole("button", { name: `${name}, switch home` });
  await expect(switcher("Lake cottage")).toBeVisible();
  await dashboardShows(page, gutters.name, false);
  await switcher("Lake cottage").click();
  await expect(page.getByRole("menuitemradio", { name: /^Lake cottage/ })).toBeChecked();
  await page.getByRole("menuitemradio", { name: /^My home/ }).click();
  await expect(switcher("My home")).toBeVisible();
  await dashboardShows(page, gutters.name, true);
  await expectNoSeriousAxeViolations(page, "the dashboard of a person with two homes");
  await switcher("My home").click();
  await page.getByRole("menuitemradio", { name: /^Lake cottage/ }).click();
  await expect(switcher("Lake cottage")).toBeVisible();
  await dashboardShows(page, gutters.name, false);

  // All my homes: one list of both homes' tasks, each saying which home it is of.
  const scope = page.getByRole("group", { name: "Which homes" });
  await scope.getByRole("button", { name: "All my homes" }).click();
  await expect(page).toHaveURL(/[?&]homes=all\b/);
  await expect(scope.getByRole("button", { name: "All my homes" })).toHaveAttribute("aria-pressed", "true");
  const everyHome = page.getByRole("list", { name: "All my homes" });
  const ofFirstHome = everyHome.getByRole("listitem").filter({ hasText: "Home: My home" });
  const ofLakeCottage = everyHome.getByRole("listitem").filter({ hasText: "Home: Lake cottage" });
  await expect(ofFirstHome).toHaveCount(firstHomeTasks.length);
  await expect(ofFirstHome.filter({ hasText: gutters.name })).toHaveCount(1);
  await expect(ofFirstHome.filter({ hasText: "Dishwasher" })).toHaveCount(0);
  await expect(ofLakeCottage.filter({ hasText: "Dishwasher" }).first()).toBeVisible();
  await expect(ofLakeCottage.filter({ hasText: gutters.name })).toHaveCount(0);
  await expect(everyHome.getByRole("listitem")).toHaveCount(firstHomeTasks.length + (await ofLakeCottage.count()));
  await expectNoSeriousAxeViolations(page, "the dashboard's All my homes");

  // Back to the shown home's own dashboard.
  await scope.getByRole("button", { name: "Lake cottage" }).click();
  await expect(page).not.toHaveURL(/homes=all/);
  await expect(everyHome).toHaveCount(0);
  await dashboardShows(page, gutters.name, false);
});
