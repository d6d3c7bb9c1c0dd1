import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./accessibility.ts";
import { createOnboardedAccount, csrfTokenOf, latestEmailTo, password, uniqueEmail } from "./accounts.ts";

/*
 * The invitation journey against the real server and its mailer (docs/product.md §6.5, §2.19, §2.20). Alex's
 * side goes through the API: the page that picks which home a device shows is not this journey's.
 */

test("Alex invites Sam by e-mail; Sam signs up from the link, accepts, and sees the people of Alex's home", async ({ page, request }) => {
  const alex = await createOnboardedAccount(request, "alex");
  const csrf = await csrfTokenOf(request);
  const login = await request.post("/api/auth/login", { data: alex, headers: { "X-CSRF-Token": csrf } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const asAlex = { "X-CSRF-Token": csrf, Authorization: `Bearer ${accessToken}` };
  const exported = await request.get("/api/users/me/export", { headers: asAlex });
  const homeId = ((await exported.json()) as { home: { id: string } }).home.id;

  const samEmail = uniqueEmail("sam");
  const invited = await request.post(`/api/homes/${homeId}/invitations`, { data: { email: samEmail }, headers: asAlex });
  expect(invited.status(), await invited.text()).toBe(201);

  const email = await latestEmailTo(request, samEmail, `${alex.email} invited you to their home on Hearthkeep`);
  const link = /https?:\/\/\S+?(\/invitations\/[A-Za-z0-9_%-]+)/.exec(email.text)?.[1];
  if (!link) throw new Error(`No invitation link in the e-mail:\n${email.text}`);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Join their home" })).toBeVisible();
  await expect(page.getByText(`${alex.email} invited you`)).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the invitation page, signed out");

  await page.getByRole("link", { name: "Create an account" }).click();
  await page.getByLabel("E-mail").fill(samEmail);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();

  // Back at the invitation, now signed in with the invited address.
  await page.getByRole("button", { name: "Accept and join" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Household" })).toBeVisible();
  const people = page.getByRole("list", { name: "The home's people" });
  await expect(people.getByRole("listitem")).toHaveCount(2);
  await expect(people.getByRole("listitem").first()).toContainText(alex.email);
  await expect(people.getByRole("listitem").first()).toContainText("Owner");
  await expect(people.getByRole("listitem").nth(1)).toContainText("(you)");
  await expect(people.getByRole("listitem").nth(1)).toContainText("Member");
  await expectNoSeriousAxeViolations(page, "the household page");

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "You are already a member of their home" })).toBeVisible();
});
