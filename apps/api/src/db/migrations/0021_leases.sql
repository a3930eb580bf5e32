ALTER TYPE "public"."staff_module" ADD VALUE 'leases';--> statement-breakpoint
CREATE TABLE "lease_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"signer_id" uuid,
	"actor_id" uuid,
	"actor_label" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_signers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lease_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid,
	"signing_order" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"locale" text NOT NULL,
	"progress" jsonb DEFAULT '{"consented":false,"placesDone":[]}'::jsonb NOT NULL,
	"viewed_at" timestamp (3) with time zone,
	"consented_at" timestamp (3) with time zone,
	"signed_at" timestamp (3) with time zone,
	"declined_at" timestamp (3) with time zone,
	"decline_reason" text,
	"signature_kind" text,
	"signature_text" text,
	"initials" text,
	"signature_file_id" uuid,
	"document_sha256" text,
	"signed_ip" text,
	"signed_user_agent" text,
	"last_reminded_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"listing_id" uuid,
	"unit_id" uuid,
	"application_id" uuid,
	"room_id" uuid,
	"province" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"subject" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"terms" jsonb NOT NULL,
	"provider" text NOT NULL,
	"envelope_id" text,
	"envelope_uri" text,
	"document_hashes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sealed_file_id" uuid,
	"sealed_sha256" text,
	"ended_reason" text,
	"sent_at" timestamp (3) with time zone,
	"expires_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"ended_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requester_id" uuid,
	"listing_id" uuid,
	"status" text DEFAULT 'NEW' NOT NULL,
	"province" text NOT NULL,
	"property_address" text NOT NULL,
	"landlord_name" text NOT NULL,
	"tenants" jsonb NOT NULL,
	"monthly_rent" numeric(12, 2) NOT NULL,
	"start_date" date NOT NULL,
	"term_months" numeric(5, 0),
	"special_terms" text,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"locale" text NOT NULL,
	"staff_note" text,
	"handled_by_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lease_events" ADD CONSTRAINT "lease_events_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_events" ADD CONSTRAINT "lease_events_signer_id_lease_signers_id_fk" FOREIGN KEY ("signer_id") REFERENCES "public"."lease_signers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_events" ADD CONSTRAINT "lease_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signers" ADD CONSTRAINT "lease_signers_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signers" ADD CONSTRAINT "lease_signers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signers" ADD CONSTRAINT "lease_signers_signature_file_id_file_objects_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."file_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_application_id_rental_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."rental_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_sealed_file_id_file_objects_id_fk" FOREIGN KEY ("sealed_file_id") REFERENCES "public"."file_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_requests" ADD CONSTRAINT "lease_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_requests" ADD CONSTRAINT "lease_requests_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_requests" ADD CONSTRAINT "lease_requests_handled_by_id_users_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lease_events_lease_idx" ON "lease_events" USING btree ("lease_id","at");--> statement-breakpoint
CREATE INDEX "lease_signers_lease_idx" ON "lease_signers" USING btree ("lease_id","signing_order");--> statement-breakpoint
CREATE INDEX "lease_signers_user_idx" ON "lease_signers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lease_signers_email_idx" ON "lease_signers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leases_owner_idx" ON "leases" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "leases_status_idx" ON "leases" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leases_envelope_idx" ON "leases" USING btree ("provider","envelope_id");--> statement-breakpoint
CREATE INDEX "leases_sealed_sha_idx" ON "leases" USING btree ("sealed_sha256");--> statement-breakpoint
CREATE INDEX "leases_application_idx" ON "leases" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "lease_requests_status_idx" ON "lease_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lease_requests_requester_idx" ON "lease_requests" USING btree ("requester_id");