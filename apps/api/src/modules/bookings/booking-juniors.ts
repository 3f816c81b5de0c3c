import type { Database, Transaction } from '../../db/client.ts'

type Executor = Database | Transaction

/**
 * What bookings ask the juniors module (issue 26), wired in app.ts: whether a booking for a junior may be made
 * (the booker is the junior's guardian, else 404; the provider works with juniors and an operator verified their
 * safeguarding document, else 409), and the juniors' names and ages for the bookings' parties.
 */
export type BookingJuniors = {
  checkBooking(
    executor: Executor,
    request: {
      juniorId: string
      guardianUserId: string | null
      provider: { kind: 'coach' | 'partner'; id: string } | undefined
    },
  ): Promise<void>
  namesOf(ids: readonly string[]): Promise<Map<string, { firstName: string; age: number }>>
}
