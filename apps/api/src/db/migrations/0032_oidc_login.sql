CREATE TABLE "oidc_used_nonces" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "oidc_used_nonces_expires_idx" ON "oidc_used_nonces" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_auth0id_unique" ON "users" USING btree ("auth0id");