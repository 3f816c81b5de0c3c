import { fnv1a } from '@fastify/etag'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { adminOnly, bearerToken, signedIn } from './authentication.ts'

/**
 * Public catalogue answers may be cached by browsers and CDNs for 5 minutes and
 * served stale for 30 more while revalidating, matching the web app's query cache.
 * `tagStorableAnswers` adds the ETag and answers 304 to a matching If-None-Match.
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
    if (!isPersonal(request, reply)) return payload
    if (!/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? '')))
      reply.header('cache-control', personalAnswer)
    return payload
  })
}

/** keepPersonalAnswersPrivate's rule: the route needs a session, or the request carries one and the answer is not declared public. */
function isPersonal(request: FastifyRequest, reply: FastifyReply): boolean {
  const security = (request.routeOptions.schema as { security?: unknown } | undefined)?.security
  const needsSession = security === signedIn || security === adminOnly
  if (!needsSession && bearerToken(request) === undefined) return false
  return needsSession || !/\bpublic\b/.test(String(reply.getHeader('cache-control') ?? ''))
}

/**
 * ETags (@fastify/etag's fnv1a of the uncompressed payload: registered before compression) and a 304 for a
 * matching If-None-Match, on the answers that may be stored. A personal or `no-store` answer is never asked
 * for again with If-None-Match, so it is not hashed (hashing a spar-up page's 16 kB was an eighth of its CPU).
 */
export function tagStorableAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    let etag = reply.getHeader('etag')
    if (!etag) {
      const hashable = typeof payload === 'string' || Buffer.isBuffer(payload)
      const cacheControl = String(reply.getHeader('cache-control') ?? '')
      if (!hashable || /\bno-store\b/.test(cacheControl) || isPersonal(request, reply)) return done(null, payload)
      // fnv1a hashes a Buffer as it does text (the plugin's own hook gives it both); its types name text alone.
      etag = `"${fnv1a(payload as string)}"`
      reply.header('etag', etag)
    }
    const match = request.headers['if-none-match']
    if (match === etag || match === `W/${etag}`) {
      reply.code(304)
      return done(null, '')
    }
    done(null, payload)
  })
}
