import { expect, test } from "./fixtures.ts";

const password = "correct horse battery staple";
const uniqueEmail = () => `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("sign up lands on onboarding; signing out returns to sign-in", async ({ page }) => {
  await page.goto("/sign-up");
  await expect(page).toHaveTitle(/Create your account/);
  await page.getByLabel("E-mail").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading", { level: 1, name: "Set up your home" })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto("/onboarding");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("a signed-up user is remembered after a reload (the refresh cookie restores the session)", async ({ page }) => {
  await page.goto("/sign-up");
  await page.getByLabel("E-mail").fill(uniqueEmail());
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Set up your home" })).toBeVisible();
});

test("/login and /signup redirect; an unknown path shows the not-found page; /dashboard asks to sign in", async ({ page }) => {
  await page.goto("/login");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
  await page.goto("/signup");
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { level: 1, name: /not found/i })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("a wrong password keeps what was typed and shows the server's message", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill("nobody@example.com");
  await page.getByLabel("Password", { exact: true }).fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect" }).first()).toBeVisible();
  await expect(page.getByLabel("E-mail")).toHaveValue("nobody@example.com");
});
