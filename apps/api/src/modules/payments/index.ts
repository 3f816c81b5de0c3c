import { errorEnvelopeSchema, manualPaymentInputSchema, manualPaymentSchema, upiPaymentUri } from '@rally/shared'
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import QRCode from 'qrcode'
import { z } from 'zod'
import { AppError } from '../../core/errors.ts'
import type { Database } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { manualPayments } from '../../db/schema/index.ts'
import { type Authenticator, signedIn } from '../../http/authentication.ts'
import { errorResponses } from '../../http/error-responses.ts'
import { limitOf } from '../../http/rate-limits.ts'

type ManualRow = typeof manualPayments.$inferSelect
const toView = (row: ManualRow) => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: row.currency,
  reference: row.reference,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
})
const errors = errorResponses(400, 401, 403, 404, 409, 429)

/**
 * /payment: pay by UPI QR code. The QR carries upi://pay with the configured payee and the amount in
 * rupees; a payment the payer reports waits as "awaiting confirmation" until an admin confirms it.
 */
export const manualPaymentRoutes: FastifyPluginAsyncZod<{
  db: Database
  authenticator: Authenticator
  upi: { payeeVpa: string; payeeName: string }
}> = async (app, { db, authenticator, upi }) => {
  const amountQuery = z.object({
    amount: z.coerce
      .number({ error: 'amount must be a number' })
      .positive('amount must be more than 0')
      .max(1_000_000)
      .default(290),
  })

  app.get(
    '/payments/upi',
    {
      schema: {
        tags: ['payments'],
        summary: 'The UPI payment link and payee for an amount in rupees',
        querystring: amountQuery,
        response: {
          200: z.object({
            data: z.object({ uri: z.string(), payeeVpa: z.string(), payeeName: z.string(), amount: z.number() }),
          }),
          400: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      data: {
        uri: upiPaymentUri({ ...upi, amount: request.query.amount, note: 'Rally booking' }),
        ...upi,
        amount: request.query.amount,
      },
    }),
  )

  app.get(
    '/payments/upi-qr.svg',
    { schema: { tags: ['payments'], summary: 'The UPI QR code for an amount, as SVG', querystring: amountQuery } },
    async (request, reply) => {
      const svg = await QRCode.toString(
        upiPaymentUri({ ...upi, amount: request.query.amount, note: 'Rally booking' }),
        {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
        },
      )
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(svg)
    },
  )

  app.post(
    '/payments/manual',
    {
      config: limitOf('manualPayment'),
      schema: {
        tags: ['payments'],
        summary: 'Report a UPI payment: it waits for confirmation',
        body: manualPaymentInputSchema,
        response: { 201: z.object({ data: manualPaymentSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const auth = await authenticator.optional(request)
      try {
        const [row] = await db
          .insert(manualPayments)
          .values({
            amountMinor: Math.round(request.body.amount * 100),
            reference: request.body.reference.toUpperCase(),
            payerName: request.body.payerName,
            payerEmail: request.body.payerEmail,
            userId: auth?.userId ?? null,
          })
          .returning()
        return reply.code(201).send({ data: toView(row as ManualRow) })
      } catch (error) {
        if (isUniqueViolation(error, 'manual_payments_reference_key')) {
          const message = 'This UPI reference was already reported'
          throw new AppError('CONFLICT', message, { reference: message })
        }
        throw error
      }
    },
  )

  app.get(
    '/payments/manual',
    {
      schema: {
        security: signedIn,
        tags: ['payments'],
        summary: 'Reported UPI payments (admins)',
        querystring: z.object({ status: z.enum(['awaiting_confirmation', 'confirmed', 'rejected']).optional() }),
        response: { 200: z.object({ data: z.array(manualPaymentSchema) }), ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      if (!auth.isAdmin) throw new AppError('FORBIDDEN', 'Only admins can see reported payments')
      const rows = await db
        .select()
        .from(manualPayments)
        .where(request.query.status ? eq(manualPayments.status, request.query.status) : undefined)
        .orderBy(desc(manualPayments.createdAt))
        .limit(200)
      return { data: rows.map(toView) }
    },
  )

  app.patch(
    '/payments/manual/:id',
    {
      schema: {
        security: signedIn,
        tags: ['payments'],
        summary: 'Confirm or reject a reported UPI payment (admins)',
        params: z.object({ id: z.uuid({ error: 'id must be a valid payment id' }) }),
        body: z.object({
          status: z.enum(['confirmed', 'rejected'], { error: 'status must be confirmed or rejected' }),
        }),
        response: { 200: z.object({ data: manualPaymentSchema }), ...errors },
      },
    },
    async (request) => {
      const auth = await authenticator.required(request)
      if (!auth.isAdmin) throw new AppError('FORBIDDEN', 'Only admins can confirm payments')
      const [row] = await db
        .update(manualPayments)
        .set({ status: request.body.status, confirmedBy: auth.userId, updatedAt: sql`now()` })
        .where(eq(manualPayments.id, request.params.id))
        .returning()
      if (!row) throw new AppError('NOT_FOUND', 'Payment not found')
      return { data: toView(row) }
    },
  )
}
