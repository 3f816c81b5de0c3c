import type { JournalKindName, LedgerAccountName } from '@rally/shared'
import { AppError } from '../../core/errors.ts'
import type { Transaction } from '../../db/client.ts'

/**
 * The ledger's port (decision 063): every movement of money as a double-entry journal, append-only, in
 * integer minor units, signed (debit > 0, credit < 0). Other modules post through it in their own
 * transaction and read a provider's balance from it; nobody keeps a balance by hand.
 */

/** Where money sits: Rally's balance at Razorpay, Rally's bank/UPI, what is owed to one provider, Rally's fees, operator corrections, a payment that never became a booking. */
export type LedgerAccount = LedgerAccountName

/** What moved the money (decision 063's table says who posts each). */
export type JournalKind = JournalKindName

/** `providerUserId` is set exactly on `provider_payable` lines. */
export type JournalLine = { account: LedgerAccount; providerUserId?: string | null; amountMinor: number }

export type Journal = {
  kind: JournalKind
  /** Unique: posting the same reference twice posts once (idempotency across retries and processes). */
  reference: string
  currency: string
  bookingId?: string | null
  lines: JournalLine[]
  memo?: string | null
  /** The operator, for adjustments and manual payouts. */
  recordedBy?: string | null
  occurredAt?: Date
}

/** One line of a provider's ledger: how it changed what Rally holds for them (positive: holds more). */
export type LedgerEntry = {
  /** The line's id, also the cursor of the page that follows it. */
  id: string
  journalId: string
  kind: JournalKind
  reference: string
  bookingId: string | null
  memo: string | null
  recordedBy: string | null
  currency: string
  heldChangeMinor: number
  occurredAt: Date
}

export type Ledger = {
  /** Posts in the caller's transaction; refuses an unbalanced journal (AppError); returns false on a repeat. */
  post(tx: Transaction, journal: Journal): Promise<{ posted: boolean }>
  /** What Rally holds for a provider, per currency: −(sum of their provider_payable lines). */
  balanceOf(providerUserId: string): Promise<Array<{ currency: string; heldMinor: number }>>
  /** Sums per month and kind for one provider, for the dashboard and statements. */
  monthlyTotals(
    providerUserId: string,
    range: { from: Date; to: Date },
  ): Promise<Array<{ month: string; currency: string; kind: JournalKind; amountMinor: number }>>
  /** The console's ledger of one provider: newest first; `before` is the last entry's `id` of the page before. */
  entriesOf(
    providerUserId: string,
    page: { before?: string; limit: number },
  ): Promise<{ entries: LedgerEntry[]; nextCursor: string | null }>
}

/**
 * Refuses a journal that cannot be posted: no lines, a line of no amount or not in whole minor units, a
 * provider line without its provider (or another line with one), or lines that do not sum to zero. The
 * database checks the sum again at commit (migration 0034).
 */
export function assertBalanced(journal: Journal): void {
  const refuse = (why: string) => {
    throw new AppError('LEDGER_JOURNAL_UNBALANCED', `Ledger journal ${journal.reference} cannot be posted: ${why}`)
  }
  if (journal.lines.length < 2) refuse('a journal needs two lines at least')
  if (!/^[A-Z]{3}$/.test(journal.currency)) refuse('its currency is not an ISO code')
  let sum = 0
  for (const line of journal.lines) {
    if (!Number.isSafeInteger(line.amountMinor) || line.amountMinor === 0) refuse('a line has no whole amount')
    if ((line.account === 'provider_payable') !== Boolean(line.providerUserId)) {
      refuse('provider lines, and only they, name the provider')
    }
    sum += line.amountMinor
  }
  if (sum !== 0) refuse(`its lines sum to ${sum}, not 0`)
}
