ALTER TABLE "session_reports" ADD COLUMN "junior_id" uuid;--> statement-breakpoint
CREATE INDEX "session_reports_junior_idx" ON "session_reports" USING btree ("junior_id","sport","session_at") WHERE "session_reports"."junior_id" is not null;--> statement-breakpoint
-- Reports already written on a junior's session move to the junior's own timeline.
UPDATE "session_reports" r SET "junior_id" = b."junior_id" FROM "bookings" b WHERE b."id" = r."booking_id" AND b."junior_id" IS NOT NULL;
