import {
  approvalCountsSchema,
  approvalDecisionResponseSchema,
  approvalItemParamsSchema,
  approvalItemResponseSchema,
  approvalListQuerySchema,
  approvalListSchema,
  approvalQueueParamsSchema,
  approveInputSchema,
  bulkApproveRatingsInputSchema,
  bulkApproveRatingsResponseSchema,
  declineInputSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, adminOnly } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { ApprovalsService } from './approvals-service.ts'

const readErrors = errorResponses(400, 401, 403, 404)
const decisionErrors = errorResponses(400, 401, 403, 404, 409)

/** The console's approval queues: admins only (`security: adminOnly`, checked before the request is read). */
export const approvalsRoutes: FastifyPluginAsyncZod<{
  approvals: ApprovalsService
  authenticator: Authenticator
}> = async (app, { approvals, authenticator }) => {
  app.get(
    '/console/approvals',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'How many items wait in each approval queue (admins)',
        response: { 200: approvalCountsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await approvals.counts() }),
  )

  app.post(
    '/console/approvals/ratings/approve',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Approve many waiting ratings at once (admins): which were approved, which were decided already',
        body: bulkApproveRatingsInputSchema,
        response: { 200: bulkApproveRatingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      return { data: await approvals.approveRatings(auth, request.body.ids) }
    },
  )

  app.get(
    '/console/approvals/:queue',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'The items waiting in one queue, oldest first, 20 a page (admins)',
        params: approvalQueueParamsSchema,
        querystring: approvalListQuerySchema,
        response: { 200: approvalListSchema, ...readErrors },
      },
    },
    async (request) => approvals.list(request.params.queue, request.query.page),
  )

  app.get(
    '/console/approvals/:queue/:id',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'One item: what the public would see, contacts, documents, the owner, and its version (admins)',
        params: approvalItemParamsSchema,
        response: { 200: approvalItemResponseSchema, ...readErrors },
      },
    },
    async (request) => ({ data: await approvals.item(request.params.queue, request.params.id) }),
  )

  app.post(
    '/console/approvals/:queue/:id/approve',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Approve a waiting item at the version opened (admins); 409 when decided or changed meanwhile',
        params: approvalItemParamsSchema,
        body: approveInputSchema,
        response: { 200: approvalDecisionResponseSchema, ...decisionErrors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      const { queue, id } = request.params
      return { data: await approvals.approve(auth, queue, id, request.body) }
    },
  )

  app.post(
    '/console/approvals/:queue/:id/decline',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Decline a waiting item with a reason, e-mailed to its owner (admins); 409 as for approving',
        params: approvalItemParamsSchema,
        body: declineInputSchema,
        response: { 200: approvalDecisionResponseSchema, ...decisionErrors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      const { queue, id } = request.params
      return { data: await approvals.decline(auth, queue, id, request.body) }
    },
  )
}
