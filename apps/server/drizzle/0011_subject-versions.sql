-- Each price-moving subject gets a version of its own beside the catalogue's. The catalogue
-- version still moves on every change (the servers' in-memory catalogue reloads on it); a
-- price list preview is compared with the prices' version and a fares preview with the fares'
-- version, so saving fares no longer refuses a price list checked meanwhile ("The price list
-- changed since your preview") and the other way round.
ALTER TABLE "catalogue_version" ADD COLUMN "prices_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "catalogue_version" ADD COLUMN "fares_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('truck_fares', 'truck_fare_rates') THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1, "fares_version" = "fares_version" + 1 WHERE "id" = 1;
  ELSE
    UPDATE "catalogue_version" SET "version" = "version" + 1, "prices_version" = "prices_version" + 1 WHERE "id" = 1;
  END IF;
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
