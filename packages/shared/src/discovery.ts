import { z } from 'zod'
import { coachCategories, coachRecordListSchema } from './coaches.ts'
import { levelStatuses } from './levels.ts'
import { partnerRecordListSchema } from './partners.ts'
import { handednesses, playingStyles, surfaces } from './spar-up.ts'
import { pagingQueryFields, sportQuerySchema } from './sport-query.ts'
import { sports } from './sports.ts'

export const addressSchema = z.object({
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
})

/** Page sizes for people search. */
export const searchPageSize = { default: 12, max: 50 } as const

const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)

const searchFilters = {
  /** Which field `q` searches: the web routes carry `searchFieldKey=name`. */
  searchFieldKey: z.literal('name', { error: 'searchFieldKey must be name' }).optional(),
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  language: z.string().trim().max(60).optional(),
  feeMin: positiveInt('feeMin').optional(),
  feeMax: positiveInt('feeMax').optional(),
  ...pagingQueryFields(searchPageSize),
}

const feeRangeIsOrdered = (query: { feeMin?: number; feeMax?: number }) =>
  query.feeMin === undefined || query.feeMax === undefined || query.feeMin <= query.feeMax

export const partnerSortKeys = ['rating', 'fee', '-fee', 'rank'] as const
export const coachSortKeys = ['rating', 'fee', '-fee', 'experience'] as const

/** GET /v1/sparring-partners: one by _id, resourceId or e-mail, or a search within a category. */
export const partnerQuerySchema = z
  .object({
    _id: z.uuid({ error: '_id must be a valid record id' }).optional(),
    resourceId: z.uuid({ error: 'resourceId must be a valid record id' }).optional(),
    email: z.string().trim().min(3, 'Email is required').optional(),
    category: sportQuerySchema.optional(),
    status: z.enum(['ACTIVE', 'INACTIVE'], { error: 'status must be ACTIVE or INACTIVE' }).default('ACTIVE'),
    level: z.string().trim().max(100).optional(),
    rankMax: positiveInt('rankMax').optional(),
    sort: z.enum(partnerSortKeys, { error: `sort must be one of ${partnerSortKeys.join(', ')}` }).optional(),
    ...searchFilters,
  })
  .refine(feeRangeIsOrdered, { message: 'feeMin cannot be more than feeMax', path: ['feeMin'] })
export type PartnerQuery = z.infer<typeof partnerQuerySchema>

/** GET /v1/personal-coach/records: by e-mail, or approved specialists of a category. */
export const coachQuerySchema = z
  .object({
    email: z.string().trim().min(3, 'Email is required').optional(),
    isApproved: z.enum(['true'], { error: 'Only approved specialists are listed: isApproved=true' }).optional(),
    category: z
      .string()
      .trim()
      .transform((value) => value.charAt(0).toUpperCase() + value.slice(1).toLowerCase())
      .pipe(z.enum(coachCategories, { error: 'category must be Badminton, Tennis or Others' }))
      .optional(),
    /** Only former top-ranked players, whom players book to talk with. */
    champion: z.enum(['true'], { error: 'champion can only be true' }).optional(),
    sort: z.enum(coachSortKeys, { error: `sort must be one of ${coachSortKeys.join(', ')}` }).optional(),
    ...searchFilters,
  })
  .refine(feeRangeIsOrdered, { message: 'feeMin cannot be more than feeMax', path: ['feeMin'] })
export type CoachQuery = z.infer<typeof coachQuerySchema>

/** A sparring partner as anyone may see it: never e-mail or phone. */
export const partnerCardSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  sport: z.enum(sports),
  level: z.string().nullable(),
  ranking: z.number().nullable(),
  feeAmount: z.number().nullable(),
  feeCurrency: z.string(),
  languages: z.array(z.string()),
  bio: z.string().nullable(),
  totalRating: z.number(),
  status: z.enum(['ACTIVE', 'INACTIVE']),
  address: addressSchema,
  /** The first open slot (ISO instant), null when none is open or no availability is published (issue 23). */
  nextOpenSlot: z.string().nullable().optional(),
  /** The playing profile (issue 26): null or empty when not stated. */
  handedness: z.enum(handednesses).nullable().optional(),
  playingStyle: z.enum(playingStyles).nullable().optional(),
  surfaces: z.array(z.enum(surfaces)).optional(),
  /** The owner's Rally level in the partner's sport and how sure it is; null when they stated none. */
  playerLevel: z
    .object({ rallyLevel: z.number().int(), status: z.enum(levelStatuses) })
    .nullable()
    .optional(),
})
export type PartnerCard = z.infer<typeof partnerCardSchema>

/** A specialist as anyone may see it: every profile section, never e-mail, phone or reference contacts. */
export const coachProfileSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  title: z.string().nullable(),
  category: z.enum(coachCategories),
  totalRating: z.number(),
  address: addressSchema,
  isApproved: z.boolean(),
  isChampion: z.boolean(),
  highestRank: z.string().nullable(),
  feeAmount: z.number().nullable(),
  feeCurrency: z.string(),
  sessionMinutes: z.number(),
  experienceYears: z.number().nullable(),
  coachingExperience: z.string().nullable(),
  academy: z.string().nullable(),
  achievements: z.array(z.string()),
  certifications: z.array(z.string()),
  specializations: z.array(z.string()),
  languages: z.array(z.string()),
  additionalInformation: z.string().nullable(),
  availability: z.string().nullable(),
  socialLinks: z.record(z.string(), z.string()),
  references: z.array(z.object({ name: z.string(), relation: z.string() })),
  cvUrl: z.string().nullable(),
  documents: z.array(z.object({ name: z.string(), url: z.string() })),
  /** The first open slot (ISO instant), null when none is open or no availability is published (issue 23). */
  nextOpenSlot: z.string().nullable().optional(),
})
export type CoachProfile = z.infer<typeof coachProfileSchema>

/**
 * `total` is exact up to 1,000 matches; past that it is 1,000 and `totalCapped` is true, shown as "1,000+"
 * (counting a large set exactly is work nobody reads).
 */
export const pageInfoSchema = z.object({
  total: z.number(),
  totalCapped: z.boolean().optional(),
  page: z.number(),
  limit: z.number(),
})

export const partnerListSchema = z.object({ data: z.array(partnerCardSchema) }).extend(pageInfoSchema.shape)
export const coachListSchema = z.object({ data: z.array(coachProfileSchema) }).extend(pageInfoSchema.shape)
export type PartnerList = z.infer<typeof partnerListSchema>
export type CoachList = z.infer<typeof coachListSchema>
/** GET /v1/sparring-partners?_id= (or resourceId=): the one partner, as a list of one. */
export const partnerCardListSchema = z.object({ data: z.array(partnerCardSchema) })
export type PartnerCardList = z.infer<typeof partnerCardListSchema>
/** GET /v1/sparring-partners: a search page, one partner by id, or the caller's own records by e-mail. */
export const partnerLookupResponseSchema = z.union([partnerListSchema, partnerCardListSchema, partnerRecordListSchema])
/** GET /v1/personal-coach/records/:id */
export const coachProfileResponseSchema = z.object({ data: coachProfileSchema })
export type CoachProfileResponse = z.infer<typeof coachProfileResponseSchema>
/** GET /v1/personal-coach/records: a search page, or the caller's own records by e-mail. */
export const coachLookupResponseSchema = z.union([coachListSchema, coachRecordListSchema])

/** GET /v1/partner-showcase?category= */
export const showcaseQuerySchema = z.object({ category: sportQuerySchema })
export const showcaseItemSchema = z.object({
  id: z.uuid(),
  type: z.enum(['image', 'youtube']),
  name: z.string(),
  mediaUrl: z.string(),
  partner: z.object({
    id: z.uuid(),
    image: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    stars: z.number(),
    address: addressSchema,
  }),
})
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>
export const showcaseListSchema = z.object({ data: z.array(showcaseItemSchema) })
export type ShowcaseList = z.infer<typeof showcaseListSchema>

/** GET /v1/feedbacks: approved feedback about one partner or specialist, best first. */
export const feedbackSortKeys = ['-rating,-createdAt', '-createdAt', '-rating'] as const
export const feedbackQuerySchema = z.object({
  fetchType: z.literal('all', { error: 'fetchType must be all' }).default('all'),
  resourceId: z.uuid({ error: 'resourceId must be a valid record id' }),
  status: z.literal('approved', { error: 'Only approved feedback is listed: status=approved' }).default('approved'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(50, 'limit must be at most 50')
    .default(3),
  skip: z.coerce
    .number({ error: 'skip must be a number' })
    .int('skip must be a whole number')
    .min(0, 'skip cannot be negative')
    .default(0),
  sort: z
    .enum(feedbackSortKeys, { error: `sort must be one of ${feedbackSortKeys.join(', ')}` })
    .default('-rating,-createdAt'),
})
export const feedbackSchema = z.object({
  id: z.uuid(),
  resourceId: z.uuid(),
  authorName: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  status: z.literal('approved'),
  createdAt: z.iso.datetime(),
})
export type Feedback = z.infer<typeof feedbackSchema>
export const feedbackListSchema = z.object({ data: z.array(feedbackSchema), total: z.number() })
/** One page of approved feedback and how many there are in all. */
export type FeedbackList = z.infer<typeof feedbackListSchema>

/** POST /v1/ratings: one per person per partner or specialist, after a completed booking. */
export const ratingInputSchema = z.object({
  resourceId: z.uuid({ error: 'resourceId must be a valid record id' }),
  rating: z.coerce
    .number({ error: 'Choose from 1 to 5 stars' })
    .int('Choose from 1 to 5 stars')
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars'),
  comment: z.string().trim().max(1000, 'A review must be at most 1000 characters').optional(),
})
export type RatingInput = z.infer<typeof ratingInputSchema>
/** A rating just given: it waits for moderation. */
export const ratingSchema = z.object({
  id: z.uuid(),
  status: z.literal('pending'),
  rating: z.number(),
  comment: z.string().nullable(),
})
export type Rating = z.infer<typeof ratingSchema>
export const ratingResponseSchema = z.object({ data: ratingSchema })
export type RatingResponse = z.infer<typeof ratingResponseSchema>

/** PATCH /v1/feedbacks/:id: an admin approves or rejects a rating. */
export const feedbackParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid feedback id' }) })
export const moderateFeedbackInputSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'status must be approved or rejected' }),
})
export type ModerateFeedbackInput = z.infer<typeof moderateFeedbackInputSchema>
export const moderatedFeedbackResponseSchema = z.object({
  data: z.object({ id: z.uuid(), status: z.enum(['pending', 'approved', 'rejected']) }),
})

/** GET /v1/ratings/eligibility?resourceId=: may the signed-in person rate this partner or specialist now? */
export const ratingEligibilityQuerySchema = z.object({
  resourceId: z.uuid({ error: 'resourceId must be a valid record id' }),
})
export const ratingEligibilityReasons = ['eligible', 'noCompletedSession', 'alreadyRated', 'ownProfile'] as const
export const ratingEligibilitySchema = z.object({
  canRate: z.boolean(),
  reason: z.enum(ratingEligibilityReasons),
})
export type RatingEligibility = z.infer<typeof ratingEligibilitySchema>
export const ratingEligibilityResponseSchema = z.object({ data: ratingEligibilitySchema })
export type RatingEligibilityResponse = z.infer<typeof ratingEligibilityResponseSchema>

export const countQuerySchema = z.object({ resourceId: z.uuid({ error: 'resourceId must be a valid record id' }) })
export const countResponseSchema = z.object({ count: z.number() })

/** The nine figures on the home page, computed from the database. */
export const homeStatsSchema = z.object({
  bookingsCompleted: z.number(),
  communityMembers: z.number(),
  sparringPartners: z.number(),
  sportsSpecialists: z.number(),
  countries: z.number(),
  clubsInCollaboration: z.number(),
  hoursOfSparring: z.number(),
  tennisAcademies: z.number(),
  badmintonAcademies: z.number(),
})
export type HomeStats = z.infer<typeof homeStatsSchema>
/** GET /v1/stats */
export const homeStatsResponseSchema = z.object({ data: homeStatsSchema })
export type HomeStatsResponse = z.infer<typeof homeStatsResponseSchema>
