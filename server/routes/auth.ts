import type { Request, RequestHandler, Response, Router } from "express";
import { apiRouter } from "../http/router.ts";
import { TIME_ZONE_HEADER, timeZoneInHeader } from "@domain/contract/index.ts";
import type { RouteRegistry } from "../http/route-registry.ts";
import type { Config } from "../config.ts";
import type { AccountService, SignedIn } from "../services/accounts.ts";
import type { LimitRequests } from "../security/limit-requests.ts";
import { clientOf } from "../security/rate-limit.ts";
import type { DeviceCookie } from "../security/device-cookie.ts";
import type { RefreshCookie } from "../security/refresh-cookie.ts";
import { authOf } from "../security/require-auth.ts";
import { localCallersOnly } from "../security/local-only.ts";

type AuthRouteDependencies = {
  registry: RouteRegistry;
  accounts: AccountService;
  config: Pick<Config, "nodeEnv" | "rateLimits">;
  limitRequests: LimitRequests;
  refreshCookie: RefreshCookie;
  /** Marks the browsers an account signed in on, whose sign-ins go ahead of strangers'. */
  deviceCookie: DeviceCookie;
  requireAuth: RequestHandler;
};

/**
 * /api/auth, where server/app.ts mounts it (the paths below are relative to it): sign-up, sign-in, the
 * refresh-token cookie's life, the session probe, password reset. Every answer under /api/auth is marked
 * no-store where the API is assembled.
 */
export function authRoutes({ registry, accounts, config, limitRequests, refreshCookie, deviceCookie, requireAuth }: AuthRouteDependencies): Router {
  const router = apiRouter();
  const limits = config.rateLimits;

  const keepSession = (res: Response, signedIn: SignedIn) => {
    refreshCookie.set(res, signedIn.refreshToken);
    deviceCookie.set(res, signedIn.user.id);
  };
  const answerSignedIn = (res: Response, signedIn: SignedIn) => {
    keepSession(res, signedIn);
    return { accessToken: signedIn.accessToken, user: signedIn.user };
  };
  const timeZoneOf = (req: Request) => timeZoneInHeader(req.get(TIME_ZONE_HEADER));
  const refreshLimit = limitRequests({ name: "refresh", rule: limits.refreshPerIp, by: "ip" });

  registry.mount(router, "/api/auth", {
    signUp: {
      before: [limitRequests({ name: "signup", rule: limits.signupPerIp, by: "ip" })],
      handle: async ({ body }, { req, res }) => answerSignedIn(res, await accounts.signup(body, timeZoneOf(req))),
    },
    logIn: {
      before: [
        // In a flood, a sign-in from a browser no account used before is refused before it costs a query.
        (req, _res, next) => {
          if (!deviceCookie.accountOf(req)) accounts.refuseStrangerWhenBusy();
          next();
        },
        // Per client here; per account and client, and the per-account slow-down, in the password limiter.
        limitRequests({ name: "login", rule: limits.loginPerIp, by: "ip" }),
      ],
      handle: async ({ body }, { req, res }) => answerSignedIn(res, await accounts.login(body, clientOf(req), timeZoneOf(req), deviceCookie.accountOf(req))),
    },
    refreshSession: {
      before: [refreshLimit],
      handle: async (_input, { req, res }) => {
        try {
          const signedIn = await accounts.refresh(refreshCookie.read(req));
          keepSession(res, signedIn);
          return { accessToken: signedIn.accessToken };
        } catch (error) {
          refreshCookie.clear(res);
          throw error;
        }
      },
    },
    /** The probe of docs/product.md §4.1: a session from the cookie, or `{ ok: false }`; never an error status. */
    probeSession: {
      before: [refreshLimit],
      handle: async (_input, { req, res }) => {
        const presented = refreshCookie.read(req);
        const signedIn = presented ? await accounts.refresh(presented).catch(() => undefined) : undefined;
        if (!signedIn) {
          if (presented) refreshCookie.clear(res);
          return { ok: false as const };
        }
        keepSession(res, signedIn);
        return { ok: true as const, user: signedIn.user, accessToken: signedIn.accessToken };
      },
    },
    getMe: { before: [requireAuth], handle: async (_input, { req }) => ({ user: await accounts.me(authOf(req).userId) }) },
    logOut: async (_input, { req, res }) => {
      await accounts.logout(refreshCookie.read(req));
      refreshCookie.clear(res);
    },
    /** Every device signs out: each refresh-token family of the user is revoked, so no cookie buys a new access token. */
    logOutEverywhere: {
      before: [requireAuth],
      handle: async (_input, { req, res }) => {
        await accounts.logoutEverywhere(authOf(req).userId);
        refreshCookie.clear(res);
      },
    },
    // Asked each time a reset link is opened: a counter of its own, so that reloading the page never uses up
    // the few tries the reset itself allows. The token is 256 random bits: nothing can be guessed through it.
    checkResetLink: {
      before: [limitRequests({ name: "reset-link-check", rule: limits.refreshPerIp, by: "ip" })],
      handle: async ({ body }) => {
        await accounts.checkResetToken(body.token);
        return { ok: true as const };
      },
    },
    /** A new password for the signed-in user: every session ends, and this one goes on with a new cookie. */
    changePassword: {
      before: [
        requireAuth,
        // Per client here, as a sign-in; per account and client, and the per-account slow-down, in the password limiter.
        limitRequests({ name: "login", rule: limits.loginPerIp, by: "ip" }),
      ],
      handle: async ({ body }, { req, res }) => answerSignedIn(res, await accounts.changePassword(authOf(req).userId, body, clientOf(req), timeZoneOf(req))),
    },
    forgotPassword: {
      // Per client here; per address in the service, which sends the link that still works again rather
      // than refusing, so others' requests never leave the owner without one.
      before: [limitRequests({ name: "forgot-password", rule: limits.forgotPasswordPerIp, by: "ip" })],
      handle: async ({ body }, { req }) => {
        await accounts.forgotPassword(body.email, deviceCookie.accountOf(req));
        return { ok: true as const };
      },
    },
    resetPassword: {
      // A counter of its own: a household behind one address that asked for links can still use them.
      before: [limitRequests({ name: "reset-password", rule: limits.resetPasswordPerIp, by: "ip" })],
      handle: async ({ body }) => {
        await accounts.resetPassword(body);
        return { ok: true as const };
      },
    },
  });

  if (config.nodeEnv === "development") {
    registry.mount(router, "/api/auth", {
      devLogIn: { before: [localCallersOnly], handle: async ({ body }, { res }) => answerSignedIn(res, await accounts.devLogin(body)) },
    });
  } else {
    registry.leaveOut("devLogIn", "a development helper, served in development alone");
  }

  return router;
}
