import { describe, expect, it } from 'vitest'
import ru from '../locales/ru/jobs.json' with { type: 'json' }
import { formatTotal } from './totals.ts'
import { createTranslator } from './translator.ts'

describe('a list total as the reader reads it', () => {
  it('writes the number as the language does, and "+" when the server capped it', () => {
    expect(formatTotal('en', 1000, true)).toBe('1,000+')
    expect(formatTotal('en', 12)).toBe('12')
    expect(formatTotal('de', 1000, true)).toBe('1.000+')
    expect(formatTotal('hi', 100000)).toBe('1,00,000')
  })

  it('picks the plural form from the count and shows the formatted total', () => {
    const t = createTranslator('ru', ru)
    expect(t('jobs.list.count', { count: 1000, shown: formatTotal('ru', 1000, true) })).toBe(
      `${formatTotal('ru', 1000, true)} открытых вакансий`,
    )
  })
})
