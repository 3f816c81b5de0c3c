import { payoutDisputeWindowHours } from '@rally/shared'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/client.ts'
import { payoutTransfers, users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/app.ts'
import { signIn } from '../../test/auth.ts'
import { insertCoach } from '../../test/fixtures.ts'
import { activeRouteAccount, payoutsOf } from '../../test/payouts.ts'
import { startRouteTwin } from '../../test/route-twin.ts'

// A property of the ledger (decision 063) through the real flows on a real database: whatever happens to a
// provider's bookings (paid online or later, accepted, completed, declined, cancelled by the booker, refunded
// in the console, a no-show of the provider upheld, its transfer made to the provider's Route account, released
// after the session and its dispute window), every journal balances, every booking's journals net to what it
// still holds, and what was paid minus what went back is what Rally holds for the provider plus what it
// transferred to them and did not take back (decision 065).
type Person = Awaited<ReturnType<typeof signIn>>
const hour = 3_600_000
const fee = 90_000
const realNow = Date.now()
let now = realNow
const clock = () => new Date(now)
const webhookSecret = 'ledger-property-route'
let t: Awaited<ReturnType<typeof createTestApp>>
let route: Awaited<ReturnType<typeof startRouteTwin>>
let admin: Person

beforeAll(async () => {
  route = await startRouteTwin({ webhookSecret, clock })
  t = await createTestApp({ RATE_LIMITS: 'false' }, { clock, payoutsProvider: route.provider })
  admin = await signIn(t.app)
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userId))
})
afterAll(async () => {
  await t?.close()
  await route?.close()
})

/** The payout jobs, as the scheduler of any process runs them. */
const jobs = () => payoutsOf(t.db, route.provider, clock)

type Status = 'pending' | 'accepted' | 'completed' | 'declined' | 'cancelled'
/** Its payout: none yet (or never, unpaid), made and held, released, taken back (reversed or cancelled). */
type Transfer = 'none' | 'held' | 'released' | 'back'
type Booking = {
  id: string
  booker: Person
  paid: boolean
  refunded: boolean
  status: Status
  reported: boolean
  startsAt: Date
  transfer: Transfer
}
type BookingAction = { kind: 'accept' | 'decline' | 'complete' | 'cancel' | 'refund' | 'noShow'; booking: number }
type Action = { kind: 'pay' } | { kind: 'payLater' } | { kind: 'transfer' } | { kind: 'release' } | BookingAction

// Weighted so that most sequences pay for sessions and then do something with them.
const onBooking = (kind: BookingAction['kind']) => fc.record({ kind: fc.constant(kind), booking: fc.nat(3) })
const action: fc.Arbitrary<Action> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'pay' as const }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'payLater' as const }), weight: 1 },
  { arbitrary: onBooking('accept'), weight: 5 },
  { arbitrary: onBooking('decline'), weight: 1 },
  { arbitrary: onBooking('complete'), weight: 4 },
  { arbitrary: onBooking('cancel'), weight: 2 },
  { arbitrary: onBooking('refund'), weight: 2 },
  { arbitrary: onBooking('noShow'), weight: 2 },
  { arbitrary: fc.constant({ kind: 'transfer' as const }), weight: 4 },
  { arbitrary: fc.constant({ kind: 'release' as const }), weight: 3 },
)
/** Besides the random ones, a whole life: paid, served, transferred, released, then refunded by an operator. */
const wholeLife: Action[] = [
  { kind: 'pay' },
  { kind: 'pay' },
  { kind: 'accept', booking: 0 },
  { kind: 'complete', booking: 0 },
  { kind: 'transfer' },
  { kind: 'release' },
  { kind: 'cancel', booking: 1 },
  { kind: 'refund', booking: 0 },
]

let sessions = 0
const send = (method: 'POST' | 'PATCH' | 'PUT', url: string, person: Person, payload: Record<string, unknown> = {}) =>
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
    // Razorpay Route knows the payment it captured, and transfers from it.
    route.capturePayment(pay.razorpay_payment_id, fee, 'INR')
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
    transfer: 'none',
  }
}

/** A refund takes back the booking's payout: reversed at Razorpay once made, cancelled before. */
const refunded = (booking: Booking) => {
  booking.refunded = true
  booking.transfer = booking.transfer === 'none' ? 'none' : 'back'
}

/** Plays one action on the app and on the model; an action the booking's state does not allow is skipped. */
async function play(
  step: Action,
  state: { provider: Person; coach: { id: string; name: string }; bookings: Booking[] },
) {
  if (step.kind === 'transfer') {
    // The transfer job: every paid booking's payout not yet made is made, held until the session is over.
    await jobs().runTransfers()
    for (const booking of state.bookings)
      if (booking.paid && !booking.refunded && booking.transfer === 'none') booking.transfer = 'held'
    return
  }
  if (step.kind === 'release') {
    // Later than every session's end and its dispute window: the release job lets go of what is held for
    // a completed session (the others stay held).
    now = Math.max(...state.bookings.map((b) => b.startsAt.getTime()), realNow) + (payoutDisputeWindowHours + 3) * hour
    try {
      await jobs().releaseDue()
    } finally {
      now = realNow
    }
    for (const booking of state.bookings) {
      if (booking.transfer !== 'held' || booking.status !== 'completed') continue
      booking.transfer = 'released'
      const [payout] = await t.db.select().from(payoutTransfers).where(eq(payoutTransfers.bookingId, booking.id))
      expect(payout?.status).toBe('released')
      expect(route.transfers.get(payout?.routeTransferId as string)?.onHold).toBe(false)
    }
    return
  }
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
      if (holdsMoney) refunded(booking)
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
      refunded(booking)
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
        if (holdsMoney) refunded(booking)
      } finally {
        now = realNow
      }
      return
    }
  }
}

describe('the ledger under random sequences of booking events', () => {
  it('balances every journal; what was paid minus what went back is what Rally holds plus what it transferred', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 16 }), async (actions) => {
        const provider = await signIn(t.app)
        const row = await insertCoach(t.db, {
          userId: provider.userId,
          firstName: 'Meera',
          lastName: 'Iyer',
          feeAmount: 900,
        })
        await activeRouteAccount(t.app, t.db, route, provider, {
          legalName: 'Meera Iyer',
          beneficiaryName: 'Meera Iyer',
          email: provider.email,
        })
        const state = { provider, coach: { id: row.id, name: 'Meera Iyer' }, bookings: [] as Booking[] }
        for (const step of actions) await play(step, state)

        // Every journal of the database balances in its currency.
        const unbalanced = await queryRows(
          t.db,
          sql`select journal_id from ledger_lines group by journal_id, currency having sum(amount_minor) <> 0`,
        )
        expect(unbalanced).toEqual([])
        // The sums the database keeps per provider and month are the sums of the lines.
        const drift = await queryRows(
          t.db,
          sql`select provider_user_id, month, currency, kind
              from (select provider_user_id, month, currency, kind, sum(amount_minor) as amount_minor
                    from ledger_provider_months group by 1, 2, 3, 4) kept
              full join (select provider_user_id, date_trunc('month', occurred_at at time zone 'UTC')::date as month,
                           currency, kind, sum(amount_minor) as amount_minor
                         from ledger_lines where provider_user_id is not null group by 1, 2, 3, 4) summed
              using (provider_user_id, month, currency, kind)
              where kept.amount_minor is distinct from summed.amount_minor`,
        )
        expect(drift).toEqual([])
        // Each booking: its payout is where the model says, and what its journals still owe the provider is its
        // payment, unless it went back or was transferred to them.
        const payoutStates = { none: 'pending', held: 'on_hold', released: 'released', back: 'reversed' } as const
        for (const booking of state.bookings) {
          const [payout] = await t.db
            .select({ status: payoutTransfers.status })
            .from(payoutTransfers)
            .where(eq(payoutTransfers.bookingId, booking.id))
          const expected = !booking.paid
            ? undefined
            : booking.refunded && booking.transfer === 'none'
              ? 'cancelled'
              : payoutStates[booking.transfer]
          expect(payout?.status).toBe(expected)
          const [owed] = await queryRows<{ owed: number; journals: number }>(
            t.db,
            sql`select coalesce(-sum(l.amount_minor) filter (where l.account = 'provider_payable'), 0)::int as owed,
                  count(distinct j.id)::int as journals
                from ledger_journals j join ledger_lines l on l.journal_id = j.id where j.booking_id = ${booking.id}`,
          )
          const transferred = booking.transfer === 'held' || booking.transfer === 'released'
          expect(owed).toEqual({
            owed: booking.paid && !booking.refunded && !transferred ? fee : 0,
            journals:
              (booking.paid ? 1 : 0) +
              (booking.refunded ? 1 : 0) +
              (booking.transfer === 'none' ? 0 : 1) +
              (booking.transfer === 'back' ? 1 : 0),
          })
        }
        // The provider's balance, as the console shows it: what was paid, less what went back and what is
        // already theirs at Razorpay.
        const paid = state.bookings.filter((booking) => booking.paid).length * fee
        const returned = state.bookings.filter((booking) => booking.refunded).length * fee
        const transferred =
          state.bookings.filter((booking) => booking.transfer === 'held' || booking.transfer === 'released').length *
          fee
        const ledger = await t.app.inject({
          url: `/v1/console/ledger?providerUserId=${provider.userId}`,
          headers: admin.headers,
        })
        expect(ledger.json().data.balances).toEqual(
          paid > 0 ? [{ currency: 'INR', heldMinor: paid - returned - transferred }] : [],
        )
      }),
      { numRuns: 12, examples: [[wholeLife]] },
    )
  }, 120_000)
})
