import { afterEach, describe, expect, test, vi } from "vitest";
import { allowConsole, consoleCheckFailureNow, expectConsole } from "./console-guard.ts";

describe("the console guard every test runs under", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  test("fails a test that logs an error or a warning it does not expect", () => {
    const printed = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    console.error("A deliberate error");
    expect(consoleCheckFailureNow()).toMatch(/console\.error was called: A deliberate error/);
    console.warn("A deliberate warning");
    expect(consoleCheckFailureNow()).toMatch(/console\.warn was called: A deliberate warning/);
    printed.mockRestore();
  });

  test("passes an expected message, and fails when an expected one never comes", () => {
    const printed = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expectConsole("error", /deliberate/);
    console.error("A deliberate error");
    expect(consoleCheckFailureNow()).toBe("");
    expectConsole("warn", "never logged");
    expect(consoleCheckFailureNow()).toMatch(/console\.warn was expected \(never logged\) but never called/);
    printed.mockRestore();
  });

  test("lets an allowed message through whether it comes or not, and only that one", () => {
    const printed = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    allowConsole("warn", "tolerated");
    expect(consoleCheckFailureNow()).toBe("");
    allowConsole("warn", "tolerated");
    console.warn("A tolerated warning");
    console.warn("Another warning");
    expect(consoleCheckFailureNow()).toMatch(/^console\.warn was called: Another warning$/m);
    printed.mockRestore();
  });

  test("leaves to a test's own spy what it swallows", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
    console.error("Swallowed by the test's spy");
    expect(spy).toHaveBeenCalledOnce();
    expect(consoleCheckFailureNow()).toBe("");
  });
});
