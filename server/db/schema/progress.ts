import { primaryKey, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { homes } from "./accounts.ts";

/**
 * The achievements a home has unlocked, one row each, kept on the server so they follow the user to
 * every device. Once unlocked an achievement stays, whatever happens to the history afterwards.
 */
export const achievements = pgTable(
  "achievements",
  {
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    achievementId: text("achievement_id").notNull(),
    unlockedAt: timestamp("unlocked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.homeId, table.achievementId] })],
);
