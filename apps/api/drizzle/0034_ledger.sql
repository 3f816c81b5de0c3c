CREATE TYPE "public"."ledger_account" AS ENUM('razorpay_clearing', 'rally_bank', 'provider_payable', 'payment_fees', 'adjustments', 'unallocated');--> statement-breakpoint
CREATE TYPE "public"."ledger_journal_kind" AS ENUM('payment', 'payment_fee', 'upi_payment', 'refund', 'adjustment', 'transfer', 'transfer_reversal', 'manual_payout');--> statement-breakpoint
CREATE TABLE "ledger_journals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "ledger_journal_kind" NOT NULL,
	"reference" text NOT NULL,
	"currency" text NOT NULL,
	"booking_id" uuid,
	"memo" text,
	"recorded_by" uuid,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"journal_id" uuid NOT NULL,
	"account" "ledger_account" NOT NULL,
	"provider_user_id" uuid,
	"kind" "ledger_journal_kind" NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_lines_amount_nonzero" CHECK ("ledger_lines"."amount_minor" <> 0),
	CONSTRAINT "ledger_lines_provider_account" CHECK (("ledger_lines"."account" = 'provider_payable') = ("ledger_lines"."provider_user_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_journal_id_ledger_journals_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."ledger_journals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_journals_reference_key" ON "ledger_journals" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ledger_journals_booking_idx" ON "ledger_journals" USING btree ("booking_id") WHERE "ledger_journals"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_lines_journal_idx" ON "ledger_lines" USING btree ("journal_id");--> statement-breakpoint
-- INCLUDE (written here, Drizzle cannot say it): a provider's balance, months and entries read only this index.
CREATE INDEX "ledger_lines_provider_idx" ON "ledger_lines" USING btree ("provider_user_id","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST) INCLUDE ("kind", "currency", "amount_minor") WHERE "ledger_lines"."provider_user_id" is not null;--> statement-breakpoint
-- The ledger is append-only (decision 063): a correction is a new journal, never a changed or removed line.
CREATE FUNCTION "ledger_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is not allowed', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_journals_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_journals"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_journals_no_truncate" BEFORE TRUNCATE ON "ledger_journals"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_update_or_delete" BEFORE UPDATE OR DELETE ON "ledger_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "ledger_lines_no_truncate" BEFORE TRUNCATE ON "ledger_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "ledger_refuse_change"();--> statement-breakpoint
-- Every journal balances, checked by the database at commit (deferred): it has lines, all in the journal's
-- currency, which sum to zero. Fired for a new journal and for every line added, so a line appended to a
-- journal later, in another transaction, is checked too.
CREATE FUNCTION "ledger_journal_check_balance"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The journal's id: the column named by the trigger (`id` of a journal, `journal_id` of a line).
  checked uuid := (to_jsonb(NEW) ->> TG_ARGV[0])::uuid;
  journal_currency text;
  line_count int;
  other_currencies int;
  total bigint;
BEGIN
  SELECT currency INTO journal_currency FROM ledger_journals WHERE id = checked;
  SELECT count(*), count(*) FILTER (WHERE currency <> journal_currency), coalesce(sum(amount_minor), 0)
    INTO line_count, other_currencies, total
    FROM ledger_lines WHERE journal_id = checked;
  IF line_count < 2 OR other_currencies > 0 OR total <> 0 THEN
    RAISE EXCEPTION 'ledger journal % does not balance (% lines, % in another currency, sum %)',
      checked, line_count, other_currencies, total
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journal_balanced';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_journals_balanced" AFTER INSERT ON "ledger_journals"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_journal_check_balance"('id');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_lines_balanced" AFTER INSERT ON "ledger_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "ledger_journal_check_balance"('journal_id');
--> statement-breakpoint
-- The money of bookings paid before the ledger began (decision 063), recorded once: a journal of the payment
-- for every paid or refunded booking that has none (online when it has a provider's payment id, else a UPI
-- payment confirmed by hand), owed to the owner of the profile booked (or `unallocated`), at the booking's
-- time; then a refund journal for every refunded one, from the refund recorded with it. Journals already
-- there are left alone, so calling it again posts nothing twice: the demo seed calls it for its bookings.
CREATE FUNCTION "ledger_record_paid_bookings"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH receipts AS MATERIALIZED (
    SELECT gen_random_uuid() AS journal_id, b.id AS booking_id, b.amount_minor, b.currency, b.created_at,
      b.payment_id, coalesce(sp.user_id, pc.user_id) AS provider_user_id
    FROM bookings b
    LEFT JOIN sparring_partners sp ON b.resource_type = 'partner' AND sp.id = b.resource_id
    LEFT JOIN personal_coaches pc ON b.resource_type = 'coach' AND pc.id = b.resource_id
    WHERE b.payment_status IN ('completed', 'refunded') AND b.amount_minor > 0
      AND NOT EXISTS (SELECT 1 FROM ledger_journals j WHERE j.booking_id = b.id AND j.kind IN ('payment', 'upi_payment'))
  ), journals AS (
    INSERT INTO ledger_journals (id, kind, reference, currency, booking_id, memo, occurred_at)
    SELECT journal_id,
      (CASE WHEN payment_id IS NULL THEN 'upi_payment' ELSE 'payment' END)::ledger_journal_kind,
      CASE WHEN payment_id IS NULL THEN 'upi:booking:' || booking_id ELSE 'payment:' || payment_id END,
      currency, booking_id, 'recorded from the booking when the ledger began', created_at
    FROM receipts
    ON CONFLICT (reference) DO NOTHING
    RETURNING id, kind
  )
  INSERT INTO ledger_lines (journal_id, account, provider_user_id, kind, currency, amount_minor, occurred_at)
  SELECT r.journal_id, line.account, line.provider_user_id, j.kind, r.currency, line.amount_minor, r.created_at
  FROM receipts r
  JOIN journals j ON j.id = r.journal_id
  CROSS JOIN LATERAL (VALUES
    ((CASE WHEN r.payment_id IS NULL THEN 'rally_bank' ELSE 'razorpay_clearing' END)::ledger_account, NULL::uuid, r.amount_minor),
    ((CASE WHEN r.provider_user_id IS NULL THEN 'unallocated' ELSE 'provider_payable' END)::ledger_account, r.provider_user_id, -r.amount_minor)
  ) AS line (account, provider_user_id, amount_minor);

  WITH returned AS MATERIALIZED (
    SELECT gen_random_uuid() AS journal_id, b.id AS booking_id, owed.currency, owed.account, owed.provider_user_id,
      coalesce(rf.amount_minor, b.amount_minor) AS amount_minor,
      (CASE WHEN coalesce(rf.method, CASE WHEN b.payment_id IS NULL THEN 'manual' ELSE 'provider' END) = 'manual'
        THEN 'rally_bank' ELSE 'razorpay_clearing' END)::ledger_account AS paid_from,
      coalesce(rf.created_at, b.updated_at) AS occurred_at
    FROM bookings b
    LEFT JOIN refunds rf ON rf.booking_id = b.id
    JOIN LATERAL (
      SELECT l.account, l.provider_user_id, l.currency
      FROM ledger_lines l JOIN ledger_journals j ON j.id = l.journal_id
      WHERE j.booking_id = b.id AND j.kind IN ('payment', 'upi_payment') AND l.account IN ('provider_payable', 'unallocated')
      ORDER BY l.id LIMIT 1
    ) AS owed ON true
    WHERE b.payment_status = 'refunded' AND coalesce(rf.amount_minor, b.amount_minor) > 0
      AND NOT EXISTS (SELECT 1 FROM ledger_journals j WHERE j.booking_id = b.id AND j.kind = 'refund')
  ), journals AS (
    INSERT INTO ledger_journals (id, kind, reference, currency, booking_id, memo, occurred_at)
    SELECT journal_id, 'refund', 'refund:' || booking_id, currency, booking_id,
      'recorded from the booking when the ledger began', occurred_at
    FROM returned
    ON CONFLICT (reference) DO NOTHING
    RETURNING id
  )
  INSERT INTO ledger_lines (journal_id, account, provider_user_id, kind, currency, amount_minor, occurred_at)
  SELECT r.journal_id, line.account, line.provider_user_id, 'refund', r.currency, line.amount_minor, r.occurred_at
  FROM returned r
  JOIN journals j ON j.id = r.journal_id
  CROSS JOIN LATERAL (VALUES
    (r.account, r.provider_user_id, r.amount_minor),
    (r.paid_from, NULL::uuid, -r.amount_minor)
  ) AS line (account, provider_user_id, amount_minor);
END
$$;--> statement-breakpoint
SELECT "ledger_record_paid_bookings"();
