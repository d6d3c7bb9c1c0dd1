CREATE TABLE "achievements" (
	"home_id" uuid NOT NULL,
	"achievement_id" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "achievements_home_id_achievement_id_pk" PRIMARY KEY("home_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_theme_check";--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_theme_check" CHECK ("users"."theme" in ('light', 'dark', 'system'));