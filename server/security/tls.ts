import type { Request } from "express";
import { publicUrlIsHttps, type Config } from "../config.ts";

/**
 * Whether a request reached the app over TLS: always when its public address (APP_URL) is https, or when
 * it came over HTTPS itself, as a trusted proxy says in `X-Forwarded-Proto` (Express's `req.secure`; the
 * app trusts a proxy on this machine). Cookies are then Secure and browsers told to keep to HTTPS; over
 * plain HTTP (`npm start` opened at http://localhost:3000) a Secure cookie would not be kept, and no
 * session could start.
 */
export function createServedOverTls(config: Pick<Config, "appUrl">): (req: Request) => boolean {
  const alwaysHttps = publicUrlIsHttps(config);
  return (req) => alwaysHttps || req.secure;
}

export type ServedOverTls = ReturnType<typeof createServedOverTls>;
