import type { FastifyRequest } from 'fastify'
import type { Auth } from '../core/auth.ts'
import { AppError } from '../core/errors.ts'

/** What the authenticator needs of the sessions: a bearer token to a live session, or null. */
type SessionResolver = { resolve(token: string): Promise<Auth | null> }

/**
 * Who is calling, from `Authorization: Bearer <session token>`. Resolved only
 * when a route asks, once per request. A public route treats a missing, expired
 * or revoked token as anonymous; a route that needs a user answers 401.
 */
export function createAuthenticator({ sessions }: { sessions: SessionResolver }) {
  const resolved = new WeakMap<FastifyRequest, Promise<Auth | null>>()

  function optional(request: FastifyRequest): Promise<Auth | null> {
    let auth = resolved.get(request)
    if (!auth) {
      const token = bearerToken(request)
      auth = token ? sessions.resolve(token) : Promise.resolve(null)
      resolved.set(request, auth)
    }
    return auth
  }

  async function required(request: FastifyRequest): Promise<Auth> {
    const auth = await optional(request)
    if (!auth) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
    return auth
  }

  return { optional, required }
}

export type Authenticator = ReturnType<typeof createAuthenticator>

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined
}
