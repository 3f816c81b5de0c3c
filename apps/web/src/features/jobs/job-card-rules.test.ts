import { describe, expect, it } from 'vitest'
import en from '../../locales/en/job-enums.json'
import { academyInitials, locationText, postedText, salaryText } from './job-card-rules.ts'

/** English texts, as the translator would give them. */
const t = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string

const salary = { salary: 85000, salaryCurrencyType: 'INR', salaryType: 'Monthly', salaryIsNegotiable: false } as const

describe('salaryText', () => {
  it('formats the amount with its currency and says per what', () => {
    expect(salaryText(salary, 'en-IN', t)).toBe('₹85,000 per month')
    expect(salaryText({ ...salary, salaryCurrencyType: 'USD', salary: 25.5, salaryType: 'Hourly' }, 'en', t)).toBe(
      '$25.50 per hour',
    )
    expect(salaryText({ ...salary, salaryCurrencyType: 'EUR', salary: 900, salaryType: 'Weekly' }, 'de', t)).toBe(
      '900\u00a0€ per week',
    )
  })

  it('writes the spec’s YUAN as the ISO renminbi', () => {
    expect(salaryText({ ...salary, salaryCurrencyType: 'YUAN', salary: 12000 }, 'en', t)).toBe('CN¥12,000 per month')
    expect(salaryText({ ...salary, salaryCurrencyType: 'YUAN', salary: 12000 }, 'zh', t)).toContain('¥12,000')
  })

  it('says Negotiable when the salary is negotiable or not given', () => {
    expect(salaryText({ ...salary, salaryIsNegotiable: true }, 'en', t)).toBe('Negotiable')
    expect(salaryText({ ...salary, salary: null }, 'en', t)).toBe('Negotiable')
  })
})

describe('postedText', () => {
  const now = new Date(2026, 4, 20, 15, 0)
  it('counts days for four weeks, then gives the date', () => {
    expect(postedText(new Date(2026, 4, 20, 8, 0).toISOString(), now, 'en')).toBe('today')
    expect(postedText(new Date(2026, 4, 19, 23, 0).toISOString(), now, 'en')).toBe('yesterday')
    expect(postedText(new Date(2026, 4, 14, 9, 0).toISOString(), now, 'en')).toBe('6 days ago')
    expect(postedText(new Date(2026, 2, 3, 9, 0).toISOString(), now, 'en')).toBe('Mar 3, 2026')
  })

  it('speaks the reader’s language, and is null before the vacancy opened', () => {
    expect(postedText(new Date(2026, 4, 17).toISOString(), now, 'th')).toBe('3 วันที่ผ่านมา')
    expect(postedText(null, now, 'en')).toBeNull()
  })
})

describe('locationText', () => {
  it('adds the country’s name in the reader’s language', () => {
    expect(locationText({ jobLocation: 'Bengaluru', jobCountry: 'IN' }, 'en')).toBe('Bengaluru, India')
    expect(locationText({ jobLocation: 'München', jobCountry: 'DE' }, 'de')).toBe('München, Deutschland')
  })

  it('does not repeat a country the place already names', () => {
    expect(locationText({ jobLocation: 'Kuala Lumpur, Malaysia', jobCountry: 'MY' }, 'en')).toBe(
      'Kuala Lumpur, Malaysia',
    )
    expect(locationText({ jobLocation: 'Lyon, France', jobCountry: 'FR' }, 'de')).toBe('Lyon, France')
  })
})

describe('academyInitials', () => {
  it('takes the first letters of the first two capitalised words', () => {
    expect(academyInitials('Ace Tennis Academy')).toBe('AT')
    expect(academyInitials('Academia de Tenis Sierra Norte')).toBe('AT')
    expect(academyInitials('club de tenis')).toBe('CD')
    expect(academyInitials('  shuttle ')).toBe('S')
    expect(academyInitials('東京 テニス')).toBe('東テ')
  })
})
