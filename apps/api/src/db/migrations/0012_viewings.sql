CREATE TABLE "open_houses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_houses_ends_after_starts" CHECK ("open_houses"."ends_at" > "open_houses"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "viewing_availability" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"windows" jsonb NOT NULL,
	"slot_minutes" integer NOT NULL,
	"buffer_minutes" integer NOT NULL,
	"horizon_days" integer NOT NULL,
	"min_notice_hours" integer NOT NULL,
	"mode" text NOT NULL,
	"showing_type" text NOT NULL,
	"meeting_link" text,
	"capacity_per_slot" integer NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"renter_id" uuid,
	"kind" text NOT NULL,
	"open_house_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"proposed_times" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL,
	"proposed_starts_at" timestamp with time zone,
	"proposed_ends_at" timestamp with time zone,
	"proposed_by" text,
	"cancel_reason" text,
	"cancelled_by" text,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewings_ends_after_starts" CHECK ("viewings"."ends_at" > "viewings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "open_houses" ADD CONSTRAINT "open_houses_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_availability" ADD CONSTRAINT "viewing_availability_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_availability" ADD CONSTRAINT "viewing_availability_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_renter_id_users_id_fk" FOREIGN KEY ("renter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_open_house_id_open_houses_id_fk" FOREIGN KEY ("open_house_id") REFERENCES "public"."open_houses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_houses_listing_starts_idx" ON "open_houses" USING btree ("listing_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_listing_starts_idx" ON "viewings" USING btree ("listing_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_renter_starts_idx" ON "viewings" USING btree ("renter_id","starts_at");--> statement-breakpoint
CREATE INDEX "viewings_open_house_idx" ON "viewings" USING btree ("open_house_id");--> statement-breakpoint
CREATE INDEX "viewings_booking_idx" ON "viewings" USING btree ("booking_id");