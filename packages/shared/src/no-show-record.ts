import { z } from 'zod'

/** A no-show report as the two parties see it on their booking. */
export const noShowSchema = z.object({
  absent: z.enum(['booker', 'provider']),
  reportedAt: z.string(),
  status: z.enum(['reported', 'disputed', 'upheld', 'rejected']),
  note: z.string().nullable(),
  disputeNote: z.string().nullable(),
})
