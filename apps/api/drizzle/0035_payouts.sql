CREATE TYPE "public"."payout_account_method" AS ENUM('route', 'bank_manual');--> statement-breakpoint
CREATE TYPE "public"."payout_account_status" AS ENUM('needs_details', 'under_review', 'active', 'suspended');--> statement-breakpoint
CREATE TYPE "public"."payout_transfer_status" AS ENUM('pending', 'awaiting_account', 'due_by_hand', 'on_hold', 'released', 'paid_out', 'reversed', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "manual_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_user_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"note" text,
	"recorded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manual_payouts_amount_positive" CHECK ("manual_payouts"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"method" "payout_account_method" NOT NULL,
	"status" "payout_account_status" NOT NULL,
	"requirements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country" text NOT NULL,
	"legal_name" text NOT NULL,
	"email" text NOT NULL,
	"beneficiary_name" text NOT NULL,
	"bank_last4" text NOT NULL,
	"ifsc" text,
	"swift" text,
	"manual_account" text,
	"route_account_id" text,
	"route_product_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"provider_user_id" uuid NOT NULL,
	"payment_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"captured_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" "payout_transfer_status" DEFAULT 'pending' NOT NULL,
	"route_account_id" text,
	"route_transfer_id" text,
	"session_ends_at" timestamp with time zone,
	"hold_until" timestamp with time zone,
	"reason" text,
	"operator_held_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"paid_out_at" timestamp with time zone,
	"settlement_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_transfers_amount_positive" CHECK ("payout_transfers"."amount_minor" > 0),
	CONSTRAINT "payout_transfers_within_captured" CHECK ("payout_transfers"."amount_minor" <= "payout_transfers"."captured_minor")
);
--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "manual_payouts_reference_key" ON "manual_payouts" USING btree ("provider_user_id","reference");--> statement-breakpoint
CREATE INDEX "manual_payouts_provider_idx" ON "manual_payouts" USING btree ("provider_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_booking_key" ON "payout_transfers" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_transfers_route_transfer_key" ON "payout_transfers" USING btree ("route_transfer_id");--> statement-breakpoint
CREATE INDEX "payout_transfers_provider_idx" ON "payout_transfers" USING btree ("provider_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_transfers_status_idx" ON "payout_transfers" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_transfers_account_idx" ON "payout_transfers" USING btree ("route_account_id","status");