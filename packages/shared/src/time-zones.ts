/** Whether the runtime knows an IANA time zone by this name (browsers and Node share the ICU data). */
export function isKnownTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
    return true
  } catch {
    return false
  }
}
