import { z } from 'zod'
import { optionalPictureUrlSchema } from './uploads.ts'

/** What a person is on Rally. A person may also hold records of other roles (a coach who is also a partner). */
export const userRoles = ['player', 'parent', 'coach', 'partner', 'academy'] as const
export type UserRole = (typeof userRoles)[number]

const nameCharacters = /^[\p{L}\p{M}' -]+$/u
const notBlank = (value: string) => value.trim().length > 0

/** Profile form rules (spec section 5), with the messages the form and the API both show. */
export const firstNameSchema = z
  .string({ error: 'First name is required' })
  .refine(notBlank, 'First name cannot be empty or just spaces')
  .pipe(
    z
      .string()
      .trim()
      .min(2, 'First name must be at least 2 characters')
      .max(50, 'First name must be at most 50 characters')
      .regex(nameCharacters, 'First name can only contain letters, spaces, apostrophes and hyphens'),
  )

export const lastNameSchema = z
  .string()
  .trim()
  .max(50, 'Last name must be at most 50 characters')
  .refine((value) => value === '' || nameCharacters.test(value), {
    message: 'Last name can only contain letters, spaces, apostrophes and hyphens',
  })

export const profileEmailSchema = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .min(5, 'Email must be at least 5 characters')
  .max(254, 'Email must be at most 254 characters')
  .refine((value) => !value.includes('..'), 'Email cannot contain consecutive dots')
  .refine((value) => !value.startsWith('.') && !value.endsWith('.'), 'Email cannot start or end with a dot')
  .pipe(z.email('Please enter a valid email address'))

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers and underscores')
  .refine((value) => !value.startsWith('_') && !value.endsWith('_'), 'Username cannot start or end with an underscore')

export const profilePhoneSchema = z
  .string()
  .trim()
  .regex(/^\d*$/, 'Phone number must contain only digits')
  .min(4, 'Phone number must be at least 4 digits')
  .max(15, 'Phone number must be at most 15 digits')
  .refine((value) => !value.startsWith('0000'), 'Invalid phone number format')

export const countryCodeSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}$/, 'Select Country Code')

/** A user as the owner (or an admin) sees it. */
export const privateUserSchema = z.object({
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  picture: z.string().nullable(),
  role: z.enum(userRoles).nullable(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Editors write news articles for an admin to approve. */
  isEditor: z.boolean(),
  onboarded: z.boolean(),
  /** The Terms and Conditions version the person accepted (null before onboarding). */
  termsVersion: z.string().nullable(),
  termsAcceptedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
})
export type PrivateUser = z.infer<typeof privateUserSchema>
/** GET /v1/users/me */
export const privateUserResponseSchema = z.object({ data: privateUserSchema })
export type PrivateUserResponse = z.infer<typeof privateUserResponseSchema>

/** A user as anyone else sees it: never e-mail or phone. */
export const publicUserSchema = privateUserSchema.pick({
  userId: true,
  firstName: true,
  lastName: true,
  username: true,
  picture: true,
  role: true,
  createdAt: true,
})
export type PublicUser = z.infer<typeof publicUserSchema>

/** The records that make a user a specialist, a partner or an academy, for links to their pages. */
export const userRolesSummarySchema = z.object({
  coachId: z.uuid().nullable(),
  partnerId: z.uuid().nullable(),
  academyIds: z.array(z.uuid()),
})

export const userResponseSchema = z.object({
  data: z.union([privateUserSchema, publicUserSchema]).and(z.object({ records: userRolesSummarySchema })),
})

export const getUserQuerySchema = z
  .object({
    fetchType: z.literal('one', { error: 'fetchType must be one' }).default('one'),
    email: z.string().trim().min(1).optional(),
    username: z.string().trim().min(1).optional(),
    userId: z.uuid({ error: 'userId must be a valid user id' }).optional(),
  })
  .refine((query) => [query.email, query.username, query.userId].filter(Boolean).length === 1, {
    message: 'Give exactly one of email, username or userId',
    path: ['fetchType'],
  })

export const checkUsernameQuerySchema = z.object({ username: usernameSchema })
export const checkUsernameResponseSchema = z.object({ username: z.string(), available: z.boolean() })

/** The Profile form: PATCH /v1/users?userId= */
export const updateProfileInputSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema.optional(),
  email: profileEmailSchema.optional(),
  username: usernameSchema,
  phoneNumber: profilePhoneSchema.optional().or(z.literal('')),
  countryCode: countryCodeSchema.optional(),
  picture: optionalPictureUrlSchema,
})
export type UpdateProfileInput = z.infer<typeof updateProfileInputSchema>

export const updateProfileQuerySchema = z.object({ userId: z.uuid({ error: 'userId must be a valid user id' }) })

/** Onboarding: POST /v1/users completes the signed-in user's account. */
export const onboardingInputSchema = z.object({
  role: z.enum(userRoles, { error: 'Choose what brings you to Rally' }),
  firstName: firstNameSchema,
  lastName: lastNameSchema.optional(),
  username: usernameSchema,
  phoneNumber: profilePhoneSchema.optional().or(z.literal('')),
  countryCode: countryCodeSchema.optional(),
  isAdult: z.literal(true, { error: 'You must be 18 or older to use Rally' }),
  acceptTerms: z.literal(true, { error: 'Please accept the Terms and Conditions and the Privacy Policy' }),
})
export type OnboardingInput = z.infer<typeof onboardingInputSchema>

export const roleCheckQuerySchema = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required'),
})
export const roleCheckResponseSchema = z.object({
  email: z.string(),
  roles: z.array(z.enum(userRoles)),
})

/**
 * POST /v1/users/me/terms-acceptance: the version the person read and accepted.
 * Any other version than the current one answers TERMS_VERSION_OUTDATED (the page was older than the terms).
 */
export const termsAcceptanceInputSchema = z.object({ version: z.string().trim().min(1).max(20) })
export type TermsAcceptanceInput = z.infer<typeof termsAcceptanceInputSchema>
