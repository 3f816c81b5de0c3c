import {
  checkUsernameQuerySchema,
  checkUsernameResponseSchema,
  errorEnvelopeSchema,
  getUserQuerySchema,
  onboardingInputSchema,
  privateUserResponseSchema,
  roleCheckQuerySchema,
  roleCheckResponseSchema,
  termsAcceptanceInputSchema,
  updateProfileInputSchema,
  updateProfileQuerySchema,
  userResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { UsersService } from './users-service.ts'

const errors = errorResponses(400, 401, 403, 404, 429)

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService; authenticator: Authenticator }> = async (
  app,
  { users, authenticator },
) => {
  app.post(
    '/users',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['users'],
        summary: "Onboarding: completes the signed-in user's account (role, 18+, terms)",
        body: onboardingInputSchema,
        response: { 201: userResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await users.onboard(auth, request.body) })
    },
  )

  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'One user by userId, username, or e-mail (e-mail: only oneself or an admin)',
        querystring: getUserQuerySchema,
        response: { 200: userResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await users.get(request.query, await authenticator.optional(request)) }),
  )

  app.get(
    '/users/me',
    {
      schema: {
        security: signedIn,
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: privateUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await users.me(await authenticator.required(request)) }),
  )

  app.post(
    '/users/me/terms-acceptance',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['users'],
        summary: 'The signed-in user accepts the current Terms and Conditions version',
        body: termsAcceptanceInputSchema,
        response: { 200: privateUserResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await users.acceptTerms(auth, request.body.version) }
    },
  )

  app.get(
    '/users/check-username',
    {
      config: limitOf('usernameCheck'),
      schema: {
        tags: ['users'],
        summary: 'Whether a username is free (case does not matter)',
        querystring: checkUsernameQuerySchema,
        response: { 200: checkUsernameResponseSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      username: request.query.username,
      available: await users.isUsernameAvailable(request.query.username),
    }),
  )

  app.patch(
    '/users',
    {
      config: limitOf('profileWrite'),
      schema: {
        security: signedIn,
        tags: ['users'],
        summary: 'Update a profile: only its owner (or an admin)',
        querystring: updateProfileQuerySchema,
        body: updateProfileInputSchema,
        response: { 200: userResponseSchema, 409: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await users.updateProfile(auth, request.query.userId, request.body) }
    },
  )

  app.get(
    '/role-verification/check-email',
    {
      schema: {
        security: signedIn,
        tags: ['users'],
        summary: 'Which roles an e-mail holds (oneself or an admin)',
        querystring: roleCheckQuerySchema,
        response: { 200: roleCheckResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { email: request.query.email, roles: await users.rolesForEmail(auth, request.query.email) }
    },
  )
}
