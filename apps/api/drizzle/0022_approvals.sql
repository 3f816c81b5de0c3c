CREATE TYPE "public"."news_status" AS ENUM('pending', 'published', 'declined');--> statement-breakpoint
ALTER TABLE "academies" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "academies" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "academies" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "blog_post_reports" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blog_post_reports" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "status" "news_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "news_articles" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
CREATE INDEX "blog_post_reports_open_idx" ON "blog_post_reports" USING btree ("created_at") WHERE "blog_post_reports"."resolved_at" is null;