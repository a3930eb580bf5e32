CREATE TABLE "listing_confirmation_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "listings_public_city_idx";--> statement-breakpoint
DROP INDEX "units_search_idx";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "availability_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "unpublished_reason" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "search_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listing_confirmation_links" ADD CONSTRAINT "listing_confirmation_links_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_confirmation_links_listing_idx" ON "listing_confirmation_links" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listings_public_confirmed_idx" ON "listings" USING btree ("availability_confirmed_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."isapproved" and not "listings"."is_hidden" and "listings"."activate";--> statement-breakpoint
CREATE INDEX "listings_public_city_idx" ON "listings" USING btree ("search_city_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_premium","premium_end","availability_confirmed_at") WHERE "listings"."isapproved" and not "listings"."is_hidden" and "listings"."activate";--> statement-breakpoint
CREATE INDEX "units_search_idx" ON "units" USING btree ("search_city_id","bedrooms","monthly_price","contact_for_pricing","search_listed_at","listing_id","search_premium_end","search_confirmed_at") WHERE "units"."search_public";--> statement-breakpoint
-- hand-written:
-- Public listings before this column count as confirmed now: dating them from their posting would
-- unpublish every listing older than the stale time at its first check, its owner never asked.
-- Their owners are asked 14 days from now, as for any confirmation. Listings off the market keep
-- their posting time: they are confirmed again when they come back.
UPDATE "listings" SET "availability_confirmed_at" = CASE
    WHEN "isapproved" AND NOT "is_hidden" AND "activate" THEN now()
    ELSE COALESCE("posted_at", "approved_at", "created_at")
  END
  WHERE "isapproved";--> statement-breakpoint
-- The search copies of migration 0006, with the confirmation time copied to units as well.
CREATE OR REPLACE FUNCTION "search_copy_listing_to_units"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "units" SET
    "search_public" = NEW."isapproved" AND NOT NEW."is_hidden" AND NEW."activate",
    "search_city_id" = NEW."search_city_id",
    "search_listed_at" = NEW."created_at",
    "search_premium_end" = CASE WHEN NEW."is_premium" THEN NEW."premium_end" END,
    "search_confirmed_at" = NEW."availability_confirmed_at"
    WHERE "listing_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_copy_listing_to_unit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT l."isapproved" AND NOT l."is_hidden" AND l."activate", l."search_city_id", l."created_at",
      CASE WHEN l."is_premium" THEN l."premium_end" END, l."availability_confirmed_at"
    INTO NEW."search_public", NEW."search_city_id", NEW."search_listed_at", NEW."search_premium_end",
      NEW."search_confirmed_at"
    FROM "listings" l WHERE l."id" = NEW."listing_id";
  NEW."search_public" := coalesce(NEW."search_public", false);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "search_copies_refresh"() RETURNS void LANGUAGE sql AS $$
  UPDATE "listings" SET "search_city_id" = ll."city_id"
    FROM "listing_locations" ll
    WHERE ll."listing_id" = "listings"."id" AND "listings"."search_city_id" IS DISTINCT FROM ll."city_id";
  UPDATE "units" SET
      "search_public" = c."search_public",
      "search_city_id" = c."search_city_id",
      "search_listed_at" = c."search_listed_at",
      "search_premium_end" = c."search_premium_end",
      "search_confirmed_at" = c."search_confirmed_at"
    FROM (
      SELECT l."id", l."isapproved" AND NOT l."is_hidden" AND l."activate" AS "search_public", l."search_city_id",
        l."created_at" AS "search_listed_at", CASE WHEN l."is_premium" THEN l."premium_end" END AS "search_premium_end",
        l."availability_confirmed_at" AS "search_confirmed_at"
      FROM "listings" l
    ) c
    WHERE c."id" = "units"."listing_id"
      AND ("units"."search_public", "units"."search_city_id", "units"."search_listed_at", "units"."search_premium_end",
          "units"."search_confirmed_at")
        IS DISTINCT FROM (c."search_public", c."search_city_id", c."search_listed_at", c."search_premium_end",
          c."search_confirmed_at");
$$;--> statement-breakpoint
DROP TRIGGER "listings_search_copy" ON "listings";--> statement-breakpoint
CREATE TRIGGER "listings_search_copy" AFTER UPDATE ON "listings" FOR EACH ROW
  WHEN (OLD."isapproved" IS DISTINCT FROM NEW."isapproved" OR OLD."is_hidden" IS DISTINCT FROM NEW."is_hidden"
    OR OLD."activate" IS DISTINCT FROM NEW."activate" OR OLD."is_premium" IS DISTINCT FROM NEW."is_premium"
    OR OLD."premium_end" IS DISTINCT FROM NEW."premium_end" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
    OR OLD."search_city_id" IS DISTINCT FROM NEW."search_city_id"
    OR OLD."availability_confirmed_at" IS DISTINCT FROM NEW."availability_confirmed_at")
  EXECUTE FUNCTION "search_copy_listing_to_units"();--> statement-breakpoint
SELECT "search_copies_refresh"();--> statement-breakpoint
-- Each public listing's first check, 14 days after its confirmation (or now when that is past).
INSERT INTO "jobs" ("kind", "key", "payload", "run_at")
  SELECT 'listing-availability-check', 'listing-availability-check:' || "id", jsonb_build_object('listingId', "id"),
    GREATEST("availability_confirmed_at" + interval '14 days', now())
  FROM "listings" WHERE "isapproved" AND NOT "is_hidden" AND "activate"
  ON CONFLICT ("key") DO NOTHING;
