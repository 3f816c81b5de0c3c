import { z } from 'zod'
import { rallyLevels } from './levels.ts'
import { sports } from './sports.ts'

/**
 * Juniors (issue 26): players under 18 whom a guardian (a signed-in adult account) adds and books for. A junior
 * has no sign-in and no public profile; only their guardian, the provider of a session booked for them and
 * operators read their data. Only a provider who works with juniors and whose safeguarding document an
 * operator verified may be booked for a junior.
 */
export const juniorMinAge = 4
export const juniorMaxAge = 17

export const juniorMessages = {
  firstName: 'First name is 1 to 60 characters',
  birthYear: 'Year of birth must be a year such as 2014',
  tooYoung: `A junior must be at least ${juniorMinAge} this year`,
  tooOld: 'A junior must be under 18 this year',
  sport: 'Select a Sport',
  level: 'Rally level is a whole number from 0 to 7',
  notFound: 'Junior not found',
  providerNotVerified: 'This coach is not verified to work with juniors',
  documentNotOwn: 'Upload the safeguarding document yourself, then send its address',
  documentRequired: 'Upload a safeguarding document to work with juniors',
  profileNotFound: 'Profile not found',
  reasonRequired: 'Give a reason of 1 to 500 characters',
  nothingToVerify: 'This profile has no safeguarding document waiting for a decision',
} as const

/** A junior's age this year: the year minus the year of birth (a birthday later this year does not matter). */
export const juniorAgeIn = (year: number, birthYear: number) => year - birthYear

/** Why a year of birth is refused in `year` (the server's current year), or null when it is a junior's. */
export function juniorBirthYearProblem(birthYear: number, year: number): string | null {
  const age = juniorAgeIn(year, birthYear)
  if (age > juniorMaxAge) return juniorMessages.tooOld
  if (age < juniorMinAge) return juniorMessages.tooYoung
  return null
}

const currentYear = () => new Date().getUTCFullYear()

const firstNameField = z
  .string({ error: juniorMessages.firstName })
  .trim()
  .min(1, juniorMessages.firstName)
  .max(60, juniorMessages.firstName)
const birthYearField = z
  .number({ error: juniorMessages.birthYear })
  .int(juniorMessages.birthYear)
  .min(1900, juniorMessages.birthYear)
  .max(2200, juniorMessages.birthYear)
  // Checked against the year when the request is read, so a junior who turns 18 cannot be added next year.
  .superRefine((birthYear, context) => {
    const problem = juniorBirthYearProblem(birthYear, currentYear())
    if (problem) context.addIssue({ code: 'custom', message: problem })
  })
const sportField = z.enum(sports, { error: juniorMessages.sport })
const levelField = z
  .number({ error: juniorMessages.level })
  .int(juniorMessages.level)
  .refine((value) => (rallyLevels as readonly number[]).includes(value), juniorMessages.level)

/** POST /v1/me/juniors. */
export const juniorInputSchema = z.object({
  firstName: firstNameField,
  birthYear: birthYearField,
  sport: sportField,
  rallyLevel: levelField.nullable().optional(),
})
export type JuniorInput = z.input<typeof juniorInputSchema>

/** PATCH /v1/me/juniors/{id}: any of the fields; a null level clears it. */
export const juniorUpdateSchema = z.object({
  firstName: firstNameField.optional(),
  birthYear: birthYearField.optional(),
  sport: sportField.optional(),
  rallyLevel: levelField.nullable().optional(),
})
export type JuniorUpdate = z.input<typeof juniorUpdateSchema>

export const juniorSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  birthYear: z.number(),
  /** Their age this year, by the server's clock. */
  age: z.number(),
  sport: z.enum(sports),
  rallyLevel: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type Junior = z.infer<typeof juniorSchema>
export const juniorResponseSchema = z.object({ data: juniorSchema })
export const juniorListResponseSchema = z.object({ data: z.array(juniorSchema) })

/**
 * A booking made for a junior, as its parties read it: the junior's first name and age, and the guardian who
 * booked, named to the provider as the one to contact.
 */
export const bookingJuniorSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  age: z.number(),
  guardian: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
})
export type BookingJunior = z.infer<typeof bookingJuniorSchema>

/** The kinds of provider who may work with juniors: a specialist (coach) or a sparring partner. */
export const safeguardingKinds = ['coach', 'partner'] as const
export type SafeguardingKind = (typeof safeguardingKinds)[number]
export const safeguardingStatuses = ['none', 'pending', 'verified', 'rejected'] as const
export type SafeguardingStatus = (typeof safeguardingStatuses)[number]

/** A provider's juniors fields, as its owner and operators read them. */
export const providerJuniorsSchema = z.object({
  kind: z.enum(safeguardingKinds),
  id: z.uuid(),
  name: z.string(),
  worksWithJuniors: z.boolean(),
  documentUrl: z.string().nullable(),
  status: z.enum(safeguardingStatuses),
  verifiedAt: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  updatedAt: z.string(),
})
export type ProviderJuniors = z.infer<typeof providerJuniorsSchema>
export const providerJuniorsResponseSchema = z.object({ data: providerJuniorsSchema })
export const providerJuniorsListResponseSchema = z.object({ data: z.array(providerJuniorsSchema) })

/** PUT /v1/me/safeguarding: the owner of a profile says whether it works with juniors, with its document. */
export const safeguardingInputSchema = z.object({
  kind: z.enum(safeguardingKinds, { error: 'kind must be coach or partner' }),
  id: z.uuid({ error: 'id must be a valid record id' }),
  worksWithJuniors: z.boolean({ error: 'worksWithJuniors must be true or false' }),
  /** The address of the owner's own upload (POST /v1/uploads?kind=document); null removes it. */
  documentUrl: z.string().trim().min(1).max(300).nullable().optional(),
})
export type SafeguardingInput = z.input<typeof safeguardingInputSchema>

export const safeguardingQuerySchema = z.object({
  status: z
    .enum(['pending', 'verified', 'rejected'], { error: 'status must be pending, verified or rejected' })
    .default('pending'),
})
export const safeguardingParamsSchema = z.object({
  kind: z.enum(safeguardingKinds, { error: 'kind must be coach or partner' }),
  id: z.string().min(1).max(64),
})
export const safeguardingRejectSchema = z.object({
  reason: z
    .string({ error: juniorMessages.reasonRequired })
    .trim()
    .min(1, juniorMessages.reasonRequired)
    .max(500, juniorMessages.reasonRequired),
})
