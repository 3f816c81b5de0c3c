import { describe, expect, it } from 'vitest'
import { renderedPageAddress } from './page-queries.ts'

describe('the address a page is rendered and cached at', () => {
  it('keeps only what the page reads, in one order, and the language', () => {
    expect(renderedPageAddress('/faq?n=123&utm_source=mail')).toBe('/faq')
    expect(renderedPageAddress('/faq?q=racket&n=1')).toBe('/faq?q=racket')
    expect(renderedPageAddress('/tennis/book-player?page=2&n=1&searchFieldKey=name&level=Club')).toBe(
      '/tennis/book-player?level=Club&page=2&searchFieldKey=name',
    )
    expect(renderedPageAddress('/tennis/coach/abc?lang=th&n=5')).toBe('/tennis/coach/abc?lang=th')
    expect(renderedPageAddress('/blog?page=3')).toBe('/blog?page=3')
  })

  it('keeps nothing of a private page’s or an unknown path’s query', () => {
    expect(renderedPageAddress('/payment?booking=abc')).toBe('/payment')
    expect(renderedPageAddress('/no/such/page?page=2')).toBe('/no/such/page')
    expect(renderedPageAddress('/jobs')).toBe('/jobs')
  })
})
