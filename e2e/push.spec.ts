import { createHmac } from "node:crypto";
import type { Page, PlaywrightWorkerArgs } from "@playwright/test";
import { browserSubscription, startReceiver, type SubscriptionJson } from "../test-support/notification-receiver.ts";
import { expectNoSeriousAxeViolations } from "./accessibility.ts";
import { expect, test } from "./fixtures.ts";
import { deviceLabel } from "../server/notify/device-label.ts";
import { createOnboardedAccount, signInWithForm } from "./accounts.ts";
import { startServer, type RunningServer } from "./server.ts";

/*
 * Notifications from settings (docs/product.md §2.17) against the real server. What this machine cannot
 * show: a real push service. Chromium subscribes through Google's, out of reach here. So in the push
 * journey the page's PushManager answers with a subscription the test made, whose endpoint is a push
 * service this test runs and whose keys are the test's own: the server encrypts the test push to them, the
 * test decrypts it as a browser would (RFC 8291) and hands it to the service worker through the DevTools
 * protocol, which shows it. The webhook's whole round goes to a receiver this test runs too.
 */

// The service worker runs in this file (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: "allow" });

let server: RunningServer;
test.beforeAll(async () => {
  // The receiver is on loopback, which only an operator's ALLOW_PRIVATE_NOTIFICATION_URLS lets the server reach.
  server = await startServer({ ALLOW_PRIVATE_NOTIFICATION_URLS: "true" });
});
test.afterAll(async () => {
  await server.stop();
});

async function signedInOnSettings(page: Page, playwright: PlaywrightWorkerArgs["playwright"]): Promise<void> {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const account = await createOnboardedAccount(api, "push");
  await api.dispose();
  await page.goto(`${server.baseURL}/sign-in`);
  await signInWithForm(page, account);
  await page.waitForURL(/\/dashboard$/);
  await page.goto(`${server.baseURL}/settings`);
  await expect(page.getByRole("region", { name: "Notifications" })).toBeVisible();
}

/** Registered after the load event and an idle moment (lib/service-worker): waited for, not slept on. */
async function serviceWorkerActivated(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? "none"), { timeout: 60_000 })
    .toBe("activated");
}

/**
 * Runs in the page before its own scripts (page.addInitScript): the browser's PushManager answers with the
 * subscription given, as Chromium would once its push service had answered. The service worker is the
 * browser's own and untouched. Self-contained: Playwright sends its source to the page.
 */
function pushManagerAnswering(subscription: SubscriptionJson): void {
  let current: object | null = null;
  const made = {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime,
    toJSON: () => subscription,
    unsubscribe: () => {
      current = null;
      return Promise.resolve(true);
    },
  };
  Object.defineProperties(PushManager.prototype, {
    subscribe: {
      configurable: true,
      value: () => {
        current = made;
        return Promise.resolve(made);
      },
    },
    getSubscription: { configurable: true, value: () => Promise.resolve(current) },
  });
}

/** Hands a push's data to the app's service worker as the browser does once it has decrypted it. */
async function deliverToServiceWorker(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(server.baseURL) && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin: server.baseURL, registrationId: await registrationId, data });
  await cdp.detach();
}

test("a webhook: saved with its secret shown once, a test signed and delivered, the result beside it and in the log", async ({ page, playwright }) => {
  const receiver = await startReceiver();
  try {
    await signedInOnSettings(page, playwright);
    const notifications = page.getByRole("region", { name: "Notifications" });
    const webhookUrl = `${receiver.url}/hearthkeep`;
    await notifications.getByRole("textbox", { name: /Webhook URL/ }).fill(webhookUrl);
    await notifications.getByRole("button", { name: "Save Webhook" }).click();
    const secret = await notifications.getByRole("textbox", { name: "Webhook signing secret" }).inputValue();
    expect(secret).toMatch(/^whsec_/);

    await notifications.getByRole("button", { name: "Send a test to Webhook" }).click();
    await expect(notifications.getByRole("region", { name: "Webhook" }).getByText(/^Delivered to your webhook at \d\d:\d\d$/)).toBeVisible();

    // The receiver got the event once, signed with the secret shown.
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    const timestamp = String(request?.headers["hearthkeep-timestamp"]);
    const body = request?.body.toString("utf8") ?? "{}";
    const expected = `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
    expect(request?.headers["hearthkeep-signature"]).toBe(expected);
    expect(JSON.parse(body)).toMatchObject({ event: "test", title: "Hearthkeep test" });

    // The log, read again after the test, lists it.
    const log = notifications.getByRole("list", { name: "Delivery log" });
    await expect(log.getByRole("listitem").filter({ hasText: "Test · Webhook" })).toContainText("Delivered to your webhook");

    // The secret is shown this once: gone after a reload.
    await page.reload();
    await expect(notifications.getByRole("textbox", { name: /Webhook URL/ })).toHaveValue(webhookUrl);
    await expect(notifications.getByRole("textbox", { name: "Webhook signing secret" })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test("Notify this device: permission granted, the browser's push service out of reach is said in words", async ({ page, context, playwright }) => {
  await context.grantPermissions(["notifications"], { origin: server.baseURL });
  await signedInOnSettings(page, playwright);
  await serviceWorkerActivated(page);
  const notifications = page.getByRole("region", { name: "Notifications" });
  await notifications.getByRole("button", { name: "Notify this device" }).click();
  await expect(notifications.getByRole("alert")).toContainText("This browser could not reach its push service");
  await expect(notifications.getByRole("button", { name: "Notify this device" })).toBeEnabled();
});


test("Notify this device, then Send a test: the push arrives encrypted, the service worker shows it, and the log says delivered", async ({ page, context, playwright }) => {
  const pushService = await startReceiver();
  const thisBrowser = browserSubscription(`${pushService.url}/push/this-browser`);
  try {
    await page.addInitScript(pushManagerAnswering, thisBrowser.json);
    await context.grantPermissions(["notifications"], { origin: server.baseURL });
    await signedInOnSettings(page, playwright);
    await serviceWorkerActivated(page);
    const notifications = page.getByRole("region", { name: "Notifications" });
    await notifications.getByRole("button", { name: "Notify this device" }).click();

    // Listed with its browser and marked as this device; the button has done its work.
    const label = deviceLabel(await page.evaluate(() => navigator.userAgent));
    const thisDevice = notifications.getByRole("list", { name: "Devices that get notifications" }).getByRole("listitem").filter({ hasText: label });
    await expect(thisDevice).toContainText("This device");
    await expect(notifications.getByRole("button", { name: "Notify this device" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, "settings with this device notified");

    await thisDevice.getByRole("button", { name: `Send a test to ${label}` }).click();
    await expect(thisDevice.getByRole("status")).toHaveText(new RegExp(`^Delivered to ${label} at \\d\\d:\\d\\d$`));

    // The push service got one request, encrypted to this browser's keys (aes128gcm).
    expect(pushService.received.map((request) => request.path)).toEqual(["/push/this-browser"]);
    const [push] = pushService.received;
    expect(push?.headers["content-encoding"]).toBe("aes128gcm");
    const data = thisBrowser.decrypt(push?.body ?? Buffer.alloc(0));
    expect(JSON.parse(data)).toMatchObject({ title: "Hearthkeep test", body: "Notifications reach you here." });

    // The browser would decrypt and wake the worker; here the test does both, and the worker shows it.
    await deliverToServiceWorker(page, data);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const shown = (await (await navigator.serviceWorker.getRegistration())?.getNotifications()) ?? [];
          return shown.map((notification): unknown[] => [notification.title, notification.body, notification.data as unknown]);
        }),
      )
      .toEqual([["Hearthkeep test", "Notifications reach you here.", { url: `${server.baseURL}/settings` }]]);

    // The log, read again after the test, says where it went.
    const log = notifications.getByRole("list", { name: "Delivery log" });
    await expect(log.getByRole("listitem").filter({ hasText: "Test · Push" })).toContainText(`Delivered to ${label} at`);
  } finally {
    await pushService.close();
  }
});
