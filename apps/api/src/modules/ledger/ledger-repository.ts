import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client.ts'
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

    async balanceOf(providerUserId) {
      const rows = await db
        .select({ currency: ledgerLines.currency, heldMinor: sql<string>`-sum(${ledgerLines.amountMinor})` })
        .from(ledgerLines)
        .where(providerLines(providerUserId))
        .groupBy(ledgerLines.currency)
        .orderBy(ledgerLines.currency)
      return rows.map((row) => ({ currency: row.currency, heldMinor: Number(row.heldMinor) }))
    },

    async monthlyTotals(providerUserId, { from, to }) {
      const month = sql<string>`to_char(${ledgerLines.occurredAt} at time zone 'UTC', 'YYYY-MM')`
      const rows = await db
        .select({
          month,
          currency: ledgerLines.currency,
          kind: ledgerLines.kind,
          amountMinor: sql<string>`-sum(${ledgerLines.amountMinor})`,
        })
        .from(ledgerLines)
        .where(and(providerLines(providerUserId), gte(ledgerLines.occurredAt, from), lt(ledgerLines.occurredAt, to)))
        .groupBy(month, ledgerLines.currency, ledgerLines.kind)
        .orderBy(month, ledgerLines.currency, ledgerLines.kind)
      return rows.map((row) => ({
        month: row.month,
        currency: row.currency,
        kind: row.kind as JournalKind,
        amountMinor: Number(row.amountMinor),
      }))
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
        after = or(
          lt(ledgerLines.occurredAt, cursor.occurredAt),
          and(eq(ledgerLines.occurredAt, cursor.occurredAt), lt(ledgerLines.id, cursor.id)),
        )
      }
      const rows = await db
        .select({
          id: ledgerLines.id,
          journalId: ledgerLines.journalId,
          kind: ledgerLines.kind,
          reference: ledgerJournals.reference,
          bookingId: ledgerJournals.bookingId,
          memo: ledgerJournals.memo,
          recordedBy: ledgerJournals.recordedBy,
          currency: ledgerLines.currency,
          amountMinor: ledgerLines.amountMinor,
          occurredAt: ledgerLines.occurredAt,
        })
        .from(ledgerLines)
        .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerLines.journalId))
        .where(and(providerLines(providerUserId), after))
        .orderBy(desc(ledgerLines.occurredAt), desc(ledgerLines.id))
        .limit(limit + 1)
      const entries: LedgerEntry[] = rows.slice(0, limit).map(({ amountMinor, id, ...row }) => ({
        ...row,
        id: String(id),
        heldChangeMinor: -amountMinor,
      }))
      return { entries, nextCursor: rows.length > limit ? (entries.at(-1)?.id ?? null) : null }
    },
  }
}
