import { z } from 'zod'
import { operatorReasonSchema } from './console.ts'
import { noShowSchema } from './no-show-record.ts'

/** A no-show as the parties' booking answers carry it (GET /v1/coach-sparring-players and the booking answers). */
export type NoShow = z.infer<typeof noShowSchema>

/** POST /v1/booking/{id}/no-show and …/no-show/dispute answer the report as it now stands. */
export const noShowResponseSchema = z.object({ data: noShowSchema })

export const noShowDecisions = ['uphold', 'reject'] as const

export const noShowDecisionMessages = {
  notDisputed: 'This report is not waiting for a decision',
} as const

/** POST /v1/console/no-show-disputes/{id} (operators): uphold or reject a disputed report, with the reason. */
export const noShowDecisionInputSchema = z.object({
  decision: z.enum(noShowDecisions),
  reason: operatorReasonSchema,
})
export type NoShowDecisionInput = z.infer<typeof noShowDecisionInputSchema>

/** One disputed report in the console's queue, with the booking it is about. */
export const noShowDisputeSchema = noShowSchema.extend({
  id: z.uuid(),
  disputedAt: z.string().nullable(),
  decisionReason: z.string().nullable(),
  booking: z.object({
    id: z.uuid(),
    resourceType: z.enum(['partner', 'coach']),
    requestedEntityName: z.string(),
    bookerName: z.string(),
    startsAt: z.string().nullable(),
    durationMinutes: z.number(),
    status: z.string(),
    paymentStatus: z.string(),
    amountMinor: z.number(),
    currency: z.string(),
  }),
})
export type NoShowDispute = z.infer<typeof noShowDisputeSchema>
export const noShowDisputeListResponseSchema = z.object({ data: z.array(noShowDisputeSchema) })
export const noShowDisputeResponseSchema = z.object({
  data: noShowDisputeSchema,
  /** An upheld no-show of the person booked refunds the booker in full. */
  refund: z.object({ refunded: z.boolean(), amountMinor: z.number() }).optional(),
})
