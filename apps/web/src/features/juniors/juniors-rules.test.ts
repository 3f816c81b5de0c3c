import { describe, expect, it } from 'vitest'
import { birthYearBounds, juniorIdFor, levelChoices, levelFromChoice } from './juniors-rules.ts'

describe('juniors rules', () => {
  it('bounds the year of birth to a junior of 4 to 17 this year', () => {
    expect(birthYearBounds(2026)).toEqual({ min: 2009, max: 2022 })
  })

  it('offers no level, then the Rally levels 0 to 7, and reads the choice back', () => {
    expect(levelChoices).toEqual(['', '0', '1', '2', '3', '4', '5', '6', '7'])
    expect(levelFromChoice('')).toBeNull()
    expect(levelFromChoice(undefined)).toBeNull()
    expect(levelFromChoice('0')).toBe(0)
    expect(levelFromChoice('7')).toBe(7)
  })

  it('books for a junior of the list only, else for the booker', () => {
    const juniors = [{ id: 'a' }, { id: 'b' }]
    expect(juniorIdFor('b', juniors)).toBe('b')
    expect(juniorIdFor('', juniors)).toBeUndefined()
    expect(juniorIdFor('gone', juniors)).toBeUndefined()
  })
})

describe('the levels’ meanings', () => {
  it('are in English the shared scale’s own words (packages/shared levels.ts)', async () => {
    const { rallyLevelMeanings } = await import('@rally/shared')
    const en = (await import('../../locales/en/juniors.json')).default
    expect(en.juniors.levels).toEqual(Object.fromEntries(Object.entries(rallyLevelMeanings)))
  })
})
