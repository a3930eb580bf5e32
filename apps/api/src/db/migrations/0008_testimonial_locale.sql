DROP INDEX "testimonials_created_idx";--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "locale" "locale" DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "testimonials_locale_created_idx" ON "testimonials" USING btree ("locale","created_at");