import { journalKinds, ledgerAccounts } from '@rally/shared'
import { sql } from 'drizzle-orm'
import {
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

export const ledgerAccountEnum = pgEnum('ledger_account', ledgerAccounts)

export const ledgerJournalKindEnum = pgEnum('ledger_journal_kind', journalKinds)

/**
 * One movement of money (decision 063): a journal of lines that sum to zero per currency. Append-only:
 * triggers (migration 0034) refuse UPDATE, DELETE and TRUNCATE, and a deferred constraint trigger refuses a
 * transaction that leaves a journal unbalanced. `reference` is unique, so posting it again posts nothing.
 * Booking, provider and operator are kept by id without foreign keys: money history outlives its records.
 */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerJournalKindEnum('kind').notNull(),
    reference: text('reference').notNull(),
    currency: text('currency').notNull(),
    bookingId: uuid('booking_id'),
    memo: text('memo'),
    /** The operator who recorded it (adjustments, hand payouts). */
    recordedBy: uuid('recorded_by'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_journals_reference_key').on(table.reference),
    index('ledger_journals_booking_idx').on(table.bookingId).where(sql`${table.bookingId} is not null`),
  ],
)

/**
 * A line of a journal: signed minor units on one account (debit > 0, credit < 0). Kind, currency and
 * time are copied from the journal so that a provider's reads (balance, months, entries) are one
 * index-only scan of `ledger_lines_provider_idx`.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    journalId: uuid('journal_id')
      .notNull()
      .references(() => ledgerJournals.id),
    account: ledgerAccountEnum('account').notNull(),
    providerUserId: uuid('provider_user_id'),
    kind: ledgerJournalKindEnum('kind').notNull(),
    currency: text('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_lines_journal_idx').on(table.journalId),
    index('ledger_lines_provider_idx')
      .on(table.providerUserId, table.occurredAt.desc(), table.id.desc())
      .where(sql`${table.providerUserId} is not null`),
    check('ledger_lines_amount_nonzero', sql`${table.amountMinor} <> 0`),
    // Only what is owed to a provider names the provider; it always does.
    check(
      'ledger_lines_provider_account',
      sql`(${table.account} = 'provider_payable') = (${table.providerUserId} is not null)`,
    ),
  ],
)
