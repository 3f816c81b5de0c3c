import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/app.ts'

describe('API conventions', () => {
  it('answers unknown /v1 paths with a JSON 404 in the error envelope', async () => {
    const t = await createTestApp()
    try {
      const response = await t.app.inject({ url: '/v1/no-such-thing' })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
      expect(response.json()).toEqual({
        error: { code: 'NOT_FOUND', message: 'No such endpoint: GET /v1/no-such-thing' },
      })
    } finally {
      await t.close()
    }
  })

  it('publishes an OpenAPI document that lists the academy routes, and a docs page', async () => {
    const t = await createTestApp()
    try {
      const response = await t.app.inject({ url: '/v1/openapi.json' })
      expect(response.statusCode).toBe(200)
      const document = JSON.parse(response.body)
      expect(document.openapi).toMatch(/^3\./)
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining(['/v1/academies', '/v1/academies/{academyId}', '/v1/site-config']),
      )
      expect(document.paths['/v1/academies'].get.parameters).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'category', in: 'query' })]),
      )
      const docs = await t.app.inject({ url: '/v1/docs/' })
      expect(docs.statusCode).toBe(200)
      expect(docs.body).toContain('swagger')
    } finally {
      await t.close()
    }
  })

  it('sends security headers, and compresses with an ETag kept', async () => {
    const t = await createTestApp()
    try {
      const response = await t.app.inject({ url: '/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } })
      expect(response.headers['content-encoding']).toBe('gzip')
      expect(response.headers.etag).toBeTruthy()
      expect(response.headers['x-content-type-options']).toBe('nosniff')
      expect(response.headers['content-security-policy']).toContain("default-src 'self'")
      expect(response.headers['content-security-policy']).not.toContain('google')
      expect(response.headers['strict-transport-security']).toBeDefined()
    } finally {
      await t.close()
    }
  })

  it('reports health from the database, and a generic 500 without details when the database is gone', async () => {
    const t = await createTestApp()
    const healthy = await t.app.inject({ url: '/healthz' })
    expect(healthy.statusCode).toBe(200)
    expect(healthy.json()).toEqual({ status: 'ok' })

    await t.database.close() // the database goes away under a running app
    const broken = await t.app.inject({ url: '/v1/academies' })
    await t.app.close()
    expect(broken.statusCode).toBe(500)
    expect(broken.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    })
  })
})

describe('serving the web app', () => {
  it('answers route-table paths with 200 and every other page path with 404, both with the app', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'rally-web-'))
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>')
    const t = await createTestApp({ WEB_DIST_DIR: dist })
    try {
      const page = await t.app.inject({ url: '/tennis/academies' })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('<div id="root">')

      const missing = await t.app.inject({ url: '/no/such/page?x=1' })
      expect(missing.statusCode).toBe(404)
      expect(missing.headers['content-type']).toContain('text/html')
      expect(missing.body).toContain('<div id="root">')

      expect((await t.app.inject({ url: '/squash/academies' })).statusCode).toBe(404)
      expect((await t.app.inject({ url: '/v1/nothing' })).headers['content-type']).toContain('application/json')
    } finally {
      await t.close()
    }
  })

  it('sends the page compressed to a browser that accepts it', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'rally-web-'))
    const html = `<!doctype html><html><head><title>Rally</title></head><body>${'<p>Rally</p>'.repeat(300)}<div id="root"></div></body></html>`
    writeFileSync(path.join(dist, 'index.html'), html)
    const t = await createTestApp({ WEB_DIST_DIR: dist })
    try {
      for (const url of ['/tennis/academies', '/no/such/page']) {
        const page = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
        expect(page.headers['content-encoding'], url).toBe('gzip')
        expect(gunzipSync(page.rawPayload).toString()).toBe(html)
        expect(page.rawPayload.length).toBeLessThan(html.length / 4)
      }
      const brotli = await t.app.inject({ url: '/tennis', headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(brotli.headers['content-encoding']).toBe('br')
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(html)
      for (const headers of [{}, { 'accept-encoding': 'gzip;q=0, identity' }]) {
        const plain = await t.app.inject({ url: '/tennis/academies', headers })
        expect(plain.headers['content-encoding']).toBeUndefined()
        expect(plain.body).toBe(html)
      }
    } finally {
      await t.close()
    }
  })
})

describe('site configuration', () => {
  it('lists only the press mentions configured, and refuses a malformed list at start', async () => {
    const mention = { outlet: 'Court Times', headline: 'Rally opens in Jakarta', url: 'https://news.example/rally' }
    const t = await createTestApp({ PRESS_MENTIONS: JSON.stringify([mention]) })
    try {
      expect((await t.app.inject({ url: '/v1/site-config' })).json().press).toEqual([mention])
    } finally {
      await t.close()
    }
    const { parseConfig } = await import('../config.ts')
    expect(parseConfig({}).site.press).toEqual([])
    expect(() => parseConfig({ PRESS_MENTIONS: '[{"outlet":"x"}]' })).toThrow(/PRESS_MENTIONS/)
  })
})
