import type { HomeSummary } from "@domain/contract/index.ts";
import type { Database } from "../db/client.ts";
import {
  deleteHomeKeepingEveryoneHoused,
  findHomeOfMember,
  findMembership,
  insertHomeOwnedBy,
  listHomesOfMember,
  renameHome,
  type HomeOfMember,
} from "../db/repositories/households-repository.ts";
import type { FileStorage } from "../files/file-storage.ts";
import { AppError } from "../http/app-error.ts";
import type { AuthContext } from "../security/require-auth.ts";
import { deleteFilesOfHomes } from "./documents.ts";

export type HomesService = ReturnType<typeof createHomesService>;

const onlyOwners = () => AppError.forbidden("Only the home's owners can rename or delete it");

const toHomeSummary = (home: HomeOfMember): HomeSummary => ({ ...home });

/**
 * The homes a person belongs to (docs/product.md §6.5): their list, a new one, its name and its deletion.
 * A home the caller is not a member of is not found (404), as everywhere; one they are a member but not an
 * owner of may not be renamed or deleted (403).
 */
export function createHomesService({ db, fileStorage }: { db: Database; fileStorage: FileStorage }) {
  async function ownedHome(userId: string, homeId: string) {
    const membership = await findMembership(db, homeId, userId);
    if (!membership) throw AppError.notFound();
    if (membership.role !== "owner") throw onlyOwners();
    return membership;
  }

  async function summaryOf(userId: string, homeId: string): Promise<HomeSummary> {
    const home = await findHomeOfMember(db, homeId, userId);
    if (!home) throw AppError.notFound();
    return toHomeSummary(home);
  }

  return {
    async list({ userId }: AuthContext): Promise<HomeSummary[]> {
      return (await listHomesOfMember(db, userId)).map(toHomeSummary);
    },

    async create({ userId }: AuthContext, name: string): Promise<HomeSummary> {
      const homeId = await db.transaction((tx) => insertHomeOwnedBy(tx, userId, name));
      return summaryOf(userId, homeId);
    },

    async rename({ userId }: AuthContext, homeId: string, name: string): Promise<HomeSummary> {
      await ownedHome(userId, homeId);
      await renameHome(db, homeId, name);
      return summaryOf(userId, homeId);
    },

    /** Deletes the home for every member, and its files once the rows are gone. */
    async delete({ userId }: AuthContext, homeId: string): Promise<void> {
      await ownedHome(userId, homeId);
      await db.transaction((tx) => deleteHomeKeepingEveryoneHoused(tx, homeId));
      await deleteFilesOfHomes(fileStorage, [homeId]);
    },
  };
}
