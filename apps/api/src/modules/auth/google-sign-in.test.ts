import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/app.ts'

// A JWKS served on loopback, as Google serves https://www.googleapis.com/oauth2/v3/certs.
let jwksServer: Server
let t: Awaited<ReturnType<typeof createTestApp>>
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey']
let signingKey: PrivateKey
let strangerKey: PrivateKey
const kid = 'test-key-1'
const clientId = 'rally-test.apps.googleusercontent.com'

beforeAll(async () => {
  const pair = await generateKeyPair('RS256')
  signingKey = pair.privateKey
  strangerKey = (await generateKeyPair('RS256')).privateKey
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' }
  jwksServer = createServer((request, response) => {
    if (request.url !== '/oauth2/v3/certs') return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }))
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  const { port } = jwksServer.address() as AddressInfo
  t = await createTestApp({
    AUTH_PROVIDER: 'google',
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    // A live configuration (no demo beside a Google client id) needs payments and mail too; none is called here.
    RAZORPAY_KEY_ID: 'rzp_test_google',
    RAZORPAY_KEY_SECRET: 'key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
    SMTP_URL: 'smtp://127.0.0.1:9',
  })
})

afterAll(async () => {
  await t.close()
  await new Promise((resolve) => jwksServer.close(resolve))
})

type Claims = Record<string, unknown>
async function googleToken(overrides: Claims = {}, { key = signingKey, expiresIn = '1h' } = {}) {
  const claims: Claims = {
    email: 'kiran.rao@mail.example',
    email_verified: true,
    given_name: 'Kiran',
    family_name: 'Rao',
    picture: null,
    ...overrides,
  }
  const iss = (overrides.iss as string | undefined) ?? 'https://accounts.google.com'
  const aud = (overrides.aud as string | undefined) ?? clientId
  delete claims.iss
  delete claims.aud
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(iss)
    .setAudience(aud)
    .setSubject((overrides.sub as string | undefined) ?? '110248495921238986420')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key)
}

const signIn = (idToken: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth', headers: { authorization: `Bearer ${idToken}` } })

describe('POST /v1/auth with a Google ID token', () => {
  it('signs in with a valid token from either Google issuer spelling and answers a session token', async () => {
    for (const iss of ['https://accounts.google.com', 'accounts.google.com']) {
      const response = await signIn(await googleToken({ iss, sub: `issuer-${iss}` }))
      expect(response.statusCode).toBe(200)
      const body = response.json()
      expect(body.user).toMatchObject({ firstName: 'Kiran', lastName: 'Rao', email: 'kiran.rao@mail.example' })
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/) // 256 random bits, base64url
      const me = await t.app.inject({ url: '/v1/users/me', headers: { authorization: `Bearer ${body.token}` } })
      expect(me.json().data.email).toBe('kiran.rao@mail.example')
    }
  })

  const refusals: [string, () => Promise<string>][] = [
    ['a wrong signature', () => googleToken({}, { key: strangerKey })],
    ['a wrong audience', () => googleToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['a wrong issuer', () => googleToken({ iss: 'https://accounts.evil.example' })],
    ['an expired token', () => googleToken({}, { expiresIn: '-5m' })],
    ['an unverified e-mail', () => googleToken({ email_verified: false })],
    ['a token that is not a JWT', async () => 'not-a-token'],
  ]
  for (const [what, token] of refusals) {
    it(`refuses ${what} with 401`, async () => {
      const response = await signIn(await token())
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Sign-in failed: the Google token could not be verified' },
      })
    })
  }

  it('answers 401 without any token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth' })
    expect(response.statusCode).toBe(401)
  })

  it('creates exactly one user for one identity, however often and however concurrently it signs in', async () => {
    const sub = 'repeat-identity-42'
    const tokens = await Promise.all(Array.from({ length: 6 }, () => googleToken({ sub })))
    const answers = await Promise.all(tokens.map(signIn))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    const userIds = new Set(answers.map((answer) => answer.json().user.userId))
    expect(userIds.size).toBe(1)
    const again = await signIn(await googleToken({ sub }))
    expect(again.json().user.userId).toBe([...userIds][0])
    const tokensIssued = new Set(answers.map((answer) => answer.json().token))
    expect(tokensIssued.size).toBe(6)
  })

  it('does not offer the demo identity provider when Google is configured', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/v1/auth/local/token', payload: { key: 'player' } })
    expect(response.statusCode).toBe(404)
    const site = await t.app.inject({ url: '/v1/site-config' })
    expect(site.json().auth).toEqual({ provider: 'google', googleClientId: clientId })
    // The browser may load Google's sign-in script and frames, and only those of Google's.
    const csp = site.headers['content-security-policy'] as string
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client")
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/")
  })
})
