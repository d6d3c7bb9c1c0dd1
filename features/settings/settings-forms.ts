import { z } from "zod";
import { changePasswordRequestSchema, deleteAccountRequestSchema, updateProfileRequestSchema } from "@domain/contract/index.ts";
import { isUnchangedPassword, UNCHANGED_PASSWORD_MESSAGE } from "@domain/entities/password-rule.ts";

/*
 * The settings forms validate with the contract's request schemas, so the browser refuses exactly what
 * the server would; only zod's generic wording is replaced.
 */
type Issue = { code: string; path?: PropertyKey[] };

export function settingsFormMessage(issue: Issue): string | undefined {
  const field = String(issue.path?.[0] ?? "");
  if (field === "name" && issue.code === "too_big") return "Use at most 100 characters";
  if (field === "password" && issue.code === "too_small") return "Enter your password";
  if (field === "currentPassword" && issue.code === "too_small") return "Enter your current password";
  return undefined;
}

export const settingsParseOptions = { error: settingsFormMessage } as const;

export const profileFormSchema = updateProfileRequestSchema;
export type ProfileFormValues = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

export const deleteAccountFormSchema = deleteAccountRequestSchema;
export type DeleteAccountFormValues = z.input<typeof deleteAccountFormSchema>;

/** The contract's request, and the new password typed a second time; the same password again is refused as the server would. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: z.string().min(1, "Type the new password again") })
  .refine((values) => !isUnchangedPassword(values), { path: ["newPassword"], message: UNCHANGED_PASSWORD_MESSAGE })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ["confirmPassword"], message: "The passwords do not match" });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

/** docs/product.md §8: what the error toast says when the server refuses a change. */
export const UPDATE_FAILED = "Update failed";
