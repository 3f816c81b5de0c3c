CREATE TYPE "public"."reschedule_party" AS ENUM('booker', 'provider');--> statement-breakpoint
CREATE TYPE "public"."reschedule_proposal_status" AS ENUM('open', 'accepted', 'declined', 'withdrawn', 'expired');--> statement-breakpoint
ALTER TYPE "public"."booking_event_kind" ADD VALUE IF NOT EXISTS 'rescheduled';--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "reschedule_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"proposed_by" "reschedule_party" NOT NULL,
	"proposed_by_user_id" uuid,
	"from_starts_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" "reschedule_proposal_status" DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reschedule_proposals" ADD CONSTRAINT "reschedule_proposals_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reschedule_proposals_booking_idx" ON "reschedule_proposals" USING btree ("booking_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reschedule_proposals_one_open" ON "reschedule_proposals" USING btree ("booking_id") WHERE "reschedule_proposals"."status" = 'open';