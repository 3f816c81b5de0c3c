CREATE TYPE "public"."no_show_party" AS ENUM('booker', 'provider');--> statement-breakpoint
CREATE TYPE "public"."no_show_status" AS ENUM('reported', 'disputed', 'upheld', 'rejected');--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE 'no-show';--> statement-breakpoint
CREATE TABLE "booking_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"lead_minutes" integer NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "no_show_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"absent" "no_show_party" NOT NULL,
	"reported_by" uuid,
	"note" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "no_show_status" DEFAULT 'reported' NOT NULL,
	"dispute_note" text,
	"disputed_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_show_reports" ADD CONSTRAINT "no_show_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_reminders_once" ON "booking_reminders" USING btree ("booking_id","lead_minutes","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "no_show_reports_one_per_booking" ON "no_show_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "no_show_reports_disputed_idx" ON "no_show_reports" USING btree ("disputed_at") WHERE "no_show_reports"."status" = 'disputed';--> statement-breakpoint
CREATE INDEX "bookings_upcoming_sessions_idx" ON "bookings" USING btree ("preferred_at") WHERE "bookings"."status" = 'accepted' and "bookings"."preferred_at" is not null;