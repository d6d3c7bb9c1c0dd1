import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { homes, users } from "./accounts.ts";

/**
 * One scheduled message per user and period: the reminder of a day (`period` is the user's local
 * date) or the weekly summary of a week (`period` is that week's Sunday). The unique index is what
 * makes it exactly once: a retry, a restart or a second server finds the row and sends nothing new.
 *
 * `email_status` walks pending → sending → sent, or ends in skipped (preference off, nothing left to
 * say) or failed (every retry used). `claimed_at` is the lease of the attempt that is sending: a
 * later attempt takes over only once it has run out (the sender died mid-send).
 */
export const scheduledMessages = pgTable(
  "scheduled_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["reminder", "weekly-summary"] }).notNull(),
    period: date("period", { mode: "string" }).notNull(),
    emailStatus: text("email_status", { enum: ["pending", "sending", "sent", "skipped", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("scheduled_messages_once").on(table.userId, table.kind, table.period),
    index("scheduled_messages_status_idx").on(table.emailStatus, table.createdAt),
    check("scheduled_messages_kind_check", sql`${table.kind} in ('reminder', 'weekly-summary')`),
    check("scheduled_messages_status_check", sql`${table.emailStatus} in ('pending', 'sending', 'sent', 'skipped', 'failed')`),
  ],
);
