CREATE TABLE "rental_application_landlord_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"viewer_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "share_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rental_application_landlord_views" ADD CONSTRAINT "rental_application_landlord_views_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_application_landlord_views" ADD CONSTRAINT "rental_application_landlord_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_application_landlord_views_application_idx" ON "rental_application_landlord_views" USING btree ("application_id","at");