import { formatMinorAmount, moneyOf, rupees } from '@rally/shared'
import type {
  bookingEvents,
  bookings,
  manualPayments,
  paymentOrders,
  personalCoaches,
  sparringPartners,
} from '../schema/index.ts'

type Dated = { id: string; createdAt: Date }
type PartnerRow = typeof sparringPartners.$inferInsert & Dated
type CoachRow = typeof personalCoaches.$inferInsert & Dated
type BookingRow = typeof bookings.$inferInsert & { id: string; createdAt: Date }
type EventRow = typeof bookingEvents.$inferInsert

const day = 24 * 60 * 60 * 1000

/**
 * The console's payments queue on `npm start`: two pay-later bookings whose UPI payments wait for an
 * operator (the amounts match their fees), and two bookings paid online within the refund window.
 * Their dates follow `now` (the start of its day, so that two seeds on one day write the same rows),
 * as the refund window is counted from the real clock; every other demo booking keeps the reference date.
 */
export const demoPaymentBookingIds = [
  '5e7d1c2a-0b1a-4c55-9d8e-0a1b2c3d4e01',
  '5e7d1c2a-0b1a-4c55-9d8e-0a1b2c3d4e02',
  '5e7d1c2a-0b1a-4c55-9d8e-0a1b2c3d4e03',
  '5e7d1c2a-0b1a-4c55-9d8e-0a1b2c3d4e04',
] as const

type Person = {
  type: 'partner' | 'coach'
  id: string
  name: string
  sport: string
  fee: number
  minutes: number
}

const guests = [
  { name: 'Priya Nair', email: 'priya.nair@mail.example', phone: '9845011001' },
  { name: 'Rohan Das', email: 'rohan.das@mail.example', phone: '9845011002' },
  { name: 'Meera Iyer', email: 'meera.iyer@mail.example', phone: '9845011003' },
  { name: 'Kabir Shah', email: 'kabir.shah@mail.example', phone: '9845011004' },
]

export function buildDemoPayments({
  partners,
  coaches,
  now,
}: {
  partners: PartnerRow[]
  coaches: CoachRow[]
  now: Date
}) {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const at = (daysAgo: number, hour: number) => new Date(today.getTime() - daysAgo * day + hour * 60 * 60 * 1000)
  const inRupees = <TRow extends { feeAmount?: number | null; feeCurrency?: string }>(row: TRow) =>
    Boolean(row.feeAmount && row.feeAmount > 0 && (row.feeCurrency ?? rupees) === rupees)
  const people: Person[] = [
    ...partners
      .filter((row) => row.status === 'ACTIVE' && inRupees(row) && !row.userId)
      .slice(0, 2)
      .map((row) => ({
        type: 'partner' as const,
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        sport: row.sport ?? 'Badminton',
        fee: row.feeAmount as number,
        minutes: 60,
      })),
    ...coaches
      .filter((row) => row.isApproved && inRupees(row) && !row.userId)
      .slice(0, 2)
      .map((row) => ({
        type: 'coach' as const,
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        sport: row.category ?? 'Tennis',
        fee: row.feeAmount as number,
        minutes: row.sessionMinutes ?? 60,
      })),
  ]
  if (people.length < 4) throw new Error('The catalogue has too few people with a rupee fee for the payment demos')
  // Partner, coach, partner, coach: each kind in each queue.
  const [partnerA, partnerB, coachA, coachB] = people as [Person, Person, Person, Person]
  const plan = [
    { person: partnerA, createdAt: at(2, 5), paid: false },
    { person: coachA, createdAt: at(1, 6), paid: false },
    { person: partnerB, createdAt: at(1, 4), paid: true },
    { person: coachB, createdAt: at(3, 7), paid: true },
  ]

  const bookingRows: BookingRow[] = []
  const orders: (typeof paymentOrders.$inferInsert)[] = []
  const reports: (typeof manualPayments.$inferInsert)[] = []
  const events: EventRow[] = []
  plan.forEach(({ person, createdAt, paid }, index) => {
    const id = demoPaymentBookingIds[index] as string
    const guest = guests[index] as (typeof guests)[number]
    const { amountMinor } = moneyOf(person.fee, rupees)
    const orderId = `order_DemoConsole${index + 1}`
    const paymentId = `pay_DemoConsole${index + 1}`
    bookingRows.push({
      id,
      resourceType: person.type,
      resourceId: person.id,
      bookingType: person.type === 'coach' ? 'coach' : 'player',
      name: guest.name,
      email: guest.email,
      phone: guest.phone,
      countryCode: '+91',
      city: 'Bengaluru',
      country: 'India',
      sport: person.sport,
      requestedEntityName: person.name,
      priceMinor: amountMinor,
      priceCurrency: rupees,
      amountMinor: paid ? amountMinor : 0,
      currency: rupees,
      preferredAt: person.type === 'coach' ? new Date(createdAt.getTime() + 4 * day) : null,
      timeZone: person.type === 'coach' ? 'Asia/Kolkata' : null,
      durationMinutes: person.minutes,
      status: index === 1 ? 'pending' : 'accepted',
      paymentStatus: paid ? 'completed' : 'awaiting_confirmation',
      paymentOrderId: paid ? orderId : null,
      paymentId: paid ? paymentId : null,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + 3 * 60 * 60 * 1000),
    })
    events.push({
      bookingId: id,
      at: createdAt,
      actorId: null,
      actorKind: 'booker',
      kind: 'created',
      to: 'pending',
      note: 'payment: pending',
    })
    if (paid) {
      orders.push({
        provider: 'sandbox',
        providerOrderId: orderId,
        amountMinor,
        currency: rupees,
        receipt: `rally_demo${index + 1}`,
        bookingData: {},
        status: 'paid',
        providerPaymentId: paymentId,
        bookingId: id,
        createdAt: new Date(createdAt.getTime() - 2 * 60 * 1000),
        updatedAt: createdAt,
      })
      events.push({
        bookingId: id,
        at: new Date(createdAt.getTime() + 1000),
        actorId: null,
        actorKind: 'payment-provider',
        kind: 'payment',
        from: 'pending',
        to: 'completed',
        note: `sandbox payment ${paymentId}`,
      })
    } else {
      const reference = `UTR60${String(4_512_398_760 + index * 7_919)}`
      const reportedAt = new Date(createdAt.getTime() + 2 * 60 * 60 * 1000)
      reports.push({
        amountMinor,
        currency: rupees,
        reference,
        payerName: guest.name,
        payerEmail: guest.email,
        bookingId: id,
        status: 'awaiting_confirmation',
        createdAt: reportedAt,
        updatedAt: reportedAt,
      })
      events.push({
        bookingId: id,
        at: reportedAt,
        actorId: null,
        actorKind: 'booker',
        kind: 'payment',
        from: 'pending',
        to: 'awaiting_confirmation',
        note: `UPI ${reference}: ${formatMinorAmount(amountMinor, rupees)} reported`,
      })
    }
    if (index !== 1) {
      events.push({
        bookingId: id,
        at: new Date(createdAt.getTime() + 3 * 60 * 60 * 1000),
        actorId: null,
        actorKind: 'provider',
        kind: 'status',
        from: 'pending',
        to: 'accepted',
      })
    }
  })
  return { bookings: bookingRows, orders, reports, events }
}

/** Every other demo booking's history begins with its creation, by its booker, when it was made. */
export function createdEvents(rows: BookingRow[]): EventRow[] {
  return rows.map((row) => ({
    bookingId: row.id,
    at: row.createdAt,
    actorId: row.userId ?? null,
    actorKind: 'booker',
    kind: 'created',
    to: 'pending',
    note: `payment: ${row.paymentStatus ?? 'pending'}`,
  }))
}
