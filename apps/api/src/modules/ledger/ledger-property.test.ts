import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertCoach } from '../../test/fixtures.ts'

// A property of the ledger (decision 063) through the real flows on a real database: whatever happens to a
// provider's bookings (paid online or later, accepted, completed, declined, cancelled by the booker, refunded
// in the console, a no-show of the provider upheld), every journal balances, every booking's journals net to
// what it still holds, and the provider's balance is what was paid minus what went back. Releases (Route
// transfers) belong to the payouts module and are left out here.
type Person = Awaited<ReturnType<typeof signIn>>
const hour = 3_600_000
const fee = 90_000
const realNow = Date.now()
let now = realNow
let t: Awaited<ReturnType<typeof createTestApp>>
let admin: Person

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' }, { clock: () => new Date(now) })
  admin = await signIn(t.app)
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
})
afterAll(() => t.close())

type Status = 'pending' | 'accepted' | 'completed' | 'declined' | 'cancelled'
type Booking = {
  id: string
  booker: Person
  paid: boolean
  refunded: boolean
  status: Status
  reported: boolean
  startsAt: Date
}
type BookingAction = { kind: 'accept' | 'decline' | 'complete' | 'cancel' | 'refund' | 'noShow'; booking: number }
type Action = { kind: 'pay' } | { kind: 'payLater' } | BookingAction

// Weighted so that most sequences pay for sessions and then do something with them.
const onBooking = (kind: BookingAction['kind']) => fc.record({ kind: fc.constant(kind), booking: fc.nat(3) })
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'pay' as const }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'payLater' as const }), weight: 1 },
  { arbitrary: onBooking('accept'), weight: 4 },
  { arbitrary: onBooking('decline'), weight: 1 },
  { arbitrary: onBooking('complete'), weight: 2 },
  { arbitrary: onBooking('cancel'), weight: 2 },
  { arbitrary: onBooking('refund'), weight: 2 },
  { arbitrary: onBooking('noShow'), weight: 3 },
)

let sessions = 0
const send = (method: 'POST' | 'PATCH', url: string, person: Person, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method, url, headers: person.headers, payload })

/** A specialist session booked by a new player, paid in the sandbox's checkout or to pay later. */
async function bookSession(coach: { id: string; name: string }, paid: boolean): Promise<Booking> {
  const booker = await signIn(t.app)
  // Each session at its own hour, from tomorrow on: sessions never overlap.
  const startsAt = new Date(Math.floor(realNow / (24 * hour)) * 24 * hour + 24 * hour + ++sessions * hour)
  const body = {
    name: 'Asha Verma',
    email: booker.email,
    phoneNumber: '9845012345',
    whatsappNumber: '9845012345',
    preferredDate: startsAt.toISOString().slice(0, 10),
    preferredTime: startsAt.toISOString().slice(11, 16),
    timeZone: 'UTC',
    coachId: coach.id,
    coachName: coach.name,
    sport: 'Badminton',
    bookingType: 'coach',
  }
  let proof = {}
  if (paid) {
    const order = (await send('POST', '/v1/razorpay', booker, { action: 'CreateOrder', bookingData: body })).json().data
    const pay = (await send('POST', '/v1/razorpay/sandbox/pay', booker, { order_id: order.id })).json()
    proof = {
      razorpayOrderId: pay.razorpay_order_id,
      razorpayPaymentId: pay.razorpay_payment_id,
      razorpaySignature: pay.razorpay_signature,
    }
  }
  const response = await send('POST', '/v1/booking', booker, { ...body, ...proof })
  expect(response.statusCode).toBe(201)
  const booking = response.json().data
  expect(booking.paymentStatus).toBe(paid ? 'completed' : 'pending')
  return {
    id: booking.id,
    booker,
    paid,
    refunded: false,
    status: 'pending',
    reported: false,
    startsAt: new Date(booking.preferredAt),
  }
}

/** Plays one action on the app and on the model; an action the booking's state does not allow is skipped. */
async function play(
  step: Action,
  state: { provider: Person; coach: { id: string; name: string }; bookings: Booking[] },
) {
  if (!('booking' in step)) {
    state.bookings.push(await bookSession(state.coach, step.kind === 'pay'))
    return
  }
  const booking = state.bookings[step.booking % Math.max(state.bookings.length, 1)]
  if (!booking) return
  const holdsMoney = booking.paid && !booking.refunded
  const statusTo = async (person: Person, to: Status) => {
    const answer = await send('PATCH', `/v1/booking/${booking.id}`, person, { status: to })
    expect(answer.statusCode).toBe(200)
    booking.status = to
    return answer.json()
  }
  switch (step.kind) {
    case 'accept':
    case 'decline':
      if (booking.status === 'pending') await statusTo(state.provider, step.kind === 'accept' ? 'accepted' : 'declined')
      return
    case 'complete':
      if (booking.status === 'accepted') await statusTo(state.provider, 'completed')
      return
    case 'cancel': {
      if (booking.status !== 'pending' && booking.status !== 'accepted') return
      // The booker cancelling before the session, within the policy's days: a payment comes back in full.
      const answer = await statusTo(booking.booker, 'cancelled')
      expect(answer.refund?.refunded ?? false).toBe(holdsMoney)
      if (holdsMoney) booking.refunded = true
      return
    }
    case 'refund': {
      if (!holdsMoney) return
      const detail = await t.app.inject({ url: `/v1/console/bookings/${booking.id}`, headers: admin.headers })
      const answer = await send('POST', `/v1/console/bookings/${booking.id}/refund`, admin, {
        openedVersion: detail.json().data.booking.updatedAt,
        reason: 'The player asked the operator',
      })
      expect(answer.statusCode).toBe(200)
      booking.refunded = true
      if (booking.status === 'pending' || booking.status === 'accepted') booking.status = 'cancelled'
      return
    }
    case 'noShow': {
      if ((booking.status !== 'accepted' && booking.status !== 'completed') || booking.reported) return
      // An hour after the session ended, the booker reports the provider absent; the provider disputes it and
      // an operator upholds the report: a payment comes back in full.
      now = booking.startsAt.getTime() + 2 * hour
      try {
        const url = `/v1/booking/${booking.id}/no-show`
        expect((await send('POST', url, booking.booker, { absent: 'provider' })).statusCode).toBe(201)
        booking.reported = true
        const dispute = { note: 'I was there and waited on the call' }
        expect((await send('POST', `${url}/dispute`, state.provider, dispute)).statusCode).toBe(200)
        const queue = await t.app.inject({ url: '/v1/console/no-show-disputes', headers: admin.headers })
        const report = queue.json().data.find((item: { booking: { id: string } }) => item.booking.id === booking.id)
        const decision = { decision: 'uphold', reason: 'The call log shows nobody joined' }
        const decided = await send('POST', `/v1/console/no-show-disputes/${report.id}`, admin, decision)
        expect(decided.statusCode).toBe(200)
        expect(decided.json().refund?.refunded ?? false).toBe(holdsMoney)
        if (holdsMoney) booking.refunded = true
      } finally {
        now = realNow
      }
      return
    }
  }
}

describe('the ledger under random sequences of booking events', () => {
  it('balances every journal and owes each provider what was paid minus what went back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 8 }), async (actions) => {
        const provider = await signIn(t.app)
        const row = await insertCoach(t.db, {
          userId: provider.userId,
          firstName: 'Meera',
          lastName: 'Iyer',
          feeAmount: 900,
        })
        const state = { provider, coach: { id: row.id, name: 'Meera Iyer' }, bookings: [] as Booking[] }
        for (const step of actions) await play(step, state)

        // Every journal of the database balances in its currency.
        const unbalanced = await queryRows(
          t.db,
          sql`select journal_id from ledger_lines group by journal_id, currency having sum(amount_minor) <> 0`,
        )
        expect(unbalanced).toEqual([])
        // Each booking: what its journals still owe the provider is its payment, unless it went back.
        for (const booking of state.bookings) {
          const [owed] = await queryRows<{ owed: number; journals: number }>(
            t.db,
            sql`select coalesce(-sum(l.amount_minor) filter (where l.account = 'provider_payable'), 0)::int as owed,
                  count(distinct j.id)::int as journals
                from ledger_journals j join ledger_lines l on l.journal_id = j.id where j.booking_id = ${booking.id}`,
          )
          expect(owed).toEqual({
            owed: booking.paid && !booking.refunded ? fee : 0,
            journals: (booking.paid ? 1 : 0) + (booking.refunded ? 1 : 0),
          })
        }
        // The provider's balance, as the console shows it: paid minus returned.
        const paid = state.bookings.filter((booking) => booking.paid).length * fee
        const returned = state.bookings.filter((booking) => booking.refunded).length * fee
        const ledger = await t.app.inject({
          url: `/v1/console/ledger?providerUserId=${provider.userId}`,
          headers: admin.headers,
        })
        expect(ledger.json().data.balances).toEqual(paid > 0 ? [{ currency: 'INR', heldMinor: paid - returned }] : [])
      }),
      { numRuns: 12 },
    )
  }, 120_000)
})
