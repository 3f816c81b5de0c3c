CREATE TYPE "public"."booking_event_actor" AS ENUM('booker', 'provider', 'operator', 'system', 'payment-provider');--> statement-breakpoint
CREATE TYPE "public"."booking_event_kind" AS ENUM('created', 'status', 'payment', 'refund');--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_kind" "booking_event_actor" NOT NULL,
	"kind" "booking_event_kind" NOT NULL,
	"from" text,
	"to" text,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "manual_payments" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "manual_payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text DEFAULT 'provider' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "refunded_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "outside_policy" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","at");--> statement-breakpoint
ALTER TABLE "manual_payments" ADD CONSTRAINT "manual_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_refunded_by_users_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_payments_booking_idx" ON "manual_payments" USING btree ("booking_id");--> statement-breakpoint
-- Written by hand (keep when regenerating): every booking made before the history existed gets its
-- 'created' event, by its booker, at the time it was made.
INSERT INTO "booking_events" ("booking_id", "at", "actor_id", "actor_kind", "kind", "from", "to", "note")
  SELECT "id", "created_at", "user_id", 'booker', 'created', NULL, "status"::text, 'payment: ' || "payment_status"::text
  FROM "bookings";
