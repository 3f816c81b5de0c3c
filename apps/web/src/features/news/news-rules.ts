/** The page a list shows, from its address: `?page=3`; anything else is the first. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/** A link out is followed only when it is a web address (feeds could carry anything). */
export function isWebLink(url: string | null): url is string {
  return url !== null && /^https?:\/\//i.test(url)
}
