ALTER TABLE "listings" ADD COLUMN "search_city_id" uuid;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "search_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "search_city_id" uuid;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "search_listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "search_premium_end" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listings_public_city_idx" ON "listings" USING btree ("search_city_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_premium","premium_end") WHERE "listings"."isapproved" and not "listings"."is_hidden" and "listings"."activate";--> statement-breakpoint
CREATE INDEX "units_search_idx" ON "units" USING btree ("search_city_id","bedrooms","monthly_price","contact_for_pricing","search_listed_at","listing_id","search_premium_end") WHERE "units"."search_public";--> statement-breakpoint
-- Search copies (search_* columns) are kept by these triggers on every write, whatever code makes it:
-- a location's city goes to its listing, a listing's state to its units, and a new unit takes its listing's.
CREATE FUNCTION "search_copy_location_city"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "listings" SET "search_city_id" = NEW."city_id"
    WHERE "id" = NEW."listing_id" AND "search_city_id" IS DISTINCT FROM NEW."city_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_copy_listing_to_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "units" SET
    "search_public" = NEW."isapproved" AND NOT NEW."is_hidden" AND NEW."activate",
    "search_city_id" = NEW."search_city_id",
    "search_listed_at" = NEW."created_at",
    "search_premium_end" = CASE WHEN NEW."is_premium" THEN NEW."premium_end" END
    WHERE "listing_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "search_copy_listing_to_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l."isapproved" AND NOT l."is_hidden" AND l."activate", l."search_city_id", l."created_at",
      CASE WHEN l."is_premium" THEN l."premium_end" END
    INTO NEW."search_public", NEW."search_city_id", NEW."search_listed_at", NEW."search_premium_end"
    FROM "listings" l WHERE l."id" = NEW."listing_id";
  NEW."search_public" := coalesce(NEW."search_public", false);
  RETURN NEW;
END $$;--> statement-breakpoint
-- Recomputes every copy from the source rows (here for the rows that exist, and for bulk loads made
-- without triggers, such as the search benchmark's); writes only the rows that differ.
CREATE FUNCTION "search_copies_refresh"() RETURNS void LANGUAGE sql AS $$
  UPDATE "listings" SET "search_city_id" = ll."city_id"
    FROM "listing_locations" ll
    WHERE ll."listing_id" = "listings"."id" AND "listings"."search_city_id" IS DISTINCT FROM ll."city_id";
  UPDATE "units" SET
      "search_public" = c."search_public",
      "search_city_id" = c."search_city_id",
      "search_listed_at" = c."search_listed_at",
      "search_premium_end" = c."search_premium_end"
    FROM (
      SELECT l."id", l."isapproved" AND NOT l."is_hidden" AND l."activate" AS "search_public", l."search_city_id",
        l."created_at" AS "search_listed_at", CASE WHEN l."is_premium" THEN l."premium_end" END AS "search_premium_end"
      FROM "listings" l
    ) c
    WHERE c."id" = "units"."listing_id"
      AND ("units"."search_public", "units"."search_city_id", "units"."search_listed_at", "units"."search_premium_end")
        IS DISTINCT FROM (c."search_public", c."search_city_id", c."search_listed_at", c."search_premium_end");
$$;--> statement-breakpoint
SELECT "search_copies_refresh"();--> statement-breakpoint
CREATE TRIGGER "listing_locations_search_copy" AFTER INSERT OR UPDATE OF "city_id", "listing_id" ON "listing_locations"
  FOR EACH ROW EXECUTE FUNCTION "search_copy_location_city"();--> statement-breakpoint
CREATE TRIGGER "listings_search_copy" AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN (OLD."isapproved" IS DISTINCT FROM NEW."isapproved" OR OLD."is_hidden" IS DISTINCT FROM NEW."is_hidden"
    OR OLD."activate" IS DISTINCT FROM NEW."activate" OR OLD."is_premium" IS DISTINCT FROM NEW."is_premium"
    OR OLD."premium_end" IS DISTINCT FROM NEW."premium_end" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."search_city_id" IS DISTINCT FROM NEW."search_city_id")
  EXECUTE FUNCTION "search_copy_listing_to_units"();--> statement-breakpoint
CREATE TRIGGER "units_search_copy" BEFORE INSERT OR UPDATE OF "listing_id" ON "units"
  FOR EACH ROW EXECUTE FUNCTION "search_copy_listing_to_unit"();
