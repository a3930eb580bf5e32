CREATE TYPE "public"."viewing_request_kind" AS ENUM('VIEWING', 'RENTER_ENQUIRY', 'LANDLORD_ENQUIRY');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "viewing_requests" ALTER COLUMN "budget" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_requests" ALTER COLUMN "move_in" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "kind" "viewing_request_kind" DEFAULT 'VIEWING' NOT NULL;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD COLUMN "unit_count" integer;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_requests_kind_created_idx" ON "viewing_requests" USING btree ("kind","created_at");