import type {
  PartnerCard,
  PartnerList,
  PartnerQuery,
  PartnerRecord,
  RegisterPartnerInput,
  UpdatePartnerInput,
} from '@rally/shared'
import { registerPartnerInputSchema } from '@rally/shared'
import { type Auth, assertMayManage, mayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { assertOwnEmail, isoDates } from '../owned-records.ts'
import type { PartnerCardRow, PartnerRow, PartnersRepository } from './partners-repository.ts'

const notFound = () => new AppError('NOT_FOUND', 'Sparring partner not found')
const declinedStands = () =>
  new AppError(
    'OPERATOR_DECISION_STANDS',
    'An operator declined this profile, so it cannot be made active again. Write to us through Contact us if you think this is a mistake.',
  )

function toRecord(row: PartnerRow, showPrivate: boolean): PartnerRecord {
  return {
    ...isoDates(row),
    declinedAt: row.declinedAt?.toISOString() ?? null,
    declineReason: row.declineReason,
    email: showPrivate ? row.email : null,
    phone: showPrivate ? row.phone : null,
  }
}

export function toPartnerCard(row: PartnerCardRow): PartnerCard {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    image: row.image,
    sport: row.sport,
    level: row.level,
    ranking: row.ranking,
    feeAmount: row.feeAmount,
    feeCurrency: row.feeCurrency,
    languages: row.languages,
    bio: row.bio,
    totalRating: row.totalRating,
    status: row.status,
    address: { city: row.city, state: row.state, country: row.country },
  }
}

/** Sparring partner profiles: search, public profiles, registration and the owner's edits. */
export function createPartnersService({ repository }: { repository: PartnersRepository }) {
  return {
    async register(auth: Auth, input: RegisterPartnerInput): Promise<PartnerRecord> {
      const fields = registerPartnerInputSchema.parse(input)
      const owner = await repository.ownerContact(auth.userId)
      if (!owner) throw new AppError('UNAUTHORIZED', 'Please sign in to continue')
      try {
        const row = await repository.insert({
          ...fields,
          userId: auth.userId,
          email: owner.email,
          phone: owner.phoneNumber ? `${owner.countryCode ?? ''}${owner.phoneNumber}` : null,
          status: 'ACTIVE',
        })
        return toRecord(row, true)
      } catch (error) {
        if (isUniqueViolation(error, 'sparring_partners_user_key')) {
          throw new AppError('CONFLICT', 'You already have a sparring partner profile')
        }
        throw error
      }
    },

    /** A public profile: active partners for anyone, inactive ones for their owner and admins. */
    async get(auth: () => Promise<Auth | null>, id: string): Promise<PartnerCard> {
      const row = await repository.findCard(id)
      if (!row) throw notFound()
      if (row.status !== 'ACTIVE' && !mayManage(await auth(), row.userId)) throw notFound()
      return toPartnerCard(row)
    },

    async search(query: PartnerQuery, auth: () => Promise<Auth | null>): Promise<PartnerList> {
      if (query.status !== 'ACTIVE' && !(await auth())?.isAdmin) {
        throw new AppError('FORBIDDEN', 'Only active sparring partners are listed')
      }
      const { rows, total } = await repository.search(query)
      return { data: rows.map(toPartnerCard), total, page: query.page, limit: query.limit }
    },

    async findByEmail(auth: Auth, email: string): Promise<PartnerRecord[]> {
      const wanted = await assertOwnEmail(auth, email, () => repository.emailOfUser(auth.userId))
      const rows = await repository.findByEmail(wanted)
      return rows.map((row) => toRecord(row, true))
    },

    async update(auth: Auth, input: UpdatePartnerInput): Promise<PartnerRecord> {
      const { id, ...changes } = input
      const row = await repository.findOwner(id)
      if (!row) throw notFound()
      assertMayManage(auth, row.userId)
      // The owner may pause and resume the profile, but not undo an operator's decline (admins decide in the console).
      if (changes.status === 'ACTIVE' && row.declinedAt) throw declinedStands()
      const updated = await repository.update(id, changes)
      if (!updated) throw declinedStands()
      return toRecord(updated, true)
    },
  }
}

export type PartnersService = ReturnType<typeof createPartnersService>
