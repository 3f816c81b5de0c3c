import { describe, expect, it } from 'vitest'
import { pageItems } from './page-items.ts'

describe('page numbers', () => {
  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(1, 0)).toEqual([])
    expect(pageItems(1, 5)).toEqual([1, 2, 'gap', 5])
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageItems(10, 10)).toEqual([1, 'gap', 9, 10])
  })

  it('fills a gap of one page with that page', () => {
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})
