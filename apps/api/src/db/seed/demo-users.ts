import { createHash } from 'node:crypto'
import { rupees } from '@rally/shared'
import { type DemoIdentity, demoIdentities } from '../../adapters/identity/demo-identities.ts'
import type { academies, personalCoaches, sparringPartners, users } from '../schema/index.ts'

type Dated = { id: string; createdAt: Date }
type PartnerRow = typeof sparringPartners.$inferInsert & Dated
type CoachRow = typeof personalCoaches.$inferInsert & Dated
type AcademyRow = typeof academies.$inferInsert & { id: string }
export type DemoUserRow = typeof users.$inferInsert & { id: string; email: string; createdAt: Date }

export type DemoAccounts = {
  users: DemoUserRow[]
  /** The user of one demo identity ('player', 'parent', ...). */
  user: (key: DemoIdentity['key']) => DemoUserRow
  /** The records the demo partner and the demo coach own. */
  partner: PartnerRow
  coach: CoachRow
}

/**
 * A user for every demo identity of the local sign-in, each owning the records
 * of its role: the coach an approved badminton specialist, the partner an
 * active tennis partner, the academy owner a tennis academy. The records are
 * chosen among the generated rows and take their owner's name before they are
 * inserted, so the users must be inserted first.
 */
export function createDemoUsers(
  catalogue: { partners: PartnerRow[]; coaches: CoachRow[]; academies: AcademyRow[] },
  signedUpAt: Date,
): DemoAccounts {
  const rows = demoIdentities.map(
    (identity, index): DemoUserRow => ({
      id: stableId(identity.subject),
      identitySubject: identity.subject,
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      username: `${identity.firstName}_${identity.lastName}`.toLowerCase().replace(/[^a-z0-9_]/g, ''),
      picture: `/media/avatars/demo-${identity.key}.svg`,
      role: identity.role === 'admin' ? null : identity.role,
      isAdmin: identity.role === 'admin',
      phoneNumber: `98450${String(index).padStart(5, '0')}`,
      countryCode: '+91',
      // A fixed instant, not the clock, so that every seeding gives the same rows.
      onboardedAt: signedUpAt,
      createdAt: signedUpAt,
      updatedAt: signedUpAt,
    }),
  )
  const user = (key: DemoIdentity['key']) => {
    const identity = demoIdentities.find((candidate) => candidate.key === key)
    const row = rows.find((candidate) => candidate.identitySubject === identity?.subject)
    if (!identity || !row) throw new Error(`No demo identity "${key}"`)
    return row
  }
  const own = <TRow extends PartnerRow | CoachRow>(row: TRow, owner: DemoUserRow): TRow =>
    Object.assign(row, { userId: owner.id, firstName: owner.firstName, lastName: owner.lastName, email: owner.email })
  const earliestFirst = <TRow extends Dated>(candidates: TRow[]) =>
    [...candidates].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0]

  // The longest-registered of each kind, with a complete profile, so the demo accounts have a history.
  const partner = earliestFirst(
    catalogue.partners.filter(
      (row) => row.sport === 'Tennis' && row.status === 'ACTIVE' && row.ranking != null && row.feeAmount != null,
    ),
  )
  const coach = earliestFirst(
    catalogue.coaches.filter(
      (row) =>
        row.category === 'Badminton' &&
        row.isApproved &&
        !row.isChampion &&
        row.experienceYears != null &&
        row.feeCurrency === rupees &&
        row.image != null,
    ),
  )
  const academy = [...catalogue.academies]
    .filter((row) => row.category === 'Tennis')
    .sort((a, b) => a.name.localeCompare(b.name))[0]
  if (!partner || !coach || !academy) throw new Error('The catalogue has no record for a demo account to own')
  academy.ownerUserId = user('academy').id

  return { users: rows, user, partner: own(partner, user('partner')), coach: own(coach, user('coach')) }
}

/** The same id on every seeding, so that demo data is identical from one database to the next. */
function stableId(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
