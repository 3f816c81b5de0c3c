import { signInErrors } from '@rally/shared'
import { ApiError } from '../../lib/api-client.ts'

export type SignInErrorKind = keyof typeof signInErrors | 'blocked' | 'serverRefused' | 'network'

/** Which of the spec's sign-in errors this is (its message is the spec's exact string), for a plain-words text. */
export function signInErrorKind(error: unknown): SignInErrorKind {
  // An operator blocked the account (the console): say so, and whom to write to, not "try again".
  if (error instanceof ApiError) return error.code === 'ACCOUNT_BLOCKED' ? 'blocked' : 'serverRefused'
  const message = error instanceof Error ? error.message : String(error)
  const known = (Object.keys(signInErrors) as (keyof typeof signInErrors)[]).find(
    (kind) => signInErrors[kind] === message,
  )
  return known ?? 'network'
}
