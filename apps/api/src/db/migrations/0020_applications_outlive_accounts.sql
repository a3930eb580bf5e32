ALTER TABLE "rental_applications" DROP CONSTRAINT "rental_applications_applicant_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "rental_applications" ALTER COLUMN "applicant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rental_applications" ADD CONSTRAINT "rental_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;