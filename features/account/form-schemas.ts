import { z } from "zod";
import { emailInputSchema } from "@domain/entities/user.ts";
import {
  formIssueMessage,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  newPasswordSchema,
  resetPasswordRequestSchema,
  signupRequestSchema,
} from "@domain/contract/index.ts";

/*
 * The account forms validate with the domain contract's own request schemas, so the browser refuses
 * exactly what the server would; zod's generic messages are worded by the contract's formIssueMessage.
 */

export const parseOptions = { error: formIssueMessage } as const;

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

/** 'Try it without an account' (docs/product.md §4.16): an e-mail is optional, and finds a home kept on this browser. */
export const tryWithoutAccountFormSchema = z.object({
  email: z.union([z.literal(""), emailInputSchema]),
});
export type TryWithoutAccountFormValues = z.input<typeof tryWithoutAccountFormSchema>;
