import { eq, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema.ts";

/** Every table that holds a home's data: those with a `home_id` column, found rather than listed so a new one is included. */
function homeTables(): { name: string; table: PgTable; homeId: ReturnType<typeof getTableConfig>["columns"][number] }[] {
  return Object.values(schema).flatMap((table) => {
    if (!is(table, PgTable)) return [];
    const config = getTableConfig(table);
    const homeId = config.columns.find((column) => column.name === "home_id");
    return homeId ? [{ name: config.name, table, homeId }] : [];
  });
}

/**
 * Everything a home holds, table by table, rows in a stable order: its own row and every row that names it.
 * Two snapshots are equal exactly when nothing of the home changed.
 */
export async function snapshotOfHome(db: Database, homeId: string): Promise<Record<string, string[]>> {
  const snapshot: Record<string, string[]> = {};
  snapshot.homes = (await db.select().from(schema.homes).where(eq(schema.homes.id, homeId))).map((row) => JSON.stringify(row));
  for (const { name, table, homeId: column } of homeTables()) {
    const rows = (await db.select().from(table).where(eq(column, homeId))) as Record<string, unknown>[];
    snapshot[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/** How many rows each table holds for the home (its own row in `homes` included). */
export async function rowCountsOfHome(db: Database, homeId: string): Promise<Record<string, number>> {
  return Object.fromEntries(Object.entries(await snapshotOfHome(db, homeId)).map(([name, rows]) => [name, rows.length]));
}
