import {
  currentTermsVersion,
  type OnboardingInput,
  type PrivateUser,
  type PublicUser,
  type UpdateProfileInput,
  type UserRole,
} from '@rally/shared'
import { type Auth, accountBlocked, assertMayManage, mayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Bookables } from '../bookables/bookables-service.ts'
import type { HeldAcademies, HeldByUsers } from '../user-holdings.ts'
import type { UserRow, UsersRepository } from './users-repository.ts'

export function toPrivateUser(row: UserRow): PrivateUser {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    picture: row.picture,
    role: row.role,
    email: row.email,
    phoneNumber: row.phoneNumber,
    countryCode: row.countryCode,
    isAdmin: row.isAdmin,
    isEditor: row.isEditor,
    onboarded: row.onboardedAt !== null,
    termsVersion: row.termsVersion,
    termsAcceptedAt: row.termsAcceptedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

export function toPublicUser(row: UserRow): PublicUser {
  return {
    userId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    username: row.username,
    picture: row.picture,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  }
}

const usernameTaken = () =>
  new AppError('CONFLICT', 'This username is already taken', { username: 'This username is already taken' })

export type SignInIdentity = Parameters<UsersRepository['upsertByIdentity']>[0]

type UserQuery = { email?: string; username?: string; userId?: string }

export function createUsersService({
  repository,
  bookables,
  academies,
  supportEmail,
}: {
  repository: UsersRepository
  bookables: Pick<Bookables, 'ownedBy'>
  /** The academies each user owns: the academies module's answer (decision 041). */
  academies: HeldByUsers<HeldAcademies>
  /** Where a blocked person may write (config.site.supportEmail). */
  supportEmail: string
}) {
  async function academyIdsOwnedBy(userId: string): Promise<string[]> {
    return ((await academies.heldBy([userId])).get(userId) ?? []).map((academy) => academy.id)
  }

  /** The profiles a user owns, for links to their public pages (one of each kind at the most). */
  async function records(userId: string) {
    const [owned, academyIds] = await Promise.all([bookables.ownedBy(userId), academyIdsOwnedBy(userId)])
    const idOf = (kind: 'coach' | 'partner') => owned.find((ref) => ref.kind === kind)?.id ?? null
    return { coachId: idOf('coach'), partnerId: idOf('partner'), academyIds }
  }

  async function withRecords(row: UserRow, auth: Auth | null) {
    const mayReadPrivate = mayManage(auth, row.id)
    const user = mayReadPrivate ? toPrivateUser(row) : toPublicUser(row)
    return { ...user, records: await records(row.id) }
  }

  async function saveWithUniqueUsername(userId: string, changes: Parameters<UsersRepository['update']>[1]) {
    try {
      const row = await repository.update(userId, changes)
      if (!row) throw new AppError('NOT_FOUND', 'User not found')
      return row
    } catch (error) {
      if (isUniqueViolation(error, 'users_username_lower_key')) throw usernameTaken()
      throw error
    }
  }

  return {
    /** A verified identity signs in: its account, made on the first sign-in. */
    async signIn(identity: SignInIdentity, language: string): Promise<PrivateUser> {
      const row = await repository.upsertByIdentity(identity, language)
      // Refused before a session exists: an operator blocked this person (decision 023).
      if (row.blockedAt) throw accountBlocked(supportEmail)
      return toPrivateUser(row)
    },

    async get(query: UserQuery, auth: Auth | null) {
      let row: UserRow | undefined
      if (query.userId) row = await repository.findById(query.userId)
      else if (query.username) row = await repository.findByUsername(query.username)
      else if (query.email) {
        // Looking people up by e-mail would tell strangers who has an account: only for oneself and admins.
        const found = await repository.findByEmail(query.email)
        row = found && mayManage(auth, found.id) ? found : undefined
      }
      if (!row) throw new AppError('NOT_FOUND', 'User not found')
      return withRecords(row, auth)
    },

    async me(auth: Auth) {
      const row = await repository.findById(auth.userId)
      if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
      return toPrivateUser(row)
    },

    async isUsernameAvailable(username: string) {
      return (await repository.findByUsername(username)) === undefined
    },

    async onboard(auth: Auth, input: OnboardingInput) {
      const current = await repository.findById(auth.userId)
      if (!current) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
      if (current.onboardedAt) throw new AppError('CONFLICT', 'Your account is already set up')
      const row = await saveWithUniqueUsername(auth.userId, {
        role: input.role,
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        username: input.username,
        phoneNumber: input.phoneNumber || null,
        countryCode: input.countryCode ?? null,
        onboardedAt: new Date(),
        // The form's acceptTerms is true (the schema allows nothing else): the terms shown were the current ones.
        termsVersion: currentTermsVersion,
        termsAcceptedAt: new Date(),
      })
      return { ...toPrivateUser(row), records: await records(row.id) }
    },

    /** The person accepts the current terms; a page showing an older version is told so rather than recorded. */
    async acceptTerms(auth: Auth, version: string) {
      if (version !== currentTermsVersion) {
        throw new AppError(
          'TERMS_VERSION_OUTDATED',
          `The current Terms and Conditions are version ${currentTermsVersion}; reload the page to read them`,
        )
      }
      const row = await repository.update(auth.userId, { termsVersion: version, termsAcceptedAt: new Date() })
      if (!row) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
      return toPrivateUser(row)
    },

    async updateProfile(auth: Auth, userId: string, input: UpdateProfileInput) {
      assertMayManage(auth, userId)
      const current = await repository.findById(userId)
      if (!current) throw new AppError('NOT_FOUND', 'User not found')
      if (input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase()) {
        const message = 'Your email comes from your Google account and cannot be changed here'
        throw new AppError('VALIDATION_FAILED', message, { email: message })
      }
      const row = await saveWithUniqueUsername(userId, {
        firstName: input.firstName,
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        username: input.username,
        ...(input.phoneNumber !== undefined && { phoneNumber: input.phoneNumber || null }),
        ...(input.countryCode !== undefined && { countryCode: input.countryCode }),
        ...(input.picture !== undefined && { picture: input.picture }),
      })
      return { ...toPrivateUser(row), records: await records(row.id) }
    },

    /** Which roles an e-mail holds: the account's role plus the role records it owns. */
    async rolesForEmail(auth: Auth, email: string): Promise<UserRole[]> {
      // Decided before looking the e-mail up, so the answer never tells a stranger whether an account exists.
      if (!auth.isAdmin) {
        const caller = await repository.findById(auth.userId)
        if (caller?.email.toLowerCase() !== email.toLowerCase()) {
          throw new AppError('FORBIDDEN', 'You can only check your own roles')
        }
      }
      const row = await repository.findByEmail(email)
      if (!row) return []
      const [owned, academyIds] = await Promise.all([bookables.ownedBy(row.id), academyIdsOwnedBy(row.id)])
      const roles = new Set<UserRole>()
      if (row.role) roles.add(row.role)
      // A bookable profile's kind is the role it gives ('coach', 'partner'), in the registry's order.
      for (const ref of owned) roles.add(ref.kind)
      if (academyIds.length > 0) roles.add('academy')
      return [...roles]
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
