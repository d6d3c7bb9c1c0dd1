import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../client.ts";
import { appliances, tasks } from "../schema.ts";

/** The home's appliances and systems. */
export type ApplianceRow = typeof appliances.$inferSelect;
export type NewApplianceRow = typeof appliances.$inferInsert;

// Every function takes the home id and filters on it: a row of another home is never read or changed.

export async function listAppliances(db: Database, homeId: string): Promise<ApplianceRow[]> {
  return db.select().from(appliances).where(eq(appliances.homeId, homeId)).orderBy(asc(appliances.createdAt), asc(appliances.id));
}

export async function findAppliance(db: Database, homeId: string, id: string): Promise<ApplianceRow | undefined> {
  const [row] = await db.select().from(appliances).where(and(eq(appliances.homeId, homeId), eq(appliances.id, id)));
  return row;
}

/** An open occurrence as an appliance's record and the home's list show it. */
export type ApplianceOpenTask = { id: string; applianceId: string; catalogTaskId: string | null; name: string; dueDate: string };

/** The open occurrences of the home's appliances (of one, when given), by due date. */
export async function listOpenTasksOfAppliances(db: Database, homeId: string, applianceId?: string): Promise<ApplianceOpenTask[]> {
  const rows = await db
    .select({ id: tasks.id, applianceId: tasks.applianceId, catalogTaskId: tasks.catalogTaskId, name: tasks.name, dueDate: tasks.dueDate })
    .from(tasks)
    .where(and(eq(tasks.homeId, homeId), eq(tasks.status, "open"), applianceId === undefined ? undefined : eq(tasks.applianceId, applianceId)))
    .orderBy(asc(tasks.dueDate), asc(tasks.name));
  return rows.flatMap((row) => (row.applianceId === null ? [] : [{ ...row, applianceId: row.applianceId }]));
}

export async function insertAppliance(db: Database, values: NewApplianceRow): Promise<ApplianceRow> {
  const [row] = await db.insert(appliances).values(values).returning();
  return row!;
}

export async function updateAppliance(
  db: Database,
  homeId: string,
  id: string,
  changes: Partial<Pick<ApplianceRow, "name" | "brand" | "model" | "serialNumber" | "location" | "notes" | "installDate" | "installDateSource">>,
): Promise<ApplianceRow | undefined> {
  const [row] = await db
    .update(appliances)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(appliances.homeId, homeId), eq(appliances.id, id)))
    .returning();
  return row;
}

/** Keeps the appliance's name on its open occurrences in step after a rename (completed ones keep the old name). */
export async function renameOpenTasksOfAppliance(db: Database, homeId: string, applianceId: string, applianceName: string): Promise<void> {
  await db
    .update(tasks)
    .set({ applianceName })
    .where(and(eq(tasks.homeId, homeId), eq(tasks.applianceId, applianceId), eq(tasks.status, "open")));
}

/** Keeps completed occurrences (the history) and deletes the open ones, then the appliance. */
export async function deleteApplianceWithOpenTasks(db: Database, homeId: string, id: string): Promise<ApplianceRow | undefined> {
  await db.delete(tasks).where(and(eq(tasks.homeId, homeId), eq(tasks.applianceId, id), eq(tasks.status, "open")));
  const [row] = await db.delete(appliances).where(and(eq(appliances.homeId, homeId), eq(appliances.id, id))).returning();
  return row;
}
