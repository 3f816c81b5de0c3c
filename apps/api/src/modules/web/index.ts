import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import fastifyStatic from '@fastify/static'
import { matchesWebRoute } from '@rally/shared'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * Serves the built web app. Files come from the Vite build; every other page
 * path gets index.html, with HTTP 200 for paths in the route table and 404 for
 * the rest (the app then shows its not-found page).
 * Returns the handler for paths no route matched, or undefined when there is no build.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html')
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'no web build found: serving the API only (run `npm run build`)')
    return undefined
  }
  // Compressed once here: this handler answers paths no route matched, which the
  // compress plugin (a hook per route) never sees.
  const indexHtml = readFileSync(indexFile)
  const compressed = {
    identity: indexHtml,
    br: brotliCompressSync(indexHtml),
    gzip: gzipSync(indexHtml, { level: 9 }),
  }

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    globIgnore: ['index.html'],
    setHeaders(res, filePath) {
      // Vite puts a content hash in every asset name: the file at a name never changes.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable')
      }
    },
  })

  return (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    reply
      .code(matchesWebRoute(pathname) ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
    const encoding = preferredEncoding(request.headers['accept-encoding'])
    if (encoding) reply.header('content-encoding', encoding)
    return reply.send(compressed[encoding ?? 'identity'])
  }
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
