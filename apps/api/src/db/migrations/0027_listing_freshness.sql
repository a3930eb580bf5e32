ALTER TABLE "listings" ADD COLUMN "posted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "content_updated_at" timestamp with time zone;--> statement-breakpoint
-- Listings public before this column: posted when approved (the last approval is all that is
-- known), or when created for those approved at creation (staff's).
UPDATE "listings" SET "posted_at" = COALESCE("approved_at", "created_at") WHERE "isapproved" OR "approved_at" IS NOT NULL;
