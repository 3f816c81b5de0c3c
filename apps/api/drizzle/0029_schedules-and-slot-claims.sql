-- Time (issue 23): the exclusion constraint below compares the provider's uuid with = inside a GiST index.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "schedules" (
	"bookable_kind" "feedback_resource_type" NOT NULL,
	"bookable_id" uuid NOT NULL,
	"time_zone" text NOT NULL,
	"weekly" jsonb NOT NULL,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_minutes" integer[] NOT NULL,
	"buffer_minutes" integer DEFAULT 0 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 720 NOT NULL,
	"booking_horizon_days" integer DEFAULT 60 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedules_bookable_kind_bookable_id_pk" PRIMARY KEY("bookable_kind","bookable_id")
);
--> statement-breakpoint
CREATE TABLE "slot_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"bookable_kind" "feedback_resource_type" NOT NULL,
	"bookable_id" uuid NOT NULL,
	"period" "tstzrange" NOT NULL,
	"session_minutes" integer NOT NULL,
	"owner_key" uuid NOT NULL,
	"booking_id" uuid,
	"proposal_id" uuid,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_claims_purpose" CHECK ("slot_claims"."purpose" in ('hold', 'booking', 'proposal')),
	CONSTRAINT "slot_claims_expiry" CHECK (("slot_claims"."purpose" = 'booking') = ("slot_claims"."expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "provider_time_zone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_live_booking_key" ON "slot_claims" USING btree ("booking_id") WHERE "slot_claims"."purpose" = 'booking' and "slot_claims"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_live_proposal_key" ON "slot_claims" USING btree ("proposal_id") WHERE "slot_claims"."purpose" = 'proposal' and "slot_claims"."released_at" is null;--> statement-breakpoint
CREATE INDEX "slot_claims_expiry_idx" ON "slot_claims" USING btree ("expires_at") WHERE "slot_claims"."released_at" is null and "slot_claims"."expires_at" is not null;--> statement-breakpoint
-- No double booking, said by the database: two live claims on one provider's time never overlap, unless they
-- have the same owner (a booking and its own reschedule proposal). Concurrent inserts wait on each other.
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_no_overlap" EXCLUDE USING gist ("bookable_id" WITH =, "period" WITH &&, "owner_key" WITH <>) WHERE ("released_at" IS NULL);
