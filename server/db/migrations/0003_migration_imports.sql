CREATE TABLE "migration_imports" (
	"home_id" uuid NOT NULL,
	"key" text NOT NULL,
	"imported_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "migration_imports_home_id_key_pk" PRIMARY KEY("home_id","key")
);
--> statement-breakpoint
ALTER TABLE "migration_imports" ADD CONSTRAINT "migration_imports_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "migration_imports" ADD CONSTRAINT "migration_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;