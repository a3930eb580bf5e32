CREATE TABLE "file_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"user_id" uuid,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_objects" ADD COLUMN "encryption_key_id" text;--> statement-breakpoint
ALTER TABLE "file_objects" ADD COLUMN "wrapped_data_key" text;--> statement-breakpoint
ALTER TABLE "file_objects" ADD COLUMN "document_key" text;--> statement-breakpoint
ALTER TABLE "file_downloads" ADD CONSTRAINT "file_downloads_file_id_file_objects_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_downloads" ADD CONSTRAINT "file_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_downloads_file_idx" ON "file_downloads" USING btree ("file_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "file_objects_encryption_key_idx" ON "file_objects" USING btree ("encryption_key_id");