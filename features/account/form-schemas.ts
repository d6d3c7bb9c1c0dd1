import { z } from "zod";
import {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  newPasswordSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
} from "@domain/contract/index.ts";

/*
 * The account forms validate with the domain contract's own request schemas, so the browser refuses
 * exactly what the server would. Only the wording of zod's generic messages is replaced, field by field.
 */

type Issue = { code: string; path?: PropertyKey[]; input?: unknown; minimum?: unknown };

/** Friendly words for the contract's generic messages; explicit ones ("Use at least 8 characters") stay. */
export function accountFormMessage(issue: Issue): string | undefined {
  const field = String(issue.path?.[0] ?? "");
  const empty = typeof issue.input === "string" ? issue.input.trim() === "" : issue.input === undefined;
  if (field === "email") return empty ? "Enter your e-mail address" : "Enter a valid e-mail address, like name@example.com";
  if (field === "password" && issue.code === "too_small") return "Enter your password";
  if (field === "name" && issue.code === "too_big") return "Use at most 100 characters";
  return undefined;
}

export const parseOptions = { error: accountFormMessage } as const;

export const signInFormSchema = loginRequestSchema;
export type SignInFormValues = z.input<typeof signInFormSchema>;

export const signUpFormSchema = signupRequestSchema;
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

export const forgotPasswordFormSchema = forgotPasswordRequestSchema;
export type ForgotPasswordFormValues = z.input<typeof forgotPasswordFormSchema>;

/** The reset form asks for the new password twice; the token comes from the link, not the form. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, "Type the new password again"),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ["confirmPassword"], message: "The passwords do not match" });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** The reset request as the contract wants it, built from the form and the link's token. */
export const resetRequestFrom = (token: string, values: ResetPasswordFormValues) =>
  resetPasswordRequestSchema.parse({ token, password: values.password });
