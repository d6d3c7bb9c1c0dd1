import { eq, inArray, is } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";
import * as schema from "../schema.ts";

/**
 * The tables that hold the homeowner's own data. Listed rather than found, so that secrets and the
 * server's bookkeeping (sessions, reset tokens, rate-limit counters, replayed answers kept under an
 * idempotency key, queued mail, migration markers) stay out, and so does any table added later until
 * someone decides it belongs to the homeowner. The account and the home are exported on their own.
 */
const exported = new Set<unknown>([
  schema.homeMembers,
  schema.appliances,
  schema.tasks,
  schema.completions,
  schema.notifications,
  schema.achievements,
  schema.contactMessages,
  // The list of the home's documents (names, kinds, sizes); the files themselves come in the export's ZIP
  // (docs/decisions/100-documents-in-the-account-export.md).
  schema.documents,
]);
/** Columns never exported, whatever table they are in. */
const secretColumns = new Set(["password_hash", "token_hash"]);

export type ExportedRecords = Record<string, Record<string, unknown>[]>;

/**
 * Every row of the exported tables that references one of the person's homes or the person (contact
 * messages sent while signed in), by table name, without secret columns and with dates as ISO strings.
 */
export async function listRecordsOfAccount(db: Database, owner: { userId: string; homeIds: readonly string[] }): Promise<ExportedRecords> {
  const records: ExportedRecords = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable) || !exported.has(table)) continue;
    const config = getTableConfig(table);
    const ownerColumn = config.columns.find((column) => column.name === "home_id") ?? config.columns.find((column) => column.name === "user_id");
    if (!ownerColumn) continue;
    const rows = (await db
      .select()
      .from(table)
      .where(ownerColumn.name === "home_id" ? inArray(ownerColumn, [...owner.homeIds]) : eq(ownerColumn, owner.userId))) as Record<string, unknown>[];
    const keysToDrop = config.columns.filter((column) => secretColumns.has(column.name)).map((column) => keyOf(table, column));
    records[config.name] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([key]) => !keysToDrop.includes(key))
          .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
      ),
    );
  }
  return records;
}

/** The property name Drizzle uses for a column in selected rows. */
function keyOf(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  return entry?.[0] ?? column.name;
}
