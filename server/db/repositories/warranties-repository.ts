import { and, asc, eq, gte, isNull, lte } from "drizzle-orm";
import type { Database } from "../client.ts";
import { appliances, documents, warranties } from "../schema.ts";

export type WarrantyRow = typeof warranties.$inferSelect;
export type WarrantyValues = Omit<typeof warranties.$inferInsert, "applianceId" | "homeId" | "endingNoticedAt" | "endingNoticeId" | "updatedAt">;

// Every function takes the home id and filters on it: a row of another home is never read or changed.

export async function findWarranty(db: Database, homeId: string, applianceId: string): Promise<WarrantyRow | undefined> {
  const [row] = await db
    .select()
    .from(warranties)
    .where(and(eq(warranties.homeId, homeId), eq(warranties.applianceId, applianceId)))
    .limit(1);
  return row;
}

/** Enters or replaces the appliance's warranty; a changed last day is announced again when it nears. */
export async function saveWarranty(db: Database, homeId: string, applianceId: string, values: WarrantyValues): Promise<WarrantyRow> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ coveredUntil: warranties.coveredUntil }).from(warranties).where(and(eq(warranties.homeId, homeId), eq(warranties.applianceId, applianceId))).for("update");
    const noticeKept = before?.coveredUntil === values.coveredUntil;
    const [row] = await tx
      .insert(warranties)
      .values({ ...values, applianceId, homeId })
      .onConflictDoUpdate({
        target: warranties.applianceId,
        set: { ...values, updatedAt: new Date(), ...(noticeKept ? {} : { endingNoticedAt: null, endingNoticeId: null }) },
      })
      .returning();
    return row!;
  });
}

export async function deleteWarranty(db: Database, homeId: string, applianceId: string): Promise<boolean> {
  const deleted = await db
    .delete(warranties)
    .where(and(eq(warranties.homeId, homeId), eq(warranties.applianceId, applianceId)))
    .returning({ applianceId: warranties.applianceId });
  return deleted.length > 0;
}

/** Whether the document is one of this appliance's, in this home: a warranty may point at no other. */
export async function applianceHasDocument(db: Database, homeId: string, applianceId: string, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.homeId, homeId), eq(documents.applianceId, applianceId), eq(documents.id, documentId)))
    .limit(1);
  return row !== undefined;
}

/** The home's warranties for its maintenance record: whose, until when, and who gives it. */
export async function listWarrantiesForRecord(db: Database, homeId: string): Promise<{ applianceId: string; coveredUntil: string; provider: string | null }[]> {
  return db
    .select({ applianceId: warranties.applianceId, coveredUntil: warranties.coveredUntil, provider: warranties.provider })
    .from(warranties)
    .where(eq(warranties.homeId, homeId));
}

export type EndingWarranty = { applianceId: string; homeId: string; applianceName: string; coveredUntil: string };

/** The home's warranties whose last day falls between two days (both included) and whose end was not announced yet. */
export async function listWarrantiesEndingUnannounced(db: Database, homeId: string, from: string, to: string): Promise<EndingWarranty[]> {
  return db
    .select({ applianceId: warranties.applianceId, homeId: warranties.homeId, applianceName: appliances.name, coveredUntil: warranties.coveredUntil })
    .from(warranties)
    .innerJoin(appliances, eq(appliances.id, warranties.applianceId))
    .where(and(eq(warranties.homeId, homeId), gte(warranties.coveredUntil, from), lte(warranties.coveredUntil, to), isNull(warranties.endingNoticedAt)))
    .orderBy(asc(warranties.coveredUntil), asc(appliances.name));
}

/** The warranties a reminder announced, for its e-mail (of whichever of its person's homes). */
export async function listWarrantiesAnnouncedBy(db: Database, messageId: string): Promise<EndingWarranty[]> {
  return db
    .select({ applianceId: warranties.applianceId, homeId: warranties.homeId, applianceName: appliances.name, coveredUntil: warranties.coveredUntil })
    .from(warranties)
    .innerJoin(appliances, eq(appliances.id, warranties.applianceId))
    .where(eq(warranties.endingNoticeId, messageId))
    .orderBy(asc(warranties.coveredUntil), asc(appliances.name));
}
