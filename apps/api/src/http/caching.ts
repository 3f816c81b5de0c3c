import type { FastifyInstance, FastifyReply } from 'fastify'
import { adminOnly, bearerToken, signedIn } from './authentication.ts'

/**
 * Public catalogue answers may be cached by browsers and CDNs for 5 minutes and
 * served stale for 30 more while revalidating, matching the web app's query cache.
 * @fastify/etag adds the ETag and answers 304 to a matching If-None-Match.
 */
export function cachePublicly(reply: FastifyReply) {
  reply.header('cache-control', publicAnswer)
}

/** cachePublicly's cache-control. */
export const publicAnswer = 'public, max-age=300, stale-while-revalidate=1800'

/** What changes with every booking (a booking count): a minute, public. */
export const shortPublicAnswer = 'public, max-age=60'

/**
 * Public reads of what operators edit in the console (the FAQ, press mentions, the team): a minute in a
 * browser or CDN, so that an edit shows everywhere soon after it is made (issue 12). Pages rendered on
 * the server show it at once: any write empties their cache.
 */
export function cacheBriefly(reply: FastifyReply) {
  reply.header('cache-control', 'public, max-age=60, stale-while-revalidate=60')
}

/** What an answer that depends on who asks carries: no browser, proxy or CDN keeps a copy. */
export const personalAnswer = 'private, no-store'

/**
 * Personal answers are never stored (issue 20): an answer from a route that needs a session (`security:
 * signedIn` or `adminOnly`: /v1/users/me, my bookings, my applications, the console), and any answer to
 * a request that carries a session unless its route said the answer is the same for everyone
 * (`cachePublicly`, `cacheBriefly`). Registered before the routes; one rule instead of one header per route.
 */
export function keepPersonalAnswersPrivate(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const security = (request.routeOptions.schema as { security?: unknown } | undefined)?.security
    const needsSession = security === signedIn || security === adminOnly
    if (!needsSession && bearerToken(request) === undefined) return payload
    const declared = String(reply.getHeader('cache-control') ?? '')
    const sameForEveryone = !needsSession && /\bpublic\b/.test(declared)
    if (!sameForEveryone && !/\bno-store\b/.test(declared)) reply.header('cache-control', personalAnswer)
    return payload
  })
}
