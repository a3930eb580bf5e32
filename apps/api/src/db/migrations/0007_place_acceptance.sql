ALTER TABLE "cities" ADD COLUMN "accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "neighbourhoods" ADD COLUMN "accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Places that exist already (the seeded reference cities and those listed until now) stay listed.
UPDATE "cities" SET "accepted" = true;--> statement-breakpoint
UPDATE "neighbourhoods" SET "accepted" = true;
