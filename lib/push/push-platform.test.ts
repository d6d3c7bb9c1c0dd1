import { describe, expect, test } from "vitest";
import { pushSupportOf, vapidKeyBytes, type PushGlobals } from "./push-platform.ts";

const iPhone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const iPadAsMac = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
const chrome = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const serviceWorker = { getRegistration: () => Promise.resolve(undefined) };
const notification = { permission: "default" as const, requestPermission: () => Promise.resolve("granted" as const) };

const globals = (userAgent: string, { push = true, standalone, maxTouchPoints = 0 }: { push?: boolean; standalone?: boolean; maxTouchPoints?: number } = {}): PushGlobals => ({
  navigator: { userAgent, maxTouchPoints, serviceWorker, ...(standalone === undefined ? {} : { standalone }) },
  ...(push ? { PushManager: class {}, Notification: notification } : {}),
});

describe("pushSupportOf (docs/product.md §2.17)", () => {
  test.each<[string, PushGlobals, string]>([
    ["a desktop browser with the Push API", globals(chrome), "available"],
    ["a browser without it", globals(chrome, { push: false }), "unsupported"],
    ["iPhone Safari in a tab", globals(iPhone, { standalone: false }), "needs-home-screen"],
    ["iPhone Safari without the Push API (before 16.4, or in a tab)", globals(iPhone, { push: false }), "needs-home-screen"],
    ["the app opened from an iPhone's Home Screen", globals(iPhone, { standalone: true }), "available"],
    ["an iPad, which says it is a Mac, in a tab", globals(iPadAsMac, { standalone: false, maxTouchPoints: 5 }), "needs-home-screen"],
    ["a Mac's Safari", globals(iPadAsMac, { standalone: false }), "available"],
  ])("%s: %s", (_label, given, support) => {
    expect(pushSupportOf(given)).toBe(support);
  });
});

test("a VAPID key in base64url becomes its 65 bytes", () => {
  const bytes = vapidKeyBytes("BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U");
  expect(bytes).toHaveLength(65);
  expect(bytes[0]).toBe(4);
});
