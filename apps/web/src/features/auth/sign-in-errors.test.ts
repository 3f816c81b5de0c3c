import { signInErrors } from '@rally/shared'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import { signInErrorKind } from './sign-in-errors.ts'

describe('which sign-in error a person is shown', () => {
  it('tells a blocked person so, rather than to try again', () => {
    const blocked = new ApiError(403, 'ACCOUNT_BLOCKED', 'This account is blocked.')
    expect(signInErrorKind(blocked)).toBe('blocked')
    expect(signInErrorKind(new ApiError(401, 'UNAUTHORIZED', 'The ID token is not valid'))).toBe('serverRefused')
  })

  it('knows the spec’s own messages and treats anything else as the network', () => {
    expect(signInErrorKind(new Error(signInErrors.timeout))).toBe('timeout')
    expect(signInErrorKind(new TypeError('Failed to fetch'))).toBe('network')
  })
})
