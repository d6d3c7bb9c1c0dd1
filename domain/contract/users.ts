import { z } from "zod";
import { canonicalTimeZone, timeZoneSchema } from "../dates/calendar-date.ts";
import { textSchema } from "./text.ts";
import {
  nameInputSchema,
  planSchema,
  profileSchema,
  reminderDaysSchema,
  themeSchema,
  userPreferencesSchema,
  userSchema,
  type UserPreferences,
} from "../entities/user.ts";

/** `GET /api/users/profile` answers the profile of docs/product.md §3.4; `PUT /api/users/profile` too, after the change. */
export const profileResponseSchema = profileSchema;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `PUT /api/users/profile`: the display name; an empty string removes it. */
export const updateProfileRequestSchema = z.object({
  name: nameInputSchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/**
 * `PUT /api/users/preferences`: any of the preferences; at least one. A zone sent alone is chosen, kept
 * through later sign-ins; `timeZoneFollowsBrowser: true` comes with the browser's zone and has each sign-in
 * set it again; `false` alone keeps the zone it is (docs/product.md §4.17).
 */
export const updatePreferencesRequestSchema = z
  .object({
    emailReminders: z.boolean().optional(),
    weeklySummary: z.boolean().optional(),
    theme: themeSchema.optional(),
    notificationsEnabled: z.boolean().optional(),
    /** An IANA time zone ("Europe/Paris"), kept as the time zone database spells it; an unknown one is a 400. */
    timeZone: textSchema()
      .min(1)
      .max(64)
      .refine((zone) => timeZoneSchema.safeParse(zone).success, { message: "Unknown time zone" })
      .transform(canonicalTimeZone)
      .optional(),
    timeZoneFollowsBrowser: z.boolean().optional(),
    reminderDays: reminderDaysSchema.optional(),
    householdActivity: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: "Send at least one preference",
  })
  // Following starts from where the browser is now, not from a zone chosen for elsewhere.
  .refine((update) => update.timeZoneFollowsBrowser !== true || update.timeZone !== undefined, {
    message: "Send the browser's time zone with timeZoneFollowsBrowser",
    path: ["timeZone"],
  });
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;

/**
 * Whether the zone follows the browser after `change`: a zone sent alone is a choice, and
 * `timeZoneFollowsBrowser` says so outright; undefined when the change leaves it as it was.
 */
export function timeZoneFollowsBrowserAfter(change: Pick<UpdatePreferencesRequest, "timeZone" | "timeZoneFollowsBrowser">): boolean | undefined {
  if (change.timeZoneFollowsBrowser !== undefined) return change.timeZoneFollowsBrowser;
  return change.timeZone === undefined ? undefined : false;
}

/** The preferences after `change`, as the server answers them: the browser shows them before it answers. */
export function preferencesAfter(preferences: UserPreferences, change: UpdatePreferencesRequest): UserPreferences {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<UserPreferences>;
  const follows = timeZoneFollowsBrowserAfter(change);
  return { ...preferences, ...defined, ...(follows !== undefined && { timeZoneFollowsBrowser: follows }) };
}

/** The answer to `PUT /api/users/preferences`: all preferences after the change. */
export const preferencesResponseSchema = z.object({ preferences: userPreferencesSchema });
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** `GET /api/users/subscription`: the plan and its state (no billing yet, so a plan is always active). */
export const subscriptionResponseSchema = z.object({
  plan: planSchema,
  status: z.enum(["active", "canceled", "past_due"]),
  /** When a paid plan renews; null for free and beta. */
  renewsAt: z.iso.datetime().nullable(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** `DELETE /api/users/me`: the password again, so a stolen access token alone cannot erase an account. Answers 204. */
export const deleteAccountRequestSchema = z.object({
  password: textSchema().min(1).max(1024),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;

/**
 * `GET /api/users/me/export`: everything held about the user, as JSON. `records` holds, per table,
 * the rows of the user's home (appliances, tasks, completions, notifications…) with secrets left out.
 */
export const accountExportSchema = z.object({
  exportedAt: z.iso.datetime(),
  user: userSchema,
  preferences: userPreferencesSchema,
  /** The person's first home (docs/product.md §6.5); `homes` lists every home they belong to. */
  home: z.object({
    id: z.string().min(1),
    homeType: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
  homes: z.array(
    z.object({
      id: z.string().min(1),
      name: z.string().nullable(),
      role: z.enum(["owner", "member"]),
      homeType: z.string().nullable(),
      createdAt: z.iso.datetime(),
    }),
  ),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The name the export is saved under: the JSON alone, or the ZIP when the person's homes hold documents. */
export const ACCOUNT_EXPORT_FILE_NAMES = { json: "hearthkeep-export.json", zip: "hearthkeep-export.zip" } as const;

/** The bytes of the export's ZIP: described as binary in the OpenAPI document, never checked as JSON. */
export const accountArchiveSchema = z.string().meta({ format: "binary" });

/**
 * `GET /api/users/calendar` and `POST /api/users/calendar/regenerate`: the private calendar feed URL
 * of the signed-in user's home (`/api/calendar/{secret}.ics`). Regenerating makes the old URL a 404.
 */
export const calendarFeedResponseSchema = z.object({ url: z.url() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** The path parameter of `/api/calendar/{secret}.ics`: the feed's long random secret. */
export const calendarFeedParamsSchema = z.object({ secret: textSchema().regex(/^[A-Za-z0-9_-]{32,128}$/) });

/** The path parameter of the one-click unsubscribe link of a reminder or summary e-mail (RFC 8058). */
export const unsubscribeParamsSchema = z.object({ token: textSchema().min(16).max(2048) });

/** What the unsubscribe POST answers: which preference is now off. */
export const unsubscribeResponseSchema = z.object({ unsubscribed: z.enum(["emailReminders", "weeklySummary"]) });
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
