import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A person with an account. The e-mail is stored normalised (trimmed, lower-cased), so the unique index is enough. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name"),
    plan: text("plan", { enum: ["free", "pro", "beta"] }).notNull().default("free"),
    /** `scrypt$N$r$p$salt$hash`, see server/security/password.ts. */
    passwordHash: text("password_hash").notNull(),
    avatarUrl: text("avatar_url"),
    emailReminders: boolean("email_reminders").notNull().default(true),
    weeklySummary: boolean("weekly_summary").notNull().default(true),
    theme: text("theme", { enum: ["light", "dark", "system"] }).notNull().default("light"),
    notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
    /** Whether what the other members of a shared home do (a completion, an appliance, a new member) reaches this person's notification center. */
    householdActivity: boolean("household_activity").notNull().default(true),
    /** The user's IANA time zone: their 8 a.m., their "today" and their Sunday for reminders and the summary. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /**
     * Whether the person chose the time zone in Settings. Until then each sign-in keeps it to the browser's;
     * once chosen (a holiday home's zone, say) a sign-in from elsewhere leaves it as chosen.
     */
    timeZoneChosen: boolean("time_zone_chosen").notNull().default(false),
    /** How many days ahead the reminder e-mail looks: 1, 3 or 7. */
    reminderDays: integer("reminder_days").notNull().default(3),
    /**
     * When the owner of the address opened the link mailed to it; null until then, and scheduled e-mail
     * (reminders, summaries) is not sent to the address meanwhile (docs/product.md §4.18).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    check("users_plan_check", sql`${table.plan} in ('free', 'pro', 'beta')`),
    check("users_theme_check", sql`${table.theme} in ('light', 'dark', 'system')`),
    check("users_reminder_days_check", sql`${table.reminderDays} in (1, 3, 7)`),
  ],
);

/** Data belongs to a home; users are its members. Appliances, tasks and the rest reference `homes.id`. */
export const homes = pgTable(
  "homes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The name its members know it by ("Lake cottage"); null until someone names it, shown as "My home". */
    name: text("name"),
    homeType: text("home_type"),
    onboardingCompletedAt: timestamp("onboarding_completed_at", { withTimezone: true }),
    /** The secret of the home's private calendar feed URL; null until someone asks for the URL. */
    calendarSecret: text("calendar_secret"),
    /**
     * Where the home is, as far as its seasons need (docs/product.md §5.7): all null until the homeowner says.
     * The latitude is kept to one decimal degree; no longitude is kept.
     */
    locationCountry: text("location_country"),
    locationPostalCode: text("location_postal_code"),
    locationLatitude: doublePrecision("location_latitude"),
    climateOverride: text("climate_override"),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("homes_calendar_secret_unique").on(table.calendarSecret)],
);

/**
 * Who belongs to which home, and as what: an owner may do everything, members and the home's deletion included;
 * a member keeps the home (tasks, appliances, completions, notes). A person may belong to several homes, and a
 * home may have several members (docs/product.md §6.5).
 */
export const homeMembers = pgTable(
  "home_members",
  {
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["owner", "member"] }).notNull().default("owner"),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.homeId, table.userId] }), index("home_members_user_idx").on(table.userId, table.createdAt)],
);

/**
 * Refresh tokens, stored only as SHA-256 hashes. Each sign-in starts a family; every refresh marks the
 * presented token used and issues the next one in the same family. A used token presented again means
 * it was stolen or replayed: the whole family is revoked.
 */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("refresh_tokens_hash_unique").on(table.tokenHash),
    index("refresh_tokens_family_idx").on(table.familyId),
    index("refresh_tokens_user_idx").on(table.userId),
  ],
);

/** A mailed link's token: whose it is, its SHA-256 hash (never the token), until when it works and when it was spent. */
const singleUseTokenColumns = () => ({
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Single-use password reset tokens, stored only as SHA-256 hashes, valid one hour. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  singleUseTokenColumns(),
  (table) => [uniqueIndex("password_reset_tokens_hash_unique").on(table.tokenHash), index("password_reset_tokens_user_idx").on(table.userId)],
);

/**
 * Single-use links that prove an account's address, stored only as SHA-256 hashes like the reset tokens:
 * mailed at sign-up and on request from Settings; a new one makes the older unused ones worthless.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  singleUseTokenColumns(),
  (table) => [uniqueIndex("email_verification_tokens_hash_unique").on(table.tokenHash), index("email_verification_tokens_user_idx").on(table.userId)],
);

/**
 * A message from the contact form. `userId` is the account that sent it while signed in: only those are
 * the account's, exported with it and deleted with it. The e-mail typed in the form proves nothing (anyone
 * may type anyone's address, and an account's address is not verified), so it never decides ownership.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_email_idx").on(table.email),
    index("contact_messages_user_idx").on(table.userId),
  ],
);

/**
 * Fixed-window rate-limit counters, in the database so every server instance shares them. Keys are
 * `limiter:kind:sha256(value)`, so no address or e-mail is stored in the clear.
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_buckets_reset_at_idx").on(table.resetAt)],
);

/**
 * Personal API tokens for home automations (docs/api-tokens.md, docs/decisions/083-where-api-tokens-are-accepted.md):
 * stored only as the SHA-256 hash of the token, shown once when it is made. `scope` says whether it may
 * change the home's data; `lastUsedAt` is written at most once a minute; a revoked token is kept with
 * `revokedAt` so the check refuses it at once, and disappears with its account.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: ["read", "write"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("api_tokens_hash_unique").on(table.tokenHash),
    index("api_tokens_user_idx").on(table.userId),
    check("api_tokens_scope_check", sql`${table.scope} in ('read', 'write')`),
  ],
);

/**
 * An invitation to join a home (docs/product.md §6.5): mailed to an address with a single-use link whose token
 * is stored only as a SHA-256 hash, like the reset tokens. It works for 7 days, once, and only for an account
 * of the invited address (docs/decisions/094-invitations-are-for-the-invited-address.md); each answer or the
 * owner's withdrawal ends it. Answered rows stay, so the per-home limit counts every invitation sent.
 */
export const homeInvitations = pgTable(
  "home_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    homeId: uuid("home_id")
      .notNull()
      .references(() => homes.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** Normalised (trimmed, lower-cased) like `users.email`. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    declinedAt: timestamp("declined_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("home_invitations_token_hash_unique").on(table.tokenHash), index("home_invitations_home_created_idx").on(table.homeId, table.createdAt)],
);
