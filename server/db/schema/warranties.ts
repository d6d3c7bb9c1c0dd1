import {
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { homes } from "./accounts.ts";
import { documents } from "./documents.ts";
import { appliances } from "./maintenance.ts";
import { scheduledMessages } from "./reminders.ts";

/**
 * An appliance's warranty, one at most (docs/product.md §4.20), in a table of its own so the appliance's
 * row stays what the scheduling reads (docs/decisions/089-warranties-and-attachments.md). `covered_until`
 * is the last day it covers, worked out from the length or the end date when saved. `ending_noticed_at`
 * says its end was announced: set once, in the transaction that records the reminder announcing it (named
 * by `ending_notice_id`, whose e-mail carries the line), so the end is announced once; a changed end date
 * clears both.
 */
export const warranties = pgTable(
  "warranties",
  {
    applianceId: uuid("appliance_id")
      .primaryKey()
      .references(() => appliances.id, { onDelete: "cascade" }),
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    lengthMonths: integer("length_months"),
    endsOn: date("ends_on", { mode: "string" }),
    coveredUntil: date("covered_until", { mode: "string" }).notNull(),
    provider: text("provider"),
    coverage: text("coverage"),
    link: text("link"),
    documentId: uuid("document_id").references(() => documents.id, {
      onDelete: "set null",
    }),
    endingNoticedAt: timestamp("ending_noticed_at", { withTimezone: true }),
    endingNoticeId: uuid("ending_notice_id").references(
      () => scheduledMessages.id,
      { onDelete: "set null" },
    ),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    index("warranties_home_covered_until_idx").on(
      table.homeId,
      table.coveredUntil,
    ),
  ],
);
