import { z } from 'zod'
import { isKnownTimeZone } from './time-zones.ts'

/**
 * Time (issue 23): a provider's availability, the open slots computed from it, holds on a slot while the
 * booker pays, reschedules, no-shows and calendar feeds. The server computes every slot with a time-zone
 * library; clients receive instants (ISO 8601, UTC) and the zones, and only format them.
 */

/** How long a hold keeps a slot for the booker while they fill the form and pay. */
export const slotHoldMinutes = 10
/** Either side reports a no-show within this many hours after the session's end. */
export const noShowReportHours = 24
/** How many days of slots one request may ask for. */
export const maxSlotDays = 31
/** Reminders go out this many minutes before a session. */
export const reminderLeadMinutes = [24 * 60, 60] as const

export const scheduleMessages = {
  slotNotOpen: 'This time is no longer open. Choose another time.',
  holdExpired: 'Your hold on this time has expired. Choose a time again.',
  /** A paid booking whose time was taken while the booker paid (their hold had lapsed): the money goes back. */
  paidSlotRefunded:
    'This time was taken while you were paying, so your payment is being refunded to the original payment method. Choose another time.',
  outsideHours: 'This time is outside the hours this person offers.',
  inThePast: 'This time has already passed. Choose a later time.',
  chooseSlot: 'Choose an open time',
  rangeOrder: 'The end must be after the start',
  rangesOverlap: 'Times on one day must not overlap',
  sessionLengthRequired: 'Choose at least one session length',
  rescheduleNotAllowed: 'This booking cannot be moved now',
  proposalNotOpen: 'This proposal has already been answered',
  /** A wall-clock time the zone skips (the clocks go forward then), or a date the calendar does not have. */
  notOnTheClock: 'This time does not exist in your time zone (the clocks change then). Choose another time.',
  noShowWindowClosed: 'A no-show can be reported within 24 hours after the session',
  noShowAlreadyReported: 'A no-show has already been reported for this booking',
  disputeNoteTooShort: 'Write at least 5 characters',
} as const

export const bookableKinds = ['partner', 'coach'] as const
export type BookableKindName = (typeof bookableKinds)[number]

const timeZone = z
  .string({ error: 'timeZone must be an IANA time zone such as Asia/Kolkata' })
  .trim()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, 'timeZone must be an IANA time zone such as Asia/Kolkata')

/** "09:00" .. "24:00" on the provider's wall clock. */
const clockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Choose a time such as 18:30')
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date such as 2026-12-05')

export const timeRangeSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((range) => range.start < range.end, { message: scheduleMessages.rangeOrder, path: ['end'] })
export type TimeRange = z.infer<typeof timeRangeSchema>

const dayRanges = z
  .array(timeRangeSchema)
  .max(6)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => a.start.localeCompare(b.start))
      return sorted.every((range, index) => index === 0 || (sorted[index - 1] as TimeRange).end <= range.start)
    },
    { message: scheduleMessages.rangesOverlap },
  )

/** ISO weekday numbers: 1 = Monday … 7 = Sunday. */
export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const

export const dateExceptionSchema = z.object({
  date: isoDate,
  /** No ranges: the day is off. Ranges: on this date these hours replace the weekly ones. */
  ranges: dayRanges,
})
export type DateException = z.infer<typeof dateExceptionSchema>

/** PUT /v1/schedules/{kind}/{id} (the profile's owner or an operator): the whole availability at once. */
export const availabilityInputSchema = z.object({
  timeZone,
  /** Keys "1".."7" (ISO weekday); a missing key is a day without hours. */
  weekly: z.partialRecord(z.enum(['1', '2', '3', '4', '5', '6', '7']), dayRanges),
  exceptions: z.array(dateExceptionSchema).max(200).default([]),
  sessionMinutes: z
    .array(z.union([z.literal(30), z.literal(45), z.literal(60), z.literal(90), z.literal(120)]))
    .min(1, scheduleMessages.sessionLengthRequired)
    .max(5),
  bufferMinutes: z.number().int().min(0).max(120).default(0),
  minimumNoticeMinutes: z
    .number()
    .int()
    .min(0)
    .max(14 * 24 * 60)
    .default(12 * 60),
  bookingHorizonDays: z.number().int().min(1).max(180).default(60),
  /** Off: the profile keeps the request flow ("Contact for availability"). */
  published: z.boolean().default(true),
})
export type AvailabilityInput = z.input<typeof availabilityInputSchema>
export type Availability = z.output<typeof availabilityInputSchema>

/** GET /v1/schedules/{kind}/{id}: the owner's (or an operator's) view; null data when none was ever set. */
export const availabilityResponseSchema = z.object({
  data: availabilityInputSchema.extend({ updatedAt: z.string() }).nullable(),
})

/** GET /v1/schedules/{kind}/{id}/slots?from=2026-12-05&days=7&timeZone=America/New_York&sessionMinutes=60 */
export const slotQuerySchema = z.object({
  /** The first day, in the booker's time zone; today when absent. */
  from: isoDate.optional(),
  days: z.coerce.number().int().min(1).max(maxSlotDays).default(7),
  /** The booker's zone: days are grouped by it. */
  timeZone: timeZone.default('UTC'),
  /** One of the provider's session lengths; their first when absent. */
  sessionMinutes: z.coerce.number().int().min(15).max(240).optional(),
})

export const slotSchema = z.object({ start: z.string(), end: z.string() })
export type Slot = z.infer<typeof slotSchema>

export const slotListResponseSchema = z.object({
  data: z.object({
    /** False: the provider publishes no availability; the client shows the request flow. */
    published: z.boolean(),
    /** The provider's zone, to show their local time beside each slot. */
    providerTimeZone: z.string().nullable(),
    sessionMinutes: z.array(z.number()),
    /** The booker's days, from `from` for `days` days, each with its open slots in order (days without slots included). */
    days: z.array(z.object({ date: z.string(), slots: z.array(slotSchema) })),
  }),
})
export type SlotList = z.infer<typeof slotListResponseSchema>['data']

/** POST /v1/slot-holds: anyone (a guest too) holds an open slot for `slotHoldMinutes`. */
export const slotHoldInputSchema = z.object({
  kind: z.enum(bookableKinds),
  id: z.uuid({ error: 'id must be a valid record id' }),
  start: z.iso.datetime({ offset: true, error: scheduleMessages.chooseSlot }),
  sessionMinutes: z.number().int().min(15).max(240),
})
export const slotHoldSchema = z.object({
  /** A secret: whoever holds it books with it (the booking forms send it as `slotHoldId`). */
  id: z.uuid(),
  start: z.string(),
  end: z.string(),
  expiresAt: z.string(),
})
export type SlotHold = z.infer<typeof slotHoldSchema>
export const slotHoldResponseSchema = z.object({ data: slotHoldSchema })

/**
 * The booking forms carry the hold: `slotHoldId` on both the sparring and the specialist form. When the
 * provider publishes availability a booking without a live hold is refused (SLOT_HOLD_EXPIRED /
 * VALIDATION_FAILED with `slotHoldId: chooseSlot`).
 */
export const slotHoldIdField = z.uuid({ error: scheduleMessages.chooseSlot }).optional()

/** A booking's time, as every booking answer carries it once slots exist. */
export const bookingTimeSchema = z.object({
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  providerTimeZone: z.string().nullable(),
  /** The invitation's SEQUENCE: 0 when booked, +1 at each accepted reschedule. */
  sequence: z.number(),
})

/** "00:00" .. "23:59": a time of day on the proposer's clock. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time such as 18:30')

/**
 * POST /v1/booking/{id}/reschedule: either party proposes another time. `start` is an open slot's instant
 * (a provider who publishes availability); `date` and `time` are a wall-clock time in the proposer's
 * `timeZone` (any time to come, for a booking of a provider without published hours, decision 061).
 */
export const rescheduleProposalInputSchema = z
  .object({
    start: z.iso.datetime({ offset: true, error: scheduleMessages.chooseSlot }).optional(),
    date: isoDate.optional(),
    time: timeOfDay.optional(),
    timeZone: timeZone.optional(),
  })
  .superRefine((input, context) => {
    if (input.start !== undefined) return
    if (input.date === undefined) {
      context.addIssue({ code: 'custom', path: ['date'], message: 'Choose a date such as 2026-12-05' })
    }
    if (input.time === undefined) {
      context.addIssue({ code: 'custom', path: ['time'], message: 'Choose a time such as 18:30' })
    }
    if (input.timeZone === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['timeZone'],
        message: 'timeZone must be an IANA time zone such as Asia/Kolkata',
      })
    }
  })
export type RescheduleProposalInput = z.input<typeof rescheduleProposalInputSchema>
export const rescheduleProposalSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  proposedBy: z.enum(['booker', 'provider']),
  start: z.string(),
  end: z.string(),
  status: z.enum(['open', 'accepted', 'declined', 'withdrawn', 'expired']),
  createdAt: z.string(),
})
export type RescheduleProposal = z.infer<typeof rescheduleProposalSchema>
/** POST /v1/booking/{id}/reschedule/{proposalId}: the other party answers. */
export const rescheduleAnswerSchema = z.object({ answer: z.enum(['accept', 'decline']) })

/** POST /v1/booking/{id}/no-show: either party, within `noShowReportHours` after the end. */
export const noShowReportInputSchema = z.object({
  /** Who did not come: the other party. */
  absent: z.enum(['booker', 'provider']),
  note: z.string().trim().max(1000).optional(),
})
/** POST /v1/booking/{id}/no-show/dispute: the party reported absent disagrees. */
export const noShowDisputeInputSchema = z.object({
  note: z.string().trim().min(5, scheduleMessages.disputeNoteTooShort).max(1000),
})
/** A booking's no-show report (its own file: the booking answer carries it too, and bookings.ts is imported here). */
export { noShowSchema } from './no-show-record.ts'

/** POST /v1/me/calendar-feed: a provider's private address (a new one revokes the old); DELETE revokes. */
export const calendarFeedResponseSchema = z.object({ data: z.object({ url: z.string().nullable() }) })
/**
 * GET /v1/me/calendar-feed: whether the caller has a working address, and when it was made. The address
 * itself cannot be shown again (only its hash is kept).
 */
export const calendarFeedStatusResponseSchema = z.object({
  data: z.object({ active: z.boolean(), madeAt: z.string().nullable() }),
})
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusResponseSchema>['data']
