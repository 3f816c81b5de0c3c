CREATE TABLE "level_confirmations" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"sport" "sport" NOT NULL,
	"rally_level" smallint NOT NULL,
	"confirmed_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"sport" "sport" NOT NULL,
	"scale" text NOT NULL,
	"value" numeric(7, 1) NOT NULL,
	"rally_level" smallint NOT NULL,
	"country" text,
	"status" text DEFAULT 'self-stated' NOT NULL,
	"evidence_kind" text,
	"evidence_value" text,
	"stated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone,
	"rejected_reason" text,
	"confirmed_by_booking_id" uuid,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_levels_rally_level_range" CHECK ("player_levels"."rally_level" between 0 and 7),
	CONSTRAINT "player_levels_status" CHECK ("player_levels"."status" in ('self-stated', 'verified', 'coach-confirmed'))
);
--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "handedness" text;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "playing_style" text;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "surfaces" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "level_confirmations" ADD CONSTRAINT "level_confirmations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "level_confirmations" ADD CONSTRAINT "level_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_levels" ADD CONSTRAINT "player_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_levels_user_sport_key" ON "player_levels" USING btree ("user_id","sport");--> statement-breakpoint
CREATE INDEX "player_levels_pending_idx" ON "player_levels" USING btree ("stated_at","id") WHERE "player_levels"."evidence_kind" is not null and "player_levels"."verified_at" is null and "player_levels"."rejected_at" is null;