import { feeTextOf, storedMoney } from '@rally/shared'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../../test/database.ts'
import type { DatabaseConnection } from '../client.ts'
import { bookingEvents, bookings, manualPayments } from '../schema/index.ts'
import { demoPaymentBookingIds } from './demo-payments.ts'
import { justHeldSessionId } from './demo-schedules.ts'
import { seedDemoData } from './index.ts'

let connection: DatabaseConnection
const now = new Date('2026-11-25T09:30:00Z')

beforeAll(async () => {
  connection = await createTestDatabase()
  await seedDemoData(connection.db, { now })
})
afterAll(() => connection.close())

describe('the console payments demo', () => {
  it('has UPI reports awaiting confirmation for pay-later bookings, at their fees', async () => {
    const reports = await connection.db
      .select({ report: manualPayments, booking: bookings })
      .from(manualPayments)
      .innerJoin(bookings, eq(bookings.id, manualPayments.bookingId))
      .where(eq(manualPayments.status, 'awaiting_confirmation'))
    expect(reports.length).toBeGreaterThanOrEqual(2)
    for (const { report, booking } of reports) {
      expect(booking.paymentStatus).toBe('awaiting_confirmation')
      expect(`${report.amountMinor / 100}INR`).toBe(
        feeTextOf(storedMoney(booking.priceMinor, booking.priceCurrency), 'Not Provided'),
      )
    }
  })

  it('has bookings paid online within the refund window, and a history for every booking', async () => {
    const paid = await connection.db.select().from(bookings).where(eq(bookings.paymentStatus, 'completed'))
    const recent = paid.filter(
      (row) => row.paymentId && now.getTime() - row.createdAt.getTime() < 7 * 24 * 60 * 60 * 1000,
    )
    expect(recent.length).toBeGreaterThanOrEqual(2)
    // The console's payment demo, and the session that just ended (paid online, for a no-show report).
    const expected: readonly string[] = [...demoPaymentBookingIds, justHeldSessionId]
    expect(recent.filter((row) => !expected.includes(row.id)).map((row) => row.id)).toEqual([])
    const created = await connection.db.$count(bookingEvents, eq(bookingEvents.kind, 'created'))
    expect(created).toBe(await connection.db.$count(bookings))
  })
})
