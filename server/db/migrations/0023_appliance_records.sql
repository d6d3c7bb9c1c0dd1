ALTER TABLE "appliances" ADD COLUMN "serial_number" text;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "appliances" ADD COLUMN "install_date_source" text;--> statement-breakpoint
ALTER TABLE "appliances" ADD CONSTRAINT "appliances_install_date_source_check" CHECK ("appliances"."install_date_source" in ('entered', 'serial', 'age'));