import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { chromiumArgs, findChromium } from "../browser-config.ts";
import { DASHBOARD_HEADING, expect, test } from "./fixtures.ts";
import { createOnboardedAccount, signInWithForm } from "./accounts.ts";

// The one journey with the service worker running (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

const LANDING_HEADING = "Home maintenance you'll actually keep up with";
const GUIDE_DRAWING = "/guides/furnace-filter.webp";

/** Waits until the app's service worker is installed, its precache filled, and it controls this page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  // Registered after the load event and an idle moment (lib/service-worker/service-worker.ts): waited for, not slept on.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none"), {
      message: "an active service worker",
      timeout: 60_000,
    })
    .toBe("activated");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

const statusOf = (page: Page, path: string) =>
  page.evaluate(async (url) => {
    try {
      return (await fetch(url)).status;
    } catch {
      return "network error";
    }
  }, path);

type Manifest = {
  name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; purpose?: string }[];
};

test("the app installs: a service worker controls the page and the manifest names what a home screen needs", async ({ page }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await page.request.get(href ?? "")).json()) as Manifest;
  // Opened from the home screen, the app is the homeowner's schedule, not the landing page (a visitor signs in first).
  expect(manifest).toMatchObject({ name: "Hearthkeep", start_url: "/dashboard", scope: "/", display: "standalone" });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  const icons = manifest.icons ?? [];
  expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  expect(icons.some((icon) => icon.purpose?.split(" ").includes("maskable"))).toBe(true);
  for (const icon of icons) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);
});

test("Chromium finds the app installable", async ({ playwright, baseURL }) => {
  // Playwright's contexts are off the record, where Chromium installs nothing ("in-incognito"): a profile
  // on disk is a person's browser, as far as installing goes.
  const profile = await mkdtemp(path.join(tmpdir(), "hearthkeep-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    args: chromiumArgs,
    baseURL: baseURL!,
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/");
    await waitForServiceWorker(page);
    // Chromium's own verdict, with every criterion it checks (manifest, icons, start URL, service worker).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("offline, the app still opens from its own copy; a guide drawing seen once is kept; the API is not answered from a cache", async ({ page, context }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  // Seen once while online: the worker keeps it.
  expect(await statusOf(page, GUIDE_DRAWING)).toBe(200);
  await expect.poll(() => page.evaluate(async (url) => (await (await caches.open("guide-drawings")).match(url)) !== undefined, GUIDE_DRAWING)).toBe(true);

  await context.setOffline(true);
  const landing = await page.reload();
  expect(landing?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: LANDING_HEADING })).toBeVisible();

  // Another address of the app: the same index.html from the precache, and the page's code from it too.
  const signIn = await page.goto("/sign-in");
  expect(signIn?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();

  expect(await statusOf(page, GUIDE_DRAWING)).toBe(200);
  expect(await statusOf(page, "/api/health")).toBe("network error");
  await context.setOffline(false);
});

test("the signed-in header says 'Offline' while the browser has no network, and a reload offline opens the app", async ({ page, context, request }) => {
  const account = await createOnboardedAccount(request);
  await page.goto("/dashboard");
  await signInWithForm(page, account);
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await waitForServiceWorker(page);
  const header = page.getByRole("banner");
  const offline = header.getByRole("status").filter({ hasText: "Offline" });
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  await expect(offline).toBeVisible();

  // The page comes from the worker, not the browser's offline error page; the session cannot be checked
  // without the server, so what it shows is the app's own answer to that.
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page).toHaveTitle(/Hearthkeep|Sign in|Dashboard/);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

  await context.setOffline(false);
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1, name: DASHBOARD_HEADING })).toBeVisible();
  await expect(offline).toHaveCount(0);
});
