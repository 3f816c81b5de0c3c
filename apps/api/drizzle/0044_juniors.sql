CREATE TABLE "juniors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guardian_user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"birth_year" integer NOT NULL,
	"sport" "sport" NOT NULL,
	"rally_level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "junior_id" uuid;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "works_with_juniors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "safeguarding_document_url" text;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "safeguarding_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "safeguarding_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "safeguarding_verified_by" uuid;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "safeguarding_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "safeguarding_rejected_reason" text;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "works_with_juniors" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "safeguarding_document_url" text;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "safeguarding_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "safeguarding_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "safeguarding_verified_by" uuid;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "safeguarding_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sparring_partners" ADD COLUMN "safeguarding_rejected_reason" text;--> statement-breakpoint
ALTER TABLE "juniors" ADD CONSTRAINT "juniors_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "juniors_guardian_idx" ON "juniors" USING btree ("guardian_user_id","created_at") WHERE "juniors"."deleted_at" is null;