import type { Request, RequestHandler } from "express";
import type { Database } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import type { ApiTokenHolder } from "../services/api-tokens.ts";
import type { AccessTokens } from "./access-token.ts";
import { requestedHomeOf, resolveHomeOfRequest } from "./home-access.ts";

/** Who is calling: the signed-in user and the home whose data they may use. */
export type AuthContext = { userId: string; homeId: string };

const authContexts = new WeakMap<Request, AuthContext>();

const tokenUsers = new WeakMap<Request, string>();

const apiTokenHolders = new WeakMap<Request, ApiTokenHolder>();

/**
 * Marks a request as made with a personal API token the gate accepted for its route
 * (server/security/api-token-gate.ts): the one way such a token gets past `requireAuth` and `requireToken`,
 * so a route the gate did not judge refuses it like any token it cannot verify.
 */
export function admitApiTokenHolder(req: Request, holder: ApiTokenHolder): void {
  apiTokenHolders.set(req, holder);
}

/** The personal API token a request was admitted with; undefined for a browser's session or no token. */
export function apiTokenHolderOf(req: Request): ApiTokenHolder | undefined {
  return apiTokenHolders.get(req);
}

/** The user of a valid `Authorization: Bearer <access token>` or of an admitted API token; undefined without one. */
async function userOfBearerToken(req: Request, accessTokens: AccessTokens): Promise<string | undefined> {
  const holder = apiTokenHolders.get(req);
  if (holder) return holder.userId;
  const header = req.get("authorization") ?? "";
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/i.exec(header);
  const claims = match ? await accessTokens.verify(match[1]!) : undefined;
  return claims?.userId;
}

async function userIdOfBearerToken(req: Request, accessTokens: AccessTokens): Promise<string> {
  const userId = await userOfBearerToken(req, accessTokens);
  if (!userId) throw AppError.unauthorized();
  return userId;
}

/**
 * For a public route that treats a signed-in caller differently (the contact form keeps the message with the
 * account): the caller's user id when the request carries a valid access token, else null. A missing,
 * expired or forged token is not an error here; the route answers as it does to anyone.
 */
export type IdentifyCaller = (req: Request) => Promise<string | null>;

export function createIdentifyCaller({ accessTokens }: { accessTokens: AccessTokens }): IdentifyCaller {
  return async (req) => (await userOfBearerToken(req, accessTokens)) ?? null;
}

/**
 * Lets a request through only with a valid `Authorization: Bearer <access token>` (or an admitted API token)
 * whose user still belongs to a home (a deleted account's tokens stop working at once), and resolves the
 * home the request is about: the one its `X-Home-Id` header names, 404 when the caller is not its member,
 * or without the header the caller's first home (server/security/home-access.ts). Read the result with
 * `authOf(req)`. App wiring builds it once and hands it to the routes as `requireAuth`.
 */
export function createRequireAuth({ db, accessTokens }: { db: Database; accessTokens: AccessTokens }): RequestHandler {
  return async (req, _res, next) => {
    const userId = await userIdOfBearerToken(req, accessTokens);
    const homeId = await resolveHomeOfRequest(db, userId, requestedHomeOf(req));
    authContexts.set(req, { userId, homeId });
    next();
  };
}

/**
 * Checks the access token only, for a route that checks the membership itself in the statement that
 * reads or changes the home's data (the home taken from the membership row, so a deleted account gets a
 * 401 as with `requireAuth`): one round trip fewer on the busiest routes, the dashboard, a completion and
 * its undo (decision 018). Read the caller with `tokenUserOf(req)`; every other route uses `requireAuth`.
 */
export function createRequireToken({ accessTokens }: { accessTokens: AccessTokens }): RequestHandler {
  return async (req, _res, next) => {
    tokenUsers.set(req, await userIdOfBearerToken(req, accessTokens));
    next();
  };
}

/**
 * The user of a request that passed `requireToken`, not yet known to belong to a home, and the home the
 * request names (`X-Home-Id`; undefined for their first home), which the route's statement checks.
 */
export function tokenUserOf(req: Request): { userId: string; requestedHomeId: string | undefined } {
  const userId = tokenUsers.get(req);
  if (!userId) throw AppError.unauthorized();
  return { userId, requestedHomeId: requestedHomeOf(req) };
}

/** The caller of a request that passed `requireAuth`; a route mounted without it is a bug, answered 401. */
export function authOf(req: Request): AuthContext {
  const context = authContexts.get(req);
  if (!context) throw AppError.unauthorized();
  return context;
}
