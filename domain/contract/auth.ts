import { z } from "zod";
import { textSchema } from "./text.ts";
import { emailInputSchema, nameInputSchema, newPasswordSchema, themeSchema, userSchema } from "../entities/user.ts";

/**
 * The calls of docs/product.md §7.2 under /api/auth. The access token travels in the body; the refresh token
 * only in an httpOnly cookie (Path=/api/auth), so no request or response here names it.
 */

/** `POST /api/auth/signup` */
export const signupRequestSchema = z.object({
  email: emailInputSchema,
  password: newPasswordSchema,
  name: nameInputSchema.optional(),
  /** The theme this browser shows, chosen before the account existed: the account starts with it, not with the default. */
  theme: themeSchema.optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** `POST /api/auth/login`: any non-empty password is checked, so older, shorter passwords still work. */
export const loginRequestSchema = z.object({
  email: emailInputSchema,
  password: textSchema().min(1).max(1024),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Login, signup and dev-login answer this (docs/product.md §3.3). */
export const authResponseSchema = z.object({
  accessToken: z.string().min(1),
  user: userSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** `POST /api/auth/refresh`: no body, the cookie is the credential. */
export const refreshResponseSchema = z.object({
  accessToken: z.string().min(1),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

/** `GET /api/auth/me` (Bearer access token). */
export const meResponseSchema = z.object({
  user: userSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * `GET /api/auth/session`: the probe of docs/product.md §4.1, answered from the refresh cookie (which it
 * rotates) with a fresh access token, or `{ ok: false }` when there is no valid session. Always 200.
 */
export const sessionResponseSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), user: userSchema, accessToken: z.string().min(1) }),
  z.object({ ok: z.literal(false) }),
]);
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * `POST /api/auth/dev-login` (NODE_ENV=development only, 404 otherwise): signs in as the given address,
 * creating the account when missing; `reset: true` first deletes that account and its home.
 * Answers like login.
 */
export const devLoginRequestSchema = z.object({
  email: emailInputSchema,
  reset: z.boolean().optional(),
});

/** The instant to run the reminders and weekly summaries for, as `npm run jobs -- --now` takes it. */
export const devDispatchRequestSchema = z.object({
  at: z.iso.datetime(),
  allZones: z.boolean().optional(),
});
export type DevLoginRequest = z.input<typeof devLoginRequestSchema>;

/** `POST /api/auth/forgot-password`: always 202 `{ ok: true }`, whether or not the address has an account. */
export const forgotPasswordRequestSchema = z.object({
  email: emailInputSchema,
});
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** `POST /api/auth/reset-password`: the token from the e-mailed link (`/forgot-password?token=…`). */
export const resetPasswordRequestSchema = z.object({
  token: textSchema().min(1).max(200),
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * `POST /api/auth/reset-password/check`: whether the link's token would still set a password, asked when the
 * link is opened; `{ ok: true }`, or 400 RESET_TOKEN_INVALID as the reset itself would answer. Nothing changes.
 */
export const checkResetLinkRequestSchema = z.object({
  token: textSchema().min(1).max(200),
});
export type CheckResetLinkRequest = z.input<typeof checkResetLinkRequestSchema>;

/**
 * `POST /api/auth/verify-email`: the token of the link mailed to a new account's address
 * (`/verify-email?token=…`, docs/product.md §4.18); `{ ok: true }` once the address is verified, or 400
 * VERIFICATION_LINK_INVALID for a link used, expired or unknown. No sign-in needed: the token is the proof.
 */
export const verifyEmailRequestSchema = z.object({
  token: textSchema().min(1).max(200),
});
export type VerifyEmailRequest = z.input<typeof verifyEmailRequestSchema>;

/**
 * `POST /api/auth/change-password` (Bearer access token): the current password again, so a stolen access token
 * alone cannot take the account. Every session of the user ends, and this one goes on in a new one: the answer
 * is a sign-in's, with a new refresh cookie.
 */
export const changePasswordRequestSchema = z.object({
  currentPassword: textSchema().min(1).max(1024),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** The body of forgot-password (202) and reset-password (200). Logout answers 204 with no body. */
export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;
