ALTER TABLE "email_outbox" ADD COLUMN "calendar_event" jsonb;--> statement-breakpoint
ALTER TABLE "viewings" ADD COLUMN "reminders_sent" text[] DEFAULT '{}'::text[] NOT NULL;