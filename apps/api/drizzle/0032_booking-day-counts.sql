CREATE TABLE "booking_day_counts" (
	"day" date NOT NULL,
	"sport" text NOT NULL,
	"shard" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "booking_day_counts_day_sport_shard_pk" PRIMARY KEY("day","sport","shard")
);
--> statement-breakpoint
CREATE INDEX "bookings_paid_created_idx" ON "bookings" USING btree ("created_at") WHERE "bookings"."payment_status" in ('completed', 'refunded') and "bookings"."amount_minor" > 0;--> statement-breakpoint
-- The bookings already made, counted once (shard 0); from here on the triggers below keep the counts.
INSERT INTO "booking_day_counts" ("day", "sport", "shard", "total")
  SELECT ("created_at" AT TIME ZONE 'UTC')::date, coalesce("sport", ''), 0, count(*)::int
  FROM "bookings" GROUP BY 1, 2;--> statement-breakpoint
-- One statement-level function for inserts, updates and deletes of bookings (decision 051): it adds the
-- statement's rows per day and sport to the writing connection's shard, in the writing transaction. An
-- update that moves no booking to another day or sport (a status change) writes nothing.
CREATE FUNCTION "booking_day_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_day_counts AS kept (day, sport, shard, total)
      SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(sport, ''), pg_backend_pid() % 16, count(*)::int
      FROM new_rows GROUP BY 1, 2
      ON CONFLICT (day, sport, shard) DO UPDATE SET total = kept.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_day_counts AS kept (day, sport, shard, total)
      SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(sport, ''), pg_backend_pid() % 16, -count(*)::int
      FROM old_rows GROUP BY 1, 2
      ON CONFLICT (day, sport, shard) DO UPDATE SET total = kept.total + excluded.total;
  ELSE
    INSERT INTO booking_day_counts AS kept (day, sport, shard, total)
      SELECT day, sport, pg_backend_pid() % 16, sum(delta)::int
      FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS day, coalesce(sport, '') AS sport, 1 AS delta FROM new_rows
        UNION ALL
        SELECT (created_at AT TIME ZONE 'UTC')::date, coalesce(sport, ''), -1 FROM old_rows
      ) AS moved
      GROUP BY 1, 2 HAVING sum(delta) <> 0
      ON CONFLICT (day, sport, shard) DO UPDATE SET total = kept.total + excluded.total;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "booking_day_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_day_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_day_counts_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "bookings_day_counts_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "bookings_day_counts_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "bookings_day_counts_truncate" AFTER TRUNCATE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "booking_day_counts_clear"();
