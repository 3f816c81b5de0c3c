import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessageText } from './components/message-text.tsx'
import { messageParts } from './message-links.ts'

const links = (text: string) => messageParts(text).flatMap((part) => (part.kind === 'link' ? [part.href] : []))
const joined = (text: string) =>
  messageParts(text)
    .map((part) => part.text)
    .join('')

describe('messageParts', () => {
  it('makes http and https addresses links and keeps every other character as text', () => {
    expect(messageParts('See https://rally.example/coach?id=1 today')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://rally.example/coach?id=1', href: 'https://rally.example/coach?id=1' },
      { kind: 'text', text: ' today' },
    ])
    expect(links('http://a.example and HTTPS://B.example/x')).toEqual(['http://a.example/', 'https://b.example/x'])
  })

  it('leaves a sentence’s punctuation and an unpaired bracket outside the link', () => {
    expect(links('Look: https://a.example/x.')).toEqual(['https://a.example/x'])
    expect(links('(at https://a.example/x)')).toEqual(['https://a.example/x'])
    expect(links('https://en.wikipedia.org/wiki/Tennis_(sport)!')).toEqual([
      'https://en.wikipedia.org/wiki/Tennis_(sport)',
    ])
    expect(links('Really?https://a.example/?q=1,2,')).toEqual(['https://a.example/?q=1,2'])
  })

  it('never makes a link of another scheme, a bare host or an address with credentials', () => {
    for (const text of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'www.example.com',
      'ftp://files.example/x',
      'https://user:secret@evil.example/',
      'https://',
      'mailto:coach@example.com',
    ]) {
      expect(links(text), text).toEqual([])
      expect(joined(text), text).toBe(text)
    }
  })

  it('cuts an address at quotes and angle brackets, so markup around it stays text', () => {
    expect(links('<a href="https://evil.example/x">click</a>')).toEqual(['https://evil.example/x'])
    expect(links("'https://a.example/x' onclick=alert(1)")).toEqual(['https://a.example/x'])
  })

  it('gives the text back whole: the parts joined are the message', () => {
    for (const text of ['', 'no links at all', 'a https://a.example b http://b.example/ c', 'https://x.example']) {
      expect(joined(text)).toBe(text)
    }
  })
})

describe('MessageText', () => {
  it('writes script, HTML and javascript: links as text', () => {
    const html = renderToStaticMarkup(
      <MessageText text={'<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))'} />,
    )
    expect(html).not.toContain('<script')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<a')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('draws an http(s) address as a link that opens apart, without the opener and without rank', () => {
    const html = renderToStaticMarkup(<MessageText text={'Map: https://maps.example/court?a=1&b="2"'} />)
    expect(html).toBe(
      '<span>Map: </span><a href="https://maps.example/court?a=1&amp;b=" target="_blank" rel="nofollow noopener ugc" class="wrap-anywhere underline">https://maps.example/court?a=1&amp;b=</a><span>&quot;2&quot;</span>',
    )
  })
})
