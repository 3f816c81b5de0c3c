CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"group" text NOT NULL,
	"position" integer NOT NULL,
	"link" text,
	"texts" jsonb NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_entries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "press_mentions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"outlet" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"logo_url" text,
	"published_on" date NOT NULL,
	"position" integer NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "team_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("position");--> statement-breakpoint
CREATE INDEX "press_mentions_order_idx" ON "press_mentions" USING btree ("visible","position");