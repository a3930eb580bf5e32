ALTER TABLE "viewings" ADD COLUMN "assigned_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "viewings" ADD CONSTRAINT "viewings_assigned_staff_id_users_id_fk" FOREIGN KEY ("assigned_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewings_assigned_staff_idx" ON "viewings" USING btree ("assigned_staff_id");