import { createHmac } from "node:crypto";
import { COOKIE_NAMES } from "@domain/entities/browser-storage-names.ts";
import type { CookieOptions, Request, Response } from "express";
import { safeEqual } from "./tokens.ts";
import type { ServedOverTls } from "./tls.ts";

const DEVICE_COOKIE_NAME = COOKIE_NAMES.knownDevice;
/** Read only where a password is checked or a reset asked for: the session routes. */
const DEVICE_COOKIE_PATH = "/api/auth";
/** A device stays known for a year after its last sign-in or refresh. */
export const knownDeviceLifetimeMs = 365 * 24 * 60 * 60 * 1000;

/**
 * The mark a browser gets when an account signs in on it (and again at each refresh): the account's id,
 * signed with the server's secret, in an httpOnly cookie. A sign-in or a reset request for that account
 * from that browser goes ahead of strangers' (docs/decisions/045-password-work-admitted-in-order.md). It
 * proves only that the account was used on this browser before; it signs nobody in.
 */
export function createDeviceCookie({ secure, signingSecret }: { secure: ServedOverTls; signingSecret: string }) {
  const options = (res: Response): CookieOptions => ({ httpOnly: true, sameSite: "lax", secure: secure(res.req), path: DEVICE_COOKIE_PATH });
  const signatureOf = (userId: string) => createHmac("sha256", signingSecret).update(`known-device\n${userId}`).digest("base64url");
  return {
    set(res: Response, userId: string): void {
      res.cookie(DEVICE_COOKIE_NAME, `${userId}.${signatureOf(userId)}`, { ...options(res), maxAge: knownDeviceLifetimeMs });
    },
    /** The account this browser signed in to before, when the cookie is one the server signed. */
    accountOf(req: Request): string | undefined {
      const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE_NAME];
      if (typeof value !== "string" || value.length > 200) return undefined;
      const separator = value.lastIndexOf(".");
      if (separator <= 0) return undefined;
      const userId = value.slice(0, separator);
      return safeEqual(value.slice(separator + 1), signatureOf(userId)) ? userId : undefined;
    },
  };
}

export type DeviceCookie = ReturnType<typeof createDeviceCookie>;
