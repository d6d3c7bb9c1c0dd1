import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { preparedPerDatabase } from "../prepared.ts";
import { homeMembers, homes, users } from "../schema.ts";
import { homeLocationSchema, type HomeLocation } from "@domain/seasons/home-location.ts";

export type UserRow = typeof users.$inferSelect;
export type HomeRow = typeof homes.$inferSelect;
export type PreferencesRow = Pick<UserRow, "emailReminders" | "weeklySummary" | "theme" | "notificationsEnabled" | "timeZone" | "reminderDays" | "householdActivity">;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/**
 * Creates the user and their home in one go (call inside a transaction). Answers undefined when the
 * e-mail is taken: the unique index decides, so two simultaneous sign-ups cannot both win.
 */
export async function insertUserWithHome(
  db: Database,
  values: {
    email: string;
    name: string | undefined;
    passwordHash: string;
    timeZone?: string | undefined;
    theme?: UserRow["theme"] | undefined;
    emailVerifiedAt?: Date | undefined;
  },
): Promise<{ user: UserRow; home: HomeRow } | undefined> {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      name: values.name ?? null,
      passwordHash: values.passwordHash,
      ...(values.timeZone && { timeZone: values.timeZone }),
      ...(values.theme && { theme: values.theme }),
      ...(values.emailVerifiedAt && { emailVerifiedAt: values.emailVerifiedAt }),
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) return undefined;
  const [home] = await db.insert(homes).values({}).returning();
  await db.insert(homeMembers).values({ homeId: home!.id, userId: user.id, role: "owner" });
  return { user, home: home! };
}

/**
 * The user's first home: the one they became a member of first (ties, as two homes made in one statement,
 * by id), or undefined for a user with none (a deleted account). A request that names no home (an older
 * client, a change queued offline before homes could be chosen, an API token) is about this one
 * (docs/decisions/092-the-home-header-and-its-fallback.md).
 */
// Runs on every signed-in request that names no home (requireAuth), hence prepared; home_members_user_idx
// holds the order.
const homeIdOfMemberQuery = preparedPerDatabase((db) =>
  db
    .select({ homeId: homeMembers.homeId })
    .from(homeMembers)
    .where(eq(homeMembers.userId, sql.placeholder("userId")))
    .orderBy(asc(homeMembers.createdAt), asc(homeMembers.homeId))
    .limit(1)
    .prepare("home_id_of_member"),
);

export async function findHomeIdOfMember(db: Database, userId: string): Promise<string | undefined> {
  const [membership] = await homeIdOfMemberQuery(db).execute({ userId });
  return membership?.homeId;
}

/** The user's first home (as `findHomeIdOfMember` chooses it), or undefined for a user with none. */
export async function findHomeOfUser(db: Database, userId: string): Promise<HomeRow | undefined> {
  const [row] = await db
    .select({ home: homes })
    .from(homeMembers)
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(eq(homeMembers.userId, userId))
    .orderBy(asc(homeMembers.createdAt), asc(homeMembers.homeId))
    .limit(1);
  return row?.home;
}

/**
 * The home that says whether the account is set up (its session's `hasCompletedOnboarding`): the first of the
 * user's homes that went through onboarding, else their first home. Someone who joined a home already set up
 * is not sent to set one up of their own (docs/product.md §6.5).
 */
export async function findSetUpHomeOfUser(db: Database, userId: string): Promise<HomeRow | undefined> {
  const [row] = await db
    .select({ home: homes })
    .from(homeMembers)
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(eq(homeMembers.userId, userId))
    .orderBy(sql`${homes.onboardingCompletedAt} is null`, asc(homeMembers.createdAt), asc(homeMembers.homeId))
    .limit(1);
  return row?.home;
}

/** Every home the user belongs to, with their role in it, their first home first. */
export async function listHomeRowsOfMember(db: Database, userId: string): Promise<{ home: HomeRow; role: (typeof homeMembers.$inferSelect)["role"] }[]> {
  return db
    .select({ home: homes, role: homeMembers.role })
    .from(homeMembers)
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(eq(homeMembers.userId, userId))
    .orderBy(asc(homeMembers.createdAt), asc(homeMembers.homeId));
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<Pick<UserRow, "name" | "passwordHash" | "lastLoginAt" | "timeZoneChosen"> & PreferencesRow>,
): Promise<UserRow | undefined> {
  const [user] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return user;
}

/** Records a sign-in without touching `updatedAt` (the profile did not change), and where the browser is. */
/** A sign-in: its time, and the browser's time zone unless the person chose one in Settings. */
export async function recordLogin(db: Database, id: string, at: Date, timeZone?: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: at, ...(timeZone && { timeZone: sql`case when ${users.timeZoneChosen} then ${users.timeZone} else ${timeZone} end` }) })
    .where(eq(users.id, id));
}

/** The home's calendar feed secret, set or replaced. */
export async function setCalendarSecret(db: Database, homeId: string, secret: string): Promise<void> {
  await db.update(homes).set({ calendarSecret: secret }).where(eq(homes.id, homeId));
}

/** The home a calendar feed secret belongs to. */
export async function findHomeByCalendarSecret(db: Database, secret: string): Promise<HomeRow | undefined> {
  const [home] = await db.select().from(homes).where(eq(homes.calendarSecret, secret)).limit(1);
  return home;
}

export async function findHomeById(db: Database, homeId: string): Promise<HomeRow | undefined> {
  const [home] = await db.select().from(homes).where(eq(homes.id, homeId)).limit(1);
  return home;
}

/** Marks a home onboarded with its home type: the task engine calls this when onboarding completes. */
/**
 * Holds the home's row until the transaction ends, so that two changes of the home's contents that read
 * what it has before adding to it (the onboarding, a move from local mode) run one after the other: the
 * second reads what the first added instead of adding it again. PGlite runs one transaction at a time
 * anyway; PostgreSQL runs them side by side. `FOR NO KEY UPDATE` leaves other writes that merely refer to
 * the home (a completion, an appliance added by hand) free to go on. Call inside a transaction.
 */
export async function lockHomeContents(db: Database, homeId: string): Promise<void> {
  await db.select({ id: homes.id }).from(homes).where(eq(homes.id, homeId)).for("no key update");
}

export async function markHomeOnboarded(db: Database, homeId: string, homeType: string, at: Date): Promise<void> {
  await db.update(homes).set({ homeType, onboardingCompletedAt: at }).where(eq(homes.id, homeId));
}

/**
 * Deletes a user, the homes they were the only member of (with everything those own), and the contact
 * messages they sent while signed in, all by ON DELETE CASCADE. Messages that only carry the account's
 * address may be someone else's and stay. A home they share stays with its other members, their completions
 * in it kept with no one named (`completed_by` set null: "a former member"); when they were its only owner,
 * the member who joined it first becomes its owner, so a home always has one (docs/product.md §6.5). Call
 * inside a transaction. Answers the homes deleted, whose files go once the transaction is committed.
 */
export async function deleteUserAndSoleHomes(db: Database, userId: string): Promise<string[]> {
  const memberships = await db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, userId));
  const homeIds = memberships.map((membership) => membership.homeId);
  const soleHomeIds: string[] = [];
  for (const homeId of homeIds) {
    const others = await db
      .select({ userId: homeMembers.userId, role: homeMembers.role })
      .from(homeMembers)
      .where(and(eq(homeMembers.homeId, homeId), ne(homeMembers.userId, userId)))
      .orderBy(asc(homeMembers.createdAt), asc(homeMembers.userId));
    const [longestStanding] = others;
    if (!longestStanding) soleHomeIds.push(homeId);
    else if (!others.some((other) => other.role === "owner")) {
      await db.update(homeMembers).set({ role: "owner" }).where(and(eq(homeMembers.homeId, homeId), eq(homeMembers.userId, longestStanding.userId)));
    }
  }
  await db.delete(users).where(eq(users.id, userId));
  if (soleHomeIds.length > 0) await db.delete(homes).where(inArray(homes.id, soleHomeIds));
  return soleHomeIds;
}

/** Where the home is (docs/product.md §5.7), or null when the homeowner has not said. */
export async function findHomeLocation(db: Database, homeId: string): Promise<HomeLocation | null> {
  const [row] = await db
    .select({ countryCode: homes.locationCountry, postalCode: homes.locationPostalCode, latitude: homes.locationLatitude, climateOverride: homes.climateOverride })
    .from(homes)
    .where(eq(homes.id, homeId))
    .limit(1);
  if (!row?.countryCode) return null;
  // Read back through the schema, so a value stored by hand or by an older version cannot reach the scheduler unchecked.
  const parsed = homeLocationSchema.safeParse({
    countryCode: row.countryCode,
    postalCode: row.postalCode ?? undefined,
    latitude: row.latitude ?? undefined,
    climateOverride: row.climateOverride ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

export async function setHomeLocation(db: Database, homeId: string, location: HomeLocation | null): Promise<void> {
  await db
    .update(homes)
    .set({
      locationCountry: location?.countryCode ?? null,
      locationPostalCode: location?.postalCode ?? null,
      locationLatitude: location?.latitude ?? null,
      climateOverride: location?.climateOverride ?? null,
    })
    .where(eq(homes.id, homeId));
}
