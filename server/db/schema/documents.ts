import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { homes, users } from "./accounts.ts";
import { appliances, completions } from "./maintenance.ts";

/**
 * A home's documents and photos. The bytes live in the file storage (server/files/) under `storage_key`
 * (and `thumbnail_key` for an image's thumbnail), both under the home's prefix `homes/{home_id}/`, so
 * deleting a home deletes its files by prefix (docs/decisions/079-document-storage.md). The service
 * deletes an appliance's documents with their files before the appliance; the cascade here only keeps
 * the table consistent should a row be deleted some other way. A completion's photo outlives an undo
 * of the completion: it is still the home's.
 */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey(),
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    applianceId: uuid("appliance_id").references(() => appliances.id, { onDelete: "cascade" }),
    completionId: uuid("completion_id").references(() => completions.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["manual", "receipt", "invoice", "warranty", "photo", "other"] }).notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    thumbnailKey: text("thumbnail_key"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("documents_home_created_idx").on(table.homeId, table.createdAt),
    index("documents_appliance_idx").on(table.applianceId),
    // A completion's photos are read by it, and undoing a completion clears their link (the foreign key's
    // "set null"): without this index each undo would read the whole table. Most documents have no completion.
    index("documents_completion_idx").on(table.completionId).where(sql`${table.completionId} is not null`),
  ],
);
