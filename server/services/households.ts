import type { Logger } from "pino";
import type {
  AcceptInvitationResponse,
  HomeInvitation,
  HomeInvitationsResponse,
  HomeMembersResponse,
  HomeRole,
  InvitationStatus,
  InvitationView,
} from "@domain/contract/index.ts";
import { calendarDateInTimeZone } from "@domain/dates/calendar-date.ts";
import { plural } from "@domain/format/for-people.ts";
import { HOUSEHOLD_MESSAGES, MEMBERSHIP_MESSAGES } from "@domain/messages.ts";
import type { RateLimitRule } from "../config.ts";
import type { Database } from "../db/client.ts";
import {
  deleteMembership,
  findInvitationByTokenHash,
  findMembership,
  hasPendingInvitation,
  insertInvitation,
  insertMembership,
  isMemberByEmail,
  listInvitationTimesSince,
  listMembersOfHome,
  listPendingInvitations,
  lockMembersOfHome,
  markInvitationAnswered,
  markInvitationWithdrawn,
  setMemberRole,
  type InvitationRow,
  type InvitationWithNames,
  type Membership,
} from "../db/repositories/households-repository.ts";
import { notifyHousehold, type HouseholdChannels } from "./notifications.ts";
import { unassignMemberTasks } from "../db/repositories/tasks-repository.ts";
import { findUserById } from "../db/repositories/users-repository.ts";
import { AppError } from "../http/app-error.ts";
import type { Mailer } from "../mail/mailer.ts";
import { hashToken, newOpaqueToken } from "../security/tokens.ts";
import type { Clock } from "./clock.ts";

export type HouseholdService = ReturnType<typeof createHouseholdService>;

/** An invitation's link works for 7 days (docs/product.md §6.5): a week of evenings to get round to it. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The name a home goes by where it has none. */
const UNNAMED_HOME = "My home";

/** The caller's membership of the home a path names; 404 when they are not a member, so its id stays unconfirmed. */
export async function requireMembership(db: Database, homeId: string, userId: string): Promise<Membership> {
  const membership = await findMembership(db, homeId, userId);
  if (!membership) throw AppError.notFound(HOUSEHOLD_MESSAGES.homeNotFound);
  return membership;
}

/** As `requireMembership`, and 403 for a member who is not an owner: they belong, but this is the owners' to do. */
async function requireOwner(db: Database, homeId: string, userId: string): Promise<Membership> {
  const membership = await requireMembership(db, homeId, userId);
  if (membership.role !== "owner") throw AppError.forbidden(MEMBERSHIP_MESSAGES.ownersOnly);
  return membership;
}

const lastOwner = (message: string) => new AppError(409, "LAST_OWNER", message);

/** Refuses a change after which the home would have no owner (docs/product.md §6.5). */
function keepAnOwner(members: readonly Membership[], after: (member: Membership) => HomeRole | "gone", message: string): void {
  if (!members.some((member) => after(member) === "owner")) throw lastOwner(message);
}

function statusOf(invitation: InvitationRow, now: Date): InvitationStatus {
  if (invitation.acceptedAt) return "accepted";
  if (invitation.declinedAt) return "declined";
  if (invitation.withdrawnAt) return "withdrawn";
  return invitation.expiresAt <= now ? "expired" : "pending";
}

/** Why a link that is no longer pending cannot be answered: 410, the link is gone for good. */
function linkEnded(status: Exclude<InvitationStatus, "pending">): AppError {
  if (status === "expired") return new AppError(410, "INVITATION_EXPIRED", MEMBERSHIP_MESSAGES.invitationExpired);
  if (status === "withdrawn") return new AppError(410, "INVITATION_WITHDRAWN", MEMBERSHIP_MESSAGES.invitationWithdrawn);
  return new AppError(410, "INVITATION_USED", MEMBERSHIP_MESSAGES.invitationUsed);
}

const inviterOf = (row: { inviterName: string | null; inviterEmail: string | null }) => row.inviterName ?? row.inviterEmail;

function invitationView(row: InvitationWithNames): HomeInvitation {
  return { id: row.id, email: row.email, invitedBy: inviterOf(row), createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() };
}

export type HouseholdDependencies = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  /** How many invitations one home may send in a window, answered or not. */
  invitationsPerHome: RateLimitRule;
  householdChannels?: HouseholdChannels;
};

/** A home's people, their roles and the invitations that bring new ones in (docs/product.md §6.5). */
export function createHouseholdService({ db, clock, mailer, appUrl, logger, invitationsPerHome, householdChannels }: HouseholdDependencies) {
  async function membersOf(homeId: string, userId: string): Promise<HomeMembersResponse> {
    const rows = await listMembersOfHome(db, homeId);
    return { members: rows.map((row) => ({ userId: row.userId, name: row.name, email: row.email, role: row.role, joinedAt: row.joinedAt.toISOString(), isYou: row.userId === userId })) };
  }

  /** Runs a change of roles or members with the home's member rows locked, after checking the caller may make it. */
  async function withMembersLocked(homeId: string, change: (tx: Database, members: Membership[]) => Promise<void>): Promise<void> {
    await db.transaction(async (tx) => {
      const members = await lockMembersOfHome(tx, homeId);
      await change(tx, members);
    });
  }

  function memberIn(members: readonly Membership[], userId: string): Membership {
    const member = members.find((candidate) => candidate.userId === userId);
    if (!member) throw AppError.notFound(MEMBERSHIP_MESSAGES.memberNotFound);
    return member;
  }

  async function tooManyInvitations(homeId: string, now: Date): Promise<void> {
    const sent = await listInvitationTimesSince(db, homeId, new Date(now.getTime() - invitationsPerHome.windowMs));
    const oldest = sent[0];
    if (oldest && sent.length >= invitationsPerHome.limit) {
      const seconds = Math.max(1, Math.ceil((oldest.getTime() + invitationsPerHome.windowMs - now.getTime()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      const wait = minutes <= 90 ? plural(minutes, "minute") : plural(Math.ceil(minutes / 60), "hour");
      throw AppError.rateLimited(MEMBERSHIP_MESSAGES.tooManyInvitations(wait), seconds);
    }
  }

  async function invitationOfLink(token: string): Promise<InvitationWithNames> {
    const invitation = await findInvitationByTokenHash(db, hashToken(token));
    if (!invitation) throw AppError.notFound(MEMBERSHIP_MESSAGES.invitationLinkInvalid);
    return invitation;
  }

  return {
    async listMembers(userId: string, homeId: string): Promise<HomeMembersResponse> {
      await requireMembership(db, homeId, userId);
      return membersOf(homeId, userId);
    },

    async changeRole(callerId: string, homeId: string, userId: string, role: HomeRole): Promise<HomeMembersResponse> {
      await requireOwner(db, homeId, callerId);
      await withMembersLocked(homeId, async (tx, members) => {
        const target = memberIn(members, userId);
        if (target.role === role) return;
        keepAnOwner(members, (member) => (member.userId === userId ? role : member.role), MEMBERSHIP_MESSAGES.lastOwnerCannotStepDown);
        await setMemberRole(tx, homeId, userId, role);
      });
      return membersOf(homeId, callerId);
    },

    async removeMember(callerId: string, homeId: string, userId: string): Promise<void> {
      await requireOwner(db, homeId, callerId);
      await withMembersLocked(homeId, async (tx, members) => {
        memberIn(members, userId);
        const message = userId === callerId ? MEMBERSHIP_MESSAGES.lastOwnerCannotLeave : MEMBERSHIP_MESSAGES.lastOwnerCannotStepDown;
        keepAnOwner(members, (member) => (member.userId === userId ? "gone" : member.role), message);
        await deleteMembership(tx, homeId, userId);
        // Their open tasks go back to nobody, so the reminders reach everyone again (docs/product.md §6.5).
        await unassignMemberTasks(tx, homeId, userId);
      });
    },

    async leave(callerId: string, homeId: string): Promise<void> {
      await requireMembership(db, homeId, callerId);
      await withMembersLocked(homeId, async (tx, members) => {
        // Gone between the check and the lock (removed at the same moment): the same 404 as for a stranger.
        if (!members.some((member) => member.userId === callerId)) throw AppError.notFound(HOUSEHOLD_MESSAGES.homeNotFound);
        keepAnOwner(members, (member) => (member.userId === callerId ? "gone" : member.role), MEMBERSHIP_MESSAGES.lastOwnerCannotLeave);
        await deleteMembership(tx, homeId, callerId);
        await unassignMemberTasks(tx, homeId, callerId);
      });
    },

    /** The named member becomes an owner and the caller a member, in one step. */
    async transferOwnership(callerId: string, homeId: string, userId: string): Promise<HomeMembersResponse> {
      await requireOwner(db, homeId, callerId);
      if (userId === callerId) throw AppError.conflict(MEMBERSHIP_MESSAGES.handOverToYourself);
      await withMembersLocked(homeId, async (tx, members) => {
        memberIn(members, userId);
        // The caller may have been made a member meanwhile: then the hand-over is no longer theirs to make.
        if (memberIn(members, callerId).role !== "owner") throw AppError.forbidden(MEMBERSHIP_MESSAGES.ownersOnly);
        await setMemberRole(tx, homeId, userId, "owner");
        await setMemberRole(tx, homeId, callerId, "member");
      });
      return membersOf(homeId, callerId);
    },

    async listInvitations(callerId: string, homeId: string): Promise<HomeInvitationsResponse> {
      await requireMembership(db, homeId, callerId);
      const rows = await listPendingInvitations(db, homeId, clock.now());
      return { invitations: rows.map(invitationView) };
    },

    /** Stores the invitation and mails its link; the answer does not wait on the mail server. */
    async invite(callerId: string, homeId: string, email: string): Promise<HomeInvitation> {
      await requireOwner(db, homeId, callerId);
      const now = clock.now();
      if (await isMemberByEmail(db, homeId, email)) throw AppError.conflict(MEMBERSHIP_MESSAGES.alreadyMemberByAddress);
      if (await hasPendingInvitation(db, homeId, email, now)) throw AppError.conflict(MEMBERSHIP_MESSAGES.alreadyInvited);
      await tooManyInvitations(homeId, now);
      const token = newOpaqueToken();
      await insertInvitation(db, { homeId, invitedBy: callerId, email, tokenHash: hashToken(token), createdAt: now, expiresAt: new Date(now.getTime() + invitationLifetimeMs) });
      const [created] = (await listPendingInvitations(db, homeId, now)).filter((row) => row.email === email);
      if (!created) throw new Error("The invitation just stored is not pending");
      const inviter = await findUserById(db, callerId);
      // E-mail templates load on first use, not at the server's start (docs/architecture.md, "The server").
      void import("../mail/emails/render-email.tsx")
        .then(({ renderInvitationEmail }) =>
          renderInvitationEmail({
            appUrl,
            homeName: created.homeName,
            invitedBy: inviterOf(created) ?? "A Hearthkeep user",
            link: `${appUrl}/invitations/${encodeURIComponent(token)}`,
            expiresOn: calendarDateInTimeZone(created.expiresAt, inviter?.timeZone ?? "UTC"),
          }),
        )
        .then((message) => mailer.send({ to: email, ...message }))
        .catch((error: unknown) => logger.error({ err: error }, "invitation e-mail could not be sent"));
      return invitationView(created);
    },

    async withdrawInvitation(callerId: string, homeId: string, invitationId: string): Promise<void> {
      await requireOwner(db, homeId, callerId);
      if (!(await markInvitationWithdrawn(db, homeId, invitationId, clock.now()))) throw AppError.notFound(MEMBERSHIP_MESSAGES.invitationNotFound);
    },

    /** What the link's page shows; `callerId` when someone is signed in, to say whether they already belong. */
    async viewInvitation(token: string, callerId: string | undefined): Promise<InvitationView> {
      const invitation = await invitationOfLink(token);
      const youAreMember = callerId ? (await findMembership(db, invitation.homeId, callerId)) !== undefined : false;
      return {
        homeId: invitation.homeId,
        homeName: invitation.homeName,
        invitedBy: inviterOf(invitation),
        email: invitation.email,
        status: statusOf(invitation, clock.now()),
        expiresAt: invitation.expiresAt.toISOString(),
        youAreMember,
      };
    },

    /**
     * The signed-in account of the invited address joins the home as a member; the link is spent, and the other
     * members' notification centers say who joined (docs/decisions/094-invitations-are-for-the-invited-address.md).
     */
    async accept(token: string, callerId: string): Promise<AcceptInvitationResponse> {
      const invitation = await invitationOfLink(token);
      const now = clock.now();
      const status = statusOf(invitation, now);
      if (status !== "pending") throw linkEnded(status);
      if (await findMembership(db, invitation.homeId, callerId)) throw new AppError(409, "ALREADY_MEMBER", MEMBERSHIP_MESSAGES.alreadyMember);
      const caller = await findUserById(db, callerId);
      if (!caller) throw AppError.unauthorized();
      if (caller.email !== invitation.email) throw new AppError(403, "INVITATION_FOR_ANOTHER_ADDRESS", MEMBERSHIP_MESSAGES.otherAddress(invitation.email));
      await db.transaction(async (tx) => {
        // Two answers at once: the statement's condition lets one through; the other finds the link spent.
        if (!(await markInvitationAnswered(tx, invitation.id, { acceptedAt: now, acceptedBy: callerId }, now))) throw linkEnded("accepted");
        if (!(await insertMembership(tx, { homeId: invitation.homeId, userId: callerId, role: "member", createdAt: now }))) {
          throw new AppError(409, "ALREADY_MEMBER", MEMBERSHIP_MESSAGES.alreadyMember);
        }
        // Told to the home's other members who keep "Household activity" on, not to the one who joined (docs/product.md §6.5).
        await notifyHousehold(tx, invitation.homeId, callerId, { kind: "member-joined", homeName: invitation.homeName ?? UNNAMED_HOME }, householdChannels);
      });
      return { homeId: invitation.homeId, homeName: invitation.homeName };
    },

    /** Anyone holding the link may decline it: it is the invited person's way to say no without an account. */
    async decline(token: string): Promise<void> {
      const invitation = await invitationOfLink(token);
      const now = clock.now();
      const status = statusOf(invitation, now);
      if (status !== "pending") throw linkEnded(status);
      if (!(await markInvitationAnswered(db, invitation.id, { declinedAt: now }, now))) throw linkEnded("declined");
    },
  };
}
