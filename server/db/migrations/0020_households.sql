DROP INDEX "home_members_user_unique";--> statement-breakpoint
ALTER TABLE "homes" ADD COLUMN "name" text;--> statement-breakpoint
CREATE INDEX "home_members_user_idx" ON "home_members" USING btree ("user_id","created_at");