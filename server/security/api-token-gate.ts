import type { RequestHandler } from "express";
import { tokenAccessOf, type ApiRoute, type ApiTokenAccess } from "@domain/contract/index.ts";
import { API_TOKEN_MESSAGES } from "@domain/messages.ts";
import { AppError } from "../http/app-error.ts";
import { pathMatcher } from "../http/method-not-allowed.ts";
import { looksLikeApiToken, type ApiTokenService } from "../services/api-tokens.ts";
import { admitApiTokenHolder } from "./require-auth.ts";

/** From the least to the most a token must be allowed to do. */
const strictness: Record<ApiTokenAccess, number> = { read: 0, write: 1, never: 2 };

/** The secret of `Authorization: Bearer hk_…`; undefined for a browser's access token (a JWT) or none. */
function apiTokenIn(authorization: string | undefined): string | undefined {
  const match = /^Bearer (\S+)$/i.exec(authorization ?? "");
  return match && looksLikeApiToken(match[1]!) ? match[1] : undefined;
}

/**
 * The one place a personal API token is judged (docs/decisions/083-where-api-tokens-are-accepted.md),
 * mounted on /api before every router and the CSRF check. For a request carrying one, the route table's
 * row of its method and path says what the token may do (`ApiRoute.tokens`; where two rows could match, the
 * stricter): never → 403, an unknown or revoked token → 401 (read from the table every time, so a
 * revocation counts at once), a read-only token on a write → 403; an accepted one is counted by its own
 * rate limit and marks the request for `requireAuth`. A request with no API token passes untouched, and a
 * path of no route goes on to its 404 or 405 with its token admitted nowhere.
 */
export function apiTokenGate({ routes, apiTokens, limitPerToken }: { routes: readonly ApiRoute[]; apiTokens: ApiTokenService; limitPerToken: RequestHandler }): RequestHandler {
  const rows = routes.map((route) => ({ method: route.method.toUpperCase(), matcher: pathMatcher(route.path), access: tokenAccessOf(route) }));
  return async (req, res, next) => {
    const secret = apiTokenIn(req.get("authorization"));
    if (!secret) return next();
    const method = req.method === "HEAD" ? "GET" : req.method;
    const path = req.baseUrl + req.path;
    const matching = rows.filter((row) => row.method === method && row.matcher.test(path));
    if (matching.length === 0) return next();
    const access = matching.map((row) => row.access).reduce((strictest, each) => (strictness[each] > strictness[strictest] ? each : strictest));
    if (access === "never") throw new AppError(403, "API_TOKEN_NOT_ACCEPTED", API_TOKEN_MESSAGES.notAcceptedHere);
    const holder = await apiTokens.holderOf(secret);
    if (!holder) throw AppError.unauthorized(API_TOKEN_MESSAGES.invalid);
    if (access === "write" && holder.scope !== "write") throw new AppError(403, "API_TOKEN_READ_ONLY", API_TOKEN_MESSAGES.readOnly);
    admitApiTokenHolder(req, holder);
    return limitPerToken(req, res, next);
  };
}
