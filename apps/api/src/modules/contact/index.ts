import { contactMessageInputSchema, contactMessageResponseSchema } from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Authenticator } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { changesNoPublicAnswer } from '../../http/public-cache.ts'
import { limitOf } from '../../http/rate-limits.ts'
import { requestLanguage } from '../../http/request-language.ts'
import type { ContactService } from './contact-service.ts'

export const contactRoutes: FastifyPluginAsyncZod<{
  contact: ContactService
  authenticator: Authenticator
}> = async (app, { contact, authenticator }) => {
  app.post(
    '/contact-messages',
    {
      config: { ...limitOf('contact'), ...changesNoPublicAnswer },
      schema: {
        tags: ['contact'],
        summary:
          'Write to Rally support (anyone, signed in or not): stored, e-mailed to the support address with Reply-To the sender, and acknowledged to the sender in the language of Accept-Language',
        body: contactMessageInputSchema,
        response: { 201: contactMessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.optional(request)
      return reply.code(201).send({ data: await contact.send(request.body, requestLanguage(request), auth) })
    },
  )
}
