CREATE TABLE "quote_list_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"version" integer NOT NULL,
	"spec" jsonb NOT NULL,
	"quantity" double precision NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"added" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_list_lines_quantity_ck" CHECK ("quote_list_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_lists" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_list_lines" ADD CONSTRAINT "quote_list_lines_member_id_quote_lists_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."quote_lists"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_lists" ADD CONSTRAINT "quote_lists_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_list_lines_member_idx" ON "quote_list_lines" USING btree ("member_id","id");