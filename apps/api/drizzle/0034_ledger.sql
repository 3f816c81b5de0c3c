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
