import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import { type Auth, accountBlocked } from '../core/auth.ts'
import { AppError } from '../core/errors.ts'

/**
 * What the authenticator needs of the sessions: a bearer token to a live session, or null; and whether
 * a token that is not live was a blocked person's.
 */
type SessionResolver = {
  resolve(token: string): Promise<Auth | null>
  heldByBlocked(token: string): Promise<boolean>
}

/**
 * Who is calling, from `Authorization: Bearer <session token>`. Resolved only
 * when a route asks, once per request. A public route treats a missing, expired
 * or revoked token as anonymous; a route that needs a user answers 401.
 */
export function createAuthenticator({
  sessions,
  supportEmail,
}: {
  sessions: SessionResolver
  /** Where a blocked person may write (config.site.supportEmail). */
  supportEmail: string
}) {
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
    if (auth) return auth
    // A blocked person's page learns why its session ended (their draft is still on screen), in the
    // words sign-in uses; public routes read such a token as anonymous.
    const token = bearerToken(request)
    if (token && (await sessions.heldByBlocked(token))) throw accountBlocked(supportEmail)
    throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
  }

  return { optional, required }
}

export type Authenticator = ReturnType<typeof createAuthenticator>

/**
 * A private route says so in its schema (`security: signedIn`), which also documents it in
 * OpenAPI. Such a route checks the session in `onRequest`, before its body or query is parsed
 * and validated: a caller without a valid session learns nothing about the payload but 401.
 */
export const signedIn = [{ session: [] }]
/**
 * The operator's console (`/v1/console/...`): `security: adminOnly` answers 401 without a session and
 * 403 for anyone who is not an admin, before the request is parsed (decision 023).
 */
export const adminOnly = [{ session: ['admin'] }]
export const sessionSecurityScheme = { session: { type: 'http', scheme: 'bearer' } } as const

export function requireSignInWhereDeclared(app: FastifyInstance, authenticator: Authenticator) {
  const check: onRequestHookHandler = async (request) => {
    await authenticator.required(request)
  }
  const checkAdmin: onRequestHookHandler = async (request) => {
    const auth = await authenticator.required(request)
    if (!auth.isAdmin) throw new AppError('FORBIDDEN', 'Only Rally’s operators can use the console')
  }
  app.addHook('onRoute', (route) => {
    const security = (route.schema as { security?: unknown } | undefined)?.security
    const guard = security === signedIn ? check : security === adminOnly ? checkAdmin : undefined
    if (!guard) return
    const existing = route.onRequest ? [route.onRequest].flat() : []
    route.onRequest = [guard, ...existing]
  })
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (!header) return undefined
  const [scheme, token] = header.split(' ')
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined
}
