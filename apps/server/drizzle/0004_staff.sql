ALTER TABLE "members" ADD COLUMN "role" text DEFAULT 'member' NOT NULL;
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_role_ck" CHECK ("members"."role" in ('member', 'staff'));
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "disabled_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "staff_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"staff_id" integer,
	"staff_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"effective_from" date NOT NULL,
	"file_name" text,
	"file_sha256" text,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rows_before" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rows_after" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"restores_change_id" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	CONSTRAINT "staff_changes_kind_ck" CHECK ("staff_changes"."kind" in ('prices', 'fares', 'restore', 'cancel'))
);
--> statement-breakpoint
CREATE INDEX "staff_changes_created_idx" ON "staff_changes" USING btree ("created_at");
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "prices" ADD COLUMN "change_id" integer;
--> statement-breakpoint
CREATE INDEX "prices_change_idx" ON "prices" USING btree ("change_id");
--> statement-breakpoint
CREATE TABLE "truck_fare_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"truck_fare_id" integer NOT NULL REFERENCES "truck_fares"("id"),
	"usd_per_tonne" numeric(10, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"change_id" integer,
	CONSTRAINT "truck_fare_rates_positive_ck" CHECK ("truck_fare_rates"."usd_per_tonne" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "truck_fare_rates_day_uq" ON "truck_fare_rates" USING btree ("truck_fare_id", "effective_from");
--> statement-breakpoint
CREATE TRIGGER "truck_fare_rates_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "truck_fare_rates" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_changed"();
