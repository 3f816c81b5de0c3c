import { eq } from 'drizzle-orm'
import type { App } from '../app.ts'
import type { Database } from '../db/client.ts'
import { users } from '../db/schema/index.ts'

/**
 * Signs in through the local demo provider, as the /signup page does; `new` is a first-time user. A test that
 * signs many people in gives each a `remoteAddress` of its own (sign-in has its own rate limit).
 */
export async function signIn(app: App, key = 'new', { remoteAddress }: { remoteAddress?: string } = {}) {
  const tokenResponse = await app.inject({
    method: 'POST',
    url: '/v1/auth/local/token',
    payload: { key },
    ...(remoteAddress && { remoteAddress }),
  })
  const { idToken } = tokenResponse.json() as { idToken: string }
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth',
    headers: { authorization: `Bearer ${idToken}` },
    ...(remoteAddress && { remoteAddress }),
  })
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`)
  const body = response.json() as { token: string; user: { userId: string; email: string } }
  return {
    token: body.token,
    userId: body.user.userId,
    email: body.user.email,
    headers: { authorization: `Bearer ${body.token}` },
  }
}

export const validOnboarding = (username: string) => ({
  role: 'player',
  firstName: 'Asha',
  lastName: 'Verma',
  username,
  phoneNumber: '9845012345',
  countryCode: '+91',
  isAdult: true,
  acceptTerms: true,
})

/**
 * A new person signed in and named as given (last name "Test", a phone number), with any other account values
 * a test needs (an admin, a language).
 */
export async function signInNamed(
  t: { app: App; db: Database },
  firstName: string,
  { remoteAddress, ...values }: Partial<typeof users.$inferInsert> & { remoteAddress?: string } = {},
) {
  const signedIn = await signIn(t.app, 'new', { remoteAddress })
  await t.db
    .update(users)
    .set({ firstName, lastName: 'Test', phoneNumber: '9845099999', ...values })
    .where(eq(users.id, signedIn.userId))
  return signedIn
}
