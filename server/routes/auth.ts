import { Router, type CookieOptions, type Request, type RequestHandler, type Response } from "express";
import {
  authResponseSchema,
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
import type { Database } from "../db/client.ts";
import { refreshTokenLifetimeMs, type AccountService, type SignedIn } from "../services/accounts.ts";
import { clientOf, limitRequests } from "../security/rate-limit.ts";
import { authOf } from "../security/require-auth.ts";
import { localCallersOnly } from "../security/local-only.ts";

export const refreshCookieName = "refresh_token";
const refreshCookiePath = "/api/auth";

type AuthRouteDependencies = {
  accounts: AccountService;
  config: Pick<Config, "nodeEnv" | "rateLimits">;
  db: Database;
  requireAuth: RequestHandler;
};

/** /api/auth: sign-up, sign-in, the refresh-token cookie's life, the session probe, password reset. */
export function authRoutes({ accounts, config, db, requireAuth }: AuthRouteDependencies): Router {
  const router = Router();
  const secure = config.nodeEnv === "production";
  const limits = config.rateLimits;
  const refreshCookie: CookieOptions = { httpOnly: true, sameSite: "lax", secure, path: refreshCookiePath };

  const setRefreshCookie = (res: Response, token: string) =>
    res.cookie(refreshCookieName, token, { ...refreshCookie, maxAge: refreshTokenLifetimeMs });
  const clearRefreshCookie = (res: Response) => res.clearCookie(refreshCookieName, refreshCookie);
  const answerSignedIn = (res: Response, status: number, signedIn: SignedIn) => {
    setRefreshCookie(res, signedIn.refreshToken);
    res.status(status).json(authResponseSchema.parse({ accessToken: signedIn.accessToken, user: signedIn.user }));
  };

  router.post(
    "/auth/signup",
    limitRequests({ db, name: "signup", rule: limits.signupPerIp, by: "ip" }),
    async (req, res) => {
      answerSignedIn(res, 201, await accounts.signup(signupRequestSchema.parse(req.body), timeZoneInHeader(req.get(TIME_ZONE_HEADER))));
    },
  );

  router.post(
    "/auth/login",
    // Per client here; per account and client, and the per-account slow-down, in the password limiter.
    limitRequests({ db, name: "login", rule: limits.loginPerIp, by: "ip" }),
    async (req, res) => {
      answerSignedIn(res, 200, await accounts.login(loginRequestSchema.parse(req.body), clientOf(req), timeZoneInHeader(req.get(TIME_ZONE_HEADER))));
    },
  );

  router.post("/auth/refresh", limitRequests({ db, name: "refresh", rule: limits.refreshPerIp, by: "ip" }), async (req, res) => {
    try {
      const signedIn = await accounts.refresh(refreshCookieOf(req));
      setRefreshCookie(res, signedIn.refreshToken);
      res.json(refreshResponseSchema.parse({ accessToken: signedIn.accessToken }));
    } catch (error) {
      clearRefreshCookie(res);
      throw error;
    }
  });

  /** The probe of docs/product.md §4.1: a session from the cookie, or `{ ok: false }`; never an error status. */
  router.get("/auth/session", limitRequests({ db, name: "refresh", rule: limits.refreshPerIp, by: "ip" }), async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const presented = refreshCookieOf(req);
    const signedIn = presented ? await accounts.refresh(presented).catch(() => undefined) : undefined;
    if (!signedIn) {
      if (presented) clearRefreshCookie(res);
      res.json(sessionResponseSchema.parse({ ok: false }));
      return;
    }
    setRefreshCookie(res, signedIn.refreshToken);
    res.json(sessionResponseSchema.parse({ ok: true, user: signedIn.user, accessToken: signedIn.accessToken }));
  });

  router.get("/auth/me", requireAuth, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(meResponseSchema.parse({ user: await accounts.me(authOf(req).userId) }));
  });

  router.post("/auth/logout", async (req, res) => {
    await accounts.logout(refreshCookieOf(req));
    clearRefreshCookie(res);
    res.status(204).end();
  });

  /** Every device signs out: each refresh-token family of the user is revoked, so no cookie buys a new access token. */
  router.post("/auth/logout-all", requireAuth, async (req, res) => {
    await accounts.logoutEverywhere(authOf(req).userId);
    clearRefreshCookie(res);
    res.status(204).end();
  });

  router.post(
    "/auth/forgot-password",
    limitRequests({ db, name: "forgot-password", rule: limits.forgotPasswordPerIp, by: "ip" }),
    limitRequests({ db, name: "forgot-password", rule: limits.forgotPasswordPerEmail, by: "email" }),
    async (req, res) => {
      await accounts.forgotPassword(forgotPasswordRequestSchema.parse(req.body).email);
      res.status(202).json(okResponseSchema.parse({ ok: true }));
    },
  );

  router.post(
    "/auth/reset-password",
    limitRequests({ db, name: "forgot-password", rule: limits.forgotPasswordPerIp, by: "ip" }),
    async (req, res) => {
      await accounts.resetPassword(resetPasswordRequestSchema.parse(req.body));
      res.json(okResponseSchema.parse({ ok: true }));
    },
  );

  if (config.nodeEnv === "development") {
    router.post("/auth/dev-login", localCallersOnly, async (req, res) => {
      answerSignedIn(res, 200, await accounts.devLogin(devLoginRequestSchema.parse(req.body)));
    });
  }

  return router;
}

function refreshCookieOf(req: Request): string | undefined {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[refreshCookieName];
  return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : undefined;
}
