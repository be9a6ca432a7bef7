-- A member's data is what their account did (issue 32). Mail gets the account it is addressed
-- to, so that deleting an account reaches its own mail by id and never mail that merely
-- carries its address (the mill's notifications, with the sender as Reply-To).
ALTER TABLE "outbox" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_member_idx" ON "outbox" USING btree ("member_id");--> statement-breakpoint
-- Backfill, only where the account's own doing can be told, and only mail to the account's
-- own address (as enqueueMail stores it from now on): reset links (reference member-<id>), and
-- the mail to the sender of an enquiry made while logged in (its acknowledgement, a staff
-- reply, an offer or its withdrawal). Mail about a visitor's message, and mail to an address
-- a member typed that is not theirs, stays unlinked.
UPDATE "outbox" o SET "member_id" = m."id" FROM "members" m
  WHERE o."member_id" IS NULL AND o."kind" = 'password-reset' AND o."reference" = 'member-' || m."id"
    AND lower(trim(o."to_address")) = m."email";--> statement-breakpoint
UPDATE "outbox" o SET "member_id" = m."id" FROM "enquiries" e, "members" m
  WHERE o."member_id" IS NULL AND m."id" = e."member_id" AND o."reference" = e."reference"
    AND o."kind" IN ('contact-ack', 'quote-ack', 'staff-reply', 'offer', 'offer-withdrawn')
    AND lower(trim(o."to_address")) = m."email";--> statement-breakpoint
-- Offers on requests already erased (an account deleted, or past the retention period: the
-- request's email is blank) lose the buyer as a deletion now does.
UPDATE "offers" o SET "buyer_name" = '', "buyer_company" = '', "buyer_country" = '', "answer_message" = '' FROM "enquiries" e
  WHERE e."id" = o."enquiry_id" AND e."email" = '' AND (o."buyer_name" <> '' OR o."buyer_company" <> '' OR o."buyer_country" <> '' OR o."answer_message" <> '');
