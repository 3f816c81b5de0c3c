import type { Faker } from '@faker-js/faker'
import { moneyFromFee, onlinePaymentCurrency, rupees } from '@rally/shared'
import type { bookings, feedbacks, personalCoaches, sparringPartners } from '../schema/index.ts'
import type { DemoAccounts } from './demo-users.ts'

type Dated = { id: string; createdAt: Date }
type PartnerRow = typeof sparringPartners.$inferInsert & Dated
type CoachRow = typeof personalCoaches.$inferInsert & Dated
type BookingRow = typeof bookings.$inferInsert & { id: string; createdAt: Date }
type FeedbackRow = typeof feedbacks.$inferInsert
type Status = NonNullable<BookingRow['status']>
type Rating = Pick<FeedbackRow, 'rating' | 'comment' | 'status'> & { daysAgo: number }

/** Who books, as the booking form collects it. */
export type Booker = {
  name: string
  email: string
  phone: string
  countryCode: string
  whatsappNumber: string | null
  city: string
  country: string
  /** The booker's IANA time zone, in which a specialist session's time was chosen. */
  timeZone: string
  age: string | null
}

/** A partner or an approved specialist, as a booking sees them. */
type Resource = {
  type: 'partner' | 'coach'
  id: string
  name: string
  sport: string
  feeAmount: number | null
  feeCurrency: string
  /** A specialist's session length; partners play 60 or 90 minutes. */
  sessionMinutes: number | null
  city: string | null
  country: string | null
  createdAt: Date
}

const day = 24 * 60 * 60 * 1000
const guestBookings = 1488
// Per cent of bookings in each state; completed takes whatever rounding leaves.
const statusShares: Record<Exclude<Status, 'completed'>, number> = {
  pending: 15,
  accepted: 15,
  cancelled: 8,
  declined: 7,
}
/** How far back a booking in each state was made: requests are answered within days, sessions take place. */
const windows: Record<Status, { daysBack: number; settledDays: number }> = {
  pending: { daysBack: 14, settledDays: 0 },
  accepted: { daysBack: 30, settledDays: 0 },
  completed: { daysBack: 400, settledDays: 10 },
  cancelled: { daysBack: 400, settledDays: 0 },
  declined: { daysBack: 400, settledDays: 0 },
}
/** Bookers come back: about a third of bookings are by someone who booked near there before. */
const repeatShare = 0.3
/** Online payment is in INR; most who book an INR-priced session pay when booking. */
const paidShare = 0.8

const comments = {
  partner: [
    'Looking for singles practice before the district tournament.',
    'Weekend mornings suit me best.',
    'I am a club-level player, happy to do drills as well as games.',
    'Booking for my son, who plays under-15 events.',
    'Would like to practise doubles rotation with you and a friend.',
    'Can we play at your usual courts?',
  ],
  coach: [
    'I would like help with my backhand; I will send a video before the call.',
    'Preparing for the nationals next month.',
    'My daughter is 12 and has just started playing tournaments.',
    'Looking for a fitness plan that fits around school timings.',
    'I get nervous in close matches and want to work on that.',
    'Please look at my serve; I have recorded two matches.',
  ],
}

/** Where the demo accounts that book live; their names, e-mails and phones come from their users. */
const demoHomes: Record<'player' | 'parent', Pick<Booker, 'city' | 'country' | 'timeZone' | 'age'>> = {
  player: { city: 'Bengaluru', country: 'India', timeZone: 'Asia/Kolkata', age: '29' },
  parent: { city: 'Kuala Lumpur', country: 'Malaysia', timeZone: 'Asia/Kuala_Lumpur', age: '13' },
}

export type BookingsInput = {
  partners: PartnerRow[]
  coaches: CoachRow[]
  demo: DemoAccounts
  /** A new guest near a partner's or specialist's home (or anywhere, without one). */
  newGuest: (near?: { country: string | null; city: string | null }) => Booker
  referenceDate: Date
}

/**
 * About 1,500 booking requests over the 400 days before the reference date, with active partners
 * and approved specialists, mostly by guests. The demo player and parent have their own history:
 * the player has completed sessions with the demo partner, the demo coach and one other specialist
 * (rated) and has one request waiting; the parent has two completed sessions. The demo partner and
 * coach have requests waiting in their inbox. Returns the bookings and the demo users' feedback.
 */
export function buildBookings(
  f: Faker,
  { partners, coaches, demo, newGuest, referenceDate }: BookingsInput,
): { bookings: BookingRow[]; feedbacks: FeedbackRow[] } {
  const resources = {
    partner: partners.filter((row) => row.status === 'ACTIVE').map(partnerResource),
    coach: coaches.filter((row) => row.isApproved).map(coachResource),
  }
  // Some people are booked far more than others; champions draw a crowd.
  const popularity = (list: Resource[], champions = new Set<string>()) =>
    list.map((value) => ({ value, weight: f.number.int({ min: 1, max: 8 }) * (champions.has(value.id) ? 2 : 1) }))
  const byPopularity = {
    partner: popularity(resources.partner),
    coach: popularity(resources.coach, new Set(coaches.filter((row) => row.isChampion).map((row) => row.id))),
  }

  const returning = new Map<string, Booker[]>()
  function guestFor(resource: Resource, status: Status): Booker {
    // Partners meet on court, so their bookers live nearby; specialists talk online with anyone.
    const near =
      resource.type === 'partner'
        ? { country: resource.country, city: resource.city }
        : f.datatype.boolean(0.6)
          ? { country: resource.country, city: null }
          : undefined
    const key = resource.type === 'partner' ? `${resource.country}/${resource.city}` : 'online'
    const known = returning.get(key) ?? []
    // A guest has one open request at a time (bookings_one_open_request_per_guest), so requests still
    // waiting for an answer come from new guests.
    if (status !== 'pending' && known.length > 0 && f.datatype.boolean(repeatShare)) {
      return f.helpers.arrayElement(known)
    }
    const guest = newGuest(near)
    returning.set(key, [...known, guest])
    return guest
  }

  function booking(
    resource: Resource,
    booker: Booker,
    status: Status,
    createdAt: Date,
    { userId = null, payOnline }: { userId?: string | null; payOnline?: boolean } = {},
  ) {
    // As the booking service decides: a free booking is settled at once; an INR fee can be paid online
    // (a declined or cancelled request never got that far); anything else is paid later, in person.
    const free = !resource.feeAmount
    const price = moneyFromFee(resource.feeAmount, resource.feeCurrency)
    const paid =
      !free &&
      resource.feeCurrency === onlinePaymentCurrency &&
      status !== 'cancelled' &&
      status !== 'declined' &&
      (payOnline ?? f.datatype.boolean(paidShare))
    const settled = { pending: 0, accepted: 2, completed: 12, cancelled: 5, declined: 3 }[status]
    const preferredAt =
      resource.type === 'coach'
        ? localTime(
            new Date(createdAt.getTime() + f.number.int({ min: 1, max: 9 }) * day),
            f.number.int({ min: 7, max: 20 }),
            f.helpers.arrayElement([0, 30]),
            booker.timeZone,
          )
        : null
    return {
      id: f.string.uuid(),
      resourceType: resource.type,
      resourceId: resource.id,
      bookingType: resource.type === 'partner' ? 'player' : 'coach',
      userId,
      name: booker.name,
      email: booker.email,
      age: booker.age,
      city: booker.city,
      country: booker.country,
      countryCode: booker.countryCode,
      phone: booker.phone,
      whatsappNumber: booker.whatsappNumber,
      sport: resource.sport,
      comment: f.helpers.maybe(() => f.helpers.arrayElement(comments[resource.type]), { probability: 0.5 }) ?? null,
      requestedEntityName: resource.name,
      priceMinor: price?.amountMinor ?? null,
      priceCurrency: price?.currency ?? null,
      amountMinor: paid ? (price?.amountMinor ?? 0) : 0,
      currency: resource.feeCurrency,
      preferredAt,
      timeZone: resource.type === 'coach' ? booker.timeZone : null,
      durationMinutes: resource.sessionMinutes ?? f.helpers.arrayElement([60, 90]),
      status,
      paymentStatus: free || paid ? 'completed' : 'pending',
      paymentOrderId: paid ? `order_${f.string.alphanumeric({ length: 14, casing: 'mixed' })}` : null,
      paymentId: paid ? `pay_${f.string.alphanumeric({ length: 14, casing: 'mixed' })}` : null,
      createdAt,
      updatedAt: new Date(
        Math.min(createdAt.getTime() + f.number.int({ min: 0, max: settled }) * day, referenceDate.getTime()),
      ),
    } satisfies BookingRow
  }

  /** Some time during the (Asian) day, that many days before the reference date. */
  const daytime = (daysAgo: number) =>
    new Date(daysBefore(referenceDate, daysAgo).getTime() + f.number.int({ min: 3 * 60, max: 15 * 60 }) * 60 * 1000)

  /** A moment in a state's window, after the person booked had registered; none if they registered too late. */
  function when(resource: Resource, status: Status): Date | undefined {
    const { daysBack, settledDays } = windows[status]
    const from = Math.max(resource.createdAt.getTime() + day, referenceDate.getTime() - daysBack * day)
    const to = referenceDate.getTime() - settledDays * day
    return from < to ? f.date.between({ from, to }) : undefined
  }

  const answered = (Object.entries(statusShares) as [Status, number][]).flatMap(([status, share]) =>
    Array<Status>(Math.round((guestBookings * share) / 100)).fill(status),
  )
  const statuses = f.helpers.shuffle([...answered, ...Array<Status>(guestBookings - answered.length).fill('completed')])

  const rows: BookingRow[] = statuses.map((status) => {
    for (;;) {
      const resource = f.helpers.weightedArrayElement(byPopularity[f.datatype.boolean(0.6) ? 'partner' : 'coach'])
      const createdAt = when(resource, status)
      if (createdAt) return booking(resource, guestFor(resource, status), status, createdAt)
    }
  })

  // The demo partner's and coach's inboxes: requests to accept or decline, and one accepted.
  for (const resource of [partnerResource(demo.partner), coachResource(demo.coach)]) {
    for (const [status, daysAgo] of [
      ['pending', 1],
      ['pending', 3],
      ['accepted', 6],
    ] as const) {
      rows.push(booking(resource, guestFor(resource, status), status, daytime(daysAgo)))
    }
  }

  // The demo player's and parent's own history, and what they thought of it.
  const userFeedbacks: FeedbackRow[] = []
  const bookedBy = (key: 'player' | 'parent') => {
    const user = demo.user(key)
    const booker: Booker = {
      name: `${user.firstName} ${user.lastName}`,
      email: user.email,
      phone: user.phoneNumber ?? '',
      countryCode: user.countryCode ?? '',
      whatsappNumber: null,
      ...demoHomes[key],
    }
    return (resource: Resource, status: Status, daysAgo: number, rating?: Rating) => {
      // The latest request was paid online and accepted: it is upcoming, not open, so the demo
      // player can make a new request at once (one open request at a time, decision 012).
      const payOnline = status === 'accepted' ? true : undefined
      rows.push(booking(resource, booker, status, daytime(daysAgo), { userId: user.id, payOnline }))
      if (rating) {
        userFeedbacks.push({
          ...rating,
          resourceType: resource.type,
          resourceId: resource.id,
          userId: user.id,
          // First name and initial, as the feedback service signs a rating.
          authorName: `${user.firstName} ${user.lastName?.charAt(0)}.`,
          createdAt: daysBefore(referenceDate, rating.daysAgo),
        })
      }
    }
  }
  const settledBefore = (days: number) => (row: Dated) => row.createdAt < daysBefore(referenceDate, days)
  const firstOf = <TRow extends Dated>(candidates: TRow[][]): TRow => {
    const found = candidates.find((list) => list.length > 0)?.[0]
    if (!found) throw new Error('The catalogue has nobody for a demo booking')
    return found
  }
  const fullProfile = (row: CoachRow) =>
    row.isApproved && !row.isChampion && row.experienceYears != null && row.id !== demo.coach.id

  const player = bookedBy('player')
  player(partnerResource(demo.partner), 'completed', 60)
  player(coachResource(demo.coach), 'completed', 40)
  const tennisCoaches = coaches.filter(
    (row) => fullProfile(row) && row.category === 'Tennis' && settledBefore(150)(row),
  )
  const otherCoach = firstOf([tennisCoaches.filter((row) => row.country === demoHomes.player.country), tennisCoaches])
  player(coachResource(otherCoach), 'completed', 120, {
    rating: 5,
    comment: 'Clear advice on my second serve and a drill plan I could follow on my own.',
    status: 'approved',
    daysAgo: 108,
  })
  const localPartners = partners.filter(
    (row) =>
      row.status === 'ACTIVE' && row.sport === 'Badminton' && row.id !== demo.partner.id && settledBefore(30)(row),
  )
  player(
    partnerResource(
      firstOf([
        localPartners.filter((row) => row.city === demoHomes.player.city),
        localPartners.filter((row) => row.country === demoHomes.player.country),
      ]),
    ),
    'accepted',
    2,
  )

  const parent = bookedBy('parent')
  const juniorCoaches = coaches.filter(
    (row) => fullProfile(row) && row.category === 'Badminton' && settledBefore(150)(row),
  )
  parent(
    coachResource(firstOf([juniorCoaches.filter((row) => row.country === demoHomes.parent.country), juniorCoaches])),
    'completed',
    90,
    {
      rating: 4,
      comment: 'My daughter enjoyed the call and finally understood the split step.',
      status: 'approved',
      daysAgo: 78,
    },
  )
  parent(
    partnerResource(
      firstOf([
        localPartners.filter((row) => row.city === demoHomes.parent.city && settledBefore(60)(row)),
        localPartners.filter((row) => row.country === demoHomes.parent.country && settledBefore(60)(row)),
        localPartners.filter(settledBefore(60)),
      ]),
    ),
    'completed',
    30,
    {
      rating: 5,
      comment: 'Patient with a 13-year-old and kept every rally going.',
      // Waiting for a moderator, so the admin account has a signed-in rating to approve.
      status: 'pending',
      daysAgo: 27,
    },
  )

  return { bookings: rows, feedbacks: userFeedbacks.map((row) => ({ id: f.string.uuid(), ...row })) }
}

function partnerResource(row: PartnerRow): Resource {
  return {
    type: 'partner',
    id: row.id,
    name: fullName(row),
    sport: row.sport,
    feeAmount: row.feeAmount ?? null,
    feeCurrency: row.feeCurrency ?? rupees,
    sessionMinutes: null,
    city: row.city ?? null,
    country: row.country ?? null,
    createdAt: row.createdAt,
  }
}

function coachResource(row: CoachRow): Resource {
  return {
    type: 'coach',
    id: row.id,
    name: fullName(row),
    sport: row.category,
    feeAmount: row.feeAmount ?? null,
    feeCurrency: row.feeCurrency ?? rupees,
    sessionMinutes: row.sessionMinutes ?? 45,
    city: row.city ?? null,
    country: row.country ?? null,
    createdAt: row.createdAt,
  }
}

function fullName(row: { firstName: string; lastName?: string }): string {
  return [row.firstName, row.lastName].filter(Boolean).join(' ')
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * day)
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>()

/** The instant a wall-clock time on the given (UTC) calendar day has in a time zone. */
function localTime(date: Date, hour: number, minute: number, timeZone: string): Date {
  const wallClock = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), hour, minute)
  let format = offsetFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    offsetFormats.set(timeZone, format)
  }
  const offset = format.formatToParts(new Date(wallClock)).find((part) => part.type === 'timeZoneName')?.value
  const [, sign, hours, minutes] = /GMT([+-])(\d\d):(\d\d)/.exec(offset ?? '') ?? []
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0
  return new Date(wallClock - offsetMinutes * 60 * 1000)
}
