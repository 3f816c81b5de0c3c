import { moneyFromFee, notProvided } from '@rally/shared'
import { DateTime, IANAZone } from 'luxon'
import type { bookingEvents, bookings, DateExceptions, schedules, slotClaims, WeeklyHours } from '../schema/index.ts'
import { type Country, countries } from './data/countries.ts'

type ScheduleRow = typeof schedules.$inferInsert
type BookingRow = typeof bookings.$inferInsert & { id: string }
type ClaimRow = typeof slotClaims.$inferInsert
type EventRow = typeof bookingEvents.$inferInsert

/** What the demo's availability needs of a partner or a specialist record. */
type Provider = {
  id: string
  kind: 'partner' | 'coach'
  name: string
  sport: string
  country: string | null
  city: string | null
  feeAmount: number | null
  feeCurrency: string
  /** A specialist's own session length; partners offer an hour or an hour and a half. */
  sessionMinutes: number | null
  isPublic: boolean
}

const range = (start: string, end: string) => [{ start, end }]
const days = (which: string[], ranges: { start: string; end: string }[]): WeeklyHours =>
  Object.fromEntries(which.map((day) => [day, ranges]))

/**
 * Weeks people keep: after work and weekend mornings; early mornings; weekends; office hours (a specialist's
 * video calls). Wall-clock hours in each person's own zone.
 */
const weeks: {
  weekly: WeeklyHours
  bufferMinutes: number
  minimumNoticeMinutes: number
  bookingHorizonDays: number
}[] = [
  {
    weekly: {
      ...days(['1', '2', '3', '4', '5'], range('17:00', '21:00')),
      ...days(['6', '7'], range('08:00', '12:00')),
    },
    bufferMinutes: 15,
    minimumNoticeMinutes: 12 * 60,
    bookingHorizonDays: 60,
  },
  {
    weekly: {
      ...days(['1', '3', '5', '6'], range('06:00', '09:00')),
      ...days(
        ['2', '4'],
        [
          { start: '06:00', end: '08:00' },
          { start: '18:00', end: '20:00' },
        ],
      ),
    },
    bufferMinutes: 0,
    minimumNoticeMinutes: 24 * 60,
    bookingHorizonDays: 30,
  },
  {
    weekly: {
      '5': range('16:00', '20:00'),
      '6': [
        { start: '07:00', end: '12:00' },
        { start: '15:00', end: '19:00' },
      ],
      '7': range('07:00', '12:00'),
    },
    bufferMinutes: 30,
    minimumNoticeMinutes: 6 * 60,
    bookingHorizonDays: 45,
  },
  {
    weekly: days(
      ['1', '2', '3', '4', '5'],
      [
        { start: '09:00', end: '12:00' },
        { start: '14:00', end: '18:00' },
      ],
    ),
    bufferMinutes: 15,
    minimumNoticeMinutes: 12 * 60,
    bookingHorizonDays: 60,
  },
]

const countriesByName = new Map(Object.values(countries).map((country: Country) => [country.name, country]))

/** A person's IANA zone: their city's own where the country has several, else the country's. */
function zoneOf(provider: Pick<Provider, 'country' | 'city'>): string {
  const country = provider.country ? countriesByName.get(provider.country) : undefined
  return country?.places.find((place) => place.city === provider.city)?.zone ?? country?.zone ?? 'Asia/Kolkata'
}

/** Bookers of the sessions already in the diary, one a booking (the e-mail is each booking's own). */
const futureBookers = [
  { name: 'Kavya Menon', countryCode: '+91', phone: '9845012301', country: 'India', timeZone: 'Asia/Kolkata' },
  {
    name: 'Daniel Brooks',
    countryCode: '+1',
    phone: '2125550147',
    country: 'United States',
    timeZone: 'America/New_York',
  },
  { name: 'Putri Lestari', countryCode: '+62', phone: '8121234567', country: 'Indonesia', timeZone: 'Asia/Jakarta' },
  { name: 'Emma Schneider', countryCode: '+49', phone: '15112345678', country: 'Germany', timeZone: 'Europe/Berlin' },
  { name: 'Nattapong Srisuk', countryCode: '+66', phone: '812345678', country: 'Thailand', timeZone: 'Asia/Bangkok' },
]

/**
 * The demo's availability: most partners and specialists publish hours in their own zone (one in seven
 * publishes none and keeps "Contact for availability"), and every third one already has sessions booked in
 * the coming days, which occupy their slots. Relative to `now`, so the diary is always ahead.
 */
export function buildDemoSchedules(providers: Provider[], now: Date) {
  const scheduleRows: ScheduleRow[] = []
  const bookingRows: BookingRow[] = []
  const claimRows: ClaimRow[] = []
  const eventRows: EventRow[] = []
  // Luxon per zone once (today's date there); dates step on the calendar, in UTC.
  const todays = new Map<string, string>()
  const todayIn = (zone: string) => {
    let today = todays.get(zone)
    if (!today) {
      today = DateTime.fromJSDate(now, { zone: IANAZone.create(zone) }).toISODate() as string
      todays.set(zone, today)
    }
    return today
  }
  const datePlus = (date: string, days: number) =>
    DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() as string
  // The day before, from the start of the UTC day: two seeds on one day write the same rows.
  const createdAt = DateTime.fromJSDate(now, { zone: 'utc' }).startOf('day').minus({ days: 1 }).toJSDate()
  providers.forEach((provider, index) => {
    if (!provider.isPublic || index % 7 === 3) return
    const week = weeks[(index + (provider.kind === 'coach' ? 3 : 0)) % weeks.length] as (typeof weeks)[number]
    const sessionMinutes = provider.sessionMinutes ? [provider.sessionMinutes] : index % 2 ? [60, 90] : [60]
    const timeZone = zoneOf(provider)
    const today = todayIn(timeZone)
    // A day off in the coming weeks, as people take them.
    const exceptions: DateExceptions = [{ date: datePlus(today, 9 + (index % 5)), ranges: [] }]
    scheduleRows.push({
      bookableKind: provider.kind,
      bookableId: provider.id,
      timeZone,
      ...week,
      exceptions,
      sessionMinutes,
      published: true,
    })
    if (index % 3 !== 0) return
    // Sessions already booked: the first hours of two of the coming days (each on the slot grid, past the notice).
    for (const ahead of [2 + (index % 3), 5 + (index % 4)]) {
      const date = datePlus(today, ahead)
      const weekday = DateTime.fromISO(date, { zone: 'utc' }).weekday
      const first = week.weekly[String(weekday) as keyof WeeklyHours]?.[0]
      if (!first) continue
      const start = DateTime.fromISO(`${date}T${first.start}`, { zone: IANAZone.create(timeZone) }).toUTC()
      const minutes = sessionMinutes[0] as number
      const booker = futureBookers[(index + ahead) % futureBookers.length] as (typeof futureBookers)[number]
      const price = moneyFromFee(provider.feeAmount, provider.feeCurrency)
      const id = deterministicUuid(index * 10 + ahead)
      bookingRows.push({
        id,
        resourceType: provider.kind,
        resourceId: provider.id,
        bookingType: provider.kind === 'partner' ? 'player' : 'coach',
        name: booker.name,
        email: `${booker.name.toLowerCase().replace(/\s+/g, '.')}.${index}.${ahead}@mail.example`,
        phone: booker.phone,
        countryCode: booker.countryCode,
        country: booker.country,
        sport: provider.sport,
        requestedEntityName: provider.name || notProvided,
        priceMinor: price?.amountMinor ?? null,
        priceCurrency: price?.currency ?? null,
        currency: provider.feeCurrency,
        preferredAt: start.toJSDate(),
        timeZone: booker.timeZone,
        providerTimeZone: timeZone,
        durationMinutes: minutes,
        status: 'accepted',
        // Confirmed and paid in person (a free session is settled already).
        paymentStatus: price ? 'pending' : 'completed',
        createdAt,
        updatedAt: createdAt,
      })
      claimRows.push({
        purpose: 'booking',
        bookableKind: provider.kind,
        bookableId: provider.id,
        period: `[${start.toISO()},${start.plus({ minutes: minutes + week.bufferMinutes }).toISO()})`,
        sessionMinutes: minutes,
        ownerKey: id,
        bookingId: id,
      })
      eventRows.push(
        { bookingId: id, at: createdAt, actorKind: 'booker', kind: 'created', to: 'pending', note: 'from a slot' },
        { bookingId: id, at: createdAt, actorKind: 'provider', kind: 'status', from: 'pending', to: 'accepted' },
      )
    }
  })
  return { schedules: scheduleRows, bookings: bookingRows, claims: claimRows, events: eventRows }
}

const diaryIdPrefix = '5e55a000-0000-4000-8000-'

/** Stable ids for the seeded future sessions, so two seeds give the same rows. */
function deterministicUuid(n: number): string {
  return `${diaryIdPrefix}${n.toString(16).padStart(12, '0')}`
}

/** Whether a booking is one of the sessions booked ahead (its dates follow the clock, not the reference date). */
export const isDiaryBooking = (id: string) => id.startsWith(diaryIdPrefix)

/** The id of the demo player's session that has just taken place (buildJustHeldSession). */
export const justHeldSessionId = '5e55b000-0000-4000-8000-000000000001'

const sixHours = 6 * 60 * 60 * 1000

/**
 * A video session the demo player had with the demo specialist a few hours before the seed ran, booked
 * from her schedule and paid online, so that "Report a no-show" (issue 23: within 24 hours after a session)
 * can be tried on the demo, by either side, and the dispute decided in the console. No API can book a time
 * in the past. The start is on a six-hour step of the clock, so two seeds close together write the same row;
 * the session ended between 5 and 11 hours before the seed.
 */
export function buildJustHeldSession(
  specialist: Omit<Provider, 'kind' | 'isPublic'>,
  booker: { id: string; name: string; email: string; phone: string; countryCode: string },
  now: Date,
): { booking: BookingRow; events: EventRow[] } {
  const start = new Date(Math.floor(now.getTime() / sixHours) * sixHours - sixHours)
  const createdAt = new Date(start.getTime() - 3 * 24 * 60 * 60 * 1000)
  const price = moneyFromFee(specialist.feeAmount, specialist.feeCurrency)
  const id = justHeldSessionId
  return {
    booking: {
      id,
      resourceType: 'coach',
      resourceId: specialist.id,
      bookingType: 'coach',
      userId: booker.id,
      name: booker.name,
      email: booker.email,
      phone: booker.phone,
      countryCode: booker.countryCode,
      country: 'India',
      city: 'Bengaluru',
      sport: specialist.sport,
      requestedEntityName: specialist.name || notProvided,
      priceMinor: price?.amountMinor ?? null,
      priceCurrency: price?.currency ?? null,
      amountMinor: price?.amountMinor ?? 0,
      currency: specialist.feeCurrency,
      paymentStatus: 'completed',
      paymentOrderId: price ? 'order_demoJustHeld01' : null,
      paymentId: price ? 'pay_demoJustHeld01' : null,
      preferredAt: start,
      timeZone: 'Asia/Kolkata',
      providerTimeZone: zoneOf(specialist),
      durationMinutes: specialist.sessionMinutes ?? 60,
      status: 'accepted',
      createdAt,
      updatedAt: createdAt,
    },
    events: [
      { bookingId: id, at: createdAt, actorKind: 'booker', kind: 'created', to: 'pending', note: 'from a slot' },
      { bookingId: id, at: createdAt, actorKind: 'provider', kind: 'status', from: 'pending', to: 'accepted' },
    ],
  }
}
