/**
 * The instant at which a wall-clock date and time happen in an IANA time zone
 * ("2026-12-05", "18:30", "Asia/Kolkata" -> 2026-12-05T13:00:00Z), using the
 * runtime's time-zone data, so a specialist in another zone sees the same moment.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const [hour, minute] = time.split(':').map(Number) as [number, number]
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The zone's offset at that moment; a second pass settles days when the offset changes (DST).
  let instant = asUtc - offsetMinutes(asUtc, timeZone) * 60_000
  instant = asUtc - offsetMinutes(instant, timeZone) * 60_000
  return new Date(instant)
}

function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value)
  const wallClock = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'))
  return Math.round((wallClock - Math.floor(instant / 60_000) * 60_000) / 60_000)
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}
