import type { Database } from "../client.ts";
import { migrationImports } from "../schema.ts";

// Every function takes the home id and filters on it: a row of another home is never read or changed.

/** Claims an import key for a home; false when an earlier migration already imported that item. */
export async function claimImportKey(db: Database, homeId: string, key: string, userId: string): Promise<boolean> {
  const claimed = await db.insert(migrationImports).values({ homeId, key, importedBy: userId }).onConflictDoNothing().returning({ key: migrationImports.key });
  return claimed.length > 0;
}
