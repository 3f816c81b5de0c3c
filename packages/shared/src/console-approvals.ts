import { z } from 'zod'
import { type ApprovalQueue, approvalQueues, openedVersionSchema, operatorReasonSchema } from './console.ts'
import {
  durationTypes,
  employmentTypes,
  salaryCurrencies,
  salaryTypes,
  staffRoles,
  workHoursTypes,
} from './job-rules.ts'
import { testimonialRoles } from './testimonial-rules.ts'

/**
 * The console's approval queues (/v1/console/approvals, admins only): what waits, one item opened with
 * what the public would see and what only an operator sees, and the decision on it.
 */
export const approvalsPageSize = 20

/** The reasons an operator picks from when declining; `other` needs a written reason. */
export const declineReasonKeys = [
  'incomplete',
  'unverifiable',
  'inappropriate',
  'inaccurate',
  'duplicate',
  'other',
] as const
export type DeclineReasonKey = (typeof declineReasonKeys)[number]

/** The reasons that make sense for each queue, in the order the picker shows them. */
export const queueDeclineReasons: Record<ApprovalQueue, readonly DeclineReasonKey[]> = {
  specialists: ['incomplete', 'unverifiable', 'duplicate', 'other'],
  partners: ['incomplete', 'unverifiable', 'duplicate', 'other'],
  academies: ['incomplete', 'unverifiable', 'duplicate', 'other'],
  ratings: ['inappropriate', 'duplicate', 'other'],
  testimonials: ['inappropriate', 'duplicate', 'other'],
  blogPosts: ['inappropriate', 'inaccurate', 'duplicate', 'other'],
  reportedPosts: ['inappropriate', 'inaccurate', 'other'],
  news: ['inaccurate', 'inappropriate', 'duplicate', 'other'],
  vacancies: ['incomplete', 'inappropriate', 'duplicate', 'other'],
}

const queueMessage = `queue must be one of ${approvalQueues.join(', ')}`
export const approvalQueueSchema = z.enum(approvalQueues, { error: queueMessage })

export const approvalQueueParamsSchema = z.object({ queue: approvalQueueSchema })
export const approvalItemParamsSchema = z.object({
  queue: approvalQueueSchema,
  id: z.uuid({ error: 'id must be a valid record id' }),
})
export const approvalListQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
})

/** GET /v1/console/approvals: how many items wait in each queue. */
export const approvalCountsSchema = z.object({
  data: z.object(
    Object.fromEntries(approvalQueues.map((queue) => [queue, z.number()])) as Record<ApprovalQueue, z.ZodNumber>,
  ),
})
export type ApprovalCounts = z.infer<typeof approvalCountsSchema>['data']

/** One waiting item in a queue's list. */
export const approvalSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** A second line: the sport and city, the rated person, the author... */
  subtitle: z.string().nullable(),
  /** Ratings only: the stars given. */
  rating: z.number().nullable(),
  /** When it started waiting (registered, written, reported). */
  submittedAt: z.iso.datetime(),
})
export type ApprovalSummary = z.infer<typeof approvalSummarySchema>
/** GET /v1/console/approvals/:queue?page=: the oldest first. */
export const approvalListSchema = z.object({
  data: z.array(approvalSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type ApprovalList = z.infer<typeof approvalListSchema>

/** The facts the console shows; `key` names the label (console texts `consoleApprovals.fields.{key}`). */
export const approvalFieldKeys = [
  'name',
  'title',
  'sport',
  'category',
  'city',
  'country',
  'location',
  'level',
  'ranking',
  'fee',
  'experience',
  'languages',
  'certifications',
  'achievements',
  'specializations',
  'academy',
  'website',
  'social',
  'rating',
  'about',
  'ratedPerson',
  'role',
  'author',
  'summary',
  'tags',
  'employment',
  'salary',
  'contactPerson',
  'references',
] as const
export type ApprovalFieldKey = (typeof approvalFieldKeys)[number]
/**
 * A value the public page shows by its label, not as stored: the console words it the same way in the
 * operator's language (`value` stays the English text, for anything else that reads it).
 */
export const approvalFieldLabelSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sport'), value: z.string() }),
  z.object({ kind: z.literal('staffRole'), value: z.enum(staffRoles) }),
  z.object({ kind: z.literal('testimonialRole'), value: z.enum(testimonialRoles) }),
  z.object({ kind: z.literal('years'), value: z.number() }),
  z.object({
    kind: z.literal('employment'),
    employmentType: z.enum(employmentTypes),
    duration: z.number(),
    durationType: z.enum(durationTypes),
    workHours: z.number(),
    workHoursType: z.enum(workHoursTypes),
  }),
  z.object({
    kind: z.literal('salary'),
    salary: z.number().nullable(),
    currency: z.enum(salaryCurrencies),
    salaryType: z.enum(salaryTypes),
    negotiable: z.boolean(),
  }),
])
export type ApprovalFieldLabel = z.infer<typeof approvalFieldLabelSchema>
export const approvalFieldSchema = z.object({
  key: z.enum(approvalFieldKeys),
  value: z.string(),
  label: approvalFieldLabelSchema.optional(),
})
export type ApprovalField = z.infer<typeof approvalFieldSchema>

export const approvalDocumentSchema = z.object({ name: z.string(), url: z.string() })
export const approvalReportSchema = z.object({
  reason: z.string(),
  reporterName: z.string(),
  reporterEmail: z.string(),
  createdAt: z.iso.datetime(),
})

/** Where an item stands now: waiting, or decided by an operator (or its owner took it away). */
export const approvalStates = ['waiting', 'approved', 'declined'] as const
export type ApprovalState = (typeof approvalStates)[number]

/** GET /v1/console/approvals/:queue/:id: one item, as the public would see it and with what only operators see. */
export const approvalItemSchema = z.object({
  queue: approvalQueueSchema,
  id: z.uuid(),
  state: z.enum(approvalStates),
  title: z.string(),
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** What the public page shows. */
  fields: z.array(approvalFieldSchema),
  /** The long text the public reads (a bio, a post, an article, a quote), as plain text. */
  text: z.string().nullable(),
  /** The long text as the public page shows it when it is rendered (a post's Markdown: its sanitized HTML). */
  html: z.string().nullable(),
  /** The public page once it is approved (a path from the route table); null where there is none. */
  publicPath: z.string().nullable(),
  submittedAt: z.iso.datetime(),
  /** Operators only: how to reach the person, their account and papers. */
  contact: z.object({ email: z.string().nullable(), phone: z.string().nullable() }),
  owner: z
    .object({
      userId: z.uuid(),
      name: z.string(),
      email: z.string(),
      language: z.string(),
    })
    .nullable(),
  documents: z.array(approvalDocumentSchema),
  /** Reported posts: who reported it and why. */
  reports: z.array(approvalReportSchema),
  /** A declined item's reason, as it was sent. */
  declineReason: z.string().nullable(),
  /** Send it back with the decision: a record changed since answers 409 CONSOLE_RECORD_CHANGED. */
  openedVersion: z.iso.datetime(),
  declineReasons: z.array(z.enum(declineReasonKeys)),
})
export type ApprovalItem = z.infer<typeof approvalItemSchema>
export const approvalItemResponseSchema = z.object({ data: approvalItemSchema })

/** POST …/approve */
export const approveInputSchema = z.object({ openedVersion: openedVersionSchema })
export type ApproveInput = z.infer<typeof approveInputSchema>

const otherNeedsTextMessage = 'Write the reason when you choose “other”'
const reasonNeededMessage = 'Choose a reason or write one'

/** POST …/decline: a chosen reason, a written one, or both (the text is sent as written). */
export const declineInputSchema = z
  .object({
    openedVersion: openedVersionSchema,
    reasonKey: z
      .enum(declineReasonKeys, { error: `reasonKey must be one of ${declineReasonKeys.join(', ')}` })
      .optional(),
    reason: operatorReasonSchema.optional(),
  })
  .superRefine((input, context) => {
    if (input.reason) return
    if (input.reasonKey === 'other')
      context.addIssue({ code: 'custom', path: ['reason'], message: otherNeedsTextMessage })
    else if (!input.reasonKey) context.addIssue({ code: 'custom', path: ['reason'], message: reasonNeededMessage })
  })
export type DeclineInput = z.infer<typeof declineInputSchema>

/** The answer to a decision: the item as it is now. */
export const approvalDecisionResponseSchema = approvalItemResponseSchema

/** POST /v1/console/approvals/ratings/approve: approve many ratings at once, each on its own. */
export const bulkApproveRatingsInputSchema = z.object({
  ids: z
    .array(z.uuid({ error: 'Each id must be a valid rating id' }), { error: 'ids must be a list of rating ids' })
    .min(1, 'Choose at least one rating')
    .max(100, 'Approve at most 100 ratings at once'),
})
export type BulkApproveRatingsInput = z.infer<typeof bulkApproveRatingsInputSchema>
export const bulkApproveRatingsResponseSchema = z.object({
  data: z.object({
    approved: z.array(z.uuid()),
    /** Already approved or declined by someone (or gone): nothing done to them. */
    alreadyDecided: z.array(z.uuid()),
  }),
})
export type BulkApproveRatingsResult = z.infer<typeof bulkApproveRatingsResponseSchema>['data']
