import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../http/rate-limits.ts'
import { createTestApp } from '../../test/app.ts'

/**
 * A web build as `npm run build` lays it out (dist/ with index.html and the manifest, dist-server/ with
 * the renderer), whose renderer answers each page with the address it rendered and how many renders
 * it has done: what a visitor's page shows tells whether it came from the page cache.
 */
function webBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'rally-web-build-'))
  const dist = path.join(root, 'dist')
  mkdirSync(path.join(dist, '.vite'), { recursive: true })
  mkdirSync(path.join(root, 'dist-server'))
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>',
  )
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index.js' } }),
  )
  writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `let renders = 0
export async function setUpRenderer() {}
export async function render({ url }) {
  renders += 1
  return { status: 200, head: '', body: '<p data-render="' + renders + '">' + url.replaceAll('&', '&amp;') + '</p>', state: '', pageFile: '../features/faq/pages/faq-page.tsx', textsUrl: '/assets/texts-en.json' }
}
`,
  )
  return dist
}

const rendered = (html: string) => {
  const match = /<p data-render="(\d+)">([^<]*)<\/p>/.exec(html)
  return match ? { render: Number(match[1]), url: (match[2] as string).replaceAll('&amp;', '&') } : null
}

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: webBuild() })
})
afterAll(() => t.close())

const page = (url: string, remoteAddress = '198.51.100.7') => t.app.inject({ url, remoteAddress })

describe('pages rendered on the server', () => {
  it('serves a page from the cache whatever parameters it does not read', async () => {
    const first = rendered((await page('/faq?n=123')).body)
    expect(first?.url).toBe('/faq')
    expect(rendered((await page('/faq?n=456&utm_source=mail')).body)).toEqual(first)
    expect(rendered((await page('/faq')).body)).toEqual(first)
  })

  it('keeps apart what a page reads: a search’s filters and page, the language', async () => {
    const search = rendered((await page('/jobs?q=coach&page=2&n=1')).body)
    expect(search?.url).toBe('/jobs?page=2&q=coach')
    expect(rendered((await page('/jobs?page=2&n=2&q=coach')).body)).toEqual(search)
    const other = rendered((await page('/jobs?q=coach&page=3')).body)
    expect(other?.render).toBeGreaterThan(search?.render ?? 0)
    expect(rendered((await page('/faq?lang=th&n=9')).body)?.url).toBe('/faq?lang=th')
    // A private page is its frame alone on the server: nothing of its query is rendered.
    expect(rendered((await page('/payment?booking=abc')).body)?.url).toBe('/payment')
  })

  it('answers 429 with when to come back once a client has had its renders, and keeps serving cached pages', async () => {
    const address = '198.51.100.60'
    await page('/faq', address)
    const { max } = rateLimits.pageRender
    for (let n = 1; n <= max; n++) {
      const answer = await page(`/faq?q=question-${n}`, address)
      expect(answer.statusCode, `render ${n}`).toBe(200)
    }
    const refused = await page('/faq?q=one-too-many', address)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60)
    // The browser still gets the app, which draws the page itself; the server rendered nothing.
    expect(refused.body).toContain('<div id="root"></div>')
    expect(rendered(refused.body)).toBeNull()

    // A page already rendered costs nothing: still served; and another client is counted on its own.
    expect((await page('/faq?n=77', address)).statusCode).toBe(200)
    expect((await page('/faq?q=one-too-many', '198.51.100.61')).statusCode).toBe(200)
  })
})
