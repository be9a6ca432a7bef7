-- A quote request holds several lines (issue 35): the one quote a request held becomes its first line, with no note.
ALTER TABLE "enquiries" ADD COLUMN "lines" jsonb;--> statement-breakpoint
UPDATE "enquiries" SET "lines" = jsonb_build_array("quote" || '{"note": ""}'::jsonb) WHERE "quote" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_quote_ck";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN "quote";--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_lines_ck" CHECK (("enquiries"."kind" = 'quote') = ("enquiries"."lines" is not null and jsonb_array_length("enquiries"."lines") >= 1));
