import { z } from 'zod'
import { partnerCardSchema } from './discovery.ts'
import { handednesses, playingStyles, surfaces } from './spar-up.ts'

/**
 * The answer of GET /v1/spar-up (issue 26): partner cards, best first, each with why it fits. Kept apart from
 * spar-up.ts because the partner card's schema (discovery.ts) itself reads spar-up.ts's lists.
 */

/** One reason a partner fits (SparUpReason), as the API sends it. */
export const sparUpReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('levelsAbove'), n: z.union([z.literal(1), z.literal(2)]) }),
  z.object({ kind: z.literal('levelStatus'), status: z.enum(['verified', 'coach-confirmed']) }),
  z.object({ kind: z.literal('handedness'), value: z.enum(handednesses) }),
  z.object({ kind: z.literal('style'), value: z.enum(playingStyles) }),
  z.object({ kind: z.literal('surface'), value: z.enum(surfaces) }),
  z.object({ kind: z.literal('language'), value: z.string() }),
  z.object({ kind: z.literal('wakingOverlap'), hours: z.number() }),
  z.object({ kind: z.literal('freeAt'), at: z.string() }),
])

/** Why and how well a partner fits: the reasons in order, the rank's score, the first open slot within 14 days. */
export const sparUpFitSchema = z.object({
  reasons: z.array(sparUpReasonSchema),
  score: z.number(),
  freeAt: z.string().nullable(),
})

export const sparUpPartnerSchema = partnerCardSchema.extend({ fit: sparUpFitSchema })
export type SparUpPartner = z.infer<typeof sparUpPartnerSchema>

export const sparUpResponseSchema = z.object({
  data: z.array(sparUpPartnerSchema),
  /** The next page's cursor, null on the last page. */
  nextCursor: z.string().nullable(),
})
export type SparUpResponse = z.infer<typeof sparUpResponseSchema>
