import {
  localCountryName,
  type Testimonial,
  type TestimonialRole,
  testimonialRoles,
  type UserRole,
} from '@rally/shared'

/**
 * A testimonial's country in the reader's language, from the code the API gives beside its English
 * name (the country list itself stays out of the pages that show testimonials); a name the list does
 * not know, as it is.
 */
export function testimonialCountry(
  { country, countryCode }: Pick<Testimonial, 'country' | 'countryCode'>,
  language: string,
) {
  return countryCode ? localCountryName(countryCode, language, country) : country
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
