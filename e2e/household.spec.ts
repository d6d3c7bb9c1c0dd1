import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./accessibility.ts";
import { csrfTokenOf, latestEmailTo, password, receivedMail, uniqueEmail, verificationLinkIn, type ReceivedMail } from "./accounts.ts";

/*
 * A household from start to end against the real server, its e-mail going over SMTP to the run's listener
 * (docs/product.md §6.5): Alex sets up a home and invites Sam by e-mail; Sam signs up from the link and
 * joins; Alex gives Sam a task, Sam completes it in their browser, and Alex's history says Sam did it; the
 * morning reminder of the task, given to Sam, goes to Sam and not to Alex; Alex adds a second home, switches
 * between the two and sees both homes' tasks at once. Each person has a browser of their own: Sam's is the
 * journey's page, Alex's a context beside it.
 *
 * Checked below the browser, where a journey cannot reach: two members completing the same task at once
 * leave one completion (server/routes/household-work.int.test.ts).
 */

type ApiTask = { id: string; name: string; masterTaskSlug: string | null; applianceName: string; dueDate: string; assignee: { userId: string; name: string } | null };

/*
 * Nobody else in the run lives here, so the reminders asked for at 8 a.m. in this zone are Alex's and Sam's
 * alone: the other journeys' people get no notification in the middle of theirs.
 */
const timeZone = "Asia/Kathmandu";
test.use({ timezoneId: timeZone });
// A journey of many steps, two people and several sign-ins against the real server.
test.slow();

/** The furnace's filter change, which every furnace gets. */
const FILTER_SLUG = "hvac-replace-filter";
const verificationSubject = "Verify your address for Hearthkeep";

/** Alex's browser: a context of its own (as the journeys' page is configured), Alex signed up through its API, so its page opens signed in. */
async function alexsBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, timezoneId: timeZone, serviceWorkers: "block" });
  const page = await context.newPage();
  const api: APIRequestContext = context.request;
  const csrf = await csrfTokenOf(api);
  const email = uniqueEmail("alex");
  const signup = await api.post("/api/auth/signup", { data: { email, password, name: "Alex Morgan" }, headers: { "X-CSRF-Token": csrf, "X-Time-Zone": timeZone } });
  expect(signup.status(), await signup.text()).toBe(201);
  const { accessToken } = (await signup.json()) as { accessToken: string };
  const headers = { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}`, "X-Time-Zone": timeZone };
  return {
    context,
    page,
    email,
    headers,
    post: async (path: string, data: object) => {
      const response = await api.post(path, { data, headers });
      expect(response.ok(), await response.text()).toBe(true);
      return response;
    },
    exported: async () => {
      const response = await api.get("/api/users/me/export", { headers, maxRetries: 2 });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as { home: { id: string } };
    },
    /** The `data` of an answer; retried on a connection the server closed as idle, a read being safe to send again. */
    read: async <T,>(path: string): Promise<T> => {
      const response = await api.get(path, { headers, maxRetries: 2 });
      expect(response.ok(), await response.text()).toBe(true);
      return ((await response.json()) as { data: T }).data;
    },
  };
}

/** Opens the link of the newest verification e-mail to `email` in `page`, as its owner would. */
async function verifyAddress(page: Page, email: string): Promise<void> {
  await page.goto(verificationLinkIn(await latestEmailTo(email, verificationSubject)));
  await expect(page.getByRole("heading", { level: 1, name: "Address verified" })).toBeVisible();
}

/** Whether the dashboard shown lists a task of this name, the later ones unfolded. */
async function dashboardShows(page: Page, taskName: string, shown: boolean): Promise<void> {
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your tasks" })).toBeVisible();
  const showLater = page.getByRole("button", { name: /^Show \d+ later/ });
  if (await showLater.isVisible()) await showLater.click();
  await expect(page.getByRole("region", { name: "Your tasks" }).getByRole("button", { name: `Complete ${taskName}`, exact: true })).toHaveCount(shown ? 1 : 0);
}

test("Alex invites Sam, Sam joins and does a task, its reminder goes to Sam alone, and Alex keeps a second home", async ({ page, browser, baseURL }) => {
  const alex = await alexsBrowser(browser, baseURL);
  try {
    // Alex sets up a house with a furnace and gutters (which the second home, a condo, is not offered), and
    // verifies the address, so that what reminders Alex gets says something.
    await alex.post("/api/users/onboarding-complete", { homeType: "house", appliances: [{ type: "furnace" }, { type: "gutters-downspouts" }] });
    await verifyAddress(alex.page, alex.email);
    const firstHomeTasks = await alex.read<ApiTask[]>("/api/tasks/for-dashboard");
    const filter = firstHomeTasks.find((task) => task.masterTaskSlug === FILTER_SLUG);
    const gutters = firstHomeTasks.find((task) => task.masterTaskSlug?.includes("gutter"));
    if (!filter || !gutters) throw new Error(`Alex's home lacks the filter change or a gutter task: ${JSON.stringify(firstHomeTasks.map((task) => task.masterTaskSlug))}`);
    const homeId = (await alex.exported()).home.id;

    // The invitation goes out over SMTP, its link in the text and the HTML alike.
    const samEmail = uniqueEmail("sam");
    await alex.post(`/api/homes/${homeId}/invitations`, { email: samEmail });
    const invitation = await latestEmailTo(samEmail, "Alex Morgan invited you to their home on Hearthkeep");
    const link = /https?:\/\/\S+?(\/invitations\/[A-Za-z0-9_%-]+)/.exec(invitation.text)?.[1];
    if (!link) throw new Error(`No invitation link in the e-mail:\n${invitation.text}`);
    expect(invitation.html).toContain(`${link}"`);
    expect(invitation.html).toContain("Alex Morgan");

    // Sam opens it, signs up from it, and joins.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Join their home" })).toBeVisible();
    await expect(page.getByText("Alex Morgan invited you")).toBeVisible();
    await expectNoSeriousAxeViolations(page, "the invitation page, signed out");
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByLabel("Name (optional)").fill("Sam Lee");
    await page.getByLabel("E-mail").fill(samEmail);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    // Back at the invitation, now signed in with the invited address.
    await page.getByRole("button", { name: "Accept and join" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Household" })).toBeVisible();
    const people = page.getByRole("list", { name: "The home's people" });
    await expect(people.getByRole("listitem")).toHaveCount(2);
    await expect(people.getByRole("listitem").first()).toContainText("Alex Morgan");
    await expect(people.getByRole("listitem").first()).toContainText("Owner");
    await expect(people.getByRole("listitem").nth(1)).toContainText("(you)");
    await expect(people.getByRole("listitem").nth(1)).toContainText("Member");
    await expectNoSeriousAxeViolations(page, "the household page");
    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "You are already a member of their home" })).toBeVisible();
    await verifyAddress(page, samEmail);

    // Alex gives the filter change to Sam from the dashboard: each card of a shared home says who does it.
    await alex.page.goto("/dashboard");
    await expect(alex.page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
    await alex.page.getByRole("button", { name: `Assign: who does ${filter.name}` }).click();
    await alex.page.getByRole("menuitemradio", { name: "Sam Lee" }).click();
    await expect(alex.page.getByRole("button", { name: `SL Sam Lee: who does ${filter.name}` })).toBeVisible();
    await expectNoSeriousAxeViolations(alex.page, "the dashboard of a shared home, a task given to a member");

    // Sam's dashboard shows Alex's home (set up: nothing for Sam to set up first), the task as Sam's, and Sam completes it.
    await page.goto("/dashboard");
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

    // The next filter change is Sam's too. On the morning it is due, the server's reminders run (as its clock
    // would run them at 8 a.m. there): Sam's reminder names it; Alex's, of the home's other tasks, does not.
    const nextFilter = (await alex.read<ApiTask[]>("/api/tasks/for-dashboard")).find((task) => task.masterTaskSlug === FILTER_SLUG);
    expect(nextFilter?.assignee?.name).toBe("Sam Lee");
    const mailBefore = (await receivedMail()).length;
    await alex.post("/api/dev/scheduled-messages", { at: eightInTheMorning(nextFilter!.dueDate) });
    const taskLink = `/task/${nextFilter!.id}`;
    const namesTheFilter = (mail: ReceivedMail) => mail.text.includes(nextFilter!.name) && mail.text.includes(taskLink) && mail.html.includes(taskLink);
    let remindersToAlex: ReceivedMail[] = [];
    await expect
      .poll(
        async () => {
          const arrived = (await receivedMail()).slice(mailBefore);
          remindersToAlex = arrived.filter((mail) => mail.to === alex.email);
          return arrived.some((mail) => mail.to === samEmail && namesTheFilter(mail)) && remindersToAlex.length > 0;
        },
        { message: "the morning's reminders: Sam's naming the filter change, and Alex's", timeout: 60_000 },
      )
      .toBe(true);
    for (const mail of remindersToAlex) {
      expect(mail.text).not.toContain(taskLink);
      expect(mail.html).not.toContain(taskLink);
    }

    // Alex adds a second home from Settings and sets it up: a condo, with its suggested appliances.
    await alex.page.goto("/settings");
    await alex.page.getByRole("button", { name: "Add a home" }).click();
    await expect(alex.page).toHaveURL(/\/homes\/new$/);
    await expect(alex.page.getByRole("heading", { level: 1, name: "Add a home" })).toBeVisible();
    await expectNoSeriousAxeViolations(alex.page, "the page that names a new home");
    await alex.page.getByLabel("Home name").fill("Lake cottage");
    await alex.page.getByRole("button", { name: "Create and set up" }).click();
    await expect(alex.page).toHaveURL(/\/homes\/new\/setup$/);
    await alex.page.getByRole("button", { name: "Get started" }).click();
    await alex.page.getByRole("radio", { name: "Condo" }).click();
    await alex.page.getByRole("button", { name: "Next" }).click();
    await expect(alex.page.getByRole("checkbox", { name: "Dishwasher", exact: true })).toBeChecked();
    await alex.page.getByRole("button", { name: "Next" }).click();
    await expect(alex.page.getByRole("heading", { level: 2, name: "How old are they?" })).toBeVisible();
    await alex.page.getByRole("button", { name: "Next" }).click();
    await alex.page.getByRole("button", { name: "Skip for now" }).click();
    await alex.page.getByRole("button", { name: "Finish setup" }).click();
    await expect(alex.page).toHaveURL(/\/dashboard$/);

    // The new home is the one shown; the header's switcher goes back to the shared home and forth again.
    const switcher = (name: string) => alex.page.getByRole("button", { name: `${name}, switch home` });
    await expect(switcher("Lake cottage")).toBeVisible();
    await dashboardShows(alex.page, gutters.name, false);
    await switcher("Lake cottage").click();
    await expect(alex.page.getByRole("menuitemradio", { name: /^Lake cottage/ })).toBeChecked();
    await alex.page.getByRole("menuitemradio", { name: /^My home/ }).click();
    await expect(switcher("My home")).toBeVisible();
    await dashboardShows(alex.page, gutters.name, true);
    await expectNoSeriousAxeViolations(alex.page, "the dashboard of a person with two homes");
    await switcher("My home").click();
    await alex.page.getByRole("menuitemradio", { name: /^Lake cottage/ }).click();
    await expect(switcher("Lake cottage")).toBeVisible();
    await dashboardShows(alex.page, gutters.name, false);

    // All my homes: one list of both homes' tasks, each saying which home it is of.
    const firstHomeOpen = await alex.read<ApiTask[]>("/api/tasks/for-dashboard");
    const scope = alex.page.getByRole("group", { name: "Which homes" });
    await scope.getByRole("button", { name: "All my homes" }).click();
    await expect(alex.page).toHaveURL(/[?&]homes=all\b/);
    await expect(scope.getByRole("button", { name: "All my homes" })).toHaveAttribute("aria-pressed", "true");
    const everyHome = alex.page.getByRole("list", { name: "All my homes" });
    const ofFirstHome = everyHome.getByRole("listitem").filter({ hasText: "Home: My home" });
    const ofLakeCottage = everyHome.getByRole("listitem").filter({ hasText: "Home: Lake cottage" });
    await expect(ofFirstHome).toHaveCount(firstHomeOpen.length);
    await expect(ofFirstHome.filter({ hasText: gutters.name })).toHaveCount(1);
    await expect(ofFirstHome.filter({ hasText: "Dishwasher" })).toHaveCount(0);
    await expect(ofLakeCottage.filter({ hasText: "Dishwasher" }).first()).toBeVisible();
    await expect(ofLakeCottage.filter({ hasText: gutters.name })).toHaveCount(0);
    await expect(everyHome.getByRole("listitem")).toHaveCount(firstHomeOpen.length + (await ofLakeCottage.count()));
    await expectNoSeriousAxeViolations(alex.page, "the dashboard's All my homes");

    // Back to the shown home's own dashboard.
    await scope.getByRole("button", { name: "Lake cottage" }).click();
    await expect(alex.page).not.toHaveURL(/homes=all/);
    await expect(everyHome).toHaveCount(0);
    await dashboardShows(alex.page, gutters.name, false);
  } finally {
    await alex.context.close();
  }
});

/** The instant it is 8 a.m. on `day` in the journey's time zone (5:45 ahead of UTC all year), when the server's clock sends that day's reminders there. */
function eightInTheMorning(day: string): string {
  return new Date(`${day}T08:00:00+05:45`).toISOString();
}
