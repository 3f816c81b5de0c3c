import { currentTermsVersion, mustAcceptTerms } from '@rally/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoIdentities } from '../../adapters/identity/demo-identities.ts'
import { createTestDatabase } from '../../test/database.ts'
import type { DatabaseConnection } from '../client.ts'
import { users } from '../schema/index.ts'
import { demoOutdatedTermsVersion } from './demo-legal.ts'
import { seedDemoData } from './index.ts'

let connection: DatabaseConnection
beforeAll(async () => {
  connection = await createTestDatabase()
  await seedDemoData(connection.db)
})
afterAll(() => connection.close())

describe('demo terms acceptances', () => {
  it('every demo account accepted the current terms when it signed up, except the parent, who accepted older ones', async () => {
    const rows = await connection.db
      .select({
        subject: users.identitySubject,
        termsVersion: users.termsVersion,
        termsAcceptedAt: users.termsAcceptedAt,
        onboardedAt: users.onboardedAt,
      })
      .from(users)
    const byKey = new Map(
      rows.map((row) => [demoIdentities.find((identity) => identity.subject === row.subject)?.key, row]),
    )
    for (const identity of demoIdentities) {
      const row = byKey.get(identity.key)
      expect(row?.termsAcceptedAt, identity.key).toEqual(row?.onboardedAt)
      expect(row?.termsVersion, identity.key).toBe(
        identity.key === 'parent' ? demoOutdatedTermsVersion : currentTermsVersion,
      )
    }
    expect(mustAcceptTerms(demoOutdatedTermsVersion)).toBe(true)
    expect(Number(demoOutdatedTermsVersion)).toBeLessThan(Number(currentTermsVersion))
  })
})
