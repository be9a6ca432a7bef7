CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_categories" (
	"category_id" integer NOT NULL,
	"id" integer NOT NULL,
	"name" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	CONSTRAINT "child_categories_category_id_id_pk" PRIMARY KEY("category_id","id")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "companies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"sub_category_id" integer NOT NULL,
	"product_size_id" integer,
	"yarn_count" numeric(6, 2),
	"ply" integer,
	"oil" text,
	"ex_mill_usd" numeric(12, 4) NOT NULL,
	"kg_per_unit" numeric(12, 4) NOT NULL,
	"effective_from" date NOT NULL,
	CONSTRAINT "prices_oil_ck" CHECK ("prices"."oil" is null or "prices"."oil" in ('MOT', 'VOT')),
	CONSTRAINT "prices_ply_ck" CHECK ("prices"."ply" is null or "prices"."ply" in (1, 2)),
	CONSTRAINT "prices_positive_ck" CHECK ("prices"."ex_mill_usd" > 0 and "prices"."kg_per_unit" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"size" text NOT NULL,
	"unit" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sub_categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"child_category_id" integer,
	"name" text NOT NULL,
	"product_name" text NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"unit" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specification" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "truck_fares" (
	"id" integer PRIMARY KEY NOT NULL,
	"location" text NOT NULL,
	"usd_per_tonne" numeric(10, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_categories" ADD CONSTRAINT "child_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prices" ADD CONSTRAINT "prices_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_sub_category_id_sub_categories_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD CONSTRAINT "sub_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prices_lookup_idx" ON "prices" USING btree ("sub_category_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "prices_spec_day_uq" ON "prices" USING btree ("company_id","sub_category_id",coalesce("product_size_id", 0),coalesce("yarn_count", 0),coalesce("ply", 0),coalesce("oil", ''),"effective_from");--> statement-breakpoint
CREATE INDEX "product_sizes_category_idx" ON "product_sizes" USING btree ("category_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sub_categories_category_idx" ON "sub_categories" USING btree ("category_id","child_category_id");