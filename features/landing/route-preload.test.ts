import { describe, expect, test, vi } from "vitest";
import { IDLE_PRELOAD_FALLBACK_MS, IDLE_PRELOAD_TIMEOUT_MS, preloadRoute, preloadRoutes, registerRoutePreloaders, whenIdle } from "./route-preload.ts";

describe("preloadRoute", () => {
  test("loads a registered route once, ignores unknown ones", () => {
    const loader = vi.fn(() => Promise.resolve());
    const unregister = registerRoutePreloaders({ "/test-once": loader });
    preloadRoute("/test-once");
    preloadRoute("/test-once");
    preloadRoutes(["/test-once", "/nobody-registered-this"]);
    expect(loader).toHaveBeenCalledTimes(1);
    unregister();
  });

  test("a failed load can be retried", async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(undefined);
    const unregister = registerRoutePreloaders({ "/test-retry": loader });
    preloadRoute("/test-retry");
    await vi.waitFor(() => expect(loader).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    preloadRoute("/test-retry");
    expect(loader).toHaveBeenCalledTimes(2);
    unregister();
  });
});

describe("whenIdle", () => {
  test("asks for an idle callback with a 1.5 s timeout where the browser has one", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const work = () => {};
    const cancel = whenIdle(work, { requestIdleCallback, cancelIdleCallback, setTimeout: vi.fn(), clearTimeout: vi.fn() });
    expect(IDLE_PRELOAD_TIMEOUT_MS).toBe(1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  test("falls back to a 1.2 s timer without idle callbacks", () => {
    const setTimeout = vi.fn(() => 3);
    const clearTimeout = vi.fn();
    const work = () => {};
    const cancel = whenIdle(work, { setTimeout, clearTimeout });
    expect(IDLE_PRELOAD_FALLBACK_MS).toBe(1200);
    expect(setTimeout).toHaveBeenCalledWith(work, 1200);
    cancel();
    expect(clearTimeout).toHaveBeenCalledWith(3);
  });
});
