import type { ManualPayment } from '@rally/shared'
import { desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { manualPayments } from '../../db/schema/index.ts'

type ManualPaymentRow = typeof manualPayments.$inferSelect

// What an admin and the payer may see: never the payer's name and e-mail or who confirmed it.
const toManualPayment = (row: ManualPaymentRow): ManualPayment => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  reference: row.reference,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
})

export function createPaymentsRepository(db: Database) {
  return {
    /** The new payment, or undefined when its reference was reported before. */
    async insertManualPayment(values: typeof manualPayments.$inferInsert): Promise<ManualPayment | undefined> {
      try {
        const [row] = await db.insert(manualPayments).values(values).returning()
        return toManualPayment(row as ManualPaymentRow)
      } catch (error) {
        if (isUniqueViolation(error, 'manual_payments_reference_key')) return undefined
        throw error
      }
    },

    async listManualPayments(status?: ManualPayment['status']): Promise<ManualPayment[]> {
      const rows = await db
        .select()
        .from(manualPayments)
        .where(status ? eq(manualPayments.status, status) : undefined)
        .orderBy(desc(manualPayments.createdAt))
        .limit(200)
      return rows.map(toManualPayment)
    },

    async settleManualPayment(
      id: string,
      { status, confirmedBy }: { status: 'confirmed' | 'rejected'; confirmedBy: string },
    ): Promise<ManualPayment | undefined> {
      const [row] = await db
        .update(manualPayments)
        .set({ status, confirmedBy, updatedAt: sql`now()` })
        .where(eq(manualPayments.id, id))
        .returning()
      return row && toManualPayment(row)
    },
  }
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>
