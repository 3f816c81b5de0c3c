import type { FastifyReply } from 'fastify'

/**
 * Public catalogue answers may be cached by browsers and CDNs for 5 minutes and
 * served stale for 30 more while revalidating, matching the web app's query cache.
 * @fastify/etag adds the ETag and answers 304 to a matching If-None-Match.
 */
export function cachePublicly(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=1800')
}

/**
 * Public reads of what operators edit in the console (the FAQ, press mentions, the team): a minute in a
 * browser or CDN, so that an edit shows everywhere soon after it is made (issue 12). Pages rendered on
 * the server show it at once: any write empties their cache.
 */
export function cacheBriefly(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=60')
}
