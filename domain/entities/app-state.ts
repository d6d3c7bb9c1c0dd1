import { z } from "zod";
import { instantSchema } from "../dates/calendar-date.ts";
import { DEFAULT_HOME_TYPE, homeTypeSchema } from "./home.ts";
import { applianceAgeSchema } from "./local-data-store.ts";
import { homeLocationSchema } from "../seasons/home-location.ts";
import { applianceNotificationContent, notificationSchema } from "./notification.ts";
import { sessionUserSchema } from "./user.ts";

/**
 * The app-wide client state of docs/product.md §3.11, as it is saved in the browser and restored at start.
 * The store itself lives in the app; these are its shapes and starting values, so what is restored
 * can be checked before it is trusted.
 */
/*
 * Version 2 keeps no user in the saved copy: who is signed in (their e-mail and name) is kept encrypted
 * under its own key (docs/decisions/056-who-is-signed-in-kept-encrypted.md). A copy of version 1 still
 * holds the user in plain text, which its first load writes back without.
 */
export const APP_STATE_VERSION = 2;

export const appApplianceSchema = z.object({ id: z.string().min(1), name: z.string(), addedAt: instantSchema });
export type AppAppliance = z.infer<typeof appApplianceSchema>;

export const achievementSchema = z.object({
  id: z.string().min(1),
  isUnlocked: z.boolean(),
  unlockedAt: instantSchema.nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const userStatsSchema = z.object({
  currentStreak: z.number().int().min(0),
  longestStreak: z.number().int().min(0),
  tasksCompleted: z.number().int().min(0),
  applianceCount: z.number().int().min(0),
  maintenanceScore: z.number().min(0).max(100),
  memberSince: instantSchema.nullable(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** docs/product.md §4.3: onboarding starts at 'welcome' and ends at 'complete'. */
export const ONBOARDING_FIRST_STEP = "welcome";
export const ONBOARDING_COMPLETE_STEP = "complete";

export const onboardingStateSchema = z.object({
  isComplete: z.boolean(),
  currentStep: z.string().min(1).default(ONBOARDING_FIRST_STEP),
  homeType: homeTypeSchema.default(DEFAULT_HOME_TYPE),
  selectedAppliances: z.array(z.string()),
  applianceAges: z.array(applianceAgeSchema),
  /** Where the home is, if the person said (docs/product.md §5.7); absent when skipped or not asked yet. */
  homeLocation: homeLocationSchema.optional(),
  completedAt: instantSchema.nullable(),
});
export type OnboardingState = z.output<typeof onboardingStateSchema>;

/**
 * How dates and temperatures are written for this reader (docs/product.md §2.18): as the browser's locale
 * writes them, or chosen: the US's way (month first, °F) or day first with °C.
 */
export const READING_FORMATS = ["browser", "us", "day-first-celsius"] as const;
export const readingFormatSchema = z.enum(READING_FORMATS);
export type ReadingFormat = z.infer<typeof readingFormatSchema>;

export const appStateSchema = z.object({
  user: sessionUserSchema.nullable(),
  isAuthenticated: z.boolean(),
  appliances: z.array(appApplianceSchema),
  achievements: z.array(achievementSchema),
  userStats: userStatsSchema,
  onboarding: onboardingStateSchema,
  notifications: z.array(notificationSchema),
  isLoading: z.boolean(),
  error: z.string().nullable(),
  // A state saved before the setting existed follows the browser.
  readingFormat: readingFormatSchema.default("browser"),
  /**
   * The home this device shows when its person belongs to several (docs/product.md §6.5); null until chosen, when
   * the first home of the account's list is shown. A saved copy from before homes could be chosen, or a damaged
   * value, means none chosen: the rest of the state is kept.
   */
  currentHomeId: z.uuid().nullable().catch(null),
});
export type AppState = z.output<typeof appStateSchema>;

/**
 * A new user's theme in the app-wide state is dark (docs/product.md §3.11 gives dark in this reading and
 * light in the session's); the session user's preferences keep their own light default.
 */
export const APP_STATE_DEFAULT_THEME = "dark";

export function initialAppState(): AppState {
  return {
    user: null,
    isAuthenticated: false,
    appliances: [],
    achievements: [],
    userStats: {
      currentStreak: 0,
      longestStreak: 0,
      tasksCompleted: 0,
      applianceCount: 0,
      maintenanceScore: 0,
      memberSince: null,
    },
    onboarding: {
      isComplete: false,
      currentStep: ONBOARDING_FIRST_STEP,
      homeType: DEFAULT_HOME_TYPE,
      selectedAppliances: [],
      applianceAges: [],
      completedAt: null,
    },
    notifications: [],
    isLoading: false,
    error: null,
    readingFormat: "browser",
    currentHomeId: null,
  };
}

/**
 * docs/product.md §4.3: completing onboarding stores appliances and home type and stamps the time. Where the
 * home is leaves this plain copy: it went with the setup, to the account or to local mode's encrypted store.
 */
export function completeOnboarding(
  state: OnboardingState,
  completion: { readonly homeType: OnboardingState["homeType"]; readonly selectedAppliances: readonly string[]; readonly now: Date },
): OnboardingState {
  const { homeLocation: _sentWithTheSetup, ...kept } = state;
  return {
    ...kept,
    isComplete: true,
    currentStep: ONBOARDING_COMPLETE_STEP,
    homeType: completion.homeType,
    selectedAppliances: [...completion.selectedAppliances],
    completedAt: completion.now.toISOString(),
  };
}

/** docs/product.md §4.9 "Notifications": a new one goes to the front. */
export function addNotification(state: AppState, notification: AppState["notifications"][number]): AppState {
  return { ...state, notifications: [notification, ...state.notifications] };
}

export function markNotificationRead(state: AppState, notificationId: string): AppState {
  return {
    ...state,
    notifications: state.notifications.map((notification) =>
      notification.id === notificationId ? { ...notification, isRead: true } : notification,
    ),
  };
}

export function clearNotifications(state: AppState): AppState {
  return { ...state, notifications: [] };
}

/** docs/product.md §4.9 "Achievements": unlocking sets isUnlocked and unlockedAt (once). */
export function unlockAchievement(state: AppState, achievementId: string, now: Date): AppState {
  return {
    ...state,
    achievements: state.achievements.map((achievement) =>
      achievement.id === achievementId && !achievement.isUnlocked
        ? { ...achievement, isUnlocked: true, unlockedAt: now.toISOString() }
        : achievement,
    ),
  };
}

export interface ApplianceChange {
  readonly now: Date;
  /** Id for the notification the change adds (the caller's id source keeps domain free of randomness). */
  readonly notificationId: string;
}

/**
 * docs/product.md §4.8: adding one updates applianceCount and adds the notification
 * 'Appliance Added' / '{name} has been added to your home'. Adding an appliance already there changes nothing.
 */
export function addApplianceToState(state: AppState, appliance: { readonly id: string; readonly name: string }, change: ApplianceChange): AppState {
  if (state.appliances.some((existing) => existing.id === appliance.id)) return state;
  const appliances = [...state.appliances, { id: appliance.id, name: appliance.name, addedAt: change.now.toISOString() }];
  return addNotification(
    { ...state, appliances, userStats: { ...state.userStats, applianceCount: appliances.length } },
    { id: change.notificationId, ...applianceNotificationContent("added", appliance.name), createdAt: change.now.toISOString(), isRead: false },
  );
}

/**
 * docs/product.md §4.8: removing one also removes its age, updates applianceCount and adds
 * 'Appliance Removed' / '{name} has been removed from your home'. Removing an unknown id changes nothing.
 */
export function removeApplianceFromState(state: AppState, applianceId: string, change: ApplianceChange): AppState {
  const removed = state.appliances.find((appliance) => appliance.id === applianceId);
  if (!removed) return state;
  const appliances = state.appliances.filter((appliance) => appliance.id !== applianceId);
  const onboarding = {
    ...state.onboarding,
    selectedAppliances: state.onboarding.selectedAppliances.filter((id) => id !== applianceId),
    applianceAges: state.onboarding.applianceAges.filter((age) => age.applianceId !== applianceId),
  };
  return addNotification(
    { ...state, appliances, onboarding, userStats: { ...state.userStats, applianceCount: appliances.length } },
    { id: change.notificationId, ...applianceNotificationContent("removed", removed.name), createdAt: change.now.toISOString(), isRead: false },
  );
}
