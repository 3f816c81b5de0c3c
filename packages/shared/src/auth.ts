import { z } from 'zod'
import { privateUserSchema } from './users.ts'

/** POST /v1/auth answers the signed-in user and a session token for `Authorization: Bearer`. */
export const signInResponseSchema = z.object({
  user: privateUserSchema,
  token: z.string(),
  expiresAt: z.iso.datetime(),
})
export type SignInResponse = z.infer<typeof signInResponseSchema>

/** Demo accounts offered on /signup when the app runs its local identity provider. */
export const demoUserSchema = z.object({
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.string(),
  description: z.string(),
})
export const demoUsersResponseSchema = z.object({ data: z.array(demoUserSchema) })
export const demoTokenInputSchema = z.object({ key: z.string().min(1, 'Choose a demo user') })
export const demoTokenResponseSchema = z.object({ idToken: z.string() })

/** The sign-in errors of spec section 8, exactly as written. */
export const signInErrors = {
  timeout: 'SIGN_IN_TIMEOUT',
  needFallbackButton: 'NEED_FALLBACK_BUTTON',
  cancelled: 'Sign-in was cancelled by the user',
  noCredential: 'No credential received',
  notAvailable: 'Google Identity Services not available',
  scriptFailed: 'Failed to load Google Identity Services script',
  initFailed: 'Failed to initialize Google Sign-In. Please check OAuth configuration.',
  refreshFailed: 'Failed to refresh user data',
} as const

export const signInTimeoutMs = 30_000
export const minimumAge = 18
