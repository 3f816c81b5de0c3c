/**
 * Instants shown on a wall clock of a time zone, in the reader's language (decision 054). The server
 * does every time-zone calculation; the browser only formats instants it is given, through Intl, with
 * the zone named. Pure functions, unit-tested (zoned-time.test.ts).
 */

const formats = new Map<string, Intl.DateTimeFormat>()

/** One Intl.DateTimeFormat per language, zone and options: making one costs more than using it. */
export function zonedFormat(language: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = JSON.stringify([language, timeZone, options])
  let format = formats.get(key)
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(language, { ...options, timeZone })
    } catch {
      // An unknown zone name (an old browser's list): the reader's own clock rather than nothing.
      format = new Intl.DateTimeFormat(language, options)
    }
    formats.set(key, format)
  }
  return format
}

const clocks = new Map<string, Intl.DateTimeFormatOptions>()

/**
 * Hours and minutes as the language writes them beside a date: "09:00" where the day has 24 hours
 * (two-digit hours, as its short time style), "9:00 AM" where it has two halves.
 */
function clockOptions(language: string): Intl.DateTimeFormatOptions {
  let options = clocks.get(language)
  if (!options) {
    const cycle = new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions().hourCycle
    options = { hour: cycle === 'h23' || cycle === 'h24' ? '2-digit' : 'numeric', minute: '2-digit' }
    clocks.set(language, options)
  }
  return options
}
/** A time alone: the language's short time style ("09:00", "9:00 AM"). */
const timeAlone: Intl.DateTimeFormatOptions = { timeStyle: 'short' }

/** "18:30" / "6:30 PM": the instant's time of day in a zone, as the language writes it. */
export const clockTime = (instant: string | Date, timeZone: string, language: string) =>
  zonedFormat(language, timeZone, timeAlone).format(new Date(instant))

/** "2026-12-05": the instant's calendar date in a zone. */
export function zonedDate(instant: string | Date, timeZone: string): string {
  const parts = zonedFormat('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(instant),
  )
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

/** Minutes the zone's clock is ahead of UTC at the instant (330 in Kolkata, -300 in New York in winter). */
export function zoneOffsetMinutes(instant: string | Date, timeZone: string): number {
  const date = new Date(instant)
  const parts = zonedFormat('en-US', timeZone, {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value ?? 0)
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'))
  return Math.round((wall - Math.floor(date.getTime() / 60_000) * 60_000) / 60_000)
}

/** Whether two zones show the same wall clock at the instant (then one time is enough). */
export const sameClock = (instant: string | Date, zoneA: string, zoneB: string) =>
  zoneA === zoneB || zoneOffsetMinutes(instant, zoneA) === zoneOffsetMinutes(instant, zoneB)

/**
 * A zone's name in the reader's language, as CLDR writes it through Intl: "India Standard Time",
 * "インド標準時", "เวลาอินเดีย" (`long`, in sentences), "India Time", "ET" (`short`, beside a slot's time).
 * Where CLDR has only an offset ("GMT+03:00"), the place in the IANA name (Buenos Aires), which says more.
 */
export function zoneName(timeZone: string, language: string, style: 'long' | 'short' = 'long'): string {
  const named = zonedFormat(language, timeZone, { timeZoneName: style === 'long' ? 'longGeneric' : 'shortGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value
  if (named && !/^(GMT|UTC)([+\-−]|$)/.test(named)) return named
  return timeZone === 'UTC' ? 'UTC' : (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')
}

/** "Sat 5 Dec" / "5 Dec (Sat)": a calendar date ("2026-12-05") as the language writes a short day. */
export function shortDay(date: string, language: string): string {
  return zonedFormat(language, 'UTC', { weekday: 'short', day: 'numeric', month: 'short' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

/** "Saturday, 5 December": a calendar date written out, for headings read aloud. */
export function longDay(date: string, language: string): string {
  return zonedFormat(language, 'UTC', { weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(`${date}T12:00:00Z`),
  )
}

/** "Sat 5 Dec, 18:30": a session's start in a zone, date and time, as the language writes them. */
export const sessionTime = (instant: string | Date, timeZone: string, language: string) =>
  zonedFormat(language, timeZone, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...clockOptions(language),
  }).format(new Date(instant))

/** "9:41": minutes and seconds left until `until` (0:00 once passed). */
export function countdownText(until: string | Date, now: Date): string {
  const seconds = Math.max(0, Math.ceil((new Date(until).getTime() - now.getTime()) / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** The calendar date `days` after a date ("2026-12-05" + 7 → "2026-12-12"). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/** Every IANA zone the browser knows (for a zone picker), with the given ones first if missing. */
export function knownTimeZones(...first: string[]): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC', ...first]
  return [...new Set([...first.filter((zone) => !all.includes(zone)), ...all])]
}

/** "Sat 05:00": the instant's weekday and time in a zone. */
export const weekdayClock = (instant: string | Date, timeZone: string, language: string) =>
  zonedFormat(language, timeZone, { weekday: 'short', ...clockOptions(language) }).format(new Date(instant))

// Browsers built on ICU still answer some zones by their old names (Chrome says Asia/Calcutta).
const currentZoneNames: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Dacca': 'Asia/Dhaka',
  'Asia/Thimbu': 'Asia/Thimphu',
  'Asia/Ujung_Pandang': 'Asia/Makassar',
  'Asia/Ulan_Bator': 'Asia/Ulaanbaatar',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
}

/** A time zone by its current IANA name (Asia/Kolkata, not the older Asia/Calcutta). */
export const currentTimeZoneName = (timeZone: string) => currentZoneNames[timeZone] ?? timeZone

/** The browser's IANA time zone by its current name, such as Asia/Kolkata (UTC where unknown). */
export function browserTimeZone(): string {
  return currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')
}
