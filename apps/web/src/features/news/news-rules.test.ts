import { describe, expect, it } from 'vitest'
import { isWebLink, pageFromQuery } from './news-rules.ts'

describe('news rules', () => {
  it('reads the page from the address, the first for anything else', () => {
    expect(pageFromQuery('3')).toBe(3)
    expect(pageFromQuery(null)).toBe(1)
    expect(pageFromQuery('0')).toBe(1)
    expect(pageFromQuery('2.5')).toBe(1)
    expect(pageFromQuery('two')).toBe(1)
  })

  it('links out only to web addresses', () => {
    expect(isWebLink('https://court-wire.example/a')).toBe(true)
    expect(isWebLink('javascript:alert(1)')).toBe(false)
    expect(isWebLink(null)).toBe(false)
  })
})
