import {
  auditListResponseSchema,
  auditQuerySchema,
  blockUserInputSchema,
  consoleUserParamsSchema,
  consoleUserResponseSchema,
  consoleUsersListResponseSchema,
  consoleUsersQuerySchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  unblockUserInputSchema,
  updateUserRolesInputSchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type Authenticator, adminOnly } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { AuditService } from './audit-service.ts'
import type { ConsoleUsersService } from './console-users-service.ts'
import type { DashboardService } from './dashboard-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)

/** The console's core (decision 023): the dashboard, people and their roles, the audit log. Admins only. */
export const consoleCoreRoutes: FastifyPluginAsyncZod<{
  users: ConsoleUsersService
  audit: AuditService
  dashboard: DashboardService
  authenticator: Authenticator
}> = async (app, { users, audit, dashboard, authenticator }) => {
  app.get(
    '/console/dashboard',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'The dashboard: bookings per day by sport, revenue, pending queues, refunds this month',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await dashboard.figures(request.query.days) }),
  )

  app.get(
    '/console/users',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Search people by name, e-mail or username, with their roles, blocking and counts',
        querystring: consoleUsersQuerySchema,
        response: { 200: consoleUsersListResponseSchema, ...errors },
      },
    },
    async (request) => users.search(request.query),
  )

  app.get(
    '/console/users/:id',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'One person with their profiles and latest bookings',
        params: consoleUserParamsSchema,
        response: { 200: consoleUserResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await users.get(request.params.id) }),
  )

  app.post(
    '/console/users/:id/block',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Block a person: their sessions end and sign-in is refused (never oneself, never the last admin)',
        params: consoleUserParamsSchema,
        body: blockUserInputSchema,
        response: { 200: consoleUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await users.block(await authenticator.required(request), request.params.id, request.body),
    }),
  )

  app.post(
    '/console/users/:id/unblock',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Unblock a person: they may sign in again',
        params: consoleUserParamsSchema,
        body: unblockUserInputSchema,
        response: { 200: consoleUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await users.unblock(await authenticator.required(request), request.params.id, request.body ?? {}),
    }),
  )

  app.put(
    '/console/users/:id/roles',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Grant or revoke the admin and editor roles (Rally keeps at least one admin)',
        params: consoleUserParamsSchema,
        body: updateUserRolesInputSchema,
        response: { 200: consoleUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await users.setRoles(await authenticator.required(request), request.params.id, request.body),
    }),
  )

  app.get(
    '/console/audit',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'The audit log, newest first: filter by operator, action prefix, record, dates; page with `before`',
        querystring: auditQuerySchema,
        response: { 200: auditListResponseSchema, ...errors },
      },
    },
    async (request) => audit.list(request.query),
  )
}
