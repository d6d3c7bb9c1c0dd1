-- A contact message belongs to an account only when it was sent while signed in (server/db/schema/accounts.ts).
-- Messages stored before this have no owner: their typed e-mail cannot tell who sent them, so they are
-- no longer exported or deleted with an account that happens to have that address.
ALTER TABLE "contact_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_user_idx" ON "contact_messages" USING btree ("user_id");