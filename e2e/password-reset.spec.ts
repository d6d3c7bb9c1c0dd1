import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { createOnboardedAccount, latestEmailTo, resetLinkIn, signInWithForm } from "./accounts.ts";

test("forgot password: the e-mailed link sets a new password and ends the other sessions", async ({ browser, page, request, baseURL }) => {
  const account = await createOnboardedAccount(request, "reset");

  // Signed in on another device, which the reset must sign out.
  const otherDevice = await browser.newContext({ baseURL });
  const otherPage = await otherDevice.newPage();
  await otherPage.goto("/sign-in");
  await signInWithForm(otherPage, account);
  await expect(otherPage.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();

  const email = await latestEmailTo(request, account.email);
  await page.goto(resetLinkIn(email));
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const newPassword = "a brand new copper kettle";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Password changed" })).toBeVisible();

  // The link works once.
  await page.goto(resetLinkIn(email));
  await page.getByLabel("New password", { exact: true }).fill("yet another kettle");
  await page.getByLabel("Confirm new password", { exact: true }).fill("yet another kettle");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link is invalid or has expired" }).first()).toBeVisible();

  // The old password no longer works; the new one does.
  await page.goto("/sign-in");
  await signInWithForm(page, account);
  await expect(page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect" }).first()).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The other device's session was revoked with the reset: its next visit asks it to sign in.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/sign-in$/);
  await otherDevice.close();
});
