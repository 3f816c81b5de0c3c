CREATE TYPE "public"."testimonial_role" AS ENUM('player', 'parent', 'coach', 'academy');--> statement-breakpoint
CREATE TYPE "public"."testimonial_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote" text NOT NULL,
	"author_name" text NOT NULL,
	"role" "testimonial_role" NOT NULL,
	"sport" "sport" NOT NULL,
	"country" text NOT NULL,
	"photo_url" text,
	"user_id" uuid,
	"booking_id" uuid,
	"status" "testimonial_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "testimonials_listed_idx" ON "testimonials" USING btree ("status","sport","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "testimonials_one_pending_per_user" ON "testimonials" USING btree ("user_id") WHERE "testimonials"."status" = 'pending' and "testimonials"."user_id" is not null;