import { countryCodeOf } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { initials, pageFromQuery, suggestedRole, testimonialCountry } from './testimonial-rules.ts'

/** A testimonial's country as the API gives it: the stored name and its code. */
const stored = (country: string) => ({ country, countryCode: countryCodeOf(country) ?? null })

describe('testimonial rules', () => {
  it('names a country in the reader’s language, keeping a name it does not know', () => {
    expect(testimonialCountry(stored('India'), 'en')).toBe('India')
    expect(testimonialCountry(stored('Germany'), 'de')).toBe('Deutschland')
    expect(testimonialCountry(stored('Hong Kong'), 'th')).toBe('ฮ่องกง')
    expect(testimonialCountry(stored('Atlantis'), 'th')).toBe('Atlantis')
  })

  it('gives English readers the stored name, not the runtime’s longer region name', () => {
    expect(testimonialCountry(stored('Myanmar'), 'en')).toBe('Myanmar')
    expect(testimonialCountry(stored('Cape Verde'), 'en')).toBe('Cape Verde')
  })

  it('makes initials of the first two words', () => {
    expect(initials('Ananya Krishnan')).toBe('AK')
    expect(initials('Smash Badminton Academy')).toBe('SB')
    expect(initials('siti')).toBe('S')
  })

  it('suggests the account’s role, and player for a sparring partner or no role', () => {
    expect(suggestedRole('parent')).toBe('parent')
    expect(suggestedRole('partner')).toBe('player')
    expect(suggestedRole(null)).toBe('player')
  })

  it('reads the page from the address, 1 for anything that is not a page', () => {
    expect(pageFromQuery('3')).toBe(3)
    for (const value of [null, '', '0', '-2', '1.5', 'two']) expect(pageFromQuery(value)).toBe(1)
  })
})
