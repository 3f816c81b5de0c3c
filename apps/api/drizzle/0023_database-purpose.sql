CREATE TYPE "public"."database_purpose_kind" AS ENUM('demo', 'live');--> statement-breakpoint
CREATE TABLE "database_purpose" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"purpose" "database_purpose_kind" NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "database_purpose_one_row" CHECK ("database_purpose"."id" = 1)
);
