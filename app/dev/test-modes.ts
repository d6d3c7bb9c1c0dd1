import { defaultUserPreferences, type ClientTask, type LoginRequest, type Profile, type User } from "@domain/contract/index.ts";
import { initialAppState } from "@domain/entities/app-state.ts";
import { difficultyFromMinutes, isQuickWinTime } from "@domain/tasks/task-rules.ts";
import { appStore } from "@lib/app-state/index.ts";
import type { LocalTestSession, TestModeLogin } from "@lib/session/index.ts";
import { TEST_ACCOUNTS, TEST_MODE_TOASTS, TEST_MODE_TOKENS } from "./test-mode-tokens.ts";

/*
 * The two test modes of docs/product.md §6.3, for trying the app without a server. DEVELOPMENT AND
 * STORYBOOK ONLY: app/providers.tsx imports this module behind `import.meta.env.DEV`, so a production
 * build contains neither these accounts, nor the tokens, nor this code (a test greps the bundle).
 */

export { TEST_ACCOUNTS, TEST_MODE_TOASTS, TEST_MODE_TOKENS };

const stamp = (now: Date) => now.toISOString();
const day = (now: Date, offsetDays: number) => new Date(now.getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);

const adminAppliances = [
  { id: "dev-appliance-hvac", type: "hvac", name: "HVAC system" },
  { id: "dev-appliance-refrigerator", type: "refrigerator", name: "Refrigerator" },
  { id: "dev-appliance-water-heater", type: "water-heater", name: "Water heater" },
] as const;

/** The admin bypass's five active tasks (docs/product.md §6.3), dated from `now`. */
export function adminTestTasks(now: Date): ClientTask[] {
  const task = (id: string, name: string, applianceIndex: number, dueInDays: number, timeEstimate: number): ClientTask => {
    const appliance = adminAppliances[applianceIndex]!;
    return {
      id,
      name,
      description: `${name} for the ${appliance.name.toLowerCase()}.`,
      applianceId: appliance.type,
      applianceName: appliance.name,
      frequency: "monthly",
      timeEstimate,
      difficulty: difficultyFromMinutes(timeEstimate),
      priority: dueInDays < 0 ? "high" : "medium",
      instructions: [],
      dueDate: day(now, dueInDays),
      isOverdue: dueInDays < 0,
      isCompleted: false,
      completedAt: null,
      lastCompleted: null,
      snoozeUntil: null,
      createdAt: stamp(now),
      notes: "",
      daysUntilDue: dueInDays,
      costSavings: "",
      isQuickWin: isQuickWinTime(timeEstimate),
      masterTaskSlug: null,
    };
  };
  return [
    task("dev-task-1", "Replace the air filter", 0, -2, 10),
    task("dev-task-2", "Clean the condenser coils", 1, 0, 30),
    task("dev-task-3", "Flush the tank", 2, 5, 60),
    task("dev-task-4", "Check the door seals", 1, 12, 5),
    task("dev-task-5", "Test the pressure relief valve", 2, 20, 15),
  ];
}

function testUser(id: string, email: string, plan: User["plan"], onboarded: boolean, now: Date): User {
  return { id, email, name: email.split("@")[0], plan, hasCompletedOnboarding: onboarded, createdAt: stamp(now), updatedAt: stamp(now), avatarUrl: null };
}

export function adminTestSession(now: Date): LocalTestSession {
  const user = testUser("dev-admin", TEST_ACCOUNTS.admin.email, "pro", true, now);
  const tasks = adminTestTasks(now);
  const profile: Profile = {
    id: user.id,
    email: user.email,
    name: user.name,
    plan: "pro",
    hasCompletedOnboarding: true,
    preferences: defaultUserPreferences,
    appliances: adminAppliances.map((appliance) => ({ ...appliance, brand: null, model: null, installDate: null, createdAt: stamp(now), updatedAt: stamp(now) })),
    stats: { applianceCount: adminAppliances.length, activeTaskCount: tasks.length, completedTaskCount: 0, nextTaskDue: tasks[0]!.dueDate },
  };
  return { user, profile, token: TEST_MODE_TOKENS.admin, announcement: TEST_MODE_TOASTS.admin };
}

export function onboardingTestSession(now: Date, id: string): LocalTestSession {
  const user = testUser(`dev-onboarding-${id}`, TEST_ACCOUNTS.onboarding.email, "free", false, now);
  const profile: Profile = {
    id: user.id,
    email: user.email,
    name: user.name,
    plan: "free",
    hasCompletedOnboarding: false,
    preferences: defaultUserPreferences,
    appliances: [],
    stats: { applianceCount: 0, activeTaskCount: 0, completedTaskCount: 0, nextTaskDue: null },
  };
  return { user, profile, token: TEST_MODE_TOKENS.onboarding, announcement: TEST_MODE_TOASTS.onboarding };
}

const matches = (credentials: LoginRequest, account: { email: string; password: string }) =>
  credentials.email.trim().toLowerCase() === account.email && credentials.password === account.password;

/** Turns the test accounts into local sessions and fills the app-wide store to match. */
export const testModeLogin: TestModeLogin = (credentials) => {
  const now = new Date();
  if (matches(credentials, TEST_ACCOUNTS.admin)) {
    const session = adminTestSession(now);
    appStore.setState({
      ...initialAppState(),
      isAuthenticated: true,
      appliances: session.profile.appliances.map((appliance) => ({ id: appliance.type, name: appliance.name, addedAt: stamp(now) })),
      userStats: { ...initialAppState().userStats, applianceCount: session.profile.appliances.length, memberSince: stamp(now) },
      onboarding: { ...initialAppState().onboarding, isComplete: true, currentStep: "complete", selectedAppliances: session.profile.appliances.map((a) => a.type), completedAt: stamp(now) },
    });
    return Promise.resolve(session);
  }
  if (matches(credentials, TEST_ACCOUNTS.onboarding)) {
    // Always a new user: whatever an earlier run left behind is forgotten.
    appStore.getState().reset();
    return Promise.resolve(onboardingTestSession(now, globalThis.crypto.randomUUID().slice(0, 8)));
  }
  return Promise.resolve(null);
};
