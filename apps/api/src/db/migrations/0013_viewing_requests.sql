CREATE TYPE "public"."viewing_request_status" AS ENUM('NEW', 'IN_PROGRESS', 'DONE', 'CLOSED');--> statement-breakpoint
CREATE TABLE "viewing_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"budget" integer NOT NULL,
	"bedrooms" jsonb NOT NULL,
	"move_in" date NOT NULL,
	"availability_days" jsonb NOT NULL,
	"availability_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" "viewing_request_status" DEFAULT 'NEW' NOT NULL,
	"assigned_to" uuid,
	"staff_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_requests" ADD CONSTRAINT "viewing_requests_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_requests_created_idx" ON "viewing_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "viewing_requests_status_created_idx" ON "viewing_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "viewing_requests_assigned_created_idx" ON "viewing_requests" USING btree ("assigned_to","created_at");--> statement-breakpoint
CREATE INDEX "viewing_requests_requester_idx" ON "viewing_requests" USING btree ("requester_id","status");--> statement-breakpoint
CREATE INDEX "viewing_requests_city_idx" ON "viewing_requests" USING btree (lower("city"));