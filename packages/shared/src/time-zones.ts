/** The names found known so far: making a formatter to ask costs tens of microseconds, and the same few recur. */
const known = new Set<string>()

/** Whether the runtime knows an IANA time zone by this name (browsers and Node share the ICU data). */
export function isKnownTimeZone(value: string): boolean {
  if (known.has(value)) return true
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
  } catch {
    return false
  }
  // Only known names are kept, so the set is at most the zones there are (about 600).
  known.add(value)
  return true
}
