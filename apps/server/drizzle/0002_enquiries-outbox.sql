CREATE TABLE "enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"quote" jsonb,
	"status" text DEFAULT 'received' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "enquiries_kind_ck" CHECK ("kind" in ('contact', 'quote')),
	CONSTRAINT "enquiries_status_ck" CHECK ("status" in ('received', 'answered')),
	CONSTRAINT "enquiries_quote_ck" CHECK (("kind" = 'quote') = ("quote" is not null))
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "enquiries_member_idx" ON "enquiries" USING btree ("member_id","created_at");
--> statement-breakpoint
CREATE INDEX "enquiries_created_idx" ON "enquiries" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "outbox_status_ck" CHECK ("status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "status" = 'pending';
--> statement-breakpoint
CREATE INDEX "outbox_reference_idx" ON "outbox" USING btree ("reference");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "outbox_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox_added', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "outbox_added" AFTER INSERT ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "outbox_added"();
--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "fcl20" numeric(12, 2);
--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "fcl40" numeric(12, 2);
--> statement-breakpoint
UPDATE "sub_categories" SET "fcl20" = v.fcl20, "fcl40" = v.fcl40 FROM (VALUES (1, 13, 26), (2, 13, 26), (3, 13, 26), (4, 13, 26), (5, 13, 26), (6, 12500, 21000), (7, 24000, 40000), (8, 20000, 33000), (9, 16500, 28000), (10, 15000, 25000), (11, 12000, 22000), (12, 12000, 22000), (13, 12000, 22000), (14, 55000, 95000), (15, 60000, 100000), (16, 48000, 80000), (17, 45000, 75000), (18, 44000, 73000), (19, 40000, 67000), (20, 28000, 47000), (21, 22000, 38000), (22, 28000, 47000), (23, 35000, 58000), (24, 80000, 135000), (25, 42000, 70000), (26, 40000, 80000), (27, 100000, 200000), (28, 60000, 120000), (29, 180000, 360000)) AS v(id, fcl20, fcl40) WHERE "sub_categories"."id" = v.id;
