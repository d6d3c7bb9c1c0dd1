-- The achievements are judged after every completion on facts read from all of a home's occurrences and
-- completions (server/db/repositories/progress-repository.ts). Their rows lie scattered over the tables, one
-- heap page each or nearly; with the columns those facts use carried in the home's indexes, PostgreSQL reads
-- them from a few index pages instead (an index-only scan). Drizzle's schema cannot say INCLUDE, so the
-- schema names these indexes without it (server/db/schema/maintenance.ts).
DROP INDEX IF EXISTS "tasks_home_status_due_idx";--> statement-breakpoint
CREATE INDEX "tasks_home_status_due_idx" ON "tasks" USING btree ("home_id","status","due_date") INCLUDE ("id","appliance_id","catalog_task_id");--> statement-breakpoint
DROP INDEX IF EXISTS "completions_home_completed_idx";--> statement-breakpoint
CREATE INDEX "completions_home_completed_idx" ON "completions" USING btree ("home_id","completed_at") INCLUDE ("task_id","completed_on","cost_actual");
