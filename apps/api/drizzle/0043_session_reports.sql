CREATE TABLE "progress_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"sport" "sport" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "progress_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "session_report_reminders" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"author_user_id" uuid NOT NULL,
	"player_user_id" uuid,
	"sport" "sport" NOT NULL,
	"provider_name" text NOT NULL,
	"session_at" timestamp with time zone NOT NULL,
	"worked_on" text NOT NULL,
	"drills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb NOT NULL,
	"next_goals" text DEFAULT '' NOT NULL,
	"video_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "progress_shares" ADD CONSTRAINT "progress_shares_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_report_reminders" ADD CONSTRAINT "session_report_reminders_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_reports" ADD CONSTRAINT "session_reports_player_user_id_users_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_shares_owner_idx" ON "progress_shares" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "session_reports_one_per_booking" ON "session_reports" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "session_reports_player_idx" ON "session_reports" USING btree ("player_user_id","sport","session_at");--> statement-breakpoint
CREATE INDEX "booking_events_completions_idx" ON "booking_events" USING btree ("at") WHERE "booking_events"."kind" = 'status' and "booking_events"."to" = 'completed';