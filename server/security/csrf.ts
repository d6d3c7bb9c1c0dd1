import type { CookieOptions, RequestHandler, Response } from "express";
import type { ServedOverTls } from "./tls.ts";
import { COOKIE_NAMES } from "@domain/entities/browser-storage-names.ts";
import { AppError } from "../http/app-error.ts";
import { apiTokenHolderOf } from "./require-auth.ts";
import { newOpaqueToken, safeEqual } from "./tokens.ts";

export const csrfCookieName = COOKIE_NAMES.csrfToken;
export const csrfHeaderName = "X-CSRF-Token";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Double-submit CSRF protection (docs/decisions/004-sessions-csrf-and-rate-limits.md). The server sets a random
 * `csrf_token` cookie that page scripts can read (not httpOnly) on the app's HTML and on any /api
 * response that arrives without one; every state-changing /api request must echo it in `X-CSRF-Token`.
 * Another site can make the browser send the cookie but cannot read it, so it cannot forge the header.
 */
export function csrfProtection({ secureCookies }: { secureCookies: ServedOverTls }): RequestHandler {
  return (req, res, next) => {
    // A personal API token is sent by a program, in a header no other site can make a browser send, and
    // never with the session's cookies: there is no cookie credential to forge, so no double submit either.
    if (apiTokenHolderOf(req)) return next();
    const cookie = readCsrfCookie(req.cookies);
    if (!cookie) issueCsrfCookie(res, secureCookies(req));
    if (safeMethods.has(req.method)) return next();
    const header = req.get(csrfHeaderName);
    if (!cookie || !header || !safeEqual(cookie, header)) {
      throw new AppError(403, "CSRF_FAILED", "The request is missing its CSRF token; reload the page and try again");
    }
    next();
  };
}

/** Sets the cookie on a response (the app's index.html) when the browser has none yet. */
export function ensureCsrfCookie({ secureCookies }: { secureCookies: ServedOverTls }): RequestHandler {
  return (req, res, next) => {
    if (!readCsrfCookie(req.cookies)) issueCsrfCookie(res, secureCookies(req));
    next();
  };
}

function readCsrfCookie(cookies: unknown): string | undefined {
  if (typeof cookies !== "object" || cookies === null) return undefined;
  const value = (cookies as Record<string, unknown>)[csrfCookieName];
  return typeof value === "string" && /^[A-Za-z0-9_-]{32,128}$/.test(value) ? value : undefined;
}

function issueCsrfCookie(res: Response, secure: boolean) {
  const options: CookieOptions = { httpOnly: false, sameSite: "lax", secure, path: "/" };
  res.cookie(csrfCookieName, newOpaqueToken(), options);
}
