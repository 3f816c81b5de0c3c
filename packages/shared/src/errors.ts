import { z } from 'zod'

/**
 * Every error the API answers has this shape. `fields` maps a field path
 * (for example `category` or `address.city`) to the message for that field.
 */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
})
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>

/** Error codes and the HTTP status each one answers with. */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ACADEMY_NOT_FOUND: 404,
  CONFLICT: 409,
  /** Bookings and payments: what a client decides on without reading the message. */
  BOOKING_OPEN_REQUEST_EXISTS: 409,
  BOOKING_TRANSITION_NOT_ALLOWED: 409,
  BOOKING_CHANGED_CONCURRENTLY: 409,
  BOOKING_IS_FREE: 400,
  PAYMENT_NOT_VERIFIED: 400,
  ONLINE_PAYMENT_UNAVAILABLE: 400,
  PAYMENT_REFERENCE_EXISTS: 409,
  /** Nobody books the partner or specialist profile they own. */
  BOOKING_OWN_PROFILE: 403,
  /** Testimonials: one waits for moderation at a time; a decision is final. */
  TESTIMONIAL_AWAITING_MODERATION: 409,
  TESTIMONIAL_ALREADY_MODERATED: 409,
  /** Blog posts: an author's addresses are unique; one report per person and post. */
  BLOG_SLUG_EXISTS: 409,
  BLOG_POST_ALREADY_REPORTED: 409,
  BLOG_POST_ALREADY_MODERATED: 409,
  /** Jobs: applications only to open vacancies, once per person; statuses move forward only. */
  JOB_NOT_ACCEPTING_APPLICATIONS: 409,
  JOB_ALREADY_APPLIED: 409,
  JOB_TRANSITION_NOT_ALLOWED: 409,
  JOB_APPLICATION_TRANSITION_NOT_ALLOWED: 409,
  /** The operator's console (decision 023): every decision is taken once, on the record as opened. */
  CONSOLE_ALREADY_DECIDED: 409,
  CONSOLE_RECORD_CHANGED: 409,
  UPI_REPORT_ALREADY_SETTLED: 409,
  BOOKING_ALREADY_REFUNDED: 409,
  BOOKING_NOTHING_TO_REFUND: 409,
  REFUND_REASON_REQUIRED: 400,
  LAST_ADMIN: 409,
  /** A blocked person signing in. */
  ACCOUNT_BLOCKED: 403,
  /** An operator declined or took down the record: its owner cannot put it back (decision 030). */
  OPERATOR_DECISION_STANDS: 409,
  /** Time (issue 23): a slot taken or outside the hours, a hold that lapsed, a move or no-show out of turn. */
  SLOT_NOT_OPEN: 409,
  SLOT_HOLD_EXPIRED: 409,
  RESCHEDULE_NOT_ALLOWED: 409,
  RESCHEDULE_PROPOSAL_ANSWERED: 409,
  NO_SHOW_WINDOW_CLOSED: 409,
  NO_SHOW_ALREADY_REPORTED: 409,
  /** Nobody rates their own partner or specialist profile. */
  RATING_OWN_PROFILE: 403,
  /** A terms acceptance for a version that is not the current one. */
  TERMS_VERSION_OUTDATED: 409,
  /** The ledger (decision 063): a journal whose lines do not sum to zero is never posted. */
  LEDGER_JOURNAL_UNBALANCED: 400,
  /** Payouts (issue 24): a release or hold out of turn, an account not active, more than is owed. */
  PAYOUT_NOT_RELEASABLE: 409,
  PAYOUT_ALREADY_RELEASED: 409,
  PAYOUT_REVERSED: 409,
  PAYOUT_ACCOUNT_NOT_ACTIVE: 409,
  PAYOUT_EXCEEDS_OWED: 409,
  /** Conversations (decision 073): a stranger's one message, a block, a thread an operator closed. */
  CONVERSATION_STRANGER_LIMIT: 409,
  CONVERSATION_BLOCKED: 403,
  CONVERSATION_CLOSED: 409,
  REPORT_ALREADY_CLOSED: 409,
  /** Session reports (issue 26): written once, after the session was completed. */
  SESSION_NOT_COMPLETED: 409,
  SESSION_REPORT_EXISTS: 409,
  /** Levels (issue 26): a coach confirms a level once per completed session (SESSION_NOT_COMPLETED before). */
  LEVEL_ALREADY_CONFIRMED: 409,
  /** Spar-up (issue 26): partners above the player's level need the player's level in that sport first. */
  LEVEL_NOT_STATED: 409,
  /** Juniors (issue 26): only a provider who works with juniors, verified by an operator, is booked for one. */
  PROVIDER_NOT_VERIFIED_FOR_JUNIORS: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>

export type ErrorCode = keyof typeof errorStatus

export const genericErrorMessage = 'Something went wrong on our side. Please try again.'
