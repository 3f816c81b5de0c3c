import { describe, expect, it } from 'vitest'
import { excerptOf, readingMinutes, renderPostMarkdown, sanitizePostHtml, slugFromTitle } from './post-rendering.ts'

describe('the post sanitizer', () => {
  it('removes script, event attributes, frames and styles', () => {
    const html = sanitizePostHtml(
      '<p>Hi<script>alert(1)</script></p><img src="/media/uploads/image/2026/11/a.png" onerror="alert(1)"><iframe src="https://x.example"></iframe><style>p{}</style><p onclick="x()" style="color:red">ok</p>',
    )
    expect(html).toBe('<p>Hi</p><img src="/media/uploads/image/2026/11/a.png" /><p>ok</p>')
  })

  it('removes javascript: and data: links, in Markdown and in HTML', () => {
    const html = renderPostMarkdown(
      '[click](javascript:alert(1)) <a href="JavaScript:alert(1)">a</a> <a href="data:text/html;base64,PHNjcmlwdD4=">b</a> ![x](data:image/png;base64,AAAA)',
    )
    expect(html).not.toMatch(/(href|src)\s*=\s*"?\s*(javascript|data):/i)
    expect(html).not.toContain('>click</a>')
    expect(html).not.toContain('<img')
  })

  it('keeps a removed link’s words as plain text: no raw Markdown, nothing styled as a link', () => {
    const html = renderPostMarkdown('Some [click here](javascript:alert(1)) text and <a href="java\tscript:x()">b</a>.')
    expect(html).toBe('<p>Some <span>click here</span> text and <span>b</span>.</p>\n')
    expect(excerptOf(html)).toBe('Some click here text and b.')
  })

  it('keeps ordinary Markdown: headings, lists, links and images from our storage', () => {
    const html = renderPostMarkdown(
      '## Grip\n\n1. Hold\n2. Swing\n\n- loose\n- firm\n\nSee [our FAQ](/faq) and [the rules](https://bwfbadminton.example/rules).\n\n![Court](/media/courts/tennis-1.svg)\n![Elsewhere](https://tracker.example/pixel.png)',
    )
    expect(html).toContain('<h2>Grip</h2>')
    expect(html).toContain('<ol>\n<li>Hold</li>')
    expect(html).toContain('<ul>\n<li>loose</li>')
    expect(html).toContain('<a href="/faq">our FAQ</a>')
    expect(html).toContain('<a href="https://bwfbadminton.example/rules" rel="nofollow ugc noopener">the rules</a>')
    expect(html).toContain('<img src="/media/courts/tennis-1.svg" alt="Court" />')
    expect(html).not.toContain('tracker.example')
  })

  it('drops a link’s target and gives external links rel="nofollow ugc noopener"', () => {
    expect(sanitizePostHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://x.example" rel="nofollow ugc noopener">x</a>',
    )
  })
})

describe('post details', () => {
  it('derives slugs, excerpts and reading time', () => {
    expect(slugFromTitle('Über die Schläger: 5 tips!')).toBe('ueber-die-schlaeger-5-tips')
    expect(slugFromTitle('!!!')).toBe('post')
    expect(excerptOf('<h2>Title</h2><p>First paragraph.</p>')).toBe('Title. First paragraph.')
    expect(readingMinutes('word '.repeat(450))).toBe(3)
  })

  it('ends a heading or list item with a stop in an excerpt, and a cut excerpt with one ellipsis', () => {
    expect(excerptOf(renderPostMarkdown('## Grip basics\n\n- Hold loosely\n- Swing!\n\nThen rest.'))).toBe(
      'Grip basics. Hold loosely. Swing! Then rest.',
    )
    const excerpt = excerptOf(`<p>${'Short sentence. '.repeat(20)}</p>`, 50)
    expect(excerpt).toBe('Short sentence. Short sentence. Short sentence…')
    expect(readingMinutes('word '.repeat(450))).toBe(3)
  })
})
