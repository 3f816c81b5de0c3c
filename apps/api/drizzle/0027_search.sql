-- Search that matches what people type (decision 047): accents folded, typos tolerated through a dictionary
-- of each table's words, every word matched in some field, ranked by relevance.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is STABLE (it reads a dictionary); this wrapper names the dictionary, so it may be indexed.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;
--> statement-breakpoint
-- A row's searchable words: its name (weight A) and its place and title (B), folded.
ALTER TABLE "sparring_partners" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, search_fold("first_name" || ' ' || "last_name")), 'A')
  || setweight(to_tsvector('simple'::regconfig, search_fold(coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("country", ''))), 'B')
) STORED;
--> statement-breakpoint
ALTER TABLE "personal_coaches" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, search_fold("first_name" || ' ' || "last_name")), 'A')
  || setweight(to_tsvector('simple'::regconfig, search_fold(coalesce("title", '') || ' ' || coalesce("city", '') || ' ' || coalesce("state", '') || ' ' || coalesce("country", ''))), 'B')
) STORED;
--> statement-breakpoint
-- A vacancy's words: its title (A); academy, city, staff role and sport (B); both descriptions (C). The enum
-- labels are read inside an IMMUTABLE function (an enum's text output is only STABLE): they never change.
CREATE OR REPLACE FUNCTION job_search_vector(title text, academy text, place text, role staff_role, sport sport, description text, academy_description text)
  RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT
    setweight(to_tsvector('simple'::regconfig, search_fold(coalesce(title, ''))), 'A')
    || setweight(to_tsvector('simple'::regconfig, search_fold(coalesce(academy, '') || ' ' || coalesce(place, '') || ' ' || role::text || ' ' || sport::text)), 'B')
    || setweight(to_tsvector('simple'::regconfig, search_fold(coalesce(description, '') || ' ' || coalesce(academy_description, ''))), 'C') $$;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  job_search_vector("job_title", "academy_name", "job_location", "staff_role", "sport", "job_description", "academy_description")
) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS "sparring_partners_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "personal_coaches_name_trgm_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_search_idx";
--> statement-breakpoint
CREATE INDEX "sparring_partners_search_idx" ON "sparring_partners" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "personal_coaches_search_idx" ON "personal_coaches" USING gin ("search_vector") WHERE "is_approved";
--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector") WHERE "status" = 'open';
--> statement-breakpoint
-- Each table's dictionary: every word (but bare numbers) its rows were ever searchable by. A misspelt word is looked up here
-- (pg_trgm similarity on a few thousand words, not on every row) and searched as the words it resembles.
-- Kept by the tables' own triggers, in the writing transaction: a new word is searchable at once.
CREATE TABLE "sparring_partner_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE TABLE "personal_coach_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE TABLE "job_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "sparring_partner_words_trgm_idx" ON "sparring_partner_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX "personal_coach_words_trgm_idx" ON "personal_coach_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
CREATE INDEX "job_words_trgm_idx" ON "job_words" USING gist ("word" gist_trgm_ops);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION remember_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO %I (word) SELECT DISTINCT w FROM changed, unnest(tsvector_to_array(search_vector)) AS w WHERE w !~ ''^[0-9]+$'' ON CONFLICT DO NOTHING',
    TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sparring_partners_words_insert" AFTER INSERT ON "sparring_partners" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('sparring_partner_words');
--> statement-breakpoint
CREATE TRIGGER "sparring_partners_words_update" AFTER UPDATE ON "sparring_partners" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('sparring_partner_words');
--> statement-breakpoint
CREATE TRIGGER "personal_coaches_words_insert" AFTER INSERT ON "personal_coaches" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('personal_coach_words');
--> statement-breakpoint
CREATE TRIGGER "personal_coaches_words_update" AFTER UPDATE ON "personal_coaches" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('personal_coach_words');
--> statement-breakpoint
CREATE TRIGGER "jobs_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('job_words');
--> statement-breakpoint
CREATE TRIGGER "jobs_words_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION remember_search_words('job_words');
--> statement-breakpoint
INSERT INTO "sparring_partner_words" (word) SELECT DISTINCT w FROM "sparring_partners", unnest(tsvector_to_array(search_vector)) AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "personal_coach_words" (word) SELECT DISTINCT w FROM "personal_coaches", unnest(tsvector_to_array(search_vector)) AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "job_words" (word) SELECT DISTINCT w FROM "jobs", unnest(tsvector_to_array(search_vector)) AS w WHERE w !~ '^[0-9]+$' ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The salary filter's walk: one currency's open vacancies, newest first.
CREATE INDEX "jobs_open_currency_idx" ON "jobs" USING btree ("salary_currency_type","opened_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'open';
--> statement-breakpoint
-- A salary means something only in its currency: without these statistics PostgreSQL multiplies the two
-- conditions' selectivities, expects a third of the matches, and sorts every match instead of walking the index.
CREATE STATISTICS IF NOT EXISTS "jobs_salary_stats" (mcv) ON "salary_currency_type", "salary" FROM "jobs";
