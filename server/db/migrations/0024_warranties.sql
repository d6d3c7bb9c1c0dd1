CREATE TABLE "warranties" (
	"appliance_id" uuid PRIMARY KEY NOT NULL,
	"home_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"length_months" integer,
	"ends_on" date,
	"covered_until" date NOT NULL,
	"provider" text,
	"coverage" text,
	"link" text,
	"document_id" uuid,
	"ending_noticed_at" timestamp with time zone,
	"ending_notice_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_appliance_id_appliances_id_fk" FOREIGN KEY ("appliance_id") REFERENCES "public"."appliances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_home_id_homes_id_fk" FOREIGN KEY ("home_id") REFERENCES "public"."homes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranties" ADD CONSTRAINT "warranties_ending_notice_id_scheduled_messages_id_fk" FOREIGN KEY ("ending_notice_id") REFERENCES "public"."scheduled_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "warranties_home_covered_until_idx" ON "warranties" USING btree ("home_id","covered_until");