import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { acceptsGzip } from '../../http/accepts-gzip.ts'
import { robotsPath, type SitemapService, sitemapIndexPath } from './sitemap-service.ts'

const tags = ['site']
const xml = 'application/xml; charset=utf-8'
// Stored, but checked with the server (ETag, 304) before each reuse: an approval shows on the next request.
const revalidateEveryTime = 'public, no-cache'

/** robots.txt, the sitemap index and its child sitemaps, at the site's root beside the pages (decision 021). */
export const sitemapRoutes: FastifyPluginAsyncZod<{ sitemap: SitemapService }> = async (app, { sitemap }) => {
  app.get(
    robotsPath,
    { schema: { tags, summary: 'Rules for crawlers: the API and private pages are off limits; where the sitemap is' } },
    async (_request, reply) =>
      reply.header('cache-control', revalidateEveryTime).type('text/plain; charset=utf-8').send(sitemap.robots()),
  )

  app.get(
    sitemapIndexPath,
    { schema: { tags, summary: 'Sitemap index (sitemaps.org 0.9): the child sitemaps, each with its last change' } },
    async (_request, reply) =>
      reply
        .header('cache-control', revalidateEveryTime)
        .type(xml)
        .send(await sitemap.index()),
  )

  app.get(
    '/sitemaps/:file',
    {
      schema: {
        tags,
        summary: 'One child sitemap, /sitemaps/{section}-{n}.xml: every language version of its pages, at most 50,000',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const file = await sitemap.file(request.params.file)
      // The ETag was hashed when the child was written (the ETag plugin keeps one that is set), and a
      // crawler's gzip is compressed once and kept: a child asked for again costs a read of its span.
      reply.header('cache-control', revalidateEveryTime).header('etag', file.etag).header('vary', 'accept-encoding')
      reply.type(xml)
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(file.body)
      return reply.header('content-encoding', 'gzip').send(await file.gzipped())
    },
  )
}
