ALTER TABLE "homes" ADD COLUMN "location_country" text;--> statement-breakpoint
ALTER TABLE "homes" ADD COLUMN "location_postal_code" text;--> statement-breakpoint
ALTER TABLE "homes" ADD COLUMN "location_latitude" double precision;--> statement-breakpoint
ALTER TABLE "homes" ADD COLUMN "climate_override" text;