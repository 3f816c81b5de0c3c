/**
 * A link from user-supplied data that is safe to put in an href: an http(s)
 * address (a bare "example.com/x" gets https://) or a path on this site.
 * Anything else (javascript:, data:, a typo) gives null, and no link is drawn.
 */
export function safeHref(value: string | null | undefined): string | null {
  const text = value?.trim()
  if (!text) return null
  if (text.startsWith('/')) return isInternalPath(text) ? text : null
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(text) ? text : `https://${text}`
  try {
    const url = new URL(withScheme)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') ? url.toString() : null
  } catch {
    return null
  }
}

/** Only paths inside the app are followed from navigation state ("//evil.example" is not one). */
export function isInternalPath(value: unknown): value is string {
  // Browsers read "/\\host" as "//host" too.
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
}
