import { describe, expect, it } from 'vitest'
import { addressLanguage, languageAddress, languageAlternates } from './language-addresses.ts'

describe('language addresses', () => {
  it('adds, replaces and (for English) removes the lang parameter, keeping the rest of the query', () => {
    expect(languageAddress('/tennis/book-player?searchFieldKey=name', 'th')).toBe(
      '/tennis/book-player?searchFieldKey=name&lang=th',
    )
    expect(languageAddress('/faq?lang=th', 'ja')).toBe('/faq?lang=ja')
    expect(languageAddress('/faq?lang=th', 'en')).toBe('/faq')
    expect(languageAddress('/', 'ko')).toBe('/?lang=ko')
  })

  it('reads only the languages the site speaks', () => {
    expect(addressLanguage('?lang=th')).toBe('th')
    expect(addressLanguage('?lang=xx')).toBeNull()
    expect(addressLanguage('')).toBeNull()
  })

  it('lists 13 languages and x-default, which is the English address', () => {
    const alternates = languageAlternates('/faq?lang=th')
    expect(alternates).toHaveLength(14)
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', path: '/faq' })
    expect(alternates.find((entry) => entry.hreflang === 'ja')?.path).toBe('/faq?lang=ja')
  })
})
