import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { WarrantyNotice } from "@domain/entities/notification.ts";
import { homes, users } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * An appliance or home system of a home. `type` is a kebab-case identifier of the appliance catalogue;
 * `install_date` is a calendar date (onboarding's "years old" becomes an estimated install date).
 */
export const appliances = pgTable(
  "appliances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    name: text("name").notNull(),
    brand: text("brand"),
    model: text("model"),
    serialNumber: text("serial_number"),
    location: text("location"),
    notes: text("notes"),
    installDate: date("install_date", { mode: "string" }),
    // Where the date came from (INSTALL_DATE_SOURCES of domain/contract/appliances.ts); null for a date kept before it was.
    installDateSource: text("install_date_source", { enum: ["entered", "serial", "age"] }),
    // The clock at the insert, not the transaction's start: onboarding adds every appliance in one
    // transaction, and the home's list shows them in the order they were added (docs/product.md §2.12).
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("appliances_home_idx").on(table.homeId, table.createdAt),
    check("appliances_install_date_source_check", sql`${table.installDateSource} in ('entered', 'serial', 'age')`),
  ],
);

/**
 * One occurrence of a maintenance task. Completing an open occurrence closes it and opens the next one
 * (`previous_task_id` points back), so the history is the chain of completed occurrences. Removing an
 * appliance deletes its open occurrences; completed ones keep the appliance's name and type.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    applianceId: uuid("appliance_id").references(() => appliances.id, { onDelete: "set null" }),
    applianceType: text("appliance_type").notNull(),
    applianceName: text("appliance_name").notNull(),
    /** The catalogue task this occurrence was made from (masterTaskSlug). */
    catalogTaskId: text("catalog_task_id").notNull(),
    name: text("name").notNull(),
    frequency: text("frequency").notNull(),
    timeEstimate: integer("time_estimate").notNull(),
    difficulty: text("difficulty").notNull(),
    priority: text("priority", { enum: ["high", "medium", "low"] }).notNull().default("medium"),
    /** The calendar day it is due, in the home's time zone (see docs/decisions on due dates). */
    dueDate: date("due_date", { mode: "string" }).notNull(),
    status: text("status", { enum: ["open", "completed"] }).notNull().default("open"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    snoozeUntil: timestamp("snooze_until", { withTimezone: true }),
    previousTaskId: uuid("previous_task_id"),
    /**
     * The member who will do it, or null for anyone in the home (docs/product.md §6.5). The service checks
     * the person is a member; a member who leaves or is removed has their open occurrences given back.
     */
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    // The dashboard reads a home's open tasks by due date. Migration 0007 adds INCLUDE (id, appliance_id,
    // catalog_task_id), which Drizzle cannot express: the achievements' facts are read from the index alone.
    index("tasks_home_status_due_idx").on(table.homeId, table.status, table.dueDate),
    // One open occurrence of a catalogue task per appliance: generation twice creates nothing new.
    uniqueIndex("tasks_one_open_per_appliance_task")
      .on(table.applianceId, table.catalogTaskId)
      .where(sql`${table.status} = 'open'`),
    check("tasks_status_check", sql`${table.status} in ('open', 'completed')`),
    check("tasks_priority_check", sql`${table.priority} in ('high', 'medium', 'low')`),
  ],
);

/** The record of a task being done: who, when, and what it took. One per completed occurrence. */
export const completions = pgTable(
  "completions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    completedBy: uuid("completed_by").references(() => users.id, { onDelete: "set null" }),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
    /** The calendar day of completion in the user's time zone: streaks count these. */
    completedOn: date("completed_on", { mode: "string" }).notNull(),
    notes: text("notes"),
    timeSpentMinutes: integer("time_spent_minutes"),
    costActual: numeric("cost_actual", { precision: 12, scale: 2, mode: "number" }),
    /** The occurrence this completion opened, removed again by an undo while untouched. */
    nextTaskId: uuid("next_task_id"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("completions_task_unique").on(table.taskId),
    // Migration 0007 adds INCLUDE (task_id, completed_on, cost_actual), as for tasks_home_status_due_idx.
    index("completions_home_completed_idx").on(table.homeId, table.completedAt),
  ],
);

/**
 * The notification center of a home: newest first, read one by one or all at once. A row with a recipient
 * is that member's alone (a reminder, another member's completion); one without is everyone's in the home.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    recipientUserId: uuid("recipient_user_id").references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["success", "info"] }).notNull(),
    kind: text("kind", {
      enum: ["appliance-added", "appliance-removed", "task-due", "weekly-summary", "achievement", "member-completed", "member-joined", "member-added-appliance", "warranty-ending"],
    }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** What a warranty-ending notice is about; null on every other kind (and on notices written before 0025). */
    warranty: jsonb("warranty").$type<WarrantyNotice>(),
    createdAt: createdAt(),
  },
  (table) => [index("notifications_home_created_idx").on(table.homeId, table.createdAt)],
);

/**
 * What local-mode migration has already brought into a home, one row per imported item (its key names
 * the item), so running the migration again imports nothing twice.
 */
export const migrationImports = pgTable(
  "migration_imports",
  {
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    importedBy: uuid("imported_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.homeId, table.key] })],
);

/**
 * The first answer to each `Idempotency-Key` a user sent with a task change (complete, uncomplete,
 * metadata, snooze). The browser's offline queue sends one key per queued change, so a replay after a
 * lost answer gets the first answer again instead of changing the task twice. The row is written in the
 * transaction that makes the change and keeps its answer (decision 043); a row whose `status` is null was
 * left by an earlier server that kept the two apart and stopped in between, and the next replay takes it
 * over. Rows older than two days are removed as new ones come.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** SHA-256 of the request's body: the key on another body is another request. Null on keys kept from before. */
    requestHash: text("request_hash"),
    status: integer("status"),
    body: text("body"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index("idempotency_keys_created_idx").on(table.createdAt)],
);
