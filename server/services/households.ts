import type { HomeMembersResponse } from "@domain/contract/index.ts";
import { HOUSEHOLD_MESSAGES } from "@domain/messages.ts";
import type { Database } from "../db/client.ts";
import { findMembership, listMembersOfHome, type Membership } from "../db/repositories/households-repository.ts";
import { AppError } from "../http/app-error.ts";

export type HouseholdService = ReturnType<typeof createHouseholdService>;

/** The caller's membership of the home a path names; 404 when they are not a member, so its id stays unconfirmed. */
export async function requireMembership(db: Database, homeId: string, userId: string): Promise<Membership> {
  const membership = await findMembership(db, homeId, userId);
  if (!membership) throw AppError.notFound(HOUSEHOLD_MESSAGES.homeNotFound);
  return membership;
}

/** A home's people (docs/product.md §6.5). */
export function createHouseholdService({ db }: { db: Database }) {
  return {
    async listMembers(userId: string, homeId: string): Promise<HomeMembersResponse> {
      await requireMembership(db, homeId, userId);
      const rows = await listMembersOfHome(db, homeId);
      return { members: rows.map((row) => ({ userId: row.userId, name: row.name, email: row.email, role: row.role, joinedAt: row.joinedAt.toISOString(), isYou: row.userId === userId })) };
    },
  };
}
