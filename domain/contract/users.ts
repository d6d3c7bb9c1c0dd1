import { z } from "zod";
import { textSchema } from "./text.ts";
import {
  nameInputSchema,
  planSchema,
  profileSchema,
  themeSchema,
  userPreferencesSchema,
  userSchema,
} from "../entities/user.ts";

/** `GET /api/users/profile` answers the profile of docs/product.md §3.4; `PUT /api/users/profile` too, after the change. */
export const profileResponseSchema = profileSchema;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** `PUT /api/users/profile`: the display name; an empty string removes it. */
export const updateProfileRequestSchema = z.object({
  name: nameInputSchema,
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

/** `PUT /api/users/preferences`: any of the four preferences; at least one. */
export const updatePreferencesRequestSchema = z
  .object({
    emailReminders: z.boolean().optional(),
    weeklySummary: z.boolean().optional(),
    theme: themeSchema.optional(),
    notificationsEnabled: z.boolean().optional(),
  })
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    message: "Send at least one preference",
  });
export type UpdatePreferencesRequest = z.input<typeof updatePreferencesRequestSchema>;

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
  home: z.object({
    id: z.string().min(1),
    homeType: z.string().nullable(),
    createdAt: z.iso.datetime(),
  }),
  records: z.record(z.string(), z.array(z.record(z.string(), z.unknown()))),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
