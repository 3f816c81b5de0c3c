import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { SharedCache } from '../adapters/cache/index.ts'

/** What a cached answer was read for: its key and the generation taken before the route read the database. */
const pending = new WeakMap<FastifyRequest, { key: string; generation: number }>()

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route writes nothing any public answer shows (a sign-in, a preview, a message sent). */
    publicAnswersUnchanged?: boolean
  }
}

/**
 * For a write route's `config`: it changes no public answer, so it leaves the cache as it is. Frequent
 * writes that show nowhere public: signing in and out, a blog post's preview as its author types, a
 * message to the team, a file uploaded (it shows once a profile or post that names it is saved).
 */
export const changesNoPublicAnswer = { publicAnswersUnchanged: true } as const

/** Requests whose write, this time, changed no public answer (see `keepPublicAnswers`). */
const changedNothingPublic = new WeakSet<FastifyRequest>()

/**
 * For a write route whose handler knows, from what it wrote, that this write shows nowhere public (a
 * booking of no one in particular): its success leaves the cache as it is (decision 051). Routes whose
 * writes never show say so in their config instead (`changesNoPublicAnswer`).
 */
export function keepPublicAnswers(request: FastifyRequest) {
  changedNothingPublic.add(request)
}

/** How long (ms from its computing) a public answer stays true by the clock alone, as its route said. */
const trueFor = new WeakMap<FastifyRequest, { ms: number; from: number }>()

/**
 * For a public read whose answer the clock changes as well as writes (open slots: the notice and the horizon
 * move, holds lapse by themselves; decision 060): the shared cache keeps this answer for `ms` at most (from now,
 * as the route's own clock measured it), a second less, within its time limit; not at all when that is under a
 * second. Writes empty it as they empty any other.
 */
export function keepPublicAnswerFor(request: FastifyRequest, ms: number) {
  const kept = trueFor.get(request)
  if (!kept || ms < kept.ms) trueFor.set(request, { ms, from: performance.now() })
}

/** What is left of an answer's time (ms), a second early; undefined when its route set no such bound. */
function publicAnswerLifetime(request: FastifyRequest): number | undefined {
  const kept = trueFor.get(request)
  if (!kept || kept.ms === Number.POSITIVE_INFINITY) return undefined
  return kept.ms - (performance.now() - kept.from) - 1000
}

/**
 * Public API answers from the shared cache (decision 048). An anonymous GET under /v1 is looked up by
 * its address before any route work; an answer its route declared the same for everyone (`public` in
 * cache-control: cachePublicly, cacheBriefly) with status 200 is kept. A request with a session is
 * never served from here nor kept: its route may answer it differently. Any successful write starts a
 * new generation before its answer leaves (its transaction has committed by then), so a client that saw
 * the write finish reads the new state from every process.
 */
export function cachePublicAnswers(app: FastifyInstance, cache: SharedCache) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (readMethods.has(request.method) || reply.statusCode >= 400) return payload
    if (request.routeOptions.config?.publicAnswersUnchanged || changedNothingPublic.has(request)) return payload
    await cache.invalidate()
    return payload
  })
  if (cache.kind === 'off') return

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith('/v1/') || request.headers.authorization !== undefined)
      return
    const generation = await cache.generation()
    if (generation === undefined) return
    const key = publicAnswerKey(request.url)
    const kept = await cache.get(generation, key)
    if (!kept) {
      pending.set(request, { key, generation })
      return
    }
    const { contentType, cacheControl, body } = decodeAnswer(kept)
    return reply.type(contentType).header('cache-control', cacheControl).send(body)
  })

  app.addHook('onSend', async (request, reply, payload) => {
    const read = pending.get(request)
    if (!read) return payload
    pending.delete(request)
    const cacheControl = String(reply.getHeader('cache-control') ?? '')
    if (reply.statusCode === 200 && /\bpublic\b/.test(cacheControl) && typeof payload === 'string') {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8')
      const lifetime = publicAnswerLifetime(request)
      if (lifetime === undefined || lifetime > 0) {
        await cache.set(read.generation, read.key, encodeAnswer({ contentType, cacheControl, body: payload }), lifetime)
      }
    }
    return payload
  })
}

/** The shared cache's key of the anonymous GET of `url` (path and query, as the request names them). */
export const publicAnswerKey = (url: string) => `api ${url}`

type KeptAnswer = { contentType: string; cacheControl: string; body: string }

/** Two header lines, then the body as it was sent. */
export function encodeAnswer({ contentType, cacheControl, body }: KeptAnswer): Buffer {
  return Buffer.from(`${contentType}\n${cacheControl}\n${body}`)
}

export function decodeAnswer(kept: Buffer): KeptAnswer {
  const text = kept.toString()
  const first = text.indexOf('\n')
  const second = text.indexOf('\n', first + 1)
  return {
    contentType: text.slice(0, first),
    cacheControl: text.slice(first + 1, second),
    body: text.slice(second + 1),
  }
}
