import type {
  CoachList,
  CoachProfile,
  CoachQuery,
  CoachRecord,
  RegisterCoachInput,
  UpdateCoachInput,
} from '@rally/shared'
import { registerCoachInputSchema } from '@rally/shared'
import { type Auth, assertMayManage } from '../../core/auth.ts'
import { AppError } from '../../core/errors.ts'
import { changedKeys, findOwnRecords, maySeeProfile, registerOwnProfile, toOwnRecord } from '../owned-records.ts'
import type { NextOpenSlots } from '../schedules/slot-claims.ts'
import type { SpecialistProfileRow, SpecialistsRepository } from './specialists-repository.ts'

const notFound = () => new AppError('NOT_FOUND', 'Specialist not found')
/** What an owner may change on an approved profile without a new review: prices and times, not words. */
const unreviewedFields = new Set<string>(['feeAmount', 'feeCurrency', 'sessionMinutes'])

/** A specialist as anyone may see them: every profile section; never e-mail, phone or how to reach references. */
export function toCoachProfile(row: SpecialistProfileRow): CoachProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    image: row.image,
    title: row.title,
    category: row.category,
    totalRating: row.totalRating,
    address: { city: row.city, state: row.state, country: row.country },
    isApproved: row.isApproved,
    isChampion: row.isChampion,
    highestRank: row.highestRank,
    feeAmount: row.feeAmount,
    feeCurrency: row.feeCurrency,
    sessionMinutes: row.sessionMinutes,
    experienceYears: row.experienceYears,
    coachingExperience: row.coachingExperience,
    academy: row.academy,
    achievements: row.achievements,
    certifications: row.certifications,
    specializations: row.specializations,
    languages: row.languages,
    additionalInformation: row.additionalInformation,
    availability: row.availability,
    socialLinks: Object.fromEntries(Object.entries(row.socialLinks).filter(([, url]) => Boolean(url))) as Record<
      string,
      string
    >,
    references: row.references.map(({ name, relation }) => ({ name, relation })),
    cvUrl: row.cvUrl,
    documents: row.documents.map(({ name, url }) => ({ name, url })),
  }
}

/** Specialist (personal coach) records: search, public profiles, registration and the owner's edits. */
export function createSpecialistsService({
  repository,
  nextOpen,
}: {
  repository: SpecialistsRepository
  nextOpen: NextOpenSlots
}) {
  /** The profiles with each specialist's first open slot, read for the whole page at once. */
  async function withNextOpenSlot(profiles: CoachProfile[]): Promise<CoachProfile[]> {
    const next = await nextOpen.nextOpenSlots(profiles.map((profile) => ({ kind: 'coach' as const, id: profile.id })))
    return profiles.map((profile) => ({ ...profile, nextOpenSlot: next.get(profile.id) ?? null }))
  }

  return {
    async register(auth: Auth, input: RegisterCoachInput): Promise<CoachRecord> {
      const fields = registerCoachInputSchema.parse(input)
      const row = await registerOwnProfile(
        auth,
        repository,
        (owner) => repository.insert({ ...fields, ...owner, isApproved: false, formVersion: 'v2' }),
        { uniqueKey: 'personal_coaches_user_key', conflict: 'You already have a specialist profile' },
      )
      return toOwnRecord(row)
    },

    /** Approved specialists are public; unapproved ones only for their owner and admins. */
    async get(auth: () => Promise<Auth | null>, id: string): Promise<CoachProfile> {
      const row = await repository.findProfile(id)
      if (!row || !(await maySeeProfile(row.isApproved, row.userId, auth))) throw notFound()
      return (await withNextOpenSlot([toCoachProfile(row)]))[0] as CoachProfile
    },

    /** Approved specialists of a category, searchable by name and filtered like partners. */
    async search(query: CoachQuery): Promise<CoachList> {
      const { rows, total, totalCapped } = await repository.searchApproved(query)
      return {
        data: await withNextOpenSlot(rows.map(toCoachProfile)),
        total,
        totalCapped,
        page: query.page,
        limit: query.limit,
      }
    },

    async findByEmail(auth: Auth, email: string): Promise<CoachRecord[]> {
      return (await findOwnRecords(auth, email, repository)).map(toOwnRecord)
    },

    /**
     * The owner's changes. The public sees only reviewed text (decision 030): an approved
     * specialist whose owner changes more than the fee or the session length goes back to the
     * approvals queue, hidden until an operator approves again. A declined one stays declined.
     */
    async update(auth: Auth, input: UpdateCoachInput): Promise<CoachRecord> {
      const { id, formVersion, ...changes } = input
      const row = await repository.findRecord(id)
      if (!row) throw notFound()
      assertMayManage(auth, row.userId)
      const reviewAgain =
        row.isApproved && !auth.isAdmin && changedKeys(changes, row).some((key) => !unreviewedFields.has(key))
      const updated = await repository.updateFrom(row.id, row.updatedAt, {
        ...changes,
        formVersion,
        ...(reviewAgain ? { isApproved: false } : {}),
      })
      if (!updated) throw new AppError('CONFLICT', 'Your profile changed meanwhile; reload it and save again')
      return toOwnRecord(updated)
    },
  }
}

export type SpecialistsService = ReturnType<typeof createSpecialistsService>
