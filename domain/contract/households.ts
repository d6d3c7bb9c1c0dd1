import { z } from "zod";
import { emailInputSchema } from "../entities/user.ts";
import { homeParamsSchema, homeRoleSchema } from "./homes.ts";
import { textSchema } from "./text.ts";
import type { ApiRoute } from "./routes.ts";

/*
 * A home's people (docs/product.md §6.5): owners and members. Routes about a home itself name it in their path,
 * `/api/homes/{homeId}/…`; a caller who is not a member of it gets 404, as for a home that does not exist.
 */

export const HOME_ROLES = homeRoleSchema.options;

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

/** `{homeId}/members/{userId}`: a member of the home the path names. */
export const homeMemberParamsSchema = homeParamsSchema.extend({ userId: textSchema().min(1).max(200) });
export type HomeMemberParams = z.infer<typeof homeMemberParamsSchema>;

/** `PUT /api/homes/{homeId}/members/{userId}`: the member's new role (owners only). */
export const changeMemberRoleRequestSchema = z.object({ role: homeRoleSchema });
export type ChangeMemberRoleRequest = z.infer<typeof changeMemberRoleRequestSchema>;

/** `POST /api/homes/{homeId}/owner`: the member who becomes an owner while the caller becomes a member. */
export const transferOwnershipRequestSchema = z.object({ userId: z.uuid() });
export type TransferOwnershipRequest = z.infer<typeof transferOwnershipRequestSchema>;

/** An invitation still waiting for its answer, as the home's owners see it (never its link). */
export const homeInvitationSchema = z.object({
  id: z.uuid(),
  /** The invited address, normalised (trimmed, lower-cased). */
  email: z.string(),
  /** Who sent it: their name or address; null once their account is gone. */
  invitedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type HomeInvitation = z.infer<typeof homeInvitationSchema>;

/** `GET /api/homes/{homeId}/invitations`: the pending ones, newest first (used, declined, withdrawn and expired ones are not listed). */
export const homeInvitationsResponseSchema = z.object({ invitations: z.array(homeInvitationSchema) });
export type HomeInvitationsResponse = z.infer<typeof homeInvitationsResponseSchema>;

/** `POST /api/homes/{homeId}/invitations`: whom to invite. */
export const createInvitationRequestSchema = z.object({ email: emailInputSchema });
export type CreateInvitationRequest = z.infer<typeof createInvitationRequestSchema>;

export const invitationPathParamsSchema = homeParamsSchema.extend({ invitationId: textSchema().min(1).max(200) });
export type InvitationPathParams = z.infer<typeof invitationPathParamsSchema>;

/** `/api/invitations/{token}`: the secret of the link the invitation e-mail carries. */
export const invitationTokenParamsSchema = z.object({ token: textSchema().min(1).max(200) });
export type InvitationTokenParams = z.infer<typeof invitationTokenParamsSchema>;

export const INVITATION_STATUSES = ["pending", "expired", "accepted", "declined", "withdrawn"] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof invitationStatusSchema>;

/**
 * `GET /api/invitations/{token}`: what the link's page shows, signed in or not. Whoever holds the link may read
 * whose home it is and the address it was sent to; accepting it takes an account with that address.
 */
export const invitationViewSchema = z.object({
  homeId: z.uuid(),
  /** The home's name, or null when nobody has named it ("My home"). */
  homeName: z.string().nullable(),
  invitedBy: z.string().nullable(),
  email: z.string(),
  status: invitationStatusSchema,
  expiresAt: z.iso.datetime(),
  /** True when the caller is signed in and already belongs to the home. */
  youAreMember: z.boolean(),
});
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** `POST /api/invitations/{token}/accept`: the home the caller now belongs to. */
export const acceptInvitationResponseSchema = z.object({ homeId: z.uuid(), homeName: z.string().nullable() });
export type AcceptInvitationResponse = z.infer<typeof acceptInvitationResponseSchema>;

export const householdRoutes = [
  {
    method: "get",
    path: "/api/homes/{homeId}/members",
    operationId: "listHomeMembers",
    summary: "The home's people and their roles, owners first",
    tag: "households",
    auth: true,
    params: homeParamsSchema,
    successStatus: 200,
    response: homeMembersResponseSchema,
  },
  {
    method: "put",
    path: "/api/homes/{homeId}/members/{userId}",
    operationId: "changeMemberRole",
    summary: "Make a member an owner or an owner a member (owners only; a home keeps at least one owner)",
    tag: "households",
    auth: true,
    params: homeMemberParamsSchema,
    body: changeMemberRoleRequestSchema,
    successStatus: 200,
    response: homeMembersResponseSchema,
  },
  {
    method: "delete",
    path: "/api/homes/{homeId}/members/{userId}",
    operationId: "removeMember",
    summary: "Remove someone from the home (owners only; a home keeps at least one owner)",
    tag: "households",
    auth: true,
    params: homeMemberParamsSchema,
    successStatus: 204,
  },
  {
    method: "post",
    path: "/api/homes/{homeId}/leave",
    operationId: "leaveHome",
    summary: "Leave the home; its last owner must hand it over or delete it instead",
    tag: "households",
    auth: true,
    params: homeParamsSchema,
    successStatus: 204,
  },
  {
    method: "post",
    path: "/api/homes/{homeId}/owner",
    operationId: "transferOwnership",
    summary: "Hand the home over: the member named becomes an owner and the caller a member (owners only)",
    tag: "households",
    auth: true,
    params: homeParamsSchema,
    body: transferOwnershipRequestSchema,
    successStatus: 200,
    response: homeMembersResponseSchema,
  },
  {
    method: "get",
    path: "/api/homes/{homeId}/invitations",
    operationId: "listInvitations",
    summary: "The home's invitations still waiting for an answer, newest first",
    tag: "households",
    auth: true,
    params: homeParamsSchema,
    successStatus: 200,
    response: homeInvitationsResponseSchema,
  },
  {
    method: "post",
    path: "/api/homes/{homeId}/invitations",
    operationId: "createInvitation",
    summary: "Invite someone by e-mail: a single-use link valid for 7 days (owners only, rate limited per home)",
    tag: "households",
    auth: true,
    params: homeParamsSchema,
    body: createInvitationRequestSchema,
    successStatus: 201,
    response: homeInvitationSchema,
  },
  {
    method: "delete",
    path: "/api/homes/{homeId}/invitations/{invitationId}",
    operationId: "withdrawInvitation",
    summary: "Withdraw a pending invitation: its link stops working (owners only)",
    tag: "households",
    auth: true,
    params: invitationPathParamsSchema,
    successStatus: 204,
  },
  {
    method: "get",
    path: "/api/invitations/{token}",
    operationId: "getInvitation",
    summary: "What an invitation link is for (whose home, who invited, its state), signed in or not",
    tag: "households",
    auth: false,
    params: invitationTokenParamsSchema,
    successStatus: 200,
    response: invitationViewSchema,
  },
  {
    method: "post",
    path: "/api/invitations/{token}/accept",
    operationId: "acceptInvitation",
    summary: "Accept an invitation with the account of the invited address: the caller joins the home as a member",
    tag: "households",
    auth: true,
    params: invitationTokenParamsSchema,
    successStatus: 200,
    response: acceptInvitationResponseSchema,
  },
  {
    method: "post",
    path: "/api/invitations/{token}/decline",
    operationId: "declineInvitation",
    summary: "Decline an invitation: its link stops working (no sign-in needed)",
    tag: "households",
    auth: false,
    params: invitationTokenParamsSchema,
    successStatus: 204,
  },
] as const satisfies readonly ApiRoute[];
