import type { FastifyReply } from 'fastify'

/**
 * Public catalogue answers may be cached by browsers and CDNs for 5 minutes and
 * served stale for 30 more while revalidating, matching the web app's query cache.
 * @fastify/etag adds the ETag and answers 304 to a matching If-None-Match.
 */
export function cachePublicly(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=1800')
}
