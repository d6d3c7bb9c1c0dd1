CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"home_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" date NOT NULL,
	"email_status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scheduled_messages_kind_check" CHECK ("scheduled_messages"."kind" in ('reminder', 'weekly-summary')),
	CONSTRAINT "scheduled_messages_status_check" CHECK ("scheduled_messages"."email_status" in ('pending', 'sending', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "homes" ADD COLUMN "calendar_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_days" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_messages_once" ON "scheduled_messages" USING btree ("user_id","kind","period");--> statement-breakpoint
CREATE INDEX "scheduled_messages_status_idx" ON "scheduled_messages" USING btree ("email_status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "homes_calendar_secret_unique" ON "homes" USING btree ("calendar_secret");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_days_check" CHECK ("users"."reminder_days" in (1, 3, 7));