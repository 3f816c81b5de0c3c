CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "personal_coaches_waiting_idx" ON "personal_coaches" USING btree ("created_at","id") WHERE "personal_coaches"."is_approved" = false and "personal_coaches"."declined_at" is null;--> statement-breakpoint
CREATE INDEX "feedbacks_waiting_idx" ON "feedbacks" USING btree ("created_at","id") WHERE "feedbacks"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "jobs_waiting_idx" ON "jobs" USING btree ("updated_at","id") WHERE "jobs"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sparring_partners_waiting_idx" ON "sparring_partners" USING btree ("created_at","id") WHERE "sparring_partners"."status" = 'INACTIVE' and "sparring_partners"."declined_at" is null;