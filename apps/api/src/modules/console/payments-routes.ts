import {
  consoleBookingDetailResponseSchema,
  consoleBookingListResponseSchema,
  consoleBookingSummarySchema,
  consoleBookingsQuerySchema,
  consoleRefundInputSchema,
  upiConfirmInputSchema,
  upiRejectInputSchema,
  upiReportListResponseSchema,
  upiReportResponseSchema,
  upiReportsQuerySchema,
} from '@rally/shared'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type Authenticator, adminOnly } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import type { ConsolePaymentsService } from './console-payments-service.ts'

const errors = errorResponses(400, 401, 403, 404, 409)
const reportParams = z.object({ id: z.uuid({ error: 'id must be a valid UPI report id' }) })
const bookingParams = z.object({ id: z.uuid({ error: 'id must be a valid booking id' }) })

/** The console's payments and bookings (admins only): UPI reports, booking search and history, refunds. */
export const consolePaymentRoutes: FastifyPluginAsyncZod<{
  console: ConsolePaymentsService
  authenticator: Authenticator
}> = async (app, { console: payments, authenticator }) => {
  const operator = (request: Parameters<Authenticator['required']>[0]) => authenticator.required(request)

  app.get(
    '/console/payments/upi',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'UPI "I have paid" reports of a status, with their bookings and match hints',
        querystring: upiReportsQuerySchema,
        response: { 200: upiReportListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await payments.listUpiReports(request.query.status) }),
  )

  app.post(
    '/console/payments/upi/:id/confirm',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Confirm a UPI report: its booking’s payment completes, once',
        params: reportParams,
        body: upiConfirmInputSchema,
        response: { 200: upiReportResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await payments.confirmUpiReport(await operator(request), request.params.id, request.body),
    }),
  )

  app.post(
    '/console/payments/upi/:id/reject',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Reject a UPI report with a reason',
        params: reportParams,
        body: upiRejectInputSchema,
        response: { 200: upiReportResponseSchema, ...errors },
      },
    },
    async (request) => ({
      data: await payments.rejectUpiReport(await operator(request), request.params.id, request.body),
    }),
  )

  app.get(
    '/console/bookings',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Search bookings by booker, person booked, e-mail, status, payment status and date',
        querystring: consoleBookingsQuerySchema,
        response: { 200: consoleBookingListResponseSchema, ...errors },
      },
    },
    async (request) => payments.searchBookings(request.query),
  )

  app.get(
    '/console/bookings/:id',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'One booking with its payment orders, refunds, UPI reports, history and refund policy',
        params: bookingParams,
        response: { 200: consoleBookingDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await payments.bookingDetail(request.params.id) }),
  )

  app.post(
    '/console/bookings/:id/refund',
    {
      schema: {
        security: adminOnly,
        tags: ['console'],
        summary: 'Refund a booking: within the policy, or outside it with a written reason',
        params: bookingParams,
        body: consoleRefundInputSchema,
        response: { 200: z.object({ data: consoleBookingSummarySchema }), ...errors },
      },
    },
    async (request) => ({ data: await payments.refund(await operator(request), request.params.id, request.body) }),
  )
}
