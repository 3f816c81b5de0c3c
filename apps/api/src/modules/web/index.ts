import { hash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import {
  addressLanguage,
  defaultLanguage,
  isAdminRoute,
  isLanguageCode,
  type LanguageCode,
  type RenderedPage,
  type RenderInput,
  renderedPageAddress,
  webRouteOf,
} from '@rally/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SharedCache } from '../../adapters/cache/index.ts'
import { type AnyPublicRead, createPublicReader, type PublicAnswer } from '../../http/public-reads.ts'
import type { WorkLimit } from '../../http/rate-limits.ts'
import { createPageCache } from './page-cache.ts'
import { type Manifest, pageHtml, serverPageTemplate } from './page-html.ts'

/** What the renderer reads of an API answer (apps/web/src/lib/api-client.ts ApiAnswer). */
type ApiAnswer = {
  ok: boolean
  status: number
  statusText: string
  headers: { get(name: string): string | null }
  json(): Promise<unknown>
  blob(): Promise<Blob>
}

/** The web app's server renderer (apps/web/src/entry-server.tsx, built to dist-server/). */
type Renderer = {
  setUpRenderer(transport: (url: string, init: RequestInit) => Promise<ApiAnswer>): Promise<void>
  render(input: RenderInput): Promise<RenderedPage>
}

export type WebAppOptions = {
  distDir: string
  /** PUBLIC_URL: the origin of canonical addresses and cards. */
  siteUrl: string
  /** The shared cache the rendered pages are kept in (decision 048); a write starts its new generation. */
  cache: SharedCache
  /** How many pages one client may have rendered (the cache's pages are not counted); none when limits are off. */
  renderLimit?: WorkLimit
  /**
   * The public reads pages make most, answered by their services rather than through HTTP in-process
   * (decision 050); the renderer asks the API for the others.
   */
  reads?: readonly AnyPublicRead[]
}

type Encoding = 'br' | 'gzip' | 'identity'

/** A rendered page in one encoding: each encoding a browser asks for is made, and kept, on its own. */
type CachedPage = {
  status: number
  /** A page moved for good: the path it answers 301 to. */
  location?: string
  language: LanguageCode
  /** The body's strong validator: a browser asking again with it gets 304. */
  etag?: string
  body: Buffer
}

/** Files the browser only ever loads from a page, never opens as one (an SVG can be a document), or their compressed copies. */
const subresourceFile = /\.(?:js|css|json|woff2?|map)(?:\.br|\.gz)?$/

/** Helmet's headers that apply to documents alone. */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
]

/**
 * Serves the built web app. Files come from the Vite build. Every other page path is rendered on the
 * server (decision 019): the page's content, metadata and data in the first HTML, HTTP 200 for the
 * route table's paths and 404 for the rest and for records that do not exist. Without the server
 * build (dist-server/) it falls back to the plain index.html.
 * Returns the handler for paths no route matched, or undefined when there is no build.
 */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, siteUrl, cache: sharedCache, renderLimit, reads = [] }: WebAppOptions,
) {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no web build found: serving the API only (run `npm run build`)')
    return undefined
  }
  const template = readFileSync(indexFile, 'utf8')

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The build writes each script, stylesheet and text file compressed (name.br, name.gz) at the
    // highest levels: those are sent as they are, to a browser that accepts them.
    preCompressed: true,
    globIgnore: ['index.html', '.vite/**'],
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name: the file at a name never changes.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable')
      }
      // A script, stylesheet or text file is never a document: the headers that govern documents
      // (their policy, framing, referrer, opener) say nothing there, and cost a phone about 0.6 kB a
      // file (a page loads some thirty). nosniff, the resource policy and HSTS stay (decision 026).
      if (subresourceFile.test(filePath)) {
        // Helmet writes them on the raw response, before any route runs.
        for (const header of documentOnlyHeaders) res.raw.removeHeader(header)
      }
    },
  })

  const readApi = createPublicReader({ reads, cache: sharedCache, fallback: (url) => injectAnswer(app, 'GET', url) })
  const renderer = await loadRenderer(app, distDir, async (url, init) =>
    apiAnswer(!init.method || init.method === 'GET' ? await readApi(url) : await injectAnswer(app, init.method, url)),
  )
  if (!renderer) return plainIndex(template)
  const { render } = renderer
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  const pageTemplate = serverPageTemplate(template, manifest)

  // Any successful write may change a page: it starts a new generation (http/public-cache.ts).
  const cache = createPageCache<CachedPage>({ cache: sharedCache, encode: encodePage, decode: decodePage })

  async function renderPage(url: string, language: LanguageCode, encoding: Encoding): Promise<CachedPage> {
    const page = await render({ url, language, siteUrl })
    if (page.location !== undefined) return { status: 301, location: page.location, language, body: Buffer.alloc(0) }
    const html = Buffer.from(pageHtml({ template: pageTemplate, page, language, manifest }))
    // Only the encoding this browser takes: nearly every one takes Brotli, and the others' copies are
    // made when one of them asks (half the compression work of every render, decision 048). Brotli's
    // quality 4 is its last level before the slower matchers: on a 30 kB profile page, 0.3–0.5 ms of CPU
    // against 1.0–1.6 ms at quality 6, for 5 % more bytes (7.4 kB against 7.0; decision 050). In this
    // thread, as the render itself: on the thread pool the same work also cost a stream, a pool thread's
    // wake-up and a callback, and both cores are busy with renders under load anyway (decision 058).
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
            },
          })
        : encoding === 'gzip'
          ? gzipSync(html, { level: 6 })
          : html
    // Hashed once here, natively, rather than by @fastify/etag on every answer (it keeps one that is set).
    return { status: page.status, language, body, etag: `"${hash('sha1', body, 'base64url')}"` }
  }

  const shell = plainIndex(template)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Parameters the page does not read change nothing on it: they are not rendered, nor kept apart.
    const url = renderedPageAddress(request.url)
    const language = pageLanguage(request)
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    const key = `${encoding ?? 'identity'} ${language} ${url}`
    const overLimit = renderLimit && !(await cache.has(key)) ? await renderLimit(request) : undefined
    if (overLimit) {
      // No render for this client for now: 429 tells a crawler when to come back, and a person's
      // browser draws the page itself from the app, as it does for every page after the first.
      reply.header('retry-after', String(overLimit.retryAfterSeconds))
      return shell(request, reply, 429)
    }
    let page: CachedPage
    try {
      page = await cache.get(key, () => renderPage(url, language, encoding ?? 'identity'))
    } catch (error) {
      // The renderer itself failed (a bug, not missing data): the plain app still works in the browser.
      request.log.error({ err: error, url }, 'server rendering failed')
      return shell(request, reply)
    }
    // no-cache: a browser keeps a 301 for good otherwise, and a specialist may change sport.
    if (page.location !== undefined) {
      return reply.code(301).header('location', page.location).header('cache-control', 'no-cache').send()
    }
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-language', page.language)
      // The language may come from the cookie: a shared cache must not give one visitor's to another.
      .header('vary', 'accept-encoding, cookie')
    if (encoding) reply.header('content-encoding', encoding)
    if (page.etag) reply.header('etag', page.etag)
    return reply.send(page.body)
  }
}

/** A page as the shared cache keeps it: a line of JSON (status, address, language), then the body. */
function encodePage({ body, ...head }: CachedPage): Buffer {
  return Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`), body])
}

function decodePage(kept: Buffer): CachedPage {
  const end = kept.indexOf(10)
  return { ...(JSON.parse(kept.subarray(0, end).toString()) as Omit<CachedPage, 'body'>), body: kept.subarray(end + 1) }
}

/** The language a page is rendered in: the address's (?lang=), else the visitor's cookie, else English. */
function pageLanguage(request: FastifyRequest): LanguageCode {
  const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : ''
  const fromAddress = addressLanguage(search)
  if (fromAddress) return fromAddress
  const cookie = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(String(request.headers.cookie ?? ''))?.[1]
  return isLanguageCode(cookie) ? cookie : defaultLanguage
}

/** The server build, set up to call this API in-process; undefined when it was not built. */
async function loadRenderer(
  app: FastifyInstance,
  distDir: string,
  transport: (url: string, init: RequestInit) => Promise<ApiAnswer>,
): Promise<Renderer | undefined> {
  const entry = path.resolve(distDir, '../dist-server/entry-server.js')
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server build of the web app: pages render in the browser only')
    return undefined
  }
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer
  await renderer.setUpRenderer(transport)
  return renderer
}

/** An anonymous request to this API in-process, through its routes and hooks. */
async function injectAnswer(app: FastifyInstance, method: string, url: string): Promise<PublicAnswer> {
  const answer = await app.inject({ method: method as 'GET', url, headers: { accept: 'application/json' } })
  return {
    status: answer.statusCode,
    contentType: String(answer.headers['content-type'] ?? 'application/json'),
    body: answer.statusCode === 204 || answer.statusCode === 304 ? '' : answer.payload,
  }
}

/** The parts of a fetch Response the web app's API client reads, without making one. */
function apiAnswer({ status, contentType, body }: PublicAnswer): ApiAnswer {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: async () => JSON.parse(body),
    blob: async () => new Blob([body], { type: contentType }),
  }
}

/** index.html as it was built, for every page (the browser renders it): the fallback without a server build. */
function plainIndex(template: string) {
  // Compressed once here: this handler answers paths no route matched, which the compress plugin
  // (a hook per route) never sees.
  const html = Buffer.from(template)
  const compressed = { identity: html, br: brotliCompressSync(html), gzip: gzipSync(html, { level: 9 }) }
  return (request: FastifyRequest, reply: FastifyReply, status?: number) => {
    const pathname = request.url.split('?')[0] ?? '/'
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    reply
      .code(status ?? (isPageForAnyone(pathname) ? 200 : 404))
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
    if (encoding) reply.header('content-encoding', encoding)
    return reply.send(compressed[encoding ?? 'identity'])
  }
}

/** A path of the route table that an anonymous request may have: not the console's (routes.ts adminRouteNames). */
function isPageForAnyone(pathname: string): boolean {
  const route = webRouteOf(pathname)
  return route !== null && !isAdminRoute(route)
}

/** Brotli when the browser takes it, else gzip, else none (q=0 means "not this one"). */
function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''))
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}
