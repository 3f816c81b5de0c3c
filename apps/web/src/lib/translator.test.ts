import { describe, expect, it } from 'vitest'
import { createTranslator, parseTags } from './translator.ts'

const english = createTranslator('en', {
  nav: { signUp: 'Sign Up' },
  people: {
    experienceYears_one: '{{count}} year of experience',
    experienceYears_other: '{{count}} years of experience',
  },
  greeting: 'Hello, {{name}} from {{place.city}}',
})

describe('translator', () => {
  it('finds nested keys and fills placeholders, nested ones too', () => {
    expect(english('nav.signUp')).toBe('Sign Up')
    expect(english('greeting', { name: 'Meera', place: { city: 'Chennai' } })).toBe('Hello, Meera from Chennai')
  })

  it('chooses the plural form by the language’s rules', () => {
    expect(english('people.experienceYears', { count: 1 })).toBe('1 year of experience')
    expect(english('people.experienceYears', { count: 22 })).toBe('22 years of experience')
    const russian = createTranslator('ru', {
      years_one: '{{count}} год',
      years_few: '{{count}} года',
      years_many: '{{count}} лет',
      years_other: '{{count}} года',
    })
    expect([1, 3, 5, 21].map((count) => russian('years', { count }))).toEqual(['1 год', '3 года', '5 лет', '21 год'])
  })

  it('answers the default value, or the key itself, for a text it does not have', () => {
    expect(english('footer.places.Jakarta', { defaultValue: 'Jakarta' })).toBe('Jakarta')
    expect(english('nav.missing')).toBe('nav.missing')
    expect(english('nav')).toBe('nav')
  })

  it('keeps a placeholder that has no value, and does not interpret values', () => {
    expect(english('greeting', { name: '{{place.city}}' })).toBe('Hello, {{place.city}} from {{place.city}}')
  })

  it('splits tagged texts into parts', () => {
    expect(parseTags('By continuing you agree to our <terms>Terms</terms> and <privacy>Privacy</privacy>.')).toEqual([
      'By continuing you agree to our ',
      { tag: 'terms', children: ['Terms'] },
      ' and ',
      { tag: 'privacy', children: ['Privacy'] },
      '.',
    ])
    expect(parseTags('a <br/> b')).toEqual(['a ', { tag: 'br', children: [] }, ' b'])
    expect(parseTags('plain')).toEqual(['plain'])
  })
})
