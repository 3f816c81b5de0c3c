import {
  amountFromFeeText,
  type CoachCategory,
  coachCategories,
  countries,
  defaultDialCode,
  isSportSlug,
  isUuid,
  type PrivateUser,
  pathTo,
  type Sport,
  sports,
} from '@rally/shared'
import { fullName } from '../../lib/person-name.ts'

/**
 * The booking forms' pure rules: what the link says about the person booked,
 * what the form starts with, whether paying online is possible, where to go
 * afterwards, and dates in the booker's own time zone.
 */

/** The longest texts the booking request accepts for the values that come from the link. */
const maxFeeText = 60
const maxText = 200

const clean = (value: string | null | undefined, max = maxText) =>
  (value ?? '').replace(/\s+/g, ' ').trim().slice(0, max)

/** "Badminton" for "badminton" or "BADMINTON"; null for anything that is not one of the two sports. */
export function sportFromText(value: string | null | undefined): Sport | null {
  const text = clean(value).toLowerCase()
  return sports.find((sport) => sport.toLowerCase() === text) ?? null
}

export type PartnerBookingDetails = {
  /** The partner's name, '' when the link does not say. */
  partnerName: string
  /** The fee as the link gives it ("1500 INR"), '' when there is none. */
  fees: string
  location: string
  rank: string
  /** The partner's record id, only when it is a real id (the server checks it again). */
  resourceId: string | null
  /** The sport the link fixes, which locks the form's sport select. */
  sport: Sport | null
  /** The route's category as given ("Tennis"), sent as the request's category. */
  category: string
}

/**
 * /book/{amount}/{name}/{category}?partnerName=&fees=&location=&rank=&resourceId=
 * The query wins; the path is the fallback (the name's hyphens read as spaces).
 * An amount of 0 in the path means no fee.
 */
export function readPartnerBooking(
  params: { amount?: string; name?: string; category?: string },
  query: URLSearchParams,
): PartnerBookingDetails {
  const pathAmount = clean(params.amount, maxFeeText)
  const pathFee = amountFromFeeText(pathAmount) > 0 ? pathAmount : ''
  const category = clean(params.category)
  const resourceId = clean(query.get('resourceId'), 64)
  return {
    partnerName: clean(query.get('partnerName')) || clean(params.name?.replace(/-/g, ' ')),
    fees: clean(query.get('fees'), maxFeeText) || pathFee,
    location: clean(query.get('location')),
    rank: clean(query.get('rank'), 20),
    resourceId: isUuid(resourceId) ? resourceId : null,
    sport: sportFromText(category),
    category,
  }
}

/** Why "Pay & Book Now" cannot be offered, or null when it can. */
export type OnlinePaymentBlock = 'noFee' | 'noPerson' | 'notInr'

const otherCurrency = /\b(USD|EUR|GBP|MYR|YUAN|SGD|IDR|THB|AUD|CAD)\b|[$€£]/i
const rupees = /\bINR\b|₹|\bRs\.?/i

/**
 * Online payment needs a fee and the person's record (the server decides the amount from it),
 * and is in rupees only. A fee in another currency is booked with Pay Later.
 */
export function onlinePaymentBlock(fees: string, personId: string | null): OnlinePaymentBlock | null {
  if (!personId) return 'noPerson'
  if (amountFromFeeText(fees) <= 0) return 'noFee'
  if (otherCurrency.test(fees) && !rupees.test(fees)) return 'notInr'
  return null
}

/** Where the browser goes after a sparring booking (the spec's redirect): the partner search of its sport, or home. */
export function bookingRedirectPath(sport: string | null | undefined): string {
  const slug = sport?.toLowerCase()
  return isSportSlug(slug) ? pathTo('partners', { sport: slug }, { searchFieldKey: 'name' }) : pathTo('home')
}

/**
 * Where the browser goes after booking a specialist: My bookings, which lists the new session, for
 * someone signed in; a guest's booking is listed nowhere they can open, so the specialist search of
 * its sport (home for others).
 */
export function specialistBookingRedirectPath(sport: string | null | undefined, signedIn: boolean): string {
  if (signedIn) return pathTo('myBookings')
  const slug = sport?.toLowerCase()
  return isSportSlug(slug) ? pathTo('specialists', { sport: slug }, { searchFieldKey: 'name' }) : pathTo('home')
}

/** The checkout dialog's colour: tennis green, badminton (and everything else) blue. */
export const checkoutThemeColor = (sport: string | null | undefined) => (sport === 'Tennis' ? '#22c55e' : '#1d4ed8')

const dialCodesLongestFirst = [...new Set(countries.map((country) => country.dial_code.slice(1)))].sort(
  (a, b) => b.length - a.length,
)

/**
 * A booker's number as the person booked reads and dials it: the country code the booking form
 * sent, then the national number ("+91 98450 12290": ten digits in two groups of five, as they are
 * read out in India). A specialist booking has no separate code, its form asks for the number with
 * it, so that number is shown as written.
 */
export function bookerNumber(
  phone: string | null | undefined,
  countryCode: string | null | undefined,
): { text: string; international: string } | null {
  if (!phone?.trim()) return null
  if (!countryCode?.trim()) {
    const digits = phone.replace(/\D/g, '')
    return digits ? { text: phone.trim(), international: digits } : null
  }
  const split = splitPhone(phone, countryCode)
  if (!split) return null
  const national = split.number.length === 10 ? `${split.number.slice(0, 5)} ${split.number.slice(5)}` : split.number
  return { text: `${split.countryCode} ${national}`, international: `${split.countryCode}${split.number}` }
}

/**
 * A stored phone number as a country code and the national number. A number
 * written with its "+code" in front is split at the longest code that fits;
 * otherwise the stored country code (or +91) goes with the digits.
 */
export function splitPhone(
  phoneNumber: string | null | undefined,
  countryCode: string | null | undefined,
): { countryCode: string; number: string } | null {
  const text = (phoneNumber ?? '').trim()
  const digits = text.replace(/\D/g, '')
  if (digits === '') return null
  if (text.startsWith('+')) {
    const code = dialCodesLongestFirst.find(
      (candidate) => digits.startsWith(candidate) && digits.length > candidate.length,
    )
    if (code) return { countryCode: `+${code}`, number: digits.slice(code.length) }
  }
  const code = countryCode && /^\+\d{1,4}$/.test(countryCode.trim()) ? countryCode.trim() : defaultDialCode
  return { countryCode: code, number: digits }
}

export const sparringFields = [
  'name',
  'age',
  'city',
  'country',
  'countryCode',
  'phone',
  'whatsappNumber',
  'sport',
  'email',
  'comment',
] as const
export type SparringFormValues = Record<(typeof sparringFields)[number], string>

export const coachFields = [
  'name',
  'email',
  'phoneNumber',
  'whatsappNumber',
  'preferredDate',
  'preferredTime',
  'message',
] as const
export type CoachFormValues = Record<(typeof coachFields)[number], string>

/** Fields the coach form keeps between visits: who is booking, not the date chosen for one session. */
export const savedCoachFields = ['name', 'email', 'phoneNumber', 'whatsappNumber', 'message'] as const

/** The saved values of a form (localStorage text), keeping only known fields that hold text. */
export function readSavedForm<K extends string>(raw: string | null, fields: readonly K[]): Partial<Record<K, string>> {
  if (!raw) return {}
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object') return {}
    const saved: Partial<Record<K, string>> = {}
    for (const field of fields) {
      const value = (parsed as Record<string, unknown>)[field]
      if (typeof value === 'string') saved[field] = value.slice(0, 2000)
    }
    return saved
  } catch {
    return {}
  }
}

type Booker = Pick<PrivateUser, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'countryCode'>

/**
 * The sparring form's first values: what was saved on the last visit, then the
 * signed-in person's name, e-mail and phone in the fields still empty (the
 * WhatsApp number the same as the phone), the sport the link fixes, and +91.
 */
export function sparringDefaults(
  saved: Partial<SparringFormValues>,
  user: Booker | null,
  lockedSport: Sport | null,
): SparringFormValues {
  const values: SparringFormValues = {
    ...(Object.fromEntries(sparringFields.map((field) => [field, ''])) as SparringFormValues),
    ...saved,
  }
  if (lockedSport) values.sport = lockedSport
  else if (!sportFromText(values.sport)) values.sport = ''
  if (user) {
    if (!values.name.trim()) values.name = fullName(user)
    if (!values.email.trim()) values.email = user.email
    const phone = splitPhone(user.phoneNumber, user.countryCode)
    if (phone && !values.phone.trim()) {
      values.phone = phone.number
      values.countryCode = phone.countryCode
    }
    if (phone && !values.whatsappNumber.trim()) values.whatsappNumber = phone.number
  }
  if (!values.countryCode.trim()) values.countryCode = defaultDialCode
  return values
}

/**
 * The specialist form's first values, as for the sparring form. This form has
 * no country-code field, so a prefilled number carries its code in front
 * (919845012345): the specialist can reach it from anywhere.
 */
export function coachDefaults(saved: Partial<CoachFormValues>, user: Booker | null): CoachFormValues {
  const values: CoachFormValues = {
    ...(Object.fromEntries(coachFields.map((field) => [field, ''])) as CoachFormValues),
    ...saved,
    preferredDate: '',
    preferredTime: '',
  }
  if (user) {
    if (!values.name.trim()) values.name = fullName(user)
    if (!values.email.trim()) values.email = user.email
    const phone = splitPhone(user.phoneNumber, user.countryCode)
    const international = phone ? `${phone.countryCode.slice(1)}${phone.number}` : ''
    if (international && !values.phoneNumber.trim()) values.phoneNumber = international
    if (international && !values.whatsappNumber.trim()) values.whatsappNumber = international
  }
  return values
}

/** The specialist forms the site has, one per sport of its discovery pages. */
export function coachCategoryFromKind(kind: string): CoachCategory {
  if (kind.startsWith('tennis')) return 'Tennis'
  if (kind.startsWith('others')) return 'Others'
  return 'Badminton'
}

/** The specialist's sport: the link's `sport` when it is one of the categories, else the form's own. */
export function coachBookingSport(kind: string, sportParam: string | null): CoachCategory {
  const text = clean(sportParam).toLowerCase()
  return coachCategories.find((category) => category.toLowerCase() === text) ?? coachCategoryFromKind(kind)
}

export type CoachBookingDetails = {
  coachId: string
  coachName: string
  fees: string
  sport: CoachCategory
}

/** /booking/{kind}-coach-booking?coachId=&coachName=&fees=&sport= */
export function readCoachBooking(kind: string, query: URLSearchParams): CoachBookingDetails {
  return {
    coachId: clean(query.get('coachId'), 64),
    coachName: clean(query.get('coachName')),
    fees: clean(query.get('fees'), maxFeeText),
    sport: coachBookingSport(kind, query.get('sport')),
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** "2026-03-09" for the given moment in the device's own time zone (what a date input holds). */
export function localDateString(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Whether a chosen day (and time, when given) has already gone by on this device's clock. */
export function isPastChoice(date: string, time: string | undefined, now: Date): boolean {
  const today = localDateString(now)
  if (date < today) return true
  if (date > today || !time) return false
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes <= now.getHours() * 60 + now.getMinutes()
}

export { browserTimeZone as deviceTimeZone, currentTimeZoneName } from '../../lib/zoned-time.ts'

/** A moment as date and time in a time zone (the viewer's own unless told), in the interface language. */
export function formatInstant(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date)
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
  }
}

/** The fee shown on a booking: "1500 INR" as written, nothing for "Not Provided". */
export function bookingFeeText(fees: string): string {
  return amountFromFeeText(fees) > 0 ? fees : ''
}

/** The inbox shows what needs an answer first, then what is coming up, then the past. */
export const inboxStatusOrder = ['pending', 'accepted', 'completed', 'declined', 'cancelled'] as const

/** Bookings grouped by status in the given order; empty groups are left out, each group keeps its order. */
export function groupByStatus<T extends { status: string }>(
  bookings: readonly T[],
  order: readonly T['status'][],
): { status: T['status']; bookings: T[] }[] {
  return order
    .map((status) => ({ status, bookings: bookings.filter((booking) => booking.status === status) }))
    .filter((group) => group.bookings.length > 0)
}
