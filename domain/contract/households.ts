import { z } from "zod";
import { textSchema } from "./text.ts";
import type { ApiRoute } from "./routes.ts";

/*
 * A home's people (docs/product.md §6.5): owners and members. Routes about a home itself name it in their path,
 * `/api/homes/{homeId}/…`; a caller who is not a member of it gets 404, as for a home that does not exist.
 */

export const HOME_ROLES = ["owner", "member"] as const;
export const homeRoleSchema = z.enum(HOME_ROLES);
export type HomeRole = z.infer<typeof homeRoleSchema>;

/** `{homeId}` in a path: any text, so a mistyped id is a home not found rather than a validation error. */
export const homePathParamsSchema = z.object({ homeId: textSchema().min(1).max(200) });
export type HomePathParams = z.infer<typeof homePathParamsSchema>;

export const homeMemberSchema = z.object({
  userId: z.uuid(),
  /** The name the person gave, or null; screens fall back to the e-mail address. */
  name: z.string().nullable(),
  email: z.string(),
  role: homeRoleSchema,
  joinedAt: z.iso.datetime(),
  /** True for the caller's own row. */
  isYou: z.boolean(),
});
export type HomeMember = z.infer<typeof homeMemberSchema>;

/** `GET /api/homes/{homeId}/members`: owners first, then by when they joined. */
export const homeMembersResponseSchema = z.object({ members: z.array(homeMemberSchema) });
export type HomeMembersResponse = z.infer<typeof homeMembersResponseSchema>;

export const householdRoutes = [
  {
    method: "get",
    path: "/api/homes/{homeId}/members",
    operationId: "listHomeMembers",
    summary: "The home's people and their roles, owners first",
    tag: "households",
    auth: true,
    params: homePathParamsSchema,
    successStatus: 200,
    response: homeMembersResponseSchema,
  },
] as const satisfies readonly ApiRoute[];
