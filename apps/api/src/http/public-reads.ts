import { serializerCompiler } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { SharedCache } from '../adapters/cache/index.ts'
import { decodeAnswer, encodeAnswer, publicAnswerKey } from './public-cache.ts'

/** An API answer as the server renderer reads it: status, type and the JSON text the route would send. */
export type PublicAnswer = { status: number; contentType: string; body: string }

/**
 * One public GET that the server renderer may have answered by calling its service directly rather than
 * through HTTP in-process (`app.inject`: a request and a reply made up, routing, every hook, validation,
 * serialisation, then a fetch Response around the text; decision 050). The same route's schemas parse its
 * input and serialise its answer, so the text is the route's, byte for byte (http/public-reads.test.ts
 * compares them); anything else the route would do (an error's envelope, an answer that is not 200) is
 * left to the route itself: a read that throws, or whose input its schemas refuse, is asked of the API.
 */
export type PublicRead<Params extends z.ZodType, Query extends z.ZodType> = {
  /** The route's path as it is registered, parameters as `:name` (`/v1/personal-coach/records/:id`). */
  path: string
  params?: Params
  querystring?: Query
  /** The route's schema of its 200 answer. */
  response: z.ZodType
  /** The cache-control the route sends with that answer: a `public` one is kept in the shared cache. */
  cacheControl: string
  /** What the route's handler does for an anonymous visitor; undefined: this request is not for here. */
  read(input: { params: z.output<Params>; query: z.output<Query> }): unknown
}

/** A read of any route, as the reader keeps them in one list. */
export type AnyPublicRead = PublicRead<z.ZodType, z.ZodType>

/** A read for the reader's list, its types checked where it is written. */
export const publicRead = <Params extends z.ZodType, Query extends z.ZodType>(read: PublicRead<Params, Query>) =>
  read as unknown as AnyPublicRead

const json = 'application/json; charset=utf-8'

/**
 * The server renderer's way to the API (decision 050): the reads listed are answered by their services,
 * the rest by `fallback` (the API in-process). Both look in, and keep to, the shared cache of public
 * answers under the same key, as an anonymous GET does (http/public-cache.ts).
 */
export function createPublicReader({
  reads,
  cache,
  fallback,
}: {
  reads: readonly AnyPublicRead[]
  cache: SharedCache
  fallback: (url: string) => Promise<PublicAnswer>
}) {
  const routes = reads.map((read) => ({
    ...read,
    pattern: pathPattern(read.path),
    serialize: serializerCompiler({ schema: read.response, method: 'GET', url: read.path }) as (
      data: unknown,
    ) => string,
    isPublic: /\bpublic\b/.test(read.cacheControl),
  }))

  return async function readPublicly(url: string): Promise<PublicAnswer> {
    const queryStart = url.indexOf('?')
    const pathname = queryStart === -1 ? url : url.slice(0, queryStart)
    const route = routes.find((candidate) => candidate.pattern.test(pathname))
    // A NUL the API refuses before any route (http/text-input.ts): its answer is the API's to give.
    if (!route || url.includes('%00')) return fallback(url)

    const generation = await cache.generation()
    const key = publicAnswerKey(url)
    const kept = generation === undefined ? undefined : await cache.get(generation, key)
    if (kept) {
      const { contentType, body } = decodeAnswer(kept)
      return { status: 200, contentType, body }
    }

    const search = queryStart === -1 ? '' : url.slice(queryStart + 1)
    const input = parseInput(route, route.pattern.exec(pathname)?.groups ?? {}, search)
    if (!input) return fallback(url)
    let body: string
    try {
      const answer = await route.read(input as { params: unknown; query: unknown })
      if (answer === undefined) return fallback(url)
      body = route.serialize(answer)
    } catch {
      // Not found, hidden, a database error...: the route answers it, with its status and envelope.
      return fallback(url)
    }
    if (generation !== undefined && route.isPublic) {
      await cache.set(generation, key, encodeAnswer({ contentType: json, cacheControl: route.cacheControl, body }))
    }
    return { status: 200, contentType: json, body }
  }
}

export type PublicReader = ReturnType<typeof createPublicReader>

/** `/v1/records/:id` as a pattern whose named groups are the parameters. */
function pathPattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${source}$`)
}

/** The route's parameters and query as its schemas give them; undefined when they refuse them (a 400). */
function parseInput(
  route: AnyPublicRead,
  groups: Record<string, string>,
  search: string,
): { params: unknown; query: unknown } | undefined {
  const rawParams: Record<string, string> = {}
  try {
    for (const [name, value] of Object.entries(groups)) rawParams[name] = decodeURIComponent(value)
  } catch {
    return undefined
  }
  const rawQuery: Record<string, string> = {}
  for (const [name, value] of new URLSearchParams(search)) {
    // A repeated parameter is an array to the API's query parser: the route's own business.
    if (name in rawQuery) return undefined
    rawQuery[name] = value
  }
  const params = route.params ? route.params.safeParse(rawParams) : { success: true as const, data: rawParams }
  const query = route.querystring ? route.querystring.safeParse(rawQuery) : { success: true as const, data: rawQuery }
  if (!params.success || !query.success) return undefined
  return { params: params.data, query: query.data }
}
