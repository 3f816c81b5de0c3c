import {
  academyPremiumInputSchema,
  consoleAcademyListSchema,
  consoleAcademyQuerySchema,
  consoleAcademyResponseSchema,
  consoleFaqEntryResponseSchema,
  consoleFaqListSchema,
  consolePressListSchema,
  consolePressMentionResponseSchema,
  consoleTeamListSchema,
  consoleTeamMemberResponseSchema,
  contentDeleteQuerySchema,
  contentMoveSchema,
  contentRecordParamsSchema,
  faqEntryInputSchema,
  faqEntryUpdateSchema,
  faqQuerySchema,
  faqResponseSchema,
  pressListSchema,
  pressMentionInputSchema,
  pressMentionUpdateSchema,
  teamMemberInputSchema,
  teamMemberUpdateSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ZodType, z } from 'zod'
import { type Authenticator, adminOnly } from '../../http/authentication.ts'
import { cacheBriefly } from '../../http/caching.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { ContentService } from './content-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)

type EditableService = {
  list(): Promise<unknown[]>
  create(input: never, operator: { userId: string }): Promise<unknown>
  update(id: string, input: never, operator: { userId: string }): Promise<unknown>
  remove(id: string, openedVersion: string, operator: { userId: string }): Promise<void>
  move(
    id: string,
    move: { direction: 'up' | 'down'; openedVersion: string },
    operator: { userId: string },
  ): Promise<unknown>
}

/** Public reads of the site's content, and the console's edits of it (admins only, decision 023). */
export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService; authenticator: Authenticator }> = async (
  app,
  { content, authenticator },
) => {
  app.get(
    '/faq',
    {
      schema: {
        tags: ['site'],
        summary: 'The FAQ in one language, by section (English where a question was not translated)',
        querystring: faqQuerySchema,
        response: { 200: faqResponseSchema },
      },
    },
    async (request, reply) => {
      cacheBriefly(reply)
      return { data: await content.faq(request.query.lang) }
    },
  )

  app.get(
    '/press',
    {
      schema: {
        tags: ['site'],
        summary: 'Articles that wrote about Rally, in the order the home page shows them',
        response: { 200: pressListSchema },
      },
    },
    async (_request, reply) => {
      cacheBriefly(reply)
      return { data: await content.press() }
    },
  )

  /** List, create, update, delete and move for one of the console's editable lists. */
  function editableRoutes(
    path: string,
    what: string,
    service: EditableService,
    schemas: { input: ZodType; update: ZodType; list: ZodType; one: ZodType },
  ) {
    const base = `/console/content/${path}`
    const tags = ['console']
    app.get(
      base,
      {
        schema: {
          security: adminOnly,
          tags,
          summary: `Every ${what}, hidden ones too, in order`,
          response: { 200: schemas.list, ...errors },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'private, no-store')
        return { data: await service.list() }
      },
    )
    app.post(
      base,
      {
        schema: {
          security: adminOnly,
          tags,
          summary: `Add a ${what} at the end`,
          body: schemas.input,
          response: { 201: schemas.one, ...errors },
        },
      },
      async (request, reply) => {
        const auth = await authenticator.required(request)
        return reply.code(201).send({ data: await service.create(request.body as never, auth) })
      },
    )
    app.put(
      `${base}/:id`,
      {
        schema: {
          security: adminOnly,
          tags,
          summary: `Change a ${what} as opened (409 CONSOLE_RECORD_CHANGED when it changed since)`,
          params: contentRecordParamsSchema,
          body: schemas.update,
          response: { 200: schemas.one, ...errors },
        },
      },
      async (request) => {
        const auth = await authenticator.required(request)
        return { data: await service.update(request.params.id, request.body as never, auth) }
      },
    )
    app.delete(
      `${base}/:id`,
      {
        schema: {
          security: adminOnly,
          tags,
          summary: `Delete a ${what} as opened (to keep it on file, hide it instead)`,
          params: contentRecordParamsSchema,
          querystring: contentDeleteQuerySchema,
          response: { 204: z.null().describe('Deleted'), ...errors },
        },
      },
      async (request, reply) => {
        const auth = await authenticator.required(request)
        await service.remove(request.params.id, request.query.openedVersion, auth)
        return reply.code(204).send(null)
      },
    )
    app.post(
      `${base}/:id/move`,
      {
        schema: {
          security: adminOnly,
          tags,
          summary: `Move a ${what} one place up or down`,
          params: contentRecordParamsSchema,
          body: contentMoveSchema,
          response: { 200: schemas.one, ...errors },
        },
      },
      async (request) => {
        const auth = await authenticator.required(request)
        return { data: await service.move(request.params.id, request.body, auth) }
      },
    )
  }

  editableRoutes('faq', 'FAQ entry', content.faqEntries, {
    input: faqEntryInputSchema,
    update: faqEntryUpdateSchema,
    list: consoleFaqListSchema,
    one: consoleFaqEntryResponseSchema,
  })
  editableRoutes('press', 'press mention', content.pressMentions, {
    input: pressMentionInputSchema,
    update: pressMentionUpdateSchema,
    list: consolePressListSchema,
    one: consolePressMentionResponseSchema,
  })
  editableRoutes('team', 'team member', content.teamMembers, {
    input: teamMemberInputSchema,
    update: teamMemberUpdateSchema,
    list: consoleTeamListSchema,
    one: consoleTeamMemberResponseSchema,
  })

  app.get(
    '/console/content/academies',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Academies by name (approved or not), premium first, to feature or unfeature',
        querystring: consoleAcademyQuerySchema,
        response: { 200: consoleAcademyListSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      return { data: await content.academies.find(request.query) }
    },
  )

  app.put(
    '/console/academies/:id/premium',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Feature an academy as premium (listed first), or stop featuring it',
        params: contentRecordParamsSchema,
        body: academyPremiumInputSchema,
        response: { 200: consoleAcademyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await content.academies.setPremium(request.params.id, request.body, auth) }
    },
  )
}
