import {
  demoTokenInputSchema,
  demoTokenResponseSchema,
  demoUsersResponseSchema,
  errorEnvelopeSchema,
  signInResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type IdTokenVerifier, InvalidIdTokenError } from '../../adapters/identity/id-token-verifier.ts'
import type { LocalIssuer } from '../../adapters/identity/local-issuer.ts'
import { AppError } from '../../core/errors.ts'
import { type Authenticator, bearerToken, signedIn } from '../../http/authentication.ts'
import { changesNoPublicAnswer } from '../../http/public-cache.ts'
import { limitOf } from '../../http/rate-limits.ts'
import { requestLanguage } from '../../http/request-language.ts'
import type { UsersService } from '../users/users-service.ts'
import type { SessionsService } from './sessions-service.ts'

type AuthRoutesOptions = {
  verifyIdToken: IdTokenVerifier
  sessions: SessionsService
  users: UsersService
  authenticator: Authenticator
  localIssuer?: LocalIssuer
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { verifyIdToken, sessions, users, authenticator, localIssuer },
) => {
  app.post(
    '/auth',
    {
      config: { ...limitOf('signIn'), ...changesNoPublicAnswer },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an ID token (Authorization: Bearer <Google ID token>); answers a session token',
        response: {
          200: signInResponseSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const idToken = bearerToken(request)
      if (!idToken) throw new AppError('UNAUTHORIZED', 'Sign-in needs a Google ID token')
      let identity: Awaited<ReturnType<IdTokenVerifier>>
      try {
        identity = await verifyIdToken(idToken)
      } catch (error) {
        if (!(error instanceof InvalidIdTokenError)) throw error
        request.log.info({ reason: error.message }, 'ID token refused')
        throw new AppError('UNAUTHORIZED', 'Sign-in failed: the Google token could not be verified')
      }
      const user = await users.signIn(identity, requestLanguage(request))
      const session = await sessions.create(user.userId, request.headers['user-agent'])
      return { user, token: session.token, expiresAt: session.expiresAt.toISOString() }
    },
  )

  app.delete(
    '/auth',
    {
      config: changesNoPublicAnswer,
      schema: {
        security: signedIn,
        tags: ['auth'],
        summary: 'Sign out: revokes this session',
        response: { 204: z.null().describe('Signed out'), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      await sessions.revoke(auth.sessionId)
      return reply.code(204).send(null)
    },
  )

  if (!localIssuer) return

  // The local identity provider of the embedded default (never in production, see config.ts).
  app.get(
    '/auth/local/jwks.json',
    { schema: { tags: ['auth'], summary: 'Public keys of the local demo identity provider' } },
    async () => localIssuer.jwks,
  )

  app.get(
    '/auth/local/demo-users',
    { schema: { tags: ['auth'], summary: 'Demo accounts to sign in as', response: { 200: demoUsersResponseSchema } } },
    async () => ({
      data: localIssuer.demoUsers.map(({ subject: _subject, ...demoUser }) => demoUser),
    }),
  )

  app.post(
    '/auth/local/token',
    {
      config: changesNoPublicAnswer,
      schema: {
        tags: ['auth'],
        summary: 'An ID token for a demo user ("new" is someone signing in for the first time)',
        body: demoTokenInputSchema,
        response: { 200: demoTokenResponseSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const idToken = await localIssuer.tokenFor(request.body.key)
      if (!idToken) throw new AppError('NOT_FOUND', 'No such demo user')
      return { idToken }
    },
  )
}
