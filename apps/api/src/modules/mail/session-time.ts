/**
 * A session's moment as a reader reads it: in their language, on their own clock, with the zone named
 * ("Saturday, 5 December 2026 at 9:00 am GMT+5:30 (Asia/Kolkata)"). Every e-mail that names a session's
 * time (bookings, reschedules, reminders) writes it with this, in the recipient's zone: the booker's
 * `time_zone`, the provider's schedule zone (`provider_time_zone`).
 */
export function sessionTimeText(instant: Date, zone: string, language: string): string {
  const known = isTimeZone(zone) ? zone : 'UTC'
  const formatted = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: known,
    timeZoneName: 'short',
  }).format(instant)
  return known === 'UTC' ? formatted : `${formatted} (${known})`
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
