ALTER TYPE "public"."staff_module" ADD VALUE 'applications';--> statement-breakpoint
CREATE TABLE "rental_application_drafts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_application_files" (
	"application_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"document_key" text NOT NULL,
	CONSTRAINT "rental_application_files_application_id_file_id_pk" PRIMARY KEY("application_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "rental_application_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"by_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_application_staff_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"applicant_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"unit_id" uuid,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"data" jsonb NOT NULL,
	"sin_encrypted" text,
	"credit_check_consent" boolean DEFAULT false NOT NULL,
	"sin_revealed_at" timestamp with time zone,
	"sin_revealed_by_id" uuid,
	"client_submission_id" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rental_application_drafts" ADD CONSTRAINT "rental_application_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_application_files" ADD CONSTRAINT "rental_application_files_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_application_files" ADD CONSTRAINT "rental_application_files_file_id_file_objects_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_application_history" ADD CONSTRAINT "rental_application_history_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_application_history" ADD CONSTRAINT "rental_application_history_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_application_staff_views" ADD CONSTRAINT "rental_application_staff_views_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_application_staff_views" ADD CONSTRAINT "rental_application_staff_views_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_sin_revealed_by_id_users_id_fk" FOREIGN KEY ("sin_revealed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rental_application_files_file_idx" ON "rental_application_files" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "rental_application_history_application_idx" ON "rental_application_history" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "rental_application_staff_views_application_idx" ON "rental_application_staff_views" USING btree ("application_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_applications_client_submission_idx" ON "rental_applications" USING btree ("applicant_id","client_submission_id") WHERE "rental_applications"."client_submission_id" is not null;--> statement-breakpoint
CREATE INDEX "rental_applications_applicant_idx" ON "rental_applications" USING btree ("applicant_id","submitted_at");--> statement-breakpoint
CREATE INDEX "rental_applications_listing_idx" ON "rental_applications" USING btree ("listing_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "rental_applications_status_idx" ON "rental_applications" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "rental_applications_submitted_idx" ON "rental_applications" USING btree ("submitted_at");