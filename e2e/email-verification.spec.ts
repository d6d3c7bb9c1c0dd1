import { expect, test } from "./fixtures.ts";
import { expectNoSeriousAxeViolations } from "./accessibility.ts";
import { createOnboardedAccount, latestEmailTo, signInWithForm, verificationLinkIn } from "./accounts.ts";

const notice = "Your e-mail address is not verified yet";
const verificationSubject = "Verify your address for Hearthkeep";

test("a new address: settings say it is not verified, a new link is sent, and the link from the e-mail verifies it once", async ({ page, request }) => {
  const account = await createOnboardedAccount(request, "verify");
  // The sign-up's own link has arrived already, or is on its way.
  const signUpEmail = await latestEmailTo(account.email, verificationSubject);

  await page.goto("/settings");
  await signInWithForm(page, account);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const unverified = page.getByRole("region", { name: notice });
  await expect(unverified).toContainText(account.email);
  await unverified.getByRole("button", { name: "Resend the link" }).click();
  await expect(unverified.getByRole("status")).toHaveText("Link sent. Check your inbox.");

  // The newest link: sending another made the sign-up's worthless. It is written just after the answer.
  let email = signUpEmail;
  await expect
    .poll(async () => {
      email = await latestEmailTo(account.email, verificationSubject);
      return email.text !== signUpEmail.text;
    })
    .toBe(true);
  await page.goto(verificationLinkIn(email));
  await expect(page.getByRole("heading", { level: 1, name: "Address verified" })).toBeVisible();
  await expectNoSeriousAxeViolations(page, "the verification page");

  await page.goto(verificationLinkIn(email));
  await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "This link has been used or has expired" })).toBeVisible();

  await page.getByRole("link", { name: "Open Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("form", { name: "Profile" })).toBeVisible();
  await expect(page.getByRole("region", { name: notice })).toHaveCount(0);
});
