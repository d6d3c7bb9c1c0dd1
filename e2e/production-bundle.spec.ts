import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { TEST_ACCOUNTS, TEST_MODE_TOASTS, TEST_MODE_TOKENS } from "../app/dev/test-mode-tokens.ts";
import { expect, test } from "./fixtures.ts";
import { signUpInBrowser } from "./accounts.ts";

/*
 * The build the end-to-end layer serves is a production build (`vite build`): the test modes and
 * analytics must not be in it (docs/product.md §6.3, §7.9). The files are read as built, source maps included.
 */

const webDist = path.resolve(import.meta.dirname, "..", "dist", "web");

async function builtFiles(folder = webDist): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? builtFiles(path.join(folder, entry.name)) : Promise.resolve([path.join(folder, entry.name)]))),
  );
  return nested.flat();
}

const isText = (file: string) => /\.(js|mjs|css|html|map|json|webmanifest|txt|svg)$/.test(file);

const testModeStrings = [
  ...Object.values(TEST_MODE_TOKENS),
  ...Object.values(TEST_MODE_TOASTS),
  ...Object.values(TEST_ACCOUNTS).flatMap((account) => [account.email, account.password]),
];

test("the built app holds no test-mode token, account, toast or code", async () => {
  const files = (await builtFiles()).filter(isText);
  expect(files.some((file) => file.endsWith(".js"))).toBe(true);
  const found: string[] = [];
  for (const file of files) {
    const text = await readFile(file, "utf8");
    for (const needle of testModeStrings) if (text.includes(needle)) found.push(`${path.relative(webDist, file)}: ${needle}`);
  }
  expect(found).toEqual([]);
});

test("no built script points at its source map, so browsers fetch none (a production server does not serve them)", async () => {
  const scripts = (await builtFiles()).filter((file) => file.endsWith(".js"));
  const pointing: string[] = [];
  for (const file of scripts) if ((await readFile(file, "utf8")).includes("sourceMappingURL")) pointing.push(path.basename(file));
  expect(pointing).toEqual([]);
});

test.describe("without an analytics key", () => {
  test.skip(Boolean(process.env.VITE_POSTHOG_KEY), "this build was given an analytics key");

  test("the analytics library is not in the build", async () => {
    const scripts = (await builtFiles()).filter((file) => file.endsWith(".js"));
    const found: string[] = [];
    for (const file of scripts) {
      const text = await readFile(file, "utf8");
      // PostHog's browser library names itself throughout (its hosts, its cookies, its globals).
      if (/posthog/i.test(text)) found.push(path.basename(file));
    }
    expect(found).toEqual([]);
  });

  test("a visit sends nothing anywhere but the app's own server, and asks no consent", async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.origin !== new URL(baseURL!).origin && url.protocol !== "data:") elsewhere.push(request.url());
    });
    await page.goto("/");
    await signUpInBrowser(page);
    await expect(page).toHaveURL(/\/onboarding$/);
    await page.goto("/privacy-policy");
    await expect(page.getByRole("region", { name: "Analytics consent" })).toHaveCount(0);
    expect(elsewhere).toEqual([]);
  });
});

test("the test accounts are ordinary, unknown credentials in the built app", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(TEST_ACCOUNTS.admin.email);
  await page.getByLabel("Password", { exact: true }).fill(TEST_ACCOUNTS.admin.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The e-mail or password is incorrect" }).first()).toBeVisible();
  await expect(page.getByText(TEST_MODE_TOASTS.admin)).toHaveCount(0);
});

test("the app breaks none of its own Content-Security-Policy rules, from the landing page to onboarding", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("CSP violation:")) violations.push(message.text());
  });
  // The browser reports a violation even when the code that caused it caught the error (zod's probe for eval did).
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.warn(`CSP violation: ${event.violatedDirective} ${event.blockedURI} in ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  await page.goto("/");
  await page.getByRole("link", { name: "Sign in" }).first().click();
  await expect(page.getByRole("heading", { name: /sign in/i }).first()).toBeVisible();
  await signUpInBrowser(page);
  await expect(page).toHaveURL(/\/onboarding$/);
  await expect(page.getByRole("heading").first()).toBeVisible();
  expect(violations).toEqual([]);
});
