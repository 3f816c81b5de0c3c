ALTER TYPE "public"."payment_order_status" ADD VALUE 'refunded';--> statement-breakpoint
DROP INDEX "bookings_one_open_request_per_user";--> statement-breakpoint
DROP INDEX "bookings_one_open_request_per_guest";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_request_per_user" ON "bookings" USING btree ("user_id") WHERE "bookings"."status" = 'pending' and "bookings"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_request_per_guest" ON "bookings" USING btree (lower("email")) WHERE "bookings"."status" = 'pending' and "bookings"."user_id" is null;