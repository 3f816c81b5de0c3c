-- Typo-tolerant name search (pg_trgm): the expressions match the ones the repositories query.
CREATE INDEX IF NOT EXISTS sparring_partners_name_trgm_idx ON sparring_partners USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS personal_coaches_name_trgm_idx ON personal_coaches USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
