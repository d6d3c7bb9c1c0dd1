import { HttpResponse } from "msw";
import {
  acceptInvitationResponseSchema,
  createInvitationRequestSchema,
  homeInvitationSchema,
  homeInvitationsResponseSchema,
  homeMembersResponseSchema,
  invitationViewSchema,
  type HomeInvitation,
  type HomeMember,
  type InvitationView,
} from "@domain/contract/index.ts";
import { HOUSEHOLD_MESSAGES, MEMBERSHIP_MESSAGES } from "@domain/messages.ts";
import { mockRoute } from "../route-mocks.ts";
import { homeCenter, oneHome } from "./homes.ts";
import { errorBody, neverAnswer, refuse } from "./responses.ts";

/** The home the mock's signed-in person belongs to, with the partner they share it with. */
export const mockHomeId = "3b9d6c1e-7a4f-4e2b-9c8d-5f1a2b3c4d5e";

export const someHomeMembers: readonly HomeMember[] = [
  { userId: "a1b2c3d4-0000-4000-8000-000000000001", name: "Alex Morgan", email: "alex@example.com", role: "owner", joinedAt: "2026-03-14T10:00:00.000Z", isYou: true },
  { userId: "a1b2c3d4-0000-4000-8000-000000000002", name: "Sam Lee", email: "sam@example.com", role: "member", joinedAt: "2026-09-02T18:30:00.000Z", isYou: false },
];

/** The same home seen by Sam, a member: the owner's tools are not theirs. */
export const homeMembersSeenByMember: readonly HomeMember[] = someHomeMembers.map((member) => ({ ...member, isYou: member.role === "member" }));

/** Alex and Sam both owners: either may step the other down to member. */
export const homeWithTwoOwners: readonly HomeMember[] = someHomeMembers.map((member) => ({ ...member, role: "owner" }));

/** Alex alone: the home's only member and owner. */
export const homeOfOne: readonly HomeMember[] = [someHomeMembers[0]!];

export const someInvitations: readonly HomeInvitation[] = [
  { id: "c0ffee00-0000-4000-8000-000000000001", email: "jordan@example.com", invitedBy: "Alex Morgan", createdAt: "2026-12-05T09:00:00.000Z", expiresAt: "2026-12-12T09:00:00.000Z" },
];

const ownerRefusal = () => refuse(403, errorBody("FORBIDDEN", MEMBERSHIP_MESSAGES.ownersOnly));
const lastOwnerRefusal = (message: string) => refuse(409, errorBody("LAST_OWNER", message));

/**
 * The people and invitations of a home: any home id answers them, as the stories know only one home. The changes
 * answer as the server would, judged on the given members (who is "you", who owns), without remembering them.
 */
export function householdHandlers(members: readonly HomeMember[] = someHomeMembers, invitations: readonly HomeInvitation[] = someInvitations) {
  const you = members.find((member) => member.isYou);
  const youOwn = you?.role === "owner";
  const owners = members.filter((member) => member.role === "owner");
  const membersAnswer = (changed: readonly HomeMember[]) => HttpResponse.json(homeMembersResponseSchema.parse({ members: changed }));
  return [
    mockRoute("listHomeMembers", () => membersAnswer(members)),
    mockRoute("changeMemberRole", async ({ params, request }) => {
      if (!youOwn) return ownerRefusal();
      const { role } = (await request.json()) as { role: HomeMember["role"] };
      if (role === "member" && owners.length === 1 && owners[0]?.userId === params.userId) return lastOwnerRefusal(MEMBERSHIP_MESSAGES.lastOwnerCannotStepDown);
      return membersAnswer(members.map((member) => (member.userId === params.userId ? { ...member, role } : member)));
    }),
    mockRoute("removeMember", () => (youOwn ? new HttpResponse(null, { status: 204 }) : ownerRefusal())),
    mockRoute("leaveHome", () => (youOwn && owners.length === 1 ? lastOwnerRefusal(MEMBERSHIP_MESSAGES.lastOwnerCannotLeave) : new HttpResponse(null, { status: 204 }))),
    mockRoute("transferOwnership", async ({ request }) => {
      if (!youOwn) return ownerRefusal();
      const { userId } = (await request.json()) as { userId: string };
      return membersAnswer(members.map((member) => (member.userId === userId ? { ...member, role: "owner" } : member.isYou ? { ...member, role: "member" } : member)));
    }),
    mockRoute("listInvitations", () => HttpResponse.json(homeInvitationsResponseSchema.parse({ invitations }))),
    mockRoute("createInvitation", async ({ request }) => {
      if (!youOwn) return ownerRefusal();
      const parsed = createInvitationRequestSchema.safeParse(await request.json());
      if (!parsed.success) return refuse(400, errorBody("VALIDATION_FAILED", "The request is not valid"));
      if (members.some((member) => member.email === parsed.data.email)) return refuse(409, errorBody("CONFLICT", MEMBERSHIP_MESSAGES.alreadyMemberByAddress));
      const invitation = { id: "c0ffee00-0000-4000-8000-000000000099", email: parsed.data.email, invitedBy: you?.name ?? null, createdAt: "2026-12-07T10:00:00.000Z", expiresAt: "2026-12-14T10:00:00.000Z" };
      return HttpResponse.json(homeInvitationSchema.parse(invitation), { status: 201 });
    }),
    mockRoute("withdrawInvitation", () => (youOwn ? new HttpResponse(null, { status: 204 }) : ownerRefusal())),
  ];
}

/**
 * The signed-in person's one home, with nobody else in it: what every signed-in page asks about the home
 * (its name, its people) when a story is not about sharing. A story of a shared home lists
 * `householdHandlers` first.
 */
export function homeOfYourOwn(members: readonly HomeMember[] = someHomeMembers) {
  return [...homeCenter(oneHome), mockRoute("listHomeMembers", () => HttpResponse.json(homeMembersResponseSchema.parse({ members: members.filter((member) => member.isYou).slice(0, 1) })))];
}

/** A home the person does not belong to, or no longer does. */
export const homeNotFoundHandlers = [mockRoute("listHomeMembers", () => refuse(404, errorBody("NOT_FOUND", HOUSEHOLD_MESSAGES.homeNotFound)))];

/** The owner's invitation being refused by the home's daily limit. */
export const invitationRateLimitedHandlers = [
  mockRoute("createInvitation", () => refuse(429, errorBody("RATE_LIMITED", MEMBERSHIP_MESSAGES.tooManyInvitations("3 hours")), { "Retry-After": "10800" })),
];

/** An invitation that never answers: the form stays in its sending state. */
export const invitationPendingHandlers = [mockRoute("createInvitation", neverAnswer)];

/** The token of the invitation the stories open: `/invitations/example-invitation`. */
export const mockInvitationToken = "example-invitation";

export const pendingInvitation: InvitationView = {
  homeId: mockHomeId,
  homeName: "Lake cottage",
  invitedBy: "Alex Morgan",
  email: "sam@example.com",
  status: "pending",
  expiresAt: "2026-12-14T10:00:00.000Z",
  youAreMember: false,
};

/** The invitation link's page: what it reads, and what accepting and declining answer. */
export function invitationHandlers(view: InvitationView = pendingInvitation) {
  return [
    mockRoute("getInvitation", () => HttpResponse.json(invitationViewSchema.parse(view))),
    mockRoute("acceptInvitation", () => HttpResponse.json(acceptInvitationResponseSchema.parse({ homeId: view.homeId, homeName: view.homeName }))),
    mockRoute("declineInvitation", () => new HttpResponse(null, { status: 204 })),
  ];
}

/** Accepting while signed in with another address than the invited one. */
export const invitationForAnotherAddressHandlers = [
  mockRoute("acceptInvitation", () => refuse(403, errorBody("INVITATION_FOR_ANOTHER_ADDRESS", MEMBERSHIP_MESSAGES.otherAddress(pendingInvitation.email)))),
];

/** A link that is no invitation at all (mistyped, cut short). */
export const invitationNotFoundHandlers = [mockRoute("getInvitation", () => refuse(404, errorBody("NOT_FOUND", MEMBERSHIP_MESSAGES.invitationLinkInvalid)))];
