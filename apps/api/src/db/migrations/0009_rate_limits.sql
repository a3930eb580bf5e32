CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"next_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_throttles" CASCADE;