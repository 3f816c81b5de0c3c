import { z } from 'zod'
import { changesOf } from './changes.ts'
import { fillMessage } from './messages.ts'
import { feeCurrencies, rupees } from './money.ts'
import { handednesses, playingStyles, surfaces } from './spar-up.ts'
import { sports } from './sports.ts'
import { optionalPictureUrlSchema } from './uploads.ts'

export const partnerStatuses = ['ACTIVE', 'INACTIVE'] as const

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, fillMessage(`${label} must be at most {{max}} characters`, { max }))
    .optional()
    .nullable()

/** The playing profile's messages (issue 26), as the partner form shows them. */
export const partnerPlayingMessages = {
  handedness: 'Choose left-handed or right-handed',
  playingStyle: 'Choose a playing style: baseline, all-court, serve and volley or doubles specialist',
  surfaces: 'Choose each surface once from hard, clay, grass, carpet and indoor',
} as const

/** A sparring partner's profile: sport, rank or level, fee, where they play, a photo. */
export const partnerProfileFieldsSchema = z.object({
  firstName: z.string().trim().min(2, 'Name must be at least 2 characters').max(50),
  lastName: z.string().trim().max(50).default(''),
  sport: z.enum(sports, { error: 'Choose Badminton or Tennis' }),
  level: optionalText(120, 'Level'),
  ranking: z.number().int().min(1, 'Ranking starts at 1').max(100_000).optional().nullable(),
  feeAmount: z.number().int().min(0, 'Fee cannot be negative').max(1_000_000).optional().nullable(),
  feeCurrency: z.enum(feeCurrencies).default(rupees),
  city: z.string().trim().min(2, 'City is required').max(100),
  state: optionalText(100, 'State'),
  country: z.string().trim().min(2, 'Country is required').max(100),
  image: optionalPictureUrlSchema,
  languages: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
  bio: optionalText(2000, 'About you'),
  /** The playing profile a player may want to face (issue 26): null or absent, not stated. */
  handedness: z.enum(handednesses, { error: partnerPlayingMessages.handedness }).nullable().optional(),
  playingStyle: z.enum(playingStyles, { error: partnerPlayingMessages.playingStyle }).nullable().optional(),
  surfaces: z
    .array(z.enum(surfaces, { error: partnerPlayingMessages.surfaces }), { error: partnerPlayingMessages.surfaces })
    .max(surfaces.length, partnerPlayingMessages.surfaces)
    .refine((chosen) => new Set(chosen).size === chosen.length, partnerPlayingMessages.surfaces)
    .optional(),
})

/** Becoming a sparring partner: POST /v1/sparring-partners */
export const registerPartnerInputSchema = partnerProfileFieldsSchema
export type RegisterPartnerInput = z.input<typeof registerPartnerInputSchema>

/** PATCH /v1/sparring-partners: the owner's changes. */
export const updatePartnerInputSchema = changesOf(partnerProfileFieldsSchema).extend({
  id: z.uuid({ error: 'id must be a valid record id' }),
  status: z.enum(partnerStatuses).optional(),
})
export type UpdatePartnerInput = z.input<typeof updatePartnerInputSchema>

export const partnerRecordSchema = partnerProfileFieldsSchema.extend({
  id: z.uuid(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  userId: z.uuid().nullable(),
  lastName: z.string(),
  feeCurrency: z.string(),
  totalRating: z.number(),
  status: z.enum(partnerStatuses),
  /** An operator's decline: the profile stays inactive until an operator decides otherwise. */
  declinedAt: z.iso.datetime().nullable(),
  declineReason: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type PartnerRecord = z.infer<typeof partnerRecordSchema>
/** POST and PATCH /v1/sparring-partners. */
export const partnerRecordResponseSchema = z.object({ data: partnerRecordSchema })
export type PartnerRecordResponse = z.infer<typeof partnerRecordResponseSchema>
/** GET /v1/sparring-partners?email=: the caller's own records. */
export const partnerRecordListSchema = z.object({ data: z.array(partnerRecordSchema) })
export type PartnerRecordList = z.infer<typeof partnerRecordListSchema>
