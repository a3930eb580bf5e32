CREATE TABLE "verification_document_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"viewer_id" uuid,
	"viewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_id" uuid,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_grace" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hidden_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_hidden_listings" (
	"listing_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"state" text DEFAULT 'SUBMITTED' NOT NULL,
	"registration_number" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decided_by_email" text,
	"decision_reason" text,
	"documents_deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "verification_document_views" ADD CONSTRAINT "verification_document_views_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_document_views" ADD CONSTRAINT "verification_document_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_request_id_verification_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."verification_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_file_id_file_objects_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_objects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_grace" ADD CONSTRAINT "verification_grace_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_hidden_listings" ADD CONSTRAINT "verification_hidden_listings_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_hidden_listings" ADD CONSTRAINT "verification_hidden_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_requests" ADD CONSTRAINT "verification_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_document_views_request_idx" ON "verification_document_views" USING btree ("request_id","viewed_at");--> statement-breakpoint
CREATE INDEX "verification_documents_request_idx" ON "verification_documents" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "verification_documents_file_idx" ON "verification_documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "verification_hidden_listings_user_idx" ON "verification_hidden_listings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_requests_user_idx" ON "verification_requests" USING btree ("user_id","submitted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verification_requests_queue_idx" ON "verification_requests" USING btree ("submitted_at") WHERE "verification_requests"."state" = 'SUBMITTED';--> statement-breakpoint
-- hand-written: posters whose listings were already public when verification arrived get the whole
-- grace period from today, with its reminders, rather than losing their listings at the first sweep.
INSERT INTO "verification_grace" ("user_id", "starts_at")
SELECT l."owner_id", now() FROM "listings" l JOIN "users" u ON u."id" = l."owner_id"
WHERE l."posted_at" IS NOT NULL AND u."user_type" NOT IN ('ADMIN', 'SUB_ADMIN')
GROUP BY l."owner_id";
