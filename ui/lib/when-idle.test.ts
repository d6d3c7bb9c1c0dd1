import { describe, expect, test, vi } from "vitest";
import { IDLE_FALLBACK_MS, IDLE_TIMEOUT_MS, whenIdle } from "./when-idle.ts";

describe("whenIdle", () => {
  test("asks for an idle callback with a 1.5 s timeout where the browser has one", () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    const work = () => {};
    const cancel = whenIdle(work, { requestIdleCallback, cancelIdleCallback, setTimeout: vi.fn(), clearTimeout: vi.fn() });
    expect(IDLE_TIMEOUT_MS).toBe(1500);
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  test("falls back to a 1.2 s timer without idle callbacks", () => {
    const setTimeout = vi.fn(() => 3);
    const clearTimeout = vi.fn();
    const work = () => {};
    const cancel = whenIdle(work, { setTimeout, clearTimeout });
    expect(IDLE_FALLBACK_MS).toBe(1200);
    expect(setTimeout).toHaveBeenCalledWith(work, 1200);
    cancel();
    expect(clearTimeout).toHaveBeenCalledWith(3);
  });
});
