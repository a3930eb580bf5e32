CREATE TYPE "public"."viewing_request_kind" AS ENUM('VIEWING', 'RENTER_ENQUIRY', 'LANDLORD_ENQUIRY');--> statement-breakpoint
ALTER TABLE "viewing_requests" ALTER COLUMN "budget" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_requests" ALTER COLUMN "move_in" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "kind" "viewing_request_kind" DEFAULT 'VIEWING' NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "unit_count" integer;--> statement-breakpoint
CREATE INDEX "viewing_requests_kind_created_idx" ON "viewing_requests" USING btree ("kind","created_at");