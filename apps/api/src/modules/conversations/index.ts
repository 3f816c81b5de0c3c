import {
  blockParamsSchema,
  consoleCloseInputSchema,
  consoleReportListResponseSchema,
  consoleReportResponseSchema,
  consoleReportsQuerySchema,
  conversationListResponseSchema,
  conversationResponseSchema,
  conversationSchema,
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
import type { ConversationsConsoleService } from './conversations-console-service.ts'
import type { ConversationsService } from './conversations-service.ts'

export { createConversationsConsoleService } from './conversations-console-service.ts'
export { createConversationsRepository } from './conversations-repository.ts'
export { type ConversationPorts, createConversationsService, type MessageNotifier } from './conversations-service.ts'
export { createMessageDigest } from './message-digest.ts'

const errors = errorResponses(400, 401, 403, 404, 409, 429)
const idParams = z.object({ id: z.uuid({ error: 'id must be a conversation id' }) })
const reportParams = z.object({ id: z.uuid({ error: 'id must be a report id' }) })
const tags = ['conversations']

/**
 * The conversations (decision 073). Every route is signed in; a thread is answered only to its two parties
 * (anyone else, whatever the id: 404). Register with prefix /v1.
 */
export const conversationsRoutes: FastifyPluginAsyncZod<{
  conversations: ConversationsService
  authenticator: Authenticator
}> = async (app, { conversations, authenticator }) => {
  const auth = (request: Parameters<Authenticator['required']>[0]) => authenticator.required(request)

  app.get(
    '/conversations',
    {
      schema: {
        security: signedIn,
        tags,
        summary: 'The caller’s conversations, newest message first (keyset pages), with the unread count',
        querystring: conversationsQuerySchema,
        response: { 200: conversationListResponseSchema, ...errors },
      },
    },
    async (request) => conversations.list(await auth(request), request.query),
  )

  app.get(
    '/conversations/unread-count',
    {
      schema: {
        security: signedIn,
        tags,
        summary: 'Unread messages over all the caller’s conversations',
        response: { 200: unreadCountResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: { count: await conversations.unreadCount(await auth(request)) } }),
  )

  app.post(
    '/conversations',
    {
      config: { ...limitOf('newConversation'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags,
        summary: 'Open (or start) the question thread with a provider ({kind, id}) or a booking’s thread ({bookingId})',
        body: openConversationInputSchema,
        response: { 200: conversationResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await conversations.open(await auth(request), request.body) }),
  )

  app.get(
    '/conversations/:id',
    {
      schema: {
        security: signedIn,
        tags,
        summary: 'One conversation (its two parties only): what it is about, read positions, block and limit',
        params: idParams,
        response: { 200: z.object({ data: conversationSchema }), ...errors },
      },
    },
    async (request) => ({ data: await conversations.get(await auth(request), request.params.id) }),
  )

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        security: signedIn,
        tags,
        summary: 'A page of a conversation’s messages, oldest first; `before` (the nextCursor) for older ones',
        params: idParams,
        querystring: messagesQuerySchema,
        response: { 200: messagePageSchema, ...errors },
      },
    },
    async (request) => conversations.messages(await auth(request), request.params.id, request.query),
  )

  app.post(
    '/conversations/:id/messages',
    {
      config: { ...limitOf('message'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags,
        summary:
          'Send a message: text (1 to 4,000 characters) and/or one of the sender’s own uploads (a picture or PDF)',
        params: idParams,
        body: sendMessageInputSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await conversations.send(await auth(request), request.params.id, request.body) }),
  )

  app.post(
    '/conversations/:id/read',
    {
      config: changesNoPublicAnswer,
      schema: {
        security: signedIn,
        tags,
        summary: 'The caller has read the conversation up to `seq` (the other party is told)',
        params: idParams,
        body: readInputSchema,
        response: { 200: readResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await conversations.read(await auth(request), request.params.id, request.body.seq),
    }),
  )

  app.put(
    '/blocks/:userId',
    {
      config: { ...limitOf('block'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags,
        summary: 'Block a person one has a conversation with: no messages either way',
        params: blockParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await conversations.block(await auth(request), request.params.userId)
      return reply.code(204).send(null)
    },
  )

  app.delete(
    '/blocks/:userId',
    {
      config: { ...limitOf('block'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags,
        summary: 'Unblock a person',
        params: blockParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await conversations.unblock(await auth(request), request.params.userId)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/reports',
    {
      config: { ...limitOf('messageReport'), ...changesNoPublicAnswer },
      schema: {
        security: signedIn,
        tags,
        summary: 'Report a message or the other party of a conversation, for Rally’s operators',
        body: reportInputSchema,
        response: { 201: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await conversations.report(await auth(request), request.body) }),
  )
}

/** The operators' reports (admins only, decision 023). Register with prefix /v1. */
export const conversationsConsoleRoutes: FastifyPluginAsyncZod<{
  console: ConversationsConsoleService
  authenticator: Authenticator
}> = async (app, { console, authenticator }) => {
  const consoleTags = ['console']

  app.get(
    '/console/reports',
    {
      schema: {
        security: adminOnly,
        tags: consoleTags,
        summary: 'Reported messages and people, open or closed, newest first',
        querystring: consoleReportsQuerySchema,
        response: { 200: consoleReportListResponseSchema, ...errors },
      },
    },
    async (request) => console.list(request.query),
  )

  app.get(
    '/console/reports/:id',
    {
      schema: {
        security: adminOnly,
        tags: consoleTags,
        summary: 'One report with the reported conversation’s messages (the read is in the audit log)',
        params: reportParams,
        response: { 200: consoleReportResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await console.get(await authenticator.required(request), request.params.id) }),
  )

  app.post(
    '/console/reports/:id/close',
    {
      config: changesNoPublicAnswer,
      schema: {
        security: adminOnly,
        tags: consoleTags,
        summary: 'Close a report with a reason',
        params: reportParams,
        body: consoleCloseInputSchema,
        response: { 200: consoleReportResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await console.closeReport(await authenticator.required(request), request.params.id, request.body.reason),
    }),
  )

  app.post(
    '/console/conversations/:id/close',
    {
      config: changesNoPublicAnswer,
      schema: {
        security: adminOnly,
        tags: consoleTags,
        summary: 'Close a reported conversation: no more messages in it',
        params: idParams,
        body: consoleCloseInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await console.closeConversation(await authenticator.required(request), request.params.id, request.body.reason)
      return reply.code(204).send(null)
    },
  )
}
