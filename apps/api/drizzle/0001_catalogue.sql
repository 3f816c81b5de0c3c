CREATE TYPE "public"."coach_category" AS ENUM('Badminton', 'Tennis', 'Others');--> statement-breakpoint
CREATE TYPE "public"."feedback_resource_type" AS ENUM('partner', 'coach');--> statement-breakpoint
CREATE TYPE "public"."feedback_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."partner_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TYPE "public"."showcase_item_type" AS ENUM('image', 'youtube');--> statement-breakpoint
CREATE TYPE "public"."sport" AS ENUM('Badminton', 'Tennis');--> statement-breakpoint
CREATE TABLE "academies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" "sport" NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"cover_image" text,
	"location" text,
	"description" text,
	"website" text,
	"email" text,
	"phone" text,
	"facebook" text,
	"instagram" text,
	"linkedin" text,
	"twitter" text,
	"whatsapp" text,
	"youtube_channel" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_coaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"image" text,
	"title" text,
	"category" "coach_category" NOT NULL,
	"total_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"city" text,
	"state" text,
	"country" text,
	"is_approved" boolean DEFAULT false NOT NULL,
	"form_version" text DEFAULT 'v2' NOT NULL,
	"highest_rank" text,
	"fee_amount" integer,
	"fee_currency" text DEFAULT 'INR' NOT NULL,
	"session_minutes" integer DEFAULT 45 NOT NULL,
	"experience_years" integer,
	"coaching_experience" text,
	"academy" text,
	"achievements" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"additional_information" text,
	"availability" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cv_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource_type" "feedback_resource_type" NOT NULL,
	"resource_id" uuid NOT NULL,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"status" "feedback_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedbacks_rating_range" CHECK ("feedbacks"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "partner_showcase_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"category" "sport" NOT NULL,
	"type" "showcase_item_type" NOT NULL,
	"name" text NOT NULL,
	"media_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sparring_partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"image" text,
	"sport" "sport" NOT NULL,
	"level" text,
	"ranking" integer,
	"fee_amount" integer,
	"fee_currency" text DEFAULT 'INR' NOT NULL,
	"city" text,
	"state" text,
	"country" text,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"bio" text,
	"total_rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"status" "partner_status" DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_showcase_items" ADD CONSTRAINT "partner_showcase_items_partner_id_sparring_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."sparring_partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academies_listing_idx" ON "academies" USING btree ("category","is_premium" DESC NULLS LAST,"name") WHERE "academies"."is_approved";--> statement-breakpoint
CREATE INDEX "personal_coaches_listing_idx" ON "personal_coaches" USING btree ("category","total_rating" DESC NULLS LAST) WHERE "personal_coaches"."is_approved";--> statement-breakpoint
CREATE INDEX "feedbacks_resource_idx" ON "feedbacks" USING btree ("resource_id","status","rating" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partner_showcase_items_category_idx" ON "partner_showcase_items" USING btree ("category","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sparring_partners_listing_idx" ON "sparring_partners" USING btree ("sport","status","total_rating" DESC NULLS LAST);