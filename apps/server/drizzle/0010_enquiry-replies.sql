ALTER TABLE "enquiries" ADD COLUMN "answered_by" text;
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reopened_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reopened_by" text;
--> statement-breakpoint
CREATE TABLE "enquiry_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL REFERENCES "enquiries"("id") ON DELETE CASCADE,
	"staff_email" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enquiry_replies_enquiry_idx" ON "enquiry_replies" ("enquiry_id", "id");
