import { DEFAULT_REMINDER_DAYS, reminderDaysSchema, type User, type UserPreferences } from "@domain/contract/index.ts";
import type { HomeRow, UserRow } from "../db/repositories/users-repository.ts";

/** The user payload of the API (docs/product.md §3.1, §5.1): never the password hash. */
export function toUser(user: UserRow, home: HomeRow | undefined): User {
  return {
    id: user.id,
    email: user.email,
    ...(user.name ? { name: user.name } : {}),
    plan: user.plan,
    hasCompletedOnboarding: Boolean(home?.onboardingCompletedAt),
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
    avatarUrl: user.avatarUrl,
  };
}

export function toPreferences(user: UserRow): UserPreferences {
  return {
    emailReminders: user.emailReminders,
    weeklySummary: user.weeklySummary,
    theme: user.theme,
    notificationsEnabled: user.notificationsEnabled,
    timeZone: user.timeZone,
    timeZoneFollowsBrowser: !user.timeZoneChosen,
    reminderDays: reminderDaysSchema.catch(DEFAULT_REMINDER_DAYS).parse(user.reminderDays),
    householdActivity: user.householdActivity,
  };
}
