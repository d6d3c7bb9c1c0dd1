import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures.ts";
import { startServer } from "./server.ts";

/** The footer's links (docs/product.md §2.4) and the page each opens: its document title and its heading. */
const footerPages = [
  { link: "FAQ", path: "/faq", title: "FAQ · Hearthkeep", heading: "Frequently Asked Questions" },
  { link: "About", path: "/about", title: "About · Hearthkeep", heading: "About Hearthkeep" },
  { link: "Blog", path: "/blog", title: "Blog · Hearthkeep", heading: "Blog" },
  { link: "Contact", path: "/contact-us", title: "Contact us · Hearthkeep", heading: "Contact us" },
  { link: "Privacy Policy", path: "/privacy-policy", title: "Privacy Policy · Hearthkeep", heading: "Privacy Policy" },
  { link: "Terms of Service", path: "/terms-of-service", title: "Terms of Service · Hearthkeep", heading: "Terms of Service" },
  { link: "Cookie Policy", path: "/cookies", title: "Cookie Policy · Hearthkeep", heading: "Cookie Policy" },
] as const;

test("every footer link opens its page", async ({ page }) => {
  await page.goto("/");
  for (const target of footerPages) {
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: target.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    await expect(page.getByRole("heading", { level: 1, name: target.heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(target.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `https://hearthkeep.app${target.path}`);
  }
  // How It Works leads back to the landing page's section.
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "How It Works" }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await expect(page.getByRole("region", { name: "How it works" })).toBeInViewport();
});

test("the short addresses /privacy, /terms and /contact open the same pages", async ({ page }) => {
  for (const [alias, heading] of [
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/contact", "Contact us"],
  ] as const) {
    await page.goto(alias);
    await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
  }
});

test("the blog lists articles and opens one; an unknown article is not found", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("link", { name: "How often should you change your furnace filter?" }).click();
  await expect(page).toHaveURL(/\/blog\/furnace-filter-guide$/);
  await expect(page).toHaveTitle("How often should you change your furnace filter? · Hearthkeep");
  await expect(page.getByRole("heading", { level: 2, name: "How to change it" })).toBeVisible();
  await page.goto("/blog/no-such-article");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
});

test("each pricing plan leads to sign-up", async ({ page }) => {
  await page.goto("/pricing");
  await expect(page).toHaveTitle("Pricing · Hearthkeep");
  for (const plan of ["Free", "Pro", "Beta"]) {
    await expect(page.getByRole("group", { name: plan }).getByRole("link")).toHaveAttribute("href", "/sign-up");
  }
  await page.getByRole("group", { name: "Pro" }).getByRole("link").click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test("the environment test reaches the real API", async ({ page }) => {
  await page.goto("/env-test");
  await expect(page.getByTestId("api-state")).toHaveText("Reachable");
  await expect(page.getByText(/^reachable \(pglite, \d+ ms\)$/)).toBeVisible();
});

test("robots.txt, sitemap.xml and the manifest are served", async ({ request }) => {
  const robots = await request.get("/robots.txt");
  expect(await robots.text()).toContain("Sitemap: https://hearthkeep.app/sitemap.xml");
  const sitemap = await request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("<loc>https://hearthkeep.app/pricing</loc>");
  const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string; icons: unknown[] };
  expect(manifest.name).toBe("Hearthkeep");
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
});

test("the contact form stores the message in the database", async ({ page }) => {
  // Starting a second server (migrations included) and stopping it takes a while on a busy machine.
  test.setTimeout(120_000);
  // A server of this test's own, so its database can be opened once the server has stopped.
  const dataDir = await mkdtemp(path.join(tmpdir(), "hearthkeep-contact-"));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    await page.goto(`${server.baseURL}/contact`);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByLabel("Name")).toHaveAccessibleDescription("Enter your name");

    await page.getByLabel("Name").fill("Ana Lopez");
    await page.getByLabel("E-mail").fill(" Ana@Example.com ");
    await page.getByLabel("Subject").fill("Water heater flush");
    await page.getByLabel("Message").fill("How often should I flush a 50-gallon tank?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
  } finally {
    await server.stop();
  }
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const database = new PGlite(path.join(dataDir, "pglite"));
    const result = await database.query<{ name: string; email: string; subject: string; message: string }>(
      "select name, email, subject, message from contact_messages",
    );
    await database.close();
    expect(result.rows).toEqual([
      { name: "Ana Lopez", email: "ana@example.com", subject: "Water heater flush", message: "How often should I flush a 50-gallon tank?" },
    ]);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
