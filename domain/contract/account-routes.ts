import { z } from "zod";
import {
  authResponseSchema,
  changePasswordRequestSchema,
  checkResetLinkRequestSchema,
  devLoginRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  okResponseSchema,
  refreshResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signupRequestSchema,
} from "./auth.ts";
import { contactMessageRequestSchema, contactMessageResponseSchema } from "./contact.ts";
import { healthResponseSchema, readyResponseSchema } from "./health.ts";
import type { ApiRoute } from "./routes.ts";
import {
  accountExportSchema,
  calendarFeedParamsSchema,
  calendarFeedResponseSchema,
  deleteAccountRequestSchema,
  preferencesResponseSchema,
  profileResponseSchema,
  subscriptionResponseSchema,
  updatePreferencesRequestSchema,
  unsubscribeParamsSchema,
  unsubscribeResponseSchema,
  updateProfileRequestSchema,
} from "./users.ts";

/** The health, accounts, profile and contact routes, described like the task engine's (routes.ts). */
export const accountRoutes = [
  { method: "get", path: "/api/health", operationId: "getHealth", summary: "Liveness: the server answers and its database runs a query", tag: "health", auth: false, successStatus: 200, response: healthResponseSchema },
  { method: "get", path: "/api/ready", operationId: "getReadiness", summary: "Readiness: the database is reachable and writable with its migrations applied, the job queue runs and the server is not shutting down", tag: "health", auth: false, successStatus: 200, response: readyResponseSchema },
  { method: "post", path: "/api/auth/signup", operationId: "signUp", summary: "Create an account (plan free) and sign in", tag: "auth", auth: false, body: signupRequestSchema, successStatus: 201, response: authResponseSchema },
  { method: "post", path: "/api/auth/login", operationId: "logIn", summary: "Sign in with e-mail and password", tag: "auth", auth: false, body: loginRequestSchema, successStatus: 200, response: authResponseSchema },
  { method: "post", path: "/api/auth/refresh", operationId: "refreshSession", summary: "A new access token from the refresh cookie, which is rotated", tag: "auth", auth: false, successStatus: 200, response: refreshResponseSchema },
  { method: "get", path: "/api/auth/session", operationId: "probeSession", summary: "The session held by the refresh cookie, or ok false", tag: "auth", auth: false, successStatus: 200, response: sessionResponseSchema },
  { method: "get", path: "/api/auth/me", operationId: "getMe", summary: "The signed-in user", tag: "auth", auth: true, successStatus: 200, response: meResponseSchema },
  { method: "post", path: "/api/auth/logout", operationId: "logOut", summary: "Revoke the session and clear its cookie", tag: "auth", auth: false, successStatus: 204 },
  { method: "post", path: "/api/auth/logout-all", operationId: "logOutEverywhere", summary: "Revoke every session of the signed-in user, on every device, and clear this one's cookie", tag: "auth", auth: true, successStatus: 204 },
  { method: "post", path: "/api/auth/forgot-password", operationId: "forgotPassword", summary: "E-mail a single-use reset link, whether or not the address has an account", tag: "auth", auth: false, body: forgotPasswordRequestSchema, successStatus: 202, response: okResponseSchema },
  { method: "post", path: "/api/auth/reset-password", operationId: "resetPassword", summary: "Set a new password from a reset link; signs out every session", tag: "auth", auth: false, body: resetPasswordRequestSchema, successStatus: 200, response: okResponseSchema },
  { method: "post", path: "/api/auth/reset-password/check", operationId: "checkResetLink", summary: "Whether a reset link still works, without using it", tag: "auth", auth: false, body: checkResetLinkRequestSchema, successStatus: 200, response: okResponseSchema },
  { method: "post", path: "/api/auth/change-password", operationId: "changePassword", summary: "Change the password, the current one given again; ends every other session and answers this one's new session", tag: "auth", auth: true, body: changePasswordRequestSchema, successStatus: 200, response: authResponseSchema },
  { method: "post", path: "/api/auth/dev-login", operationId: "devLogIn", summary: "Development only: sign in as a test user", tag: "development", auth: false, body: devLoginRequestSchema, successStatus: 200, response: authResponseSchema },
  { method: "get", path: "/api/dev/outbox", operationId: "listOutbox", summary: "Development only: e-mails the server would have sent", tag: "development", auth: false, successStatus: 200, response: z.object({ messages: z.array(z.unknown()) }) },
  { method: "get", path: "/api/users/profile", operationId: "getProfile", summary: "The profile with appliances and stats", tag: "users", auth: true, successStatus: 200, response: profileResponseSchema },
  { method: "put", path: "/api/users/profile", operationId: "updateProfile", summary: "Change the name", tag: "users", auth: true, body: updateProfileRequestSchema, successStatus: 200, response: profileResponseSchema },
  { method: "put", path: "/api/users/preferences", operationId: "updatePreferences", summary: "E-mail reminders and their window, weekly summary, theme, notifications and time zone", tag: "users", auth: true, body: updatePreferencesRequestSchema, successStatus: 200, response: preferencesResponseSchema },
  { method: "get", path: "/api/users/subscription", operationId: "getSubscription", summary: "Plan and status", tag: "users", auth: true, successStatus: 200, response: subscriptionResponseSchema },
  { method: "delete", path: "/api/users/me", operationId: "deleteAccount", summary: "Delete the account and everything it owns (password required)", tag: "users", auth: true, body: deleteAccountRequestSchema, successStatus: 204 },
  { method: "get", path: "/api/users/me/export", operationId: "exportAccount", summary: "Everything held about the user, as JSON", tag: "users", auth: true, successStatus: 200, response: accountExportSchema },
  { method: "get", path: "/api/users/calendar", operationId: "getCalendarFeed", summary: "The private calendar feed URL of the user's home", tag: "calendar", auth: true, successStatus: 200, response: calendarFeedResponseSchema },
  { method: "post", path: "/api/users/calendar/regenerate", operationId: "regenerateCalendarFeed", summary: "A new calendar feed URL; the old one answers 404 from now on", tag: "calendar", auth: true, successStatus: 200, response: calendarFeedResponseSchema },
  { method: "get", path: "/api/calendar/{secret}.ics", operationId: "getCalendarFeedIcs", summary: "The home's open tasks as an iCalendar feed (RFC 5545), for calendar apps", tag: "calendar", auth: false, params: calendarFeedParamsSchema, successStatus: 200, response: z.string(), responseContentType: "text/calendar" },
  { method: "get", path: "/api/email/unsubscribe/{token}", operationId: "showUnsubscribe", summary: "The confirmation page of an e-mail's unsubscribe link", tag: "email", auth: false, params: unsubscribeParamsSchema, successStatus: 200, response: z.string(), responseContentType: "text/html" },
  { method: "post", path: "/api/email/unsubscribe/{token}", operationId: "unsubscribe", summary: "One-click unsubscribe (RFC 8058): turns the e-mail's preference off, no sign-in needed", tag: "email", auth: false, params: unsubscribeParamsSchema, body: z.object({ "List-Unsubscribe": z.literal("One-Click").optional() }), bodyContentType: "application/x-www-form-urlencoded", successStatus: 200, response: unsubscribeResponseSchema },
  { method: "post", path: "/api/contact", operationId: "sendContactMessage", summary: "Leave a message for the team", tag: "contact", auth: false, body: contactMessageRequestSchema, successStatus: 201, response: contactMessageResponseSchema },
] as const satisfies readonly ApiRoute[];
