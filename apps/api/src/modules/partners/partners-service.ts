import type {
  LevelStatus,
  PartnerCard,
  PartnerList,
  PartnerQuery,
  PartnerRecord,
  RegisterPartnerInput,
  Sport,
  UpdatePartnerInput,
} from '@rally/shared'
import { registerPartnerInputSchema } from '@rally/shared'
import { type Auth, assertMayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { findOwnRecords, maySeeProfile, registerOwnProfile, toOwnRecord } from '../owned-records.ts'
import type { NextOpenSlots } from '../schedules/slot-claims.ts'
import type { PartnerCardRow, PartnersRepository, SparUpCandidateFilter } from './partners-repository.ts'

const notFound = () => new AppError('NOT_FOUND', 'Sparring partner not found')
const declinedStands = () =>
  new AppError(
    'OPERATOR_DECISION_STANDS',
    'An operator declined this profile, so it cannot be made active again. Write to us through Contact us if you think this is a mistake.',
  )

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
    handedness: row.handedness,
    playingStyle: row.playingStyle,
    surfaces: row.surfaces,
    totalRating: row.totalRating,
    status: row.status,
    address: { city: row.city, state: row.state, country: row.country },
    playerLevel:
      row.rallyLevel === null || row.levelStatus === null
        ? null
        : { rallyLevel: row.rallyLevel, status: row.levelStatus },
  }
}

/**
 * What the partners ask the levels module (issue 26), wired in app.ts: the Rally level of each of these
 * people in a sport, and how sure it is; a person without one is missing from the map.
 */
export type PartnerLevels = (
  userIds: readonly string[],
  sport: Sport,
) => Promise<Map<string, { rallyLevel: number; status: LevelStatus }>>

/** Sparring partner profiles: search, public profiles, registration and the owner's edits. */
export function createPartnersService({
  repository,
  nextOpen,
  levels,
}: {
  repository: PartnersRepository
  nextOpen: NextOpenSlots
  levels?: PartnerLevels
}) {
  /** The cards with each partner's first open slot, read for the whole page at once. */
  async function withNextOpenSlot(rows: PartnerCardRow[]): Promise<PartnerCard[]> {
    const cards = rows.map(toPartnerCard)
    const next = await nextOpen.nextOpenSlots(cards.map((card) => ({ kind: 'partner' as const, id: card.id })))
    return cards.map((card) => ({ ...card, nextOpenSlot: next.get(card.id) ?? null }))
  }

  return {
    async register(auth: Auth, input: RegisterPartnerInput): Promise<PartnerRecord> {
      const fields = registerPartnerInputSchema.parse(input)
      const row = await registerOwnProfile(
        auth,
        repository,
        (owner) => repository.insert({ ...fields, ...owner, status: 'ACTIVE' }),
        { uniqueKey: 'sparring_partners_user_key', conflict: 'You already have a sparring partner profile' },
      )
      // The owner's level, stated before the profile existed, is kept on it from now on (spar-up reads it there).
      const level = row.userId && levels ? (await levels([row.userId], row.sport)).get(row.userId) : undefined
      if (row.userId && level) {
        await repository.keepOwnerLevel(undefined, { userId: row.userId, sport: row.sport, level })
      }
      return toOwnRecord(row)
    },

    /** A public profile: active partners for anyone, inactive ones for their owner and admins. */
    async get(auth: () => Promise<Auth | null>, id: string): Promise<PartnerCard> {
      const row = await repository.findCard(id)
      if (!row || !(await maySeeProfile(row.status === 'ACTIVE', row.userId, auth))) throw notFound()
      return (await withNextOpenSlot([row]))[0] as PartnerCard
    },

    async search(query: PartnerQuery, auth: () => Promise<Auth | null>): Promise<PartnerList> {
      if (query.status !== 'ACTIVE' && !(await auth())?.isAdmin) {
        throw new AppError('FORBIDDEN', 'Only active sparring partners are listed')
      }
      const { rows, total, totalCapped } = await repository.search(query)
      return {
        data: await withNextOpenSlot(rows),
        total,
        totalCapped,
        page: query.page,
        limit: query.limit,
      }
    },

    /** Spar-up's candidates (see the repository's `sparUpCandidates`): what they are ranked by, no card. */
    sparUpCandidates: (filter: SparUpCandidateFilter) => repository.sparUpCandidates(filter),

    /** The public cards of a spar-up page, each with the level the profile keeps. */
    async sparUpCards(ids: readonly string[]): Promise<Map<string, PartnerCard>> {
      return new Map((await repository.activeCards(ids)).map((row) => [row.id, toPartnerCard(row)]))
    },

    async findByEmail(auth: Auth, email: string): Promise<PartnerRecord[]> {
      return (await findOwnRecords(auth, email, repository)).map(toOwnRecord)
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
      return toOwnRecord(updated)
    },
  }
}

export type PartnersService = ReturnType<typeof createPartnersService>
