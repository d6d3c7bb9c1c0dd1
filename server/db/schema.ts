// The whole database schema, one file per area; drizzle-kit and the Drizzle clients read it from here.
export * from "./schema/accounts.ts";
export * from "./schema/maintenance.ts";
export * from "./schema/reminders.ts";
export * from "./schema/progress.ts";
export * from "./schema/delivery-channels.ts";
export * from "./schema/documents.ts";
export * from "./schema/warranties.ts";
