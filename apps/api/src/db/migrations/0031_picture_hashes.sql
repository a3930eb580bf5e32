CREATE TABLE "picture_hashes" (
	"file_id" uuid PRIMARY KEY NOT NULL,
	"hash" bigint NOT NULL,
	"bands" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picture_hashes" ADD CONSTRAINT "picture_hashes_file_id_file_objects_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."file_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_hashes_bands_idx" ON "picture_hashes" USING gin ("bands");