import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import { type Database, queryRows, type Transaction } from '../../db/client.ts'
import { manualPayouts, payoutAccounts, payoutTransfers } from '../../db/schema/index.ts'

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect
export type PayoutTransferRow = typeof payoutTransfers.$inferSelect
export type ManualPayoutRow = typeof manualPayouts.$inferSelect
export type TransferStatus = PayoutTransferRow['status']
type Executor = Database | Transaction

/** A page's position: the last row's creation time and id (newest first). */
export type Cursor = { createdAt: Date; id: string }

const before = (
  table: typeof payoutTransfers | typeof manualPayouts,
  cursor: Cursor | undefined,
): ReturnType<typeof or> | undefined =>
  cursor
    ? or(lt(table.createdAt, cursor.createdAt), and(eq(table.createdAt, cursor.createdAt), lt(table.id, cursor.id)))
    : undefined

/** The payouts module's tables: payout accounts, transfers (with their claims) and hand payouts (decision 065). */
export function createPayoutsRepository(db: Database) {
  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.transaction(work),

    async findAccount(userId: string, executor: Executor = db): Promise<PayoutAccountRow | undefined> {
      const [row] = await executor.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId))
      return row
    },

    async findRouteAccount(accountId: string): Promise<PayoutAccountRow | undefined> {
      const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.routeAccountId, accountId))
      return row
    },

    async accountsOf(userIds: readonly string[]): Promise<Map<string, PayoutAccountRow>> {
      if (userIds.length === 0) return new Map()
      const rows = await db
        .select()
        .from(payoutAccounts)
        .where(inArray(payoutAccounts.userId, [...userIds]))
      return new Map(rows.map((row) => [row.userId, row]))
    },

    async saveAccount(
      tx: Transaction,
      account: Omit<typeof payoutAccounts.$inferInsert, 'createdAt' | 'updatedAt'>,
      now: Date,
    ): Promise<PayoutAccountRow> {
      const [row] = await tx
        .insert(payoutAccounts)
        .values({ ...account, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: payoutAccounts.userId, set: { ...account, updatedAt: now } })
        .returning()
      return row as PayoutAccountRow
    },

    /**
     * Records the ids of a Route linked account as Razorpay creates them (decision 071), so that an opening
     * interrupted part way is resumed, not opened twice. A provider without payout details gets a Route
     * account that needs its details; one who has details keeps them (method and state) until the opening
     * finishes.
     */
    async recordRouteProgress(
      tx: Transaction,
      account: Omit<typeof payoutAccounts.$inferInsert, 'createdAt' | 'updatedAt' | 'method' | 'status'>,
      now: Date,
    ): Promise<void> {
      await tx
        .insert(payoutAccounts)
        .values({ ...account, method: 'route', status: 'needs_details', createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: payoutAccounts.userId,
          set: { routeAccountId: account.routeAccountId, routeProductId: account.routeProductId, updatedAt: now },
        })
    },

    /** A Route account's new state from Razorpay; the user whose account it is, or undefined. */
    async setRouteAccountState(
      tx: Transaction,
      accountId: string,
      state: { status: PayoutAccountRow['status']; requirements?: string[] },
      now: Date,
    ): Promise<PayoutAccountRow | undefined> {
      const [row] = await tx
        .update(payoutAccounts)
        .set({ ...state, updatedAt: now })
        // Not a hand-paid account whose owner's Route account is still being opened.
        .where(and(eq(payoutAccounts.routeAccountId, accountId), eq(payoutAccounts.method, 'route')))
        .returning()
      return row
    },

    /** The intent of a captured booking's payout, in the capture's transaction; once per booking. */
    async insertIntent(tx: Transaction, intent: typeof payoutTransfers.$inferInsert): Promise<boolean> {
      const inserted = await tx
        .insert(payoutTransfers)
        .values(intent)
        .onConflictDoNothing({ target: payoutTransfers.bookingId })
        .returning({ id: payoutTransfers.id })
      return inserted.length > 0
    },

    async findTransfer(id: string, executor: Executor = db): Promise<PayoutTransferRow | undefined> {
      const [row] = await executor.select().from(payoutTransfers).where(eq(payoutTransfers.id, id))
      return row
    },

    async findTransferOfBooking(bookingId: string): Promise<PayoutTransferRow | undefined> {
      const [row] = await db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, bookingId))
      return row
    },

    /**
     * Takes the lease of up to `limit` transfers in one of `statuses` (and matching `extra`) that nobody holds:
     * a conditioned update over rows locked `FOR UPDATE SKIP LOCKED`, so two processes never take the same one.
     */
    async claim(
      {
        statuses,
        ids,
        refundRequested,
        limit,
      }: { statuses: TransferStatus[]; ids?: string[]; refundRequested?: boolean; limit: number },
      { token, now, leaseMs }: { token: string; now: Date; leaseMs: number },
    ): Promise<PayoutTransferRow[]> {
      if (ids && ids.length === 0) return []
      const free = or(isNull(payoutTransfers.claimedUntil), lt(payoutTransfers.claimedUntil, now))
      const candidates = db
        .select({ id: payoutTransfers.id })
        .from(payoutTransfers)
        .where(
          and(
            inArray(payoutTransfers.status, statuses),
            free,
            ids ? inArray(payoutTransfers.id, ids) : undefined,
            refundRequested === undefined
              ? undefined
              : refundRequested
                ? isNotNull(payoutTransfers.refundRequestedAt)
                : isNull(payoutTransfers.refundRequestedAt),
          ),
        )
        .orderBy(payoutTransfers.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true })
      return db
        .update(payoutTransfers)
        .set({ claimToken: token, claimedUntil: new Date(now.getTime() + leaseMs) })
        .where(and(inArray(payoutTransfers.id, candidates), inArray(payoutTransfers.status, statuses), free))
        .returning()
    },

    /** Writes the outcome of a claimed call, only while the claim is still this one's; the row, or undefined. */
    async finishClaimed(
      tx: Transaction,
      { id, token }: { id: string; token: string },
      changes: Partial<typeof payoutTransfers.$inferInsert>,
      now: Date,
    ): Promise<PayoutTransferRow | undefined> {
      const [row] = await tx
        .update(payoutTransfers)
        .set({ ...changes, claimToken: null, claimedUntil: null, updatedAt: now })
        .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.claimToken, token)))
        .returning()
      return row
    },

    async dropClaim({ id, token }: { id: string; token: string }) {
      await db
        .update(payoutTransfers)
        .set({ claimToken: null, claimedUntil: null })
        .where(and(eq(payoutTransfers.id, id), eq(payoutTransfers.claimToken, token)))
    },

    /** A change conditioned on the status read (and on nobody holding the row): the row, or undefined. */
    async changeFrom(
      executor: Executor,
      { id, from, now }: { id: string; from: TransferStatus[]; now: Date },
      changes: Partial<typeof payoutTransfers.$inferInsert>,
    ): Promise<PayoutTransferRow | undefined> {
      const [row] = await executor
        .update(payoutTransfers)
        .set({ ...changes, updatedAt: now })
        .where(
          and(
            eq(payoutTransfers.id, id),
            inArray(payoutTransfers.status, from),
            or(isNull(payoutTransfers.claimedUntil), lt(payoutTransfers.claimedUntil, now)),
          ),
        )
        .returning()
      return row
    },

    async markRefundRequested(bookingId: string, now: Date): Promise<PayoutTransferRow | undefined> {
      const [row] = await db
        .update(payoutTransfers)
        .set({ refundRequestedAt: sql`coalesce(${payoutTransfers.refundRequestedAt}, ${now})` })
        .where(eq(payoutTransfers.bookingId, bookingId))
        .returning()
      return row
    },

    /** Held transfers whose hold may have run its course: no operator's hold, no refund asked for. */
    async heldForRelease(latestEnd: Date, limit: number): Promise<PayoutTransferRow[]> {
      return db
        .select()
        .from(payoutTransfers)
        .where(
          and(
            eq(payoutTransfers.status, 'on_hold'),
            isNull(payoutTransfers.operatorHeldAt),
            isNull(payoutTransfers.refundRequestedAt),
            or(isNull(payoutTransfers.sessionEndsAt), lte(payoutTransfers.sessionEndsAt, latestEnd)),
          ),
        )
        .orderBy(payoutTransfers.createdAt)
        .limit(limit)
    },

    /** A provider's account became active: their waiting payouts go back to the transfer job. */
    async wakeAwaiting(tx: Transaction, providerUserId: string, now: Date): Promise<number> {
      const woken = await tx
        .update(payoutTransfers)
        .set({ status: 'pending', updatedAt: now })
        .where(and(eq(payoutTransfers.providerUserId, providerUserId), eq(payoutTransfers.status, 'awaiting_account')))
        .returning({ id: payoutTransfers.id })
      return woken.length
    },

    /** The transfers made to one Route linked account (the embedded default's twin learns the demo data's). */
    async routeTransfersTo(accountId: string): Promise<PayoutTransferRow[]> {
      return db
        .select()
        .from(payoutTransfers)
        .where(and(eq(payoutTransfers.routeAccountId, accountId), isNotNull(payoutTransfers.routeTransferId)))
    },

    async byRouteTransfer(tx: Transaction, routeTransferId: string): Promise<PayoutTransferRow | undefined> {
      const [row] = await tx
        .select()
        .from(payoutTransfers)
        .where(eq(payoutTransfers.routeTransferId, routeTransferId))
        .for('update')
      return row
    },

    /** A settlement of a linked account: its released transfers reached the bank. */
    async markSettled(tx: Transaction, accountId: string, settlementId: string | null, at: Date) {
      return tx
        .update(payoutTransfers)
        .set({ status: 'paid_out', paidOutAt: at, settlementId, updatedAt: at })
        .where(and(eq(payoutTransfers.routeAccountId, accountId), eq(payoutTransfers.status, 'released')))
        .returning()
    },

    async transfersPage(filter: {
      providerUserId?: string
      statuses?: TransferStatus[]
      operatorHeld?: boolean
      cursor?: Cursor
      limit: number
    }): Promise<PayoutTransferRow[]> {
      return db
        .select()
        .from(payoutTransfers)
        .where(
          and(
            filter.providerUserId ? eq(payoutTransfers.providerUserId, filter.providerUserId) : undefined,
            filter.statuses ? inArray(payoutTransfers.status, filter.statuses) : undefined,
            before(payoutTransfers, filter.cursor),
          ),
        )
        .orderBy(desc(payoutTransfers.createdAt), desc(payoutTransfers.id))
        .limit(filter.limit)
    },

    async manualPage(filter: { providerUserId?: string; cursor?: Cursor; limit: number }): Promise<ManualPayoutRow[]> {
      return db
        .select()
        .from(manualPayouts)
        .where(
          and(
            filter.providerUserId ? eq(manualPayouts.providerUserId, filter.providerUserId) : undefined,
            before(manualPayouts, filter.cursor),
          ),
        )
        .orderBy(desc(manualPayouts.createdAt), desc(manualPayouts.id))
        .limit(filter.limit)
    },

    async insertManual(
      tx: Transaction,
      payout: typeof manualPayouts.$inferInsert,
    ): Promise<ManualPayoutRow | undefined> {
      const [row] = await tx.insert(manualPayouts).values(payout).onConflictDoNothing().returning()
      return row
    },

    /** Per currency and status: the sum of transfers; and of hand payouts; and who has any. */
    async totals() {
      const transfers = await queryRows<{ currency: string; status: TransferStatus; total: string | number }>(
        db,
        sql`select currency, status, sum(amount_minor) as total from payout_transfers group by currency, status`,
      )
      const manual = await queryRows<{ currency: string; total: string | number }>(
        db,
        sql`select currency, sum(amount_minor) as total from manual_payouts group by currency`,
      )
      const providers = await queryRows<{ id: string }>(
        db,
        sql`select provider_user_id as id from payout_transfers union select provider_user_id from manual_payouts`,
      )
      return {
        transfers: transfers.map((row) => ({ ...row, total: Number(row.total) })),
        manual: manual.map((row) => ({ ...row, total: Number(row.total) })),
        providers: providers.map((row) => row.id),
      }
    },
  }
}

export type PayoutsRepository = ReturnType<typeof createPayoutsRepository>
