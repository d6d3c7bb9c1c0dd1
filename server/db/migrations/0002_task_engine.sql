CREATE TABLE "appliances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"model" text,
	"install_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "completions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone NOT NULL,
	"completed_on" date NOT NULL,
	"notes" text,
	"time_spent_minutes" integer,
	"cost_actual" numeric(12, 2),
	"next_task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_id" uuid NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"home_id" uuid NOT NULL,
	"appliance_id" uuid,
	"appliance_type" text NOT NULL,
	"appliance_name" text NOT NULL,
	"catalog_task_id" text NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"time_estimate" integer NOT NULL,
	"difficulty" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"snooze_until" timestamp with time zone,
	"previous_task_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('open', 'completed')),
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('high', 'medium', 'low'))
);
--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "completions" ADD CONSTRAINT "completions_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appliances_home_idx" ON "appliances" USING btree ("home_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "completions_task_unique" ON "completions" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "completions_home_completed_idx" ON "completions" USING btree ("home_id","completed_at");--> statement-breakpoint
CREATE INDEX "notifications_home_created_idx" ON "notifications" USING btree ("home_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_home_status_due_idx" ON "tasks" USING btree ("home_id","status","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_one_open_per_appliance_task" ON "tasks" USING btree ("appliance_id","catalog_task_id") WHERE "tasks"."status" = 'open';