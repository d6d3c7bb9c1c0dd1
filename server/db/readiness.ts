import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";
import { migrationsFolder } from "./client.ts";
import { countHit } from "./repositories/rate-limit-repository.ts";

/** The key of the row the readiness probe writes; a rate-limit bucket of a window that soon ends, like the others. */
const probeKey = "readiness:write-probe";

/** A real write, committed: it fails when the database cannot take changes (no room, read-only). */
export async function probeWrite(db: Database, now = new Date()): Promise<void> {
  await countHit(db, probeKey, now, 60_000);
}

let migrationsShipped: number | undefined;

/** How many migrations the server ships that the database has not applied (0 when it is current). */
export async function migrationsBehind(db: Database): Promise<number> {
  migrationsShipped ??= (JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as { entries: unknown[] }).entries.length;
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const applied = (result as { rows: { applied: number }[] }).rows[0]?.applied ?? 0;
  return Math.max(0, migrationsShipped - applied);
}
