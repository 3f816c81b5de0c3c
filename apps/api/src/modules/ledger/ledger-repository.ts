import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import { type Database, queryRows, type Transaction } from '../../db/client.ts'
import { ledgerJournals, ledgerLines } from '../../db/schema/index.ts'
import { assertBalanced, type Journal, type JournalKind, type Ledger, type LedgerEntry } from './ledger.ts'
import type { BookingReceipt, BookingReceipts } from './money-postings.ts'

/** The ledger on PostgreSQL (decision 063): `post` writes in the caller's transaction; reads use the index of provider lines. */
export function createLedgerRepository(db: Database): Ledger & BookingReceipts {
  async function post(tx: Transaction, journal: Journal) {
    assertBalanced(journal)
    const occurredAt = journal.occurredAt ?? new Date()
    const [inserted] = await tx
      .insert(ledgerJournals)
      .values({
        kind: journal.kind,
        reference: journal.reference,
        currency: journal.currency,
        bookingId: journal.bookingId ?? null,
        memo: journal.memo ?? null,
        recordedBy: journal.recordedBy ?? null,
        occurredAt,
      })
      .onConflictDoNothing({ target: ledgerJournals.reference })
      .returning({ id: ledgerJournals.id })
    if (!inserted) return { posted: false }
    await tx.insert(ledgerLines).values(
      journal.lines.map((line) => ({
        journalId: inserted.id,
        account: line.account,
        providerUserId: line.account === 'provider_payable' ? (line.providerUserId ?? null) : null,
        kind: journal.kind,
        currency: journal.currency,
        amountMinor: line.amountMinor,
        occurredAt,
      })),
    )
    return { posted: true }
  }

  const providerLines = (providerUserId: string) =>
    and(eq(ledgerLines.providerUserId, providerUserId), eq(ledgerLines.account, 'provider_payable'))

  return {
    post,

    /** Whose a booking's money is: the owed line of its first payment journal (online or UPI). */
    async receiptOf(tx: Transaction, bookingId: string): Promise<BookingReceipt | undefined> {
      const [line] = await tx
        .select({
          account: ledgerLines.account,
          providerUserId: ledgerLines.providerUserId,
          currency: ledgerLines.currency,
        })
        .from(ledgerLines)
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerLines.journalId))
        .where(
          and(
            eq(ledgerJournals.bookingId, bookingId),
            inArray(ledgerJournals.kind, ['payment', 'upi_payment']),
            inArray(ledgerLines.account, ['provider_payable', 'unallocated']),
          ),
        )
        .orderBy(asc(ledgerLines.id))
        .limit(1)
      return line as BookingReceipt | undefined
    },

    // Both read the sums the database keeps per provider, month, currency, kind and writing connection's shard
    // (ledger_provider_months, migration 0034): a few dozen rows for a provider of any size.
    async balanceOf(providerUserId) {
      const rows = await queryRows<{ currency: string; heldMinor: string }>(
        db,
        sql`select currency, (-sum(amount_minor))::text as "heldMinor" from ledger_provider_months
            where provider_user_id = ${providerUserId} group by currency order by currency`,
      )
      return rows.map((row) => ({ currency: row.currency, heldMinor: Number(row.heldMinor) }))
    },

    async monthlyTotals(providerUserId, { from, to }) {
      // Every month that overlaps [from, to), in UTC.
      const rows = await queryRows<{ month: string; currency: string; kind: JournalKind; amountMinor: string }>(
        db,
        sql`select to_char(month, 'YYYY-MM') as month, currency, kind, (-sum(amount_minor))::text as "amountMinor"
            from ledger_provider_months
            where provider_user_id = ${providerUserId}
              and month >= date_trunc('month', ${from.toISOString()}::timestamptz at time zone 'UTC')::date
              and month < (${to.toISOString()}::timestamptz at time zone 'UTC')
            group by month, currency, kind having sum(amount_minor) <> 0
            order by month, currency, kind::text`,
      )
      return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }))
    },

    async entriesOf(providerUserId, { before, limit }) {
      let after: SQL | undefined
      if (before !== undefined) {
        const id = Number(before)
        const [cursor] = Number.isSafeInteger(id)
          ? await db
              .select({ occurredAt: ledgerLines.occurredAt, id: ledgerLines.id })
              .from(ledgerLines)
              .where(and(eq(ledgerLines.id, id), providerLines(providerUserId)))
          : []
        if (!cursor) return { entries: [], nextCursor: null }
        // One range of the provider's index (occurred_at desc, id desc): the lines after the cursor's.
        after = sql`(${ledgerLines.occurredAt}, ${ledgerLines.id}) < (${cursor.occurredAt.toISOString()}::timestamptz, ${cursor.id})`
      }
      // The page's lines first, straight off the provider's index in its order; then their journals by id.
      const lines = await db
        .select({
          id: ledgerLines.id,
          journalId: ledgerLines.journalId,
          kind: ledgerLines.kind,
          currency: ledgerLines.currency,
          amountMinor: ledgerLines.amountMinor,
          occurredAt: ledgerLines.occurredAt,
        })
        .from(ledgerLines)
        .where(and(eq(ledgerLines.providerUserId, providerUserId), after))
        // In the index's own order (Drizzle's desc() makes it DESC NULLS LAST), so it is read, not sorted.
        .orderBy(sql`${ledgerLines.occurredAt} desc nulls last`, sql`${ledgerLines.id} desc nulls last`)
        .limit(limit + 1)
      const page = lines.slice(0, limit)
      const journals = new Map(
        page.length === 0
          ? []
          : (
              await db
                .select({
                  id: ledgerJournals.id,
                  reference: ledgerJournals.reference,
                  bookingId: ledgerJournals.bookingId,
                  memo: ledgerJournals.memo,
                  recordedBy: ledgerJournals.recordedBy,
                })
                .from(ledgerJournals)
                .where(inArray(ledgerJournals.id, [...new Set(page.map((line) => line.journalId))]))
            ).map((journal) => [journal.id, journal]),
      )
      const entries: LedgerEntry[] = page.map(({ amountMinor, id, journalId, ...line }) => {
        const journal = journals.get(journalId)
        return {
          ...line,
          id: String(id),
          journalId,
          reference: journal?.reference ?? '',
          bookingId: journal?.bookingId ?? null,
          memo: journal?.memo ?? null,
          recordedBy: journal?.recordedBy ?? null,
          heldChangeMinor: -amountMinor,
        }
      })
      return { entries, nextCursor: lines.length > limit ? (entries.at(-1)?.id ?? null) : null }
    },
  }
}
