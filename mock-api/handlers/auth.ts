import { http, HttpResponse } from "msw";
import { mockPathOf } from "../route-mocks.ts";
import {
  authResponseSchema,
  loginRequestSchema,
  meResponseSchema,
  okResponseSchema,
  refreshResponseSchema,
  sessionResponseSchema,
  signupRequestSchema,
  defaultUserPreferences,
  emptyProfileStats,
  requestValidationMessage,
  TIME_ZONE_HEADER,
  timeZoneInHeader,
  type Profile,
  type User,
} from "@domain/contract/index.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";
import { accessTokenSubject, authErrorBodies, fakeAccessToken, newUser, noSession, onboardedUser, sessionOf, signedInAs } from "../fixtures/auth.ts";

export const authUrls = {
  login: mockPathOf("logIn"),
  signup: mockPathOf("signUp"),
  refresh: mockPathOf("refreshSession"),
  session: mockPathOf("probeSession"),
  me: mockPathOf("getMe"),
  logout: mockPathOf("logOut"),
  forgotPassword: mockPathOf("forgotPassword"),
  resetPassword: mockPathOf("resetPassword"),
  resetLinkCheck: mockPathOf("checkResetLink"),
  verifyEmail: mockPathOf("verifyEmail"),
  resendVerification: mockPathOf("resendVerificationEmail"),
} as const;

const rateLimited = () => refuse(429, authErrorBodies.rateLimited, { "Retry-After": "900" });

/** Signs in as the typed address, keeping the fixture's other fields (like the real server's answer). */
function answerAs(base: User) {
  return async ({ request }: { request: Request }) => {
    const body = loginRequestSchema.pick({ email: true }).safeParse(await request.json());
    const user = { ...base, email: body.success ? body.data.email : base.email };
    return HttpResponse.json(authResponseSchema.parse(signedInAs(user)));
  };
}

/**
 * The accounts signing up made, by user id, each as the server stores a new user: the default preferences
 * but for the theme the browser sent (docs/product.md §2.17 'Preferences'). Each sign-up is an account of
 * its own, with an id of its own, so no other story's session ever finds one.
 */
const signedUpAccounts = new Map<string, { profile: Profile }>();

/** The account a request's access token names, when signing up here made it: its profile answers, and changes, in its name. */
export function signedUpAccountOf(request: Request): { profile: Profile } | undefined {
  const userId = accessTokenSubject(request.headers.get("Authorization"));
  return userId === undefined ? undefined : signedUpAccounts.get(userId);
}

/** Every state of the account calls; stories pick the ones they need in `parameters.msw.handlers`. */
export const authHandlers = {
  session: {
    signedOut: http.get(authUrls.session, () => HttpResponse.json(sessionResponseSchema.parse(noSession))),
    signedIn: http.get(authUrls.session, () => HttpResponse.json(sessionResponseSchema.parse(sessionOf(onboardedUser)))),
    needsOnboarding: http.get(authUrls.session, () => HttpResponse.json(sessionResponseSchema.parse(sessionOf(newUser)))),
    checking: http.get(authUrls.session, neverAnswer),
    failing: http.get(authUrls.session, () => refuse(500, authErrorBodies.internal)),
  },
  login: {
    ok: http.post(authUrls.login, answerAs(onboardedUser)),
    needsOnboarding: http.post(authUrls.login, answerAs(newUser)),
    invalidCredentials: http.post(authUrls.login, () => refuse(401, authErrorBodies.invalidCredentials)),
    rateLimited: http.post(authUrls.login, rateLimited),
    serverError: http.post(authUrls.login, () => refuse(500, authErrorBodies.internal)),
    pending: http.post(authUrls.login, neverAnswer),
  },
  signup: {
    ok: http.post(authUrls.signup, async ({ request }) => {
      const parsed = signupRequestSchema.safeParse(await request.json());
      // As the server: a body its contract does not read (an unknown theme among them) is refused, not half kept.
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_FAILED", requestValidationMessage(parsed.error)));
      const user = {
        ...newUser,
        id: `${newUser.id}-signed-up-${signedUpAccounts.size + 1}`,
        email: parsed.data.email,
        name: parsed.data.name,
      };
      const { theme } = parsed.data;
      // The browser's zone, sent with the sign-up, is the new account's (docs/product.md §4.17).
      const timeZone = timeZoneInHeader(request.headers.get(TIME_ZONE_HEADER));
      signedUpAccounts.set(user.id, {
        profile: {
          id: user.id,
          email: user.email,
          ...(user.name !== undefined && { name: user.name }),
          plan: user.plan,
          hasCompletedOnboarding: false,
          // The server mails a link at sign-up; the address is unverified until it is opened (docs/product.md §4.18).
          emailVerified: false,
          preferences: { ...defaultUserPreferences, ...(theme && { theme }), ...(timeZone && { timeZone }) },
          appliances: [],
          stats: emptyProfileStats,
        },
      });
      return HttpResponse.json(authResponseSchema.parse(signedInAs(user)), { status: 201 });
    }),
    emailTaken: http.post(authUrls.signup, () => refuse(409, authErrorBodies.emailTaken)),
    rateLimited: http.post(authUrls.signup, rateLimited),
    serverError: http.post(authUrls.signup, () => refuse(500, authErrorBodies.internal)),
    pending: http.post(authUrls.signup, neverAnswer),
  },
  refresh: {
    ok: http.post(authUrls.refresh, () => HttpResponse.json(refreshResponseSchema.parse({ accessToken: fakeAccessToken(onboardedUser.id) }))),
    refused: http.post(authUrls.refresh, () => refuse(401, authErrorBodies.sessionInvalid)),
  },
  me: {
    ok: http.get(authUrls.me, () => HttpResponse.json(meResponseSchema.parse({ user: onboardedUser }))),
  },
  logout: {
    ok: http.post(authUrls.logout, () => new HttpResponse(null, { status: 204 })),
  },
  forgotPassword: {
    ok: http.post(authUrls.forgotPassword, () => HttpResponse.json(okResponseSchema.parse({ ok: true }), { status: 202 })),
    rateLimited: http.post(authUrls.forgotPassword, rateLimited),
    serverError: http.post(authUrls.forgotPassword, () => refuse(500, authErrorBodies.internal)),
    pending: http.post(authUrls.forgotPassword, neverAnswer),
  },
  /** Opening the e-mailed link: whether it still works. */
  resetLinkCheck: {
    ok: http.post(authUrls.resetLinkCheck, () => HttpResponse.json(okResponseSchema.parse({ ok: true }))),
    noLongerWorks: http.post(authUrls.resetLinkCheck, () => refuse(400, authErrorBodies.resetTokenInvalid)),
    pending: http.post(authUrls.resetLinkCheck, neverAnswer),
  },
  resetPassword: {
    ok: http.post(authUrls.resetPassword, () => HttpResponse.json(okResponseSchema.parse({ ok: true }))),
    invalidToken: http.post(authUrls.resetPassword, () => refuse(400, authErrorBodies.resetTokenInvalid)),
    rateLimited: http.post(authUrls.resetPassword, rateLimited),
    pending: http.post(authUrls.resetPassword, neverAnswer),
  },
  /** Opening the link that verifies an account's address (docs/product.md §4.18). */
  verifyEmail: {
    ok: http.post(authUrls.verifyEmail, () => HttpResponse.json(okResponseSchema.parse({ ok: true }))),
    noLongerWorks: http.post(authUrls.verifyEmail, () => refuse(400, authErrorBodies.verificationLinkInvalid)),
    serverError: http.post(authUrls.verifyEmail, () => refuse(500, authErrorBodies.internal)),
    pending: http.post(authUrls.verifyEmail, neverAnswer),
  },
  /** Settings' 'Resend the link'. */
  resendVerification: {
    ok: http.post(authUrls.resendVerification, () => HttpResponse.json(okResponseSchema.parse({ ok: true }), { status: 202 })),
    rateLimited: http.post(authUrls.resendVerification, () => refuse(429, authErrorBodies.verificationLinksUsedUp, { "Retry-After": "2520" })),
    serverError: http.post(authUrls.resendVerification, () => refuse(500, authErrorBodies.internal)),
    pending: http.post(authUrls.resendVerification, neverAnswer),
  },
};

/** The happy path: nobody signed in, and every account call succeeds. */
export const defaultAuthHandlers = [
  authHandlers.session.signedOut,
  authHandlers.login.ok,
  authHandlers.signup.ok,
  authHandlers.refresh.refused,
  authHandlers.me.ok,
  authHandlers.logout.ok,
  authHandlers.forgotPassword.ok,
  authHandlers.resetLinkCheck.ok,
  authHandlers.resetPassword.ok,
  authHandlers.verifyEmail.ok,
  authHandlers.resendVerification.ok,
];
