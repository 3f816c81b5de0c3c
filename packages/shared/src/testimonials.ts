import { z } from 'zod'
import { uploadedFileUrl } from './coaches.ts'
import { countryCodeOf } from './countries.ts'
import { fillMessage } from './messages.ts'
import { pagingQueryFields, sportQuery } from './sport-query.ts'
import { sports } from './sports.ts'
import {
  testimonialPageSize,
  testimonialQuoteLength,
  testimonialRoles,
  testimonialStatuses,
} from './testimonial-rules.ts'

/** GET /v1/testimonials?sport=&page=&limit=: approved testimonials, newest first. */
export const testimonialListQuerySchema = z.object({
  sport: sportQuery('sport').optional(),
  ...pagingQueryFields(testimonialPageSize),
})
export type TestimonialListQuery = z.infer<typeof testimonialListQuerySchema>

export const testimonialSchema = z.object({
  id: z.uuid(),
  quote: z.string(),
  authorName: z.string(),
  role: z.enum(testimonialRoles),
  sport: z.enum(sports),
  /** The author's country, by its English name in the country list (countries.ts). */
  country: z.string(),
  /** That country's two-letter code (the reader's language names it), null for a name the list does not know. */
  countryCode: z.string().nullable(),
  /** An uploaded picture or a drawn demo avatar; null shows the author's initials. */
  photoUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type Testimonial = z.infer<typeof testimonialSchema>
export const testimonialListSchema = z.object({ data: z.array(testimonialSchema), total: z.number() })
/** One page of approved testimonials and how many there are in all. */
export type TestimonialList = z.infer<typeof testimonialListSchema>

/** POST /v1/testimonials: a signed-in person with a completed booking shares their experience. */
export const submitTestimonialInputSchema = z.object({
  quote: z
    .string({ error: fillMessage('Your testimonial must be at least {{min}} characters', testimonialQuoteLength) })
    .trim()
    .min(
      testimonialQuoteLength.min,
      fillMessage('Your testimonial must be at least {{min}} characters', testimonialQuoteLength),
    )
    .max(
      testimonialQuoteLength.max,
      fillMessage('Your testimonial must be at most {{max}} characters', testimonialQuoteLength),
    ),
  role: z.enum(testimonialRoles, { error: 'Choose player, parent, coach or academy' }),
  sport: z.enum(sports, { error: 'Choose Badminton or Tennis' }),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .min(1, 'Country is required')
    .refine((name) => countryCodeOf(name) !== undefined, 'Choose a country from the list'),
  /** Empty for the account's own picture. */
  photoUrl: uploadedFileUrl(['avatar', 'image']).optional().nullable(),
  /** The completed booking it is about, if the author names one. */
  bookingId: z.uuid({ error: 'bookingId must be a valid booking id' }).optional(),
})
export type SubmitTestimonialInput = z.infer<typeof submitTestimonialInputSchema>

/** A testimonial just sent: it waits for moderation. */
export const submittedTestimonialResponseSchema = z.object({
  data: testimonialSchema.extend({ status: z.literal('pending') }),
})
export type SubmittedTestimonialResponse = z.infer<typeof submittedTestimonialResponseSchema>

/** GET /v1/testimonials/eligibility: may the signed-in person share their experience now, and if not, why. */
export const testimonialEligibilityReasons = ['eligible', 'noCompletedBooking', 'awaitingModeration'] as const
export const testimonialEligibilityResponseSchema = z.object({
  data: z.object({ canSubmit: z.boolean(), reason: z.enum(testimonialEligibilityReasons) }),
})
export type TestimonialEligibility = z.infer<typeof testimonialEligibilityResponseSchema>['data']

/** PATCH /v1/testimonials/:id: an admin approves or rejects a testimonial waiting for moderation. */
export const testimonialParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid testimonial id' }) })
export const moderateTestimonialInputSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }),
})
export const moderatedTestimonialResponseSchema = z.object({
  data: z.object({ id: z.uuid(), status: z.enum(testimonialStatuses) }),
})
