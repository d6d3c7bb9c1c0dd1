import type { RequestHandler, Response, Router } from "express";
import { apiRouter } from "../http/router.ts";
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
  TIME_ZONE_HEADER,
  timeZoneInHeader,
} from "@domain/contract/index.ts";
import type { Config } from "../config.ts";
import type { AccountService, SignedIn } from "../services/accounts.ts";
import type { LimitRequests } from "../security/limit-requests.ts";
import { clientOf } from "../security/rate-limit.ts";
import type { DeviceCookie } from "../security/device-cookie.ts";
import type { RefreshCookie } from "../security/refresh-cookie.ts";
import { authOf } from "../security/require-auth.ts";
import { localCallersOnly } from "../security/local-only.ts";
import { answerOf } from "../http/answer.ts";

type AuthRouteDependencies = {
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
export function authRoutes({ accounts, config, limitRequests, refreshCookie, deviceCookie, requireAuth }: AuthRouteDependencies): Router {
  const router = apiRouter();
  const limits = config.rateLimits;

  const keepSession = (res: Response, signedIn: SignedIn) => {
    refreshCookie.set(res, signedIn.refreshToken);
    deviceCookie.set(res, signedIn.user.id);
  };
  const answerSignedIn = (res: Response, status: number, signedIn: SignedIn) => {
    keepSession(res, signedIn);
    res.status(status).json(answerOf(authResponseSchema, { accessToken: signedIn.accessToken, user: signedIn.user }));
  };

  router.post(
    "/signup",
    limitRequests({ name: "signup", rule: limits.signupPerIp, by: "ip" }),
    async (req, res) => {
      answerSignedIn(res, 201, await accounts.signup(signupRequestSchema.parse(req.body), timeZoneInHeader(req.get(TIME_ZONE_HEADER))));
    },
  );

  router.post(
    "/login",
    // In a flood, a sign-in from a browser no account used before is refused before it costs a query.
    (req, _res, next) => {
      if (!deviceCookie.accountOf(req)) accounts.refuseStrangerWhenBusy();
      next();
    },
    // Per client here; per account and client, and the per-account slow-down, in the password limiter.
    limitRequests({ name: "login", rule: limits.loginPerIp, by: "ip" }),
    async (req, res) => {
      const login = loginRequestSchema.parse(req.body);
      answerSignedIn(res, 200, await accounts.login(login, clientOf(req), timeZoneInHeader(req.get(TIME_ZONE_HEADER)), deviceCookie.accountOf(req)));
    },
  );

  router.post("/refresh", limitRequests({ name: "refresh", rule: limits.refreshPerIp, by: "ip" }), async (req, res) => {
    try {
      const signedIn = await accounts.refresh(refreshCookie.read(req));
      keepSession(res, signedIn);
      res.json(answerOf(refreshResponseSchema, { accessToken: signedIn.accessToken }));
    } catch (error) {
      refreshCookie.clear(res);
      throw error;
    }
  });

  /** The probe of docs/product.md §4.1: a session from the cookie, or `{ ok: false }`; never an error status. */
  router.get("/session", limitRequests({ name: "refresh", rule: limits.refreshPerIp, by: "ip" }), async (req, res) => {
    const presented = refreshCookie.read(req);
    const signedIn = presented ? await accounts.refresh(presented).catch(() => undefined) : undefined;
    if (!signedIn) {
      if (presented) refreshCookie.clear(res);
      res.json(answerOf(sessionResponseSchema, { ok: false }));
      return;
    }
    keepSession(res, signedIn);
    res.json(answerOf(sessionResponseSchema, { ok: true, user: signedIn.user, accessToken: signedIn.accessToken }));
  });

  router.get("/me", requireAuth, async (req, res) => {
    res.json(answerOf(meResponseSchema, { user: await accounts.me(authOf(req).userId) }));
  });

  router.post("/logout", async (req, res) => {
    await accounts.logout(refreshCookie.read(req));
    refreshCookie.clear(res);
    res.status(204).end();
  });

  /** Every device signs out: each refresh-token family of the user is revoked, so no cookie buys a new access token. */
  router.post("/logout-all", requireAuth, async (req, res) => {
    await accounts.logoutEverywhere(authOf(req).userId);
    refreshCookie.clear(res);
    res.status(204).end();
  });

  // Asked each time a reset link is opened: a counter of its own, so that reloading the page never uses up
  // the few tries the reset itself allows. The token is 256 random bits: nothing can be guessed through it.
  router.post(
    "/reset-password/check",
    limitRequests({ name: "reset-link-check", rule: limits.refreshPerIp, by: "ip" }),
    async (req, res) => {
      await accounts.checkResetToken(checkResetLinkRequestSchema.parse(req.body).token);
      res.json(answerOf(okResponseSchema, { ok: true }));
    },
  );

  /** A new password for the signed-in user: every session ends, and this one goes on with a new cookie. */
  router.post(
    "/change-password",
    requireAuth,
    // Per client here, as a sign-in; per account and client, and the per-account slow-down, in the password limiter.
    limitRequests({ name: "login", rule: limits.loginPerIp, by: "ip" }),
    async (req, res) => {
      const change = changePasswordRequestSchema.parse(req.body);
      answerSignedIn(res, 200, await accounts.changePassword(authOf(req).userId, change, clientOf(req), timeZoneInHeader(req.get(TIME_ZONE_HEADER))));
    },
  );

  router.post(
    "/forgot-password",
    // Per client here; per address in the service, which sends the link that still works again rather
    // than refusing, so others' requests never leave the owner without one.
    limitRequests({ name: "forgot-password", rule: limits.forgotPasswordPerIp, by: "ip" }),
    async (req, res) => {
      await accounts.forgotPassword(forgotPasswordRequestSchema.parse(req.body).email, deviceCookie.accountOf(req));
      res.status(202).json(answerOf(okResponseSchema, { ok: true }));
    },
  );

  router.post(
    "/reset-password",
    // A counter of its own: a household behind one address that asked for links can still use them.
    limitRequests({ name: "reset-password", rule: limits.resetPasswordPerIp, by: "ip" }),
    async (req, res) => {
      await accounts.resetPassword(resetPasswordRequestSchema.parse(req.body));
      res.json(answerOf(okResponseSchema, { ok: true }));
    },
  );

  if (config.nodeEnv === "development") {
    router.post("/dev-login", localCallersOnly, async (req, res) => {
      answerSignedIn(res, 200, await accounts.devLogin(devLoginRequestSchema.parse(req.body)));
    });
  }

  return router;
}
