ALTER TABLE "members" ADD COLUMN "company" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "country" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "html_body" text;
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"version" integer NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'sent' NOT NULL,
	"verify_code" text NOT NULL,
	"product" text NOT NULL,
	"mill_company_id" integer NOT NULL,
	"mill" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	"goods_total" numeric(16, 2) NOT NULL,
	"freight" numeric(14, 2) DEFAULT '0' NOT NULL,
	"insurance" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total" numeric(16, 2) NOT NULL,
	"incoterm" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"containers" text DEFAULT '' NOT NULL,
	"valid_until" date NOT NULL,
	"payment_terms" text NOT NULL,
	"advance_percent" integer,
	"shipment_period" text NOT NULL,
	"packing" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_company" text DEFAULT '' NOT NULL,
	"buyer_country" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" integer,
	"answer_message" text DEFAULT '' NOT NULL,
	CONSTRAINT "offers_number_unique" UNIQUE("number"),
	CONSTRAINT "offers_verify_code_unique" UNIQUE("verify_code"),
	CONSTRAINT "offers_enquiry_version_unique" UNIQUE("enquiry_id", "version"),
	CONSTRAINT "offers_state_ck" CHECK ("state" in ('sent', 'accepted', 'declined', 'change_requested', 'withdrawn', 'superseded')),
	CONSTRAINT "offers_incoterm_ck" CHECK ("incoterm" in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF')),
	CONSTRAINT "offers_payment_ck" CHECK ("payment_terms" in ('lc_at_sight', 'tt_advance', 'cad')),
	CONSTRAINT "offers_positive_ck" CHECK ("quantity" > 0 AND "unit_price" > 0 AND "freight" >= 0 AND "insurance" >= 0),
	CONSTRAINT "offers_answered_ck" CHECK (("state" in ('sent', 'superseded')) OR "answered_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_created_by_members_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_answered_by_members_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_idx" ON "offers" USING btree ("enquiry_id") WHERE "state" in ('sent', 'change_requested', 'accepted');
--> statement-breakpoint
CREATE INDEX "offers_state_idx" ON "offers" USING btree ("state", "created_at");
