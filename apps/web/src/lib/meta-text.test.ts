import { describe, expect, it } from 'vitest'
import { metaDescription } from './meta-text.ts'

describe('metaDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(metaDescription('Baseline player.\n\nLoves  long rallies.')).toBe('Baseline player. Loves long rallies.')
  })

  it('cuts a long text at a word before 155 characters, with an ellipsis', () => {
    const text = `${'Footwork drills, '.repeat(12)}and more.`
    const description = metaDescription(text)
    expect(description.length).toBeLessThanOrEqual(155)
    expect(description).toMatch(/ drills…$/)
    expect(text.startsWith(description.slice(0, -1))).toBe(true)
  })

  it('is empty for no text, so the page falls back to its own words', () => {
    expect(metaDescription(null)).toBe('')
    expect(metaDescription('   ')).toBe('')
  })
})
