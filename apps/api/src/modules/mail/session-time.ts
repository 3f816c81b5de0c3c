/**
 * A session's moment as a reader reads it: in their language, on their own clock, with the offset and the
 * zone named in their language ("Saturday, 5 December 2026 at 6:30 pm GMT+5:30 (India Standard Time)",
 * "2026年12月5日土曜日 18:30 GMT+5:30 (インド標準時)"). Every e-mail that names a session's time (bookings,
 * reschedules, reminders, no-shows) writes it with this, in the recipient's zone: the booker's `time_zone`,
 * the provider's schedule zone (`provider_time_zone`).
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
  const name = known === 'UTC' ? undefined : zoneName(known, language, instant)
  if (!name) return formatted
  // A name with its own brackets ("Vereinigtes Königreich (Ortszeit)") follows a comma instead.
  return name.includes('(') ? `${formatted}, ${name}` : `${formatted} (${name})`
}

/**
 * A zone's name in the reader's language, as CLDR writes it (Intl's `longGeneric`): "India Standard Time",
 * "インド標準時", "เวลาอินเดีย", "Eastern Time". Where CLDR has no name but the offset ("GMT+03:00"), the
 * place in the IANA name, which then says more than the offset already shown.
 */
export function zoneName(zone: string, language: string, at = new Date()): string {
  const named = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  if (named && !/^(GMT|UTC)([+\-−]|$)/.test(named)) return named
  return (zone.split('/').pop() ?? zone).replaceAll('_', ' ')
}

/** A moment in each zone given (unknown or repeated zones dropped; UTC when none is left), in the reader's language. */
export function momentIn(at: Date, zones: readonly (string | null | undefined)[], language: string): string[] {
  const known = [...new Set(zones.filter((zone): zone is string => typeof zone === 'string' && isTimeZone(zone)))]
  if (known.length === 0) known.push('UTC')
  return known.map((zone) => sessionTimeText(at, zone, language))
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}
