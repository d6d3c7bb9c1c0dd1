import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

/**
 * One browser's Web Push subscription (docs/decisions/081-notification-channels.md). The endpoint is the push
 * service's address for that browser: unique, so a browser that subscribes again (or for another account)
 * replaces its row. A push service answering 404 or 410 for it deletes the row.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    /** The browser's P-256 public key and auth secret (base64url), which encrypt each payload for it alone. */
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Firefox on Android": the browser and system read from the User-Agent when it subscribed. */
    deviceLabel: text("device_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("push_subscriptions_endpoint_unique").on(table.endpoint), index("push_subscriptions_user_idx").on(table.userId)],
);

/**
 * A person's ntfy topic or webhook, one of each at most. `secret` is the ntfy access token (optional), or
 * the webhook's signing secret: kept to sign every request, shown to its owner only when it is made.
 */
export const notificationChannels = pgTable(
  "notification_channels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["ntfy", "webhook"] }).notNull(),
    url: text("url").notNull(),
    secret: text("secret"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("notification_channels_user_kind_unique").on(table.userId, table.kind),
    check("notification_channels_kind_check", sql`${table.kind} in ('ntfy', 'webhook')`),
  ],
);

/**
 * Which channels each kind of event goes to, per person: `{ "reminder": ["push", "ntfy"], … }`. A person
 * without a row gets every event but household activity on every channel they set up (household activity,
 * and a row saved before it existed, on none: decision 097); e-mail keeps its own preferences.
 */
export const deliveryChoices = pgTable("delivery_choices", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  choices: jsonb("choices").$type<Record<string, string[]>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The delivery log, and what makes each delivery exactly once: one row per event and channel
 * (`channel_key` is `push:<subscription id>`, `ntfy` or `webhook`), unique, so a second dispatch, a retry
 * or a second worker finds the row instead of sending again. `status` walks pending → sending → sent, or
 * ends in failed (every try used, or refused for good) or gone (the push service forgot the browser);
 * `claimed_at` is the lease of the attempt that is sending, as for scheduled e-mail.
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ["push", "ntfy", "webhook"] }).notNull(),
    channelKey: text("channel_key").notNull(),
    subscriptionId: uuid("subscription_id").references(() => pushSubscriptions.id, { onDelete: "set null" }),
    eventKind: text("event_kind", { enum: ["reminder", "weekly-summary", "achievement", "household", "test"] }).notNull(),
    eventKey: text("event_key").notNull(),
    /** What is said: `{ title, body, url }`, fixed when the event happened. */
    payload: jsonb("payload").$type<{ title: string; body: string; url: string }>().notNull(),
    status: text("status", { enum: ["pending", "sending", "sent", "failed", "gone"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    /** The last attempt's failure, in words ("the webhook answered 500 Internal Server Error"). */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the last attempt ended. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("deliveries_event_channel_unique").on(table.eventKey, table.channelKey),
    index("deliveries_user_created_idx").on(table.userId, table.createdAt),
    check("deliveries_channel_check", sql`${table.channel} in ('push', 'ntfy', 'webhook')`),
    check("deliveries_status_check", sql`${table.status} in ('pending', 'sending', 'sent', 'failed', 'gone')`),
    check("deliveries_event_kind_check", sql`${table.eventKind} in ('reminder', 'weekly-summary', 'achievement', 'household', 'test')`),
  ],
);

/** The installation's VAPID key pair, made once by the first server that needs it (id is always 1). */
export const vapidKeys = pgTable(
  "vapid_keys",
  {
    id: integer("id").primaryKey().default(1),
    publicKey: text("public_key").notNull(),
    privateKey: text("private_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("vapid_keys_single_row", sql`${table.id} = 1`)],
);
