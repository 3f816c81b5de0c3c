import { z } from 'zod'
import { sportQuerySchema } from './sport-query.ts'
import { sports } from './sports.ts'
import { optionalPictureUrlSchema } from './uploads.ts'

export const academyCategories = sports

/** An academy as the public API answers it. */
export const academySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.enum(academyCategories),
  isPremium: z.boolean(),
  coverImage: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
  twitter: z.string().nullable(),
  whatsapp: z.string().nullable(),
  youtubeChannel: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type Academy = z.infer<typeof academySchema>

export const academyListQuerySchema = z.object({
  category: sportQuerySchema.optional(),
})
export type AcademyListQuery = z.infer<typeof academyListQuerySchema>

export const academyListSchema = z.object({
  data: z.array(academySchema),
})
export type AcademyList = z.infer<typeof academyListSchema>

export const academyParamsSchema = z.object({
  academyId: z.uuid({ error: 'academyId must be a valid academy id' }),
})

const optionalUrl = z
  .url('Enter a full link, starting with https://')
  .max(500)
  .optional()
  .nullable()
  .or(z.literal('').transform(() => null))

/** An academy promoting itself: POST /v1/academies. Listed once approved. */
export const registerAcademyInputSchema = z.object({
  name: z.string().trim().min(2, 'Academy name must be at least 2 characters').max(120),
  category: z.enum(academyCategories, { error: 'Choose Badminton or Tennis' }),
  location: z.string().trim().min(2, 'Location is required').max(200),
  description: z.string().trim().max(5000, 'Description must be at most 5000 characters').optional().nullable(),
  coverImage: optionalPictureUrlSchema,
  website: optionalUrl,
  email: z
    .email('Invalid email')
    .optional()
    .nullable()
    .or(z.literal('').transform(() => null)),
  phone: z.string().trim().max(30).optional().nullable(),
  facebook: optionalUrl,
  instagram: optionalUrl,
  linkedin: optionalUrl,
  twitter: optionalUrl,
  youtubeChannel: optionalUrl,
  whatsapp: z.string().trim().max(30).optional().nullable(),
})
export type RegisterAcademyInput = z.input<typeof registerAcademyInputSchema>

/** An academy as its owner sees it: also whether it is approved yet. */
export const ownAcademySchema = academySchema.extend({ isApproved: z.boolean() })
/** POST /v1/academies, and GET /v1/academies/:academyId for its owner while it awaits approval. */
export const ownAcademyResponseSchema = z.object({ data: ownAcademySchema })
export type OwnAcademyResponse = z.infer<typeof ownAcademyResponseSchema>
/** GET /v1/academies/:academyId: the public academy; its owner's view also says isApproved while it waits. */
export const academyViewSchema = academySchema.extend({ isApproved: z.boolean().optional() })
export type AcademyView = z.infer<typeof academyViewSchema>
export const academyViewResponseSchema = z.object({ data: academyViewSchema })
export type AcademyViewResponse = z.infer<typeof academyViewResponseSchema>
