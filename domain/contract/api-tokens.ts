import { z } from "zod";
import { instantSchema } from "../dates/calendar-date.ts";
import type { ApiRoute } from "./routes.ts";
import { textSchema } from "./text.ts";

/**
 * Personal API tokens for home automations (docs/api-tokens.md). The secret starts with this prefix, so a
 * person (or a secret scanner) recognises one in a config file or a leaked log.
 */
export const API_TOKEN_PREFIX = "hk_";

/** What a token may do: "read" reads the home's data, "write" reads it and changes it too. */
export const apiTokenScopeSchema = z.enum(["read", "write"]);
export type ApiTokenScope = z.infer<typeof apiTokenScopeSchema>;

/** How many tokens an account may hold at once: enough for every automation of a home, few enough to review. */
export const MAX_API_TOKENS = 20;

export const apiTokenNameSchema = textSchema().trim().min(1, "Give the token a name").max(60, "Use at most 60 characters");

/** `POST /api/users/api-tokens`. */
export const createApiTokenRequestSchema = z.object({ name: apiTokenNameSchema, scope: apiTokenScopeSchema });
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

/** A token as the account sees it: never its secret, which is shown once, when it is made. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  scope: apiTokenScopeSchema,
  createdAt: instantSchema,
  /** When it was last accepted, to the minute (written at most once a minute); null when never used. */
  lastUsedAt: instantSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** `GET /api/users/api-tokens`: the tokens not revoked, newest first. */
export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokensResponse = z.infer<typeof apiTokensResponseSchema>;

/** `POST /api/users/api-tokens` answers the token and its secret, which is shown this once and never again. */
export const createApiTokenResponseSchema = z.object({
  token: apiTokenSchema,
  secret: z.string().startsWith(API_TOKEN_PREFIX),
});
export type CreateApiTokenResponse = z.infer<typeof createApiTokenResponseSchema>;

/** `DELETE /api/users/api-tokens/{id}` path parameters. */
export const apiTokenParamsSchema = z.object({ id: z.uuid() });

/** The token routes: a browser session only, never a token (a token cannot make or revoke tokens). */
export const apiTokenRoutes = [
  { method: "get", path: "/api/users/api-tokens", operationId: "listApiTokens", summary: "The account's personal API tokens with when each was last used", tag: "api-tokens", auth: true, successStatus: 200, response: apiTokensResponseSchema },
  { method: "post", path: "/api/users/api-tokens", operationId: "createApiToken", summary: "Make a named personal API token, read-only or read-write; its secret is answered this once", tag: "api-tokens", auth: true, body: createApiTokenRequestSchema, successStatus: 201, response: createApiTokenResponseSchema },
  { method: "delete", path: "/api/users/api-tokens/{id}", operationId: "revokeApiToken", summary: "Revoke a personal API token; it is refused from the next request on", tag: "api-tokens", auth: true, params: apiTokenParamsSchema, successStatus: 204 },
] as const satisfies readonly ApiRoute[];
