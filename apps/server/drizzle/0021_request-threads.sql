CREATE TABLE "request_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"from" text NOT NULL,
	"member_id" integer,
	"staff_id" integer,
	"staff_name" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"spec_sub_category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_messages_from_ck" CHECK ("request_messages"."from" in ('buyer', 'mill'))
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "buyer_seen_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "mill_seen_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_staff_id_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_messages" ADD CONSTRAINT "request_messages_spec_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("spec_sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_messages_enquiry_idx" ON "request_messages" USING btree ("enquiry_id","id");--> statement-breakpoint
CREATE INDEX "request_messages_member_idx" ON "request_messages" USING btree ("member_id");--> statement-breakpoint
-- The staff replies and the change requests already made become the threads' first messages, in the order they were written.
INSERT INTO "request_messages" ("enquiry_id", "from", "member_id", "staff_id", "staff_name", "body", "created_at")
SELECT "enquiry_id", "from", "member_id", "staff_id", "staff_name", "body", "created_at" FROM (
  SELECT r."enquiry_id", 'mill' AS "from", NULL::integer AS "member_id", m."id" AS "staff_id", 'Sales, Sonali Jute Group' AS "staff_name", r."body", r."created_at"
    FROM "enquiry_replies" r LEFT JOIN "members" m ON m."email" = r."staff_email" AND m."role" = 'staff'
  UNION ALL
  SELECT o."enquiry_id", 'buyer', o."answered_by", NULL, '', o."answer_message", coalesce(o."answered_at", o."created_at")
    FROM "offers" o WHERE o."state" = 'change_requested' AND o."answer_message" <> ''
) moved ORDER BY "created_at";--> statement-breakpoint
-- What was written before the threads counts as seen by both sides.
UPDATE "enquiries" e SET "buyer_seen_id" = t."last", "mill_seen_id" = t."last"
  FROM (SELECT "enquiry_id", max("id") AS "last" FROM "request_messages" GROUP BY "enquiry_id") t WHERE t."enquiry_id" = e."id";--> statement-breakpoint
DROP TABLE "enquiry_replies" CASCADE;
