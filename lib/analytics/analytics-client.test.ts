import { describe, expect, test, vi } from "vitest";
import { createAnalytics, type AnalyticsLibrary } from "./analytics-client.ts";
import { CONSENT_STORAGE_KEY, readConsent, writeConsent } from "./consent.ts";

function fakePostHog() {
  const library = {
    init: vi.fn(),
    identify: vi.fn(),
    capture: vi.fn(),
    reset: vi.fn(),
    opt_in_capturing: vi.fn(),
    opt_out_capturing: vi.fn(),
  } satisfies AnalyticsLibrary;
  const load = vi.fn(() => Promise.resolve(library));
  return { library, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("analytics (docs/product.md §7.9)", () => {
  test.each([
    { case: "no key, consent granted", key: undefined, consent: "granted" as const },
    { case: "an empty key, consent granted", key: "  ", consent: "granted" as const },
    { case: "a key, consent pending", key: "phc_test", consent: "pending" as const },
    { case: "a key, consent denied", key: "phc_test", consent: "denied" as const },
  ])("sends nothing and loads nothing with $case", async ({ key, consent }) => {
    const { library, load } = fakePostHog();
    const analytics = createAnalytics({ config: { key, host: "https://eu.i.posthog.com" }, load });
    analytics.setConsent(consent);
    analytics.identify("user-1");
    analytics.capture("task_completed");
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(library.capture).not.toHaveBeenCalled();
    expect(analytics.isEnabled()).toBe(false);
  });

  test("with a key and consent: loads once, with pageview, pageleave and autocapture off and cookie persistence", async () => {
    const { library, load } = fakePostHog();
    const analytics = createAnalytics({ config: { key: "phc_test", host: "https://eu.i.posthog.com" }, load });
    analytics.setConsent("granted");
    analytics.identify("user-1");
    analytics.capture("task_completed", { source: "dashboard" });
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(library.init).toHaveBeenCalledWith("phc_test", {
      api_host: "https://eu.i.posthog.com",
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
      persistence: "cookie",
      disable_session_recording: true,
    });
    expect(library.identify).toHaveBeenCalledWith("user-1");
    expect(library.capture).toHaveBeenCalledWith("task_completed", { source: "dashboard" });
  });

  test("withdrawn consent stops capturing", async () => {
    const { library, load } = fakePostHog();
    const analytics = createAnalytics({ config: { key: "phc_test", host: undefined }, load });
    analytics.setConsent("granted");
    await settle();
    analytics.setConsent("denied");
    analytics.capture("after_denial");
    await settle();
    expect(library.opt_out_capturing).toHaveBeenCalledOnce();
    expect(library.capture).not.toHaveBeenCalled();
  });

  test("a library that fails to load is logged, not thrown", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const analytics = createAnalytics({ config: { key: "phc_test", host: undefined }, load: () => Promise.reject(new Error("blocked by an extension")) });
    analytics.setConsent("granted");
    analytics.capture("x");
    await settle();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("consent is asked once", () => {
  const memory = () => {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  };
  test("pending until answered, then the answer is kept", () => {
    const storage = memory();
    expect(readConsent(storage)).toBe("pending");
    expect(writeConsent("denied", storage)).toBe(true);
    expect(readConsent(storage)).toBe("denied");
    expect(storage.items.get(CONSENT_STORAGE_KEY)).toBe("denied");
  });
  test("a stray saved value or blocked storage counts as pending", () => {
    const storage = memory();
    storage.setItem(CONSENT_STORAGE_KEY, "maybe");
    expect(readConsent(storage)).toBe("pending");
    const blocked = { getItem: () => { throw new Error("SecurityError"); }, setItem: () => { throw new Error("SecurityError"); } };
    expect(readConsent(blocked)).toBe("pending");
    expect(writeConsent("granted", blocked)).toBe(false);
  });
});
