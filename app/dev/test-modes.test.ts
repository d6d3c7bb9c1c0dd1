import { describe, expect, test } from "vitest";
import { appStore } from "@lib/app-state/index.ts";
import { adminTestSession, onboardingTestSession, TEST_ACCOUNTS, TEST_MODE_TOASTS, TEST_MODE_TOKENS, testModeLogin } from "./test-modes.ts";

const now = new Date("2026-11-22T12:00:00.000Z");

describe("the admin bypass (docs/product.md §6.3)", () => {
  test("a pro user who finished onboarding, with 3 appliances and 5 active tasks, marked local-only", () => {
    const session = adminTestSession(now);
    expect(session.user).toMatchObject({ plan: "pro", hasCompletedOnboarding: true, email: TEST_ACCOUNTS.admin.email });
    expect(session.profile.appliances).toHaveLength(3);
    expect(session.profile.stats).toMatchObject({ applianceCount: 3, activeTaskCount: 5 });
    expect(session.token).toBe(TEST_MODE_TOKENS.admin);
    expect(session.announcement).toBe("Admin access granted - using local data");
  });

  test("signing in with its account fills the app-wide store to match", async () => {
    const session = await testModeLogin({ email: ` ${TEST_ACCOUNTS.admin.email.toUpperCase()} `, password: TEST_ACCOUNTS.admin.password });
    expect(session?.user.plan).toBe("pro");
    const state = appStore.getState();
    expect(state.appliances).toHaveLength(3);
    expect(state.onboarding).toMatchObject({ isComplete: true, currentStep: "complete" });
  });
});

describe("the onboarding-test bypass (docs/product.md §6.3)", () => {
  test("always a new user who has not onboarded, with its toast", async () => {
    const first = await testModeLogin(TEST_ACCOUNTS.onboarding);
    const second = await testModeLogin(TEST_ACCOUNTS.onboarding);
    expect(first?.user.hasCompletedOnboarding).toBe(false);
    expect(first?.user.id).not.toBe(second?.user.id);
    expect(first?.announcement).toBe(TEST_MODE_TOASTS.onboarding);
    expect(appStore.getState().appliances).toEqual([]);
    expect(onboardingTestSession(now, "x").token).toBe(TEST_MODE_TOKENS.onboarding);
  });
});

test.each([
  { case: "a wrong password", credentials: { email: TEST_ACCOUNTS.admin.email, password: "guess" } },
  { case: "any other account", credentials: { email: "sam@example.com", password: TEST_ACCOUNTS.admin.password } },
])("$case goes to the server as usual", async ({ credentials }) => {
  await expect(testModeLogin(credentials)).resolves.toBeNull();
});
