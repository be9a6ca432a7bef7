-- Issue 22: a token works only while its account is enabled. The server remembers live
-- tokens with PGlite; a member disabled or deleted by any statement (the staff console, or
-- SQL run by hand) is notified so that no remembered token outlives it.
CREATE OR REPLACE FUNCTION "member_disabled"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('member_disabled', OLD."id"::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "members_disabled" AFTER UPDATE OF "disabled_at" ON "members" FOR EACH ROW WHEN (NEW."disabled_at" IS NOT NULL) EXECUTE FUNCTION "member_disabled"();
--> statement-breakpoint
CREATE TRIGGER "members_deleted" AFTER DELETE ON "members" FOR EACH ROW EXECUTE FUNCTION "member_disabled"();
