-- A booking's price moves from the spec's fee text ("290INR", "₹290", "20 USD", "Not Provided") into money:
-- price_minor + price_currency, read as moneyFromFeeText (packages/shared/src/money.ts) reads it: the first
-- number, the currency named by its letters (INR, USD, EUR first, then any three capitals), else by its sign
-- (₹ or Rs, $, €), else rupees. A text with no amount, or in a currency Rally does not take, has no price.
-- The provider's order and payment ids keep their values under provider-neutral names (decision 039).
ALTER TABLE "bookings" RENAME COLUMN "razorpay_order_id" TO "payment_order_id";--> statement-breakpoint
ALTER TABLE "bookings" RENAME COLUMN "razorpay_payment_id" TO "payment_id";--> statement-breakpoint
ALTER INDEX "bookings_razorpay_order_key" RENAME TO "bookings_payment_order_key";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_currency" text;--> statement-breakpoint
WITH "fee_texts" AS (
	SELECT
		"id",
		substring("fees" from '[0-9]+(?:\.[0-9]+)?')::numeric AS "amount",
		CASE
			WHEN "fees" ~* '(^|[^A-Za-z])INR([^A-Za-z]|$)' THEN 'INR'
			WHEN "fees" ~* '(^|[^A-Za-z])USD([^A-Za-z]|$)' THEN 'USD'
			WHEN "fees" ~* '(^|[^A-Za-z])EUR([^A-Za-z]|$)' THEN 'EUR'
			WHEN "fees" ~ '(^|[^A-Za-z])[A-Z]{3}([^A-Za-z]|$)'
				THEN substring("fees" from '(?:^|[^A-Za-z])([A-Z]{3})(?:[^A-Za-z]|$)')
			WHEN "fees" ~* '₹|(^|[^A-Za-z0-9_])Rs\.?([^A-Za-z]|$)' THEN 'INR'
			WHEN "fees" ~ '\$' THEN 'USD'
			WHEN "fees" ~ '€' THEN 'EUR'
			ELSE 'INR'
		END AS "currency"
	FROM "bookings"
)
UPDATE "bookings"
SET "price_minor" = round("fee_texts"."amount" * 100)::integer, "price_currency" = "fee_texts"."currency"
FROM "fee_texts"
WHERE "bookings"."id" = "fee_texts"."id"
	AND "fee_texts"."amount" > 0
	AND "fee_texts"."currency" IN ('INR', 'USD', 'EUR');--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "fees";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_price_complete" CHECK (("bookings"."price_minor" is null) = ("bookings"."price_currency" is null));
