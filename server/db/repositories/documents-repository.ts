import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { appliances, completions, documents } from "../schema.ts";

export type DocumentRow = typeof documents.$inferSelect;
export type NewDocumentRow = typeof documents.$inferInsert;

// Every function takes the home id and filters on it: a row of another home is never read or changed.

export async function listDocuments(db: Database, homeId: string, filter: { applianceId?: string | undefined } = {}): Promise<DocumentRow[]> {
  const ofHome = eq(documents.homeId, homeId);
  return db
    .select()
    .from(documents)
    .where(filter.applianceId ? and(ofHome, eq(documents.applianceId, filter.applianceId)) : ofHome)
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

/** The documents of the homes given (a person's own, for their export), oldest first in each home. */
export async function listDocumentsOfHomes(db: Database, homeIds: readonly string[]): Promise<DocumentRow[]> {
  if (homeIds.length === 0) return [];
  return db
    .select()
    .from(documents)
    .where(inArray(documents.homeId, [...homeIds]))
    .orderBy(asc(documents.homeId), asc(documents.createdAt), asc(documents.id));
}

export async function findDocument(db: Database, homeId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.homeId, homeId), eq(documents.id, id)))
    .limit(1);
  return row;
}

/** The bytes the home's documents take (their files; thumbnails are not counted). */
export async function documentBytesOfHome(db: Database, homeId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${documents.sizeBytes}), 0)` })
    .from(documents)
    .where(eq(documents.homeId, homeId));
  return Number(row?.total ?? 0);
}

export async function insertDocument(db: Database, values: NewDocumentRow): Promise<DocumentRow> {
  const [row] = await db.insert(documents).values(values).returning();
  return row!;
}

export async function updateDocument(db: Database, homeId: string, id: string, changes: Partial<Pick<DocumentRow, "name" | "kind">>): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set(changes)
    .where(and(eq(documents.homeId, homeId), eq(documents.id, id)))
    .returning();
  return row;
}

export async function deleteDocument(db: Database, homeId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db
    .delete(documents)
    .where(and(eq(documents.homeId, homeId), eq(documents.id, id)))
    .returning();
  return row;
}

/** Deletes an appliance's documents and answers them, so their files can be deleted once the change is committed. */
export async function deleteDocumentsOfAppliance(db: Database, homeId: string, applianceId: string): Promise<DocumentRow[]> {
  return db
    .delete(documents)
    .where(and(eq(documents.homeId, homeId), eq(documents.applianceId, applianceId)))
    .returning();
}

/** Whether the home has this appliance (a document may only be attached to the home's own). */
export async function homeHasAppliance(db: Database, homeId: string, applianceId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: appliances.id })
    .from(appliances)
    .where(and(eq(appliances.homeId, homeId), eq(appliances.id, applianceId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the home has this completion (a photo or receipt of a finished task). */
export async function homeHasCompletion(db: Database, homeId: string, completionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: completions.id })
    .from(completions)
    .where(and(eq(completions.homeId, homeId), eq(completions.id, completionId)))
    .limit(1);
  return row !== undefined;
}
