import { describe, expect, it } from 'vitest'
import { pageFromQuery, parseTags, tagsOf } from './blog-rules.ts'

describe('blog rules', () => {
  it('reads the page from the address', () => {
    expect(pageFromQuery('3')).toBe(3)
    expect(pageFromQuery(null)).toBe(1)
    expect(pageFromQuery('0')).toBe(1)
    expect(pageFromQuery('2.5')).toBe(1)
  })

  it('turns typed tags into the API’s: lowercase, hyphens for spaces, each once', () => {
    expect(parseTags(' Footwork, doubles drills,footwork,, ')).toEqual(['footwork', 'doubles-drills'])
  })

  it('lists the tags of a page, most used first', () => {
    const post = (tags: string[]) => ({ tags }) as Parameters<typeof tagsOf>[0][number]
    expect(tagsOf([post(['serve', 'doubles']), post(['doubles']), post(['agility'])])).toEqual([
      'doubles',
      'agility',
      'serve',
    ])
  })
})
