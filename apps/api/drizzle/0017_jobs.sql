CREATE TYPE "public"."applicant_experience" AS ENUM('<0', '1-2', '3-4', '5-6', '>6');--> statement-breakpoint
CREATE TYPE "public"."duration_type" AS ENUM('Months', 'Years');--> statement-breakpoint
CREATE TYPE "public"."employment_type" AS ENUM('Full Time', 'Part Time');--> statement-breakpoint
CREATE TYPE "public"."job_application_status" AS ENUM('new', 'shortlisted', 'rejected', 'hired');--> statement-breakpoint
CREATE TYPE "public"."job_holder_type" AS ENUM('Owner', 'Coach', 'Employee');--> statement-breakpoint
CREATE TYPE "public"."job_status" AS ENUM('draft', 'pending', 'open', 'rejected', 'closed', 'expired');--> statement-breakpoint
CREATE TYPE "public"."nationality" AS ENUM('American', 'Canadian', 'British', 'Indian', 'Australian', 'Chinese', 'French', 'German', 'Italian', 'Japanese', 'Brazilian', 'South African', 'Mexican', 'Russian', 'Spanish', 'Nigerian', 'Argentine');--> statement-breakpoint
CREATE TYPE "public"."playing_level" AS ENUM('BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'PROFESSIONAL');--> statement-breakpoint
CREATE TYPE "public"."salary_currency" AS ENUM('USD', 'EUR', 'GBP', 'INR', 'MYR', 'YUAN');--> statement-breakpoint
CREATE TYPE "public"."salary_type" AS ENUM('Hourly', 'Weekly', 'Monthly');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('Head Coach', 'Assistant Coach', 'Sparring Partner', 'Fitness Trainer', 'Physiotherapist', 'Nutritionist');--> statement-breakpoint
CREATE TYPE "public"."work_hours_type" AS ENUM('Daily', 'Weekly');--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"nationality" "nationality" NOT NULL,
	"experience" "applicant_experience" NOT NULL,
	"highest_level_played" "playing_level" NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_info" text,
	"document_key" text NOT NULL,
	"document_name" text NOT NULL,
	"document_content_type" text NOT NULL,
	"document_size" integer NOT NULL,
	"status" "job_application_status" DEFAULT 'new' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poster_id" uuid NOT NULL,
	"academy_id" uuid,
	"job_holder_type" "job_holder_type" NOT NULL,
	"sport" "sport" NOT NULL,
	"staff_role" "staff_role" NOT NULL,
	"job_title" text NOT NULL,
	"experience_in_year" integer NOT NULL,
	"job_description" text NOT NULL,
	"job_location" text NOT NULL,
	"job_country" text NOT NULL,
	"academy_name" text NOT NULL,
	"academy_description" text NOT NULL,
	"academy_website" text,
	"contact_person" text NOT NULL,
	"contact_person_designation" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"contact_number" text NOT NULL,
	"employment_type" "employment_type" NOT NULL,
	"duration" integer NOT NULL,
	"duration_type" "duration_type" NOT NULL,
	"work_hours" integer NOT NULL,
	"work_hours_type" "work_hours_type" NOT NULL,
	"salary_currency_type" "salary_currency" NOT NULL,
	"salary" numeric(12, 2),
	"salary_type" "salary_type" NOT NULL,
	"salary_is_negotiable" boolean DEFAULT false NOT NULL,
	"benefits" text[] DEFAULT '{}'::text[] NOT NULL,
	"logo_url" text,
	"gallery" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" "job_status" DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"opened_at" timestamp with time zone,
	"valid_through" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_positive_numbers" CHECK ("jobs"."experience_in_year" > 0 and "jobs"."duration" > 0 and "jobs"."work_hours" > 0),
	CONSTRAINT "jobs_salary_positive" CHECK ("jobs"."salary" is null or "jobs"."salary" > 0)
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_poster_id_users_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_academy_id_academies_id_fk" FOREIGN KEY ("academy_id") REFERENCES "public"."academies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_one_per_email" ON "job_applications" USING btree ("job_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_one_per_user" ON "job_applications" USING btree ("job_id","user_id") WHERE "job_applications"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_document_key" ON "job_applications" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_applications_user_idx" ON "job_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_open_idx" ON "jobs" USING btree ("sport","opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_country_idx" ON "jobs" USING btree ("job_country","sport","staff_role","valid_through") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_poster_idx" ON "jobs" USING btree ("poster_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_expiry_idx" ON "jobs" USING btree ("valid_through") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin (lower("job_title" || ' ' || "academy_name" || ' ' || "job_location") gin_trgm_ops);