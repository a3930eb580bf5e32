CREATE TABLE "help_article_days" (
	"article_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"read_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_article_days_article_id_day_pk" PRIMARY KEY("article_id","day")
);
--> statement-breakpoint
CREATE TABLE "help_article_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"helpful" boolean NOT NULL,
	"comment" text,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_article_views" (
	"article_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"last_counted_at" timestamp with time zone NOT NULL,
	"read_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_article_views_article_id_visitor_key_pk" PRIMARY KEY("article_id","visitor_key")
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body_json" jsonb NOT NULL,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"thumbnail_url" text,
	"province" text,
	"user_type" text DEFAULT 'EVERYONE' NOT NULL,
	"position" integer NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"locale" "locale" DEFAULT 'en' NOT NULL,
	"translation_group" uuid DEFAULT gen_random_uuid() NOT NULL,
	"help_key" text,
	"seen" integer DEFAULT 0 NOT NULL,
	"helpful_yes" integer DEFAULT 0 NOT NULL,
	"helpful_no" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_fr" text DEFAULT '' NOT NULL,
	"icon" text,
	"thumbnail_url" text,
	"audience" text DEFAULT 'EVERYONE' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_search_misses" (
	"query" text NOT NULL,
	"locale" "locale" NOT NULL,
	"day" date NOT NULL,
	"misses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_search_misses_query_locale_day_pk" PRIMARY KEY("query","locale","day")
);
--> statement-breakpoint
ALTER TABLE "help_article_days" ADD CONSTRAINT "help_article_days_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_feedback" ADD CONSTRAINT "help_article_feedback_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_article_views" ADD CONSTRAINT "help_article_views_article_id_help_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_collection_id_help_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."help_collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_article_days_day_idx" ON "help_article_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "help_article_feedback_visitor_idx" ON "help_article_feedback" USING btree ("article_id","visitor_key");--> statement-breakpoint
CREATE INDEX "help_article_feedback_created_idx" ON "help_article_feedback" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "help_articles_collection_idx" ON "help_articles" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "help_articles_published_idx" ON "help_articles" USING btree ("is_published","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_translation_idx" ON "help_articles" USING btree ("translation_group","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_key_idx" ON "help_articles" USING btree ("help_key","locale") WHERE "help_articles"."help_key" is not null;--> statement-breakpoint
CREATE INDEX "help_collections_position_idx" ON "help_collections" USING btree ("position");--> statement-breakpoint
CREATE INDEX "help_search_misses_day_idx" ON "help_search_misses" USING btree ("day");--> statement-breakpoint
-- Written by hand: dense positions stay unique, checked at commit so one reorder can swap rows.
ALTER TABLE "help_collections" ADD CONSTRAINT "help_collections_position_unique" UNIQUE ("position") DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_collection_position_unique" UNIQUE ("collection_id","position") DEFERRABLE INITIALLY DEFERRED;
