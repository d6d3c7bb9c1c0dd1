import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import type { Browser } from "@playwright/test";
import { createOnboardedAccount, latestEmailTo, resetLinkIn, signInWithForm, type Account } from "./accounts.ts";

/** The account signed in on another device (a browser context of its own), on its dashboard. */
async function signedInElsewhere(browser: Browser, baseURL: string | undefined, account: Account) {
  const otherDevice = await browser.newContext({ baseURL });
  const otherPage = await otherDevice.newPage();
  await otherPage.goto("/sign-in");
  await signInWithForm(otherPage, account);
  await expect(otherPage.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  return { otherDevice, otherPage };
}

test("forgot password: the e-mailed link sets a new password and ends the other sessions", async ({ browser, page, request, baseURL }) => {
  const account = await createOnboardedAccount(request, "reset");

  // Signed in on another device, which the reset must sign out.
  const { otherDevice, otherPage } = await signedInElsewhere(browser, baseURL, account);

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("E-mail").fill(account.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();

  const email = await latestEmailTo(account.email, "Reset your Hearthkeep password");
  await page.goto(resetLinkIn(email));
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const newPassword = "a brand new copper kettle";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Password changed" })).toBeVisible();

  // The link works once: opened again, it says so before anything is typed.
  await page.goto(resetLinkIn(email));
  await expect(page.getByRole("heading", { level: 1, name: "This link no longer works" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "This reset link is invalid or has expired" })).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

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

test("a password changed in settings: this browser stays signed in, every other device is signed out, the new password signs in", async ({ browser, page, request, baseURL }) => {
  const account = await createOnboardedAccount(request, "change");
  const { otherDevice, otherPage } = await signedInElsewhere(browser, baseURL, account);

  await page.goto("/settings");
  await signInWithForm(page, account);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await page.getByRole("button", { name: "Change password" }).click();
  const form = page.getByRole("form", { name: "Change password" });
  const newPassword = "the gutters were cleared in october";
  await form.getByLabel("Current password", { exact: true }).fill(account.password);
  await form.getByLabel("New password", { exact: true }).fill(newPassword);
  await form.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
  await form.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("Password changed. Every other device has been signed out.")).toBeVisible();

  // This browser's session goes on, a reload too: the answer brought a new refresh cookie.
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();

  // The other device is signed out; there the old password no longer works and the new one does.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/sign-in$/);
  await signInWithForm(otherPage, account);
  await expect(otherPage.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect" }).first()).toBeVisible();
  await otherPage.getByLabel("Password", { exact: true }).fill(newPassword);
  await otherPage.getByRole("button", { name: "Sign in" }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await otherDevice.close();
});
