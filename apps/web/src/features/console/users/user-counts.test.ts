import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createTranslator, type Texts } from '../../../lib/translator.ts'
import { userCountsText } from './user-counts.ts'

const translator = (language: string) =>
  createTranslator(
    language,
    JSON.parse(
      readFileSync(path.join(import.meta.dirname, '../../../locales', language, 'console-core.json'), 'utf8'),
    ) as Texts,
  )

describe("a user's counts in the console", () => {
  it('use the plural form each number needs', () => {
    const english = translator('en')
    expect(userCountsText(english, { bookingsCount: 1, profilesCount: 1 })).toBe('1 booking · 1 profile')
    expect(userCountsText(english, { bookingsCount: 0, profilesCount: 2 })).toBe('0 bookings · 2 profiles')
    const russian = translator('ru')
    expect(userCountsText(russian, { bookingsCount: 5, profilesCount: 1 })).toBe('5 бронирований · 1 профиль')
    expect(userCountsText(translator('fr'), { bookingsCount: 1, profilesCount: 3 })).toBe('1 réservation · 3 profils')
  })
})
