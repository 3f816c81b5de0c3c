import type { RenderedPage } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { type Manifest, pageHtml, serverPageTemplate } from './page-html.ts'

// index.html as Vite builds it: the entry script, its shell preloaded, the stylesheet.
const builtIndex = [
  '<!doctype html><html lang="en"><head><title>Rally</title>',
  '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shell-b2.js">',
  '<link rel="stylesheet" crossorigin href="/assets/shell-c3.css">',
  '</head><body><div id="root"></div><noscript>Rally needs JavaScript</noscript></body></html>',
].join('')

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_shell-b2.js'] },
  '_shell-b2.js': { file: 'assets/shell-b2.js', css: ['assets/shell-c3.css'] },
  'src/boot.ts': { file: 'assets/boot-d4.js', isEntry: true },
  'src/features/faq/pages/faq-page.tsx': { file: 'assets/faq-page-e5.js', imports: ['_shell-b2.js', '_faq-f6.js'] },
  '_faq-f6.js': { file: 'assets/faq-f6.js' },
}

/** The FAQ page as the renderer answers it, with what a test changes. */
function faqPage(page: Partial<RenderedPage>): RenderedPage {
  return {
    status: 200,
    head: '<title>FAQ</title>',
    body: '<h1>FAQ</h1>',
    state: '',
    pageFile: '../features/faq/pages/faq-page.tsx',
    textsUrl: '/assets/texts-en-0b.json',
    ...page,
  }
}

describe('the template around a rendered page', () => {
  const laterOf = (html: string) => /<template id="rally-after-paint">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? ''
  const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''

  it('starts the app through the boot script, which names the entry; every script waits for the first paint', () => {
    const template = serverPageTemplate(builtIndex, manifest)
    expect(template).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/boot-d4.js" data-entry="/assets/index-a1.js"></script>',
    )
    // The entry and the shell are listed for after the paint, not fetched with the HTML.
    expect(laterOf(template)).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/index-a1.js">',
    )
    expect(laterOf(template)).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell-b2.js">',
    )
    expect(headOf(template).replace(laterOf(template), '')).not.toContain('modulepreload')
    // The entry runs once, from the boot script: no script element of its own.
    expect(template).not.toContain('src="/assets/index-a1.js"')
    // The stylesheet keeps its place and priority: the first paint needs it.
    expect(template).toContain('<link rel="stylesheet" crossorigin href="/assets/shell-c3.css">')
  })

  it('keeps the entry script and its preloads, at low priority, in a build without the boot script', () => {
    const { 'src/boot.ts': _boot, ...withoutBoot } = manifest
    const template = serverPageTemplate(builtIndex, withoutBoot)
    expect(template).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-a1.js"></script>',
    )
    expect(template).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shell-b2.js">')
    expect(template).not.toContain('data-entry')
    expect(template).not.toContain('rally-after-paint')
  })

  it('lists the page’s own chunks and texts for after the paint, once each and not those the template has', () => {
    const html = pageHtml({
      template: serverPageTemplate(builtIndex, manifest),
      page: faqPage({
        state: '<script type="application/json" id="rally-state">{}</script>',
        textsUrl: '/assets/texts-th-0a.json',
      }),
      language: 'th',
      manifest,
    })
    expect(html).toContain('<html lang="th"')
    expect(html).toContain('<title>FAQ</title>')
    expect(html).not.toContain('<title>Rally</title>')
    expect(html).toContain('<div id="root"><h1>FAQ</h1></div><script type="application/json" id="rally-state">')
    expect(html.match(/href="\/assets\/faq-page-e5\.js"/g)).toHaveLength(1)
    expect(html.match(/href="\/assets\/faq-f6\.js"/g)).toHaveLength(1)
    expect(html.match(/href="\/assets\/shell-b2\.js"/g)).toHaveLength(1)
    expect(laterOf(html)).toContain('href="/assets/faq-page-e5.js"')
    expect(laterOf(html)).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/texts-th-0a.json">')
    expect(html).not.toContain('<noscript>')
  })

  it('without the boot script, preloads the page’s chunks and texts in the head', () => {
    const { 'src/boot.ts': _boot, ...withoutBoot } = manifest
    const html = pageHtml({
      template: serverPageTemplate(builtIndex, withoutBoot),
      page: faqPage({}),
      language: 'en',
      manifest,
    })
    expect(headOf(html)).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/faq-page-e5.js">',
    )
    expect(headOf(html)).toContain('<link rel="preload" as="fetch" crossorigin href="/assets/texts-en-0b.json">')
  })

  it('inserts what users wrote as it is, dollar signs included', () => {
    const html = pageHtml({
      template: serverPageTemplate(builtIndex, manifest),
      page: faqPage({
        head: "<title>Fees in $'s and $&amp;</title>",
        body: "<p>I charge $'s, $& and $` per hour</p>",
        state: '<script type="application/json" id="rally-state">{"bio":"$$"}</script>',
      }),
      language: 'en',
      manifest,
    })
    expect(html).toContain("<title>Fees in $'s and $&amp;</title>")
    expect(html).toContain(
      '<div id="root"><p>I charge $\'s, $& and $` per hour</p></div><script type="application/json" id="rally-state">{"bio":"$$"}</script>',
    )
    expect(html.match(/<html/g)).toHaveLength(1)
  })
})
