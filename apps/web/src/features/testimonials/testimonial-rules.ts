import { countries, type TestimonialRole, testimonialRoles, type UserRole } from '@rally/shared'

const codeByName = new Map(countries.map((country) => [country.name, country.code]))

/**
 * A country stored by its English name, in the reader's language (the English name when the browser has
 * none). English readers get the stored name as it is: the server's and the browser's region names come
 * from different ICU versions, and the page must read the same before and after it goes live.
 */
export function countryName(name: string, language: string): string {
  const code = codeByName.get(name)
  if (!code || /^en(-|$)/.test(language)) return name
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'none' }).of(code) ?? name
  } catch {
    return name
  }
}

/** Up to two letters for a card without a photo: "Ananya Krishnan" is "AK". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('')
}

/** What the form suggests a person speaks as: their account's role, a sparring partner as a player. */
export function suggestedRole(role: UserRole | null): TestimonialRole {
  return (testimonialRoles as readonly string[]).includes(role ?? '') ? (role as TestimonialRole) : 'player'
}

/** The page to ask for: a whole number from 1 on, whatever the address says. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}
