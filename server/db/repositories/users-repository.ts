import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { preparedPerDatabase } from "../prepared.ts";
import { homeMembers, homes, users } from "../schema.ts";
import { homeLocationSchema, type HomeLocation } from "@domain/seasons/home-location.ts";

export type UserRow = typeof users.$inferSelect;
export type HomeRow = typeof homes.$inferSelect;
export type PreferencesRow = Pick<UserRow, "emailReminders" | "weeklySummary" | "theme" | "notificationsEnabled" | "timeZone" | "reminderDays">;

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

/** The home the user is a member of, or undefined for a user with none (a deleted account). */
// Runs on every signed-in request (requireAuth), hence prepared.
const homeIdOfMemberQuery = preparedPerDatabase((db) =>
  db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, sql.placeholder("userId"))).limit(1).prepare("home_id_of_member"),
);

export async function findHomeIdOfMember(db: Database, userId: string): Promise<string | undefined> {
  const [membership] = await homeIdOfMemberQuery(db).execute({ userId });
  return membership?.homeId;
}

export async function findHomeOfUser(db: Database, userId: string): Promise<HomeRow | undefined> {
  const [row] = await db
    .select({ home: homes })
    .from(homeMembers)
    .innerJoin(homes, eq(homes.id, homeMembers.homeId))
    .where(eq(homeMembers.userId, userId))
    .limit(1);
  return row?.home;
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
 * address may be someone else's and stay. Call inside a transaction. Answers the homes deleted, whose
 * files go once the transaction is committed.
 */
export async function deleteUserAndSoleHomes(db: Database, userId: string): Promise<string[]> {
  const memberships = await db.select({ homeId: homeMembers.homeId }).from(homeMembers).where(eq(homeMembers.userId, userId));
  const homeIds = memberships.map((membership) => membership.homeId);
  const soleHomeIds: string[] = [];
  for (const homeId of homeIds) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(homeMembers).where(eq(homeMembers.homeId, homeId));
    if ((row?.count ?? 0) <= 1) soleHomeIds.push(homeId);
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
