import { z } from "zod";
import { DEFAULT_TIME_ZONE, timeZoneSchema } from "../dates/calendar-date.ts";
import { textSchema } from "../contract/text.ts";
import { THEMES } from "./theme.ts";

export { THEMES, isTheme, resolveTheme, type ResolvedTheme, type Theme } from "./theme.ts";

/** Plans of docs/product.md §1.3: every new user starts on free. */
export const planSchema = z.enum(["free", "pro", "beta"]);
export type Plan = z.infer<typeof planSchema>;
export const defaultPlan: Plan = "free";

/** The colour theme a user chose: light, dark, or whatever their system asks for (kept as "system"). */
export const themeSchema = z.enum(THEMES);

/**
 * An e-mail address as people type it: trimmed and lower-cased before it is checked, so
 * " Ana@Example.com " and "ana@example.com" are one account (docs/product.md §3.1; RFC 5321 caps it at 254).
 */
export const emailInputSchema = textSchema().trim().toLowerCase().max(254).pipe(z.email());

/** A display name: optional, trimmed, at most 100 characters; an empty one means "no name". */
export const nameInputSchema = textSchema()
  .trim()
  .max(100)
  .transform((name) => (name === "" ? undefined : name));

/** A new password: 8 to 128 characters (the upper bound keeps hashing cost bounded; OWASP ASVS 2.1.2). */
export const newPasswordSchema = textSchema().min(8, "Use at least 8 characters").max(128, "Use at most 128 characters");

/** How many days ahead the reminder e-mail looks (docs/product.md §1): 1, 3 or 7; 3 by default. */
export const REMINDER_DAY_CHOICES = [1, 3, 7] as const;
export const reminderDaysSchema = z.union([z.literal(1), z.literal(3), z.literal(7)]);
export type ReminderDays = z.infer<typeof reminderDaysSchema>;
export const DEFAULT_REMINDER_DAYS: ReminderDays = 3;

/**
 * The preferences of the server profile (docs/product.md §3.4). Defaults: reminders and the weekly summary on,
 * notifications on, light theme (the server's reading of §3; a browser-only user may still start dark).
 * `timeZone` is where the user lives, so their 8 a.m. reminder and their "today" are their own;
 * `timeZoneFollowsBrowser` says whether each sign-in sets it to the browser's, or it stays as chosen in
 * Settings (docs/product.md §4.17); `reminderDays` is the reminder's window.
 */
export const userPreferencesSchema = z.object({
  emailReminders: z.boolean(),
  weeklySummary: z.boolean(),
  theme: themeSchema,
  notificationsEnabled: z.boolean(),
  timeZone: timeZoneSchema,
  timeZoneFollowsBrowser: z.boolean(),
  reminderDays: reminderDaysSchema,
  /** Whether what the other members of a shared home do reaches this person's notification center (docs/product.md §6.5); on unless said. */
  householdActivity: z.boolean().default(true),
});
export type UserPreferences = z.infer<typeof userPreferencesSchema>;
export const defaultUserPreferences: UserPreferences = {
  emailReminders: true,
  weeklySummary: true,
  theme: "light",
  notificationsEnabled: true,
  timeZone: DEFAULT_TIME_ZONE,
  timeZoneFollowsBrowser: true,
  reminderDays: DEFAULT_REMINDER_DAYS,
  householdActivity: true,
};

/** The preferences kept in the browser's session state (§3): the server's without notificationsEnabled. */
export const sessionPreferencesSchema = userPreferencesSchema.pick({ emailReminders: true, weeklySummary: true, theme: true });
export type SessionPreferences = z.infer<typeof sessionPreferencesSchema>;

/**
 * The user payload rule of docs/product.md §5.1: id, a valid e-mail, an optional name and a known plan;
 * anything else is an 'Invalid user payload'. Other fields pass through untouched.
 */
export const userPayloadSchema = z.looseObject({
  id: z.string().min(1),
  email: z.email(),
  name: z.string().optional(),
  plan: planSchema,
});
export type UserPayload = z.infer<typeof userPayloadSchema>;

/** User (server), docs/product.md §3.1: what the API answers for a signed-in user. Dates are ISO 8601 strings. */
export const userSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  name: z.string().optional(),
  plan: planSchema,
  hasCompletedOnboarding: z.boolean().optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  avatarUrl: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/** User (session state), docs/product.md §3.2: what the browser keeps about the signed-in user. */
export const sessionUserSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  name: z.string().optional(),
  plan: planSchema,
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
  avatarUrl: z.string().nullable(),
  preferences: sessionPreferencesSchema,
  /** Kept so a reload without a network opens the right screen (docs/product.md §4.13); older copies lack it. */
  hasCompletedOnboarding: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** One appliance as the profile lists it (§3); `type` is the catalogue appliance id. */
export const profileApplianceSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  name: z.string(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  installDate: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ProfileAppliance = z.infer<typeof profileApplianceSchema>;

export const profileStatsSchema = z.object({
  applianceCount: z.number().int().min(0),
  activeTaskCount: z.number().int().min(0),
  completedTaskCount: z.number().int().min(0),
  /** The due date of the next pending task, or null when nothing is scheduled. */
  nextTaskDue: z.string().nullable(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** Profile (server), docs/product.md §3. */
export const profileSchema = z.object({
  id: z.string().min(1),
  email: z.email(),
  name: z.string().optional(),
  plan: planSchema,
  hasCompletedOnboarding: z.boolean(),
  /**
   * Whether the owner of the address opened the link mailed to it (docs/product.md §4.18); until then no
   * reminder or summary is sent to it. Absent where there is no address to verify (local mode).
   */
  emailVerified: z.boolean().optional(),
  preferences: userPreferencesSchema,
  appliances: z.array(profileApplianceSchema),
  stats: profileStatsSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** The statistics of a profile with nothing in the home yet. */
export const emptyProfileStats: ProfileStats = { applianceCount: 0, activeTaskCount: 0, completedTaskCount: 0, nextTaskDue: null };
