import { z } from 'zod'
import { changesOf } from './changes.ts'
import { fillMessage } from './messages.ts'
import { feeCurrencies, rupees } from './money.ts'
import { sports } from './sports.ts'
import { noFileMessage, optionalPictureUrlSchema } from './uploads.ts'

export const coachCategories = [...sports, 'Others'] as const
export type CoachCategory = (typeof coachCategories)[number]

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, fillMessage(`${label} must be at most {{max}} characters`, { max }))
    .optional()
    .nullable()
const textList = (label: string) =>
  z
    .array(z.string().trim().min(1).max(200, `Each ${label} must be at most 200 characters`))
    .max(20)
    .default([])

export const coachSocialLinksSchema = z
  .object({
    facebook: z.url('Enter a full link, starting with https://').optional(),
    instagram: z.url('Enter a full link, starting with https://').optional(),
    linkedin: z.url('Enter a full link, starting with https://').optional(),
    twitter: z.url('Enter a full link, starting with https://').optional(),
    youtube: z.url('Enter a full link, starting with https://').optional(),
  })
  .default({})

export const coachReferenceSchema = z.object({
  name: z.string().trim().min(2, 'Reference name must be at least 2 characters').max(100),
  relation: z.string().trim().min(2, 'Say how you know this reference').max(100),
  contact: z.string().trim().max(200).optional(),
})

export const maxCoachDocuments = 10
export const uploadedFileUrlMessage = 'Upload the file here instead of linking to it'

/** A file uploaded through POST /v1/uploads as one of `kinds`: links elsewhere are refused. */
export const uploadedFileUrl = (kinds: readonly string[]) =>
  z
    .string()
    .trim()
    .min(1, noFileMessage)
    .max(500)
    .regex(
      new RegExp(`^/media/uploads/(${kinds.join('|')})/\\d{4}/\\d{2}/[0-9a-f]{32}\\.(pdf|jpg|png|webp)$`),
      uploadedFileUrlMessage,
    )

/** A certificate, licence or other paper a specialist shows on the profile ("Professional Documents"). */
export const coachDocumentSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name the document (at least 2 characters)')
    .max(100, 'Document names are at most 100 characters'),
  url: uploadedFileUrl(['document', 'cv']),
})
export type CoachDocument = z.infer<typeof coachDocumentSchema>

/** The fields of a specialist's profile (the spec's "Coach profile sections"). */
export const coachProfileFieldsSchema = z.object({
  firstName: z.string().trim().min(2, 'Name must be at least 2 characters').max(50),
  lastName: z.string().trim().max(50).default(''),
  title: z.string().trim().min(2, 'Title must be at least 2 characters').max(120),
  category: z.enum(coachCategories, { error: 'Choose Badminton, Tennis or Others' }),
  image: optionalPictureUrlSchema,
  city: optionalText(100, 'City'),
  state: optionalText(100, 'State'),
  country: optionalText(100, 'Country'),
  highestRank: optionalText(200, 'Highest rank'),
  feeAmount: z.number().int().min(0, 'Fee cannot be negative').max(1_000_000).optional().nullable(),
  feeCurrency: z.enum(feeCurrencies).default(rupees),
  sessionMinutes: z.number().int().min(15, 'Sessions last at least 15 minutes').max(180).default(45),
  experienceYears: z.number().int().min(0).max(80).optional().nullable(),
  coachingExperience: optionalText(4000, 'Coaching experience'),
  academy: optionalText(200, 'Academy'),
  achievements: textList('achievement'),
  certifications: textList('certification'),
  specializations: textList('specialization'),
  languages: textList('language'),
  additionalInformation: optionalText(4000, 'Additional information'),
  availability: optionalText(500, 'Availability'),
  socialLinks: coachSocialLinksSchema,
  references: z.array(coachReferenceSchema).max(5).default([]),
  cvUrl: uploadedFileUrl(['cv']).optional().nullable(),
  documents: z
    .array(coachDocumentSchema)
    .max(maxCoachDocuments, fillMessage('Add at most {{max}} documents', { max: maxCoachDocuments }))
    .default([]),
})

/** "Register as a Specialist": POST /v1/personal-coach/records */
export const registerCoachInputSchema = coachProfileFieldsSchema
export type RegisterCoachInput = z.input<typeof registerCoachInputSchema>

/** PATCH /v1/personal-coach/records: the owner's changes, always sent as form version 2. */
export const updateCoachInputSchema = changesOf(coachProfileFieldsSchema).extend({
  id: z.uuid({ error: 'id must be a valid record id' }),
  formVersion: z.literal('v2', { error: 'formVersion must be v2' }),
})
export type UpdateCoachInput = z.input<typeof updateCoachInputSchema>

/** A coach record as its owner sees it (public listings come with the discovery issue). */
export const coachRecordSchema = coachProfileFieldsSchema.extend({
  id: z.uuid(),
  title: z.string().nullable(),
  userId: z.uuid().nullable(),
  totalRating: z.number(),
  isApproved: z.boolean(),
  /** An operator's decline: the record stays unlisted until an operator decides otherwise. */
  declinedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  formVersion: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  lastName: z.string(),
  feeCurrency: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type CoachRecord = z.infer<typeof coachRecordSchema>
/** POST and PATCH /v1/personal-coach/records. */
export const coachRecordResponseSchema = z.object({ data: coachRecordSchema })
export type CoachRecordResponse = z.infer<typeof coachRecordResponseSchema>
/** GET /v1/personal-coach/records?email=: the caller's own records. */
export const coachRecordListSchema = z.object({ data: z.array(coachRecordSchema) })
export type CoachRecordList = z.infer<typeof coachRecordListSchema>
/** GET /v1/personal-coach/records/:id */
export const coachRecordParamsSchema = updateCoachInputSchema.pick({ id: true })
