import {
  ACCOUNT_EXPORT_FILE_NAMES,
  type AccountExport,
  type Profile,
  type ProfileAppliance,
  type ProfileStats,
  type SubscriptionResponse,
  type UpdatePreferencesRequest,
  type UserPreferences,
} from "@domain/contract/index.ts";
import { emptyProfileStats, timeZoneFollowsBrowserAfter } from "@domain/contract/index.ts";
import type { Database } from "../db/client.ts";
import { listDocumentsOfHomes } from "../db/repositories/documents-repository.ts";
import { listRecordsOfAccount } from "../db/repositories/export-repository.ts";
import { deleteUserAndSoleHomes, findHomeById, findUserById, listHomeRowsOfMember, updateUser, type UserRow } from "../db/repositories/users-repository.ts";
import { listHomeIdsOfMember } from "../db/repositories/households-repository.ts";
import { unassignMemberTasks } from "../db/repositories/tasks-repository.ts";
import { AppError } from "../http/app-error.ts";
import { safeArchiveName, uniqueNames } from "../files/archive-names.ts";
import type { FileStorage } from "../files/file-storage.ts";
import type { ZipEntry } from "../files/zip-writer.ts";
import { deleteFilesOfHomes, downloadName } from "./documents.ts";
import type { AuthContext } from "../security/require-auth.ts";
import { verifyPassword } from "../security/password.ts";
import type { PasswordAttemptLimiter } from "../security/rate-limit.ts";
import { toPreferences, toUser } from "./account-views.ts";

/** What a home holds, as the profile shows it: provided by the task engine, which owns those tables. */
export type HomeContents = { appliances: ProfileAppliance[]; stats: ProfileStats };
export type HomeContentsReader = (homeId: string) => Promise<HomeContents>;

/** The profile of a home whose task engine has nothing to report. */
export const emptyHomeContents: HomeContentsReader = () => Promise.resolve({ appliances: [], stats: emptyProfileStats });

export function createUserService({
  db,
  homeContents,
  passwordAttempts,
  fileStorage,
}: {
  db: Database;
  /** Where the homes' documents are kept: a deleted home's files go with it. */
  fileStorage: FileStorage;
  homeContents: HomeContentsReader;
  /** Shared with sign-in: a guess here counts as a guess there. */
  passwordAttempts: PasswordAttemptLimiter;
}) {
  async function requireUser(userId: string): Promise<UserRow> {
    const user = await findUserById(db, userId);
    if (!user) throw AppError.unauthorized();
    return user;
  }

  async function profileOf(user: UserRow, homeId: string): Promise<Profile> {
    // The profile is of the home the request is about: its set-up and contents.
    const [home, contents] = await Promise.all([findHomeById(db, homeId), homeContents(homeId)]);
    const payload = toUser(user, home);
    return {
      id: payload.id,
      email: payload.email,
      ...(payload.name ? { name: payload.name } : {}),
      plan: payload.plan,
      hasCompletedOnboarding: payload.hasCompletedOnboarding ?? false,
      emailVerified: user.emailVerifiedAt !== null,
      preferences: toPreferences(user),
      appliances: contents.appliances,
      stats: contents.stats,
    };
  }

  /**
   * The homeowner's own data: the account, every home they belong to, and the rows of those homes' and the user's tables
   * that hold their data (server/db/repositories/export-repository.ts), never secrets or bookkeeping.
   */
  async function accountExport({ userId }: AuthContext, now = new Date()): Promise<AccountExport> {
    const user = await requireUser(userId);
    const homes = await listHomeRowsOfMember(db, userId);
    const [first] = homes;
    if (!first) throw AppError.notFound();
    const records = await listRecordsOfAccount(db, { userId, homeIds: homes.map(({ home }) => home.id) });
    return {
      exportedAt: now.toISOString(),
      user: toUser(user, first.home),
      preferences: toPreferences(user),
      home: { id: first.home.id, homeType: first.home.homeType, createdAt: first.home.createdAt.toISOString() },
      homes: homes.map(({ home, role }) => ({ id: home.id, name: home.name, role, homeType: home.homeType, createdAt: home.createdAt.toISOString() })),
      records,
    };
  }

  return {
    async profile({ userId, homeId }: AuthContext): Promise<Profile> {
      return profileOf(await requireUser(userId), homeId);
    },

    async updateProfile({ userId, homeId }: AuthContext, changes: { name: string | undefined }): Promise<Profile> {
      const user = await updateUser(db, userId, { name: changes.name ?? null });
      if (!user) throw AppError.unauthorized();
      return profileOf(user, homeId);
    },

    async updatePreferences({ userId }: AuthContext, changes: UpdatePreferencesRequest): Promise<UserPreferences> {
      const { timeZoneFollowsBrowser: _follows, ...preferences } = changes;
      const defined = Object.fromEntries(Object.entries(preferences).filter(([, value]) => value !== undefined));
      // A zone chosen here is kept through later sign-ins from browsers in other zones, until the person asks
      // to follow the browser again (users.time_zone_chosen, docs/product.md §4.17).
      const follows = timeZoneFollowsBrowserAfter(changes);
      const user = await updateUser(db, userId, { ...defined, ...(follows !== undefined && { timeZoneChosen: !follows }) });
      if (!user) throw AppError.unauthorized();
      return toPreferences(user);
    },

    async subscription({ userId }: AuthContext): Promise<SubscriptionResponse> {
      const user = await requireUser(userId);
      return { plan: user.plan, status: "active", renewsAt: null };
    },

    /** Deletes the account and every row of it, after checking the password once more. */
    async deleteAccount({ userId }: AuthContext, password: string, client: string): Promise<void> {
      const user = await requireUser(userId);
      if (!(await passwordAttempts.verify({ account: user.email, client }, () => verifyPassword(password, user.passwordHash)))) {
        throw new AppError(403, "PASSWORD_INCORRECT", "The password is incorrect");
      }
      const deletedHomeIds = await db.transaction(async (tx) => {
        // The homes the person shared keep their open tasks, given back to nobody (docs/product.md §6.5).
        for (const homeId of await listHomeIdsOfMember(tx, user.id)) await unassignMemberTasks(tx, homeId, user.id);
        return deleteUserAndSoleHomes(tx, user.id);
      });
      await deleteFilesOfHomes(fileStorage, deletedHomeIds);
    },

    exportAccount: accountExport,

    /**
     * The export as a ZIP's entries (docs/decisions/100-documents-in-the-account-export.md): the JSON as
     * `exportAccount` answers it, then a folder per home the person belongs to, named after the home, with
     * each document's file under its own name made safe for any computer. Only these homes' rows are
     * read, so another home's files cannot appear; each file is opened when the archive reaches it.
     */
    async exportArchive(auth: AuthContext, now = new Date()): Promise<ZipEntry[]> {
      const exported = await accountExport(auth, now);
      const documents = await listDocumentsOfHomes(db, exported.homes.map((home) => home.id));
      const folderName = uniqueNames();
      folderName(ACCOUNT_EXPORT_FILE_NAMES.json);
      const folders = new Map(exported.homes.map((home) => [home.id, { name: folderName(safeArchiveName(home.name ?? "", "Home")), fileName: uniqueNames() }]));
      const entries: ZipEntry[] = [{ name: ACCOUNT_EXPORT_FILE_NAMES.json, modified: now, bytes: Buffer.from(`${JSON.stringify(exported, null, 2)}\n`) }];
      for (const document of documents) {
        const folder = folders.get(document.homeId);
        if (!folder) continue;
        const name = folder.fileName(safeArchiveName(downloadName(document), "Document"));
        entries.push({ name: `${folder.name}/${name}`, modified: document.createdAt, open: () => fileStorage.get(document.storageKey) });
      }
      return entries;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
