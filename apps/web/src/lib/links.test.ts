import { describe, expect, it } from 'vitest'
import { isInternalPath, safeHref } from './links.ts'

describe('safeHref', () => {
  it('keeps web addresses and site paths', () => {
    expect(safeHref('https://www.youtube.example/watch?v=abc')).toBe('https://www.youtube.example/watch?v=abc')
    expect(safeHref('instagram.example/asha')).toBe('https://instagram.example/asha')
    expect(safeHref('/media/uploads/cv/2026/01/abc.pdf')).toBe('/media/uploads/cv/2026/01/abc.pdf')
  })

  it('refuses anything that is not a web address', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull()
    expect(safeHref('data:text/html,hi')).toBeNull()
    expect(safeHref('//evil.example/x')).toBeNull()
    expect(safeHref('call me')).toBeNull()
    expect(safeHref('')).toBeNull()
    expect(safeHref(null)).toBeNull()
  })
})

describe('isInternalPath', () => {
  it('accepts paths of this site only', () => {
    expect(isInternalPath('/tennis/book-player?q=a')).toBe(true)
    expect(isInternalPath('//evil.example')).toBe(false)
    expect(isInternalPath('/\\evil.example')).toBe(false)
    expect(isInternalPath('https://evil.example')).toBe(false)
    expect(isInternalPath(undefined)).toBe(false)
  })
})
