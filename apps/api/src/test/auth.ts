import type { App } from '../app.ts'

/** Signs in through the local demo provider, as the /signup page does; `new` is a first-time user. */
export async function signIn(app: App, key = 'new') {
  const tokenResponse = await app.inject({ method: 'POST', url: '/v1/auth/local/token', payload: { key } })
  const { idToken } = tokenResponse.json() as { idToken: string }
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth',
    headers: { authorization: `Bearer ${idToken}` },
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
