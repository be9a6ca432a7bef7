-- An offer holds several lines (issue 35): each existing offer's goods, quantity, price and trade facts become its one line.
CREATE TABLE "offer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"position" integer NOT NULL,
	"request_line" integer NOT NULL,
	"product" text NOT NULL,
	"spec" text DEFAULT '' NOT NULL,
	"company_id" integer NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(12, 3),
	"unit_price" numeric(14, 4),
	"amount" numeric(16, 2),
	"containers" text DEFAULT '' NOT NULL,
	"goods_facts" jsonb,
	"left_out" text DEFAULT '' NOT NULL,
	CONSTRAINT "offer_lines_position_unique" UNIQUE("offer_id","position"),
	CONSTRAINT "offer_lines_priced_ck" CHECK (("offer_lines"."left_out" = '' AND "offer_lines"."quantity" > 0 AND "offer_lines"."unit_price" > 0 AND "offer_lines"."amount" IS NOT NULL) OR ("offer_lines"."left_out" <> '' AND "offer_lines"."unit_price" IS NULL AND "offer_lines"."amount" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_positive_ck";--> statement-breakpoint
ALTER TABLE "offer_lines" ADD CONSTRAINT "offer_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "offer_lines" ("offer_id", "position", "request_line", "product", "spec", "company_id", "unit", "quantity", "unit_price", "amount", "containers", "goods_facts", "left_out")
  SELECT "id", 1, 1, "product", '', "mill_company_id", "unit", "quantity", "unit_price", "goods_total", "containers", "goods_facts", '' FROM "offers";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "product";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "unit";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "quantity";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "unit_price";--> statement-breakpoint
ALTER TABLE "offers" DROP COLUMN "goods_facts";--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_charges_ck" CHECK ("offers"."freight" >= 0 AND "offers"."insurance" >= 0);