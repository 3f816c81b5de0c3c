import { describe, expect, it } from 'vitest'
import { countriesInLanguage, countryName } from './countries.ts'

describe('country names', () => {
  it('falls back to the shared list’s name for a code the browser cannot name', () => {
    expect(countryName('IN', 'xx-invalid-@@')).toBe('India')
  })

  it('names a country in English by the shared list, whatever the runtime’s region names say', () => {
    expect(countryName('MM', 'en')).toBe('Myanmar')
  })

  it('names the regions whose names Node’s and Chromium’s ICU disagree on as both agree', () => {
    expect(countryName('HK', 'th')).toBe('ฮ่องกง')
    expect(countryName('MO', 'de')).toBe('Macau')
    expect(countryName('PS', 'fr')).toBe('Palestine')
    expect(countryName('FK', 'ru')).toBe('Фолклендские о-ва')
    expect(countryName('FK', 'zh')).toBe('福克兰群岛')
    // The other short names are abbreviations, and stay unused.
    expect(countryName('GB', 'fr')).toBe('Royaume-Uni')
  })

  it('lists every country for a picker in the reader’s alphabetical order, the one asked for first', () => {
    const german = countriesInLanguage('de', 'IN')
    expect(german).toHaveLength(countriesInLanguage('en').length)
    expect(german[0]).toMatchObject({ code: 'IN', name: 'India', label: 'Indien' })
    const labels = german.slice(1).map((country) => country.label)
    expect(labels).toEqual([...labels].sort(new Intl.Collator('de').compare))
    expect(labels.indexOf('Deutschland')).toBeLessThan(labels.indexOf('Frankreich'))
    expect(countriesInLanguage('en').map((country) => country.code)).toContain('IN')
    expect(countriesInLanguage('en')[0]?.code).not.toBe('IN')
  })
})
