CREATE TABLE "address_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "address_links" ADD CONSTRAINT "address_links_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_links_member_idx" ON "address_links" USING btree ("member_id");--> statement-breakpoint
-- Staff accounts are made by the operator (pnpm staff:add), who vouches for their address.
UPDATE "members" SET "proven_at" = "created_at" WHERE "role" = 'staff';
