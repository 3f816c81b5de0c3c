import { randomUUID } from 'node:crypto'
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import { type DemoIdentity, demoIdentities } from './demo-identities.ts'

/**
 * The identity provider of the embedded default: it signs Google-shaped ID
 * tokens for the demo users with a key made at start, and publishes that
 * key as a JWKS. The API verifies these tokens with the same verifier as
 * Google's. Never used when the app is configured for production.
 */
export async function createLocalIssuer({ issuer, audience }: { issuer: string; audience: string }) {
  const { privateKey, publicKey } = await generateKeyPair('ES256')
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid: randomUUID(), alg: 'ES256', use: 'sig' }
  const jwks = { keys: [publicJwk] }

  async function sign(identity: Omit<DemoIdentity, 'key' | 'description' | 'role'>, lifetimeSeconds = 600) {
    return new SignJWT({
      email: identity.email,
      email_verified: true,
      given_name: identity.firstName,
      family_name: identity.lastName,
      name: `${identity.firstName} ${identity.lastName}`.trim(),
    })
      .setProtectedHeader({ alg: 'ES256', kid: publicJwk.kid as string, typ: 'JWT' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(identity.subject)
      .setIssuedAt()
      .setExpirationTime(`${lifetimeSeconds}s`)
      .sign(privateKey)
  }

  return {
    jwks,
    keys: createLocalJWKSet(jwks),
    issuer,
    audience,
    demoUsers: demoIdentities,
    /** An ID token for a demo user; `new` is a person who has never signed in before. */
    async tokenFor(key: string): Promise<string | undefined> {
      if (key === 'new') {
        const id = randomUUID().slice(0, 8)
        return sign({ subject: `demo:new:${id}`, email: `new.player.${id}@demo.example`, firstName: '', lastName: '' })
      }
      const identity = demoIdentities.find((candidate) => candidate.key === key)
      return identity ? sign(identity) : undefined
    },
  }
}

export type LocalIssuer = Awaited<ReturnType<typeof createLocalIssuer>>
