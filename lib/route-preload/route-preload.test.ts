import { describe, expect, test, vi } from "vitest";
import { preloadRoute, preloadRoutes, registerRoutePreloaders } from "./route-preload.ts";

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
