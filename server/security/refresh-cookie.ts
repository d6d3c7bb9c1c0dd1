import type { CookieOptions, Request, Response } from "express";
import type { ServedOverTls } from "./tls.ts";
import { COOKIE_NAMES } from "@domain/entities/browser-storage-names.ts";

const REFRESH_COOKIE_NAME = COOKIE_NAMES.refreshToken;
/** Sent back only to the session routes, so no other request carries the refresh token. */
const REFRESH_COOKIE_PATH = "/api/auth";

/**
 * The refresh token's cookie: its name and options in one place, for the routes that open, rotate and
 * end a session (and delete an account). httpOnly, so no script reads it; Secure when served over TLS.
 */
export function createRefreshCookie({ secure, maxAgeMs }: { secure: ServedOverTls; maxAgeMs: number }) {
  const options = (res: Response): CookieOptions => ({ httpOnly: true, sameSite: "lax", secure: secure(res.req), path: REFRESH_COOKIE_PATH });
  return {
    set(res: Response, token: string): void {
      res.cookie(REFRESH_COOKIE_NAME, token, { ...options(res), maxAge: maxAgeMs });
    },
    clear(res: Response): void {
      res.clearCookie(REFRESH_COOKIE_NAME, options(res));
    },
    /** The token the browser presented, when it looks like one of ours. */
    read(req: Request): string | undefined {
      const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE_NAME];
      return typeof value === "string" && value.length > 0 && value.length <= 200 ? value : undefined;
    },
  };
}

export type RefreshCookie = ReturnType<typeof createRefreshCookie>;
