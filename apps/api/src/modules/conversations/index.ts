import {
  blockParamsSchema,
  consoleCloseInputSchema,
  consoleReportListResponseSchema,
  consoleReportResponseSchema,
  consoleReportsQuerySchema,
  conversationListResponseSchema,
  conversationPaths,
  conversationResponseSchema,
  conversationsQuerySchema,
  messagePageSchema,
  messageResponseSchema,
  messagesQuerySchema,
  openConversationInputSchema,
  readInputSchema,
  readResponseSchema,
  reportInputSchema,
  reportResponseSchema,
  sendMessageInputSchema,
  unreadCountResponseSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, adminOnly, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { changesNoPublicAnswer } from '../../http/public-cache.ts'
import { limitOf } from '../../http/rate-limits.ts'
import type { ConversationsService } from './conversations-service.ts'

export { createConversationsRepository } from './conversations-repository.ts'
export type { ConversationsService } from './conversations-service.ts'
export { createConversationsService } from './conversations-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)
/** An id in a path: any text (a non-uuid is simply not found). */
const idParams = z.object({ id: z.string().min(1).max(64) })
/** Fastify's path syntax for the shared paths (`{id}` → `:id`), without the /v1 prefix the app adds. */
const path = (shared: string) => shared.replace(/^\/v1/, '').replace(/\{(\w+)\}/g, ':$1')
const closeResponse = z.object({ data: z.object({ id: z.string(), closed: z.boolean() }) })
const noStore = { 'cache-control': 'private, no-store' }

/** The conversations (decision 073): only a thread's two parties read or write it; others get 404. */
export const conversationsRoutes: FastifyPluginAsyncZod<{
  conversations: ConversationsService
  authenticator: Authenticator
}> = async (app, { conversations, authenticator }) => {
  app.get(
    path(conversationPaths.list),
    {
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary: "The caller's conversations, newest message first (keyset pages), with the unread total",
        querystring: conversationsQuerySchema,
        response: { 200: conversationListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return conversations.list(auth, request.query)
    },
  )

  app.get(
    path(conversationPaths.unreadCount),
    {
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary: "Unread messages over all the caller's conversations",
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await conversations.unreadCount(auth) }
    },
  )

  app.post(
    path(conversationPaths.open),
    {
      config: { ...limitOf('conversationOpen'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary:
          "Opens the caller's question thread with a coach, partner or academy ({kind, id}), or a booking's thread ({bookingId}, its booker or provider); the existing one when there is one",
        body: openConversationInputSchema,
        response: { 200: conversationResponseSchema, 201: conversationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      const { created, data } = await conversations.open(auth, request.body)
      return reply.code(created ? 201 : 200).send({ data })
    },
  )

  app.get(
    path(conversationPaths.conversation),
    {
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary: 'One conversation of the caller (a party), with what it is about and who may write',
        params: idParams,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await conversations.get(auth, request.params.id) }
    },
  )

  app.get(
    path(conversationPaths.messages),
    {
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary: "A page of a conversation's messages, oldest first; nextCursor (a seq) reads the older ones",
        params: idParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return conversations.messages(auth, request.params.id, request.query)
    },
  )

  app.post(
    path(conversationPaths.messages),
    {
      config: { ...limitOf('message'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary:
          'Send a message (text as typed and/or one of the sender’s own uploads); 409 for a stranger’s second message before an answer or a closed thread, 403 when blocked',
        params: idParams,
        body: sendMessageInputSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await conversations.send(auth, request.params.id, request.body) })
    },
  )

  app.post(
    path(conversationPaths.read),
    {
      config: changesNoPublicAnswer,
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary: 'The caller has read the conversation up to seq (the other party is told)',
        params: idParams,
        body: readInputSchema,
        response: { 200: readResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await conversations.read(auth, request.params.id, request.body.seq) }
    },
  )

  app.put(
    path(conversationPaths.block),
    {
      config: { ...limitOf('block'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary: 'Block a person: no messages either way while it stands',
        params: blockParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      await conversations.block(auth, request.params.userId)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    path(conversationPaths.block),
    {
      config: { ...limitOf('block'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary: 'Unblock a person the caller blocked',
        params: blockParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      await conversations.unblock(auth, request.params.userId)
      return reply.code(204).send(null)
    },
  )

  app.post(
    path(conversationPaths.reports),
    {
      config: { ...limitOf('report'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags: ['conversations'],
        summary: 'Report a message of one of the caller’s conversations, or its other party, to Rally’s operators',
        body: reportInputSchema,
        response: { 201: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      return reply.code(201).send({ data: await conversations.report(auth, request.body) })
    },
  )

  app.get(
    path(conversationPaths.consoleReports),
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Reports of messages and people, open or closed, newest first',
        querystring: consoleReportsQuerySchema,
        response: { 200: consoleReportListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await authenticator.required(request)
      reply.headers(noStore)
      return conversations.consoleReports(request.query)
    },
  )

  app.get(
    path(conversationPaths.consoleReport),
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: "One report with the reported conversation's messages (the read is recorded in the audit log)",
        params: idParams,
        response: { 200: consoleReportResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.required(request)
      reply.headers(noStore)
      return { data: await conversations.consoleReport(auth, request.params.id) }
    },
  )

  app.post(
    path(conversationPaths.consoleCloseReport),
    {
      config: changesNoPublicAnswer,
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Close a report, with the reason (audited)',
        params: idParams,
        body: consoleCloseInputSchema,
        response: { 200: z.object({ data: consoleReportListResponseSchema.shape.data.element }), ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await conversations.closeReport(auth, request.params.id, request.body.reason) }
    },
  )

  app.post(
    path(conversationPaths.consoleCloseConversation),
    {
      config: changesNoPublicAnswer,
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Close a conversation: it keeps its messages and refuses new ones (audited)',
        params: idParams,
        body: consoleCloseInputSchema,
        response: { 200: closeResponse, ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await conversations.closeConversation(auth, request.params.id, request.body.reason) }
    },
  )
}
