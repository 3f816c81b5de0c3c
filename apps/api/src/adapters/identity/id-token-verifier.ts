import { errors, type JWTVerifyGetKey, jwtVerify } from 'jose'

/** What the API takes from a verified ID token. */
export type VerifiedIdentity = {
  subject: string
  email: string
  firstName: string
  lastName: string
  picture: string | null
}

export type IdTokenVerifier = (idToken: string) => Promise<VerifiedIdentity>

export class InvalidIdTokenError extends Error {
  override name = 'InvalidIdTokenError'
}

type VerifierOptions = {
  /** A JWKS key resolver: jose's createRemoteJWKSet for Google, createLocalJWKSet for the local issuer. */
  keys: JWTVerifyGetKey
  issuers: string[]
  audience: string
}

/**
 * Verifies an OpenID Connect ID token: signature against the issuer's JWKS,
 * `iss` among the accepted issuers, `aud` equal to our client id, not expired,
 * and `email_verified` true. Google's tokens and the local issuer's go through
 * this same function.
 */
export function createIdTokenVerifier({ keys, issuers, audience }: VerifierOptions): IdTokenVerifier {
  return async (idToken) => {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload']
    try {
      ;({ payload } = await jwtVerify(idToken, keys, {
        issuer: issuers,
        audience,
        algorithms: ['RS256', 'ES256'],
        clockTolerance: 30,
      }))
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new InvalidIdTokenError(error.code)
      throw error
    }
    if (typeof payload.sub !== 'string' || payload.sub === '') throw new InvalidIdTokenError('missing sub')
    if (payload.email_verified !== true) throw new InvalidIdTokenError('email not verified')
    if (typeof payload.email !== 'string') throw new InvalidIdTokenError('missing email')
    return {
      subject: payload.sub,
      email: payload.email,
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
      picture: typeof payload.picture === 'string' ? payload.picture : null,
    }
  }
}
