CREATE TABLE "profile_views" (
	"resource_type" "feedback_resource_type" NOT NULL,
	"resource_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "profile_views_resource_id_day_pk" PRIMARY KEY("resource_id","day")
);
--> statement-breakpoint
CREATE INDEX "bookings_resource_starts_idx" ON "bookings" USING btree ("resource_id","preferred_at");--> statement-breakpoint
CREATE INDEX "bookings_resource_created_idx" ON "bookings" USING btree ("resource_id","created_at");--> statement-breakpoint
CREATE INDEX "bookings_resource_refunded_idx" ON "bookings" USING btree ("resource_id","updated_at") WHERE "bookings"."payment_status" = 'refunded';