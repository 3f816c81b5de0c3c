import { z } from 'zod'

/**
 * The operator's console (/admin, /v1/console/...): admins only (decision 023). This file holds what
 * every part of it shares; each part's own requests and answers live in `console-{part}.ts`.
 */
/** What waits for an operator's decision, one queue each. */
export const approvalQueues = [
  'specialists',
  'partners',
  'academies',
  'ratings',
  'testimonials',
  'blogPosts',
  'reportedPosts',
  'news',
  'vacancies',
] as const
export type ApprovalQueue = (typeof approvalQueues)[number]

export const declineReasonLength = { min: 3, max: 1000 } as const
const reasonMessage = `Give a reason of ${declineReasonLength.min} to ${declineReasonLength.max} characters`

/** A written reason: a decline, a refund outside the policy, a block, a rejected UPI report. */
export const operatorReasonSchema = z
  .string({ error: reasonMessage })
  .trim()
  .min(declineReasonLength.min, reasonMessage)
  .max(declineReasonLength.max, reasonMessage)

/**
 * The version of a record the operator opened (its `updatedAt`, as the console read it). A decision on
 * a record changed since answers 409 CONSOLE_RECORD_CHANGED and changes nothing.
 */
export const openedVersionSchema = z.iso.datetime({
  offset: true,
  error: 'openedVersion must be the record’s updatedAt',
})

/** One row of the audit log. */
export const auditEntrySchema = z.object({
  id: z.number(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntrySchema>

/** Newest first, `before` the last id of the previous page. */
export const auditQuerySchema = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  entityType: z.string().trim().max(50).optional(),
  entityId: z.string().trim().max(100).optional(),
  from: z.iso.date({ error: 'from must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'to must be a date (YYYY-MM-DD)' }).optional(),
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})
export type AuditQuery = z.input<typeof auditQuerySchema>
export const auditListResponseSchema = z.object({
  data: z.array(auditEntrySchema),
  nextBefore: z.number().nullable(),
})
